import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * Reading the sidebar and printing a section (issue 34): the sidebar lists a page's h2 headings
 * only (deeper ones are in the table of contents), the Loaders menu reads in one alphabetical
 * order, and a printable section prints without the banner, with its title once, and opens the
 * print dialog only when the reader asked for it.
 */

const viewports = {
  desktop: {viewport: {width: 1280, height: 800}},
  phone: {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true},
} as const;

/** The sidebar of the page, opening the mobile one on a phone. */
async function openSidebar(page: Page, phone: boolean) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  if (!phone) return page.locator('.theme-doc-sidebar-menu').filter({visible: true});
  await page.locator('.navbar__toggle').click();
  const menu = page.locator('.navbar-sidebar .theme-doc-sidebar-menu').filter({visible: true});
  await expect(menu).toBeVisible();
  return menu;
}

for (const [size, options] of Object.entries(viewports)) {
  test.describe(`${size}`, () => {
    test.use(options);

    for (const locale of ['', '/zh']) {
      test(`${locale}/configuration/output/: the sidebar lists the page's h2 headings, not its h3s`, async ({
        page,
      }) => {
        await page.goto(`${locale}/configuration/output/`);
        const menu = await openSidebar(page, size === 'phone');
        // The current page's item (on a phone it sits inside its section's item, sidebar-section).
        const current = menu
          .locator('li.sidebar-page', {has: page.locator('a[aria-current="page"]')})
          .first();
        const listed = await current
          .locator('a[href^="#"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        const h2s = await page
          .locator('.theme-doc-markdown h2[id]')
          .evaluateAll((headings) => headings.map((h) => `#${h.id}`));
        expect(h2s.length).toBeGreaterThan(5);
        expect(listed).toEqual(h2s);
      });

      test(`${locale}/loaders/: css-loader and the other CSS loaders are where an alphabetical reader looks`, async ({
        page,
      }) => {
        await page.goto(`${locale}/loaders/`);
        const menu = await openSidebar(page, size === 'phone');
        // The page links of the menu, in order (headings are #links), and the group labels.
        const entries = await menu
          .locator('a.menu__link[href]:not([href*="#"]), .sidebar-group__label')
          .evaluateAll((nodes) =>
            nodes.map((node) =>
              node.classList.contains('sidebar-group__label')
                ? `[${node.textContent?.trim()}]`
                : (node.getAttribute('href') ?? '').replace(/^\/zh/, ''),
            ),
          );
        const pages = entries.filter((entry) => entry.startsWith('/loaders/') && entry !== '/loaders/');
        // The CSS group where "CSS" falls in the alphabetical list, css-loader first in it, right
        // after coffee-loader: where a reader scanning the list for css-loader looks.
        const at = entries.indexOf('/loaders/coffee-loader/');
        expect(entries.slice(at, at + 3)).toEqual([
          '/loaders/coffee-loader/',
          '[CSS]',
          '/loaders/css-loader/',
        ]);
        expect(pages.slice(pages.indexOf('/loaders/stylus-loader/') + 1)[0]).toBe('/loaders/exports-loader/');
        // The group's pages are set in from the others, so exports-loader is plainly not in it.
        const left = (href: string) =>
          menu.locator(`a.menu__link[href$="${href}"]`).evaluate((a) => a.getBoundingClientRect().left);
        // On a phone the menu slides in from the left: measure once it is in place.
        await expect.poll(() => left('/loaders/exports-loader/')).toBeGreaterThanOrEqual(0);
        expect(await left('/loaders/css-loader/')).toBeGreaterThan(await left('/loaders/exports-loader/'));
        // The label reads as written and as capitals: "CSS" in capitals no taller than the pages'
        // lowercase letters (0.75rem, then 0.875rem, beside 1rem links) read as a lowercase "css".
        // Measured on the glyphs: the label's capital height against the links' x-height.
        const glyphs = await menu.locator('.sidebar-group__label').evaluate((label) => {
          const link = label.parentElement!.querySelector('a.menu__link')!;
          const ascent = (element: Element, text: string) => {
            const style = getComputedStyle(element);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            return context.measureText(text).actualBoundingBoxAscent;
          };
          return {
            text: label.textContent,
            capitals: ascent(label, label.textContent ?? ''),
            lowercase: ascent(link, 'x'),
            transform: getComputedStyle(label).textTransform,
          };
        });
        expect(glyphs.text).toBe('CSS');
        expect(glyphs.transform).toBe('none');
        expect(glyphs.capitals, 'capital height of the label / x-height of the links').toBeGreaterThanOrEqual(
          1.25 * glyphs.lowercase,
        );
      });
    }
  });
}

/** What the init script records of `window.print()` in each page it runs in. */
interface PrintRecord {
  printCalls: number;
}

async function recordPrints(page: Page) {
  await page.context().addInitScript(() => {
    const record = window as unknown as PrintRecord;
    record.printCalls = 0;
    window.print = () => {
      record.printCalls++;
    };
  });
}

const printCalls = (page: Page) => page.evaluate(() => (window as unknown as PrintRecord).printCalls);

test.describe('printable section', () => {
  for (const [locale, title] of [
    ['', 'Concepts'],
    ['/zh', '概念'],
  ] as const) {
    test(`${locale}/concepts/printable/ prints without the banner and with its title once`, async ({
      page,
    }) => {
      await recordPrints(page);
      await page.goto(`${locale}/concepts/printable/`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('main h1')).toHaveText(title);
      // The section index's own title is the section's: it is not printed again under the h1.
      const titles = await page
        .locator('main h1, main h2')
        .evaluateAll((headings) => headings.map((h) => (h.textContent ?? '').replace(/\u200b/g, '').trim()));
      expect(titles.filter((text) => text === title)).toHaveLength(1);
      const banner = page.getByRole('region', {name: /Announcement|公告/});
      await expect(banner).toBeVisible();
      await page.emulateMedia({media: 'print'});
      await expect(banner).toBeHidden();
    });
  }

  test('the print dialog opens on the Print Section click, not on loading or reloading the page', async ({
    page,
    context,
  }) => {
    await recordPrints(page);
    // Opened directly (a bookmark, a shared link, a reload): the reader did not ask to print.
    await page.goto('/concepts/printable/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForTimeout(500);
    expect(await printCalls(page)).toBe(0);

    await page.goto('/concepts/');
    const [printable] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', {name: 'Print Section'}).click(),
    ]);
    await expect.poll(() => printCalls(printable), {timeout: 30_000}).toBe(1);
    await expect(printable.locator('main h1')).toHaveText('Concepts');
    // Reloading the tab that printed does not ask again.
    await printable.reload();
    await expect(printable.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await printable.waitForTimeout(500);
    expect(await printCalls(printable)).toBe(0);
  });
});
