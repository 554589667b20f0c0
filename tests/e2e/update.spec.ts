/**
 * A new deployment while a reader has the site open: the installed worker keeps serving the old
 * precache until the reader accepts plugin-pwa's "new version available" prompt.
 *
 * Version A is the build under test. Version B is a copy of it as the next deployment would be
 * after a change to the app shell: the changed file, and its new revision in each worker's
 * precache manifest (workbox-build's revision is the MD5 of the file). Both are served by
 * scripts/serve.mjs, one after the other, on the same port: the same origin.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, otherOrigins} from './fixtures';
import {freePort, repoRoot, serveBuild, type StaticServer} from './lib/servers';

test.use({serviceWorkers: 'allow'});
test.describe.configure({mode: 'serial'});

const BUILD = path.join(repoRoot, 'build');
const MARKER = 'next-deployment';

/** Copies the build to `dir` and changes each locale's precached app shell, as a redeploy would. */
function writeNextVersion(dir: string): Record<'en' | 'zh', {before: string; after: string}> {
  fs.cpSync(BUILD, dir, {recursive: true});
  const revisions = {} as Record<'en' | 'zh', {before: string; after: string}>;
  for (const [locale, prefix] of [
    ['en', ''],
    ['zh', 'zh/'],
  ] as const) {
    const shellFile = path.join(dir, prefix, 'app-shell/index.html');
    const shell = fs
      .readFileSync(shellFile, 'utf8')
      .replace('</head>', `<meta name="webpack-docs-build" content="${MARKER}"></head>`);
    fs.writeFileSync(shellFile, shell);
    const after = crypto.createHash('md5').update(shell).digest('hex');

    const workerFile = path.join(dir, prefix, 'sw.js');
    const worker = fs.readFileSync(workerFile, 'utf8');
    const entry = /\{"revision":"([0-9a-f]{32})","url":"app-shell\/index\.html"\}/;
    const before = entry.exec(worker)?.[1];
    if (!before) throw new Error(`${workerFile}: no precache entry for app-shell/index.html`);
    fs.writeFileSync(
      workerFile,
      worker.replace(entry, `{"revision":"${after}","url":"app-shell/index.html"}`),
    );
    revisions[locale] = {before, after};
  }
  return revisions;
}

/** The revisions of the app shell in this page's worker's precache. */
async function precachedShellRevisions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const {scope} = await navigator.serviceWorker.ready;
    const revisions: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache') || !name.endsWith(scope)) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === new URL('app-shell/index.html', scope).pathname) {
          revisions.push(url.searchParams.get('__WB_REVISION__') ?? '');
        }
      }
    }
    return revisions;
  });
}

let nextDir: string;
let revisions: ReturnType<typeof writeNextVersion>;
let server: StaticServer | undefined;

test.beforeAll(() => {
  nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-next-'));
  revisions = writeNextVersion(nextDir);
});
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});
test.afterAll(() => fs.rmSync(nextDir, {recursive: true, force: true}));

for (const {locale, home, prompt, refresh} of [
  {locale: 'en', home: '/', prompt: 'New version available', refresh: 'Refresh'},
  {locale: 'zh', home: '/zh/', prompt: '有可用的新版本', refresh: '刷新'},
] as const) {
  test(`${locale}: a new deployment shows the reload prompt, and Refresh switches to it`, async ({page}) => {
    const port = await freePort();
    server = await serveBuild(BUILD, port);
    const origin = server.origin;
    // These servers are not the suite's baseURL, so the shared fixture's stubs do not apply:
    // other hosts are answered here (the machine has no internet), console errors collected.
    await page.context().route(otherOrigins(origin), (route) => route.fulfill({status: 204, body: ''}));
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    // Version A: the worker installs, precaches and takes control.
    await page.goto(`${origin}${home}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 30_000,
    });
    expect(await precachedShellRevisions(page)).toEqual([revisions[locale].before]);
    await expect(page.getByText(prompt)).toHaveCount(0);

    // Version B is deployed at the same origin; the reader reloads.
    await server.stop();
    server = await serveBuild(nextDir, port);
    await page.reload();
    const popup = page.locator('#pwa-popup-container');
    await expect(popup.getByText(prompt)).toBeVisible({timeout: 30_000});
    // Until the reader accepts, the old worker still serves the old precache.
    expect(await precachedShellRevisions(page)).toContain(revisions[locale].before);

    // Refresh: the waiting worker takes over and the page reloads under it.
    await page.evaluate(() => ((window as unknown as {beforeRefresh: boolean}).beforeRefresh = true));
    await popup.getByRole('button', {name: refresh}).click();
    await page.waitForFunction(
      () => !(window as unknown as {beforeRefresh?: boolean}).beforeRefresh,
      undefined,
      {
        timeout: 20_000,
      },
    );
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByText(prompt)).toHaveCount(0);
    const registration = await page.evaluate(async () => {
      const current = await navigator.serviceWorker.getRegistration();
      return {waiting: current?.waiting != null, active: current?.active?.state};
    });
    expect(registration).toEqual({waiting: false, active: 'activated'});
    expect(await precachedShellRevisions(page)).toEqual([revisions[locale].after]);

    // What the new version changed is what the reader now gets: offline, the new app shell.
    await page.context().setOffline(true);
    await page.goto(`${origin}${home}configuration/never-visited/`, {waitUntil: 'load'});
    await expect(page.locator('meta[name="webpack-docs-build"]')).toHaveAttribute('content', MARKER);
    await page.context().setOffline(false);

    // Offline, the never-visited page's own scripts cannot load; nothing else may fail.
    const unexpected = consoleErrors.filter(
      (error) =>
        !/^(Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)|Loading chunk \S+ failed)/.test(
          error,
        ),
    );
    expect(unexpected).toEqual([]);
  });
}
