/**
 * Every page we write has front matter that parses and keeps the contract, checked here in
 * seconds rather than only when the production build reaches the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {frontMatterProblems, requiresTitle} from '../../src/frontMatter/validate';
import {repoRoot} from '../helpers/docsTree';

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

const pages = ['docs', 'blog', 'i18n/zh/docusaurus-plugin-content-docs'].flatMap((dir) =>
  markdownFiles(path.join(repoRoot, dir)),
);

test('finds the pages', () => {
  expect(pages.length).toBeGreaterThan(100);
});

test.each(pages)('%s has valid front matter', (file) => {
  const {data} = matter(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
  expect(frontMatterProblems(data, {requireTitle: requiresTitle(file)})).toEqual([]);
});
