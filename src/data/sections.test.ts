import fs from 'node:fs';
import path from 'node:path';
import {documentationPathPattern, sections, topLevelPages} from './sections';
import {repoRoot} from '../../tests/helpers/docsTree';

describe('sections', () => {
  it('lists the eight documentation sections once each', () => {
    expect(sections.map((s) => s.id)).toEqual([
      'api', 'concepts', 'configuration', 'contribute', 'guides', 'loaders', 'migrate', 'plugins',
    ]);
  });

  it.each(sections.map((s) => s.id))('has an index page for %s', (id) => {
    const index = ['index.md', 'index.mdx'].map((f) => path.join(repoRoot, 'docs', id, f));
    expect(index.some((file) => fs.existsSync(file))).toBe(true);
  });

  it('marks Documentation active in both locales for every section but contribute', () => {
    expect(documentationPathPattern.test('/concepts/entry-points/')).toBe(true);
    expect(documentationPathPattern.test('/zh/api/')).toBe(true);
    expect(documentationPathPattern.test('/contribute/')).toBe(false);
    expect(documentationPathPattern.test('/blog/')).toBe(false);
    expect(documentationPathPattern.test('/apis/')).toBe(false);
  });

  it('orders the top-level pages comparison, branding, glossary, vote, license', () => {
    expect(topLevelPages.map((p) => [p.id, p.sort])).toEqual([
      ['comparison', 1], ['branding', 2], ['glossary', 3], ['vote', 4], ['license', 5],
    ]);
  });
});
