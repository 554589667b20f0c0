/** Finding and reading the docs pages the reference tooling checks. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * A root whose `docs/` is a locale's translated pages (`i18n/<locale>/docusaurus-plugin-content-docs/current`),
 * for reading them with the same tools as the English pages. `cleanup` removes it.
 */
export function translatedDocsRoot(
  locale: string,
  root: string = REPO_ROOT,
): {root: string; cleanup: () => void} {
  const translated = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
  if (!fs.existsSync(translated))
    throw new Error(`no translated docs for locale "${locale}" in ${translated}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docs-${locale}-`));
  fs.symlinkSync(translated, path.join(dir, 'docs'), 'dir');
  return {root: dir, cleanup: () => fs.rmSync(dir, {recursive: true, force: true})};
}

export interface DocsPage {
  /** Path relative to the site root, POSIX separators: `docs/configuration/output.md`. */
  file: string;
  source: string;
}

/** The `.md`/`.mdx` pages of a docs folder (`configuration`), without `_partials`, sorted. */
export function pagesIn(root: string, folder: string): DocsPage[] {
  const pages: DocsPage[] = [];
  const visit = (relative: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, relative), {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) visit(child);
      else if (/\.mdx?$/.test(entry.name))
        pages.push({file: child, source: fs.readFileSync(path.join(root, child), 'utf8')});
    }
  };
  visit(`docs/${folder}`);
  return pages;
}

/** One page by its path without extension (`docs/api/cli`), `.md` or `.mdx`, or undefined. */
export function readPage(root: string, page: string): DocsPage | undefined {
  for (const extension of ['.md', '.mdx']) {
    const file = `${page}${extension}`;
    if (fs.existsSync(path.join(root, file)))
      return {file, source: fs.readFileSync(path.join(root, file), 'utf8')};
  }
  return undefined;
}
