// @ts-check
/**
 * The service worker's routing decisions, as pure functions (sw.js wires them to Workbox; the
 * tests call them directly). Paths are relative to the worker's scope (`/` or `/zh/`).
 */
import {isPrecachedPath} from './patterns.js';

/** @typedef {'pages' | 'assets' | 'files'} RuntimeCache */

/**
 * The path of a URL relative to the worker's scope, or undefined when the URL is on another
 * origin or outside the scope.
 * @param {URL} url
 * @param {string} scope the registration's scope URL
 * @returns {string | undefined}
 */
export function pathInScope(url, scope) {
  const scopeUrl = new URL(scope);
  if (url.origin !== scopeUrl.origin || !url.pathname.startsWith(scopeUrl.pathname)) return undefined;
  return url.pathname.slice(scopeUrl.pathname.length);
}

/**
 * Whether a path names a page (a directory URL or an HTML file) rather than a file.
 * @param {string} path
 */
export function isPagePath(path) {
  return path === '' || path.endsWith('/') || path.endsWith('.html');
}

/**
 * The runtime cache a same-origin GET belongs in, or undefined when the worker leaves it alone:
 * the precached files (plugin-pwa serves those) and the worker scripts.
 * @param {string} path relative to the scope
 * @param {{navigation: boolean}} request whether the browser is navigating to it
 * @returns {RuntimeCache | undefined}
 */
export function runtimeCacheFor(path, {navigation}) {
  if (isPrecachedPath(path) || path === 'sw.js' || path.endsWith('/sw.js')) return undefined;
  if (navigation || isPagePath(path)) return 'pages';
  if (/(^|\/)assets\//.test(path)) return 'assets';
  return 'files';
}

/**
 * A page is cached under its URL without query and hash, so `?utm=…` does not store it twice.
 * @param {string} href
 */
export function pageCacheKey(href) {
  const url = new URL(href);
  return url.origin + url.pathname;
}

/**
 * The precached app shells that can stand in for a page not visited yet, best first: the shell
 * of the locale the path belongs to (`/zh/app-shell/` for `/zh/…`), then the scope's own.
 * @param {string} scope the registration's scope URL
 * @param {string} href the page asked for
 * @returns {string[]} absolute paths
 */
export function appShellCandidates(scope, href) {
  const scopePath = new URL(scope).pathname;
  const path = pathInScope(new URL(href), scope) ?? '';
  const firstSegment = path.split('/')[0];
  const own = `${scopePath}app-shell/index.html`;
  return firstSegment ? [`${scopePath}${firstSegment}/app-shell/index.html`, own] : [own];
}
