import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';
import type {Block} from './pages';
import {REPO_ROOT} from './pages';
import {applyDiff, normalizeTitle} from '../../../src/markdown/projects';
import {escapeRegExp} from '../../../src/text/escapeRegExp';

export {normalizeTitle, applyDiff};

/** A config block that is executed and validated with `webpack.validate`. */
export interface ConfigExample {
  /** `<file>:<line> <title>` – used as the Jest test name. */
  id: string;
  block: Block;
  /** Other titled blocks of the same page (for `require('./webpack.common.js')`). */
  siblings: Block[];
}

export interface SkippedExample {
  block: Block;
  /** The `skip-validate` reason; '' when the writer gave none (an error). */
  reason: string;
}

export const CONFIG_TITLE = 'webpack.config.js';

/** True when the block is a configuration that must be validated (before looking at skip-validate). */
export function isConfigBlock(block: Block): boolean {
  if (block.meta.validate === true || block.meta.validate === 'true') return true;
  const title = block.title && normalizeTitle(block.title);
  return !!title && path.posix.basename(title) === CONFIG_TITLE;
}

export function skipReason(block: Block): string | undefined {
  const v = block.meta['skip-validate'];
  if (v === undefined) return undefined;
  return v === true ? '' : v.trim();
}

/** The `// ...` elision: a line that is only `// ...` (or `// …`) is removed (blanked, to keep line numbers). */
export function elide(code: string): string {
  return code
    .split('\n')
    .map((l) => (/^\s*\/\/\s*(\.\.\.|…)\s*$/.test(l) ? '' : l))
    .join('\n');
}

/** The source that is executed for a block: diff applied (for `diff` fences), `// ...` lines elided. */
export function executableSource(block: Block): string {
  const code = block.lang === 'diff' ? applyDiff(block.content) : block.content;
  return elide(code);
}

// `import x from`, `import {x}`, `import * as`, `import 'x'` — but not an `importFunctionName:` key.
const ESM_SYNTAX =
  /^\s*(import(\s+[\w{*]|\s*['"{*])|export\s+(default|const|let|var|function|async|class|\{))/m;
export function looksLikeEsm(code: string): boolean {
  return ESM_SYNTAX.test(code);
}

/**
 * Splits a page's blocks into config examples to validate and skipped ones.
 */
export function collectExamples(blocks: Block[]): {examples: ConfigExample[]; skipped: SkippedExample[]} {
  const examples: ConfigExample[] = [];
  const skipped: SkippedExample[] = [];
  const titled = blocks.filter(
    (b) => b.title && normalizeTitle(b.title) && b.meta.output === undefined && b.meta.tree === undefined,
  );
  for (const block of blocks) {
    if (!isConfigBlock(block)) continue;
    const reason = skipReason(block);
    if (reason !== undefined) {
      skipped.push({block, reason});
      continue;
    }
    const own = block.title ? normalizeTitle(block.title) : undefined;
    // For each other title: the nearest preceding block with it, else the first following one.
    const byTitle = new Map<string, Block>();
    for (const b of titled) {
      const t = normalizeTitle(b.title!)!;
      if (b === block || t === own) continue;
      const prev = byTitle.get(t);
      if (!prev) byTitle.set(t, b);
      else if (b.line < block.line) byTitle.set(t, b);
    }
    examples.push({
      id: `${block.file}:${block.line} ${block.title ?? '(validate)'}`,
      block,
      siblings: [...byTitle.values()],
    });
  }
  return {examples, skipped};
}

// ---------------------------------------------------------------------------------------------
// Running the examples (in a child Node process: one webpack instance, no Jest module registry, so
// `instanceof RegExp/Function` checks in webpack's schema see objects from the same realm).

export interface ValidationProblem {
  /** Index in an exported array, or null for a single config. */
  index: number | null;
  message: string;
  /** Unknown property names reported by webpack (to point at the line). */
  unknown: string[];
}

export interface ExampleResult {
  ok: boolean;
  /** Execution failure (syntax error, missing module, thrown error). */
  execError?: string;
  problems: ValidationProblem[];
  /** Number of configurations validated. */
  configs: number;
  /** The module exported nothing (a fragment without `module.exports`). */
  exportsNothing?: boolean;
}

/** Packages replaced by a stub when examples require them; each must say why. */
export interface Stub {
  reason: string;
  /** CommonJS source of the stub's index.js. */
  source?: string;
}

const WORKER = path.join(__dirname, 'validate-worker.cjs');

export function writeExample(example: ConfigExample, dir: string): {file: string; esm: boolean} {
  fs.mkdirSync(dir, {recursive: true});
  const code = executableSource(example.block);
  const title = (example.block.title && normalizeTitle(example.block.title)) || 'webpack.config.js';
  let esm = looksLikeEsm(code) || /\.mjs$/.test(title);
  let fileName = title;
  let source = code;
  if (/\.(c|m)?ts$/.test(title)) {
    // TypeScript configs: strip the types with swc (already a devDependency for Jest).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const swc = require('@swc/core') as typeof import('@swc/core');
    source = swc.transformSync(code, {
      filename: title,
      jsc: {parser: {syntax: 'typescript'}, target: 'es2022'},
      module: {type: 'es6'},
    }).code;
    fileName = title.replace(/\.(c|m)?ts$/, '.mjs');
    esm = true;
  }
  let pkg: Record<string, unknown> = {};
  for (const s of example.siblings) {
    const t = normalizeTitle(s.title!)!;
    if (t === 'package.json') {
      try {
        pkg = JSON.parse(s.content);
      } catch {
        /* not valid JSON: ignore */
      }
      continue;
    }
    const abs = path.join(dir, t);
    fs.mkdirSync(path.dirname(abs), {recursive: true});
    fs.writeFileSync(abs, s.lang === 'diff' ? elide(applyDiff(s.content)) : elide(s.content));
  }
  pkg.type = esm && !/\.c(j|t)s$/.test(title) ? 'module' : 'commonjs';
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  const file = path.join(dir, fileName);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, source);
  return {file, esm};
}

/**
 * Writes each example into its own directory under `root` and validates them all in one child
 * process. `root` must be under a directory that has a `node_modules` link (see tmp.ts).
 */
export async function runExamples(
  examples: ConfigExample[],
  root: string,
  stubs: Record<string, Stub> = {},
): Promise<Map<string, ExampleResult>> {
  fs.mkdirSync(root, {recursive: true});
  // Stubs live in <root>/node_modules, found before the linked repo node_modules one level up.
  for (const [name, stub] of Object.entries(stubs)) {
    if (!stub.reason) throw new Error(`Stub for ${name} has no reason`);
    const dir = path.join(root, 'node_modules', name);
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(
      path.join(dir, 'index.js'),
      stub.source ??
        `// Stub: ${stub.reason}\nmodule.exports = class Stub { constructor(options) { this.options = options; } apply() {} };\n`,
    );
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name, main: 'index.js'}));
  }
  const jobs = examples.map((ex, i) => {
    const dir = path.join(root, String(i).padStart(4, '0'));
    const {file} = writeExample(ex, dir);
    return {id: ex.id, dir, file};
  });
  const jobsFile = path.join(root, 'jobs.json');
  const resultsFile = path.join(root, 'results.json');
  fs.writeFileSync(
    jobsFile,
    JSON.stringify({webpack: path.join(REPO_ROOT, 'node_modules', 'webpack'), jobs}),
  );
  fs.rmSync(resultsFile, {force: true});
  const {code, output} = await new Promise<{code: number | null; output: string}>((resolve) => {
    const child = spawn(process.execPath, [WORKER, jobsFile, resultsFile], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0'},
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, output});
    });
  });
  if (!fs.existsSync(resultsFile)) {
    throw new Error(`Validation worker failed (exit ${code}):\n${output.slice(-4000)}`);
  }
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, ExampleResult>;
  return new Map(Object.entries(results));
}

