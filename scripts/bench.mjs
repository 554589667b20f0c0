#!/usr/bin/env node
/**
 * Measures the production build. Run with `npm run bench` (tsx: it reads the page list and the
 * budgets from src/data/performance.ts). Sections, in order:
 *  1. Build times: a cold build of both locales (no .cache, .docusaurus, build, nor the bundler's
 *     persistent cache in node_modules/.cache/rspack), then a warm one (caches kept).
 *  2. Lighthouse, mobile preset, Debian's Chromium, against the build served by scripts/serve.mjs
 *     (compression on): per target page the median of N runs of performance, TBT, LCP, CLS, the
 *     other categories, and first-view JS+CSS (gzip; prefetches and preloads of other pages apart),
 *     then what takes the main thread on each page.
 *  3. The built-in search: index size per locale, bytes of a first query, query latency, and
 *     first-load JS of a doc page; with `--baseline DIR` (a build without the search bar) also
 *     that build's, and the difference.
 * Usage: npm run bench -- [--skip-build] [--skip-lighthouse] [--skip-search]
 *          [--lighthouse-runs 3] [--pages /,/concepts/] [--dir build] [--baseline DIR] [--runs 20]
 * Figures are printed, never asserted: time is noisy on a shared machine. The byte budgets are
 * asserted by tests/e2e/budget.spec.ts.
 */
import {SEARCH_MEASURE} from '../src/data/searchRecords.ts';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, findChromium, missingBrowserMessage} from '../tests/e2e/browser.mjs';
import {benchPages, firstViewBudget, lighthouseTargets} from '../src/data/performance.ts';
import {formatKiB, gzipSize} from '../tests/helpers/firstViewBudget.ts';
import {serveBuild} from './lib/serveBuild.mjs';
import {blockingTasks, describeTask, mainThreadEvents} from './lib/blockingTasks.ts';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    baseline: {type: 'string'},
    runs: {type: 'string', default: '20'},
    'lighthouse-runs': {type: 'string', default: '3'},
    pages: {type: 'string'},
    'skip-build': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'skip-search': {type: 'boolean', default: false},
  },
});
const runs = Number(values.runs);
const lighthouseRuns = Number(values['lighthouse-runs']);

const LOCALES = [
  {
    name: 'en',
    base: '/',
    page: 'concepts/',
    first: 'module federation',
    later: [
      'output.filename',
      'plugins',
      'contenthash caching',
      'devServer.proxy',
      'Buffer is not defined',
      'tree shaking',
    ],
  },
  {
    name: 'zh',
    base: '/zh/',
    page: 'concepts/',
    first: '模块联邦',
    later: ['代理', '插件', '模块热替换', 'output.filename', '缓存组', '配置 devtool'],
  },
];
const DOC_PAGE = '/concepts/module-federation/';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;
/** The run in the middle when the runs are ordered by `value`. */
const medianRun = (runs, value) => [...runs].sort((a, b) => value(a) - value(b))[Math.floor(runs.length / 2)];

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

/** Bytes (body and headers) of finished requests. */
async function bytesOf(requests) {
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return bytes;
}

/** Types a query into the search box and waits for its results (or "no results"). */
async function typeQuery(page, box, query) {
  await box.fill(query);
  await page.waitForFunction(
    (q) =>
      document.querySelector(`[role="listbox"][data-results-for="${CSS.escape(q)}"]`) ||
      document.querySelector('[role="listbox"] [role="option"]') ||
      /No results/.test(document.querySelector('[role="status"]')?.textContent ?? ''),
    query.trim(),
  );
}

