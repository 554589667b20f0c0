import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';
import {escapeRegExp} from '../../src/text/escapeRegExp';

/** 1×1 transparent PNG served for avatars and badges: test machines have no internet. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Every URL that is not on `origin`, as a route pattern. A pattern, unlike a predicate, is matched
 * by Playwright beside the browser: the site's own requests (hundreds when a worker precaches) go on
 * at once instead of each waiting for this test process to answer.
 */
export function otherOrigins(origin: string): RegExp {
  return new RegExp(`^(?!${escapeRegExp(origin)}/)`);
}

/** Waits until React has hydrated the page (Docusaurus sets `data-has-hydrated` on `<html>`). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
}

/** Pages of `context` see a browser without service workers (see `serviceWorkerSupport` below). */
export async function withoutServiceWorkers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as {serviceWorker?: unknown}).serviceWorker;
  });
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  externalRequests: string[];
}

/**
 * Every test gets a page whose requests to other hosts are answered by stubs (and
 * recorded), and whose console errors and failed same-origin requests are collected.
 */
export const test = base.extend<{problems: PageProblems; serviceWorkerSupport: void}>({
  /**
   * `page.goto(url)` returns once the page has hydrated. Its `load` event no longer says so: a
   * page requests its scripts only after its first paint (src/plugins/first-paint/afterPaint.ts),
   * and with nothing else to fetch, a short page fires `load` before that. A test that holds the
   * scripts back or looks at the page before them passes `waitUntil` and waits for what it needs.
   */
  page: async ({page}, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === undefined) await hydrated(page);
      return response;
    };
    await use(page);
  },
  /**
   * With `serviceWorkers: 'block'` (the default here), Playwright stubs `register()` to resolve to
   * nothing, which no browser does, and plugin-pwa's registration then fails on it. Such tests get
   * a browser without service workers instead, where the site does not register one at all.
   */
  serviceWorkerSupport: [
    async ({context, serviceWorkers}, use) => {
      if (serviceWorkers === 'block') await withoutServiceWorkers(context);
      await use();
    },
    {auto: true},
  ],
  problems: async ({page, baseURL}, use) => {
    const origin = new URL(baseURL!).origin;
    const problems: PageProblems = {consoleErrors: [], failedRequests: [], externalRequests: []};
    await page.context().route(otherOrigins(origin), (route) => {
      const request = route.request();
      problems.externalRequests.push(request.url());
      if (request.resourceType() === 'image') {
        return route.fulfill({status: 200, contentType: 'image/png', body: PIXEL});
      }
      return route.fulfill({status: 204, body: ''});
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
    page.on('requestfailed', (request) => {
      // ERR_ABORTED: a prefetch cut short by the next navigation, not a failure.
      if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
        problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
      }
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) {
        problems.failedRequests.push(`${response.url()} (${response.status()})`);
      }
    });
    await use(problems);
  },
});

export {expect};

/**
 * Paths of every page of both locales, relative to the site: the pages in the two sitemaps, plus
 * the Chinese twin of every English page (the zh sitemap leaves out pages still shown in English,
 * whose canonical URL is the English page, but they are pages of the site all the same).
 */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const paths = new Set<string>();
  for (const sitemap of ['/sitemap.xml', '/zh/sitemap.xml']) {
    const response = await page.request.get(sitemap);
    expect(response.status(), sitemap).toBe(200);
    const xml = await response.text();
    for (const [, loc = ''] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const pathname = new URL(loc).pathname;
      paths.add(pathname);
      if (!pathname.startsWith('/zh/')) paths.add(`/zh${pathname}`);
    }
  }
  return [...paths];
}
