import fs from 'node:fs';
import path from 'node:path';
import {parseFences} from './fences';
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

/** Replaces a leading YAML front matter block with empty lines, so line numbers stay those of the file. */
export function blankFrontMatter(source: string): string {
  const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(source);
  if (!m) return source;
  const lines = m[0].split('\n').length - (m[0].endsWith('\n') ? 1 : 0);
  return '\n'.repeat(lines) + source.slice(m[0].length);
}

/** All fenced code blocks of a page, with parsed meta. */
export function pageBlocks(page: Pick<Page, 'file' | 'source'>): Block[] {
  return parseFences(blankFrontMatter(page.source)).map((f) => {
    const meta = parseMeta(f.meta);
    const title = typeof meta.title === 'string' ? meta.title : undefined;
    return {
      file: page.file,
      line: f.line,
      contentLine: f.contentLine,
      lang: f.lang,
      info: f.info,
      meta,
      title,
      content: f.content,
      closed: f.closed,
    };
  });
}
