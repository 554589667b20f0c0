import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/**
 * Issue 31: what a phone does not hydrate. theme-classic renders the desktop sidebar and table of
 * contents on the server and removes them in the render after hydration at phone width;
 * `src/components/DesktopOnly` keeps their server HTML meanwhile instead of hydrating it. The phone
 * menu's content is rendered at its first opening (`src/theme/Navbar/MobileSidebar/Layout`), not
 * closed and off screen after hydration.
 */

const PAGES = ['/configuration/output/', '/zh/concepts/'];

/**
 * Before the page's scripts run: records, for each desktop-only part the page removes, how many of
 * its links React had hydrated (React keeps its fiber on each DOM node it hydrates or creates).
 */
async function watchRemovedParts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: Record<string, number> = {};
    (window as unknown as {removedParts: typeof removed}).removedParts = removed;
    const hydratedLinks = (element: Element) =>
      Array.from(element.querySelectorAll('a')).filter((link) =>
        Object.keys(link).some((key) => key.startsWith('__reactFiber')),
      ).length;
    new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((mutation) => Array.from(mutation.removedNodes))) {
        if (!(node instanceof Element)) continue;
        const toc = node.matches('.theme-doc-toc-desktop')
          ? node
          : node.querySelector('.theme-doc-toc-desktop');
        if (toc) removed.toc = hydratedLinks(toc);
        const sidebar = node.querySelector('.theme-doc-sidebar-menu');
        if (sidebar && node.closest('.navbar-sidebar') === null) removed.sidebar = hydratedLinks(sidebar);
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

const removedParts = (page: Page) =>
  page.evaluate(() => (window as unknown as {removedParts: Record<string, number>}).removedParts);

test.describe('phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  for (const path of PAGES) {
    test(`${path}: the desktop sidebar and table of contents go without being hydrated`, async ({page}) => {
      await watchRemovedParts(page);
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
      await expect.poll(() => removedParts(page)).toEqual({toc: 0, sidebar: 0});
    });
  }

  test('the phone menu is rendered when it first opens, and works', async ({page}) => {
    await page.goto('/configuration/output/');
    await hydrated(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar__item a')).toHaveCount(0);
    await page.locator('.navbar__toggle').tap();
    const current = page.locator('.navbar-sidebar__item:not([inert]) .menu__link--active');
    await expect(current.first()).toBeVisible();
    await page.locator('.navbar-sidebar__close').tap();
    await expect(page.locator('.navbar-sidebar')).not.toBeInViewport();
    // Closed again, the menu keeps what it rendered.
    await expect(page.locator('.navbar-sidebar__item a').first()).toBeAttached();
  });
});

test.describe('desktop', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('/configuration/output/: the sidebar and table of contents are hydrated and highlight as the page scrolls', async ({
    page,
  }) => {
    await page.goto('/configuration/output/');
    await hydrated(page);
    const hydratedLinks = (selector: string) =>
      page
        .locator(`${selector} a`)
        .evaluateAll(
          (links) =>
            links.filter((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))).length,
        );
    expect(await hydratedLinks('.theme-doc-toc-desktop')).toBeGreaterThan(50);
    expect(await hydratedLinks('.theme-doc-sidebar-menu')).toBeGreaterThan(20);
    await page.evaluate(() => document.getElementById('outputfilename')!.scrollIntoView());
    await expect(
      page.locator('.theme-doc-toc-desktop .table-of-contents__link--active[href="#outputfilename"]'),
    ).toBeVisible();
  });
});
