/// <reference lib="webworker" />
// The brand app's service worker (issue 16 item 6), built by vite-plugin-pwa (injectManifest).
//
// What it never does: answer or store an API call or anything about money. Only two kinds of
// request get an answer from it: the precached app shell (index.html, the first page's hashed
// JS and CSS, the brand's icons) and page navigations, which always go to the network and fall
// back to the cached shell only when the network fails (offline). /wps, /lgw, /lotto, /api, the
// event stream, game launches and the platform's game pages are not matched at all, so the
// browser fetches them exactly as without a worker (no runtime caching anywhere).
//
// Updates: every deployment changes the precache manifest and so this file; the browser fetches
// it without the HTTP cache (registered with updateViaCache 'none'), installs the new worker,
// which takes over at once (skipWaiting + clientsClaim) and deletes the old precache. No stale
// shell: navigations are network-first, so a reload always gets the new index.html, whose new
// hashed files the old precache does not hold and the network answers.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** Addresses that are never the site's pages: the API, the platform's own pages and games. */
const NOT_THE_SITE =
  /^\/(?:wps|lgw|lotto|api|demo-games|docs|openapi\.json|TCG_PROD_IMAGES)(?:\/|$)/;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Registered before the precache route, so a navigation to / is never answered by the cached
// index.html while the network works (the precache would serve / from its copy).
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [NOT_THE_SITE] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
