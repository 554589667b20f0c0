// @ts-check
/// <reference lib="webworker" />
/**
 * Our part of the service worker (plugin-pwa's `swCustom`), bundled into /sw.js (and /zh/sw.js).
 * plugin-pwa precaches and serves the app shell, the core assets and the search bundle (see
 * patterns.js); this adds, for everything else in the worker's scope:
 *  - pages: network first, the cached copy when offline, else the precached app shell
 *    (`/zh/app-shell/` for Chinese paths, `/app-shell/` otherwise);
 *  - hashed assets (`assets/`): cache first;
 *  - other files (images, data, another locale's search files): stale while revalidate;
 *  - a `CACHE_URLS` message from the page, to keep the page (and its scripts) that was loaded
 *    before the worker took control.
 */
import {isPrecachedPath} from './patterns.js';

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const PREFIX = 'webpack-docs-';
const VERSION = 'v1';
const CACHES = {
  pages: {name: `${PREFIX}pages-${VERSION}`, max: 200},
  assets: {name: `${PREFIX}assets-${VERSION}`, max: 500},
  files: {name: `${PREFIX}files-${VERSION}`, max: 300},
};

function scopePath() {
  return new URL(sw.registration.scope).pathname;
}

/**
 * Which cache a same-origin GET request belongs in, or undefined when it is not ours
 * (outside the scope, precached by plugin-pwa, or the worker itself).
 * @param {URL} url
 * @param {boolean} isNavigation
 */
function routeFor(url, isNavigation) {
  if (url.origin !== sw.location.origin) return undefined;
  const scope = scopePath();
  if (!url.pathname.startsWith(scope)) return undefined;
  const path = url.pathname.slice(scope.length);
  if (isPrecachedPath(path) || path === 'sw.js' || path.endsWith('/sw.js')) return undefined;
  if (isNavigation) return CACHES.pages;
  if (/(^|\/)assets\//.test(path)) return CACHES.assets;
  return CACHES.files;
}

/** Cache key of a page: its URL without query and hash. @param {URL} url */
function pageKey(url) {
  return url.origin + url.pathname;
}

/** @param {{name: string, max: number}} cache */
async function trim(cache) {
  const opened = await caches.open(cache.name);
  const keys = await opened.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - cache.max)).map((key) => opened.delete(key)));
}

/**
 * @param {{name: string, max: number}} cache
 * @param {RequestInfo} key
 * @param {Response} response
 */
async function put(cache, key, response) {
  if (!response.ok || response.type !== 'basic') return;
  const opened = await caches.open(cache.name);
  await opened.put(key, response);
  await trim(cache);
}

/** The precached app shell of the locale the path belongs to. @param {URL} url */
async function appShell(url) {
  const scope = scopePath();
  const firstSegment = url.pathname.slice(scope.length).split('/')[0];
  const candidates = [`${scope}${firstSegment}/app-shell/index.html`, `${scope}app-shell/index.html`];
  for (const candidate of candidates) {
    // plugin-pwa's precache keys carry a __WB_REVISION__ query.
    const response = await caches.match(candidate, {ignoreSearch: true});
    if (response) return response;
  }
  return undefined;
}

/** @param {Request} request @param {URL} url */
async function navigate(request, url) {
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/html')) await put(CACHES.pages, pageKey(url), response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(pageKey(url), {cacheName: CACHES.pages.name});
    if (cached) return cached;
    const shell = await appShell(url);
    if (shell) return shell;
    throw error;
  }
}

/** @param {Request} request @param {{name: string, max: number}} cache */
async function cacheFirst(request, cache) {
  const cached = await caches.match(request, {cacheName: cache.name});
  if (cached) return cached;
  const response = await fetch(request);
  await put(cache, request, response.clone());
  return response;
}

/**
 * @param {Request} request @param {{name: string, max: number}} cache
 * @param {(promise: Promise<unknown>) => void} waitUntil
 */
async function staleWhileRevalidate(request, cache, waitUntil) {
  const cached = await caches.match(request, {cacheName: cache.name});
  const network = fetch(request).then(async (response) => {
    await put(cache, request, response.clone());
    return response;
  });
  if (cached) {
    waitUntil(network.catch(() => undefined));
    return cached;
  }
  return network;
}

/** @param {FetchEvent} event */
function onFetch(event) {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const isNavigation = request.mode === 'navigate';
  const cache = routeFor(url, isNavigation);
  if (!cache) return;
  if (isNavigation) event.respondWith(navigate(request, url));
  else if (cache === CACHES.assets) event.respondWith(cacheFirst(request, cache));
  else event.respondWith(staleWhileRevalidate(request, cache, (promise) => event.waitUntil(promise)));
}

/** Caches what the page loaded before this worker controlled it. @param {string[]} urls */
async function cacheUrls(urls) {
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, sw.location.href);
      const isPage = url.href === urls[0];
      const cache = routeFor(url, isPage);
      if (!cache) return;
      const key = isPage ? pageKey(url) : url.href;
      if (await caches.match(key, {cacheName: cache.name})) return;
      try {
        const response = await fetch(key, {credentials: 'same-origin'});
        await put(cache, key, response);
      } catch {
        // Offline or gone: nothing to keep.
      }
    }),
  );
}

/** @param {ExtendableMessageEvent} event */
function onMessage(event) {
  const data = event.data;
  if (data?.type !== 'CACHE_URLS' || !Array.isArray(data.payload?.urlsToCache)) return;
  event.waitUntil(
    cacheUrls(data.payload.urlsToCache.filter((/** @type {unknown} */ url) => typeof url === 'string')),
  );
}

/** Drops the caches of older versions of this worker, then controls the open pages. */
async function activate() {
  const current = new Set(Object.values(CACHES).map((cache) => cache.name));
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PREFIX) && !current.has(name)).map((name) => caches.delete(name)),
  );
  await sw.clients.claim();
}

export default function swCustom() {
  sw.addEventListener('fetch', onFetch);
  sw.addEventListener('message', onMessage);
  sw.addEventListener('activate', (event) => event.waitUntil(activate()));
}
