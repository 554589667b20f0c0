import {announceSearchBundle} from '../search-index/registry';
import {isPrecachedPath} from './patterns.js';
import {precacheManifestTransform} from './precache';

const entry = (url: string) => ({url, revision: 'r', size: 1});

describe('precache', () => {
  it('precaches the app shell, core assets, icons, search bundle and engine, the offline notice, not every page', () => {
    for (const path of [
      'app-shell/index.html',
      'assets/js/main.88b336c5.js',
      'assets/js/runtime~main.c60fca98.js',
      'assets/css/styles.c4777fb7.css',
      'manifest.json',
      'favicon.ico',
      'img/logo.svg',
      'img/icons/icon-192.png',
      'pagefind/pagefind.js',
      'pagefind/index/en_0b7c442.pf_index',
      'pagefind/records.json',
      'assets/js/search-engine.6f1c2a9b.js',
      'assets/js/offline-notice.3e1f0a7c.js',
    ]) {
      expect(isPrecachedPath(path)).toBe(true);
    }
    for (const path of [
      'index.html',
      'concepts/index.html',
      'assets/js/21daef38.42652610.js',
      'zh/app-shell/index.html',
      '404.html',
    ]) {
      expect(isPrecachedPath(path)).toBe(false);
    }
  });

  it("keeps the build's core files and adds the search bundle once it is written", async () => {
    let finish!: () => void;
    announceSearchBundle(
      new Promise((resolve) => {
        finish = () =>
          resolve({
            outDir: '/site/build',
            entries: [
              {url: 'pagefind/pagefind.js', revision: 'abc', size: 10},
              {url: 'pagefind/index/en_1.pf_index', revision: null, size: 20},
            ],
          });
      }),
    );
    const transformed = precacheManifestTransform([
      entry('app-shell/index.html'),
      entry('concepts/index.html'),
      entry('assets/js/main.1.js'),
      entry('pagefind/pagefind.js'), // half-written when listed: replaced by the announced bundle
    ]);
    finish();
    const {manifest, warnings} = await transformed;
    expect(manifest.map((e) => e.url)).toEqual([
      'app-shell/index.html',
      'assets/js/main.1.js',
      'pagefind/pagefind.js',
      'pagefind/index/en_1.pf_index',
    ]);
    expect(manifest.find((e) => e.url === 'pagefind/pagefind.js')?.revision).toBe('abc');
    expect(warnings).toEqual([]);
  });

  it('warns when there is no app shell to fall back to', async () => {
    announceSearchBundle(Promise.resolve(undefined));
    const {manifest, warnings} = await precacheManifestTransform([entry('assets/js/main.1.js')]);
    expect(manifest).toHaveLength(1);
    expect(warnings?.[0]).toMatch(/app-shell/);
  });
});
