import {promises as fs} from 'fs';
import http from 'http';
import type {AddressInfo} from 'net';
import os from 'os';
import path from 'path';
import type {LoadContext} from '@docusaurus/types';
import type {PulledPackage} from '../../data/pulledPackages';
import {writeCache} from './cache';
import pluginPulledReadmes, {validateOptions} from './index';
import type {PluginOptions} from './index';
import {pullReadmes, summarize} from './pull';
import {makeTarball, renderTree} from './testUtils';

jest.mock('@docusaurus/logger', () => {
  const log = Object.assign(jest.fn(), {});
  const tagged = () => jest.fn();
  return {
    __esModule: true,
    default: {info: tagged(), warn: tagged(), error: tagged(), success: tagged()},
    log,
  };
});

const pkg = (name: string, extra: Partial<PulledPackage> = {}): PulledPackage => ({
  name,
  section: 'loaders',
  repo: `webpack-contrib/${name}`,
  summary: `Summary of ${name}.`,
  ...extra,
});

const PACKAGES: PulledPackage[] = [
  pkg('good-loader'),
  pkg('tar-loader'),
  pkg('slow-loader'),
  pkg('missing-loader'),
  pkg('badjson-loader'),
  pkg('huge-loader'),
  pkg('empty-loader'),
  pkg('flaky-loader'),
  pkg('cached-loader'),
  pkg('old-loader', {
    deprecated: {
      reason: 'Use `asset/source`.',
      replacement: {title: 'Asset Modules', href: '/guides/asset-modules/'},
    },
  }),
  pkg('shiny-webpack-plugin', {section: 'plugins', builtIn: 'webpack has [`output.shine`](/x/) now.'}),
];

function packument(name: string, version: string, extra: Record<string, unknown>, readme?: string) {
  return {
    name,
    'dist-tags': {latest: version},
    versions: {[version]: {name, version, description: `The ${name} package`, ...extra}},
    ...(readme !== undefined ? {readme} : {}),
  };
}

const GOOD_README = [
  '<div align="center"><img src="logo.svg"></div>',
  '',
  '[![npm][npm]][npm-url]',
  '',
  '# good-loader',
  '',
  'Works with <script>alert(1)</script> [the plugin](https://github.com/webpack/shiny-webpack-plugin#Options) and [tar](https://www.npmjs.com/package/tar-loader#nowhere).',
  '',
  '## Options',
  '',
  'See [options](#Options) and [missing](#missing).',
  '',
  '[npm]: https://img.shields.io/npm/v/good-loader.svg',
  '[npm-url]: https://npmjs.com/package/good-loader',
  '',
  'Read [asset modules](https://webpack.js.org/guides/asset-modules/) and [native CSS](https://webpack.js.org/guides/native-css/).',
].join('\n');

