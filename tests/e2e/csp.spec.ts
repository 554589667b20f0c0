/**
 * The site works under the Content-Security-Policy that the build writes to `_headers` and that
 * scripts/serve.mjs sends, as the hosts do: no page of a representative set, in use, reports a
 * violation.
 */
import type {Page} from '@playwright/test';
import {cspViolations, expect, test} from './lib/csp';

async function open(page: Page, path: string, expectedStatus = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(expectedStatus);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `${path} is served with the policy`).toMatch(
    /script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
  );
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.describe('Content-Security-Policy', () => {
  test('the security headers are sent with pages, assets and the worker', async ({request}) => {
    for (const path of ['/', '/zh/', '/sw.js', '/manifest.json', '/this/does-not-exist/']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
    const html = await (await request.get('/')).text();
    // The page's scripts, named by its after-paint loader (src/plugins/first-paint).
    const script = /data-scripts="[^"]*?(\/assets\/js\/main\.[^"\s]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await request.get(script!)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  test('old URLs get a 301 from the server, query and fragment kept', async ({request}) => {
    const response = await request.get('/support/?from=x', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/contribute/?from=x');
    const zh = await request.get('/zh/plugins/no-emit-on-errors-plugin', {maxRedirects: 0});
    expect(zh.status()).toBe(301);
    expect(zh.headers().location).toBe('/zh/configuration/optimization/#optimizationemitonerrors');
  });

  test('an inline script without a hash is blocked and reported (the check works)', async ({
    page,
    problems,
    reported,
  }) => {
    await open(page, '/concepts/');
    await page.addScriptTag({content: 'window.injected = true;'}).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
    await expect
      .poll(() => cspViolations(reported, problems).some((v) => v.startsWith('script-src')))
      .toBe(true);
  });

  test('home, a doc page and a README page', async ({page, problems, reported}) => {
    for (const path of ['/', '/concepts/', '/loaders/babel-loader/']) {
      await open(page, path);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
    }
    expect(cspViolations(reported, problems)).toEqual([]);
  });

  test('search in use, the chat widget and the starter kits table', async ({page, problems, reported}) => {
    await open(page, '/concepts/');
    const box = page.getByRole('combobox', {name: /search|搜索/i});
    await box.fill('module federation');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();

    await page.getByRole('button', {name: 'Chat with the webpack community'}).click();
    const dialog = page.getByRole('dialog', {name: 'webpack chat room'});
    await expect(dialog.locator('iframe')).toBeAttached();

    await open(page, '/starter-kits/');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    expect(cspViolations(reported, problems)).toEqual([]);
  });

  test('the 404 page and the Chinese site', async ({page, problems, reported}) => {
    await open(page, '/this/does-not-exist/', 404);
    await open(page, '/zh/');
    await open(page, '/zh/concepts/');
    const box = page.getByRole('combobox', {name: /search|搜索/i});
    await box.fill('模块');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(cspViolations(reported, problems)).toEqual([]);
  });
});
