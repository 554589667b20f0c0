/** Link absolutising for the Markdown twins: every link of a twin works outside the site. */
import path from 'node:path';

export interface LinkContext {
  /** The site's origin, from docusaurus.config.ts `url`: `https://webpack.js.org`. */
  siteUrl: string;
  /** The locale's base URL: `/` or `/zh/`. */
  baseUrl: string;
  /** The page's own HTML permalink: `/zh/concepts/entry-points/`. */
  permalink: string;
  /** The source file's directory relative to its content root (`docs/` or `i18n/<locale>/…/current/`). */
  sourceDir: string;
  /** A doc's permalink by its path relative to the content root (`concepts/entry-points.md`). */
  permalinkOf: (docPath: string) => string | undefined;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** `https://webpack.js.org` + `/concepts/` without a doubled slash. */
export const joinUrl = (siteUrl: string, pathname: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/${pathname.replace(/^\/+/, '')}`;

/**
 * An absolute URL for a link of a page: other sites' links and `mailto:` as they are; `#id` on the
 * page itself; `./other.md#id` to the other page's HTML URL (as Docusaurus resolves it); site paths
 * (`/concepts/`) under the locale's base URL, like Docusaurus's `<Link>`; anything else relative
 * to the page's URL.
 */
export function absoluteUrl(url: string, ctx: LinkContext): string {
  if (!url || SCHEME.test(url) || url.startsWith('//')) return url;
  const pageUrl = joinUrl(ctx.siteUrl, ctx.permalink);
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  const match = /^([^?#]*)(.*)$/.exec(url);
  const pathname = match?.[1] ?? url;
  const rest = match?.[2] ?? '';
  if (/\.mdx?$/.test(pathname)) {
    const docPath = pathname.startsWith('/')
      ? path.posix.normalize(pathname.slice(1))
      : path.posix.normalize(path.posix.join(ctx.sourceDir, decodeURI(pathname)));
    const target = ctx.permalinkOf(docPath);
    if (target) return `${joinUrl(ctx.siteUrl, target)}${rest}`;
  }
  if (pathname.startsWith('/')) {
    const onBase = pathname.startsWith(ctx.baseUrl) ? pathname : `${ctx.baseUrl}${pathname.slice(1)}`;
    return `${joinUrl(ctx.siteUrl, onBase)}${rest}`;
  }
  return new URL(url, pageUrl).href;
}
