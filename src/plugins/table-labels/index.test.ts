import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import rehypeTableLabels, {columnLabels, labelTables} from './index';

const html = (source: string): Root => fromHtml(source, {fragment: true});

/** Each body row's labels, `undefined` for a cell without one. */
function labelsOf(tree: Root): Array<Array<string | undefined>> {
  const rows: Array<Array<string | undefined>> = [];
  const walk = (node: Root | Element, inBody: boolean) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'tr' && inBody)
        rows.push(
          child.children
            .filter((cell): cell is Element => cell.type === 'element')
            .map((cell) => cell.properties.dataLabel as string | undefined),
        );
      // Into a nested table: its own head is not a body.
      walk(
        child,
        child.tagName === 'tbody' || child.tagName === 'tfoot' || (inBody && child.tagName !== 'thead'),
      );
    }
  };
  walk(tree, false);
  return rows;
}

describe('labelTables', () => {
  it("gives each body cell its column's header text, and marks the table", () => {
    const tree = html(
      '<table><thead><tr><th>Stage</th><th>Use <code>it</code> for</th></tr></thead>' +
        '<tbody><tr><td><code>PROCESS_ASSETS_STAGE_ADDITIONAL</code></td><td>more</td></tr>' +
        '<tr><td>b</td><td>c</td></tr></tbody></table>',
    );
    expect(labelTables(tree)).toBe(1);
    expect(labelsOf(tree)).toEqual([
      ['Stage', 'Use it for'],
      ['Stage', 'Use it for'],
    ]);
    expect(toHtml(tree)).toContain('<table data-labelled="">');
    expect(toHtml(tree)).toContain('<td data-label="Use it for">more</td>');
  });

  it('puts cells after a colspan or under a rowspan in the right column', () => {
    const tree = html(
      '<table><thead><tr><th colspan="2">Name</th><th>Type</th><th>Default</th></tr></thead><tbody>' +
        '<tr><td>a</td><td>b</td><td>c</td><td>d</td></tr>' +
        '<tr><td colspan="3">spans three</td><td>d</td></tr>' +
        '<tr><td rowspan="2">tall</td><td>b</td><td>c</td><td>d</td></tr>' +
        '<tr><td>b</td><td>c</td><td>d</td></tr>' +
        '</tbody></table>',
    );
    labelTables(tree);
    expect(labelsOf(tree)).toEqual([
      ['Name', 'Name', 'Type', 'Default'],
      ['Name / Type', 'Default'],
      ['Name', 'Name', 'Type', 'Default'],
      // The first column is still taken by "tall".
      ['Name', 'Type', 'Default'],
    ]);
  });

  it('leaves a cell under an empty header without a label', () => {
    const tree = html(
      '<table><thead><tr><th></th><th>webpack 4</th><th> </th></tr></thead>' +
        '<tbody><tr><td>row</td><td>yes</td><td>x</td></tr></tbody></table>',
    );
    expect(labelTables(tree)).toBe(1);
    expect(labelsOf(tree)).toEqual([[undefined, 'webpack 4', undefined]]);
  });

  it('leaves tables without a thead, or with no header text, as they are', () => {
    const source =
      '<table><tbody><tr><th>Key</th><th>Value</th></tr><tr><td>a</td><td>b</td></tr></tbody></table>' +
      '<table><thead><tr><th></th><th></th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>';
    const tree = html(source);
    expect(labelTables(tree)).toBe(0);
    expect(toHtml(tree)).toBe(toHtml(html(source)));
  });

  it('joins the texts of several header rows, each once', () => {
    const thead = html(
      '<table><thead><tr><th rowspan="2">Option</th><th colspan="2">Mode</th></tr>' +
        '<tr><th>development</th><th>production</th></tr></thead></table>',
    ).children[0] as Element;
    expect(columnLabels(thead.children[0] as Element)).toEqual([
      'Option',
      'Mode – development',
      'Mode – production',
    ]);
  });

  it('labels a table nested in a cell by its own header', () => {
    const tree = html(
      '<table><thead><tr><th>Outer</th></tr></thead><tbody><tr><td>' +
        '<table><thead><tr><th>Inner</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>' +
        '</td></tr></tbody></table>',
    );
    expect(labelTables(tree)).toBe(2);
    expect(labelsOf(tree)).toEqual([['Outer'], ['Inner']]);
  });
});

describe('rehypeTableLabels', () => {
  it('labels the tables of a page', () => {
    const output = unified()
      .use(rehypeParse, {fragment: true})
      .use(rehypeTableLabels)
      .use(rehypeStringify)
      .processSync('<table><thead><tr><th>Flag</th></tr></thead><tbody><tr><td>-c</td></tr></tbody></table>');
    expect(String(output)).toContain('<td data-label="Flag">-c</td>');
  });
});
