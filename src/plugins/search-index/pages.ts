/**
 * Pure helpers of the search index: which built HTML files are indexed, under which URL, and
 * which part of each page is searchable (marked with pagefind's `data-pagefind-body`).
 */

/** Directory (under a locale's outDir) that holds its pagefind bundle. */
export const SEARCH_BUNDLE_DIR = 'pagefind';

/** pagefind's own UI scripts and styles: our search box only uses the pagefind.js API. */
export const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
] as const;

/** Elements inside the searchable region whose text is not content. */
export const EXCLUDE_SELECTORS = [
  '.hash-link',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.pagination-nav',
  'button',
] as const;

/**
 * Pages never indexed: lists of other pages (the print views of whole sections, the translation
 * status table), the offline app shell and the search results page.
 */
const EXCLUDED_PATH = /(^|\/)(printable|app-shell|pagefind|search|contribute\/translation-status)(\/|$)/;

/**
 * Paths (relative to a locale's outDir, `/`-separated) of the HTML files to index.
 * `otherLocaleDirs` are the sub-directories that hold other locales' builds (e.g. `zh`
 * inside the default locale's outDir): they get their own index.
 */
export function indexablePaths(files: readonly string[], otherLocaleDirs: readonly string[] = []): string[] {
  return files
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.html') && file !== '404.html' && !file.endsWith('/404.html'))
    .filter((file) => !otherLocaleDirs.some((dir) => file === dir || file.startsWith(`${dir}/`)))
    .filter((file) => !EXCLUDED_PATH.test(file))
    .sort();
}

/** The page URL of a built file: `concepts/index.html` under base `/zh/` → `/zh/concepts/`. */
export function pageUrl(baseUrl: string, file: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return base + file.replace(/(^|\/)index\.html$/, '$1');
}

const DOC_CONTENT = /<div(\s[^>]*?)?\sclass=("?)([^">]*\btheme-doc-markdown\b[^">]*)\2/;
const BLOG_POST_PAGE = /<html\b[^>]*\bclass=("?)[^">]*\bblog-post-page\b/;
const ARTICLE = /<article\b/;

/**
 * Marks the searchable region of a page with `data-pagefind-body`: a doc's markdown (its title
 * included; not the navbar, sidebar, breadcrumbs, table of contents or footer), or a blog post's
 * article. Returns undefined for pages that are not content (home, blog lists, tools pages):
 * they are left out of the index.
 */
export function markSearchBody(html: string): string | undefined {
  if (DOC_CONTENT.test(html)) {
    return separateBlocks(
      ignoreOptionFlagTables(
        html.replace(DOC_CONTENT, (match) => match.replace(/^<div/, '<div data-pagefind-body')),
      ),
    );
  }
  if (BLOG_POST_PAGE.test(html) && ARTICLE.test(html)) {
    return separateBlocks(html.replace(ARTICLE, '<article data-pagefind-body'));
  }
  return undefined;
}

const TABLE = /<table\b([^>]*)>([\s\S]*?)<\/table>/g;
/** A row's cells' contents (closing tags may be left out). */
const CELL = /<td\b[^>]*>([\s\S]*?)(?=<td\b|<\/td>|<\/tr>|<tr\b|$)/g;

/**
 * Leaves out of the full-text index each table that lists one flag per configuration option (the
 * CLI page's `--stats-assets` | boolean | `stats.assets`: List assets.; a Chinese page writes `：`): its hundreds of
 * descriptions repeat the configuration reference's, and as one section's text they held some word
 * of nearly any task query. The flags themselves stay searchable as records (records.ts).
 */
export function ignoreOptionFlagTables(html: string): string {
  return html.replace(TABLE, (table, attributes: string, content: string) => {
    const rows = content
      .split(/<tr\b[^>]*>/)
      .map((row) => [...row.matchAll(CELL)].map((cell) => cell[1]!.trim()))
      .filter((cells) => cells.length > 0);
    const listsOptions =
      rows.length > 0 &&
      rows.every(
        (cells) => cells[0]!.startsWith('<code>--') && /^<code>[^<]+<\/code>[:：]/.test(cells.at(-1)!),
      );
    return listsOptions ? `<table data-pagefind-ignore${attributes}>${content}</table>` : table;
  });
}

const BLOCK_START = /<(td|th|tr|li|p|dt|dd|h[1-6]|pre|blockquote|figcaption|summary|br)\b/g;

/**
 * A space before each table cell, list item, paragraph or heading: the minified HTML has none
 * between two cells (`<td>string<td>false`, closing tags left out), and pagefind would read them as
 * one word (`stringfalse`) in its index and its excerpts.
 */
export function separateBlocks(html: string): string {
  return html.replace(BLOCK_START, ' $&');
}

/**
 * The page's summary (its description and keywords, which the page's `<meta>` holds but its body
 * does not) as a paragraph under the h1 of the searchable region, so that pagefind finds the page
 * by the words its author summed it up with, as the title records do: `cache busting` is a keyword
 * of Caching, whose text says "hashed file names". Only the copy given to pagefind changes.
 */
export function withPageSummary(html: string, summary: string): string {
  const body = html.indexOf('data-pagefind-body');
  const h1End = body < 0 ? -1 : html.indexOf('</h1>', body);
  if (!summary.trim() || h1End < 0) return html;
  const at = h1End + '</h1>'.length;
  const text = summary.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `${html.slice(0, at)} <p>${text}</p>${html.slice(at)}`;
}
