import {benchPages, firstViewBudget, firstViewCeilings, firstViewLimit} from './performance';
import {sectionIds} from './sections';

describe('performance data', () => {
  it('lists each target page once, with a budget for its kind', () => {
    const paths = benchPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of benchPages) {
      expect(page.path).toMatch(/^\/(.*\/)?$/);
      expect(firstViewBudget[page.kind]).toBeGreaterThan(0);
    }
    expect(firstViewBudget.home).toBe(150 * 1024);
    expect(firstViewBudget.doc).toBe(180 * 1024);
    // Every doc page measured is in a real section, in both languages.
    for (const page of benchPages.filter((p) => p.kind === 'doc')) {
      expect(sectionIds).toContain(page.path.replace(/^\/zh\//, '/').split('/')[1]);
    }
  });

  it('has ceilings only for pages that are over their budget, and enforces them instead', () => {
    for (const [path, ceiling] of Object.entries(firstViewCeilings)) {
      const page = benchPages.find((p) => p.path === path);
      expect(page).toBeDefined();
      expect(ceiling).toBeGreaterThan(firstViewBudget[page!.kind]);
      expect(firstViewLimit(page!)).toBe(ceiling);
    }
    const withoutCeiling = benchPages.find((p) => !(p.path in firstViewCeilings));
    if (withoutCeiling) expect(firstViewLimit(withoutCeiling)).toBe(firstViewBudget[withoutCeiling.kind]);
  });
});
