import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * Issue 34, item 2 (D): how many taps a phone reader needs to reach Guides › Code Splitting from a
 * page without the docs' menu. The phone menu's Documentation list starts open and a section keeps
 * the menu open, where the section's pages are listed (src/theme/NavbarItem/DropdownNavbarItem/Mobile):
 * from the home page or the blog (whose menu lists the sections above its posts: src/theme/BlogSidebar/Mobile),
 * the menu, Guides, Code Splitting. Before: 5 taps from the home page (the list started closed and a
 * section closed the menu), 6 from the blog (its menu of posts, then back to the main menu).
 */
test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

/** Counts the taps; every one is a real touch on what is on screen. */
function tapper(page: Page) {
  const taps: string[] = [];
  /** The link, label or button named exactly `name` in the menu's panel on screen (the other is inert). */
  const entry = (name: string) =>
    page
      .locator('.navbar-sidebar__item:not([inert])')
      .locator('.menu__link, .navbar-sidebar__back')
      .filter({hasText: new RegExp(`^${name}$`), visible: true})
      .first();
  const tap = async (what: string, target: Locator = entry(what)) => {
    taps.push(what);
    await target.tap({timeout: 5_000});
  };
  return {taps, tap, entry};
}

for (const [from, guides, title, target] of [
  ['/', 'Guides', 'Code Splitting', '/guides/code-splitting/'],
  ['/zh/', '指南', '代码分离', '/zh/guides/code-splitting/'],
  ['/organization/', 'Guides', 'Code Splitting', '/guides/code-splitting/'],
] as const) {
  test(`${from} → Guides › ${title} in three taps: the menu, ${guides}, ${title}`, async ({page}) => {
    await page.goto(from);
    const {taps, tap, entry} = tapper(page);
    await tap('menu', page.locator('.navbar__toggle'));
    // The Documentation list is open from the start.
    await expect(entry(guides)).toBeVisible();
    await tap(guides);
    // The section's page opened behind the menu, which stayed open on the docs' menu, the section open.
    await expect.poll(() => new URL(page.url()).pathname).toBe(target.replace(/[^/]+\/$/, ''));
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(entry(title)).toBeVisible();
    await tap(title);
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText(title);
    expect(taps).toEqual(['menu', guides, title]);
  });
}

for (const [from, guides, title, target] of [
  ['/blog/', 'Guides', 'Code Splitting', '/guides/code-splitting/'],
  ['/zh/blog/', '指南', '代码分离', '/zh/guides/code-splitting/'],
] as const) {
  test(`${from} → Guides › ${title} in three taps: the blog’s menu lists the sections above its posts`, async ({
    page,
  }) => {
    await page.goto(from);
    const {taps, tap, entry} = tapper(page);
    await tap('menu', page.locator('.navbar__toggle'));
    // The blog's own menu (theme-classic shows it first): the Documentation list, then the posts.
    await expect(page.locator('.navbar-sidebar__item:not([inert]) .navbar-sidebar__back')).toBeVisible();
    await tap(guides);
    await expect.poll(() => new URL(page.url()).pathname).toBe(target.replace(/[^/]+\/$/, ''));
    await expect(entry(title)).toBeVisible();
    await tap(title);
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    expect(taps).toEqual(['menu', guides, title]);
  });
}

test('the Documentation label still closes and reopens the list, and says which, without leaving the page', async ({
  page,
}) => {
  await page.goto('/');
  const {tap, entry} = tapper(page);
  await tap('menu', page.locator('.navbar__toggle'));
  const label = entry('Documentation');
  await expect(label).toHaveAttribute('aria-expanded', 'true');
  await tap('Documentation');
  await expect(label).toHaveAttribute('aria-expanded', 'false');
  await expect(entry('Guides')).toBeHidden();
  await tap('Documentation');
  await expect(label).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a link of the main menu that is not a documentation section still closes the menu', async ({page}) => {
  await page.goto('/');
  const {tap} = tapper(page);
  await tap('menu', page.locator('.navbar__toggle'));
  await tap('Vote');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/vote/');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});