describe('pulled-readmes against a fixture registry', () => {
  let server: http.Server;
  let registry: string;
  let siteDir: string;
  const hits = new Map<string, number>();

  let tarLoaderTgz: Buffer;
  let emptyLoaderTgz: Buffer;

  beforeAll(async () => {
    tarLoaderTgz = await makeTarball({
      'package/package.json': '{}',
      'package/README.md': '# tar-loader\n\n## From The Tarball\n',
    });
    emptyLoaderTgz = await makeTarball({'package/index.js': ''});
    server = http.createServer((req, res) => {
      const url = req.url ?? '/';
      hits.set(url, (hits.get(url) ?? 0) + 1);
      const base = registry;
      const json = (status: number, body: unknown) => {
        res.writeHead(status, {'content-type': 'application/json'});
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      switch (url) {
        case '/good-loader':
          return json(
            200,
            packument(
              'good-loader',
              '1.2.3',
              {repository: {type: 'git', url: 'git+https://github.com/webpack/good-loader.git'}},
              GOOD_README,
            ),
          );
        case '/tar-loader':
          return json(
            200,
            packument('tar-loader', '2.0.0', {
              repository: 'webpack/tar-loader',
              dist: {tarball: `${base}tar-loader/-/tar-loader-2.0.0.tgz`},
            }),
          );
        case '/tar-loader/-/tar-loader-2.0.0.tgz':
          res.writeHead(200, {'content-type': 'application/octet-stream'});
          return res.end(tarLoaderTgz);
        case '/slow-loader':
          return; // never answers: the client times out
        case '/missing-loader':
          return json(404, {error: 'Not found'});
        case '/badjson-loader':
          return json(200, '{"name": "badjson-loader", "versions": {');
        case '/huge-loader':
          res.writeHead(200, {'content-type': 'application/json'});
          res.write('{"readme": "');
          res.write('x'.repeat(200_000));
          return res.end('"}');
        case '/empty-loader':
          return json(
            200,
            packument('empty-loader', '1.0.0', {dist: {tarball: `${base}empty-loader/-/e.tgz`}}, ''),
          );
        case '/empty-loader/-/e.tgz':
          res.writeHead(200);
          return res.end(emptyLoaderTgz);
        case '/flaky-loader':
          if ((hits.get(url) ?? 0) < 2) return json(503, {error: 'busy'});
          return json(200, packument('flaky-loader', '0.1.0', {}, '# flaky-loader\n\nSecond time lucky.\n'));
        case '/old-loader':
          return json(
            200,
            packument(
              'old-loader',
              '4.0.2',
              {deprecated: 'registry says <b>no</b>'},
              '# old-loader\n\nOld.\n',
            ),
          );
        case '/shiny-webpack-plugin':
          return json(
            200,
            packument(
              'shiny-webpack-plugin',
              '3.0.0',
              {repository: 'webpack/shiny-webpack-plugin'},
              '# shiny\n\n## Options\n',
            ),
          );
        default:
          return json(500, {error: 'down'});
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pulled-readmes-'));
    // A cache from earlier builds: two versions of cached-loader, one corrupt file.
    const cacheDir = path.join(siteDir, '.cache/pulled-readmes');
    await writeCache(cacheDir, {
      name: 'cached-loader',
      version: '1.9.0',
      readme: '# cached-loader\n\nOlder.\n',
      readmeSource: 'packument',
    });
    await writeCache(cacheDir, {
      name: 'cached-loader',
      version: '1.10.0',
      readme: '# cached-loader\n\nNewest cached.\n',
      readmeSource: 'packument',
      repository: 'webpack/cached-loader',
    });
    await fs.writeFile(path.join(cacheDir, 'cached-loader@9.9.9.json'), '{broken');
    // A stale pulled page and a hand-written page next to it.
    await fs.mkdir(path.join(siteDir, 'docs/loaders'), {recursive: true});
    await fs.writeFile(
      path.join(siteDir, 'docs/loaders/_gone-loader.md'),
      '---\ntitle: "x"\npulled: true\n---\n',
    );
    await fs.writeFile(path.join(siteDir, 'docs/loaders/_partial.md'), 'not ours\n');
    await fs.mkdir(path.join(siteDir, 'docs/guides'), {recursive: true});
    await fs.writeFile(path.join(siteDir, 'docs/guides/asset-modules.md'), '# Asset Modules\n');
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(siteDir, {recursive: true, force: true});
  });

  const options = (): PluginOptions => ({
    registry,
    packages: PACKAGES,
    // Long enough for a busy machine, short enough for three attempts of slow-loader.
    timeoutMs: 2000,
    retries: 2,
    retryDelayMs: 10,
    maxBytes: 64 * 1024,
    // Every pull asks the registry (the reuse of recent cache entries has its own test).
    reuseCacheMs: 0,
  });
  const read = (section: string, name: string) =>
    fs.readFile(path.join(siteDir, 'docs', section, `_${name}.md`), 'utf8');

  let pull: Awaited<ReturnType<typeof pullReadmes>>;
  let pages: typeof pull.pages;
  beforeAll(async () => {
    pull = await pullReadmes(siteDir, options());
    pages = pull.pages;
  }, 40_000);

  const status = (name: string) => pages.find((p) => p.name === name)?.status;

  it('writes one page per package and summarises', () => {
    expect(pages).toHaveLength(PACKAGES.length);
    expect(summarize(pages)).toBe('pulled-readmes: 11 pages (5 fresh, 1 from cache, 5 degraded)');
  });

  it('uses the packument README, processed and sanitised', async () => {
    expect(status('good-loader')).toBe('fresh');
    const page = await read('loaders', 'good-loader');
    expect(page).toMatch(/^---\nid: "good-loader"\ntitle: "good-loader"\n/);
    expect(page).toContain('slug: "/loaders/good-loader/"');
    // The package list's summary, not the registry's description ("The good-loader package").
    expect(page).toContain('description: "Summary of good-loader."');
    expect(page).toContain('version: "1.2.3"');
    expect(page).toContain('repo: "https://github.com/webpack/good-loader"');
    expect(page).toContain('edit: "https://github.com/webpack/good-loader/edit/HEAD/README.md"');
    expect(page).toContain('custom_edit_url: "https://github.com/webpack/good-loader/edit/HEAD/README.md"');
    expect(page).toContain('mdx:\n  format: md\n');
    expect(page).toContain('[Jump to repository](https://github.com/webpack/good-loader)');
    // Raw HTML stays in the file; the page rendered from it has none of the script.
    expect(JSON.stringify(renderTree(page.replace(/^---\n[\s\S]*?\n---\n/, '')))).not.toContain('script');
    expect(page).not.toContain('logo.svg');
    expect(page).not.toMatch(/^# /m);
    // Links to other pulled pages, with fragments checked against their headings.
    expect(page).toContain('[the plugin](/plugins/shiny-webpack-plugin/#options)');
    expect(page).toContain('[tar](/loaders/tar-loader/)');
    expect(page).toContain('See [options](#options) and missing.');
    expect(page).toContain('## Options {#options}');
    // Links to webpack.js.org: here when this site has the page, else left there (and reported).
    expect(page).toContain('[asset modules](/guides/asset-modules/)');
    expect(page).toContain('[native CSS](https://webpack.js.org/guides/native-css/)');
    expect(pull.webpackLinks.onSite).toBe(1);
    expect([...pull.webpackLinks.missingPages.keys()]).toEqual(['/guides/native-css/']);
  });

  it('falls back to the README in the tarball', async () => {
    expect(status('tar-loader')).toBe('fresh');
    expect(await read('loaders', 'tar-loader')).toContain('## From The Tarball {#from-the-tarball}');
    expect(hits.get('/tar-loader/-/tar-loader-2.0.0.tgz')).toBe(1);
  });

  it('retries transient failures', async () => {
    expect(status('flaky-loader')).toBe('fresh');
    expect(hits.get('/flaky-loader')).toBe(2);
    expect(await read('loaders', 'flaky-loader')).toContain('Second time lucky.');
  });

  it.each([
    ['slow-loader', /timed out after 2000 ms/, 3],
    ['missing-loader', /HTTP 404/, 1],
    ['badjson-loader', /invalid JSON/, 1],
    ['huge-loader', /too large/, 1],
    ['empty-loader', /empty README/, 1],
  ])('degrades %s without crashing', async (name, reason, requests) => {
    expect(status(name)).toBe('degraded');
    expect(pages.find((p) => p.name === name)?.reason).toMatch(reason);
    expect(hits.get(`/${name}`)).toBe(requests);
    const page = await read('loaders', name);
    expect(page).toContain('degraded: true');
    expect(page).toContain(':::caution[README not available]');
    expect(page).toContain(`Read it [in the repository](https://github.com/webpack-contrib/${name}#readme).`);
    expect(page).toContain(`Summary of ${name}.`);
    expect(page).toContain(`npm install --save-dev ${name}`);
  });

  it('uses the newest cached version when the registry fails', async () => {
    expect(status('cached-loader')).toBe('cache');
    const page = await read('loaders', 'cached-loader');
    expect(page).toContain('version: "1.10.0"');
    expect(page).toContain('Newest cached.');
    expect(page).toContain('repo: "https://github.com/webpack/cached-loader"');
  });

  it('writes fresh answers to the cache', async () => {
    const cached = JSON.parse(
      await fs.readFile(path.join(siteDir, '.cache/pulled-readmes/good-loader@1.2.3.json'), 'utf8'),
    );
    expect(cached).toMatchObject({name: 'good-loader', version: '1.2.3', readmeSource: 'packument'});
    expect(cached.readme).toBe(GOOD_README);
  });

  it('shows deprecation notices (ours take precedence, the registry text is escaped)', async () => {
    const page = await read('loaders', 'old-loader');
    expect(page).toContain('deprecated: "Use `asset/source`."');
    expect(page).toContain(
      ':::warning[Deprecated]\n\nUse `asset/source`. See [Asset Modules](/guides/asset-modules/).\n\n:::',
    );
  });

  it("says above the README what webpack itself now does of a package's work", async () => {
    const page = await read('plugins', 'shiny-webpack-plugin');
    expect(page).toContain(
      ':::tip[Built into webpack]\n\nwebpack has [`output.shine`](/x/) now.\n\n:::\n\n[Jump to repository]',
    );
    expect(await read('loaders', 'old-loader')).not.toContain('Built into webpack');
  });

  it('titles plugins in PascalCase under /plugins/', async () => {
    const page = await read('plugins', 'shiny-webpack-plugin');
    expect(page).toContain('title: "ShinyWebpackPlugin"');
    expect(page).toContain('slug: "/plugins/shiny-webpack-plugin/"');
  });

  it('removes stale pulled pages only', async () => {
    await expect(fs.stat(path.join(siteDir, 'docs/loaders/_gone-loader.md'))).rejects.toThrow();
    await expect(fs.stat(path.join(siteDir, 'docs/loaders/_partial.md'))).resolves.toBeTruthy();
  });

  it('builds from the cache alone when the registry is unreachable', async () => {
    const {pages: offline} = await pullReadmes(siteDir, {
      ...options(),
      registry: 'http://127.0.0.1:9/',
      retries: 0,
    });
    expect(summarize(offline)).toBe('pulled-readmes: 11 pages (0 fresh, 6 from cache, 5 degraded)');
    expect(await read('loaders', 'good-loader')).toContain(
      '[the plugin](/plugins/shiny-webpack-plugin/#options)',
    );
    const {pages: cacheOnly} = await pullReadmes(siteDir, {...options(), offline: true});
    expect(cacheOnly.every((p) => p.status !== 'fresh')).toBe(true);
    expect(cacheOnly.find((p) => p.name === 'good-loader')?.reason).toBe('offline mode');
  }, 40_000);

  it('reuses a README fetched a moment ago without asking the registry (builds of one locale each)', async () => {
    const before = hits.get('/good-loader');
    const {pages: again} = await pullReadmes(siteDir, {...options(), reuseCacheMs: 60_000});
    expect(hits.get('/good-loader')).toBe(before);
    const good = again.find((p) => p.name === 'good-loader');
    expect(good).toMatchObject({status: 'cache', reason: 'fetched less than 1 min ago', version: '1.2.3'});
    expect(await read('loaders', 'good-loader')).toContain(
      '[the plugin](/plugins/shiny-webpack-plugin/#options)',
    );
  }, 40_000);

  it('pulls once per build: the second locale reuses the first pull', async () => {
    const before = new Map(hits);
    const first = await pluginPulledReadmes({siteDir} as LoadContext, {...options(), retries: 0});
    const second = await pluginPulledReadmes({siteDir} as LoadContext, {...options(), retries: 0});
    expect(await second.loadContent!()).toEqual(await first.loadContent!());
    const asked = (url: string) => (hits.get(url) ?? 0) - (before.get(url) ?? 0);
    expect(asked('/good-loader')).toBe(1);
    expect(asked('/shiny-webpack-plugin')).toBe(1);
  }, 40_000);

  it('runs as a Docusaurus plugin', async () => {
    const plugin = await pluginPulledReadmes({siteDir} as LoadContext, {...options(), offline: true});
    expect(plugin.name).toBe('pulled-readmes');
    const content = await plugin.loadContent!();
    expect(content.pages).toHaveLength(PACKAGES.length);
    expect(validateOptions({options: {}, validate: jest.fn()} as never)).toEqual({id: 'default'});
    expect(() => validateOptions({options: {timeoutMs: -1}, validate: jest.fn()} as never)).toThrow(
      /timeoutMs/,
    );
  });
});
