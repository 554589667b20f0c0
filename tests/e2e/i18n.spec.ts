import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type * as Status from '../../src/plugins/translation-status/status';
import {test, expect} from './fixtures';

/**
 * The Chinese site: language switching, interface strings, the fallback notice for pages
 * that are not translated yet, and the translation status page.
 */

const TRANSLATIONS = 'i18n/zh/docusaurus-plugin-content-docs/current';

/**
 * Latin-script words that rightly appear in the Chinese interface: names of products, sites
 * and licences, webpack terms that Chinese docs keep in English, and the language menu's "English".
 */
const ALLOWED_WORDS = new Set(
  [
    'webpack',
    'JavaScript',
    'CommonJS',
    'AMD',
    'ES',
    'API',
    'Loader',
    'loader',
    'script',
    'npx',
    'GitHub',
    'Twitter',
    'Stack',
    'Overflow',
    'Open',
    'Collective',
    'CC',
    'BY',
    'MIT',
    'English',
    'npm',
  ].map((w) => w.toLowerCase()),
);

/** Visible text and accessible names of `root`, minus code, file names and sponsor names. */
async function interfaceWords(page: Page, root: string): Promise<string[]> {
  const texts = await page.locator(root).evaluateAll((elements) => {
    const skip = 'pre, code, noscript, svg text, [data-testid="sponsor-list"] a[rel~="nofollow"], [hidden]';
    const out: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (
            parent &&
            !parent.closest(skip) &&
            parent.closest('[lang]')?.getAttribute('lang')?.startsWith('zh')
          ) {
            out.push(node.textContent ?? '');
          }
        } else {
          const el = node as Element;
          if (el.closest(skip) || !el.closest('[lang]')?.getAttribute('lang')?.startsWith('zh')) continue;
          for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
            const value = el.getAttribute(attribute);
            if (value) out.push(value);
          }
        }
      }
    }
    return out;
  });
  return (
    texts
      .join(' ')
      .split(/[^A-Za-z0-9._/@-]+/)
      .filter((word) => /[A-Za-z]{2,}/.test(word))
      // File names and paths (index.js, dist/main.js) are code, not interface text.
      .filter((word) => !/[./@]/.test(word))
      .filter((word) => !ALLOWED_WORDS.has(word.toLowerCase()))
  );
}

