import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';

// The other specs block service workers; these are about the worker.
test.use({serviceWorkers: 'allow'});

/** What a page not saved for offline reading shows offline. */
const offlineNotice = (page: Page) =>
  page.locator('.container', {has: page.locator('h1')}).filter({has: page.getByRole('alert')});

/** Waits until the worker controls the page and has kept the page for offline use. */
async function cachedForOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {timeout: 20_000});
  await page.waitForFunction(
    async () => {
      const url = location.origin + location.pathname;
      return Boolean(await caches.match(url));
    },
    undefined,
    {timeout: 20_000, polling: 250},
  );
}

// Installing a worker precaches a few hundred files one at a time, seconds of work: each test
// installs one locale's worker and checks all it needs of it.
test.describe('service worker and offline reading', () => {
  test('the worker registers at /sw.js with the manifest and icons; offline, visited pages still open, others get the app shell saying they are not saved and listing those that are, search still answers', async ({
    page,
    baseURL,
    context,
    problems,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    // Two pages visited online: the first loads before the worker controls it.
    await page.goto('/concepts/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return {scope: ready.scope, script: new URL(ready.active!.scriptURL).pathname};
    });
    expect(registration).toEqual({scope: `${baseURL}/`, script: '/sw.js'});
    await expect.poll(() => logs.some((line) => line.startsWith('Service worker active'))).toBe(true);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'webpack Documentation',
      short_name: 'webpack',
      start_url: '/',
      background_color: '#2b3a42',
      theme_color: '#2b3a42',
    });
    expect(['standalone', 'fullscreen']).toContain(manifest.display);
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find(
        (i: {sizes: string; type: string}) => i.sizes === size && i.type === 'image/png',
      );
      expect(icon, size).toBeTruthy();
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2b3a42');

    await cachedForOffline(page);
    await page.goto('/guides/getting-started/');
    await cachedForOffline(page);
    expect(problems.consoleErrors).toEqual([]);

    await context.setOffline(true);

    await page.goto('/concepts/');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Concepts');
    // The search bundle is precached: a query answers with the network cut.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const box = page.getByRole('combobox', {name: /search|搜索/i});
    await box.fill('module federation');
    const hit = page.getByRole('listbox').locator('[role=option][data-href^="/concepts/module-federation/"]');
    await expect(hit.first()).toContainText('Module Federation');
    await page.goto('/guides/getting-started/');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Getting Started');

    // Not visited: the app shell (site header and footer) comes instead of the browser's error page.
    const response = await page.goto('/configuration/mode/', {waitUntil: 'load'});
    expect(response?.ok()).toBe(true);
    await expect(page.locator('#app-shell')).toBeAttached();
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    // Its scripts were never downloaded: it says the page is not saved for offline reading (not
    // "Error loading content.") and links the pages that are, which open.
    const notice = offlineNotice(page);
    await expect(notice.getByRole('heading', {level: 1})).toHaveText(
      'This page is not saved for offline reading yet',
    );
    await expect(page.getByText('Error loading content.')).toHaveCount(0);
    await expect(notice.getByRole('listitem').getByRole('link')).toHaveText(['Concepts', 'Getting Started']);
    await notice.getByRole('link', {name: 'Getting Started'}).click();
    await expect(page).toHaveURL(/\/guides\/getting-started\/$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Getting Started');

    await context.setOffline(false);
    // The only failures: the unvisited page's own scripts, which were never downloaded.
    for (const failed of problems.failedRequests)
      expect(failed).toMatch(/\/assets\/js\/[\w~.-]+\.js \(net::ERR_FAILED\)$/);
    for (const error of problems.consoleErrors)
      expect(error).toMatch(/^(Failed to load resource: net::ERR_FAILED|Loading chunk \S+ failed)/);
  });

  test('the Chinese site has its own worker at /zh/sw.js; offline, a Chinese query answers from the cache and an unsaved page lists the saved one', async ({
    page,
    baseURL,
    context,
  }) => {
    await page.goto('/zh/concepts/module-federation/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/zh/`);
    await cachedForOffline(page);
    const title = (await page.getByRole('heading', {level: 1}).textContent()) ?? '';
    const chinese = title.match(/[\u4e00-\u9fff]{2,}/)?.[0];
    expect(chinese, 'the zh page has a Chinese title').toBeTruthy();

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('combobox').fill(chinese!);
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toHaveAttribute('data-href', /^\/zh\//);

    // A Chinese page not saved yet says so in Chinese, and links the Chinese page that is.
    await page.goto('/zh/configuration/mode/', {waitUntil: 'load'});
    const notice = offlineNotice(page);
    await expect(notice.getByRole('heading', {level: 1})).toHaveText('此页面尚未保存，暂时无法离线阅读');
    await expect(notice.getByRole('listitem').getByRole('link')).toHaveAttribute(
      'href',
      '/zh/concepts/module-federation/',
    );
    await context.setOffline(false);
  });

  test('on a phone, a link followed offline from far down a saved page to an unsaved one shows the notice in view, not the footer', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/concepts/');
    await cachedForOffline(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // A link in the article's last third: the reader has scrolled well past the first screen.
    const links = page.locator('article a[href^="/configuration/"]:not([href*="#"])');
    const link = links.nth(Math.floor((await links.count()) * 0.7));
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844);
    await link.click();
    const heading = offlineNotice(page).getByRole('heading', {level: 1});
    await expect(heading).toHaveText('This page is not saved for offline reading yet');
    // Measured from the layout (not with an IntersectionObserver, which a busy machine delays).
    const inView = () =>
      heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(inView, {message: 'the notice heading is in view'}).toBe(true);
    await context.setOffline(false);
  });
});
