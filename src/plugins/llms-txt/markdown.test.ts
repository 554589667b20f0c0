import {codeValues, toPlainMarkdown, type ConvertOptions} from './markdown';
import {absoluteUrl, type LinkContext} from './links';
import {describePage, firstSentence, formatLlmsFull, formatLlmsTxt, formatTwin} from './llmsTxt';
import {markdownTwinPath} from '../../data/markdownTwin';

const permalinks = new Map([
  ['concepts/entry-points.md', '/concepts/entry-points/'],
  ['configuration/output.md', '/configuration/output/'],
]);
const links = (over: Partial<LinkContext> = {}): LinkContext => ({
  siteUrl: 'https://webpack.js.org',
  baseUrl: '/',
  permalink: '/concepts/output/',
  sourceDir: 'concepts',
  permalinkOf: (docPath) => permalinks.get(docPath),
  ...over,
});
const options = (over: Partial<ConvertOptions> = {}): ConvertOptions => ({
  file: '/site/docs/concepts/output.md',
  language: 'en',
  webpackVersion: '5.112.2',
  links: links(),
  ...over,
});
const convert = (source: string, over: Partial<ConvertOptions> = {}) =>
  toPlainMarkdown(source, options(over));

describe('absoluteUrl', () => {
  test('other sites and mailto stay', () => {
    expect(absoluteUrl('https://github.com/webpack', links())).toBe('https://github.com/webpack');
    expect(absoluteUrl('mailto:a@b.c', links())).toBe('mailto:a@b.c');
  });
  test('a page file becomes its HTML URL, with its anchor', () => {
    expect(absoluteUrl('./entry-points.md#single-entry', links())).toBe(
      'https://webpack.js.org/concepts/entry-points/#single-entry',
    );
    expect(absoluteUrl('../configuration/output.md', links())).toBe(
      'https://webpack.js.org/configuration/output/',
    );
  });
  test('an anchor of the page itself', () => {
    expect(absoluteUrl('#usage', links())).toBe('https://webpack.js.org/concepts/output/#usage');
  });
  test('site paths are under the locale, as <Link> renders them', () => {
    expect(absoluteUrl('/guides/', links())).toBe('https://webpack.js.org/guides/');
    const zh = links({baseUrl: '/zh/', permalink: '/zh/concepts/output/'});
    expect(absoluteUrl('/guides/#x', zh)).toBe('https://webpack.js.org/zh/guides/#x');
    expect(absoluteUrl('/zh/guides/', zh)).toBe('https://webpack.js.org/zh/guides/');
  });
  test('other relative links resolve against the page URL', () => {
    expect(absoluteUrl('../img/x.png', links())).toBe('https://webpack.js.org/concepts/img/x.png');
  });
});

