import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/**
 * Where the reader is and where a control takes them (issue 34): the language switcher keeps the
 * reading position, breadcrumbs name the section, the Documentation menu is in learning order, and
 * the colour-mode toggle says what it shows and what a click does. At desktop and phone width.
 */
const viewports = {
  desktop: {viewport: {width: 1280, height: 800}},
  phone: {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true},
} as const;

/**
 * Opens the phone menu on a docs page and goes back to the navbar's own panel. theme-classic shows
 * the docs' sidebar panel first, but switches to it only a few renders after hydration, so the test
 * waits for that switch instead of looking once.
 */
async function openNavbarOwnMenu(page: Page) {
  await page.locator('.navbar__toggle').click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  const panels = page.locator('.navbar-sidebar__items');
  await expect(panels).toHaveClass(/navbar-sidebar__items--show-secondary/);
  await page.locator('.navbar-sidebar__back').click();
  await expect(panels).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
}

/** Opens the language menu (on a phone, in the navbar's sidebar) and picks a language. */
async function switchLanguage(page: Page, width: keyof typeof viewports, to: 'English' | '中文') {
  // The language switcher is on the navbar's own menu.
  if (width === 'phone') await openNavbarOwnMenu(page);
  const scope = width === 'phone' ? page.locator('.navbar-sidebar') : page.locator('.navbar');
  await scope.getByRole('button', {name: /Select language|选择语言/}).click();
  await scope.getByRole('menuitem', {name: to}).click();
}

/** The heading's distance from the top of the viewport. */
async function headingTop(page: Page, id: string): Promise<number> {
  return page.locator(`[id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top);
}

for (const [width, use] of Object.entries(viewports) as [
  keyof typeof viewports,
  (typeof viewports)[keyof typeof viewports],
][]) {
  test.describe(`${width}`, () => {
    test.use(use);

    test.describe('language switcher keeps the reading position', () => {
      for (const [from, to, target, pattern] of [
        ['/configuration/output/', '中文', '/zh/configuration/output/', /^\/zh\/configuration\/output\/$/],
        ['/zh/configuration/output/', 'English', '/configuration/output/', /^\/configuration\/output\/$/],
      ] as const) {
        test(`${from}#outputfilename → ${target}#outputfilename, scrolled to the heading`, async ({page}) => {
          await page.goto(`${from}#outputfilename`);
          await switchLanguage(page, width, to);
          await expect.poll(() => new URL(page.url()).pathname).toMatch(pattern);
          expect(new URL(page.url()).hash).toBe('#outputfilename');
          await hydrated(page);
          // The heading is at the top of the viewport (under the navbar), not 60,000 px below.
          await expect
            .poll(() => headingTop(page, 'outputfilename'), {timeout: 15_000})
            .toBeGreaterThanOrEqual(0);
          await expect.poll(() => headingTop(page, 'outputfilename')).toBeLessThan(200);
        });
      }

      test('without an anchor, lands on the heading the reader had scrolled past', async ({page}) => {
        await page.goto('/configuration/output/');
        // Read a little past the heading, without following a link to it.
        await page.evaluate(() => {
          const heading = document.getElementById('outputpath')!;
          window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY + 150);
        });
        expect(new URL(page.url()).hash).toBe('');
        await switchLanguage(page, width, '中文');
        await expect.poll(() => new URL(page.url()).pathname).toBe('/zh/configuration/output/');
        expect(new URL(page.url()).hash).toBe('#outputpath');
        await hydrated(page);
        await expect.poll(() => headingTop(page, 'outputpath'), {timeout: 15_000}).toBeGreaterThanOrEqual(0);
        await expect.poll(() => headingTop(page, 'outputpath')).toBeLessThan(200);
      });

      test('at the top of a page, switches to the top of the other page', async ({page}) => {
        await page.goto('/zh/concepts/');
        await switchLanguage(page, width, 'English');
        await expect.poll(() => new URL(page.url()).pathname).toBe('/concepts/');
        expect(new URL(page.url()).hash).toBe('');
      });
    });

    test.describe('breadcrumbs', () => {
      for (const [path, section, href, current] of [
        ['/configuration/output/', 'Configuration', '/configuration/', 'Output'],
        ['/zh/configuration/output/', '配置', '/zh/configuration/', null],
        ['/concepts/entry-points/', 'Concepts', '/concepts/', 'Entry Points'],
        ['/zh/guides/getting-started/', '指南', '/zh/guides/', null],
      ] as const) {
        test(`${path}: Home › ${section} › the page`, async ({page}) => {
          await page.goto(path);
          const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
          await expect(crumbs).toHaveCount(3);
          const sectionLink = crumbs.nth(1).getByRole('link');
          await expect(sectionLink).toHaveText(section);
          await expect(sectionLink).toHaveAttribute('href', href);
          await expect(sectionLink).toBeVisible();
          if (current) await expect(crumbs.nth(2)).toHaveText(current);
          await expect(crumbs.nth(2)).toHaveClass(/breadcrumbs__item--active/);
        });
      }

      test("a section's own index page is not named twice", async ({page}) => {
        await page.goto('/configuration/');
        const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
        await expect(crumbs.first()).toBeAttached();
        const texts = (await crumbs.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
        expect(new Set(texts).size).toBe(texts.length);
      });
    });
  });
}

