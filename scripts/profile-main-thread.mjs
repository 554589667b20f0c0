#!/usr/bin/env node
/**
 * Where the main thread's CPU goes on the first load of a page, down to functions (issue 31).
 *
 * For each page and run: a fresh headless Chromium (flags of tests/e2e/browser.mjs) at phone size
 * (412 × 823, DPR 1.75, touch) with 4× CPU throttling (`Emulation.setCPUThrottlingRate`) loads the
 * page from the build served by scripts/serve.mjs, until network idle + 2 s, under a trace with V8's
 * sampling profiler (`disabled-by-default-v8.cpu_profiler`). Times are CPU time, not the clock (the
 * machine may be shared): each main-thread task's CPU duration (`tdur`) is shared among the profiler
 * samples taken inside it; a sample inside a V8 compile or GC event counts as compile or GC, a
 * sample outside JS goes to the Blink event it ran in (style and layout, parsing, paint), any other
 * sample to the JS function on top of its stack that has a script URL (self time).
 * Chromium throttles by busy-waiting on the main thread after each slice it ran, for 3× the slice's
 * clock time (up to 1 ms), so the CPU time measured at 4× contains that wait: about 3× the CPU of
 * an unthrottled load (2.1 s vs 0.68 s on /configuration/output/), more on a loaded machine, where a
 * slice's clock time includes time the thread was not running. Shares are unaffected; compare
 * absolute figures only between runs of equal load, or use `--throttle 1` (then ×4 is the phone's).
 *
 * The build has no source maps, so a function is placed by its position in its chunk: the chunk is
 * parsed with acorn, its module factories (`push([[ids],{id(e,t,n){…}}])`) and their top-level
 * statements give ranges; each statement is matched to a source file (node_modules packages that
 * reach the browser, and src/) by the string literals and property names it shares with it, weighted
 * by how rare they are (a statement without any takes its neighbour's file: concatenated modules keep
 * each file's statements together). A function's name is its minified name when that was kept,
 * otherwise the name of the function in the matched source file whose literals and property names
 * resemble it most (a guess, marked `~`).
 *
 * Usage: node scripts/profile-main-thread.mjs [--dir build] [--pages /,/concepts/] [--runs 3]
 *          [--throttle 4] [--top 10] [--save-traces DIR] [--from-traces DIR] [--json FILE]
 * Prints, per page, the median over the runs of each category's CPU ms and share, and the top
 * functions (self time) of the run with the median total.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import * as acorn from 'acorn';
import acornJsx from 'acorn-jsx';
import {chromium} from 'playwright-core';
import {chromiumArgs, findChromium, missingBrowserMessage} from '../tests/e2e/browser.mjs';
import {serveBuild} from './lib/serveBuild.mjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    pages: {
      type: 'string',
      default: '/,/concepts/,/configuration/output/,/zh/concepts/,/zh/configuration/output/',
    },
    runs: {type: 'string', default: '3'},
    throttle: {type: 'string', default: '4'},
    top: {type: 'string', default: '10'},
    'save-traces': {type: 'string'},
    'from-traces': {type: 'string'},
    json: {type: 'string'},
  },
});
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const BUILD = path.resolve(values.dir);
const PAGES = values.pages.split(',').filter(Boolean);
const RUNS = Number(values.runs);
const THROTTLE = Number(values.throttle);
const TOP = Number(values.top);

const CATEGORIES = [
  'React (react-dom, scheduler)',
  'Docusaurus client (core, router, helmet, loadable)',
  'theme-classic / theme-common / docs plugin',
  'this site (src/)',
  'third-party (prism, clsx, …)',
  'page content (MDX chunks)',
  'inline scripts of the HTML',
  'JS not attributed',
  'compile (V8)',
  'bundler runtime and module top-level code',
  'GC',
  'not script: style and layout',
  'not script: parse HTML and CSS',
  'not script: paint and composite',
  'not script: other (IPC, tasks without samples, profiler)',
];
const SCRIPT_CATEGORIES = CATEGORIES.slice(0, 11);
/** Blink's trace events that say what a sample outside JS was doing, with their category. */
const NOT_SCRIPT_EVENTS = new Map([
  ['UpdateLayoutTree', CATEGORIES[11]],
  ['Layout', CATEGORIES[11]],
  ['RecalculateStyles', CATEGORIES[11]],
  ['IntersectionObserverController::computeIntersections', CATEGORIES[11]],
  ['HitTest', CATEGORIES[11]],
  ['ParseHTML', CATEGORIES[12]],
  ['ParseAuthorStyleSheet', CATEGORIES[12]],
  ['HTMLDocumentParser::MaybeFetchQueuedPreloads', CATEGORIES[12]],
  ['Paint', CATEGORIES[13]],
  ['PrePaint', CATEGORIES[13]],
  ['Layerize', CATEGORIES[13]],
  ['Commit', CATEGORIES[13]],
  ['PaintImage', CATEGORIES[13]],
  ['Decode Image', CATEGORIES[13]],
  ['UpdateLayer', CATEGORIES[13]],
]);

