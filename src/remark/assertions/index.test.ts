import type {BlockContent, Code, Root} from 'mdast';
import {VFile} from 'vfile';
import remarkAssertions, {fileLanguage, renderAssertBlock} from './index';

const block = (value: string, meta = 'project="demo" assert'): Code => ({
  type: 'code',
  lang: 'text',
  meta,
  value,
});

/** The text a reader sees in a rendered block, with inline code in backticks. */
function readerText(node: BlockContent): string[] {
  const flat = (n: unknown): string => {
    const x = n as {type: string; value?: string; children?: unknown[]};
    if (x.type === 'inlineCode') return `\`${x.value}\``;
    if (x.type === 'text') return x.value ?? '';
    return (x.children ?? []).map(flat).join('');
  };
  return (node as {children: unknown[]}).children.flatMap((child) => {
    const c = child as {type: string; children: unknown[]};
    return c.type === 'list' ? c.children.map(flat) : [flat(c)];
  });
}

describe('renderAssertBlock', () => {
  const claims = [
    'emits `main.js` and `vendors.js`',
    '`main.js` contains `"https://api.example.com"`',
    'option `output.module` is `false`',
    'module `./src/a.txt` matches no rule',
  ].join('\n');

  test('English: a heading with the webpack version, then one sentence per claim', () => {
    const node = renderAssertBlock(block(claims), 'en', '5.112.2');
    expect(node.data).toEqual({hName: 'aside', hProperties: {className: ['verified-build']}});
    expect(readerText(node)).toEqual([
      'Checked by building this example with webpack 5.112.2:',
      'webpack emits `main.js` and `vendors.js`',
      '`main.js` contains `"https://api.example.com"`',
      '`output.module` resolves to `false`',
      '`./src/a.txt` matches no rule in `module.rules`',
    ]);
  });

  test('Chinese: the same values in Chinese sentences', () => {
    expect(readerText(renderAssertBlock(block(claims), 'zh', '5.112.2'))).toEqual([
      '已用 webpack 5.112.2 构建这个示例，结果如下：',
      'webpack 生成 `main.js` 和 `vendors.js`',
      '`main.js` 中包含 `"https://api.example.com"`',
      '`output.module` 解析为 `false`',
      '`./src/a.txt` 不匹配 `module.rules` 中的任何规则',
    ]);
  });

  test('a block about one configuration of an array names it', () => {
    const about = (language: 'en' | 'zh') =>
      readerText(
        renderAssertBlock(block('emits `main.js`', 'project="demo" assert compiler="web"'), language, '5'),
      )[0];
    expect(about('en')).toBe('Checked by building this example with webpack 5, configuration `web`:');
    expect(about('zh')).toBe('已用 webpack 5 构建这个示例，其中配置 `web` 的结果如下：');
  });

  test('an assert block outside a project is an error', () => {
    expect(() => renderAssertBlock(block('emits `main.js`', 'assert'), 'en', '5')).toThrow(
      'project="<name>"',
    );
  });
});

describe('remarkAssertions', () => {
  const tree = (...children: Root['children']): Root => ({type: 'root', children});
  const run = (root: Root, path: string) =>
    remarkAssertions({webpackVersion: '5.112.2'})(root, new VFile({path}));

  test('replaces assert blocks and leaves every other block alone', () => {
    const other = block('asset main.js 1 KiB', 'project="demo" output');
    const root = tree(block('emits `main.js`', 'project="demo" assert {1}'), other);
    run(root, '/site/docs/guides/x.md');
    expect(root.children[0]!.type).toBe('blockquote');
    expect(root.children[1]).toBe(other);
  });

  test('a translation renders in its language', () => {
    const root = tree(block('the build fails'));
    run(root, '/site/i18n/zh/docusaurus-plugin-content-docs/current/guides/x.md');
    expect(readerText(root.children[0] as BlockContent)).toContain('构建失败。');
  });

  test('a line outside the vocabulary fails the build, naming the file and the line', () => {
    const root = tree({
      ...block('emits `main.js`\nbundles main.js'),
      position: {start: {line: 10, column: 1}, end: {line: 13, column: 4}},
    });
    expect(() => run(root, '/site/docs/guides/x.md')).toThrow(
      '/site/docs/guides/x.md:12: "bundles main.js" is not an assertion',
    );
  });
});

test('fileLanguage: files under i18n/zh/ are Chinese, every other file English', () => {
  expect(fileLanguage('/site/i18n/zh/docusaurus-plugin-content-docs/current/a.md')).toBe('zh');
  expect(fileLanguage('/site/docs/a.md')).toBe('en');
  expect(fileLanguage(undefined)).toBe('en');
});
