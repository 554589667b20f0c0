// The site check of the project downloads (./lib/projects.ts) passes on a right zip and fails on a
// zip that misses a file, holds another text, pins another version, or is not built or linked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkProjects} from './lib/projects';
import type {BuiltSite} from './lib/site';
import type {PageFacts} from './lib/page';
import {writeZips} from '../../src/plugins/example-projects';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const fence = (info: string, body: string) => ['```' + info, body, '```', ''].join('\n');

function fixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'project-zips-'));
  const siteDir = path.join(dir, 'site');
  fs.mkdirSync(path.join(siteDir, 'docs', 'guides'), {recursive: true});
  // The installed versions the zip pins: this repository's.
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(siteDir, 'node_modules'));
  fs.writeFileSync(
    path.join(siteDir, 'docs', 'guides', 'x.md'),
    [
      '# X',
      '',
      fence('js project="demo" title="src/index.js"', 'console.log(1);'),
      fence('js project="demo" title="webpack.config.js"', "module.exports = {mode: 'production'};"),
    ].join('\n'),
  );
  const buildDir = path.join(dir, 'build');
  writeZips(siteDir, buildDir, 'en', () => 'https://example.org/guides/x/');
  writeZips(siteDir, path.join(buildDir, 'zh'), 'zh', () => 'https://example.org/zh/guides/x/');
  const page = (pathname: string, zip: string) =>
    [
      pathname,
      {path: pathname, links: [{href: zip, text: 'Download .zip'}]} as unknown as PageFacts,
    ] as const;
  const site: BuiltSite = {
    dir: buildDir,
    pages: new Map([
      page('/guides/x/', '/examples/guides/x/demo.zip'),
      page('/zh/guides/x/', '/zh/examples/guides/x/demo.zip'),
    ]),
  };
  const zip = path.join(buildDir, 'examples', 'guides', 'x', 'demo.zip');
  return {siteDir, site, zip, cleanup: () => fs.rmSync(dir, {recursive: true, force: true})};
}

const check = (f: ReturnType<typeof fixture>) =>
  checkProjects(f.site, {siteDir: f.siteDir, bases: {en: '/', zh: '/zh/'}}).defects.map((d) => d.detail);

test('passes when every linked zip holds the project', () => {
  const f = fixture();
  try {
    expect(check(f)).toEqual([]);
  } finally {
    f.cleanup();
  }
});

test('fails on a zip that misses a file, or differs, or is missing, or is not offered', async () => {
  const {strFromU8, unzipSync, zipSync, strToU8} = await import('fflate');
  const f = fixture();
  try {
    const files = Object.fromEntries(
      Object.entries(unzipSync(fs.readFileSync(f.zip))).map(([k, v]) => [k, strFromU8(v)]),
    );
    const rewrite = (changed: Record<string, string>) =>
      fs.writeFileSync(
        f.zip,
        zipSync(Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, strToU8(v)]))),
      );
    const {'src/index.js': _dropped, ...withoutIndex} = files;
    rewrite(withoutIndex);
    expect(check(f)).toEqual([expect.stringMatching(/demo\.zip .* misses src\/index\.js$/)]);
    rewrite({...files, 'src/index.js': 'console.log(2);\n'});
    expect(check(f)).toEqual([expect.stringMatching(/src\/index\.js differs from the page's/)]);
    const pkg = JSON.parse(files['package.json']!) as {devDependencies: Record<string, string>};
    pkg.devDependencies.webpack = '5.0.0';
    rewrite({...files, 'package.json': JSON.stringify(pkg)});
    expect(check(f)).toEqual([expect.stringMatching(/pins webpack 5\.0\.0, the site builds with 5\./)]);
    fs.rmSync(f.zip);
    expect(check(f)).toEqual([
      expect.stringMatching(/links \/examples\/guides\/x\/demo\.zip, which is not built/),
    ]);
    f.site.pages.delete('/zh/guides/x/');
    expect(check(f)).toContainEqual(
      expect.stringMatching(/^zh: no page offers \/zh\/examples\/guides\/x\/demo\.zip/),
    );
  } finally {
    f.cleanup();
  }
});
