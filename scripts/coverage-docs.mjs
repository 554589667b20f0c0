#!/usr/bin/env node
// Docs coverage report: how much of webpack's real surface the docs cover.
//
//   node scripts/coverage-docs.mjs            report (exit 0)
//   node scripts/coverage-docs.mjs --verbose  full missing lists
//   node scripts/coverage-docs.mjs --json     machine-readable result
//   node scripts/coverage-docs.mjs --check    also fail (exit 1) when a figure is below tests/docs/coverage-floor.json
//   node scripts/coverage-docs.mjs --update-floor  raise tests/docs/coverage-floor.json to the current figures
//   node scripts/coverage-docs.mjs --root DIR read docs/ from DIR instead of this repo (used by tests)
//   node scripts/coverage-docs.mjs --check --floor FILE  compare with another floor file (used by tests)
//
// Ground truth comes from the installed webpack / webpack-cli, never from a hand-written list:
// - configuration options: every top-level property of webpack's WebpackOptions schema and every
//   property of the object schemas it can take (after `$ref`, anyOf/oneOf/allOf; not array items),
//   e.g. `output` and `output.filename`. Covered when a docs/configuration/ page has a heading whose
//   text is the path (`## output.filename`) or an explicit anchor equal to the path without dots
//   (`{#outputfilename}`, `<a id="outputfilename">`), case-insensitively. A top-level option is also
//   covered by a page of its own (`output` → docs/configuration/output.md, `watchOptions` →
//   watch-options.md).
// - hooks: the keys of `compiler.hooks` and `compilation.hooks` of a real compiler / compilation.
//   Covered when docs/api/compiler-hooks.md(x) / compilation-hooks.md(x) has a heading naming it
//   (`### beforeRun`, or `` ### `compiler.hooks.beforeRun` ``).
// - CLI flags: webpack-cli's core flags (`webpack.cli.getArguments()`) plus webpack-cli's own
//   options (from `webpack-cli --help`). Covered when docs/api/cli.md(x) mentions `--flag` (or its
//   negation `--no-flag`) anywhere.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(REPO_ROOT, 'package.json'));
export const FLOOR_FILE = path.join(REPO_ROOT, 'tests', 'docs', 'coverage-floor.json');

// ------------------------------------------------------------------------------------------------
// Ground truth

export function schemaOptionPaths() {
  const schema = require('webpack/schemas/WebpackOptions.json');
  const deref = (s) => {
    const seen = new Set();
    while (s && s.$ref) {
      if (seen.has(s.$ref)) return undefined;
      seen.add(s.$ref);
      const m = /^#\/definitions\/(.+)$/.exec(s.$ref);
      s = m ? schema.definitions[m[1]] : undefined;
    }
    return s;
  };
  const props = (s, seen = new Set()) => {
    s = deref(s);
    if (!s || seen.has(s)) return [];
    seen.add(s);
    const out = [];
    if (s.properties) out.push(...Object.keys(s.properties));
    for (const k of ['anyOf', 'oneOf', 'allOf']) for (const sub of s[k] ?? []) out.push(...props(sub, seen));
    return [...new Set(out)];
  };
  const topLevel = Object.keys(schema.properties);
  const secondLevel = [];
  for (const key of topLevel) for (const p of props(schema.properties[key])) secondLevel.push(`${key}.${p}`);
  return {topLevel, secondLevel, all: [...topLevel, ...secondLevel]};
}

export function realHooks() {
  const webpack = require('webpack');
  const compiler = webpack({
    context: os.tmpdir(),
    entry: './index.js',
    mode: 'production',
    infrastructureLogging: {level: 'none'},
  });
  const compilation = compiler.newCompilation(compiler.newCompilationParams());
  return {compiler: Object.keys(compiler.hooks), compilation: Object.keys(compilation.hooks)};
}

