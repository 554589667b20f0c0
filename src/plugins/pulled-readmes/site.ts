/**
 * This site's pages and their heading ids, read from the files before Docusaurus loads them, so
 * that links from READMEs to webpack.js.org can be pointed at the same page here only when it
 * (and the anchor) exists in every locale: a pulled README is one file rendered in both.
 *
 * Routes come from file paths and `slug` front matter (cheap); heading ids are read, through
 * src/markdown, only for the pages READMEs link to.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import {legacyRedirects} from '../../data/redirects';
import {pageHeadings, parsePage} from '../../markdown';
import type {SitePages} from './links';
import {anchorAliases, type AnchorAliases} from '../../data/anchorAliases';

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The route of a docs file with `routeBasePath: '/'`: its `slug`, else its path. */
export function docRoute(file: string, frontMatter: Record<string, unknown>): string {
  const dir = path.posix.dirname(file);
  const name = path.posix.basename(file).replace(/\.mdx?$/, '');
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  const route = slug
    ? path.posix.join('/', slug.startsWith('/') ? '' : dir, slug)
    : path.posix.join('/', dir, name === 'index' ? '' : name);
  return route.endsWith('/') ? route : `${route}/`;
}

function headingIds(file: string): Set<string> | undefined {
  if (!fs.existsSync(file)) return undefined;
  return new Set(pageHeadings(parsePage(file, fs.readFileSync(file, 'utf8'))).map((heading) => heading.id));
}

/**
 * Every docs page (pulled READMEs aside) and React page of `src/pages`; a page's ids are those its
 * English file and every existing translation share (read on first use, then kept).
 */
export function readSitePages(
  siteDir: string,
  docsDir = path.join(siteDir, 'docs'),
  aliases: AnchorAliases = anchorAliases,
): SitePages {
  const files = new Map<string, string>(); // route → docs file, relative to docsDir
  for (const file of filesUnder(docsDir, (name) => /\.mdx?$/.test(name) && !name.startsWith('_'))) {
    const {data} = matter(fs.readFileSync(path.join(docsDir, file), 'utf8'));
    files.set(docRoute(file, data as Record<string, unknown>), file);
  }
  const pages = new Set(
    filesUnder(
      path.join(siteDir, 'src/pages'),
      (name) => /\.(tsx|jsx|js|md|mdx)$/.test(name) && !/^_|\.test\./.test(name),
    ).map((page) => `/${page.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '')}/`.replace(/\/+$/, '/')),
  );
  const i18n = path.join(siteDir, 'i18n');
  const translations = fs.existsSync(i18n)
    ? fs.readdirSync(i18n).map((locale) => path.join(i18n, locale, 'docusaurus-plugin-content-docs/current'))
    : [];
  const known = new Map<string, ReadonlySet<string> | undefined>();
  const anchors = (route: string): ReadonlySet<string> | undefined => {
    if (known.has(route)) return known.get(route);
    const file = files.get(route);
    let ids: Set<string> | undefined = file ? headingIds(path.join(docsDir, file)) : undefined;
    for (const dir of file ? translations : []) {
      const translated = headingIds(path.join(dir, file!));
      if (translated && ids) ids = new Set([...ids].filter((id) => translated.has(id)));
    }
    if (!ids && pages.has(route)) ids = new Set();
    // webpack.js.org's ids that the page carries as aliases (src/data/anchorAliases.ts) count too.
    if (ids) ids = new Set([...ids, ...Object.keys(aliases[route] ?? {})]);
    known.set(route, ids);
    return ids;
  };
  return {anchors, redirects: new Map(legacyRedirects.map(({from, to}) => [from, to]))};
}
