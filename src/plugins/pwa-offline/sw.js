// @ts-check
/// <reference lib="webworker" />
/**
 * Our part of the service worker (plugin-pwa's `swCustom`), bundled into /sw.js and /zh/sw.js.
 * plugin-pwa precaches and serves the app shell, the core assets and the search bundle (see
 * patterns.js); this adds, with Workbox, for everything else in the worker's scope:
 *  - pages: network first, the cached copy when offline, else the precached app shell;
 *  - hashed assets (`assets/`): cache first;
 *  - other files (images, data, another locale's search files): stale while revalidate;
 *  - each cache trimmed to a number of entries;
 *  - the `CACHE_URLS` message from the page (client.ts): the first page and its scripts, which
 *    loaded before the worker controlled the page, go through the same routes.
 */
import {clientsClaim} from 'workbox-core';
import {Route, Router} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';
import {cleanupOutdatedCaches} from 'workbox-precaching';
import {appShellCandidates, pageCacheKey, pathInScope, runtimeCacheFor} from './routes.js';

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

// A new suffix when the caches' contents change meaning; older ones are deleted on activation.
const CACHE_PREFIX = 'webpack-docs-';
const CACHE_VERSION = 'v2';
const cacheName = (/** @type {string} */ kind) => `${CACHE_PREFIX}${kind}-${CACHE_VERSION}`;

/** Only complete (200) responses are kept, never errors or redirects. */
const okOnly = () => new CacheableResponsePlugin({statuses: [200]});
const trimmedTo = (/** @type {number} */ maxEntries) =>
  new ExpirationPlugin({maxEntries, purgeOnQuotaError: true});

/** @type {import('workbox-core').WorkboxPlugin} */
const pagesPlugin = {
  // One entry per page, whatever its query string.
  cacheKeyWillBeUsed: async ({request}) => pageCacheKey(request.url),
  // Keep HTML only (a file opened in a tab is navigated to, but is not a page).
  cacheWillUpdate: async ({response}) =>
    (response.headers.get('content-type') ?? '').includes('text/html') ? response : null,
  // Offline and never visited: the app shell renders the page from the cached scripts.
  // plugin-pwa owns the precache (its PrecacheController is not shared with swCustom), so its
  // entries are looked up by URL, ignoring the `__WB_REVISION__` query of their keys; every cache
  // is searched so that the Chinese shell, precached by /zh/sw.js, serves /zh/ pages too.
  handlerDidError: async ({request}) => {
    if (request.mode !== 'navigate') return undefined;
    for (const candidate of appShellCandidates(sw.registration.scope, request.url)) {
      const shell = await caches.match(candidate, {ignoreSearch: true});
      if (shell) return shell;
    }
    return undefined;
  },
};

const strategies = {
  pages: new NetworkFirst({cacheName: cacheName('pages'), plugins: [okOnly(), pagesPlugin, trimmedTo(200)]}),
  assets: new CacheFirst({cacheName: cacheName('assets'), plugins: [okOnly(), trimmedTo(500)]}),
  files: new StaleWhileRevalidate({cacheName: cacheName('files'), plugins: [okOnly(), trimmedTo(300)]}),
};

/** @param {{url: URL, request: Request}} options */
function runtimeCache({url, request}) {
  if (request.method !== 'GET') return undefined;
  const path = pathInScope(url, sw.registration.scope);
  return path === undefined ? undefined : runtimeCacheFor(path, {navigation: request.mode === 'navigate'});
}

/** Drops the runtime caches of older versions of this worker. */
async function deleteOldRuntimeCaches() {
  const current = new Set(Object.values(strategies).map((strategy) => strategy.cacheName));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name))
      .map((name) => caches.delete(name)),
  );
}

export default function swCustom() {
  const router = new Router();
  for (const kind of /** @type {const} */ (['pages', 'assets', 'files'])) {
    router.registerRoute(new Route((options) => runtimeCache(options) === kind, strategies[kind]));
  }
  // Registered before plugin-pwa's own fetch listener: requests no route matches (the precached
  // files) fall through to it.
  router.addFetchListener();
  router.addCacheListener();

  // Take the open pages on first install; an update waits for the reader's "Refresh".
  clientsClaim();
  cleanupOutdatedCaches();
  sw.addEventListener('activate', (event) => event.waitUntil(deleteOldRuntimeCaches()));
}
