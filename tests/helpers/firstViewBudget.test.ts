import {checkFirstViewBudget, fileSizes, gzipSize, stableName} from './firstViewBudget';

const files = [
  {path: '/assets/js/main.5a9f8d4e.js', gzipBytes: 100_000},
  {path: '/assets/css/styles.0524b2f8.css', gzipBytes: 20_000},
  {path: '/assets/js/22dd74f7.05fb3580.js', gzipBytes: 30_000},
];

describe('stableName', () => {
  it('drops the content hash of assets', () => {
    expect(stableName('/assets/js/main.5a9f8d4e.js')).toBe('js/main.js');
    expect(stableName('/assets/js/runtime~main.3955e110.js')).toBe('js/runtime~main.js');
    expect(stableName('/assets/css/styles.0524b2f8.css')).toBe('css/styles.css');
    expect(stableName('/sw.js')).toBe('/sw.js');
  });
});

describe('checkFirstViewBudget', () => {
  it('passes at or under the budget', () => {
    const report = checkFirstViewBudget('/concepts/', files, 150_000);
    expect(report.total).toBe(150_000);
    expect(report.withinBudget).toBe(true);
  });

  it('fails past the budget, naming the files that grew since the baseline', () => {
    const baseline = {'js/main.js': 90_000, 'css/styles.css': 20_000, 'js/22dd74f7.js': 30_000};
    const report = checkFirstViewBudget(
      '/concepts/',
      [...files, {path: '/assets/js/1170.1d529e92.js', gzipBytes: 4_000}],
      140_000,
      baseline,
    );
    expect(report.withinBudget).toBe(false);
    expect(report.grown.map((file) => file.name)).toEqual(['js/main.js', 'js/1170.js']);
    expect(report.message).toContain('over by');
    expect(report.message).toContain('js/main.js (87.9 KiB → 97.7 KiB)');
    expect(report.message).toContain('js/1170.js (new, 3.9 KiB)');
    expect(report.message).not.toContain('css/styles.css (');
  });

  it('says so when the budget was lowered under files that did not grow', () => {
    const report = checkFirstViewBudget('/', files, 100_000, fileSizes(files));
    expect(report.withinBudget).toBe(false);
    expect(report.grown).toEqual([]);
    expect(report.message).toContain('no file grew');
  });
});

describe('gzipSize', () => {
  it('is exact: the same bytes give the same size', () => {
    const text = 'function a(){return 1}'.repeat(200);
    expect(gzipSize(text)).toBe(gzipSize(Buffer.from(text)));
    expect(gzipSize(text)).toBeLessThan(text.length);
  });
});
