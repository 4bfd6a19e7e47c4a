/** True when the player asked the system for reduced motion (animations then stand still). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** Scrolls to the top, smoothly unless the player asked for reduced motion (§2.7). */
export function scrollToTopSmoothly(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