const TRACE_CATEGORIES = [
  'toplevel',
  'v8',
  'v8.execute',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
  'disabled-by-default-v8.compile',
  '__metadata',
].join(',');

// ---------------------------------------------------------------------------------------------
// Profiling

/** One first load of `url` in a fresh browser; returns the trace events. */
async function traceLoad(executablePath, url) {
  const browser = await chromium.launch({executablePath, args: chromiumArgs, headless: true});
  try {
    const context = await browser.newContext({
      viewport: {width: 412, height: 823},
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: THROTTLE});
    await browser.startTracing(page, {categories: TRACE_CATEGORIES.split(',')});
    await page.goto(url, {waitUntil: 'networkidle', timeout: 180_000});
    await page.waitForTimeout(2000);
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString('utf8'));
    return Array.isArray(trace) ? trace : trace.traceEvents;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Chunks: module factories and their top-level statements

const JsxParser = acorn.Parser.extend(acornJsx());
const STRING_RE = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
const PROP_RE = /\.([A-Za-z_$][\w$]{2,})/g;
const KEY_RE = /[{,]\s*([A-Za-z_$][\w$]{3,})\s*:/g;

/** The tokens that survive minification: string literals and property names. */
function tokensOf(text) {
  const tokens = new Set();
  for (const match of text.matchAll(STRING_RE)) {
    if (match[2].length >= 3 && match[2].length <= 200) tokens.add(`s:${match[2]}`);
  }
  for (const match of text.matchAll(PROP_RE)) tokens.add(`p:${match[1]}`);
  for (const match of text.matchAll(KEY_RE)) tokens.add(`p:${match[1]}`);
  return tokens;
}

/**
 * @typedef {{start: number, end: number, file?: string}} Statement
 * @typedef {{id: string, start: number, end: number, bodyStart: number, statements: Statement[]}} Factory
 * @typedef {{text: string, lineStarts: number[], factories: Factory[], functions: {start: number, end: number, name?: string}[]}} Chunk
 */

/** Parses a chunk of the build into its module factories, their statements, and its functions. */
function parseChunk(text) {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  /** @type {Factory[]} */
  const factories = [];
  /** @type {{start: number, end: number, name?: string}[]} */
  const functions = [];
  let ast;
  for (const sourceType of ['script', 'module']) {
    try {
      ast = JsxParser.parse(text, {ecmaVersion: 'latest', sourceType, allowHashBang: true});
      break;
    } catch {
      // The build's chunks are scripts; the packages' files may be modules.
    }
  }
  if (!ast) return {text, lineStarts, factories, functions};
  const visit = (node, parentKey) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression'
    ) {
      // V8 gives a function's position as that of its parameter list, not of `function`.
      const key =
        node.type === 'ArrowFunctionExpression' && text[node.start] !== '('
          ? node.start
          : text.indexOf('(', node.id ? node.id.end : node.start);
      functions.push({start: node.start, end: node.end, key, name: node.id?.name ?? parentKey});
    }
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
      const name = node.callee.property.name;
      const map = node.arguments[0]?.elements?.[1];
      if (name === 'push' && map?.type === 'ObjectExpression') {
        for (const property of map.properties) {
          const value = property.value;
          if (!value || !/Function/.test(value.type) || value.body.type !== 'BlockStatement') continue;
          const key = property.key.type === 'Literal' ? String(property.key.value) : property.key.name;
          factories.push({
            id: key,
            start: value.start,
            end: value.end,
            bodyStart: value.body.start,
            statements: value.body.body.map((statement) => ({start: statement.start, end: statement.end})),
          });
        }
      }
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      const childKey =
        node.type === 'Property' || node.type === 'MethodDefinition'
          ? (node.key?.name ?? node.key?.value)
          : node.type === 'VariableDeclarator'
            ? node.id?.name
            : undefined;
      if (Array.isArray(child)) for (const item of child) visit(item, childKey);
      else if (child && typeof child === 'object' && key !== 'loc') visit(child, childKey);
    }
  };
  visit(ast, undefined);
  functions.sort((a, b) => a.start - b.start);
  return {text, lineStarts, factories, functions};
}

