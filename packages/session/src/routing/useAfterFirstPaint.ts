import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle after it (at most `timeout` ms
 * later): what is below the fold renders in a task of its own instead of lengthening the first
 * page's one long render (issue 17 item 2). Preact has no concurrent rendering, so a
 * `startTransition` would not split anything there; an idle callback does, on both.
 */
export function useAfterFirstPaint(timeout = 500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    // Safari has no requestIdleCallback: a timer after the next frame is its stand-in.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, [ready, timeout]);
  return ready;
}
