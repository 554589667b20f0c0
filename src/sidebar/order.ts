/**
 * Menu order of the documentation, as webpack.js.org ordered it (inventory §8):
 * the section index first, then by group (ungrouped pages first), then by `sort`
 * when both pages have one, else by title. Ties keep file-name order.
 */
export interface OrderablePage {
  /** File name without extension, e.g. `index`, `entry-points`, `_css-loader`. */
  fileName: string;
  title: string;
  sort?: number;
  group?: string;
}

export const PRINTABLE_SORT = 999;

const isIndex = (page: OrderablePage) => page.fileName === 'index';

/** Pages that never appear in menus: generated printable pages. */
export const isHiddenFromMenus = (page: OrderablePage): boolean =>
  page.sort === PRINTABLE_SORT || page.fileName === 'printable';

export function comparePages(a: OrderablePage, b: OrderablePage): number {
  const groupA = (a.group ?? '').toLowerCase();
  const groupB = (b.group ?? '').toLowerCase();
  if (groupA !== groupB) {
    return groupA < groupB ? -1 : 1;
  }
  // webpack.js.org compared sort values only when both were truthy, so 0 and
  // missing values fall through to the title comparison.
  if (a.sort && b.sort) {
    return a.sort - b.sort;
  }
  const titleA = a.title.toLowerCase();
  const titleB = b.title.toLowerCase();
  if (titleA === titleB) {
    return 0;
  }
  return titleA < titleB ? -1 : 1;
}

/** Orders one section's pages for its menu; stable, index first, hidden pages removed. */
export function orderPages<T extends OrderablePage>(pages: readonly T[]): T[] {
  const visible = pages
    .filter((page) => !isHiddenFromMenus(page))
    // Directory order (strcmp on file names) is the tie-breaker, as readdir gave it.
    .sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
  const sorted = [...visible].sort(comparePages);
  const index = sorted.findIndex(isIndex);
  if (index > 0) {
    sorted.unshift(...sorted.splice(index, 1));
  }
  return sorted;
}