describe('toPlainMarkdown', () => {
  test('drops front matter, keeps prose, returns the first paragraph', () => {
    const page = convert('---\ntitle: Output\ndescription: Where bundles go.\n---\n\nFirst one. Second.\n');
    expect(page.markdown).toBe('First one. Second.');
    expect(page.frontMatter.description).toBe('Where bundles go.');
    expect(page.firstParagraph).toBe('First one. Second.');
  });

  test('admonitions become blockquotes headed by their title', () => {
    const page = convert(':::tip[Keep the cache]\nIt is **fast**.\n:::\n\n:::warning\nCareful.\n:::\n');
    expect(page.markdown).toBe('> **Keep the cache**\n>\n> It is **fast**.\n\n> **Warning**\n>\n> Careful.');
    expect(page.markdown).not.toContain(':::');
  });

  test('admonition default titles follow the page language', () => {
    expect(convert(':::note\n说明。\n:::\n', {language: 'zh'}).markdown).toBe('> **备注**\n>\n> 说明。');
  });

  test('field lines of reference entries read as the page shows them: Chinese on Chinese pages', () => {
    const source = '## output.clean\n\nType: `boolean`\\\nDefault: not set — 不清理\n\n清理输出目录。\n';
    expect(convert(source, {language: 'zh'}).markdown).toBe(
      '## output.clean\n\n类型：`boolean`\\\n默认值：未设置——不清理\n\n清理输出目录。',
    );
    expect(convert(source).markdown).toBe(
      '## output.clean\n\nType: `boolean`\\\nDefault: not set — 不清理\n\n清理输出目录。',
    );
  });

  test('a colon word in prose stays text', () => {
    expect(convert('Style a:hover and use :name here.\n').markdown).toBe('Style a:hover and use :name here.');
  });

  test('a leaf directive on its own line stays a paragraph, not text glued to the page', () => {
    // Excerpt of the writers' guide: a fence, a list, then `::name` alone on a line. As a bare
    // text node at the root it turned the whole page into phrasing: no blank lines anywhere.
    const source = [
      '```yaml',
      'title: A',
      '```',
      '',
      '- `title` is required.',
      '',
      '::other-thing',
      '',
      'After.',
      '',
    ];
    const page = convert(source.join('\n'));
    expect(page.markdown).toBe('```yaml\ntitle: A\n```\n\n- `title` is required.\n\n::other-thing\n\nAfter.');
    expect(codeValues(page.markdown)).toEqual([{lang: 'yaml', value: 'title: A'}]);
  });
  test('::zh-glossary becomes the glossary table, headed in the language asked for', () => {
    const en = convert('Terms:\n\n::zh-glossary\n').markdown;
    expect(en).toMatch(/^Terms:\n\n\| English +\| Chinese +\| Notes +\|\n\| -+ \| -+ \| -+ \|\n\| /);
    const zh = convert('::zh-glossary{lang="zh"}\n', {language: 'zh'}).markdown;
    expect(zh).toMatch(/^\| 英文 +\| 中文 +\| 说明 +\|\n/);
  });
  test('MDX: imports, exports and components go, their text stays', () => {
    const page = convert(
      'import Status from \'@site/src/components/Status\';\n\nexport const x = 1;\n\n<Status locale="zh" />\n\n<Note>Read **this**.</Note>\n\nText {1 + 1} end.\n',
      {file: '/site/docs/contribute/status.mdx'},
    );
    expect(page.markdown).not.toMatch(/import |export |<[A-Z]|\{/);
    expect(page.markdown).toContain('Read **this**.');
  });

  test('heading ids and HTML comments go', () => {
    expect(convert('## 标题 {#english-id}\n\n<!-- note -->\n\nText\n').markdown).toBe('## 标题\n\nText');
  });

  test('a leading H1 is the title: left to the twin header', () => {
    expect(convert('# Title\n\nBody\n').markdown).toBe('Body');
  });

  test('links and definitions become absolute', () => {
    const page = convert('See [entry](./entry-points.md#x) and [ref].\n\n[ref]: /guides/\n');
    expect(page.markdown).toContain('[entry](https://webpack.js.org/concepts/entry-points/#x)');
    expect(page.markdown).toContain('[ref]: https://webpack.js.org/guides/');
  });

  test('code blocks stay as they are, their fence keeping only the title', () => {
    const source =
      '```js title="webpack.config.js" project="demo" validate {2}\nmodule.exports = {\n  mode: "production",\n};\n```\n\n```bash npm2yarn\nnpm install webpack\n```\n';
    const page = convert(source);
    expect(page.markdown).toContain('```js title="webpack.config.js"\nmodule.exports');
    expect(page.markdown).toContain('```bash\nnpm install webpack\n```');
    expect(codeValues(page.markdown)).toEqual(codeValues(source));
  });

  test('an assert block becomes the box the page shows', () => {
    const page = convert('```text project="demo" assert\n`main.js` contains `"x"`\n```\n');
    expect(page.markdown).toMatch(/^> \*\*Checked by building this example with webpack 5\.112\.2/);
    expect(page.markdown).not.toContain('assert');
  });

  test('code blocks inside an admonition are kept', () => {
    const source = ':::note\nRun:\n\n```bash\nnpx webpack\n```\n:::\n';
    expect(codeValues(convert(source).markdown)).toEqual([{lang: 'bash', value: 'npx webpack'}]);
  });
});

describe('llms.txt formatting', () => {
  test('firstSentence in English and Chinese', () => {
    expect(firstSentence('Entry points tell webpack where to start. More.')).toBe(
      'Entry points tell webpack where to start.',
    );
    expect(firstSentence('Use v5.112 here. Then.')).toBe('Use v5.112 here.');
    expect(firstSentence('入口起点告诉 webpack 从哪里开始。更多。')).toBe(
      '入口起点告诉 webpack 从哪里开始。',
    );
    expect(firstSentence('no end')).toBe('no end');
  });

  test('describePage prefers the front matter description', () => {
    expect(describePage(' Where\n bundles go. ', 'First. Second.')).toBe('Where bundles go.');
    expect(describePage(undefined, 'First. Second.')).toBe('First.');
    expect(describePage(undefined, undefined)).toBe('');
  });

  test('an H1, a blockquote, then ## sections of links', () => {
    const text = formatLlmsTxt({
      title: 'webpack',
      summary: 'A bundler.',
      sections: [
        {
          title: 'Concepts',
          links: [
            {
              title: 'Entry [Points]',
              url: 'https://webpack.js.org/concepts/entry-points.md',
              description: 'Where.',
            },
            {title: 'Output', url: 'https://webpack.js.org/concepts/output.md'},
          ],
        },
        {title: 'Empty', links: []},
      ],
    });
    expect(text).toBe(
      '# webpack\n\n> A bundler.\n\n## Concepts\n\n' +
        '- [Entry \\[Points\\]](https://webpack.js.org/concepts/entry-points.md): Where.\n' +
        '- [Output](https://webpack.js.org/concepts/output.md)\n',
    );
  });

  test('llms-full and a twin header', () => {
    const twin = formatTwin(
      {
        title: 'babel-loader',
        pageUrl: 'https://webpack.js.org/loaders/babel-loader/',
        sourceLine: 'Markdown version of {url}',
        pulled: {line: 'From the README of the npm package `babel-loader` 10.0.0: https://x/README.md'},
      },
      'Body\n',
    );
    expect(twin).toBe(
      '# babel-loader\n\n> Markdown version of https://webpack.js.org/loaders/babel-loader/\n>\n' +
        '> From the README of the npm package `babel-loader` 10.0.0: https://x/README.md\n\nBody\n',
    );
    expect(formatLlmsFull({title: 'webpack', summary: 'S.'}, [twin])).toBe(`# webpack\n\n> S.\n\n${twin}`);
  });

  test('markdownTwinPath', () => {
    expect(markdownTwinPath('/concepts/entry-points/')).toBe('/concepts/entry-points.md');
    expect(markdownTwinPath('/zh/concepts/')).toBe('/zh/concepts.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });
});
