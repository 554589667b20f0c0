import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {documentationMenu, documentationPathPattern, sections} from './sections';
import {repoRoot} from '../../tests/helpers/docsTree';

describe('sections', () => {
  it('lists the eight documentation sections once each', () => {
    expect(sections.map((s) => s.id)).toEqual([
      'api',
      'concepts',
      'configuration',
      'contribute',
      'guides',
      'loaders',
      'migrate',
      'plugins',
    ]);
  });

  it.each(sections.map((s) => s.id))('has an index page for %s', (id) => {
    const index = ['index.md', 'index.mdx'].map((f) => path.join(repoRoot, 'docs', id, f));
    expect(index.some((file) => fs.existsSync(file))).toBe(true);
  });

  it('orders the Documentation menu for learning: every section but contribute, once', () => {
    expect(documentationMenu.map((s) => s.id)).toEqual([
      'concepts',
      'guides',
      'configuration',
      'loaders',
      'plugins',
      'api',
      'migrate',
    ]);
    expect(new Set(documentationMenu.map((s) => s.id))).toEqual(
      new Set(sections.filter((s) => s.inDocumentationMenu).map((s) => s.id)),
    );
  });

  it('marks Documentation active in both locales for every section but contribute', () => {
    expect(documentationPathPattern.test('/concepts/entry-points/')).toBe(true);
    expect(documentationPathPattern.test('/zh/api/')).toBe(true);
    expect(documentationPathPattern.test('/contribute/')).toBe(false);
    expect(documentationPathPattern.test('/blog/')).toBe(false);
    expect(documentationPathPattern.test('/apis/')).toBe(false);
  });

  it('gives the top-level pages the sort values of inventory §8: comparison 1 … license 5', () => {
    const sorts = ['comparison', 'branding', 'glossary', 'vote', 'license'].map((name) => [
      name,
      matter(fs.readFileSync(path.join(repoRoot, 'docs', `${name}.md`), 'utf8')).data.sort,
    ]);
    expect(sorts).toEqual([
      ['comparison', 1],
      ['branding', 2],
      ['glossary', 3],
      ['vote', 4],
      ['license', 5],
    ]);
  });
});
