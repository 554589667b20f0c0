import {defineConfig} from '@playwright/test';
import {desktopChromium} from './tests/e2e/lib/desktopChromium';

// tests/e2e/run.mjs picks the port and the browser; these defaults serve direct `npx playwright test`.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  // One per core: 4 workers on CI's 2 cores were barely faster (crawl shards took 3.0–3.9 min instead
  // of 1.6–2.1) and CPU-heavy tests ran past their time limit.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  ...desktopChromium(baseURL),
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --host 127.0.0.1`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
