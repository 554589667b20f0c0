import {extractHeadings, headingText, nestAnchors} from './anchors';

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

  it('strips inline markup from heading text', () => {
    expect(headingText('The `__webpack_public_path__` _variable_')).toBe(
      'The __webpack_public_path__ variable',
    );
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
