import matter from 'gray-matter';
import {unified, type Processor} from 'unified';
import {codeBlocks, pageHeadings, pageSummary, parseMarkdown, type PageHeading} from '.';

const page = `---
title: Output
sort: 3
---

Intro with a \`## not a heading\` code span.

## output.filename

\`\`\`js title="webpack.config.js" validate
module.exports = {
## not a heading either
};
\`\`\`

### Same title
### Same title
## Chosen id {#custom-id}

:::tip[Title]
inside
:::

~~~~bash
unclosed
`;

describe('parseMarkdown', () => {
  it('reads front matter through gray-matter', () => {
    expect(parseMarkdown(page).frontMatter).toEqual({title: 'Output', sort: 3});
  });

  it('lists headings with the ids Docusaurus gives them, skipping code', () => {
    expect(
      pageHeadings(parseMarkdown(page)).map(({level, text, id, line}) => [level, text, id, line]),
    ).toEqual([
      [2, 'output.filename', 'outputfilename', 8],
      [3, 'Same title', 'same-title', 16],
      [3, 'Same title', 'same-title-1', 17],
      [2, 'Chosen id', 'custom-id', 18],
    ]);
  });

  it('reads an explicit id in MDX pages too', () => {
    const mdx = parseMarkdown('## 输出 {#output}\n\n<Tabs>\n</Tabs>\n', {mdx: true});
    expect(pageHeadings(mdx)).toMatchObject([{text: '输出', id: 'output', explicitId: true}]);
  });

  it('lists code blocks with their meta, lines and whether they are closed', () => {
    const blocks = codeBlocks(parseMarkdown(page), page);
    expect(
      blocks.map(({lang, meta, line, contentLine, closed}) => [lang, meta, line, contentLine, closed]),
    ).toEqual([
      ['js', 'title="webpack.config.js" validate', 10, 11, true],
      ['bash', null, 24, 25, false],
    ]);
    expect(blocks[0]!.value).toBe('module.exports = {\n## not a heading either\n};');
  });
});

describe('codeBlocks', () => {
  it('tells fenced blocks from indented code, in lists too', () => {
    const source = [
      '    ```js',
      '    indented',
      '    ```',
      '',
      '- item',
      '',
      '  ~~~js',
      '  fenced',
      '  ~~~',
    ].join('\n');
    expect(
      codeBlocks(parseMarkdown(source), source).map(({fence, line, value}) => [fence, line, value]),
    ).toEqual([
      [undefined, 1, '```js\nindented\n```'],
      ['~~~', 7, 'fenced'],
    ]);
  });
});

describe('pageSummary', () => {
  // Every parse of a page is a unified processor's `parse` (a method of their prototype).
  let parse: jest.SpyInstance;
  beforeEach(() => {
    parse = jest.spyOn(Object.getPrototypeOf(unified) as Processor, 'parse');
  });
  afterEach(() => parse.mockRestore());

  it('holds what the parse of the page says', () => {
    const tree = parseMarkdown(page);
    expect(pageSummary('output.md', page)).toEqual({
      frontMatter: {title: 'Output', sort: 3},
      headings: pageHeadings(tree),
      codeBlocks: codeBlocks(tree, page),
      bodyStart: page.indexOf('---', 3) + 3,
    });
  });

  it('parses a content once, whatever the path: the same summary for a copy or a byte order mark', () => {
    const source = '## Once {#once}\n';
    const summary = pageSummary('docs/once.md', source);
    expect(pageSummary('versioned_docs/version-5/once.md', source)).toBe(summary);
    expect(pageSummary('i18n/zh/docusaurus-plugin-content-docs/current/once.md', `\uFEFF${source}`)).toBe(
      summary,
    );
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('parses other content, and the same content as MDX, again', () => {
    const source = '## Use {props}\n\n    indented code\n';
    const markdown = pageSummary('page.md', source);
    expect(pageSummary('page.md', `${source}\nMore.\n`)).not.toBe(markdown);
    const mdx = pageSummary('page.mdx', source);
    expect(parse).toHaveBeenCalledTimes(3);
    // MDX reads `{props}` as an expression and has no indented code.
    expect([markdown.headings[0]!.text, markdown.codeBlocks.length]).toEqual(['Use {props}', 1]);
    expect([mdx.headings[0]!.text, mdx.codeBlocks.length]).toEqual(['Use props', 0]);
  });

  it('is frozen, being shared, but leaves the front matter cached by gray-matter as it is', () => {
    const source = '---\nrelated:\n  - title: Other\n---\n## A\n\n```js\nx;\n```\n';
    const summary = pageSummary('frozen.md', source);
    expect(() => (summary.headings as PageHeading[]).push(summary.headings[0]!)).toThrow(TypeError);
    for (const value of [summary, summary.headings[0], summary.codeBlocks[0], summary.frontMatter.related]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
    expect(Object.isFrozen((matter(source).data as {related: unknown}).related)).toBe(false);
  });
});
