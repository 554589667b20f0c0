/**
 * No page keeps Markdown that does not parse (it would show as `:::` or `**` on the site): checked
 * in the source of every page and translation, with the line and the right form.
 */
import {unparsedConstructs} from './lib/unparsed';
import {walkPages} from './lib/pages';

describe('unparsed Markdown is found', () => {
  const lines = (file: string, ...source: string[]) =>
    unparsedConstructs(file, source.join('\n')).map(({line, message}) => `${line}: ${message.split(':')[0]}`);

  it('in an admonition title without brackets', () => {
    expect(lines('a.md', 'Text', '', ':::tip Title', 'Body', ':::')).toEqual([
      '3: an admonition that does not parse',
    ]);
    expect(lines('a.md', ':::tip[Title]', 'Body', ':::')).toEqual([]);
  });

  it('in an admonition title holding Markdown, in a .md page', () => {
    expect(lines('a.md', ':::warning[Set `mode` explicitly]', 'Body', ':::')).toEqual([
      '1: an admonition title with Markdown in it (code, emphasis, a link), which a .md page shows as a raw <mdxAdmonitionTitle> element',
    ]);
    expect(lines('a.mdx', ':::warning[Set `mode` explicitly]', 'Body', ':::')).toEqual([]);
    expect(lines('a.md', ':::warning[Set mode explicitly]', 'Body', ':::')).toEqual([]);
  });

  it('in bold that CommonMark does not close next to CJK punctuation', () => {
    expect(lines('zh.md', '这是**“重要”**的内容。')).toEqual(['1: `**` that does not parse as bold']);
    expect(lines('zh.md', '这是 **“重要”** 的内容。')).toEqual([]);
    expect(lines('zh.md', '**webpack 提示安装 `webpack-cli`。** 如果……')).toEqual([]);
  });

  it('in italics on Chinese text, parsed or not', () => {
    expect(lines('zh.md', '这种*源代码（source）*与*分发代码（distribution）*分离的做法')).toEqual([
      '1: italics on Chinese text',
      '1: `*` next to Chinese text that does not parse as emphasis',
      '1: `*` next to Chinese text that does not parse as emphasis',
    ]);
    expect(
      lines('zh.md', '这种“源代码（source）”与“分发代码（distribution）”分离的做法，*webpack* 也一样。'),
    ).toEqual([]);
  });

  it('in __bold__ that does not parse', () => {
    expect(lines('zh.md', '这是__重要__的内容。')).toEqual(['1: `__` that does not parse as bold']);
    expect(lines('a.md', 'use __dirname and `__x__`')).toEqual([]);
  });

  it('but not in code', () => {
    expect(lines('a.md', '```js', '// **not bold**', ':::', '```', '', 'Inline `**` and `:::`.')).toEqual([]);
  });
});

const pages = walkPages(undefined, [
  'docs',
  'blog',
  'i18n/zh/docusaurus-plugin-content-docs',
  'i18n/zh/docusaurus-plugin-content-blog',
  // The Chinese pages of pulled packages, which the pull turns into `.md` pages (CommonMark).
  'i18n/zh/pulled',
]);

test.each(pages.map((page) => [page.file, page.source]))('%s has no unparsed Markdown', (file, source) => {
  const found = unparsedConstructs(file, source).map(({line, message}) => `${file}:${line}: ${message}`);
  expect(found).toEqual([]);
});
