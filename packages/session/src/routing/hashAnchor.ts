/**
 * The anchor a location hash names (`#topic%20one` → `topic one`). A hash that is not valid
 * percent-encoding (`#%`, typed or pasted by anyone) is taken as typed instead of throwing, which
 * broke the whole page (issue 13: bad input never breaks a page).
 */
export function hashAnchor(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
