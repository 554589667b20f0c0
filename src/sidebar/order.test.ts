import fixture from '../../tests/fixtures/sidebar-orders.json';
import {comparePages, orderPages, type OrderablePage} from './order';

const sections = fixture.sections as Record<string, OrderablePage[]>;

/** Deterministic shuffle, so a failure is reproducible. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('orderPages reproduces the inventory §1.2 menu order', () => {
  for (const [section, expected] of Object.entries(sections)) {
    it(`orders ${section} (${expected.length} pages)`, () => {
      for (const seed of [1, 7, 42]) {
        const titles = orderPages(shuffle(expected, seed)).map((p) => p.title);
        expect(titles).toEqual(expected.map((p) => p.title));
      }
    });
  }
});

describe('ordering rules', () => {
  const page = (fileName: string, title: string, sort?: number, group?: string) => ({
    fileName,
    title,
    sort,
    group,
  });

  it('puts the index first even when its sort is not the smallest', () => {
    const ordered = orderPages([page('a', 'A', -5), page('index', 'Configuration', 1)]);
    expect(ordered.map((p) => p.fileName)).toEqual(['index', 'a']);
  });

  it('drops printable pages (sort 999) from menus', () => {
    const ordered = orderPages([page('index', 'X', -1), page('printable', 'Printable', 999)]);
    expect(ordered.map((p) => p.fileName)).toEqual(['index']);
  });

  it('sorts ungrouped pages before grouped ones, groups alphabetically', () => {
    const ordered = orderPages([
      page('c', 'C', 1, 'Plugins'),
      page('b', 'B', 9),
      page('a', 'A', 2, 'Modules'),
    ]);
    expect(ordered.map((p) => p.fileName)).toEqual(['b', 'a', 'c']);
  });

  it('compares by title when either page has no sort', () => {
    expect(comparePages(page('x', 'Beta', 1), page('y', 'alpha'))).toBeGreaterThan(0);
  });

  it('keeps file-name order for equal sort values', () => {
    const ordered = orderPages([
      page('web-workers', 'Web Workers', 21),
      page('typescript', 'TypeScript', 21),
    ]);
    expect(ordered.map((p) => p.fileName)).toEqual(['typescript', 'web-workers']);
  });
});
