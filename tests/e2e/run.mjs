#!/usr/bin/env node
/**
 * Runs the browser tests against the production build: picks a free port, checks that a
 * Chromium exists, and hands over to Playwright (which starts scripts/serve.mjs itself).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {findChromium, missingBrowserMessage} from './browser.mjs';
import {freePort} from './lib/freePort.mjs';

if (!fs.existsSync('build/index.html')) {
  console.error('e2e: no production build found. Run "npm run build" first.');
  process.exit(1);
}
const chromium = findChromium();
if (!chromium) {
  console.error(missingBrowserMessage);
  process.exit(1);
}

const port = await freePort();

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {...process.env, E2E_PORT: String(port), CHROME_PATH: chromium},
});
process.exit(result.status ?? 1);
