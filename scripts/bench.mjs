#!/usr/bin/env node
/**
 * Measures the built-in search on the production build (run `npm run build` first):
 *  - the search index of each locale: files and gzip size;
 *  - the bytes a first query fetches (transferred, in headless Chromium);
 *  - query latency: the first query (cold) and later queries (warm), through pagefind's API,
 *    and in the search box (typing to results shown, debounce included);
 *  - first-load JS (gzip) of a doc page; with `--baseline DIR` (a build without the search
 *    bar) also that build's, and the difference.
 * Usage: node scripts/bench.mjs [--dir build] [--baseline build-without-search] [--runs 20]
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium, missingBrowserMessage} from '../tests/e2e/browser.mjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    baseline: {type: 'string'},
    runs: {type: 'string', default: '20'},
  },
});
const runs = Number(values.runs);

const LOCALES = [
  {
    name: 'en',
    base: '/',
    page: 'concepts/',
    first: 'module federation',
    later: [
      'loader',
      'splitChunks',
      'hot module replacement',
      'output path',
      'tree shaking',
      'devServer proxy',
    ],
  },
  {
    name: 'zh',
    base: '/zh/',
    page: 'concepts/',
    first: 'module federation',
    later: [
      'loader',
      'splitChunks',
      'hot module replacement',
      'output path',
      'tree shaking',
      'devServer proxy',
    ],
  },
];
const DOC_PAGE = '/concepts/module-federation/';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const p95 = (list) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * 0.95))];

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) =>
    row
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ');
  console.log(
    [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n'),
  );
}

function listFiles(dir) {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Size on disk and gzip size (what a compressing server sends; pagefind's index files are gzip already). */
function bundleSize(dir) {
  let raw = 0;
  let gzip = 0;
  const files = listFiles(dir);
  for (const file of files) {
    const content = fs.readFileSync(file);
    raw += content.length;
    gzip += Math.min(content.length, gzipSync(content).length);
  }
  return {files: files.length, raw, gzip};
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function serve(dir) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolve();
    });
  });
  return {origin: `http://127.0.0.1:${port}`, stop: () => child.kill()};
}

/** JS a page loads until the network is idle, gzip-compressed, service worker excluded. */
async function firstLoadJs(browser, url) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || response.url().includes('/pagefind/')) return;
    scripts.set(
      response.url(),
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  const sizes = await Promise.all(scripts.values());
  await context.close();
  return {count: sizes.length, gzip: sizes.reduce((a, b) => a + b, 0)};
}

async function measureLocale(browser, origin, locale) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  await page.goto(`${origin}${locale.base}${locale.page}`, {waitUntil: 'networkidle'});

  // Bytes of the first query, as typed into the search box (requests of the page and its workers).
  const requests = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes(`${locale.base}pagefind/`)) requests.push(request);
  });
  const box = page.getByRole('combobox').first();
  const typed = Date.now();
  await box.fill(locale.first);
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  const uiFirst = Date.now() - typed;
  await page.waitForLoadState('networkidle');
  const firstRequests = [...requests];
  let firstBytes = 0;
  for (const request of firstRequests) {
    const sizes = await request.sizes();
    firstBytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }

  // Later queries in the box: typing to results shown.
  const uiLater = [];
  for (const query of locale.later) {
    await box.fill('');
    const start = Date.now();
    await box.fill(query);
    await page.waitForFunction(
      () =>
        document.querySelector('[role="listbox"] [role="option"]') ||
        /No results/.test(document.querySelector('[role="status"]')?.textContent ?? ''),
    );
    uiLater.push(Date.now() - start);
  }

  // pagefind's API directly, in a fresh page: cold first query, then warm queries.
  const api = await page.evaluate(
    async ({base, first, later, runs: count}) => {
      const pagefind = await import(`${base}pagefind/pagefind.js?bench=${Date.now()}`);
      const timed = async (term) => {
        const start = performance.now();
        const search = await pagefind.search(term);
        await Promise.all(search.results.slice(0, 8).map((result) => result.data()));
        return performance.now() - start;
      };
      const cold = await timed(first);
      for (const term of later) await timed(term); // loads the index chunks these need
      const warm = [];
      for (let i = 0; i < count; i += 1) warm.push(await timed(later[i % later.length]));
      return {cold, warm};
    },
    {base: locale.base, first: locale.first, later: locale.later, runs},
  );
  await context.close();
  return {requests: firstRequests.length, firstBytes, uiFirst, uiLater, ...api};
}

async function main() {
  const dir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`bench: no build in ${dir}. Run "npm run build" first.`);
    process.exit(1);
  }
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(missingBrowserMessage);
    process.exit(1);
  }

  console.log('Search index per locale (pagefind bundle)');
  const indexRows = [['locale', 'files', 'on disk', 'gzip']];
  for (const locale of LOCALES) {
    const bundle = path.join(dir, locale.base, 'pagefind');
    if (!fs.existsSync(bundle)) {
      indexRows.push([locale.name, 'missing', '', '']);
      continue;
    }
    const size = bundleSize(bundle);
    indexRows.push([locale.name, size.files, kib(size.raw), kib(size.gzip)]);
  }
  table(indexRows);

  const browser = await chromium.launch({executablePath, args: chromiumArgs});
  const server = await serve(dir);
  try {
    console.log('\nQueries (headless Chromium, local server)');
    const rows = [
      [
        'locale',
        'first query fetches',
        'first query (API, cold)',
        'later queries (API, median / p95)',
        'search box: first / later median (incl. 120 ms debounce)',
      ],
    ];
    for (const locale of LOCALES) {
      const r = await measureLocale(browser, server.origin, locale);
      rows.push([
        locale.name,
        `${kib(r.firstBytes)} in ${r.requests} requests`,
        ms(r.cold),
        `${ms(median(r.warm))} / ${ms(p95(r.warm))}`,
        `${r.uiFirst} ms / ${median(r.uiLater)} ms`,
      ]);
    }
    table(rows);

    console.log(`\nFirst-load JS of ${DOC_PAGE} (gzip, until network idle)`);
    const jsRows = [['build', 'scripts', 'gzip']];
    const current = await firstLoadJs(browser, `${server.origin}${DOC_PAGE}`);
    jsRows.push([values.dir, current.count, kib(current.gzip)]);
    if (values.baseline) {
      const baseline = await serve(path.resolve(values.baseline));
      try {
        const before = await firstLoadJs(browser, `${baseline.origin}${DOC_PAGE}`);
        jsRows.push([values.baseline, before.count, kib(before.gzip)]);
        jsRows.push(['difference', current.count - before.count, kib(current.gzip - before.gzip)]);
      } finally {
        baseline.stop();
      }
    }
    table(jsRows);
  } finally {
    server.stop();
    await browser.close();
  }
}

await main();