test.describe('Documentation menu', () => {
  for (const [path, labels] of [
    ['/concepts/', ['Concepts', 'Guides', 'Configuration', 'Loaders', 'Plugins', 'API', 'Migrate']],
    ['/zh/concepts/', ['概念', '指南', '配置', 'Loader', '插件', 'API', '迁移']],
  ] as const) {
    test(`${path}: learning order, and Blog only once in the navbar (desktop)`, async ({page}) => {
      await page.goto(path);
      await page.locator('.theme-layout-navbar-left .dropdown').hover();
      await expect(page.locator('.theme-layout-navbar-left .dropdown__menu').getByRole('link')).toHaveText([
        ...labels,
      ]);
      await expect(page.locator('.navbar').locator('a[href$="/blog/"]')).toHaveCount(1);
    });
  }

  test.describe('phone', () => {
    test.use(viewports.phone);
    test('the navbar menu lists the sections in learning order and Blog once', async ({page}) => {
      await page.goto('/concepts/');
      await openNavbarOwnMenu(page);
      // The first panel is the navbar's own menu, the second the docs' sidebar.
      const menu = page.locator('.navbar-sidebar__item.menu').first();
      await expect(menu.locator('a[href$="/blog/"]')).toHaveCount(1);
      const hrefs = await menu
        .locator('.menu__list .menu__list a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '/concepts/',
        '/guides/',
        '/configuration/',
        '/loaders/',
        '/plugins/',
        '/api/',
        '/migrate/',
      ]);
    });
  });
});

test.describe('Documentation label opens its menu, never leaves the page', () => {
  for (const [path, label, guides] of [
    ['/guides/getting-started/', 'Documentation', 'Guides'],
    ['/zh/guides/getting-started/', '文档', '指南'],
  ] as const) {
    test(`${path}: on a phone the section list is open, a tap closes and reopens it, the menu stays open`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext(viewports.phone);
      const page = await context.newPage();
      await page.goto(`${baseURL}${path}`);
      await hydrated(page);
      await openNavbarOwnMenu(page);
      const menu = page.locator('.navbar-sidebar__item.menu').first();
      const documentation = menu.locator('.menu__link--sublist', {hasText: label});
      // Open from the start (src/theme/NavbarItem/DropdownNavbarItem/Mobile): the sections are one tap away.
      await expect(menu.getByRole('link', {name: guides, exact: true})).toBeVisible();
      await expect(documentation).toHaveAttribute('aria-expanded', 'true');
      await documentation.tap();
      await expect(menu.getByRole('link', {name: guides, exact: true})).toBeHidden();
      await documentation.tap();
      await expect(menu.getByRole('link', {name: guides, exact: true})).toBeVisible();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      expect(new URL(page.url()).pathname).toBe(path);
      await context.close();
    });

    test(`${path}: on a desktop a click opens the menu`, async ({page}) => {
      await page.goto(path);
      const dropdown = page.locator('.theme-layout-navbar-left .dropdown');
      // Focus alone does not open it (its aria-expanded would have to say so: navbar-dropdown.spec.ts).
      await dropdown.locator('> .navbar__link').focus();
      await page.mouse.move(1000, 600);
      await expect(
        dropdown.locator('.dropdown__menu').getByRole('link', {name: guides, exact: true}),
      ).toBeHidden();
      // Clicked, then the pointer moved away: the click keeps it open without hover.
      await dropdown.locator('> .navbar__link').click();
      await page.mouse.move(1000, 600);
      await expect(
        dropdown.locator('.dropdown__menu').getByRole('link', {name: guides, exact: true}),
      ).toBeVisible();
      await expect(dropdown.locator('> .navbar__link')).toHaveAttribute('aria-expanded', 'true');
      expect(new URL(page.url()).pathname).toBe(path);
      // Still shown as the current section.
      await expect(dropdown.locator('> .navbar__link')).toHaveClass(/navbar__link--active/);
    });
  }
});

test.describe('colour-mode toggle', () => {
  for (const [width, use] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const opposite = scheme === 'light' ? 'dark' : 'light';
      test(`${width}, system ${scheme}: says what it shows, and the first click shows ${opposite}`, async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({...use, colorScheme: scheme});
        const page = await context.newPage();
        await page.goto(`${baseURL}/concepts/`);
        await hydrated(page);
        if (width === 'phone') await page.locator('.navbar__toggle').click();
        const scope = width === 'phone' ? page.locator('.navbar-sidebar') : page.locator('.navbar');
        const toggle = scope.locator('button[class*="toggleButton"]').filter({visible: true});
        await expect(toggle).toHaveAccessibleName(
          new RegExp(`^Color mode: system \\(${scheme}\\)\\. Click for ${opposite} mode\\.$`),
        );
        await expect(toggle).toHaveAttribute(
          'title',
          `Color mode: system (${scheme}). Click for ${opposite} mode.`,
        );
        await toggle.click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', opposite);
        await expect(toggle).toHaveAccessibleName(`Color mode: ${opposite}. Click for ${scheme} mode.`);
        await toggle.click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await expect(toggle).toHaveAccessibleName(
          `Color mode: ${scheme}. Click to follow the system (${scheme}).`,
        );
        await toggle.click();
        await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
        await context.close();
      });
    }
  }

  test('in Chinese, the label is translated', async ({browser, baseURL}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.goto(`${baseURL}/zh/concepts/`);
    await hydrated(page);
    const toggle = page.locator('.navbar button[class*="toggleButton"]');
    await expect(toggle).toHaveAccessibleName('颜色模式：跟随系统（浅色）。点击切换为深色模式。');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('颜色模式：深色。点击切换为浅色模式。');
    await context.close();
  });
});

