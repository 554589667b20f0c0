#!/usr/bin/env node
/**
 * The Algolia DocSearch path: builds the English site with the three ALGOLIA_* variables set (to
 * its own output folder, so build/ is left alone) and runs tests/e2e/algolia/ against it, with the
 * DocSearch API answered by a stub in the browser. English only, from the caches the main build
 * filled (READMEs, sponsors), to keep the extra build short.
 *
 * When a test fails the build is kept and its folder printed; `ALGOLIA_BUILD_DIR=<folder>` reruns
 * the tests on it without building again.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findChromium, missingBrowserMessage} from '../browser.mjs';
import {freePort} from '../lib/freePort.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(missingBrowserMessage);
  process.exit(1);
}
const ALGOLIA = {
  ALGOLIA_APP_ID: 'STUBAPPID',
  ALGOLIA_API_KEY: 'stub-search-only-key',
  ALGOLIA_INDEX_NAME: 'webpack-docs-stub',
};

function build() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-algolia-'));
  const started = Date.now();
  // Not minified: nothing here depends on it, and the build is shorter.
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', '--locale', 'en', '--no-minify', '--out-dir', outDir],
    {
      stdio: 'inherit',
      env: {...process.env, ...ALGOLIA, PULLED_READMES_OFFLINE: '1', SPONSORS_OFFLINE: '1'},
    },
  );
  if (result.status !== 0) {
    fs.rmSync(outDir, {recursive: true, force: true});
    console.error('test:algolia: the build with Algolia keys failed');
    process.exit(result.status ?? 1);
  }
  console.log(`test:algolia: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return outDir;
}

const reused = process.env.ALGOLIA_BUILD_DIR;
if (reused && !fs.existsSync(path.join(reused, 'index.html'))) {
  console.error(`test:algolia: ALGOLIA_BUILD_DIR=${reused} holds no build`);
  process.exit(1);
}
const outDir = reused ?? build();
const port = await freePort();
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'tests/e2e/algolia/playwright.config.ts'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...ALGOLIA,
      E2E_PORT: String(port),
      CHROME_PATH: chromium,
      ALGOLIA_BUILD_DIR: outDir,
    },
  },
);
process.exitCode = result.status ?? 1;
if (process.exitCode === 0 && !reused) {
  fs.rmSync(outDir, {recursive: true, force: true});
} else if (process.exitCode !== 0) {
  console.error(
    `test:algolia: the build tested is kept in ${outDir} (rerun: ALGOLIA_BUILD_DIR=${outDir} npm run test:algolia)`,
  );
}
