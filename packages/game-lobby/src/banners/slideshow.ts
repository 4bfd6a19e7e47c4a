/** §2.4, §9 banner slideshow: 5000 ms between slides, 1000 ms transition. */
export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_TRANSITION_MS = 1000;

/** §2.4: the slideshow loops (and plays by itself) only with more than one banner. */
export function loops(count: number): boolean {
  return count > 1;
}

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}
