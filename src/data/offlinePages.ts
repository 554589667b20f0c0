/**
 * The pages the service worker keeps for offline reading, as the page reads them (shared by
 * src/clientModules/offlineNotice.ts and its tests). The worker (src/plugins/pwa-offline/sw.js) keeps
 * every page opened online in a cache named `webpack-docs-pages-<version>`, one entry per page
 * under its URL without query (both locales' workers share the origin's caches).
 */
export const PAGES_CACHE_PREFIX = 'webpack-docs-pages-';

/**
 * The paths of `urls` that are pages of the locale whose base URL is `base`, not `exclude` (the
 * page that failed), sorted: `others` are the other locales' base URLs (`/zh/` inside `/`).
 */
export function savedPagePaths(
  urls: readonly string[],
  {base, others, exclude}: {base: string; others: readonly string[]; exclude?: string},
): string[] {
  const paths = new Set<string>();
  for (const url of urls) {
    const {pathname} = new URL(url, 'http://x');
    const ofOtherLocale = others.some(
      (other) => other.startsWith(base) && other !== base && pathname.startsWith(other),
    );
    if (pathname.startsWith(base) && !ofOtherLocale && pathname.endsWith('/') && pathname !== exclude)
      paths.add(pathname);
  }
  return [...paths].sort();
}

/** A page's title without the site's name: `Output | webpack` → `Output`. */
export const pageTitle = (documentTitle: string, siteTitle: string): string =>
  documentTitle
    .replace(new RegExp(`\\s*\\|\\s*${siteTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '')
    .trim();
