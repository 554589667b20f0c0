import {test, expect} from './fixtures';
import {legacyRedirects} from '../../src/data/redirects';
import {sections} from '../../src/data/sections';

test.describe('routes', () => {
  test('a path without its trailing slash is redirected with 301, query kept', async ({request}) => {
    const response = await request.get('/concepts?utm=1', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/concepts/?utm=1');
  });

  test('client-side navigation keeps the hash through the redirect', async ({page}) => {
    await page.goto('/concepts#top');
    await expect(page).toHaveURL(/\/concepts\/#top$/);
  });

  test('an unknown path shows the not-found screen with status 404', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText('Oops! The page you are looking for has been removed or relocated.'),
    ).toBeVisible();
    const home = page.getByRole('link', {name: 'Go to Homepage'});
    await expect(home).toHaveAttribute('href', '/');
  });

  test('an unknown Chinese path gets the Chinese not-found page', async ({page}) => {
    const response = await page.goto('/zh/nope/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('/app-shell/ renders nothing between header and footer', async ({page}) => {
    await page.goto('/app-shell/');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('#app-shell')).toBeAttached();
    expect(await page.locator('#app-shell').innerHTML()).toBe('');
  });
});

test.describe('legacy redirects', () => {
  // The server's 301s, in both languages; a browser following one is shown below. Every target page
  // is loaded and checked in Chromium by the crawl.
  test(`each of the ${legacyRedirects.length} legacy URLs answers 301 to its page, in both languages`, async ({
    request,
  }) => {
    const wrong: string[] = [];
    for (const {from, to} of legacyRedirects) {
      for (const locale of ['', '/zh']) {
        const response = await request.get(`${locale}${from}`, {maxRedirects: 0});
        const location = response.headers().location;
        if (response.status() !== 301 || location !== `${locale}${to}`) {
          wrong.push(`${locale}${from}: ${response.status()} to ${location}, not 301 to ${locale}${to}`);
          continue;
        }
        const target = await request.get(location);
        const html = await target.text();
        if (target.status() !== 200 || !/<h1[\s>]/.test(html)) {
          wrong.push(`${location}: status ${target.status()}${/<h1[\s>]/.test(html) ? '' : ', no h1'}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  const withHash = legacyRedirects.find(({to}) => to.includes('#'))!;
  test(`a browser opening ${withHash.from} lands on ${withHash.to}, at the heading`, async ({page}) => {
    await page.goto(withHash.from);
    const target = new URL(withHash.to, 'http://x');
    await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.hash === target.hash);
    await expect(page.locator(`[id="${target.hash.slice(1)}"]`)).toBeInViewport();
  });
});

/** What the printable page's init script records of `window.print()`. */
interface PrintRecord {
  printCalls: number;
}

test.describe('printable pages', () => {
  for (const {id, label} of sections) {
    test(`/${id}/printable/?print holds every page of ${label} and prints once`, async ({page}) => {
      await page.addInitScript(() => {
        const record = window as unknown as PrintRecord;
        record.printCalls = 0;
        window.print = () => {
          record.printCalls++;
        };
      });
      // The section index lists the section's pages in the sidebar, in menu order: its server HTML
      // has them all, so it is fetched (meanwhile), not loaded in the browser.
      const sectionIndex = page.request.get(`/${id}/`);
      await page.goto(`/${id}/printable/?print`, {waitUntil: 'load'});
      // The page prints from an effect, once it has hydrated: what it holds is read after that.
      await page.waitForFunction(() => (window as unknown as PrintRecord).printCalls > 0, undefined, {
        polling: 100,
        timeout: 30_000,
      });
      const index = await sectionIndex;
      expect(index.status()).toBe(200);
      const {menuTitles, h1Count, printedTitles} = await page.evaluate(
        (indexHtml) => {
          const menu = new DOMParser().parseFromString(indexHtml, 'text/html');
          return {
            // Every page link of the menu, grouped pages included; a page's headings are #links.
            menuTitles: Array.from(menu.querySelectorAll('.theme-doc-sidebar-menu a.menu__link[href]'))
              .filter((link) => !link.getAttribute('href')!.includes('#'))
              .map((link) => link.textContent?.trim() ?? ''),
            h1Count: document.querySelectorAll('main h1').length,
            // Each page's title is an h2 (its hash link adds a zero-width space), but the section
            // index's, which is the section's title, the h1.
            printedTitles: Array.from(document.querySelectorAll('main article > h2'), (title) =>
              (title.textContent ?? '').replace(/\u200b/g, '').trim(),
            ),
          };
        },
        await index.text(),
      );
      expect(menuTitles.length).toBeGreaterThan(0);
      // One h1 for the section.
      expect(h1Count).toBe(1);
      expect(printedTitles).toEqual(menuTitles.slice(1));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await page.evaluate(() => (window as unknown as PrintRecord).printCalls)).toBe(1);
      // The query that asked for the dialog is gone: a reload does not open it again.
      expect(new URL(page.url()).search).toBe('');
    });
  }
});
