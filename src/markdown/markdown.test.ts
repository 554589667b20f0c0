import {codeBlocks, pageHeadings, parseMarkdown} from '.';

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
