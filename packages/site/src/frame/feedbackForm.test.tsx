import { describe, expect, it } from 'vitest';
import { feedbackLimits } from '@lobbykit/api-contract/rules';
import { checkImageFiles, sniffImageType } from './feedbackForm';

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const jpegBytes = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const gifBytes = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

const file = (name: string, bytes: number[], type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('feedback images (§5: at most 3, png/jpg only, 5 MB each)', () => {
  it('knows PNG and JPEG by their first bytes, and nothing else', () => {
    expect(sniffImageType(new Uint8Array(pngBytes))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(jpegBytes))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(gifBytes))).toBeNull();
  });

  it('refuses a GIF even when it is named .png, and says which file', async () => {
    const result = await checkImageFiles(0, [file('fake.png', gifBytes)]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected).toEqual([{ name: 'fake.png', problem: 'type' }]);
  });

  it('refuses a file over 5 MB', async () => {
    const big = new File([new Uint8Array(feedbackLimits.maxImageBytes + 1)], 'big.png', {
      type: 'image/png',
    });
    const result = await checkImageFiles(0, [big]);
    expect(result.rejected).toEqual([{ name: 'big.png', problem: 'size' }]);
  });

  it('accepts up to 3 in all, counting those already attached', async () => {
    const result = await checkImageFiles(2, [
      file('a.png', pngBytes),
      file('b.jpg', jpegBytes, 'image/jpeg'),
    ]);
    expect(result.accepted.map((a) => [a.file.name, a.type])).toEqual([['a.png', 'image/png']]);
    expect(result.rejected).toEqual([{ name: 'b.jpg', problem: 'count' }]);
  });
});
