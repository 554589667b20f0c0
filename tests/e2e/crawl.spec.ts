import {axeEveryRule} from './axe';
import type {Page} from '@playwright/test';
import {test, expect, sitemapPaths} from './fixtures';

// Shards run in parallel, each within the per-test time limit on a slow machine. Each starts with a
// full load and a cold axe, and samples contrast anew: fewer, longer shards do less of that. Even,
// so that each shard holds one locale (sitemapPaths alternates an English page and its Chinese twin).
const SHARDS = 6;

/**
 * Every page listed in the sitemaps of both locales (split into shards that run in parallel), in
 * real Chromium: answers 200, has exactly one h1, logs no console error, makes no failing
 * same-origin request, has no serious or critical axe violation, and opens every link that leaves
 * the site (http… or //…) in a new tab without an opener, and no internal link so.
 *
 * A shard loads its first page of each locale from the server and reaches each further one as a
 * reader following a link does, through the router (history.pushState and popstate, which react-router follows).
 * Each page is then rendered by React in the browser, from the same route data the server used, and
 * axe stays loaded and warm: a full load and a cold axe per page made this crawl ~13 of the 22
 * minutes of the browser tests on CI's two cores. What a router visit does not exercise, the first
 * load of a page, is checked elsewhere: test:site reads the server's HTML of every page (ids,
 * links, headings, unrendered Markdown), the status of every page is asked of the server here, and
 * each shard's first page of each locale and the pages of the other specs are full loads that hydrate.
 */
for (let shard = 0; shard < SHARDS; shard++) {
  test(`every sitemap page of both locales loads cleanly and passes axe (shard ${shard + 1}/${SHARDS})`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(20 * 60_000);
    const allPaths = await sitemapPaths(page);
    expect(allPaths.length).toBeGreaterThan(100);
    const isChinese = (path: string) => path.startsWith('/zh/');
    // English first, then Chinese: each locale is a site of its own, with its own router.
    const paths = allPaths
      .filter((_, i) => i % SHARDS === shard)
      .sort((a, b) => Number(isChinese(a)) - Number(isChinese(b)));
    const failures: string[] = [];
    const axeRules = new Set<string>();
    // Style combinations whose contrast and link distinction are already checked in this shard.
    const seenStyles = new Set<string>();
    for (const [index, path] of paths.entries()) {
      problems.consoleErrors.length = 0;
      problems.failedRequests.length = 0;
      let status: number | undefined;
      if (index === 0 || isChinese(path) !== isChinese(paths[index - 1]!)) {
        status = (await page.goto(path, {waitUntil: 'load'}))?.status();
        // Some fixes (e.g. focusable wide tables) apply once React has hydrated the page.
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
      } else {
        // A router visit asks the server nothing: ask it for the page's status.
        status = (await page.request.get(path)).status();
        await navigateInApp(page, path);
      }
      // One plain evaluation for both: cheaper than a locator's count and evaluateAll (~60 vs ~90 ms a page).
      const {h1Count, badLinks} = await page.evaluate(() => ({
        h1Count: document.querySelectorAll('h1').length,
        badLinks: Array.from(document.querySelectorAll('a[href]')).flatMap((a) => {
          const href = a.getAttribute('href')!;
          const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
          const external =
            /^(https?:)?\/\//.test(href) && new URL(href, location.href).origin !== location.origin;
          const newTab = a.getAttribute('target') === '_blank';
          if (external && !(newTab && rel.includes('noopener') && rel.includes('noreferrer'))) {
            return [`external link without new tab/noopener: ${href}`];
          }
          // A link to a file (a path ending in an extension) must not get the pages' trailing slash.
          if (!external && /\.[a-z\d]{2,5}\/$/i.test(href))
            return [`file link with a trailing slash: ${href}`];
          // New tabs are for other sites, printable pages and downloadable files only.
          if (!external && newTab && !/\/printable\/(\?print)?$|\.[a-z\d]{2,5}$/i.test(href))
            return [`internal link opens a new tab: ${href}`];
          return [];
        }),
      }));
      const axe = await axeEveryRule(page, seenStyles);
      for (const rule of axe.rules) axeRules.add(rule);
      const issues = [
        status !== 200 && `status ${status}`,
        h1Count !== 1 && `${h1Count} h1 elements`,
        ...problems.consoleErrors.map((e) => `console: ${e}`),
        ...problems.failedRequests.map((r) => `request failed: ${r}`),
        ...badLinks,
        ...axe.violations,
      ].filter(Boolean);
      if (issues.length > 0) failures.push(`${path}\n    ${issues.join('\n    ')}`);
    }
    const zh = paths.filter((path) => path.startsWith('/zh/')).length;
    test
      .info()
      .annotations.push(
        {type: 'figure', description: `pages checked in Chromium (en): ${paths.length - zh}`},
        {type: 'figure', description: `pages checked in Chromium (zh): ${zh}`},
        {type: 'figure-max', description: `axe rules run on every page: ${axeRules.size}`},
      );
    expect(failures, `${failures.length} of ${paths.length} pages have problems`).toEqual([]);
  });
}

/**
 * Goes to `path` the way a click on a link does: the router renders the new route in this document.
 * Done when the previous page's h1 has been replaced (a new route mounts a new page component).
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    (window as {previousH1?: Element | null}).previousH1 = document.querySelector('h1');
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    (path) => {
      const h1 = document.querySelector('h1');
      return location.pathname === path && h1 && h1 !== (window as {previousH1?: Element | null}).previousH1;
    },
    path,
    {timeout: 30_000},
  );
}
