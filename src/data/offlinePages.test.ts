import fs from 'node:fs';
import path from 'node:path';
import {PAGES_CACHE_PREFIX, pageTitle, savedPagePaths} from './offlinePages';

describe('savedPagePaths', () => {
  const urls = [
    'http://site/guides/getting-started/',
    'http://site/concepts/',
    'http://site/zh/concepts/',
    'http://site/configuration/mode/',
    'http://site/',
  ];

  it("keeps the locale's own pages, sorted, without the page that failed", () => {
    expect(savedPagePaths(urls, {base: '/', others: ['/zh/'], exclude: '/configuration/mode/'})).toEqual([
      '/',
      '/concepts/',
      '/guides/getting-started/',
    ]);
    expect(savedPagePaths(urls, {base: '/zh/', others: ['/']})).toEqual(['/zh/concepts/']);
  });
});

describe('pageTitle', () => {
  it("drops the site's name from the document title", () => {
    expect(pageTitle('Output | webpack', 'webpack')).toBe('Output');
    expect(pageTitle('webpack', 'webpack')).toBe('webpack');
  });
});

it("is the service worker's page cache", () => {
  const sw = fs.readFileSync(path.join(__dirname, '../plugins/pwa-offline/sw.js'), 'utf8');
  const prefix = /const CACHE_PREFIX = '([^']+)'/.exec(sw)?.[1];
  expect(sw).toContain("pages: new NetworkFirst({cacheName: cacheName('pages')");
  expect(sw).toMatch(/const cacheName = \(.*\) => `\$\{CACHE_PREFIX\}\$\{kind\}-\$\{CACHE_VERSION\}`/);
  expect(PAGES_CACHE_PREFIX).toBe(`${prefix}pages-`);
});
