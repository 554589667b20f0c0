/**
 * Docs for coding assistants (src/plugins/llms-txt), checked on the build: each locale's llms.txt
 * lists every docs page (by its canonical URL: an untranslated /zh/ page by its English one) and no
 * other, each listed page is in a sitemap, every docs page has its Markdown twin and links it from
 * its head, a twin has no MDX, JSX or directive left, its code blocks are its source's, and
 * llms-full.txt holds every twin of the locale.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {Nodes} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {CONTINUE, SKIP, visit} from 'unist-util-visit';
import {markdownTwinPath} from '../../../src/data/markdownTwin';
import {docsRepository} from '../../../src/data/site';
import {codeValues} from '../../../src/plugins/llms-txt/markdown';
import type {Defect} from './page';
import {sitePath} from './site';

export interface TwinCheckOptions {
  buildDir: string;
  /** Where the pages' sources are (the site's root). */
  siteDir: string;
  /** Locale → its sitemap file and its base path. */
  locales: Record<string, {sitemap: string; base: string}>;
}

/** An attribute of a tag, quoted or not (the build's HTML is minified). */
const attr = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

interface DocPage {
  path: string;
  canonical: string;
  alternate?: string;
  editUrl?: string;
}

/** Docs pages of the build (`<html class="… docs-doc-page …">`), with their head links. */
function docPages(buildDir: string): DocPage[] {
  const pages: DocPage[] = [];
  for (const entry of fs.readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, 'utf8');
    const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
    if (!/\bdocs-doc-page\b/.test(attr(htmlTag, 'class') ?? '')) continue;
    const links = html.match(/<link [^>]*>/g) ?? [];
    const canonical = links.find((tag) => attr(tag, 'rel') === 'canonical');
    const alternate = links.find(
      (tag) => attr(tag, 'rel') === 'alternate' && attr(tag, 'type') === 'text/markdown',
    );
    const editTag = (html.match(/<a [^>]*>/g) ?? []).find((tag) =>
      (attr(tag, 'class') ?? '').split(/\s+/).includes('theme-edit-this-page'),
    );
    const edit = editTag ? [editTag, attr(editTag, 'href')] : undefined;
    const pagePath = sitePath(path.relative(buildDir, file));
    pages.push({
      path: pagePath,
      canonical: canonical ? new URL(attr(canonical, 'href') ?? '', 'https://x').pathname : pagePath,
      ...(alternate ? {alternate: attr(alternate, 'href')} : {}),
      ...(edit?.[1] ? {editUrl: edit[1].replace(/&amp;/g, '&')} : {}),
    });
  }
  return pages;
}

const sitemapPaths = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );

/** The listed pages of an llms.txt: `- [Title](https://…/concepts/entry-points.md)` → `/concepts/entry-points/`. */
export function llmsTxtPages(text: string): string[] {
  return [...text.matchAll(/^- \[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\)/gm)].map((m) =>
    new URL(m[1] ?? '').pathname.replace(/\/index\.md$/, '/').replace(/\.md$/, '/'),
  );
}

/** A twin as a reader's tool parses it: plain GFM, no MDX, no directives. */
const gfm = unified().use(remarkParse).use(remarkGfm);

/** The text of a node outside code: its text nodes only (no `code`, no `inlineCode`). */
const prose = (node: Nodes): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(prose).join('') : '';

