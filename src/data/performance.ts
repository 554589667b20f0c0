/**
 * Performance targets of the site (issue 15): the pages `npm run bench` measures with Lighthouse,
 * and the first-view byte budgets the browser tests enforce. One list for both, so the bench and
 * the test always look at the same pages.
 */

/** A page the bench measures: its path, and what kind of page it is (decides its byte budget). */
export interface BenchPage {
  path: string;
  kind: 'home' | 'doc';
}

export const benchPages: readonly BenchPage[] = [
  {path: '/', kind: 'home'},
  {path: '/concepts/', kind: 'doc'},
  {path: '/guides/getting-started/', kind: 'doc'},
  {path: '/configuration/output/', kind: 'doc'},
  {path: '/configuration/optimization/', kind: 'doc'},
  {path: '/api/compilation-hooks/', kind: 'doc'},
  {path: '/plugins/split-chunks-plugin/', kind: 'doc'},
  // A README pulled from npm at build time.
  {path: '/loaders/css-loader/', kind: 'doc'},
  {path: '/zh/', kind: 'home'},
  {path: '/zh/concepts/', kind: 'doc'},
  {path: '/zh/guides/getting-started/', kind: 'doc'},
  {path: '/zh/configuration/output/', kind: 'doc'},
];

const KiB = 1024;

/**
 * Most JavaScript and CSS a page may transfer for its first view, in bytes (gzip; preloads and
 * prefetches of other pages are counted apart and not included).
 */
export const firstViewBudget: Readonly<Record<BenchPage['kind'], number>> = {
  home: 150 * KiB,
  doc: 180 * KiB,
};

/** Lighthouse (mobile preset) goals; printed by the bench next to the figures, never asserted. */
export const lighthouseTargets = {
  performance: 95,
  totalBlockingTimeMs: 200,
  /** Accessibility, best practices and SEO. */
  otherCategories: 100,
} as const;
