/** The install guides of the download page (§2.11): iOS Safari, and Chrome on Android or a computer. */
export const installGuides = ['ios', 'chrome'] as const;
export type InstallGuide = (typeof installGuides)[number];

/**
 * The guide for the visitor's device, from its user agent: iPhone, iPod and iPad (iPadOS asks for
 * desktop pages as a Mac, told apart by its touch screen) get the iOS steps, every other device
 * Chrome's install prompt.
 */
export function guideForDevice(userAgent: string, maxTouchPoints: number): InstallGuide {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'chrome';
}
