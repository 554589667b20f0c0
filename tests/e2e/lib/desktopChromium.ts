import {devices, type PlaywrightTestConfig} from '@playwright/test';
import {chromiumArgs} from '../browser.mjs';

/**
 * The browser both Playwright configs (the site's and test:release's) run their tests in: the
 * Chromium that tests/e2e/run.mjs or tests/release/run.mjs found, as a desktop browser, with service
 * workers blocked unless a test allows them.
 */
export function desktopChromium(baseURL: string): Pick<PlaywrightTestConfig, 'use' | 'projects'> {
  return {
    use: {
      baseURL,
      launchOptions: {executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs},
      serviceWorkers: 'block',
      trace: 'off',
    },
    projects: [{name: 'desktop', use: {...devices['Desktop Chrome'], channel: undefined}}],
  };
}
