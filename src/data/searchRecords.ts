/**
 * The search box's record index: one record per page and per heading (h2–h6) of a locale, in the
 * hierarchy Algolia DocSearch uses (section → page → headings). Written at build time by
 * src/plugins/search-index next to pagefind's bundle and read by the search box, which ranks a query
 * against these titles and headings before pagefind's full-text results (see the README's search
 * section for how the two are merged).
 */

/** Name of the User Timing measure the search engine records for each query (`npm run bench` reads it). */
export const SEARCH_MEASURE = 'site-search';

/** File name of the records, inside a locale's pagefind bundle directory. */
export const SEARCH_RECORDS_FILE = 'records.json';

/** Level of a record for a command-line flag's table row (`--mode`): below every heading. */
export const FLAG_LEVEL = 7;

/**
 * `[url, title, section index (into `sections`, or -1), prior, keywords, description]`: the keywords
 * are the page's `keywords` front matter (what readers call the page's subject when its title does
 * not say it: `source maps` for Devtool), matched like its title; the description is its
 * `description` front matter, matched like the text under the title (a task phrase's words: "make
 * builds faster" for Build Performance).
 */
export type SearchPageRecord = [
  url: string,
  title: string,
  section: number,
  prior: number,
  keywords: string[],
  description: string,
];

/**
 * `[page index, level, text, id, also]`: `also` is another name of the entry that the page's text
 * implies but the heading leaves out (`compilation.hooks.seal` for the `seal` heading of the
 * compilation hooks page, `webpack info, webpack version` for `info and version` under the CLI's
 * commands), names separated by `, `, or an empty string.
 */
export type SearchHeadingRecord = [page: number, level: number, text: string, id: string, also: string];

/** Between the names of a heading's `also` that holds several (`webpack info, webpack version`). */
export const ALSO_SEPARATOR = ', ';

export interface SearchRecords {
  /** Section labels in the locale's language (`Configuration`, `配置`). */
  sections: string[];
  pages: SearchPageRecord[];
  headings: SearchHeadingRecord[];
  /** Groups of words that mean the same (src/data/searchSynonyms.ts), shipped here, not in main.js. */
  synonyms: string[][];
  /**
   * Groups of Chinese characters read alike, for a locale whose titles are Chinese: a Chinese typo is
   * a character of the same sound (调式 for 调试), which the search box corrects. A character is in
   * one group at most (its usual reading).
   */
  homophones?: string[];
}

/**
 * How much a page of each section is preferred when two pages match a query equally well: the pages
 * that explain (concepts, guides) before those that list (API), readers' pages before contributors'.
 * Keyed by the first segment of the page's path (after the locale); other pages get `otherPages`.
 */
export const sectionPriors: Readonly<Record<string, number>> = {
  concepts: 4,
  guides: 3,
  configuration: 3,
  migrate: 2,
  api: 2,
  plugins: 1,
  loaders: 1,
  blog: -2,
  contribute: -4,
};

/** The prior of pages outside the sections (glossary, comparison, license…). */
export const otherPagesPrior = 0;

/**
 * Pages whose headings name members of one object, found by their full names: a heading `seal` on
 * the compilation hooks page is also `compilation.hooks.seal`, `decline` on the HMR API page
 * `module.hot.decline`. Keyed by the page's path after the locale.
 */
export const memberOwners: Readonly<Record<string, string>> = {
  'api/compiler-hooks/': 'compiler.hooks',
  'api/compilation-hooks/': 'compilation.hooks',
  'api/normalmodulefactory-hooks/': 'normalModuleFactory.hooks',
  'api/contextmodulefactory-hooks/': 'contextModuleFactory.hooks',
  'api/parser/': 'parser.hooks',
  'api/resolvers/': 'resolver.hooks',
  'api/hot-module-replacement/': 'module.hot',
};

/**
 * Pages whose entries list, in the paragraph under their heading (the type line), the command-line
 * flags that set them: `devServer.server` is also named `--server-type`, `--server-options-key`….
 * An entry is a heading that starts with the given option path; the page's other sections, and
 * other pages, name flags in prose (`--config-name` where "Multiple configurations" shows a
 * command). Keyed like `commandSections`.
 */
export const flagEntryPages: Readonly<Record<string, string>> = {'configuration/dev-server/': 'devServer.'};

/**
 * Pages whose headings under one h2 are a program's commands, found as the reader types them:
 * `build` under the CLI page's Commands is also `webpack build`, `info and version` both
 * `webpack info` and `webpack version`. Keyed by the page's path after the locale; the h2 by its id,
 * which is the same in both locales.
 */
export const commandSections: Readonly<Record<string, {program: string; headingId: string}>> = {
  'api/cli/': {program: 'webpack', headingId: 'commands'},
};
