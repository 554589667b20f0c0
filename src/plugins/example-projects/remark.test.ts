import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Root} from 'mdast';
import remarkExampleProjects, {englishSource, panelProps} from './remark';

const fence = (info: string, body: string) => ['```' + info, body, '```', ''].join('\n');
const english = [
  '# Guide',
  '',
  fence('js title="other.js"', '// not a project'),
  fence('js project="demo" title="src/index.js"', '// first\nconsole.log(1);'),
  fence('text project="demo" output', 'asset main.js 1 KiB'),
  fence('js project="demo" title="src/index.js"', '// second\nconsole.log(2);'),
].join('\n');

async function run(file: string, text: string, siteDir: string) {
  const filePath = path.join(siteDir, file);
  fs.mkdirSync(path.dirname(filePath), {recursive: true});
  fs.writeFileSync(filePath, text);
  const processor = unified().use(remarkParse).use(remarkExampleProjects, {siteDir});
  return (await processor.run(processor.parse(text), {path: filePath, value: text})) as Root;
}

const panels = (tree: Root) =>
  tree.children.flatMap((node, i) =>
    node.type === ('mdxJsxFlowElement' as string) ? [{i, next: tree.children[i + 1]}] : [],
  );

test('englishSource finds the English page of a translation', () => {
  expect(englishSource('docs/guides/x.md')).toBe('docs/guides/x.md');
  expect(englishSource('i18n/zh/docusaurus-plugin-content-docs/current/guides/x.md')).toBe(
    'docs/guides/x.md',
  );
  expect(englishSource('i18n/zh/docusaurus-plugin-content-blog/2020-post.md')).toBe('blog/2020-post.md');
  expect(englishSource('src/pages/index.md')).toBeUndefined();
});

test('a panel goes before the first block of each step, in English and in a translation', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remark-example-projects-'));
  try {
    const tree = await run('docs/guides/x.md', english, siteDir);
    expect(tree.children[0]!.type).toBe('mdxjsEsm');
    const found = panels(tree);
    expect(found.map(({next}) => (next as {value?: string}).value)).toEqual([
      '// first\nconsole.log(1);',
      '// second\nconsole.log(2);',
    ]);
    // The translation: comments translated, same blocks, same panels.
    const zh = english.replace('// first', '// 第一步').replace('// second', '// 第二步');
    const zhTree = await run('i18n/zh/docusaurus-plugin-content-docs/current/guides/x.md', zh, siteDir);
    expect(panels(zhTree).map(({next}) => (next as {value?: string}).value)).toEqual([
      '// 第一步\nconsole.log(1);',
      '// 第二步\nconsole.log(2);',
    ]);
    // A page without projects is left alone.
    const plain = await run('docs/guides/plain.md', '# Plain\n', siteDir);
    expect(plain.children.map((n) => n.type)).toEqual(['heading']);
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});

test("a Chinese pulled page's own projects get panels, filed under the package's page", async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remark-example-projects-'));
  try {
    // Its English page is the package's README, without projects.
    fs.mkdirSync(path.join(siteDir, 'docs/loaders'), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'docs/loaders/_demo-loader.md'), '# demo-loader\n');
    const tree = await run(
      'i18n/zh/docusaurus-plugin-content-docs/current/loaders/_demo-loader.md',
      english,
      siteDir,
    );
    const found = panels(tree);
    expect(found).toHaveLength(2);
    expect((found[0]!.next as {value?: string}).value).toBe('// first\nconsole.log(1);');
    expect(
      (
        tree.children[found[0]!.i] as unknown as {attributes: {name: string; value: {value: string}}[]}
      ).attributes.find((a) => a.name === 'zip')!.value.value,
    ).toContain('/examples/loaders/demo-loader/demo');
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});

test('panelProps lists the zip, the files with package.json and README.md, and the file to open', async () => {
  const {pageBlocks, projectSteps} = await import('../../markdown/projects');
  const [step] = projectSteps(
    pageBlocks({
      file: 'docs/guides/x.md',
      source: [
        fence('js project="a" title="src/index.js"', '1'),
        fence('js project="a" title="webpack.config.js"', '2'),
      ].join('\n'),
    }),
  );
  expect(panelProps('guides/x', step!)).toEqual({
    name: 'a',
    step: 1,
    steps: 1,
    zip: '/examples/guides/x/a.zip',
    files: ['README.md', 'package.json', 'src/index.js', 'webpack.config.js'],
    open: 'webpack.config.js',
  });
});
