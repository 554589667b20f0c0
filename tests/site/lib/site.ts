/**
 * The whole built site as a reader reaches it: every HTML page of both locales read once, then
 * every internal link and `#fragment` resolved against the files and ids that really exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import type {Element} from 'hast';
import {analysePage, type Defect, type PageFacts} from './page';

/** The address the site is deployed at; links to it from inside the site should be site paths. */
export const WEBPACK_JS_ORG = 'https://webpack.js.org';
/** Stand-in origin to resolve relative links against. */
const ORIGIN = 'http://site.invalid';

export interface BuiltSite {
  dir: string;
  /** Facts of every HTML file, by site path (`/concepts/`, `/404.html`). */
  pages: Map<string, PageFacts>;
}

/** The site path of a built file: `concepts/index.html` → `/concepts/`, `404.html` → `/404.html`. */
export function sitePath(relativeFile: string): string {
  const file = relativeFile.split(path.sep).join('/');
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Reads and analyses every HTML file under `dir`. */
export function loadSite(dir: string): BuiltSite {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`site check: no built site in ${dir} (run "npm run build" first)`);
  }
  const pages = new Map<string, PageFacts>();
  for (const file of htmlFiles(dir)) {
    const facts = analysePage(sitePath(file), fs.readFileSync(path.join(dir, file), 'utf8'));
    pages.set(facts.path, facts);
  }
  return {dir, pages};
}

export type Resolution =
  {kind: 'page'; page: PageFacts; redirects: string[]} | {kind: 'file'} | {kind: 'missing'; reason: string};

/**
 * Where a site path leads: a page (after following redirect pages), another file (an image, a
 * download), or nowhere. A path without its trailing slash counts as the page (the server answers
 * with a 301 to it).
 */
export function resolvePath(site: BuiltSite, sitePathname: string, redirects: string[] = []): Resolution {
  let pathname: string;
  try {
    pathname = decodeURIComponent(sitePathname);
  } catch {
    return {kind: 'missing', reason: `undecodable path ${sitePathname}`};
  }
  const page = site.pages.get(pathname) ?? site.pages.get(`${pathname.replace(/\/?$/, '/')}`);
  if (page) {
    if (page.redirectTo === undefined) return {kind: 'page', page, redirects};
    if (redirects.length >= 5) return {kind: 'missing', reason: `redirect loop via ${redirects.join(' → ')}`};
    const target = new URL(page.redirectTo, ORIGIN + pathname);
    if (target.origin !== ORIGIN)
      return {kind: 'missing', reason: `redirects off the site to ${page.redirectTo}`};
    return resolvePath(site, target.pathname, [...redirects, pathname]);
  }
  const file = path.join(site.dir, pathname);
  if (!pathname.endsWith('/') && fs.existsSync(file) && fs.statSync(file).isFile()) return {kind: 'file'};
  return {kind: 'missing', reason: 'no such page or file'};
}

export interface LinkFigures {
  links: number;
  anchors: number;
}

/**
 * Every internal link of every page: its path must be a page or a file of the build, its
 * `#fragment` an id on the page it lands on. Links to webpack.js.org itself are reported too:
 * this site replaces it, so they must be site paths.
 */
export function checkLinks(site: BuiltSite): {defects: Defect[]; figures: LinkFigures} {
  const defects: Defect[] = [];
  const figures: LinkFigures = {links: 0, anchors: 0};
  for (const page of site.pages.values()) {
    if (page.redirectTo !== undefined) continue;
    for (const link of page.links) {
      if (link.href.startsWith(`${WEBPACK_JS_ORG}/`) || link.href === WEBPACK_JS_ORG) {
        defects.push({
          page: page.path,
          kind: 'link-to-webpack-js-org',
          detail: `"${link.text}" → ${link.href}`,
        });
        continue;
      }
      let url: URL;
      try {
        url = new URL(link.href, ORIGIN + page.path);
      } catch {
        defects.push({
          page: page.path,
          kind: 'broken-link',
          detail: `"${link.text}" → ${link.href}: not a URL`,
        });
        continue;
      }
      if (url.origin !== ORIGIN) continue;
      figures.links += 1;
      const target = resolvePath(site, url.pathname);
      if (target.kind === 'missing') {
        defects.push({
          page: page.path,
          kind: 'broken-link',
          detail: `"${link.text}" → ${link.href}: ${target.reason}`,
        });
        continue;
      }
      const fragment = url.hash.slice(1);
      if (!fragment || target.kind !== 'page') continue;
      figures.anchors += 1;
      const id = safeDecode(fragment);
      if (!target.page.ids.has(id)) {
        defects.push({
          page: page.path,
          kind: 'broken-anchor',
          detail: `"${link.text}" → ${link.href}: no id "${id}" on ${target.page.path}`,
        });
      }
    }
  }
  return {defects, figures};
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Paths listed in a sitemap.xml of the build (its `<loc>` entries, any host). */
export function sitemapPaths(site: BuiltSite, sitemapFile: string): string[] {
  const xml = fs.readFileSync(path.join(site.dir, sitemapFile), 'utf8');
  const locs: string[] = [];
  // The HTML parser keeps unknown elements such as <loc> as elements with their text.
  visit(unified().use(rehypeParse).parse(xml), 'element', (node: Element) => {
    if (node.tagName === 'loc') locs.push(toString(node).trim());
  });
  return locs.map((loc) => new URL(loc).pathname);
}
