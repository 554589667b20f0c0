import {pageHeadings, parseMarkdown, parsePage} from '../markdown';
import {docIdOf, flatAnchors, pageAnchors} from './anchors';

describe('flatAnchors', () => {
  it('lists h2/h3 with the ids Docusaurus gives them, skipping front matter, code and deeper headings', () => {
    const md = [
      '---',
      'title: Output',
      '## not a heading (front matter)',
      '---',
      '## `output.filename`',
      '```js',
      '## inside code',
      '```',
      '### Using **hashes** in [names](/x/)',
      '#### too deep',
      '## Custom {#my-id}',
      '## Output',
      '## Output',
    ].join('\n');
    expect(flatAnchors(pageHeadings(parseMarkdown(md)))).toEqual([
      {title: 'output.filename', id: 'outputfilename', level: 2},
      {title: 'Using hashes in names', id: 'using-hashes-in-names', level: 3},
      {title: 'Custom', id: 'my-id', level: 2},
      {title: 'Output', id: 'output', level: 2},
      {title: 'Output', id: 'output-1', level: 2},
    ]);
  });

  it('does not end a ``` fence on a shorter or different fence', () => {
    const md = ['````md', '```', '## hidden', '````', '## shown'].join('\n');
    expect(flatAnchors(pageHeadings(parseMarkdown(md))).map((h) => h.title)).toEqual(['shown']);
  });

  it('keeps the text of code spans and drops emphasis', () => {
    expect(
      flatAnchors(pageHeadings(parseMarkdown('## The `__webpack_public_path__` _variable_')))[0]!.title,
    ).toBe('The __webpack_public_path__ variable');
  });

  it('reads an explicit id as Docusaurus does: escapes resolved, not kept', () => {
    // `{#a-__b__}` would parse `__b__` as bold, so a translation writes the English id escaped.
    const md = '## nonce 与 `__webpack_nonce__` {#nonces-and-\\_\\_webpack_nonce\\_\\_}';
    expect(flatAnchors(pageHeadings(parseMarkdown(md)))).toEqual([
      {title: 'nonce 与 __webpack_nonce__', id: 'nonces-and-__webpack_nonce__', level: 2},
    ]);
  });

  it('reads MDX pages as MDX', () => {
    expect(
      flatAnchors(pageHeadings(parsePage('page.mdx', '## Options {#options}\n\n<Tabs>{x}</Tabs>'))),
    ).toEqual([{title: 'Options', id: 'options', level: 2}]);
  });

  it('counts a deeper heading for duplicate ids, as Docusaurus does', () => {
    const md = '## A\n\n#### A\n\n## A\n';
    expect(flatAnchors(pageHeadings(parseMarkdown(md))).map((h) => h.id)).toEqual(['a', 'a-2']);
  });
});

describe('pageAnchors', () => {
  it("is the page's h2 headings only: the h3s are left to the table of contents", () => {
    expect(pageAnchors(pageHeadings(parseMarkdown('### Lead\n## A\n### A1\n#### A1a\n## B\n')))).toEqual([
      {title: 'A', id: 'a', level: 2},
      {title: 'B', id: 'b', level: 2},
    ]);
  });
});

describe('docIdOf', () => {
  it('is the path without extension, or the directory and the front matter id', () => {
    expect(docIdOf('concepts/output.md')).toBe('concepts/output');
    expect(docIdOf('comparison.mdx')).toBe('comparison');
    expect(docIdOf('loaders/_css-loader.md', 'css-loader')).toBe('loaders/css-loader');
  });
});
