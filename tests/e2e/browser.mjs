// Finds a Chromium for the browser tests: CHROME_PATH, Debian's /usr/bin/chromium, or a Playwright cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!fs.existsSync(cache)) return undefined;
  const builds = fs
    .readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort()
    .reverse();
  for (const build of builds) {
    for (const binary of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const candidate = path.join(cache, build, binary);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    playwrightCacheChromium(),
  ];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

export const missingBrowserMessage = `No Chromium found for the browser tests.
Install one, then run the tests again:
  - Debian/Ubuntu: sudo apt-get install -y chromium
  - or point CHROME_PATH at any Chromium or Chrome binary.`;

// Flags for a sandboxed, offline-friendly headless Chromium (Playwright adds --headless itself).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