async function measureLocale(browser, origin, locale) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  await page.goto(`${origin}${locale.base}${locale.page}`, {waitUntil: 'networkidle'});

  // What search loads: pagefind's bundle and the record index (under pagefind/), and the engine's
  // chunk, which the first focus loads.
  const requests = [];
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (url.includes(`${locale.base}pagefind/`) || /\/assets\/js\/search-engine\./.test(url))
      requests.push(request);
  });
  const box = page.getByRole('combobox').first();
  const typed = Date.now();
  await typeQuery(page, box, locale.first);
  const uiFirst = Date.now() - typed;
  await page.waitForLoadState('networkidle');
  const firstRequests = requests.splice(0);
  const firstBytes = await bytesOf(firstRequests);

  // Later queries in the box: typing to results shown, and what each fetches once the index is loaded.
  const uiLater = [];
  const laterBytes = [];
  for (const query of locale.later) {
    await box.fill('');
    const start = Date.now();
    await typeQuery(page, box, query);
    uiLater.push(Date.now() - start);
    await page.waitForLoadState('networkidle');
    laterBytes.push(await bytesOf(requests.splice(0)));
  }

  // The engine's own time per query (ranking, pagefind, fragments), with the index loaded: each query
  // runs again `runs` times in turn; the engine records each as a User Timing measure.
  await page.evaluate((name) => performance.clearMeasures(name), SEARCH_MEASURE);
  for (let i = 0; i < runs; i += 1) {
    await box.fill('');
    await typeQuery(page, box, locale.later[i % locale.later.length]);
  }
  const warm = await page.evaluate(
    (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
    SEARCH_MEASURE,
  );
  await context.close();
  return {requests: firstRequests.length, firstBytes, laterBytes, uiFirst, uiLater, warm};
}

/** Runs `docusaurus build` of both locales into `dir`, quietly; resolves to the wall time in ms. */
function timedBuild(dir) {
  const start = performance.now();
  const log = [];
  const child = spawn('npx', ['docusaurus', 'build', '--out-dir', dir], {stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout.on('data', (chunk) => log.push(chunk));
  child.stderr.on('data', (chunk) => log.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(performance.now() - start);
      else reject(new Error(`build failed (exit ${code}):\n${Buffer.concat(log).toString().slice(-4000)}`));
    });
  });
}

async function measureBuilds(dir) {
  console.log('Build of both locales (wall time)');
  for (const cache of ['.cache', '.docusaurus', dir, 'node_modules/.cache/rspack']) {
    fs.rmSync(cache, {recursive: true, force: true});
  }
  const cold = await timedBuild(dir);
  const warm = await timedBuild(dir);
  table([
    ['build', 'time'],
    ['cold (no .cache, .docusaurus, build, node_modules/.cache/rspack)', `${(cold / 1000).toFixed(1)} s`],
    ['warm (caches kept)', `${(warm / 1000).toFixed(1)} s`],
  ]);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
}

const MAIN_THREAD_GROUPS = {
  scriptEvaluation: 'script',
  styleLayout: 'style+layout',
  parseHTML: 'parse HTML+CSS',
  scriptParseCompile: 'compile',
  paintCompositeRender: 'paint',
  garbageCollection: 'GC',
  other: 'other',
};

/**
 * Splits a Lighthouse run's JS and CSS requests into the page's first view and what it loads
 * ahead for other pages (rel=prefetch, reported as resource type "Other"; rel=preload). Sizes
 * are gzip of the built files, the figure tests/e2e/budget.spec.ts enforces.
 */
function firstViewBytes(lhr, origin, dir) {
  // A chunk prefetched for a link in view and then needed by this page has two records: it is
  // part of the first view when any of them is a script or stylesheet load.
  const files = new Map();
  for (const request of lhr.audits['network-requests'].details.items) {
    const url = new URL(request.url, origin);
    if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname) || request.sessionTargetType !== 'page')
      continue;
    // The page's own scripts are preloaded by its after-paint loader: a preload as a script counts.
    const loadedForView = request.resourceType === 'Script' || request.resourceType === 'Stylesheet';
    files.set(url.pathname, files.get(url.pathname) || loadedForView);
  }
  const sizes = {firstView: 0, files: 0, ahead: 0};
  for (const [pathname, loadedForView] of files) {
    const file = path.join(dir, decodeURIComponent(pathname));
    if (!fs.existsSync(file)) continue;
    const bytes = gzipSize(fs.readFileSync(file));
    if (loadedForView) {
      sizes.firstView += bytes;
      sizes.files += 1;
    } else {
      sizes.ahead += bytes;
    }
  }
  return sizes;
}

/**
 * Lighthouse times tasks by the clock, so on a shared machine every other process lengthens them.
 * The trace also has each task's CPU time on the page's main thread, which they do not: from it, the
 * blocking time the mobile preset's 4× CPU slowdown would give with the machine to itself
 * (Σ max(0, 4 × CPU time − 50 ms) over the tasks after first contentful paint), and the clock/CPU
 * ratio of those tasks (1 on an idle machine).
 */
