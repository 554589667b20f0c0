import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import deployHeadersPlugin from './index';
import {headersFor, parseHeadersFile, parseRedirectsFile} from './hostFiles.mjs';

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'zh'],
  currentLocale: 'zh',
  localeConfigs: {en: {baseUrl: '/'}, zh: {baseUrl: '/zh/'}},
};

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-headers-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), text);
  };
  write('index.html', '<script>var en=1</script><script src="/assets/js/main.1.js"></script>');
  write('concepts/index.html', '<script>var en=1</script>');
  write('assets/js/main.1.js', '');
  write('zh/index.html', '<script>var zh=1</script>');
  write('zh/assets/js/main.2.js', '');
  // A client-side redirect page: answered with a 301 by the host instead.
  write('support/index.html', "<script>location.href='/contribute/'</script>");
});
afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

/** Runs postBuild as the build of `locale` does (each locale writes to its own folder). */
async function postBuild(locale: 'en' | 'zh', options = {}) {
  const baseUrl = locale === 'en' ? '/' : '/zh/';
  const context = {baseUrl, i18n: {...i18n, currentLocale: locale}} as unknown as LoadContext;
  const plugin = deployHeadersPlugin(context, {
    redirects: [{from: '/support/', to: '/contribute/'}],
    ...options,
  });
  await plugin.postBuild!({outDir: locale === 'en' ? site : path.join(site, 'zh')} as never);
}

describe('the deploy-headers plugin', () => {
  it('writes the host files at the site root, for every locale built, from the pages found', async () => {
    await postBuild('en');
    await postBuild('zh');
    expect(fs.existsSync(path.join(site, 'zh', '_headers'))).toBe(false);

    const rules = parseHeadersFile(fs.readFileSync(path.join(site, '_headers'), 'utf8'));
    const policy = headersFor(rules, '/zh/')['Content-Security-Policy']!;
    expect(policy).toContain(sha256('var en=1'));
    expect(policy).toContain(sha256('var zh=1'));
    expect(policy).not.toContain(sha256("location.href='/contribute/'"));
    expect(policy).toContain('frame-src https://gitter.im');
    expect(headersFor(rules, '/zh/assets/js/main.2.js')['Cache-Control']).toMatch(/immutable/);
    expect(headersFor(rules, '/zh/sw.js')['Cache-Control']).toBe('no-cache');

    const redirects = parseRedirectsFile(fs.readFileSync(path.join(site, '_redirects'), 'utf8'));
    expect([...redirects]).toEqual([
      ['/support/', '/contribute/'],
      ['/zh/support/', '/zh/contribute/'],
    ]);
    const vercel = JSON.parse(fs.readFileSync(path.join(site, 'vercel.json'), 'utf8'));
    expect(vercel.trailingSlash).toBe(true);
    expect(vercel.redirects).toHaveLength(2);
  });

  it('covers only the locales that were built', async () => {
    fs.rmSync(path.join(site, 'zh'), {recursive: true});
    await postBuild('en');
    const rules = parseHeadersFile(fs.readFileSync(path.join(site, '_headers'), 'utf8'));
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/assets/*', '/sw.js']);
    expect(fs.readFileSync(path.join(site, '_redirects'), 'utf8')).toBe('/support/ /contribute/ 301\n');
  });

  it('writes each rule once for a single-locale build, where every locale is at the root', async () => {
    fs.rmSync(path.join(site, 'zh'), {recursive: true});
    // What Docusaurus gives `docusaurus build --locale en`: no /zh/ segment in any base URL.
    const context = {
      baseUrl: '/',
      i18n: {...i18n, currentLocale: 'en', localeConfigs: {en: {baseUrl: '/'}, zh: {baseUrl: '/'}}},
    } as unknown as LoadContext;
    const plugin = deployHeadersPlugin(context, {redirects: [{from: '/support/', to: '/contribute/'}]});
    await plugin.postBuild!({outDir: site} as never);
    const rules = parseHeadersFile(fs.readFileSync(path.join(site, '_headers'), 'utf8'));
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/assets/*', '/sw.js']);
    expect(headersFor(rules, '/assets/js/main.1.js')['Cache-Control']).toMatch(/immutable/);
    expect(fs.readFileSync(path.join(site, '_redirects'), 'utf8')).toBe('/support/ /contribute/ 301\n');
  });

  it('lets the search service and analytics through when they are on', async () => {
    await postBuild('en', {algoliaAppId: 'ABC123', analytics: true});
    const rules = parseHeadersFile(fs.readFileSync(path.join(site, '_headers'), 'utf8'));
    const policy = headersFor(rules, '/')['Content-Security-Policy']!;
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/abc123-dsn\.algolia\.net https:\/\/\*\.algolianet\.com/,
    );
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/www\.googletagmanager\.com/);
  });
});