/** Line in the page where `name` is used as a property (`name:` / `name =` / `'name':`), if found. */
export function findPropertyLine(block: Block, name: string): number | undefined {
  const esc = escapeRegExp(name);
  const re = new RegExp(`(^|[\\s{,.])(['"]?)${esc}\\2\\s*[:=(]`);
  const lines = block.content.split('\n');
  const index = lines.findIndex((line) => re.test(line));
  return index === -1 ? undefined : block.contentLine + index;
}

/** A failure message naming page and line, or undefined when the example is valid. */
export function describeFailure(
  example: ConfigExample,
  result: ExampleResult | undefined,
): string | undefined {
  const {block} = example;
  const where = `${block.file}:${block.line}`;
  const label = `${where} (code block titled "${block.title ?? ''}")`;
  if (!result) return `${label}: no result from the validation worker`;
  if (result.ok) return undefined;
  if (result.execError) {
    const missing = /Cannot find (?:module|package) '([^']+)'/.exec(result.execError);
    const hint =
      missing?.[1] && !missing[1].startsWith('.')
        ? `\n'${missing[1]}' is not installed: add it to this repo's devDependencies, or (only if that is not possible) ` +
          `stub it in STUBS in tests/docs/examples.test.ts with a reason.`
        : `\nFix the example, or mark the fence with skip-validate="reason" if it is deliberately incomplete.`;
    return `${label} could not be executed as a webpack configuration:\n${result.execError}${hint}`;
  }
  if (result.exportsNothing) {
    return (
      `${label} exports nothing. A block titled webpack.config.js must export the configuration ` +
      `(module.exports = … / export default …), or be marked skip-validate="reason".`
    );
  }
  const pointers: string[] = [];
  const parts = result.problems.map((p) => {
    for (const u of p.unknown) {
      const l = findPropertyLine(block, u);
      pointers.push(`  → ${l === undefined ? where : `${block.file}:${l}`}: unknown property '${u}'`);
    }
    return `${p.index === null ? '' : `configuration [${p.index}]: `}${p.message}`;
  });
  if (pointers.length)
    return `${label} is not a valid webpack configuration:\n${pointers.join('\n')}\n\n${parts.join('\n')}`;
  return `${label} is not a valid webpack configuration:\n${parts.join('\n')}`;
}
