import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext} from '@docusaurus/types';
import firstPaintPlugin from './index';
import {
  PageChunksPlugin,
  registryModules,
  withModuleOrigins,
  withScriptsKept,
  type ClientManifest,
} from './pageChunks';

// The SSG's own: Docusaurus's copy of react-loadable-ssr-addon.
const {getBundles} = createRequire(require.resolve('@docusaurus/core/package.json'))(
  'react-loadable-ssr-addon-v5-slorber',
) as {getBundles: (manifest: ClientManifest, names: string[]) => {js?: {file: string}[]}};

// As Docusaurus generates them (.docusaurus/registry.js).
const REGISTRY = `export default {
  "0e384e19": [() => import(/* webpackChunkName: "0e384e19" */ "@site/docs/concepts/index.md"), "@site/docs/concepts/index.md", require.resolveWeak("@site/docs/concepts/index.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};
`;

const file = (name: string) => ({js: [{file: `assets/js/${name}.js`}]});
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['runtime~main', 'main'], '0e384e19': ['5156', '3001'], '17896441': ['2740', '106']},
  assets: {
    'runtime~main': file('runtime~main.1'),
    main: file('main.1'),
    '5156': file('5156.1'),
    '3001': file('0e384e19.1'),
    '2740': file('2740.1'),
    '106': file('17896441.1'),
  },
};

/** The scripts Docusaurus's SSG writes into a page that rendered `modules`. */
const scriptsOf = (manifest: ClientManifest, modules: string[]) =>
  (getBundles(manifest, [...manifest.entrypoints, ...modules]).js ?? []).map(({file: name}) => name);

describe('page chunks', () => {
  it('reads which chunk holds each module of the registry', () => {
    expect(registryModules(REGISTRY)).toEqual(
      new Map([
        ['@site/docs/concepts/index.md', '0e384e19'],
        ['@theme/DocItem', '17896441'],
      ]),
    );
  });

  it("gives the SSG a page's chunks by the module names react-loadable reports", () => {
    const rendered = ['@site/docs/concepts/index.md', '@theme/DocItem'];
    // Without: the entry's scripts only, and main.js requests the rest after it has run.
    expect(scriptsOf(MANIFEST, rendered)).toEqual(['assets/js/runtime~main.1.js', 'assets/js/main.1.js']);
    expect(scriptsOf(withModuleOrigins(MANIFEST, registryModules(REGISTRY)), rendered)).toEqual([
      'assets/js/runtime~main.1.js',
      'assets/js/main.1.js',
      'assets/js/5156.1.js',
      'assets/js/0e384e19.1.js',
      'assets/js/2740.1.js',
      'assets/js/17896441.1.js',
    ]);
  });

  it('leaves out the modules that have no chunk of their own, and fails when none has', () => {
    const modules = new Map([...registryModules(REGISTRY), ['@generated/docusaurus.config', '5e9f5e1a']]);
    expect(withModuleOrigins(MANIFEST, modules).origins).not.toHaveProperty(['@generated/docusaurus.config']);
    expect(() => withModuleOrigins(MANIFEST, new Map([['@theme/Gone', 'deadbeef']]))).toThrow(
      /no module of the registry has a chunk group/,
    );
  });

  it('is added to production client builds only', () => {
    // `docusaurus start` would find a previous build's manifest, already rewritten, and fail on it.
    const configure = firstPaintPlugin({generatedFilesDir: '/generated'} as LoadContext).configureWebpack as (
      config: {mode: string},
      isServer: boolean,
    ) => {plugins?: unknown[]};
    expect(configure({mode: 'production'}, false).plugins).toEqual([expect.any(PageChunksPlugin)]);
    expect(configure({mode: 'production'}, true)).toEqual({});
    expect(configure({mode: 'development'}, false)).toEqual({});
  });

  it("rewrites the build's manifest once the client bundle is done, and does nothing without one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-chunks-'));
    let done: () => void = () => undefined;
    new PageChunksPlugin(dir).apply({hooks: {done: {tap: (_name, callback) => (done = callback)}}});
    expect(() => done()).not.toThrow();
    fs.writeFileSync(path.join(dir, 'registry.js'), REGISTRY);
    fs.writeFileSync(path.join(dir, 'client-manifest.json'), JSON.stringify(MANIFEST));
    done();
    const written = JSON.parse(
      fs.readFileSync(path.join(dir, 'client-manifest.json'), 'utf8'),
    ) as ClientManifest;
    expect(written.origins['@theme/DocItem']).toEqual(['2740', '106']);
    fs.writeFileSync(path.join(dir, 'registry.js'), 'export default {};\n');
    expect(() => done()).toThrow(/no module found/);
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('keeps the scripts asked for in the offline app shell', () => {
    const html =
      '<html><head><script src="/assets/js/main.1.js" defer></script><script src="/assets/js/5156.1.js" defer></script></head><body></body></html>';
    expect(withScriptsKept(html, (src) => src.includes('/main.'))).toBe(
      '<html><head><script src="/assets/js/main.1.js" defer></script></head><body></body></html>',
    );
  });
});
