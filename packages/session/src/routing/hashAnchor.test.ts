import { describe, expect, it } from 'vitest';
import { hashAnchor } from './hashAnchor';

describe('hashAnchor', () => {
  it('decodes a percent-encoded hash and keeps a malformed one as typed', () => {
    expect(hashAnchor('#topic%20one')).toBe('topic one');
    expect(hashAnchor('plain')).toBe('plain');
    expect(hashAnchor('#%')).toBe('%');
    expect(hashAnchor('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashAnchor('')).toBe('');
  });
});
