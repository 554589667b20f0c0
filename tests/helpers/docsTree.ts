import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** The docs file that renders at a site path (`/api/plugins/` → docs/api/plugins.md), if any. */
export function docFileForPath(sitePath: string, docsDir = path.join(repoRoot, 'docs')): string | undefined {
  const clean = sitePath.replace(/[#?].*$/, '').replace(/^\/|\/$/g, '');
  const candidates = clean === '' ? [] : [clean, `${clean}/index`];
  for (const base of candidates) {
    for (const ext of ['.md', '.mdx']) {
      const file = path.join(docsDir, base + ext);
      if (fs.existsSync(file)) return file;
    }
  }
  return undefined;
}
