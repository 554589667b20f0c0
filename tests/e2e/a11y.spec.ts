import {axeEveryRule, axeWholePage} from './axe';
import {test, expect} from './fixtures';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${colorScheme}`, () => {
    test.use({colorScheme});

    // The crawl runs axe on every page in the light scheme; these also run dark: code blocks (token
    // colours), a wide table, a Chinese page in English with its notice, the not-found page.
    for (const path of [
      '/',
      '/concepts/entry-points/',
      '/configuration/devtool/',
      '/zh/configuration/devtool/',
      '/zh/api/logging/',
      '/this-page-does-not-exist/',
    ]) {
      test(`no serious or critical axe violations on ${path}`, async ({page}) => {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
        expect(await axeWholePage(page)).toEqual([]);
      });
    }

    test('no serious or critical axe violations with search results open, and on the results page', async ({
      page,
    }) => {
      await page.goto('/configuration/output/');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
      await page.getByRole('combobox', {name: /search/i}).fill('output.filename');
      // The first query loads the engine and the index: as long as the relevance test allows for it.
      await expect(page.getByRole('listbox')).toHaveAttribute('data-results-for', 'output.filename', {
        timeout: 15_000,
      });
      expect(await axeWholePage(page)).toEqual([]);
      await page.goto('/zh/search/?q=%E4%BB%A3%E7%90%86');
      await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
      expect(await axeWholePage(page)).toEqual([]);
    });

    test('no serious or critical axe violations with the mobile menu open', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto('/concepts/');
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      expect(await axeWholePage(page)).toEqual([]);
    });
  });
}

test('every interactive element of the header is reachable by keyboard with a visible focus ring', async ({
  page,
}) => {
  await page.goto('/concepts/');
  const seen = new Set<string>();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return {
        name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName,
        ring,
        inNavbar: !!el.closest('.navbar'),
      };
    });
    if (!focused) continue;
    expect(focused.ring, `focus ring on ${focused.name}`).toBe(true);
    if (focused.inNavbar) seen.add(focused.name);
  }
  for (const name of [
    'Select language',
    'webpack on GitHub',
    'webpack on Twitter',
    'webpack on Stack Overflow',
  ]) {
    expect(seen).toContain(name);
  }
});

test('the axe passes report the violations they exist to find', async ({page}) => {
  const seenStyles = new Set<string>();
  const insertDefects = (html: string) =>
    page.locator('article').evaluate((article, html) => article.insertAdjacentHTML('beforeend', html), html);

  await page.goto('/concepts/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
  await insertDefects(
    '<img src="/img/logo.svg" class="defect-image"><p class="defect-text" style="color:#bbb;background:#fff">faint text</p>' +
      '<p style="color:#000">text with <a href="/glossary/" class="defect-link" style="color:#222;text-decoration:none">a link</a> that looks like text</p>' +
      '<p class="defect-spacing" style="font: 16px/1 serif !important; width: 8em">text over several lines whose line height a reader cannot change</p>',
  );
  const first = await axeEveryRule(page, seenStyles);
  expect(first.rules.length).toBeGreaterThan(80);
  expect(first.violations.sort()).toEqual([
    expect.stringMatching(/^axe avoid-inline-spacing \(serious\): .*\.defect-spacing/),
    expect.stringMatching(/^axe color-contrast \(serious\): .*\.defect-text/),
    expect.stringMatching(/^axe image-alt \(critical\): .*\.defect-image/),
    expect.stringMatching(/^axe link-in-text-block \(serious\): .*\.defect-link/),
  ]);

  // A later page of the same crawl: a text style not seen before is still checked.
  await page.goto('/glossary/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
  await insertDefects('<p class="defect-later" style="color:#ccc;background:#fff">fainter text</p>');
  expect((await axeEveryRule(page, seenStyles)).violations).toEqual([
    expect.stringMatching(/^axe color-contrast \(serious\): .*\.defect-later/),
  ]);
  // The full pass of the pages above, in the same document after a sampled one, sees it too.
  expect(await axeWholePage(page)).toEqual([
    expect.stringMatching(/^axe color-contrast \(serious\): .*\.defect-later/),
  ]);
});
