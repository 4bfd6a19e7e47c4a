/** §2.4, §9 banner slideshow: 5000 ms between slides, 1000 ms transition. */
export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_TRANSITION_MS = 1000;
