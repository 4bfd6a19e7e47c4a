/**
 * Registers the brand build's service worker (issue 16 item 6) once the page has loaded, so it
 * never competes with the first page's own downloads (scripts/budget.mjs). `updateViaCache:
 * 'none'`: the browser checks the worker file past the HTTP cache on every navigation, so a new
 * deployment's worker is found at once (its update strategy: brand/src/serviceWorker).
 */
export function registerServiceWorkerAfterLoad(url: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    // A failed registration (a private window, a development server without the worker) leaves
    // the site as it is: the worker only adds offline start-up and installability.
    navigator.serviceWorker.register(url, { updateViaCache: 'none' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
