import {extractHeadings, nestAnchors} from './anchors';

describe('extractHeadings', () => {
  it('finds h2/h3 with GitHub-style ids, skipping front matter and code', () => {
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
    expect(extractHeadings(md)).toEqual([
      {title: 'output.filename', id: 'outputfilename', level: 2},
      {title: 'Using hashes in names', id: 'using-hashes-in-names', level: 3},
      {title: 'Custom', id: 'my-id', level: 2},
      {title: 'Output', id: 'output', level: 2},
      {title: 'Output', id: 'output-1', level: 2},
    ]);
  });

  it('does not end a ``` fence on a shorter or different fence', () => {
    const md = ['````md', '```', '## hidden', '````', '## shown'].join('\n');
    expect(extractHeadings(md).map((h) => h.title)).toEqual(['shown']);
  });

  it('gives headings the text a reader sees, code spans verbatim', () => {
    expect(extractHeadings('## The `__webpack_public_path__` _variable_')).toEqual([
      {title: 'The __webpack_public_path__ variable', id: 'the-__webpack_public_path__-variable', level: 2},
    ]);
  });

  it('reads an explicit id as Docusaurus does: escapes resolved, not kept', () => {
    // `{#a-__b__}` would parse `__b__` as bold, so a translation writes the English id escaped.
    const md = '## nonce 与 `__webpack_nonce__` {#nonces-and-\\_\\_webpack_nonce\\_\\_}';
    expect(extractHeadings(md)).toEqual([
      {title: 'nonce 与 __webpack_nonce__', id: 'nonces-and-__webpack_nonce__', level: 2},
    ]);
  });

  it('reads MDX pages as MDX', () => {
    expect(extractHeadings('## Options {#options}\n\n<Tabs>{x}</Tabs>', 'page.mdx')).toEqual([
      {title: 'Options', id: 'options', level: 2},
    ]);
  });
});

describe('nestAnchors', () => {
  it('nests h3 under the preceding h2', () => {
    const tree = nestAnchors([
      {title: 'A', id: 'a', level: 2},
      {title: 'A1', id: 'a1', level: 3},
      {title: 'B', id: 'b', level: 2},
    ]);
    expect(tree).toEqual([
      {title: 'A', id: 'a', level: 2, children: [{title: 'A1', id: 'a1', level: 3}]},
      {title: 'B', id: 'b', level: 2, children: []},
    ]);
  });

  it('keeps a leading h3 at the top level', () => {
    expect(nestAnchors([{title: 'x', id: 'x', level: 3}])).toEqual([{title: 'x', id: 'x', level: 3}]);
  });
});