function cpuBlocking(lhr, trace) {
  const onMain = mainThreadEvents(trace.traceEvents);
  const fcp = lhr.audits.metrics.details.items[0].observedFirstContentfulPaintTs;
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const wall = tasks.reduce((sum, task) => sum + task.dur, 0);
  const cpu = tasks.reduce((sum, task) => sum + task.tdur, 0);
  const blockers = blockingTasks(onMain, fcp);
  const blocking = blockers.reduce((sum, task) => sum + task.blocking, 0);
  return {blocking, blockers, load: cpu > 0 ? wall / cpu : 1};
}

/** One Lighthouse run (mobile preset: simulated slow 4G and 4× CPU slowdown) in a fresh Chromium. */
async function lighthouseRun(url) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless', ...chromiumArgs],
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    return {...result.lhr, cpu: cpuBlocking(result.lhr, result.artifacts.Trace)};
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, {recursive: true, force: true});
  }
}

async function measureLighthouse(origin, dir, pages) {
  const rows = [];
  const threads = [];
  const taskLines = [];
  let about;
  for (const page of pages) {
    const reports = [];
    for (let i = 0; i < lighthouseRuns; i += 1) reports.push(await lighthouseRun(`${origin}${page.path}`));
    about ??= reports[0];
    const audit = (id) => median(reports.map((lhr) => lhr.audits[id].numericValue));
    // The same paints in the unthrottled load Lighthouse observed (its simulation starts from these).
    const observed = (key) => median(reports.map((lhr) => lhr.audits.metrics.details.items[0][key]));
    const score = (id) => median(reports.map((lhr) => Math.round(lhr.categories[id].score * 100)));
    const bytes = firstViewBytes(reports[0], origin, dir);
    const budget = firstViewBudget[page.kind];
    const perf = score('performance');
    const tbt = audit('total-blocking-time');
    const others = ['accessibility', 'best-practices', 'seo'].map(score);
    const cpuTbt = median(reports.map((lhr) => lhr.cpu.blocking));
    const load = median(reports.map((lhr) => lhr.cpu.load));
    rows.push([
      page.path,
      `${perf}${perf >= lighthouseTargets.performance ? '' : ' ✗'}`,
      `${Math.round(tbt)} ms${tbt <= lighthouseTargets.totalBlockingTimeMs ? '' : ' ✗'}`,
      `${Math.round(cpuTbt)} ms${cpuTbt <= lighthouseTargets.totalBlockingTimeMs ? '' : ' ✗'} (×${load.toFixed(1)})`,
      `${seconds(audit('largest-contentful-paint'))} / ${seconds(audit('first-contentful-paint'))}`,
      `${seconds(observed('observedLargestContentfulPaint'))} / ${seconds(observed('observedFirstContentfulPaint'))}`,
      seconds(audit('interactive')),
      formatKiB(median(reports.map(renderBlockingBytes))),
      audit('cumulative-layout-shift').toFixed(3),
      others.map((value) => `${value}${value >= lighthouseTargets.otherCategories ? '' : ' ✗'}`).join(' / '),
      `${formatKiB(bytes.firstView)} in ${bytes.files}${bytes.firstView <= budget ? '' : ' ✗'}`,
      formatKiB(budget),
      formatKiB(bytes.ahead),
    ]);
    // Main-thread work of the median run (by performance score), by kind, and the scripts behind it.
    const middle = medianRun(reports, (lhr) => lhr.categories.performance.score);
    const groups = Object.fromEntries(
      middle.audits['mainthread-work-breakdown'].details.items.map((item) => [item.group, item.duration]),
    );
    const scripts = middle.audits['bootup-time'].details.items
      .slice(0, 3)
      .map(
        (item) =>
          `${path.basename(new URL(item.url, origin).pathname) || item.url} ${Math.round(item.scripting)}`,
      )
      .join(', ');
    const cpuMiddle = medianRun(reports, (lhr) => lhr.cpu.blocking);
    taskLines.push(
      `${page.path} (${Math.round(cpuMiddle.cpu.blocking)} ms): ${cpuMiddle.cpu.blockers.map(describeTask).join('; ') || 'none'}`,
    );
    threads.push([
      page.path,
      ...Object.keys(MAIN_THREAD_GROUPS).map((group) => `${Math.round(groups[group] ?? 0)}`),
      `${middle.audits['dom-size']?.numericValue ?? middle.audits['dom-size-insight']?.numericValue ?? ''}`,
      `${middle.audits['long-tasks']?.details?.items?.length ?? ''}`,
      scripts,
    ]);
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  console.log(
    `Lighthouse ${about.lighthouseVersion}, mobile preset (simulated throttling), ${about.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, benchmark index ${Math.round(about.environment.benchmarkIndex)}, median of ${lighthouseRuns} runs; ✗ = misses its target.\n` +
      'TBT from CPU time: what the 4× slowdown gives from the CPU the page really used (other processes on a shared machine do not count); in brackets how much longer the tasks took by the clock.',
  );
  markdownTable([
    [
      'page',
      'perf',
      'TBT',
      'TBT from CPU time (clock/CPU)',
      'LCP / FCP (simulated)',
      'LCP / FCP (observed)',
      'TTI (simulated)',
      'render-blocking',
      'CLS',
      'a11y / BP / SEO',
      'first-view JS+CSS (gzip) in files',
      'budget',
      'prefetched ahead',
    ],
    ...rows,
  ]);
  console.log(
    '\nMain thread of the median run, ms (4× CPU slowdown), DOM elements, long tasks, top scripts (ms of scripting)',
  );
  markdownTable([['page', ...Object.values(MAIN_THREAD_GROUPS), 'DOM', 'long tasks', 'scripts'], ...threads]);
  console.log(
    '\nTasks behind the TBT from CPU time (the run with the median of it): start after first contentful paint, CPU, what the 4× slowdown makes of it beyond 50 ms, and the largest kinds of work inside',
  );
  for (const line of taskLines) console.log(`- ${line}`);
}

const seconds = (ms) => (ms / 1000).toFixed(2);

/** Bytes of the resources Lighthouse found blocking the first render (its insight in Lighthouse 13). */
function renderBlockingBytes(lhr) {
  const audit = lhr.audits['render-blocking-insight'] ?? lhr.audits['render-blocking-resources'];
  const items = audit?.details?.items ?? [];
  return items.reduce((sum, item) => sum + (item.totalBytes ?? 0), 0);
}

function markdownTable(rows) {
  const line = (row) => `| ${row.join(' | ')} |`;
  console.log([line(rows[0]), line(rows[0].map(() => '---')), ...rows.slice(1).map(line)].join('\n'));
}

async function main() {
  const dir = path.resolve(values.dir);
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(missingBrowserMessage);
    process.exit(1);
  }
  if (!values['skip-build']) await measureBuilds(values.dir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`bench: no build in ${dir}. Run "npm run build" first.`);
    process.exit(1);
  }
  const wanted = values.pages?.split(',');
  const pages = wanted ? benchPages.filter((page) => wanted.includes(page.path)) : benchPages;
  if (wanted && pages.length !== wanted.length) {
    console.error(
      `bench: --pages must name pages of src/data/performance.ts: ${benchPages.map((p) => p.path).join(', ')}`,
    );
    process.exit(1);
  }

  const server = await serveBuild(dir);
  try {
    if (!values['skip-lighthouse']) await measureLighthouse(server.origin, dir, pages);
    if (!values['skip-search']) await measureSearch(dir, executablePath, server);
  } finally {
    server.stop();
  }
}

