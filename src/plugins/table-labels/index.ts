/**
 * Rehype plugin for docs, blog posts and pages: gives each body cell of a table its column's
 * header text as `data-label`, and the table `data-labelled`, at build time. On a phone, such a
 * table is shown as a list of cards, each cell preceded by its label (CSS `attr(data-label)` in
 * src/components/ScrollableTable), which works from the server's HTML before any script runs.
 *
 * A table is labelled only when it has a `<thead>` with some header text: a table without one is
 * left as it is (it keeps its rows and scrolls sideways). Header and body cells are laid on the
 * table's grid, so `colspan` and `rowspan` put every cell under the right column; a cell spanning
 * several columns is labelled with their (distinct) headers, a column whose header is empty gives
 * no label. Only the text of a header counts (its code, links and emphasis lose their markup).
 */
import type {Element, ElementContent, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

/** The hast property of a body cell's `data-label`. */
export const LABEL_PROPERTY = 'dataLabel';
/** The hast property of `data-labelled`, which marks a table whose body cells carry labels. */
export const LABELLED_PROPERTY = 'dataLabelled';

const isElement = (node: ElementContent, ...tags: string[]): node is Element =>
  node.type === 'element' && tags.includes(node.tagName);

/** A `colspan` or `rowspan` as the browser reads it: a positive whole number, else 1. */
function spanOf(value: unknown): number {
  const number = Math.trunc(Number(value));
  return Number.isFinite(number) && number >= 1 ? number : 1;
}

/** A cell of a section and the columns it covers. */
interface PlacedCell {
  cell: Element;
  /** Its first column (0-based). */
  column: number;
  /** How many columns it covers. */
  span: number;
}

/**
 * The cells of a table section (`thead`, `tbody`, `tfoot`) laid on its grid: a cell starts at the
 * first column of its row that no cell of a row above still covers (`rowspan`).
 */
export function placeCells(section: Element): PlacedCell[][] {
  const rows = section.children.filter((child) => isElement(child, 'tr'));
  const covered: Array<Set<number>> = rows.map(() => new Set());
  return rows.map((row, r) => {
    let column = 0;
    return row.children
      .filter((child) => isElement(child, 'th', 'td'))
      .map((cell) => {
        while (covered[r]!.has(column)) column++;
        const span = spanOf(cell.properties.colSpan);
        // rowspan="0" reaches the end of the section.
        const rowSpan =
          Number(cell.properties.rowSpan) === 0 ? rows.length - r : spanOf(cell.properties.rowSpan);
        for (let below = r + 1; below < Math.min(rows.length, r + rowSpan); below++)
          for (let c = column; c < column + span; c++) covered[below]!.add(c);
        const placed = {cell, column, span};
        column += span;
        return placed;
      });
  });
}

const textOf = (cell: Element) => toString(cell).replace(/\s+/g, ' ').trim();

/** Each column's header text (header rows top to bottom, distinct texts joined by " – "); "" for none. */
export function columnLabels(thead: Element): string[] {
  const texts: string[][] = [];
  for (const row of placeCells(thead))
    for (const {cell, column, span} of row) {
      const text = textOf(cell);
      for (let c = column; c < column + span; c++) {
        const found = (texts[c] ??= []);
        if (text && !found.includes(text)) found.push(text);
      }
    }
  return Array.from(texts, (column) => (column ?? []).join(' – '));
}

/** Labels the body cells of one table; returns whether it did (it has a `thead` with some text). */
export function labelTable(table: Element): boolean {
  const sections = table.children.filter((child): child is Element => child.type === 'element');
  const thead = sections.find((section) => section.tagName === 'thead');
  if (!thead) return false;
  const labels = columnLabels(thead);
  if (!labels.some(Boolean)) return false;
  for (const section of sections) {
    if (section.tagName !== 'tbody' && section.tagName !== 'tfoot') continue;
    for (const row of placeCells(section))
      for (const {cell, column, span} of row) {
        const label = [...new Set(labels.slice(column, column + span).filter(Boolean))].join(' / ');
        if (label) cell.properties[LABEL_PROPERTY] = label;
      }
  }
  table.properties[LABELLED_PROPERTY] = '';
  return true;
}

/** Labels every table of a page (a table inside a cell too); returns how many. */
export function labelTables(tree: Root): number {
  let labelled = 0;
  visit(tree, 'element', (node) => {
    if (node.tagName === 'table' && labelTable(node)) labelled++;
  });
  return labelled;
}

const rehypeTableLabels: Plugin<[], Root> = () => (tree) => {
  labelTables(tree);
};

export default rehypeTableLabels;
