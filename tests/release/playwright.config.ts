import {defineConfig} from '@playwright/test';
import {desktopChromium} from '../e2e/lib/desktopChromium';

// Run by tests/release/run.mjs, which cuts version 5 in a copy of the site and builds it with
// Algolia keys into RELEASE_BUILD_DIR.
const port = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;
const buildDir = process.env.RELEASE_BUILD_DIR;
if (!buildDir) throw new Error('Run these tests with "npm run test:release" (it builds the site they test).');

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: {timeout: 10_000},
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['../e2e/summary-reporter.ts']],
  ...desktopChromium(baseURL),
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --host 127.0.0.1 --dir ${JSON.stringify(buildDir)}`,
    cwd: '../..',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
