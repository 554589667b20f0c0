import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Root} from 'mdast';
import remarkPageAnchors, {docsRelativePath, registrationCode} from './remarkPageAnchors';

const siteDir = '/site';

async function run(filePath: string, value: string, frontMatter: Record<string, unknown> = {}) {
  const processor = unified().use(remarkParse).use(remarkPageAnchors, {siteDir});
  // unified makes the VFile from these.
  const file = {path: filePath, value, data: {frontMatter}};
  return (await processor.run(processor.parse(value), file)) as Root;
}

describe('docsRelativePath', () => {
  it('is the path inside docs/ or inside a translation of the docs', () => {
    expect(docsRelativePath(siteDir, '/site/docs/concepts/output.md')).toBe('concepts/output.md');
    expect(
      docsRelativePath(siteDir, '/site/i18n/zh/docusaurus-plugin-content-docs/current/concepts/output.md'),
    ).toBe('concepts/output.md');
    // A cut version's docs (npm run docusaurus docs:version), in English and translated.
    expect(docsRelativePath(siteDir, '/site/versioned_docs/version-5/api/index.md')).toBe('api/index.md');
    expect(
      docsRelativePath(siteDir, '/site/i18n/zh/docusaurus-plugin-content-docs/version-5/api/index.md'),
    ).toBe('api/index.md');
    expect(docsRelativePath(siteDir, '/site/blog/2020-10-10-webpack-5-release.md')).toBeUndefined();
  });
});

describe('remarkPageAnchors', () => {
  it('makes a doc register its h2/h3 anchors under its doc id, as ES module code with its ES tree', async () => {
    const tree = await run('/site/docs/loaders/_css-loader.md', '## Options {#options}\n### url\n', {
      id: 'css-loader',
    });
    const esm = tree.children[0] as unknown as {type: string; value: string; data?: {estree?: unknown}};
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe(
      registrationCode('loaders/css-loader', [
        {title: 'Options', id: 'options', level: 2, children: [{title: 'url', id: 'url', level: 3}]},
      ]),
    );
    expect(esm.data?.estree).toBeDefined();
  });

  it('leaves pages without headings, and files outside the docs, as they are', async () => {
    expect((await run('/site/docs/vote.md', 'Just text.\n')).children.map((n) => n.type)).toEqual([
      'paragraph',
    ]);
    expect((await run('/site/blog/post.md', '## Heading\n')).children.map((n) => n.type)).toEqual([
      'heading',
    ]);
  });
});