// ---------------------------------------------------------------------------------------------
// Source files the chunks come from, indexed by their tokens

const PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'history',
  'react-router',
  'react-router-dom',
  'react-router-config',
  'react-helmet-async',
  'react-loadable',
  'nprogress',
  'prism-react-renderer',
  'prismjs',
  'clsx',
  '@mdx-js/react',
  '@babel/runtime',
  'tslib',
  'copy-text-to-clipboard',
  'prop-types',
  'react-is',
  'hoist-non-react-statics',
  'invariant',
  'tiny-invariant',
  'tiny-warning',
  'resolve-pathname',
  'value-equal',
  'path-to-regexp',
  'isarray',
  'react-fast-compare',
  'shallowequal',
  'fflate',
  '@stackblitz/sdk',
  'workbox-window',
  'use-sync-external-store',
];

/** Which category a source file belongs to. */
function categoryOfFile(file) {
  if (/^node_modules\/(react-dom|react|scheduler)\//.test(file)) return CATEGORIES[0];
  if (
    /^node_modules\/(@docusaurus\/core|history|react-router|react-router-dom|react-router-config|react-helmet-async|react-loadable|nprogress|resolve-pathname|value-equal|path-to-regexp|isarray|tiny-invariant|tiny-warning|hoist-non-react-statics|react-fast-compare|shallowequal|invariant|prop-types|react-is|@babel\/runtime|tslib)\//.test(
      file,
    )
  )
    return CATEGORIES[1];
  if (/^node_modules\/@docusaurus\//.test(file)) return CATEGORIES[2];
  if (/^(src|\.docusaurus)\//.test(file)) return CATEGORIES[3];
  return CATEGORIES[4];
}

/** A short label: the package (with the file for Docusaurus), or the path under src/. */
function labelOfFile(file) {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (!match) return file;
  const [, pkg, rest] = match;
  if (pkg.startsWith('@docusaurus/')) return `${pkg} ${rest.replace(/^lib\//, '').replace(/\.js$/, '')}`;
  return pkg;
}

function walk(dir, test, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === '__tests__') continue;
      walk(full, test, out);
    } else if (test(full)) out.push(full);
  }
  return out;
}

