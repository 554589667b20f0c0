/** The docs and blog pages of a site folder, read from disk (the harness and the example-projects plugin). */
import fs from 'node:fs';
import path from 'node:path';

export interface Page {
  /** Path relative to the root it was found under, POSIX separators, e.g. `docs/guides/caching.md`. */
  file: string;
  /** Absolute path. */
  abs: string;
  source: string;
}

/**
 * Lists docs pages: `docs/**` and `blog/**` `.md`/`.mdx` files, sorted. Like Docusaurus, files and
 * directories whose name starts with `_` are skipped (they are partials / pulled READMEs).
 */
export function walkPages(root: string, dirs: string[] = ['docs', 'blog']): Page[] {
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
