import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {escapeRegExp} from '../../src/text/escapeRegExp';

/**
 * Holds the page's `main.js` back until `release()` is called, as a slow network would: a phone
 * shows the page, and the reader types, well before its scripts run.
 */
async function holdMainScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Types a query into the navbar search box and waits for its results list. */
async function search(page: Page, query: string) {
  const box = page.getByRole('combobox', {name: /search|搜索/i});
  await box.click();
  await box.fill(query);
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  return {box, list};
}

test.describe('built-in search', () => {
  test('the search script and index load on focus, not with the page', async ({page}) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) searchRequests.push(request.url());
    });
    await page.goto('/concepts/', {waitUntil: 'networkidle'});
    // Focus only once React listens: on a loaded machine hydration can end after the network is idle,
    // and a focus before it loads nothing (this test failed so in a CI run, and passed on its retry).
    await hydrated(page);
    expect(searchRequests).toEqual([]);
    await page.getByRole('combobox', {name: /search|搜索/i}).focus();
    await expect.poll(() => searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('"module federation" finds the page with highlighted matches and reaches its heading', async ({
    page,
    problems,
  }) => {
    await page.goto('/guides/getting-started/');
    const {box, list} = await search(page, 'module federation');
    // Other pages mention it too (ModuleFederationPlugin); the concepts page must be among the hits.
    const hit = list.locator('[role=option][data-href^="/concepts/module-federation/"]').first();
    await expect(hit).toContainText('Module Federation');
    await expect(hit.locator('mark').first()).toBeVisible();
    await expect(hit).toHaveAttribute('data-href', /^\/concepts\/module-federation\/(#[\w-]+)?$/);
    const href = (await hit.getAttribute('data-href'))!;

    // Keyboard: arrow down to that result; Enter opens it.
    const hitId = (await hit.getAttribute('id'))!;
    for (let i = 0; i < 10 && (await box.getAttribute('aria-activedescendant')) !== hitId; i++) {
      await box.press('ArrowDown');
    }
    await expect(box).toHaveAttribute('aria-activedescendant', hitId);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
    await expect(page.getByRole('heading', {level: 1, name: 'Module Federation'})).toBeVisible();
    const anchor = new URL(href, 'http://x').hash.slice(1);
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('arrow keys move through the results and Escape closes them', async ({page}) => {
    await page.goto('/concepts/');
    const {box, list} = await search(page, 'loader');
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('a query without matches says so', async ({page}) => {
    await page.goto('/concepts/');
    const box = page.getByRole('combobox', {name: /search|搜索/i});
    await box.fill('qqxzv jjqqxk');
    await expect(page.getByRole('status').filter({hasText: 'No results'})).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the "/" hint can be read on the navbar in the ${colorScheme} scheme`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/concepts/');
      // The hint is aria-hidden (the box's label says what it is for), so axe does not look at it.
      const ratio = await page.evaluate(() => {
        const parse = (color: string) => {
          const [r, g, b, a = 1] = color.match(/[\d.]+/g)!.map(Number);
          return {r: r!, g: g!, b: b!, a};
        };
        type Rgb = {r: number; g: number; b: number};
        const over = (top: Rgb & {a: number}, below: Rgb): Rgb => ({
          r: top.r * top.a + below.r * (1 - top.a),
          g: top.g * top.a + below.g * (1 - top.a),
          b: top.b * top.a + below.b * (1 - top.a),
        });
        const luminance = ({r, g, b}: Rgb) => {
          const channel = (c: number) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const hint = document.querySelector('.navbar__search kbd')!;
        const input = document.querySelector('.navbar__search input')!;
        const navbar = parse(getComputedStyle(document.querySelector('.navbar')!).backgroundColor);
        const field = over(parse(getComputedStyle(input).backgroundColor), navbar);
        const style = getComputedStyle(hint);
        const text = over({...parse(style.color), a: parse(style.color).a * Number(style.opacity)}, field);
        const [light, dark] = [luminance(text), luminance(field)].sort((a, b) => b - a);
        return (light! + 0.05) / (dark! + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('a query typed before the page hydrates is kept and searched', async ({page}) => {
    // Hydration used to reset the box to the empty query.
    const release = await holdMainScript(page);
    await page.goto('/zh/concepts/', {waitUntil: 'domcontentloaded'});
    const box = page.getByRole('combobox', {name: /search|搜索/i});
    await box.click();
    await page.keyboard.type('热更新');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    release();
    await hydrated(page);
    await expect(box).toHaveValue('热更新');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('模块热替换');
  });

  test('a query typed into the results page before it hydrates is kept and searched', async ({page}) => {
    const release = await holdMainScript(page);
    await page.goto('/search/', {waitUntil: 'domcontentloaded'});
    const box = page.getByRole('searchbox', {name: 'Search for'});
    await box.click();
    await page.keyboard.type('output.filename');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    release();
    await hydrated(page);
    await expect(box).toHaveValue('output.filename');
    await expect(page).toHaveURL(/\/search\/\?q=output\.filename$/);
    await expect(
      page
        .locator('main')
        .getByRole('link', {name: /output\.filename/})
        .first(),
    ).toBeVisible();
  });

  test('"/" focuses the search box', async ({page}) => {
    await page.goto('/concepts/');
    await page.locator('body').press('/');
    await expect(page.getByRole('combobox', {name: /search|搜索/i})).toBeFocused();
    await page.getByRole('combobox', {name: /search|搜索/i}).blur();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('combobox', {name: /search|搜索/i})).toBeFocused();
  });

  test('a Chinese query on a Chinese page returns Chinese pages', async ({page}) => {
    // The query is Chinese text taken from a translated page, so the test follows the translations.
    await page.goto('/zh/concepts/module-federation/');
    const title = (await page.getByRole('heading', {level: 1}).textContent()) ?? '';
    const chinese = title.match(/[\u4e00-\u9fff]{2,}/)?.[0];
    expect(chinese, 'the zh page has a Chinese title').toBeTruthy();
    const {list} = await search(page, chinese!);
    const hrefs = await list
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('data-href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/zh\//);
    await expect(list.getByRole('option').first().locator('mark').first()).toContainText(
      chinese!.slice(0, 1),
    );
  });
});

test.describe('the search bundle and the results page', () => {
  test("pagefind's own URLs are the site's, with its default options, in both locales", async ({page}) => {
    await page.goto('/zh/concepts/');
    // Any reader of the bundle (another UI, a cache) gets the pages' real URLs: no /zh/zh/.
    const urls = await page.evaluate(async () => {
      const read = async (base: string, query: string) => {
        const pagefind = await import(/* webpackIgnore: true */ `${base}pagefind/pagefind.js`);
        await pagefind.init();
        const {results} = await pagefind.search(query);
        return Promise.all(
          results
            .slice(0, 5)
            .map(async (result: {data: () => Promise<{url: string}>}) => (await result.data()).url),
        );
      };
      return {zh: await read('/zh/', '模块'), en: await read('/', 'module')};
    });
    expect(urls.zh.length).toBeGreaterThan(0);
    for (const url of urls.zh) expect(url).toMatch(/^\/zh\/(?!zh\/)/);
    for (const url of urls.en) expect(url).toMatch(/^\/(?!zh\/)/);
  });

  test('"See all results" opens a shareable results page, which searches as you type', async ({
    page,
    problems,
  }) => {
    await page.goto('/concepts/');
    const {box} = await search(page, 'splitChunks');
    await expect(page.getByRole('listbox')).toHaveAttribute('data-results-for', 'splitChunks');
    await box.press('ArrowDown');
    await page.getByRole('link', {name: 'See all results for “splitChunks”'}).click();
    await expect(page).toHaveURL(/\/search\/\?q=splitChunks$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “splitChunks”');
    const results = page.getByRole('main').getByRole('list').getByRole('link');
    await expect.poll(() => results.count()).toBeGreaterThan(8);
    // Typing on the page keeps the URL (and so a shared link) in step.
    await page.getByLabel('Search for').fill('tree shaking');
    await expect(page).toHaveURL(/\/search\/\?q=tree%20shaking$/);
    await expect(results.first()).toHaveAttribute('href', /^\/guides\/tree-shaking\//);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a results page loaded from its URL, in Chinese, and its empty state offering the other language', async ({
    page,
    problems,
  }) => {
    await page.goto('/zh/search/?q=%E4%BB%A3%E7%90%86');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('“代理”的搜索结果');
    await expect(page.getByRole('main').getByRole('list').getByRole('link').first()).toHaveAttribute(
      'href',
      '/zh/configuration/dev-server/#devserverproxy',
    );
    await page.goto('/search/?q=qqxzv%20jjqqxk');
    await expect(page.getByRole('status')).toHaveText(/No results for “qqxzv jjqqxk”/);
    await expect(
      page.getByRole('link', {name: 'Search the Chinese documentation for “qqxzv jjqqxk”'}),
    ).toHaveAttribute('href', '/zh/search/?q=qqxzv%20jjqqxk');
    expect(problems.consoleErrors).toEqual([]);
  });
});

/** Real queries a reader types, per locale: Chinese ones in Chinese on /zh/. */
const QUERIES = {
  '/concepts/': [
    'entry points',
    'output filename',
    'loader',
    'plugin',
    'source map',
    'code splitting',
    'tree shaking',
    'hot module replacement',
    'caching contenthash',
    'resolve alias',
    'dev server proxy',
  ],
  '/zh/concepts/': [
    '入口起点',
    '输出',
    '模块',
    '插件',
    '代码分离',
    '懒加载',
    '模块热替换',
    '依赖图',
    '模块解析',
    '缓存',
    '生产环境',
  ],
} as const;

const normalized = (text: string | null | undefined) => (text ?? '').replace(/[\u200b\s]+/g, ' ').trim();

interface Hit {
  href: string;
  title: string;
  section: string | null;
}

/** What a hit's page holds, as the server sends it, read by the browser's own parser. */
interface Target {
  status: number;
  h1: string;
  /** Text of every element with the hit's id. */
  sections: string[];
}

test.describe('every result of real queries leads to the page and section it names', () => {
  // One page per locale types every query in turn, as a reader refining a search does: a page load
  // and a warm-up of the index per query made these 22 tests the second slowest browser spec.
  for (const [startPage, queries] of Object.entries(QUERIES)) {
    test(`${queries.length} queries on ${startPage}`, async ({page, problems}) => {
      test.setTimeout(queries.length * 15_000);
      await page.goto(startPage);
      const locale = startPage.startsWith('/zh/') ? '/zh/' : '/';
      const targets = new Map<string, Target>();
      const wrong: string[] = [];
      let followed = 0;
      for (const query of queries) {
        const box = page.getByRole('combobox', {name: /search|搜索/i});
        // Emptied first, so the options awaited below are this query's and not the last one's.
        await box.fill('');
        await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
        const {list} = await search(page, query);
        const hits: Hit[] = await list.getByRole('option').evaluateAll((options) =>
          options.map((option) => {
            return {
              href: option.getAttribute('data-href')!,
              title: option.querySelector('[data-part="title"]')?.textContent ?? '',
              section: option.querySelector('[data-part="heading"]')?.textContent ?? null,
            };
          }),
        );
        if (hits.length === 0) wrong.push(`"${query}": no results`);
        followed += hits.length;
        for (const hit of hits) {
          const problem = await checkHit(page, hit, locale, targets);
          if (problem) wrong.push(`"${query}": ${hit.href}: ${problem}`);
        }
      }
      test.info().annotations.push({type: 'figure', description: `search results followed: ${followed}`});
      expect(wrong).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});

/**
 * Why `hit` does not lead to the page and section it names, or nothing when it does. The page is
 * read from the server's HTML (the h1 and the sections are in it): a full load of every hit made
 * this the slowest browser test. `targets` keeps pages already read.
 */
async function checkHit(
  page: Page,
  hit: Hit,
  locale: string,
  targets: Map<string, Target>,
): Promise<string | undefined> {
  if (!hit.href.startsWith(locale) || (locale === '/' && hit.href.startsWith('/zh/'))) {
    return 'not a page of this locale';
  }
  let target = targets.get(hit.href);
  if (!target) {
    const response = await page.request.get(hit.href);
    const id = decodeURIComponent(new URL(hit.href, 'http://x').hash.slice(1));
    const found = await page.evaluate(
      ({html, id}) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const sections = id ? Array.from(doc.querySelectorAll(`[id="${CSS.escape(id)}"]`)) : [];
        return {
          h1: doc.querySelector('h1')?.textContent ?? '',
          sections: sections.map((section) => section.textContent ?? ''),
        };
      },
      {html: await response.text(), id},
    );
    target = {status: response.status(), ...found};
    targets.set(hit.href, target);
  }
  if (target.status !== 200) return `status ${target.status}`;
  const h1 = normalized(target.h1);
  if (!h1.includes(normalized(hit.title))) return `h1 "${h1}", hit says "${hit.title}"`;
  if (!new URL(hit.href, 'http://x').hash) return undefined;
  if (target.sections.length !== 1) return `not exactly one element with the hit's id`;
  if (hit.section && !normalized(target.sections[0]).includes(normalized(hit.section))) {
    return `the section reads "${normalized(target.sections[0])}", hit says "${hit.section}"`;
  }
  return undefined;
}
