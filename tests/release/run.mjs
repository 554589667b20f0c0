#!/usr/bin/env node
/**
 * A release as maintainers make one, built once and checked in Chromium: in a temporary copy of the
 * site, docs version 5 is cut the way the README's "Maintainers: cutting a version" says, and the
 * English site is built with Algolia DocSearch keys. tests/release/ then checks, against that build,
 * the frozen and the next docs with their version box (versions.spec.ts) and DocSearch answered by
 * a stub of its API under the site's Content-Security-Policy (docsearch.spec.ts). The build reads
 * READMEs and sponsors from the caches the main build filled.
 *
 * When a test fails the copy is kept and its build folder printed; `RELEASE_BUILD_DIR=<folder>`
 * reruns the tests on it without building again.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {findChromium, missingBrowserMessage} from '../e2e/browser.mjs';
import {freePort} from '../e2e/lib/freePort.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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
  const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);
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
      env: {...process.env, PULLED_READMES_OFFLINE: '1', SPONSORS_OFFLINE: '1', ...env},
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
  docusaurus(site, ['build', '--locale', 'en', '--no-minify'], ALGOLIA);
  console.log(`test:release: version 5 cut and built in ${Math.round((Date.now() - started) / 1000)} s`);
  return path.join(site, 'build');
}

const reused = process.env.RELEASE_BUILD_DIR;
if (reused && !fs.existsSync(path.join(reused, 'index.html')))
  fail(`RELEASE_BUILD_DIR=${reused} holds no build`);
const buildDir = reused ?? build();
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
if (process.exitCode === 0 && !reused) {
  fs.rmSync(path.dirname(buildDir), {recursive: true, force: true});
} else if (process.exitCode !== 0) {
  console.error(
    `test:release: the build tested is kept in ${buildDir} (rerun: RELEASE_BUILD_DIR=${buildDir} npm run test:release)`,
  );
}
