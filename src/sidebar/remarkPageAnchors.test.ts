import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Root} from 'mdast';
import remarkPageAnchors, {docsRelativePath, registrationCode} from './remarkPageAnchors';

const siteDir = '/site';

/**
 * Runs the plugin on a page of a temporary site: `file` is its path in the site, `value` what the
 * MDX loader hands remark, `onDisk` what the file holds (by default the same; null: no file).
 */
async function run(
  file: string,
  value: string,
  {frontMatter = {}, onDisk = value}: {frontMatter?: Record<string, unknown>; onDisk?: string | null} = {},
) {
  const tmpSite = fs.mkdtempSync(path.join(os.tmpdir(), 'remark-page-anchors-'));
  const filePath = path.join(tmpSite, file);
  if (onDisk !== null) {
    fs.mkdirSync(path.dirname(filePath), {recursive: true});
    fs.writeFileSync(filePath, onDisk);
  }
  const processor = unified().use(remarkParse).use(remarkPageAnchors, {siteDir: tmpSite});
  // unified makes the VFile from these.
  return (await processor.run(processor.parse(value), {path: filePath, value, data: {frontMatter}})) as Root;
}

const registeredCode = (tree: Root) => (tree.children[0] as unknown as {value: string}).value;

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
  it('makes a doc register its h2 anchors under its doc id, as ES module code with its ES tree', async () => {
    const tree = await run('docs/loaders/_css-loader.md', '## Options {#options}\n### url\n', {
      frontMatter: {id: 'css-loader'},
    });
    const esm = tree.children[0] as unknown as {type: string; value: string; data?: {estree?: unknown}};
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe(
      registrationCode('loaders/css-loader', [{title: 'Options', id: 'options', level: 2}]),
    );
    expect(esm.data?.estree).toBeDefined();
  });

  it('reads the anchors from the file, as the sidebar generator does, not from the preprocessed value', async () => {
    const tree = await run('docs/guides/a.md', '## Preprocessed \\{#preprocessed}\n', {
      onDisk: '---\ntitle: A\n---\n## On disk {#on-disk}\n',
    });
    expect(registeredCode(tree)).toBe(
      registrationCode('guides/a', [{title: 'On disk', id: 'on-disk', level: 2}]),
    );
  });

  it('reads a page compiled from memory, not written to its path, from its value', async () => {
    const tree = await run('docs/guides/b.md', '## In memory {#in-memory}\n', {onDisk: null});
    expect(registeredCode(tree)).toBe(
      registrationCode('guides/b', [{title: 'In memory', id: 'in-memory', level: 2}]),
    );
  });

  it('leaves pages without headings, and files outside the docs, as they are', async () => {
    expect((await run('docs/vote.md', 'Just text.\n')).children.map((n) => n.type)).toEqual(['paragraph']);
    expect((await run('blog/post.md', '## Heading\n')).children.map((n) => n.type)).toEqual(['heading']);
  });
});
