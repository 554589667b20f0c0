import {axeWholePage} from './axe';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {contentUnder} from './covered';

test.describe('navbar', () => {
  test('Documentation is active on documentation sections in both locales, not elsewhere', async ({page}) => {
    for (const [path, active] of [
      ['/concepts/', true],
      ['/guides/getting-started/', true],
      ['/zh/concepts/', true],
      ['/contribute/', false],
      ['/blog/', false],
    ] as const) {
      await page.goto(path);
      const docs = page.locator('.theme-layout-navbar-left .dropdown > .navbar__link').first();
      if (active) await expect(docs, path).toHaveClass(/\bactive\b|navbar__link--active/);
      else await expect(docs, path).not.toHaveClass(/\bactive\b|navbar__link--active/);
    }
  });

  test('has the Documentation dropdown, header links and named icon links', async ({page}) => {
    await page.goto('/concepts/');
    await page.locator('.theme-layout-navbar-left .dropdown').hover();
    const menu = page.locator('.theme-layout-navbar-left .dropdown__menu');
    // Learning order; Blog is a header link, not in the menu (wayfinding.spec.ts).
    await expect(menu.getByRole('link')).toHaveText([
      'Concepts',
      'Guides',
      'Configuration',
      'Loaders',
      'Plugins',
      'API',
      'Migrate',
    ]);
    for (const name of ['Contribute', 'Vote', 'Blog']) {
      await expect(page.locator('.theme-layout-navbar-left > a', {hasText: name})).toBeVisible();
    }
    await expect(page.getByRole('link', {name: 'webpack on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/webpack/webpack',
    );
    await expect(page.getByRole('link', {name: 'webpack on Twitter'})).toHaveAttribute(
      'href',
      'https://twitter.com/webpack',
    );
    await expect(page.getByRole('link', {name: 'webpack on Stack Overflow'})).toHaveAttribute(
      'href',
      'https://stackoverflow.com/questions/tagged/webpack',
    );
  });
});

test('the footer links the top-level pages, getting started and the project pages', async ({page}) => {
  await page.goto('/concepts/');
  const footer = page.locator('footer');
  for (const href of [
    '/guides/getting-started/',
    '/comparison/',
    '/glossary/',
    '/branding/',
    '/license/',
    '/organization/',
    '/starter-kits/',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`), href).toHaveCount(1);
  }
  for (const href of ['https://gitter.im/webpack/webpack', 'https://github.com/webpack/webpack/releases']) {
    await expect(footer.locator(`a[href="${href}"]`), href).toHaveAttribute('target', '_blank');
  }
});

test.describe('language switcher', () => {
  test('switches to the same page in Chinese and back', async ({page}) => {
    await page.goto('/concepts/entry-points/');
    const button = page.getByRole('button', {name: 'Select language'});
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('menuitem', {name: '中文'}).click();
    await expect(page).toHaveURL(/\/zh\/concepts\/entry-points\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // A new page load (another locale): its menu works once React has hydrated it.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator('.navbar').getByRole('button', {expanded: false}).filter({hasText: '中文'}).click();
    await page.getByRole('menuitem', {name: 'English'}).click();
    await expect(page).toHaveURL(/\/concepts\/entry-points\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
  });

  test('Escape closes it and returns focus to the button', async ({page}) => {
    await page.goto('/concepts/');
    const button = page.getByRole('button', {name: 'Select language'});
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', {name: 'English'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test.describe('desktop sidebar', () => {
  test('the current page shows its anchors; chevrons toggle; Print Section and version box', async ({
    page,
  }) => {
    await page.goto('/concepts/entry-points/');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const current = sidebar.locator('li', {has: page.locator('a[aria-current="page"]')}).first();
    const anchors = current.locator('ul a');
    expect(await anchors.count()).toBeGreaterThan(2);
    for (const href of await anchors.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      // The current page's headings, linked by hash (not as router links to the page itself).
      expect(href).toMatch(/^#[\w-]+$/);
    }
    const toggle = current.getByRole('button', {name: /headings of Entry Points/});
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide headings of Entry Points');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Show headings of Entry Points');
    // theme-classic keeps a closed category's items in the page, hidden.
    await expect(current.locator('ul a').filter({visible: true})).toHaveCount(0);

    await sidebar.getByRole('button', {name: 'Show headings of Output'}).click();
    await expect(sidebar.getByRole('button', {name: 'Hide headings of Output'})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sidebar.locator('a[href^="/concepts/output/#"]').first()).toBeVisible();

    const print = page.getByRole('link', {name: 'Print Section'});
    await expect(print).toHaveAttribute('href', '/concepts/printable/?print');
    await expect(print).toHaveAttribute('target', '_blank');
    await expect(page.getByText('You are reading webpack 5 documentation')).toBeVisible();
    await expect(page.getByRole('link', {name: 'webpack 4 documentation', exact: true})).toHaveAttribute(
      'href',
      'https://v4.webpack.js.org/',
    );
  });

  test('an anchor link scrolls to its heading', async ({page}) => {
    await page.goto('/concepts/entry-points/');
    const anchor = page.locator('.theme-doc-sidebar-menu .sidebar-anchor > a[href^="#"]').nth(1);
    const hash = (await anchor.getAttribute('href'))!.split('#')[1];
    await anchor.click();
    await expect(page).toHaveURL(new RegExp(`#${hash}$`));
    await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
  });

  // Opened in a new page (a shared link, a result opened in a new tab), the page loads scrolled to
  // the entry. The code blocks above it are skipped off screen at an estimated height and shown in
  // the first frames: an estimate off by 1.9 px a line left headings up to 49 px under the navbar.
  for (const width of [1280, 390]) {
    test(`an #anchor opened in a new page shows its heading below the navbar (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      for (const path of [
        '/configuration/dev-server/#devserverserver',
        '/api/compilation-hooks/#processassets',
        '/guides/output-management/#cleaning-up-the-dist-folder',
        '/zh/configuration/dev-server/#devserverserver',
      ]) {
        await page.goto(path);
        // The blocks near the heading are laid out in the frames after the load.
        await page.waitForTimeout(500);
        const {top, navbarBottom} = await page.evaluate(
          (id) => ({
            top: document.getElementById(id)!.getBoundingClientRect().top,
            navbarBottom: document.querySelector('.navbar')!.getBoundingClientRect().bottom,
          }),
          path.split('#')[1]!,
        );
        expect(top, `${path}: the heading's top, against the navbar's bottom`).toBeGreaterThanOrEqual(
          navbarBottom,
        );
        // And at the top of the screen, where its scroll margin puts it, not further down.
        expect(top, `${path}: the heading's top, against the navbar's bottom`).toBeLessThanOrEqual(
          navbarBottom + 40,
        );
      }
    });
  }
});

async function swipe(page: Page, from: {x: number; y: number}, to: {x: number; y: number}) {
  await page.evaluate(
    ({start, end}) => {
      const touch = (x: number, y: number) =>
        new Touch({identifier: 1, target: document.body, clientX: x, clientY: y});
      document.dispatchEvent(
        new TouchEvent('touchstart', {
          touches: [touch(start.x, start.y)],
          changedTouches: [touch(start.x, start.y)],
          bubbles: true,
        }),
      );
      document.dispatchEvent(
        new TouchEvent('touchend', {touches: [], changedTouches: [touch(end.x, end.y)], bubbles: true}),
      );
    },
    {start: from, end: to},
  );
}

test.describe('mobile sidebar', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('opens by swipe or button, closes by swipe, outside tap or link click', async ({page}) => {
    await page.goto('/concepts/');
    const sidebar = page.locator('.navbar-sidebar');
    const isOpen = () => page.locator('.navbar-sidebar--show').count();
    await expect(sidebar).toBeAttached();
    expect(await isOpen()).toBe(0);

    // Too far from the left edge: nothing happens.
    await swipe(page, {x: 300, y: 400}, {x: 380, y: 400});
    expect(await isOpen()).toBe(0);
    await swipe(page, {x: 10, y: 400}, {x: 200, y: 420});
    await expect.poll(isOpen).toBe(1);
    await swipe(page, {x: 200, y: 400}, {x: 150, y: 405});
    await expect.poll(isOpen).toBe(0);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(isOpen).toBe(1);
    // A tap outside the panel (it is 83 % of the width) lands on the backdrop, once the panel has slid in.
    await expect.poll(async () => (await page.locator('.navbar-sidebar').boundingBox())?.x).toBe(0);
    await page.touchscreen.tap(375, 400);
    await expect.poll(isOpen).toBe(0);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(isOpen).toBe(1);
    await page.locator('.navbar-sidebar a[href="/concepts/output/"]').filter({visible: true}).click();
    await expect(page).toHaveURL(/\/concepts\/output\/$/);
    await expect.poll(isOpen).toBe(0);
  });
});

test.describe('banner', () => {
  test('is dismissed for good, with no flash on the next load', async ({page}) => {
    await page.goto('/concepts/');
    const banner = page.getByRole('region', {name: 'Announcement'});
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', {name: 'webpack 5 has been released'})).toHaveAttribute(
      'href',
      '/blog/2020-10-10-webpack-5-release/',
    );
    await banner.getByRole('button', {name: 'Dismiss the announcement'}).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('notification-dismissed'))).toBe('3');

    // Before any script of the app runs, the inline head script has already hidden it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.querySelector('[aria-label="Announcement"]');
        (window as unknown as {bannerShownAtLoad: boolean}).bannerShownAtLoad =
          !!el && getComputedStyle(el).display !== 'none';
      });
    });
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as {bannerShownAtLoad: boolean}).bannerShownAtLoad),
    ).toBe(false);
    await expect(page.getByRole('region', {name: 'Announcement'})).toHaveCount(0);
  });

  test('works when localStorage throws', async ({page, problems}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto('/concepts/');
    const banner = page.getByRole('region', {name: 'Announcement'});
    await expect(banner).toBeVisible();
    await banner.getByRole('button', {name: 'Dismiss the announcement'}).click();
    await expect(banner).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('chat widget', () => {
  test('loads its code only on the first click, then reopens without loading again', async ({page}) => {
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (/chat-room[.\w-]*\.js$/.test(request.url())) chatRequests.push(request.url());
    });
    await page.goto('/concepts/');
    await page.waitForLoadState('networkidle');
    expect(chatRequests).toEqual([]);

    const button = page.getByRole('button', {name: 'Chat with the webpack community'});
    await button.click();
    const dialog = page.getByRole('dialog', {name: 'webpack chat room'});
    await expect(dialog).toBeVisible();
    expect(chatRequests).toHaveLength(1);
    await expect(dialog.getByRole('link', {name: 'Open in a new tab'})).toHaveAttribute('target', '_blank');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    expect(chatRequests).toHaveLength(1);
  });

  test('the open chat room is legible in both colour modes and locales (its title and close button do not take the footer’s light text)', async ({
    page,
  }) => {
    for (const [path, button, room, scheme] of [
      ['/concepts/', 'Chat with the webpack community', 'webpack chat room', 'light'],
      ['/concepts/', 'Chat with the webpack community', 'webpack chat room', 'dark'],
      ['/zh/concepts/', '与 webpack 社区聊天', 'webpack 聊天室', 'light'],
    ] as const) {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(path);
      await page.getByRole('button', {name: button}).click();
      await expect(page.getByRole('dialog', {name: room})).toBeVisible();
      expect(await axeWholePage(page), `${path} ${scheme}`).toEqual([]);
    }
  });
});

test.describe('chat button', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    test(`never covers text or code at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height});
      await page.goto('/configuration/output/');
      const button = page.getByRole('button', {name: 'Chat with the webpack community'});
      const overlaps = () => contentUnder(button);
      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < scrollHeight; y += Math.round(scrollHeight / 12)) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        expect(await overlaps(), `what the button covers at scroll position ${y}`).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(button).toBeInViewport();
    });
  }

  test('says in words when the chat cannot load, and offers it in a new tab, in both locales', async ({
    page,
    context,
  }) => {
    for (const [path, name, message, link] of [
      [
        '/concepts/',
        'Chat with the webpack community',
        /could not be loaded/,
        'Open the chat room in a new tab',
      ],
      ['/zh/concepts/', '与 webpack 社区聊天', /聊天室加载失败/, '在新标签页中打开聊天室'],
    ] as const) {
      await context.setOffline(false);
      await page.goto(path);
      await context.setOffline(true);
      await page.getByRole('button', {name}).click();
      const status = page.getByRole('status').filter({hasText: message});
      await expect(status).toBeVisible();
      await expect(status.getByRole('link', {name: link})).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await context.setOffline(false);
  });

  test('reopened offline after its code has loaded, says so in words instead of an empty panel, in both locales', async ({
    page,
    context,
  }) => {
    await context.route(/gitter\.im/, (route) => route.abort());
    for (const [path, name, close, message] of [
      ['/concepts/', 'Chat with the webpack community', 'Close the chat room', /could not be loaded/],
      ['/zh/concepts/', '与 webpack 社区聊天', '关闭聊天室', /聊天室加载失败/],
    ] as const) {
      await context.setOffline(false);
      await page.goto(path);
      const button = page.getByRole('button', {name});
      await button.click();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.getByRole('button', {name: close}).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await context.setOffline(true);
      await button.click();
      await expect(page.getByRole('status').filter({hasText: message})).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Back online, the same button opens the room and the words go.
      await context.setOffline(false);
      await button.click();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(page.getByRole('status').filter({hasText: message})).toHaveCount(0);
    }
    await context.setOffline(false);
  });

  test('online, when the room’s chunk fails, says so in words (not “offline”) and a second click loads it', async ({
    page,
  }) => {
    for (const [path, name, message, link] of [
      [
        '/concepts/',
        'Chat with the webpack community',
        /could not be loaded\. Try the button again/,
        'Open the chat room in a new tab',
      ],
      [
        '/zh/concepts/',
        '与 webpack 社区聊天',
        /聊天室未能加载。请稍后再点一次按钮/,
        '在新标签页中打开聊天室',
      ],
    ] as const) {
      await page.route(/chat-room[.\w-]*\.js$/, (route) => route.abort());
      await page.goto(path);
      await page.getByRole('button', {name}).click();
      const status = page.getByRole('status').filter({hasText: message});
      await expect(status).toBeVisible();
      await expect(status).not.toContainText(/offline|离线/);
      await expect(status.getByRole('link', {name: link})).toHaveAttribute('target', '_blank');
      await page.unroute(/chat-room[.\w-]*\.js$/);
      await page.getByRole('button', {name}).click();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(status).toHaveCount(0);
    }
  });
});