/** The candidate source files with their tokens and the functions they declare. */
function sourceIndex() {
  const files = [];
  const js = (file) =>
    /\.(c?js|mjs)$/.test(file) && !/\.(development|profiling)\.js$|\.d\.ts$|\.min\.js$/.test(file);
  for (const pkg of PACKAGES) {
    const dir = path.join(ROOT, 'node_modules', pkg);
    const sub = ['react-dom', 'react', 'scheduler'].includes(pkg) ? path.join(dir, 'cjs') : dir;
    files.push(...walk(sub, (file) => js(file) && !/\/(umd|test|tests|bin|dist\/umd)\//.test(file)));
  }
  for (const dir of fs.readdirSync(path.join(ROOT, 'node_modules/@docusaurus'))) {
    files.push(
      ...walk(
        path.join(ROOT, 'node_modules/@docusaurus', dir, 'lib'),
        (file) => /(client|theme|hooks|utils|components|contexts)/.test(file) && js(file),
      ),
    );
  }
  files.push(
    ...walk(
      path.join(ROOT, 'src'),
      (file) => /\.(tsx?|jsx?|mjs)$/.test(file) && !/\.test\.|\.d\.ts$/.test(file),
    ),
  );
  const sources = files.map((full) => {
    const text = fs.readFileSync(full, 'utf8');
    return {file: path.relative(ROOT, full), text, tokens: tokensOf(text)};
  });
  /** @type {Map<string, number[]>} */
  const byToken = new Map();
  sources.forEach((source, index) => {
    for (const token of source.tokens) {
      let list = byToken.get(token);
      if (!list) byToken.set(token, (list = []));
      list.push(index);
    }
  });
  return {sources, byToken};
}

/**
 * The source file a piece of minified code most likely comes from, or undefined. With `prefer`
 * (the file of the whole module), that file wins unless another matches clearly better: a few
 * common strings of a statement must not move it to another package.
 */
function matchFile(index, tokens, prefer) {
  /** @type {Map<number, number>} */
  const scores = new Map();
  let total = 0;
  for (const token of tokens) {
    const list = index.byToken.get(token);
    if (!list || list.length > 200) continue;
    const weight = Math.log(index.sources.length / list.length) * (token.startsWith('s:') ? 2 : 1);
    total += weight;
    for (const i of list) scores.set(i, (scores.get(i) ?? 0) + weight);
  }
  let best;
  let bestScore = 0;
  for (const [i, score] of scores) {
    // Prefer the smaller file on a tie: a package's index re-exports its files' names.
    if (
      score > bestScore ||
      (score === bestScore &&
        best !== undefined &&
        index.sources[i].text.length < index.sources[best].text.length)
    ) {
      best = i;
      bestScore = score;
    }
  }
  if (best === undefined || bestScore < 4 || bestScore < total * 0.3) return prefer;
  if (prefer !== undefined) {
    const preferred = index.sources.findIndex((source) => source.file === prefer);
    if ((scores.get(preferred) ?? 0) >= bestScore * 0.5) return prefer;
  }
  return index.sources[best].file;
}

/** Assigns a source file to every statement of every factory of the chunk. */
function attributeChunk(index, chunk) {
  for (const factory of chunk.factories) {
    // The module as a whole, for a factory without statements of its own.
    factory.file = matchFile(index, tokensOf(chunk.text.slice(factory.start, factory.end)));
    const statements = factory.statements;
    for (const statement of statements) {
      const tokens = tokensOf(chunk.text.slice(statement.start, statement.end));
      statement.file = tokens.size ? matchFile(index, tokens, factory.file) : undefined;
    }
    // A statement without a match takes the file of the closest matched one before it, else after.
    let last;
    for (const statement of statements) {
      if (statement.file) last = statement.file;
      else statement.inherited = last;
    }
    last = undefined;
    for (let i = statements.length - 1; i >= 0; i--) {
      if (statements[i].file) last = statements[i].file;
      else statements[i].inherited ??= last;
    }
  }
}

/** Function declarations of a source file, found by regex (works on TSX too): name, tokens. */
const sourceFunctionCache = new Map();
function sourceFunctions(index, file) {
  if (sourceFunctionCache.has(file)) return sourceFunctionCache.get(file);
  const text = index.sources.find((source) => source.file === file)?.text ?? '';
  if (/\.(c?js|mjs)$/.test(file)) {
    const parsed = parseChunk(text).functions.filter((fn) => fn.name);
    if (parsed.length) {
      const functions = parsed.map((fn) => ({name: fn.name, tokens: tokensOf(text.slice(fn.start, fn.end))}));
      sourceFunctionCache.set(file, functions);
      return functions;
    }
  }
  const starts = [];
  const re =
    /(?:function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|[A-Za-z_$][\w$]*\s*=>)|^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*\{)/gm;
  for (const match of text.matchAll(re)) {
    const name = match[1] ?? match[2] ?? match[3];
    if (['if', 'for', 'while', 'switch', 'catch', 'return', 'function'].includes(name)) continue;
    starts.push({name, start: match.index});
  }
  const functions = starts.map((entry, i) => ({
    name: entry.name,
    tokens: tokensOf(text.slice(entry.start, starts[i + 1]?.start ?? text.length)),
  }));
  sourceFunctionCache.set(file, functions);
  return functions;
}

/** The name of the source function that resembles the minified text most (Jaccard of tokens). */
function guessName(index, file, text) {
  const tokens = tokensOf(text);
  if (tokens.size < 2) return undefined;
  let best;
  let bestScore = 0;
  let second = 0;
  for (const candidate of sourceFunctions(index, file)) {
    // A package that ships minified code has no names to give.
    if (candidate.name.length <= 2) continue;
    let shared = 0;
    for (const token of tokens) if (candidate.tokens.has(token)) shared++;
    const score = shared / (tokens.size + candidate.tokens.size - shared);
    if (score > bestScore) {
      if (candidate.name !== best) second = bestScore;
      best = candidate.name;
      bestScore = score;
    } else if (score > second && candidate.name !== best) second = score;
  }
  // Only a clear winner: a guess that could as well be another function is no name.
  return bestScore >= 0.25 && bestScore > second ? best : undefined;
}

// ---------------------------------------------------------------------------------------------
// Analysis of one trace

const COMPILE_EVENTS = new Set([
  'v8.compile',
  'V8.CompileCode',
  'v8.compileModule',
  'V8.CompileLazy',
  'v8.parseOnBackground',
  'V8.ParseFunction',
  'V8.CompileFullCode',
  'v8.produceCache',
]);
const GC_EVENTS = new Set([
  'MinorGC',
  'MajorGC',
  'V8.GCScavenger',
  'V8.GCFinalizeMC',
  'V8.GCIncrementalMarking',
  'BlinkGC.AtomicPhase',
  'ThreadState::performIdleLazySweep',
  'V8.GCCompactor',
  'V8.GC_MC_BACKGROUND_MARKING',
]);

/**
 * The profile of the page's renderer main thread: profiles are told apart by process and id, the
 * thread is the one of their `Profile` event (their chunks come from the profiler's own thread);
 * of those on a CrRendererMain, the one with the most frames of the origin.
 */
function mainProfile(events, origin) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const profiles = new Map();
  for (const event of events) {
    if (event.name === 'Profile' && mains.has(`${event.pid}:${event.tid}`)) {
      profiles.set(`${event.pid}:${event.id}`, {
        pid: event.pid,
        tid: event.tid,
        id: event.id,
        start: event.args.data.startTime,
        hits: 0,
      });
    }
  }
  for (const event of events) {
    const profile = event.name === 'ProfileChunk' && profiles.get(`${event.pid}:${event.id}`);
    if (!profile) continue;
    for (const node of event.args?.data?.cpuProfile?.nodes ?? []) {
      if (node.callFrame?.url?.startsWith(origin)) profile.hits++;
    }
  }
  return [...profiles.values()].sort((a, b) => b.hits - a.hits)[0];
}

/**
 * @param {any[]} events
 * @param {string} origin
 * @param {(url: string) => Chunk | undefined} chunkOf
 * @param {any} index
 */
function analyse(events, origin, chunkOf, index) {
  const profile = mainProfile(events, origin);
  if (!profile?.hits) throw new Error('no profile of a renderer main thread running the page in the trace');
  const {pid, tid} = profile;
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid);

  // Profile samples: nodes arrive in chunks; the profile's Profile event (by id) gives the start.
  const nodes = new Map();
  const samples = [];
  let clock = profile.start;
  const chunks = events
    .filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)
    .sort((a, b) => a.ts - b.ts);
  for (const event of chunks) {
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((nodeId, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ts: clock, nodeId});
    });
  }
  samples.sort((a, b) => a.ts - b.ts);

  // Top-level tasks with their CPU time, and the V8 compile and GC intervals.
  const tasks = onThread
    .filter(
      (e) =>
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        e.tdur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  const topTasks = [];
  for (const task of tasks) {
    const last = topTasks[topTasks.length - 1];
    if (last && task.ts < last.ts + last.dur) continue;
    topTasks.push(task);
  }
  const intervals = (set) =>
    onThread
      .filter((e) => e.ph === 'X' && set.has(e.name))
      .map((e) => [e.ts, e.ts + e.dur])
      .sort((a, b) => a[0] - b[0]);
  const compile = intervals(COMPILE_EVENTS);
  const blink = onThread
    .filter((e) => e.ph === 'X' && NOT_SCRIPT_EVENTS.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  /** The innermost event of the list (sorted by start) running at ts. */
  const innermost = (list, ts) => {
    let lo = 0;
    let hi = list.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].ts <= ts) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    for (let i = found; i >= 0 && i > found - 50; i--) if (list[i].ts + list[i].dur >= ts) return list[i];
    return undefined;
  };
  const gc = intervals(GC_EVENTS);
  const inside = (list, ts) => {
    let lo = 0;
    let hi = list.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid][0] <= ts) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    // Nested intervals: look back a few.
    for (let i = found; i >= 0 && i > found - 20; i--) if (list[i][1] >= ts) return true;
    return false;
  };

  /** @type {Map<string, number>} */
  const byCategory = new Map(CATEGORIES.map((c) => [c, 0]));
  /** @type {Map<string, {ms: number, category: string, label: string}>} */
  const byFunction = new Map();
  const unattributed = new Map();
  let cpuTotal = 0;
  let sampleIndex = 0;
  for (const task of topTasks) {
    const cpu = task.tdur / 1000;
    cpuTotal += cpu;
    while (sampleIndex < samples.length && samples[sampleIndex].ts < task.ts) sampleIndex++;
    const mine = [];
    while (sampleIndex < samples.length && samples[sampleIndex].ts <= task.ts + task.dur) {
      mine.push(samples[sampleIndex++]);
    }
    const counted = mine.filter((sample) => nodes.get(sample.nodeId)?.callFrame.functionName !== '(idle)');
    if (!counted.length) {
      byCategory.set(CATEGORIES[14], byCategory.get(CATEGORIES[14]) + cpu);
      continue;
    }
    const weight = cpu / counted.length;
    for (const sample of counted) {
      const {category, fn, label} = classify(sample);
      byCategory.set(category, byCategory.get(category) + weight);
      if (fn) {
        const key = `${fn}\u0000${label}`;
        const entry = byFunction.get(key) ?? {ms: 0, category, label, fn};
        entry.ms += weight;
        byFunction.set(key, entry);
      }
    }
  }

  function classify(sample) {
    if (inside(gc, sample.ts)) return {category: CATEGORIES[10]};
    let node = nodes.get(sample.nodeId);
    const leafName = node?.callFrame.functionName;
    if (leafName === '(garbage collector)') return {category: CATEGORIES[10]};
    if (inside(compile, sample.ts)) return {category: CATEGORIES[8]};
    while (node && !node.callFrame.url) node = nodes.get(node.parent);
    if (!node) {
      if (leafName === '(program)' || leafName === '(root)' || !leafName) {
        return {category: NOT_SCRIPT_EVENTS.get(innermost(blink, sample.ts)?.name) ?? CATEGORIES[14]};
      }
      return {category: CATEGORIES[7], fn: leafName, label: 'V8/Blink built-in'};
    }
    return placeFrame(node.callFrame);
  }

  /** Category, function name and label of a JS frame, from its chunk position. */
  function placeFrame(frame) {
    const url = frame.url;
    const file = url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop();
    const chunk =
      url.startsWith(origin) && /\.js$/.test(url.replace(/[?#].*$/, '')) ? chunkOf(url) : undefined;
    const name = frame.functionName || '(anonymous)';
    if (!chunk) {
      if (url.startsWith(origin))
        return {category: CATEGORIES[6], fn: name, label: `inline ${new URL(url).pathname}`};
      return {category: CATEGORIES[7], fn: name, label: url};
    }
    const offset = (chunk.lineStarts[frame.lineNumber] ?? 0) + frame.columnNumber;
    const factory = chunk.factories.find((f) => offset >= f.start && offset < f.end);
    if (!factory) return {category: CATEGORIES[9], fn: name, label: file};
    if (offset === factory.start) {
      return {
        category: CATEGORIES[9],
        fn: `module ${factory.id}`,
        label: factory.file ? labelOfFile(factory.file) : file,
      };
    }
    const statement = factory.statements.find((s) => offset >= s.start && offset < s.end);
    const source = statement?.file ?? statement?.inherited ?? factory.file;
    if (!source) {
      if (!/^(main|runtime)/.test(file) && !/^\d+\./.test(file)) {
        return {category: CATEGORIES[5], fn: name, label: `${file} module ${factory.id}`};
      }
      const key = `${file} module ${factory.id}`;
      unattributed.set(key, (unattributed.get(key) ?? 0) + 1);
      return {category: CATEGORIES[7], fn: name, label: key};
    }
    let shown = name;
    if (name.length <= 2 || name === '(anonymous)') {
      const fn = innermostFunction(chunk, offset);
      const guess = fn ? guessName(index, source, chunk.text.slice(fn.start, fn.end)) : undefined;
      shown = guess ? `~${guess}` : `${name} @${file}:${offset}`;
    }
    return {category: categoryOfFile(source), fn: shown, label: labelOfFile(source)};
  }

  return {cpuTotal, byCategory, byFunction, unattributed};
}

function innermostFunction(chunk, offset) {
  chunk.byKey ??= new Map(chunk.functions.map((fn) => [fn.key, fn]));
  return chunk.byKey.get(offset);
}

// ---------------------------------------------------------------------------------------------

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function main() {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
    console.error(`No build in ${BUILD}: run "npm run build" or pass --dir.`);
    process.exit(1);
  }
  const executablePath = findChromium();
  if (!values['from-traces'] && !executablePath) {
    console.error(missingBrowserMessage);
    process.exit(1);
  }
  console.log('Indexing the source files…');
  const index = sourceIndex();
  /** @type {Map<string, Chunk>} */
  const chunks = new Map();
  const chunkOf = (url) => {
    const pathname = new URL(url).pathname;
    if (!chunks.has(pathname)) {
      const file = path.join(BUILD, pathname);
      if (!fs.existsSync(file)) chunks.set(pathname, undefined);
      else {
        const chunk = parseChunk(fs.readFileSync(file, 'utf8'));
        attributeChunk(index, chunk);
        chunks.set(pathname, chunk);
      }
    }
    return chunks.get(pathname);
  };

  const server = values['from-traces'] ? undefined : await serveBuild(BUILD);
  const results = [];
  try {
    for (const pagePath of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const slug = `${pagePath.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${run}.json`;
        let events;
        let origin;
        if (values['from-traces']) {
          const saved = JSON.parse(fs.readFileSync(path.join(values['from-traces'], slug), 'utf8'));
          events = saved.events;
          origin = saved.origin;
        } else {
          origin = server.origin;
          events = await traceLoad(executablePath, origin + pagePath);
          if (values['save-traces']) {
            fs.mkdirSync(values['save-traces'], {recursive: true});
            fs.writeFileSync(path.join(values['save-traces'], slug), JSON.stringify({origin, events}));
          }
        }
        const result = analyse(events, origin, (url) => chunkOf(url.replace(origin, 'http://x')), index);
        runs.push(result);
        console.log(
          `  ${pagePath} run ${run + 1}: ${result.cpuTotal.toFixed(0)} ms of main-thread CPU at ${THROTTLE}×`,
        );
      }
      results.push({pagePath, runs});
    }
  } finally {
    server?.stop();
  }
  report(results);
}

