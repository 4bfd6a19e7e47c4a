import { describe, expect, it } from 'vitest';
import { guideForDevice } from './devicePlatform';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ipadAsMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('guideForDevice (§2.11 the visitor’s platform first)', () => {
  it('opens the iOS guide on an iPhone and on an iPad that asks for desktop pages', () => {
    expect(guideForDevice(iphone, 5)).toBe('ios');
    expect(guideForDevice(ipadAsMac, 5)).toBe('ios');
  });

  it('opens the Chrome guide on Android and on a Mac without a touch screen', () => {
    expect(guideForDevice(android, 5)).toBe('chrome');
    expect(guideForDevice(ipadAsMac, 0)).toBe('chrome');
  });
});
