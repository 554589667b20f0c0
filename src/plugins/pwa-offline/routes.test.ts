import {appShellCandidates, isPagePath, pageCacheKey, pathInScope, runtimeCacheFor} from './routes.js';

const EN = 'https://site.test/';
const ZH = 'https://site.test/zh/';

describe('service worker routes', () => {
  it('reads paths relative to the scope, and nothing outside it', () => {
    expect(pathInScope(new URL('https://site.test/concepts/'), EN)).toBe('concepts/');
    expect(pathInScope(new URL('https://site.test/zh/concepts/'), ZH)).toBe('concepts/');
    expect(pathInScope(new URL('https://site.test/'), EN)).toBe('');
    expect(pathInScope(new URL('https://site.test/concepts/'), ZH)).toBeUndefined();
    expect(pathInScope(new URL('https://img.shields.io/badge.svg'), EN)).toBeUndefined();
  });

  it('keeps pages network first, hashed assets cache first, other files stale while revalidating', () => {
    expect(runtimeCacheFor('concepts/', {navigation: true})).toBe('pages');
    expect(runtimeCacheFor('', {navigation: true})).toBe('pages');
    // The page as the page-side CACHE_URLS message asks for it (not a navigation).
    expect(runtimeCacheFor('concepts/', {navigation: false})).toBe('pages');
    expect(runtimeCacheFor('assets/js/21daef38.42652610.js', {navigation: false})).toBe('assets');
    expect(runtimeCacheFor('assets/images/diagram-0f1e2d.png', {navigation: false})).toBe('assets');
    expect(runtimeCacheFor('img/site-logo.png', {navigation: false})).toBe('files');
    expect(runtimeCacheFor('zh/pagefind/pagefind-entry.json', {navigation: false})).toBe('files');
  });

  it('leaves the precached files to plugin-pwa and never caches the worker itself', () => {
    for (const path of [
      'app-shell/index.html',
      'assets/js/main.88b336c5.js',
      'assets/css/styles.c4777fb7.css',
      'pagefind/pagefind.js',
      'manifest.json',
      'sw.js',
      'zh/sw.js',
    ]) {
      expect(runtimeCacheFor(path, {navigation: false})).toBeUndefined();
    }
  });

  it('tells pages from files', () => {
    expect(isPagePath('')).toBe(true);
    expect(isPagePath('guides/getting-started/')).toBe(true);
    expect(isPagePath('404.html')).toBe(true);
    expect(isPagePath('img/logo.svg')).toBe(false);
  });

  it('keys a page by its URL without query and hash', () => {
    expect(pageCacheKey('https://site.test/concepts/?utm_source=x#entry')).toBe(
      'https://site.test/concepts/',
    );
  });

  it("falls back to the app shell of the page's locale, then to the scope's own", () => {
    expect(appShellCandidates(EN, 'https://site.test/zh/configuration/mode/')).toEqual([
      '/zh/app-shell/index.html',
      '/app-shell/index.html',
    ]);
    expect(appShellCandidates(ZH, 'https://site.test/zh/configuration/mode/')).toEqual([
      '/zh/configuration/app-shell/index.html',
      '/zh/app-shell/index.html',
    ]);
    expect(appShellCandidates(EN, 'https://site.test/')).toEqual(['/app-shell/index.html']);
  });
});