test.describe('Chinese site', () => {
  test('switching language on a concepts page lands on its Chinese page and back', async ({page}) => {
    await page.goto('/concepts/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const switcher = page.locator('.navbar').getByRole('button', {name: 'Select language'});
    await switcher.click();
    await page.getByRole('menuitem', {name: '中文'}).click();
    await expect(page).toHaveURL(/\/zh\/concepts\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // The Chinese site is a new page load: a click before React has hydrated it opens nothing.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    await page.locator('.navbar').getByRole('button', {name: '选择语言'}).click();
    await page.getByRole('menuitem', {name: 'English'}).click();
    // The path itself: `/concepts/$` alone also matches the Chinese page the click leaves.
    await expect(page).toHaveURL((url) => url.pathname === '/concepts/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the home page, navbar and footer have no English interface text', async ({page}) => {
    await page.goto('/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', {level: 1})).toContainText('打包你的');
    // Let the sponsors chunk load, so its headings are checked too.
    await page.locator('main').getByText('Open Collective').first().waitFor();
    // Open the documentation menu so that its items are visible.
    await page.locator('.navbar').getByText('文档', {exact: true}).hover();
    expect(await interfaceWords(page, '.navbar')).toEqual([]);
    expect(await interfaceWords(page, 'main, header, footer, [role="note"]')).toEqual([]);
    // The page title and description.
    expect(await page.title()).toBe('webpack');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /打包工具/);
  });

  test('a translated concepts page has Chinese interface text around the content', async ({page}) => {
    await page.goto('/zh/concepts/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(
      await interfaceWords(
        page,
        '.navbar, footer, .theme-doc-sidebar-container .sidebar-version-box, .pagination-nav__sublabel',
      ),
    ).toEqual([]);
    await expect(page.getByText(/你正在阅读 webpack 5 的文档/)).toBeVisible();
  });

  test('an untranslated page shows the English text with a Chinese notice', async ({page}) => {
    const untranslated = await findPage(page, 'missing');
    test.skip(!untranslated, 'every page is translated');
    await page.goto(untranslated!);
    const notice = page.getByTestId('translation-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('本页尚未翻译');
    await expect(notice.getByRole('link', {name: '翻译进度'})).toHaveAttribute(
      'href',
      '/zh/contribute/translation-status/',
    );
    await expect(notice.getByRole('link', {name: '翻译指南'})).toHaveAttribute(
      'href',
      '/zh/contribute/writers-guide/#translations',
    );
    // The English page has no notice, and neither has a translated page.
    await page.goto(untranslated!.replace(/^\/zh\//, '/'));
    await expect(page.locator('article')).toBeVisible();
    await expect(page.getByTestId('translation-notice')).toHaveCount(0);
    await page.goto('/zh/contribute/translation-status/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('翻译进度');
    await expect(page.getByTestId('translation-notice')).toHaveCount(0);
  });
  // A Chinese search query returning Chinese pages is tested in search.spec.ts.
});

/** English page files under docs/ (pulled READMEs included), relative to docs/. */
function docFiles(dir = 'docs', prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name.startsWith('_') || entry.name === '__tests__' ? [] : docFiles(dir, rel);
    return /\.mdx?$/.test(entry.name) ? [rel] : [];
  });
}

/**
 * What the status of every page should be, from the files themselves (the plugin's own rules).
 * Parsing every English page and translation is what makes this slow: compute it once.
 */
function expectedStates(docPaths: readonly string[]): Map<string, string> {
  // Required here, not imported with the spec: the Markdown parser takes 1-2 s to load in each
  // worker that runs a test of this file. (A dynamic import() cannot load TypeScript under Node 20.)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {stateOf} = require('../../src/plugins/translation-status/status') as typeof Status;
  return new Map(
    docPaths.map((docPath) => {
      const translation = path.join(TRANSLATIONS, docPath);
      const {state} = stateOf(
        docPath,
        fs.readFileSync(path.join('docs', docPath)),
        fs.existsSync(translation) ? fs.readFileSync(translation, 'utf8') : undefined,
      );
      return [docPath, state];
    }),
  );
}

/** The rows of the translation status table at `url`, as the server rendered them. */
async function statusRows(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const table = doc.querySelector('[data-testid="translation-status"]');
      return Array.from(table?.querySelectorAll('[data-testid="translation-status-row"]') ?? [], (row) => ({
        path: row.getAttribute('data-path')!,
        state: row.getAttribute('data-state')!,
        href: row.querySelector('a')?.getAttribute('href') ?? '',
      }));
    },
    await response.text(),
  );
}

async function findPage(page: Page, state: string): Promise<string | undefined> {
  const rows = await statusRows(page, '/zh/contribute/translation-status/');
  return (
    rows.find((row) => row.state === state && row.path.startsWith('concepts/'))?.href ??
    rows.find((row) => row.state === state)?.href
  );
}

test.describe('translation status page', () => {
  test('lists every docs page with its correct state, in both locales', async ({page}) => {
    test.setTimeout(180_000);
    const files = docFiles().sort();
    const expected = expectedStates(files);
    for (const [locale, url] of [
      ['en', '/contribute/translation-status/'],
      ['zh', '/zh/contribute/translation-status/'],
    ] as const) {
      const rows = await statusRows(page, url);
      // Every page once, each in the state its files give it: one diff names every wrong row.
      expect(rows.map((row) => `${row.path}: ${row.state}`).sort(), url).toEqual(
        files.map((file) => `${file}: ${expected.get(file)}`).sort(),
      );
      const [prefix, otherPrefix] = locale === 'zh' ? ['/zh/', '/zh/zh/'] : ['/', '/zh/'];
      expect(
        rows
          .map((row) => row.href)
          .filter((href) => !href.startsWith(prefix) || href.startsWith(otherPrefix)),
        `${url}: links outside the locale`,
      ).toEqual([]);
      // The links lead to real pages.
      const sample = rows.filter((_, i) => i % 25 === 0);
      for (const row of sample) {
        const response = await page.request.get(row.href);
        expect(response.status(), row.href).toBe(200);
      }
    }
  });

  test('counts add up and the page is in Chinese on /zh/', async ({page}) => {
    await page.goto('/zh/contribute/translation-status/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('翻译进度');
    const rows = await page.getByTestId('translation-status-row').count();
    await expect(page.getByTestId('translation-status').locator('p').first()).toContainText(
      `共 ${rows} 个文档页面`,
    );
    await expect(page.getByRole('heading', {level: 3, name: /^概念/})).toBeVisible();
  });
});

/** The `href` of every `<link rel="canonical">` in a page's HTML as served (before any script runs). */
async function canonicalLinks(page: Page, url: string): Promise<string[]> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  // The build's HTML is minified: attribute values may be quoted or not.
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`)
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'canonical')
    .map((tag) => attribute(tag, 'href') ?? '');
}

async function sitemapOf(page: Page, url: string): Promise<string[]> {
  const xml = await (await page.request.get(url)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

test.describe('pages still in English under /zh/', () => {
  test('name the English page as canonical and are left out of the zh sitemap', async ({page}) => {
    const untranslated = await findPage(page, 'missing');
    test.skip(!untranslated, 'every page is translated');
    const english = untranslated!.replace(/^\/zh\//, '/');
    const rows = await statusRows(page, '/zh/contribute/translation-status/');
    const pulled = rows.find((row) => row.state === 'pulled')!.href;
    const translated = rows.find((row) => row.state === 'translated')!.href;

    for (const url of [untranslated!, pulled]) {
      const links = await canonicalLinks(page, url);
      expect(links, url).toHaveLength(1);
      expect(new URL(links[0]!).pathname, url).toBe(url.replace(/^\/zh\//, '/'));
    }
    // Translated pages, and every English page, keep their own canonical URL.
    for (const url of [translated, english, '/zh/']) {
      const links = await canonicalLinks(page, url);
      expect(links, url).toHaveLength(1);
      expect(new URL(links[0]!).pathname, url).toBe(url);
    }

    const zhSitemap = await sitemapOf(page, '/zh/sitemap.xml');
    expect(zhSitemap).toContain(translated);
    expect(zhSitemap).not.toContain(untranslated);
    expect(zhSitemap).not.toContain(pulled);
    // Blog posts: those translated under i18n/zh/ are in the zh sitemap, the others are not.
    const translatedPosts = fs
      .readdirSync('i18n/zh/docusaurus-plugin-content-blog')
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => `/zh/blog/${file.replace(/\.mdx?$/, '')}/`);
    expect(zhSitemap.filter((path) => path.startsWith('/zh/blog/2')).sort()).toEqual(translatedPosts.sort());
    expect(await sitemapOf(page, '/sitemap.xml')).toContain(english);
  });

  test('"编辑此页" opens the file the page is made from', async ({page}) => {
    const rows = await statusRows(page, '/zh/contribute/translation-status/');
    const translated = rows.find((row) => row.state === 'translated')!;
    const untranslated = rows.find((row) => row.state === 'missing');
    await page.goto(translated.href);
    await expect(page.getByRole('link', {name: '编辑此页'})).toHaveAttribute(
      'href',
      new RegExp(`/edit/[^/]+/${TRANSLATIONS}/${translated.path.replace(/\./g, '\\.')}$`),
    );
    if (untranslated) {
      await page.goto(untranslated.href);
      await expect(page.getByRole('link', {name: '编辑此页'})).toHaveAttribute(
        'href',
        new RegExp(`/edit/[^/]+/docs/${untranslated.path.replace(/\./g, '\\.')}$`),
      );
    }
    // The English page edits the English file.
    await page.goto(translated.href.replace(/^\/zh\//, '/'));
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      new RegExp(`/edit/[^/]+/docs/${translated.path.replace(/\./g, '\\.')}$`),
    );
  });
});