/**
 * Issue 34, item 2: on a phone, a section's label in the menu opens its pages in place (it neither
 * leaves the page nor closes the menu), so another section's page is three taps away from any doc
 * page: the menu, the section, the page. On a desktop, the Documentation menu opens from the
 * keyboard and on a click, and the same page is three clicks away.
 */
test.describe('another section’s page in three taps', () => {
  for (const [from, section, target, title] of [
    ['/concepts/', 'Guides', '/guides/code-splitting/', 'Code Splitting'],
    ['/zh/concepts/', '指南', '/zh/guides/code-splitting/', '代码分离'],
    ['/configuration/output/', 'Guides', '/guides/code-splitting/', 'Code Splitting'],
    ['/contribute/', 'Guides', '/guides/code-splitting/', 'Code Splitting'],
    ['/zh/guides/getting-started/', '概念', '/zh/concepts/output/', '输出'],
  ] as const) {
    test(`phone: ${from} → menu, ${section}, ${title}`, async ({browser, baseURL}) => {
      const context = await browser.newContext(viewports.phone);
      const page = await context.newPage();
      await page.goto(`${baseURL}${from}`);
      await hydrated(page);
      let taps = 0;
      const tap = async (target: ReturnType<Page['locator']>) => {
        taps++;
        await target.tap({timeout: 5_000});
      };
      const menu = page.locator('.navbar-sidebar');
      /** The link or label named exactly `name` in the menu's panel on screen (the other is inert). */
      const entry = (name: string) =>
        menu
          .locator('.navbar-sidebar__item:not([inert]) .menu__link')
          .filter({hasText: new RegExp(`^${name}$`), visible: true})
          .first();

      await tap(page.locator('.navbar__toggle'));
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      await tap(entry(section));
      // The section opened in place: same page, menu still open, its pages listed.
      await expect(entry(title)).toBeVisible();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      expect(new URL(page.url()).pathname).toBe(from);
      await expect(entry(section)).toHaveAttribute('aria-expanded', 'true');
      // Once the section open before it has closed (it may be above, and long), the opened
      // section's label is still on screen, not scrolled away above the reader's view.
      await page.waitForTimeout(800);
      const label = (await entry(section).boundingBox())!;
      expect(label.y).toBeGreaterThanOrEqual(0);
      expect(label.y + label.height).toBeLessThanOrEqual(viewports.phone.viewport.height);
      await tap(entry(title));
      await expect.poll(() => new URL(page.url()).pathname).toBe(target);
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
      expect(taps).toBeLessThanOrEqual(3);
      await context.close();
    });
  }

  test('phone: a second tap on the section closes it again, the menu stays open', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext(viewports.phone);
    const page = await context.newPage();
    await page.goto(`${baseURL}/concepts/`);
    await hydrated(page);
    await page.locator('.navbar__toggle').tap();
    const guides = page
      .locator('.navbar-sidebar__item:not([inert]) .menu__link')
      .filter({hasText: /^Guides$/, visible: true})
      .first();
    await guides.tap({timeout: 5_000});
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    await guides.tap();
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    expect(new URL(page.url()).pathname).toBe('/concepts/');
    await context.close();
  });

  for (const [from, section, target, title] of [
    ['/concepts/', 'Guides', '/guides/code-splitting/', 'Code Splitting'],
    ['/zh/concepts/', '指南', '/zh/guides/code-splitting/', '代码分离'],
  ] as const) {
    test(`desktop: ${from} → Documentation (keyboard), ${section}, ${title}`, async ({page}) => {
      await page.goto(from);
      await page.mouse.move(1000, 600);
      const dropdown = page.locator('.theme-layout-navbar-left .dropdown');
      const label = dropdown.locator('> .navbar__link');
      const sectionLink = dropdown.locator('.dropdown__menu').getByRole('link', {name: section, exact: true});
      // From the keyboard: Enter on the label opens the menu, Enter on a section follows it.
      await label.focus();
      await page.keyboard.press('Enter');
      await expect(sectionLink).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(from);
      await sectionLink.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe(target.replace(/[^/]+\/$/, ''));
      // Then the section's sidebar lists the page: three steps in all.
      await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: title, exact: true}).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    });
  }
});
