// @ts-check
/**
 * What the service worker precaches, as paths relative to the locale's base URL (the worker's
 * scope). Shared by the build (which filters plugin-pwa's precache list with it) and by the
 * worker (which leaves these requests to plugin-pwa's precache handler). Everything else that
 * is visited gets cached at run time.
 */
export const PRECACHED_PATHS = [
  // The offline fallback page for pages not visited yet.
  /^app-shell\/index\.html$/,
  // Core assets: the app's entry script, its runtime and the stylesheet.
  /^assets\/js\/(runtime~)?main\.[\w-]+\.js$/,
  /^assets\/css\/[^/]+\.css$/,
  // Install metadata and icons.
  /^manifest\.json$/,
  /^favicon\.ico$/,
  /^img\/logo\.svg$/,
  /^img\/icons\/[^/]+$/,
  // The locale's search bundle (pagefind and the record index) and the search box's engine, so
  // that search answers offline.
  /^pagefind\//,
  /^assets\/js\/search-engine\.[\w-]+\.js$/,
  // What a page not saved yet shows offline (src/clientModules/offlineNotice.ts, loaded by
  // chunkErrors.ts when a page's scripts fail offline): it must load with the network cut.
  /^assets\/js\/offline-notice\.[\w-]+\.js$/,
];

/**
 * @param {string} path relative to the locale's base URL, without query or hash
 * @returns {boolean}
 */
export function isPrecachedPath(path) {
  return PRECACHED_PATHS.some((pattern) => pattern.test(path));
}
