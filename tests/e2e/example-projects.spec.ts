/**
 * The runnable projects' panels (src/plugins/example-projects), in the browser under the site's
 * CSP: the panel is in the page, its code loads only when it comes near the view, a file of the
 * tree opens in place, Download fetches a valid zip with the project's files, and Open in
 * StackBlitz posts those files to StackBlitz (intercepted: no network here).
 */
import {unzipSync, strFromU8} from 'fflate';
import type {Page} from '@playwright/test';
import {cspViolations, expect, test} from './lib/csp';

const PAGE = '/guides/getting-started/';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

for (const [base, download, stackblitz, readmeWord] of [
  ['', 'Download .zip', 'Open in StackBlitz', 'npm run build'],
  ['/zh', '下载 .zip', '在 StackBlitz 中打开', '安装并构建'],
] as const) {
  test(`${base || '/en'}: the panel opens a file, downloads the zip and posts the files to StackBlitz`, async ({
    page,
    context,
    reported,
    problems,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const posts: {url: string; body: string}[] = [];
    await context.route('https://stackblitz.com/**', (route) => {
      posts.push({url: route.request().url(), body: route.request().postData() ?? ''});
      return route.fulfill({status: 200, contentType: 'text/html', body: '<title>StackBlitz (stub)</title>'});
    });
    await open(page, `${base}${PAGE}`);
    const panel = page.locator('section[data-project]').first();
    await expect(panel).toHaveCount(1);
    // Below the fold, its code has not loaded: the buttons wait.
    await expect(panel.getByRole('button', {name: stackblitz})).toBeDisabled();
    const scriptsBefore = scripts.length;
    await panel.scrollIntoViewIfNeeded();
    await expect(panel).toHaveAttribute('data-ready', 'true');
    await expect(panel.getByRole('button', {name: stackblitz})).toBeEnabled();
    // The panel's code came with the scroll (hashed chunk names: counted, not named).
    expect(scripts.length).toBeGreaterThan(scriptsBefore);

    // A file opens in place.
    await panel.getByRole('button', {name: 'index.js'}).first().click();
    await expect(panel.locator('figure pre')).toContainText('import');
    await expect(panel.getByRole('button', {name: 'index.js'}).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Download: a valid zip with the project and its README in the page's language.
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', {name: download}).click(),
    ]);
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      void saved.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      });
    });
    const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([k, v]) => [k, strFromU8(v)]));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['package.json', 'README.md', 'src/index.js']));
    expect(files['README.md']).toContain(readmeWord);
    expect(JSON.parse(files['package.json']!).devDependencies.webpack).toMatch(/^5\.\d+\.\d+$/);

    // Open in StackBlitz: a form post of the same files, in a new window.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('button', {name: stackblitz}).click(),
    ]);
    await popup.waitForLoadState();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toMatch(/^https:\/\/stackblitz\.com\/run/);
    const form = new URLSearchParams(posts[0]!.body);
    expect(form.get('project[template]')).toBe('node');
    // A form post sends line ends as CRLF (HTML's form encoding); StackBlitz gets the same text.
    for (const [name, text] of Object.entries(files))
      expect(form.get(`project[files][${name}]`)?.replace(/\r\n/g, '\n'), name).toBe(text);
    expect(cspViolations(reported, problems)).toEqual([]);
  });
}

test('a page without projects loads none of the panel code', async ({page}) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await open(page, '/concepts/');
  await page.mouse.wheel(0, 20000);
  await page.waitForTimeout(500);
  expect(await page.locator('section[data-project]').count()).toBe(0);
  expect(loaded.filter((url) => /examples\/.*\.zip|stackblitz/i.test(url))).toEqual([]);
});