export function cliFlags() {
  const webpack = require('webpack');
  const core = Object.keys(webpack.cli.getArguments());
  const cli = path.join(path.dirname(require.resolve('webpack-cli/package.json')), 'bin', 'cli.js');
  const help = execFileSync(process.execPath, [cli, '--help'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const coreSet = new Set(core);
  const own = new Set();
  for (const m of help.matchAll(/^\s+(?:-\w,\s+)?--([a-z0-9][a-z0-9-]*)/gm)) {
    const name = m[1];
    if (coreSet.has(name)) continue;
    if (name.startsWith('no-') && (coreSet.has(name.slice(3)) || help.includes(`--${name.slice(3)}`)))
      continue;
    own.add(name);
  }
  return {core, own: [...own], all: [...own, ...core]};
}

// ------------------------------------------------------------------------------------------------
// Reading the docs

function pageFiles(dir) {
  const out = [];
  let entries;
  try {
    entries = fs.readdirSync(dir, {withFileTypes: true});
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name.startsWith('_') || e.name.startsWith('.')) continue;
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...pageFiles(abs));
    else if (/\.mdx?$/.test(e.name)) out.push(abs);
  }
  return out.sort();
}

function readPage(dir, name) {
  for (const ext of ['.md', '.mdx']) {
    const f = path.join(dir, name + ext);
    if (fs.existsSync(f)) return fs.readFileSync(f, 'utf8');
  }
  return undefined;
}

