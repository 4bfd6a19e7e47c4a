/**
 * How long after load the worker waits: the first page still renders its data then (home's rows
 * arrive 300 ms apart, §9), and the worker's install (fetching and caching the shell, compiling
 * its scripts) on the same two cores as that rendering stretched its tasks (issue 17 item 2).
 */
const AFTER_LOAD_MS = 3000;

/**
 * Registers the brand build's service worker (issue 16 item 6) once the page has loaded and
 * settled, so it never competes with the first page's own downloads (scripts/budget.mjs) or
 * rendering. `updateViaCache: 'none'`: the browser checks the worker file past the HTTP cache on
 * every navigation, so a new deployment's worker is found at once (its update strategy:
 * brand/src/serviceWorker).
 */
export function registerServiceWorkerAfterLoad(url: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    // A failed registration (a private window, a development server without the worker) leaves
    // the site as it is: the worker only adds offline start-up and installability.
    navigator.serviceWorker.register(url, { updateViaCache: 'none' }).catch(() => undefined);
  };
  const afterLoad = () =>
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(register, { timeout: AFTER_LOAD_MS });
      } else register();
    }, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