async function measureSearch(dir, executablePath, server) {
  console.log('\nSearch index per locale (pagefind bundle)');
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
  try {
    console.log('\nQueries (headless Chromium, local server)');
    const rows = [
      [
        'locale',
        'first query fetches',
        'a later query fetches (median / max)',
        'query time, index loaded (median / p95)',
        'search box: first / later median (incl. 120 ms debounce)',
      ],
    ];
    for (const locale of LOCALES) {
      const r = await measureLocale(browser, server.origin, locale);
      rows.push([
        locale.name,
        `${kib(r.firstBytes)} in ${r.requests} requests`,
        `${kib(median(r.laterBytes))} / ${kib(Math.max(...r.laterBytes))}`,
        r.warm.length > 0
          ? `${ms(median(r.warm))} / ${ms(p95(r.warm))}`
          : 'no measures (build without the engine)',
        `${r.uiFirst} ms / ${median(r.uiLater)} ms`,
      ]);
    }
    table(rows);

    console.log(`\nFirst-load JS of ${DOC_PAGE} (gzip, until network idle)`);
    const jsRows = [['build', 'scripts', 'gzip']];
    const current = await firstLoadJs(browser, `${server.origin}${DOC_PAGE}`);
    jsRows.push([values.dir, current.count, kib(current.gzip)]);
    if (values.baseline) {
      const baseline = await serveBuild(path.resolve(values.baseline));
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
    await browser.close();
  }
}

await main();