/** Lines outside fenced code blocks (``` / ~~~, CommonMark rules). */
export function proseLines(source) {
  const out = [];
  let fence = null;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (fence) {
      if (new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`).test(line))
        fence = null;
      continue;
    }
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (m && !(m[1][0] === '`' && m[2].includes('`'))) {
      fence = m[1];
      continue;
    }
    out.push(line);
  }
  return out;
}

/** Headings of a page: `{text, id}` with markup (backticks, emphasis, links) removed from text. */
export function headings(source) {
  const out = [];
  for (const line of proseLines(source)) {
    const m = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t]*(?:#+[ \t]*)?$/.exec(line);
    if (!m) continue;
    let text = m[1];
    let id;
    const idm = /\s*\{#([^}\s]+)\}\s*$/.exec(text);
    if (idm) {
      id = idm[1];
      text = text.slice(0, idm.index);
    }
    text = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .replace(/\\(.)/g, '$1')
      .trim();
    out.push({text, id});
  }
  return out;
}

/** Anchor ids on a page: explicit heading ids and `<a id|name="…">`. */
function anchors(source) {
  const ids = new Set();
  for (const h of headings(source)) if (h.id) ids.add(h.id.toLowerCase());
  for (const m of source.matchAll(/<a\s+[^>]*\b(?:id|name)=["']([^"']+)["']/g)) ids.add(m[1].toLowerCase());
  return ids;
}

const firstWord = (t) => t.split(/\s+/)[0] ?? '';

function figure(total, coveredSet) {
  const covered = total.filter((x) => coveredSet.has(x));
  const missing = total.filter((x) => !coveredSet.has(x));
  return {
    covered: covered.length,
    total: total.length,
    percent: total.length ? Math.floor((covered.length / total.length) * 1000) / 10 : 100,
    missing,
  };
}

export function computeCoverage({root = REPO_ROOT} = {}) {
  const docs = path.join(root, 'docs');

  // Configuration options
  const options = schemaOptionPaths();
  const optionHeadings = new Set();
  const optionAnchors = new Set();
  const pageSlugs = new Set();
  for (const f of pageFiles(path.join(docs, 'configuration'))) {
    pageSlugs.add(
      path
        .basename(f)
        .replace(/\.mdx?$/, '')
        .replace(/-/g, '')
        .toLowerCase(),
    );
    const src = fs.readFileSync(f, 'utf8');
    for (const h of headings(src)) optionHeadings.add(firstWord(h.text));
    for (const a of anchors(src)) optionAnchors.add(a);
  }
  const coveredOptions = new Set(
    options.all.filter(
      (p) =>
        optionHeadings.has(p) ||
        optionAnchors.has(p.replace(/\./g, '').toLowerCase()) ||
        // A top-level option is also covered by a page of its own: output → configuration/output.md,
        // watchOptions → configuration/watch-options.md.
        (!p.includes('.') && pageSlugs.has(p.toLowerCase())),
    ),
  );

  // Hooks
  const hooks = realHooks();
  const hookNames = (name) => {
    const src = readPage(path.join(docs, 'api'), name);
    const set = new Set();
    if (src === undefined) return set;
    for (const h of headings(src)) {
      const w = firstWord(h.text).replace(/\(.*$/, '');
      set.add(w.slice(w.lastIndexOf('.') + 1));
    }
    return set;
  };

  // CLI flags
  const flags = cliFlags();
  const cliSrc = readPage(path.join(docs, 'api'), 'cli') ?? '';
  const mentioned = new Set([...cliSrc.matchAll(/(?<![\w-])--([a-z0-9][a-z0-9-]*)/gi)].map((m) => m[1]));
  const coveredFlags = new Set(flags.all.filter((f) => mentioned.has(f) || mentioned.has(`no-${f}`)));

  return {
    webpack: require('webpack/package.json').version,
    webpackCli: require('webpack-cli/package.json').version,
    counts: {
      topLevelOptions: options.topLevel.length,
      secondLevelOptions: options.secondLevel.length,
      coreFlags: flags.core.length,
      ownFlags: flags.own.length,
    },
    configurationOptions: figure(options.all, coveredOptions),
    compilerHooks: figure(hooks.compiler, hookNames('compiler-hooks')),
    compilationHooks: figure(hooks.compilation, hookNames('compilation-hooks')),
    cliFlags: figure(flags.all, coveredFlags),
  };
}

export const FIGURES = [
  ['configurationOptions', 'configuration options', '/configuration/ pages (docs/configuration/)'],
  ['compilerHooks', 'compiler hooks', '/api/compiler-hooks/ (docs/api/compiler-hooks.md)'],
  ['compilationHooks', 'compilation hooks', '/api/compilation-hooks/ (docs/api/compilation-hooks.md)'],
  ['cliFlags', 'CLI flags', '/api/cli/ (docs/api/cli.md)'],
];

export function readFloor(file = FLOOR_FILE) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Compares a coverage result with the floor: {failures, raises}. */
export function compareWithFloor(result, floor) {
  const failures = [];
  const raises = [];
  for (const [key, label] of FIGURES) {
    const f = floor[key] ?? 0;
    const c = result[key].covered;
    if (c < f) failures.push(`${label}: ${c} covered, below the floor of ${f}`);
    else if (c > f) raises.push(`${label}: ${c} covered > floor ${f}`);
  }
  return {failures, raises};
}

export function formatReport(result, {verbose = false, limit = 20} = {}) {
  const lines = [`Docs coverage against webpack ${result.webpack} / webpack-cli ${result.webpackCli}`];
  for (const [key, label, where] of FIGURES) {
    const r = result[key];
    lines.push(`${label}: ${r.covered}/${r.total} (${r.percent} %)`);
    if (r.missing.length) {
      const shown = verbose ? r.missing : r.missing.slice(0, limit);
      const more = r.missing.length - shown.length;
      lines.push(
        `  missing on ${where} (${r.missing.length}): ${shown.join(', ')}${more ? `, … and ${more} more (--verbose for all)` : ''}`,
      );
    }
  }
  return lines.join('\n');
}

// ------------------------------------------------------------------------------------------------

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const argv = process.argv.slice(2);
  const rootIdx = argv.indexOf('--root');
  const root = rootIdx === -1 ? REPO_ROOT : path.resolve(argv[rootIdx + 1]);
  const result = computeCoverage({root});
  if (argv.includes('--json')) {
    process.stdout.write(JSON.stringify(result) + '\n');
  } else {
    console.log(formatReport(result, {verbose: argv.includes('--verbose')}));
  }
  if (argv.includes('--update-floor')) {
    // Raise (never lower) the committed floor to the current figures.
    const floor = readFloor();
    const next = {};
    for (const [key] of FIGURES) next[key] = Math.max(floor[key] ?? 0, result[key].covered);
    fs.writeFileSync(FLOOR_FILE, JSON.stringify(next, null, 2) + '\n');
    console.log(`Wrote ${path.relative(REPO_ROOT, FLOOR_FILE)}: ${JSON.stringify(next)}`);
  }
  if (argv.includes('--check')) {
    const floorIdx = argv.indexOf('--floor');
    const floorFile = floorIdx === -1 ? FLOOR_FILE : path.resolve(argv[floorIdx + 1]);
    const {failures, raises} = compareWithFloor(result, readFloor(floorFile));
    for (const r of raises)
      console.log(`Coverage rose — raise the floor in ${path.relative(REPO_ROOT, floorFile)}: ${r}`);
    if (failures.length) {
      console.error(`Docs coverage regressed:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  }
}