/** An MDX import or export statement, as MDX would take a top-level paragraph for one. */
const ESM =
  /^(?:import\s+(?:[\w$*{][^\n]*?\s+from\s+)?['"][^'"\n]+['"]|export\s+(?:const|let|var|function|class|default)\b|export\s*\{)/;

/**
 * MDX, JSX and directives left in a twin, found in its Markdown tree outside code (fenced or
 * indented): a JSX tag is an HTML node `<Capitalised…>`; an import or export a paragraph at the root
 * that starts like an ES statement (`import X from '…'`), not a prose line that begins with the
 * word; a directive a line of prose starting `:::`; a heading id a heading ending `{#…}`.
 */
export function leftoverSyntax(markdown: string): string[] {
  const found = new Map<string, string>();
  const add = (name: string, text: string) => {
    if (!found.has(name)) found.set(name, `${name}: "${text.trim()}"`);
  };
  const tree = gfm.parse(markdown);
  visit(tree, (node, _index, parent) => {
    if (node.type === 'code' || node.type === 'inlineCode') return SKIP;
    if (node.type === 'html') {
      const jsx = /<[A-Z][\w.]*[\s/>]/.exec(node.value);
      if (jsx) add('a JSX component', jsx[0]);
    } else if (node.type === 'paragraph') {
      const text = prose(node);
      if (parent?.type === 'root' && ESM.test(text)) add('an import or export', text.split('\n')[0] ?? '');
      const directive = /^[^\S\n]*:::.*$/m.exec(text);
      if (directive) add('a directive (:::)', directive[0]);
    } else if (node.type === 'heading') {
      const id = /\{#[^}]*\}\s*$/.exec(prose(node));
      if (id) add('a heading id {#…}', id[0]);
    }
    return CONTINUE;
  });
  return ['a JSX component', 'an import or export', 'a directive (:::)', 'a heading id {#…}']
    .map((name) => found.get(name))
    .filter((entry): entry is string => entry !== undefined);
}

/** The source file of a docs page: from its "Edit this page" link, or the pulled README whose slug it is. */
function sourceFile(
  page: DocPage,
  base: string,
  siteDir: string,
  pulled: Map<string, string>,
): string | undefined {
  const prefix = `${docsRepository.url}/edit/${docsRepository.branch}/`;
  if (page.editUrl?.startsWith(prefix))
    return path.join(siteDir, decodeURI(page.editUrl.slice(prefix.length)));
  return pulled.get(`/${page.path.slice(base.length)}`);
}

/** Pulled READMEs (`docs/<section>/_*.md`) by their route. */
function pulledPages(siteDir: string): Map<string, string> {
  const byRoute = new Map<string, string>();
  for (const section of ['loaders', 'plugins']) {
    const dir = path.join(siteDir, 'docs', section);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter((n) => n.startsWith('_') && n.endsWith('.md'))) {
      const file = path.join(dir, name);
      const slug = matter(fs.readFileSync(file, 'utf8')).data.slug;
      if (typeof slug === 'string') byRoute.set(slug.replace(/\/?$/, '/'), file);
    }
  }
  return byRoute;
}

export function checkTwins({buildDir, siteDir, locales}: TwinCheckOptions): {
  defects: Defect[];
  figures: Record<string, number>;
} {
  const defects: Defect[] = [];
  const figures: Record<string, number> = {};
  const all = docPages(buildDir);
  const inSitemaps = new Set(
    Object.values(locales).flatMap(({sitemap}) => sitemapPaths(path.join(buildDir, sitemap))),
  );
  const pulled = pulledPages(siteDir);
  const bases = Object.values(locales).map(({base}) => base);
  for (const [locale, {sitemap, base}] of Object.entries(locales)) {
    const ofLocale = all.filter(
      (page) =>
        page.path.startsWith(base) && !bases.some((b) => b.length > base.length && page.path.startsWith(b)),
    );
    const llmsFile = path.join(buildDir, base, 'llms.txt');
    const fullFile = path.join(buildDir, base, 'llms-full.txt');
    const at = `${base}llms.txt`;
    if (!fs.existsSync(llmsFile) || !fs.existsSync(fullFile)) {
      defects.push({page: at, kind: 'llms-txt', detail: `${locale}: llms.txt or llms-full.txt not built`});
      continue;
    }
    const llms = fs.readFileSync(llmsFile, 'utf8');
    const full = fs.readFileSync(fullFile, 'utf8');
    if (!/^# .+\n\n> .+\n/.test(llms)) {
      defects.push({page: at, kind: 'llms-txt', detail: 'does not start with an H1 and a > summary'});
    }
    const listed = llmsTxtPages(llms);
    const expected = new Set(ofLocale.map((page) => page.canonical));
    const listedSet = new Set(listed);
    for (const page of expected) {
      if (!listedSet.has(page)) defects.push({page: at, kind: 'llms-txt', detail: `does not list ${page}`});
    }
    for (const page of listed) {
      if (!expected.has(page))
        defects.push({page: at, kind: 'llms-txt', detail: `lists ${page}, no docs page here`});
      else if (!inSitemaps.has(page))
        defects.push({page: at, kind: 'llms-txt', detail: `lists ${page}, in no sitemap`});
    }
    if (listed.length !== listedSet.size)
      defects.push({page: at, kind: 'llms-txt', detail: 'lists a page twice'});
    for (const page of sitemapPaths(path.join(buildDir, sitemap))) {
      if (ofLocale.some((doc) => doc.path === page) && !listedSet.has(page)) {
        defects.push({page: at, kind: 'llms-txt', detail: `does not list sitemap page ${page}`});
      }
    }
    figures[`llms.txt pages (${locale})`] = listed.length;

    let twins = 0;
    for (const page of ofLocale) {
      const twinPath = markdownTwinPath(page.path);
      const twinFile = path.join(buildDir, twinPath);
      if (page.alternate !== twinPath) {
        defects.push({
          page: page.path,
          kind: 'markdown-twin',
          detail: `head links ${page.alternate ?? 'no'} twin`,
        });
      }
      if (!fs.existsSync(twinFile)) {
        defects.push({page: page.path, kind: 'markdown-twin', detail: `no twin at ${twinPath}`});
        continue;
      }
      twins += 1;
      const twin = fs.readFileSync(twinFile, 'utf8');
      for (const leftover of leftoverSyntax(twin)) {
        defects.push({page: page.path, kind: 'markdown-twin', detail: `${twinPath} has ${leftover}`});
      }
      if (!full.includes(twin.trim())) {
        defects.push({
          page: page.path,
          kind: 'markdown-twin',
          detail: `${twinPath} is not in ${base}llms-full.txt`,
        });
      }
      const source = sourceFile(page, base, siteDir, pulled);
      if (!source || !fs.existsSync(source)) {
        defects.push({
          page: page.path,
          kind: 'markdown-twin',
          detail: `source not found (${page.editUrl ?? '?'})`,
        });
        continue;
      }
      const want = codeValues(fs.readFileSync(source, 'utf8'), source);
      const got = codeValues(twin);
      if (JSON.stringify(want) !== JSON.stringify(got)) {
        const i = want.findIndex((block, n) => JSON.stringify(block) !== JSON.stringify(got[n]));
        defects.push({
          page: page.path,
          kind: 'markdown-twin',
          detail: `${twinPath}: code blocks differ from ${path.relative(siteDir, source)} (${got.length} vs ${want.length}, first at #${i + 1})`,
        });
      }
    }
    figures[`Markdown twins checked (${locale})`] = twins;
  }
  return {defects, figures};
}
