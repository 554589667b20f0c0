/**
 * Which pages of a translated build still show English text: docs pages and blog posts whose
 * content comes from the English file (`docs/…`, `blog/…`) because no translation exists under
 * `i18n/<locale>/`. Such a page names the English page as canonical (src/theme/DocItem/Metadata,
 * src/theme/BlogPostPage/Metadata) and is left out of the locale's sitemap, which lists canonical
 * URLs only.
 */
import type {RouteConfig} from '@docusaurus/types';

const ENGLISH_SOURCE = /^(?:@site\/)?(?:docs|blog)\//;

/**
 * Whether a page built for `currentLocale` shows the English source. `source` is a doc's or post's
 * `source` (`@site/docs/x.md`) or a route's `metadata.sourceFilePath` (`docs/x.md`).
 */
export function showsEnglishSource(source: string, currentLocale: string, defaultLocale: string): boolean {
  return currentLocale !== defaultLocale && ENGLISH_SOURCE.test(source.replace(/\\/g, '/'));
}

/** Paths of the routes whose page shows the English source, nested routes included. */
export function englishFallbackPaths(
  routes: readonly RouteConfig[],
  currentLocale: string,
  defaultLocale: string,
): Set<string> {
  const paths = new Set<string>();
  const walk = (list: readonly RouteConfig[]) => {
    for (const route of list) {
      const source = route.metadata?.sourceFilePath;
      if (source && showsEnglishSource(source, currentLocale, defaultLocale)) paths.add(route.path);
      if (route.routes) walk(route.routes);
    }
  };
  walk(routes);
  return paths;
}
