import {test, expect, sitemapPaths} from './fixtures';

/**
 * Every page listed in the sitemaps of both locales: answers 200, has exactly one h1,
 * logs no console error, makes no failing same-origin request, and opens every link that
 * leaves the site (http… or //…) in a new tab without an opener, and no internal link so.
 */
test('every sitemap page of both locales loads cleanly', async ({page, problems}) => {
  test.setTimeout(15 * 60_000);
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const path of paths) {
    problems.consoleErrors.length = 0;
    problems.failedRequests.length = 0;
    const response = await page.goto(path, {waitUntil: 'load'});
    const h1Count = await page.locator('h1').count();
    const badLinks = await page.locator('a[href]').evaluateAll((links) =>
      links.flatMap((a) => {
        const href = a.getAttribute('href')!;
        const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
        const external = /^(https?:)?\/\//.test(href) && new URL(href, location.href).origin !== location.origin;
        const newTab = a.getAttribute('target') === '_blank';
        if (external && !(newTab && rel.includes('noopener') && rel.includes('noreferrer'))) return [`external link without new tab/noopener: ${href}`];
        if (!external && newTab && !/\/printable\/$/.test(href)) return [`internal link opens a new tab: ${href}`];
        return [];
      }),
    );
    const issues = [
      response?.status() !== 200 && `status ${response?.status()}`,
      h1Count !== 1 && `${h1Count} h1 elements`,
      ...problems.consoleErrors.map((e) => `console: ${e}`),
      ...problems.failedRequests.map((r) => `request failed: ${r}`),
      ...badLinks,
    ].filter(Boolean);
    if (issues.length > 0) failures.push(`${path}\n    ${issues.join('\n    ')}`);
  }
  expect(failures, `${failures.length} of ${paths.length} pages have problems`).toEqual([]);
});