test.describe('doc page furniture', () => {
  test('title, further reading, edit link, previous/next and table of contents', async ({page}) => {
    await page.goto('/concepts/manifest/');
    await expect(page.locator('h1')).toHaveText('The Manifest');
    const further = page.getByRole('region', {name: 'Further reading'});
    await expect(further.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
      'href',
      'https://github.com/webpack/webpack.js.org/edit/main/docs/concepts/manifest.md',
    );
    await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute('href', '/concepts/targets/');
    await expect(page.locator('.pagination-nav__link--next')).toHaveAttribute(
      'href',
      '/concepts/hot-module-replacement/',
    );
    expect(await page.locator('.table-of-contents a').count()).toBeGreaterThan(1);
  });

  test('links in prose kept as the server rendered it navigate with the router, in both locales', async ({
    page,
  }) => {
    // Every doc page adopts its paragraphs; a short one costs the least to load and hydrate.
    const pagePath = '/concepts/entry-points/';
    for (const locale of ['', '/zh']) {
      await page.goto(`${locale}${pagePath}`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
      // The paragraphs were adopted from the server's HTML (src/plugins/static-html), not hydrated.
      // (Their ids are the ones rehype.ts gives: sh-<file hash>-<count>.) The first link to another page.
      const link = page
        .locator(`article p[id^="sh-"] a[href^="${locale}/"]:not([href^="${locale}${pagePath}"])`)
        .first();
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      const title = await page.locator('h1').textContent();
      await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
      await link.click();
      await expect(page).toHaveURL(href);
      await expect(page.locator('h1')).not.toHaveText(title!);
      // No full page load: the document, and what the script set on it, are still there.
      expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
    }
  });
});

test.describe('loading states', () => {
  test('a page whose scripts cannot load says so and recovers on retry', async ({page}) => {
    await page.goto('/concepts/');
    // Block every script but the app's entry points, as a flaky network or a stale deploy would.
    const blockRouteChunks = (route: import('@playwright/test').Route) =>
      /\/(main|runtime~main)\.[\w]+\.js$/.test(route.request().url()) ? route.continue() : route.abort();
    await page.route('**/assets/js/*.js', blockRouteChunks);
    await page.getByRole('link', {name: 'Glossary'}).first().click();
    const alert = page.getByRole('alert').filter({hasText: 'Error loading content.'});
    await expect(alert).toBeVisible();
    // The server-rendered page is still there to read: never a blank page.
    await expect(page.locator('h1')).toHaveText('Glossary');

    await page.unroute('**/assets/js/*.js', blockRouteChunks);
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('alert').filter({hasText: 'Error loading content.'})).toHaveCount(0);
    // Hydrated again: client-side navigation works.
    await page.locator('.theme-doc-sidebar-menu a', {hasText: 'Branding'}).first().click();
    await expect(page.locator('h1')).toHaveText('Branding Guidelines');
  });
});

test.describe('theme', () => {
  test('follows the system colour scheme without a flash, and has a toggle', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {themeAtLoad: string | null}).themeAtLoad =
          document.documentElement.getAttribute('data-theme');
      });
    });
    await page.goto(`${test.info().project.use.baseURL}/concepts/`);
    expect(await page.evaluate(() => (window as unknown as {themeAtLoad: string | null}).themeAtLoad)).toBe(
      'dark',
    );
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
    // The toggle cycles through its modes; one of them is light.
    const toggle = page.getByRole('button', {name: /^Color mode: /});
    const themes = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      await toggle.click();
      themes.add(await page.locator('html').getAttribute('data-theme'));
    }
    expect(themes).toContain('light');
    await context.close();
  });
});
