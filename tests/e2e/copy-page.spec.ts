import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * "Copy page" (issue 32): the top of every doc page copies its Markdown twin, and a menu beside it
 * copies it too or opens it; keyboard, both locales, phone width, a failed fetch said in words, and
 * the code behind the buttons fetched only when a reader first points at, touches or tabs to them.
 */
const pages = [
  {
    path: '/concepts/entry-points/',
    twin: '/concepts/entry-points.md',
    copy: 'Copy page',
    more: 'More ways to copy the page',
    copied: 'Copied as Markdown',
    view: 'View as Markdown',
    offline: /did not load/,
  },
  {
    path: '/zh/concepts/entry-points/',
    twin: '/zh/concepts/entry-points.md',
    copy: '复制页面',
    more: '更多复制方式',
    copied: '已复制为 Markdown',
    view: '查看 Markdown',
    offline: /加载失败/,
  },
] as const;

test.beforeEach(async ({context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
});

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
}

for (const p of pages) {
  test.describe(p.path, () => {
    test('Copy page copies the Markdown twin and says so', async ({page, request}) => {
      await hydrated(page, p.path);
      const twin = await (await request.get(p.twin)).text();
      expect(twin).toContain('# ');
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await page.getByRole('button', {name: p.copy, exact: true}).click();
      await expect(page.getByRole('status').filter({hasText: p.copied})).toBeVisible();
      expect(await clipboardText(page)).toBe(twin);
    });

    test('keyboard: Tab to Copy page, Enter copies; Enter or ArrowDown opens the menu, Escape closes it and focus returns', async ({
      page,
      request,
    }) => {
      await hydrated(page, p.path);
      const twin = await (await request.get(p.twin)).text();
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      const copy = page.getByRole('button', {name: p.copy, exact: true});
      const more = page.getByRole('button', {name: p.more});
      // From the top of the page, as a keyboard reader arrives.
      await page.locator('body').focus();
      let tabs = 0;
      while (!(await copy.evaluate((el) => el === document.activeElement))) {
        tabs += 1;
        expect(tabs, 'Copy page is never reached with Tab').toBeLessThan(80);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText(p.copied);
      expect(await clipboardText(page)).toBe(twin);

      await page.keyboard.press('Tab');
      await expect(more).toBeFocused();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      for (const key of ['Enter', 'ArrowDown']) {
        await page.keyboard.press(key);
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.getByRole('menuitem').first()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('menuitem', {name: p.view})).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
        await expect(more).toBeFocused();
      }

      // The menu's copy item copies too; its view item opens the twin.
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(more).toBeFocused();
      await expect(page.getByRole('status')).toHaveText(p.copied);
      expect(await clipboardText(page)).toBe(twin);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      const [response] = await Promise.all([
        page.waitForResponse(`**${p.twin}`),
        page.keyboard.press('Enter'),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${p.twin.replace(/[.]/g, '\\.')}$`));
      expect((await page.locator('body').innerText()).trim()).toBe(twin.trim());
    });

    test('a failed fetch of the twin is said in words, and nothing is copied', async ({page}) => {
      await hydrated(page, p.path);
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await page.route(`**${p.twin}`, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', {name: p.copy, exact: true}).click();
      await expect(page.getByRole('status')).toHaveText(p.offline);
      expect(await clipboardText(page)).toBe('before');
    });
  });
}

test('the code behind the buttons loads when the reader first points at them, not with the page', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/copy-page\.[0-9a-f]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await hydrated(page, '/api/compilation-hooks/');
  await page.waitForLoadState('networkidle');
  expect(chunks, 'the behaviour was loaded before anyone pointed at the buttons').toEqual([]);
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.getByRole('button', {name: 'Copy page', exact: true}).hover();
  await expect.poll(() => chunks.length).toBe(1);
  // The status region is in the page before the first click, so that what is written into it is read out.
  await expect(page.getByRole('status')).toHaveCount(1);
  await page.getByRole('button', {name: 'More ways to copy the page'}).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(chunks).toHaveLength(1);
});

test.describe('at phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const p of pages) {
    test(`${p.path}: the buttons sit at the right above the title, which keeps the full width, and the menu and status fit the screen`, async ({
      page,
    }) => {
      await hydrated(page, p.path);
      const group = page.getByRole('button', {name: p.copy, exact: true}).locator('..');
      const title = page.locator('article h1');
      const [box, h1] = [await group.boundingBox(), await title.boundingBox()];
      expect(box && h1).toBeTruthy();
      // Right edge of the content column, on a line of their own above the title: beside it, they
      // broke a long one-word title (SplitChunksPlugin) in the middle.
      expect(box!.x + box!.width).toBeLessThanOrEqual(390 - 8);
      expect(box!.x + box!.width).toBeGreaterThan(390 - 40);
      expect(h1!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1);
      expect(h1!.y - (box!.y + box!.height)).toBeLessThan(24);
      await page.getByRole('button', {name: p.more}).click();
      const menu = await page.getByRole('menu').boundingBox();
      expect(menu!.x).toBeGreaterThanOrEqual(0);
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(390);
      await page.keyboard.press('Escape');
      await page.route(`**${p.twin}`, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', {name: p.copy, exact: true}).click();
      const status = await page.getByRole('status').boundingBox();
      expect(status!.x).toBeGreaterThanOrEqual(0);
      expect(status!.x + status!.width).toBeLessThanOrEqual(390);
    });
  }
});