function report(results) {
  const json = [];
  for (const {pagePath, runs} of results) {
    const total = median(runs.map((r) => r.cpuTotal));
    const medianRun = runs.find((r) => r.cpuTotal === total);
    const script = median(
      runs.map((r) => SCRIPT_CATEGORIES.reduce((sum, c) => sum + r.byCategory.get(c), 0)),
    );
    console.log(
      `\n${pagePath}: main thread ${total.toFixed(0)} ms of CPU at ${THROTTLE}× throttling, script ${script.toFixed(0)} ms; median of ${runs.length} runs`,
    );
    console.log(`| category | CPU ms at ${THROTTLE}× | share |\n| --- | ---: | ---: |`);
    const categories = {};
    for (const category of CATEGORIES) {
      const value = median(runs.map((r) => r.byCategory.get(category)));
      categories[category] = value;
      console.log(`| ${category} | ${value.toFixed(0)} | ${((100 * value) / total).toFixed(1)}% |`);
    }
    console.log(`\nTop ${TOP} functions (self CPU, run with the median total):`);
    console.log(
      `| function | package / component | category | CPU ms at ${THROTTLE}× |\n| --- | --- | --- | ---: |`,
    );
    const top = [...medianRun.byFunction.values()].sort((a, b) => b.ms - a.ms).slice(0, TOP);
    for (const entry of top) {
      console.log(
        `| \`${entry.fn}\` | ${entry.label} | ${entry.category.split(' (')[0]} | ${entry.ms.toFixed(0)} |`,
      );
    }
    if (medianRun.unattributed.size) {
      const list = [...medianRun.unattributed].sort((a, b) => b[1] - a[1]).slice(0, 5);
      console.log(`Not attributed (samples): ${list.map(([k, v]) => `${k} ${v}`).join(', ')}`);
    }
    json.push({page: pagePath, totalMs: total, categories, top});
  }
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(json, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

export {parseChunk, sourceIndex, tokensOf, sourceFunctions, guessName, matchFile};
