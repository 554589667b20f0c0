#!/usr/bin/env node
/**
 * A release as maintainers make one, built once and checked in Chromium: in a temporary copy of the
 * site, docs version 5 is cut the way the README's "Maintainers: cutting a version" says, and the
 * English site is built with Algolia DocSearch keys into build-release/. tests/release/ then checks,
 * against that build, the frozen and the next docs with their version box (versions.spec.ts) and
 * DocSearch answered by a stub of its API under the site's Content-Security-Policy (docsearch.spec.ts).
 *
 *   node tests/release/run.mjs               cut, build and check (`npm run test:release`)
 *   node tests/release/run.mjs --build-only  cut and build (`npm test` runs it beside the main build)
 *   node tests/release/run.mjs --built       check the build already in build-release/
 *
 * The copy fetches pulled READMEs as a release build does (the main build's cache is used when the
 * copy has one); sponsors come from the cache or a notice, as their API is not reachable from CI.
 * When a step fails the copy is kept and named.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {findChromium, missingBrowserMessage} from '../e2e/browser.mjs';
import {freePort} from '../e2e/lib/freePort.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(repo, 'build-release');
const mode = process.argv[2];
if (mode !== undefined && !['--build-only', '--built'].includes(mode)) {
  console.error(`test:release: unknown option ${mode} (use --build-only or --built)`);
  process.exit(1);
}
const ALGOLIA = {
  ALGOLIA_APP_ID: 'STUBAPPID',
  ALGOLIA_API_KEY: 'stub-search-only-key',
  ALGOLIA_INDEX_NAME: 'webpack-docs-stub',
};

const chromium = findChromium();
if (!chromium) {
  console.error(missingBrowserMessage);
  process.exit(1);
}

function fail(message) {
  console.error(`test:release: ${message}`);
  process.exit(1);
}

/** The site's sources in a temporary folder, with the repository's node_modules linked in. */
function copySite() {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-release-'));
  const skip = new Set([
    'node_modules',
    'build',
    'build-release',
    '.docusaurus',
    '.git',
    'test-results',
    'playwright-report',
  ]);
  for (const entry of fs.readdirSync(repo)) {
    if (!skip.has(entry)) fs.cpSync(path.join(repo, entry), path.join(site, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  return site;
}

function docusaurus(site, args, env = {}) {
  const result = spawnSync(
    process.execPath,
    [path.join(repo, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), ...args],
    {
      cwd: site,
      stdio: 'inherit',
      // No persistent rspack cache: a cut version is built once, and this build may run beside the
      // main one, which writes its own cache under the same node_modules.
      env: {...process.env, SPONSORS_OFFLINE: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env},
    },
  );
  if (result.status !== 0) fail(`docusaurus ${args.join(' ')} failed in ${site}`);
}

/** Replaces `from` by `to` in a file, failing when `from` is not there (the README's steps went stale). */
function edit(file, from, to) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) fail(`${file} no longer holds ${from}: update this script and the README`);
  fs.writeFileSync(file, text.replace(from, to));
}

function build() {
  const started = Date.now();
  const site = copySite();
  docusaurus(site, ['docs:version', '5']);
  const versions = JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'));
  if (JSON.stringify(versions) !== '["5"]')
    fail(`versions.json holds ${JSON.stringify(versions)}, not ["5"]`);
  if (!fs.existsSync(path.join(site, 'versioned_docs/version-5/concepts/index.md'))) {
    fail('docs:version 5 wrote no versioned_docs/version-5/concepts/index.md');
  }
  // The current docs become the next version once 5 is cut; label them so (the README's step).
  const config = path.join(site, 'docusaurus.config.ts');
  edit(config, "lastVersion: 'current'", "lastVersion: '5'");
  edit(
    config,
    'versions: {current: {label: describedWebpackVersion}}',
    "versions: {current: {label: 'Next', path: 'next'}}",
  );
  // Not minified: nothing checked here depends on it, and the build is shorter.
  fs.rmSync(buildDir, {recursive: true, force: true});
  docusaurus(site, ['build', '--locale', 'en', '--no-minify', '--out-dir', buildDir], ALGOLIA);
  fs.rmSync(site, {recursive: true, force: true});
  console.log(`test:release: version 5 cut and built in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (mode !== '--built') build();
if (mode === '--build-only') process.exit(0);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  fail(`${buildDir} holds no build: run "node tests/release/run.mjs --build-only" first`);
}
const port = await freePort();
const result = spawnSync('npx', ['playwright', 'test', '--config', 'tests/release/playwright.config.ts'], {
  cwd: repo,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...ALGOLIA,
    E2E_PORT: String(port),
    CHROME_PATH: chromium,
    RELEASE_BUILD_DIR: buildDir,
  },
});
process.exitCode = result.status ?? 1;
