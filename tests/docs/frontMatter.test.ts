/**
 * Every page we write has front matter that parses and keeps the contract, checked here in
 * seconds rather than only when the production build reaches the page.
 */
import matter from 'gray-matter';
import {frontMatterProblems, requiresTitle} from '../../src/frontMatter/validate';
import {walkPages} from './lib/pages';

const pages = walkPages(undefined, ['docs', 'blog', 'i18n/zh/docusaurus-plugin-content-docs']);

test('finds the pages', () => {
  expect(pages.length).toBeGreaterThan(100);
});

test.each(pages.map((page) => [page.file, page.source]))('%s has valid front matter', (file, source) => {
  const {data} = matter(source);
  expect(frontMatterProblems(data, {requireTitle: requiresTitle(file)})).toEqual([]);
});
