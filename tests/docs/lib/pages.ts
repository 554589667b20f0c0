import fs from 'node:fs';
import path from 'node:path';
import {codeBlocks, parsePage} from '../../../src/markdown';
import {parseMeta, type Meta} from './meta';

/** Repository root (tests/docs/lib → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface Page {
  /** Path relative to the root it was found under, POSIX separators, e.g. `docs/guides/caching.md`. */
  file: string;
  /** Absolute path. */
  abs: string;
  source: string;
}

export interface Block {
  /** Page path, e.g. `docs/guides/caching.md`. */
  file: string;
  /** 1-based line of the opening fence in the page. */
  line: number;
  /** 1-based line of the first content line. */
  contentLine: number;
  lang: string;
  info: string;
  meta: Meta;
  /** `title` meta, if any. */
  title?: string;
  content: string;
  closed: boolean;
}

/**
 * Lists docs pages: `docs/**` and `blog/**` `.md`/`.mdx` files, sorted. Like Docusaurus, files and
 * directories whose name starts with `_` are skipped (they are partials / pulled READMEs).
 */
export function walkPages(root: string = REPO_ROOT, dirs: string[] = ['docs', 'blog']): Page[] {
  const pages: Page[] = [];
  const visit = (abs: string, rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, {withFileTypes: true});
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name.startsWith('_') || e.name.startsWith('.')) continue;
      const childAbs = path.join(abs, e.name);
      const childRel = `${rel}/${e.name}`;
      if (e.isDirectory()) visit(childAbs, childRel);
      else if (e.isFile() && /\.mdx?$/.test(e.name)) {
        pages.push({file: childRel, abs: childAbs, source: fs.readFileSync(childAbs, 'utf8')});
      }
    }
  };
  for (const d of dirs) visit(path.join(root, d), d);
  return pages;
}

/**
 * All fenced code blocks of a page, with parsed meta, read through the site's Markdown reader
 * (src/markdown: remark, as Docusaurus parses the page). Line numbers are those of the file.
 */
export function pageBlocks(page: Pick<Page, 'file' | 'source'>): Block[] {
  return codeBlocks(parsePage(page.file, page.source), page.source)
    .filter((block) => block.fence !== undefined)
    .map((block) => {
      const meta = parseMeta(block.meta ?? '');
      const title = typeof meta.title === 'string' ? meta.title : undefined;
      return {
        file: page.file,
        line: block.line,
        contentLine: block.contentLine,
        lang: block.lang ?? '',
        info: [block.lang, block.meta].filter(Boolean).join(' '),
        meta,
        title,
        content: block.value === '' ? '' : `${block.value}\n`,
        closed: block.closed,
      };
    });
}
