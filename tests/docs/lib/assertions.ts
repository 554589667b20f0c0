// Checks the `assert` blocks of a runnable project against what webpack did: the console output,
// the files on disk and the probe's report (./probe.cjs). The vocabulary itself is parsed by
// src/remark/assertions/parse.ts, which the site uses to render the same blocks.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {isDeepStrictEqual} from 'node:util';
import type {Assertion} from '../../../src/remark/assertions/parse';
import type {AssertBlock} from '../../../src/markdown/projects';
import {escapeRegExp} from '../../../src/text/escapeRegExp';

export const PROBE = path.join(__dirname, 'probe.cjs');

export interface ModuleReport {
  name: string;
  type: string;
  layer: string | null;
  loaders: string[];
  /** Indexes of the `module.rules` entries whose conditions matched. */
  rules: number[];
  chunks: string[];
}

export interface CompilerReport {
  name: string | null;
  options?: unknown;
  outputPath?: string;
  assets: string[];
  entrypoints: {name: string; chunks: string[]}[];
  modules: ModuleReport[];
}

export interface ProbeReport {
  compilers: CompilerReport[];
}

/** An `assert` block of a project: its claims and the compiler they are about. */
export type {AssertBlock};

/** What the checks need to know about one build. */
export interface BuildFacts {
  /** stdout and stderr of webpack-cli. */
  output: string;
  /** The build exited with an error code or printed ERROR. */
  failed: boolean;
  probe?: ProbeReport;
}

/** Matches a file name as written in an assertion: 8+ hex characters match any hash, `*` any characters but `/`. */
export function fileMatcher(shown: string): RegExp {
  const source = shown
    .split(/([0-9a-fA-F]{8,}|\*)/)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      return part === '*' ? '[^/]*' : '[0-9a-fA-F]+';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Path into an object: `output.module`, `module.generator["css/auto"].exportType`, `entry.main.import[0]`. */
export function parseOptionPath(text: string): string[] {
  const keys: string[] = [];
  const re = /(?:^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[\s*(["'])(.*?)\3\s*\]/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(text))) {
    // One of the three alternatives matched: a name, an index or a quoted key.
    keys.push(m[1] ?? m[2] ?? m[4] ?? '');
    end = re.lastIndex;
  }
  if (!keys.length || end !== text.length)
    throw new Error(`\`${text}\` is not an option path such as \`output.module\``);
  return keys;
}

const MISSING = Symbol('missing');

function lookup(root: unknown, keys: string[]): unknown {
  let cur: unknown = root;
  for (const key of keys) {
    if (cur === null || typeof cur !== 'object' || !(key in cur)) return MISSING;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** The expected value, evaluated as a JavaScript literal and brought into the probe's JSON form. */
export function expectedValue(literal: string): unknown {
  let value: unknown;
  try {
    value = vm.runInNewContext(`(${literal})`, Object.create(null), {timeout: 1000});
  } catch (err) {
    throw new Error(`\`${literal}\` is not a JavaScript value: ${(err as Error).message}`);
  }
  const normalize = (v: unknown): unknown => {
    if (v === undefined) return {$undefined: true};
    if (typeof v === 'number' && !Number.isFinite(v)) return {$number: String(v)};
    if (v === null || typeof v !== 'object') {
      if (typeof v === 'function') throw new Error('a function cannot be compared');
      return v;
    }
    if (Object.prototype.toString.call(v) === '[object RegExp]') return {$regexp: String(v)};
    // Array.from, not v.map: the value comes from another realm (vm), whose arrays do not
    // deep-equal ours.
    if (Array.isArray(v)) return Array.from(v, normalize);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalize(x)]));
  };
  return normalize(value);
}

/** The probe's JSON form back as readable JavaScript, for messages. */
function show(value: unknown): string {
  if (value === MISSING) return 'not set';
  return JSON.stringify(value, (_key, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if ('$regexp' in v) return `RegExp ${v.$regexp}`;
      if ('$undefined' in v) return 'undefined';
      if ('$number' in v) return v.$number;
      if ('$function' in v) return `function ${v.$function}`;
      if ('$instance' in v) return `instance of ${v.$instance}`;
    }
    return v;
  });
}

function pickCompiler(assert: AssertBlock, probe: ProbeReport | undefined): CompilerReport | string {
  const compilers = probe?.compilers ?? [];
  const [first, ...others] = compilers;
  if (!first) return 'webpack never started a compilation, so there is nothing to check';
  if (assert.compiler !== undefined) {
    const found = compilers.find((c) => c.name === assert.compiler);
    return (
      found ??
      `no compiler is named "${assert.compiler}" (compilers: ${compilers.map((c) => c.name ?? '(unnamed)').join(', ')})`
    );
  }
  if (others.length) {
    return `the build has ${compilers.length} compilers (${compilers.map((c) => c.name ?? '(unnamed)').join(', ')}): add compiler="<name>" to the assert block`;
  }
  return first;
}

const listModules = (c: CompilerReport) =>
  c.modules
    .map((m) => m.name)
    .filter((n) => !n.startsWith('webpack/runtime/'))
    .slice(0, 30)
    .join(', ');

/** Why one assertion does not hold, or undefined when it does. */
function failure(a: Assertion, assert: AssertBlock, facts: BuildFacts): string | undefined {
  switch (a.kind) {
    case 'build-fails':
      return facts.failed ? undefined : 'the build succeeded';
    case 'prints': {
      const printed = facts.output.includes(a.text);
      if (printed === !a.negated) return undefined;
      return a.negated ? 'webpack printed it' : 'webpack did not print it';
    }
    default:
      break;
  }
  const compiler = pickCompiler(assert, facts.probe);
  if (typeof compiler === 'string') return compiler;
  switch (a.kind) {
    case 'emits': {
      const missing = a.files.filter(
        (f) => compiler.assets.some((x) => fileMatcher(f).test(x)) === a.negated,
      );
      if (!missing.length) return undefined;
      return `${a.negated ? 'emitted' : 'not emitted'}: ${missing.join(', ')} (assets: ${compiler.assets.join(', ') || 'none'})`;
    }
    case 'contains': {
      // A pattern (`*.js`, a hash) may match several files: one containing the text is enough,
      // and for "does not contain" none may.
      const outputPath = compiler.outputPath;
      const assets = compiler.assets.filter((x) => fileMatcher(a.file).test(x));
      if (!assets.length || !outputPath)
        return `${a.file} was not emitted (assets: ${compiler.assets.join(', ') || 'none'})`;
      // webpack writes an asset named `a.js?v=1` (or `a.js#x`) to `a.js`: the query and fragment
      // stay in the asset name only (Compiler#emitAssets).
      const texts = assets.map((asset) => ({
        asset,
        text: fs.readFileSync(path.join(outputPath, asset.replace(/[?#].*$/s, '')), 'utf8'),
      }));
      const containing = texts.filter(({text}) => text.includes(a.text));
      if (a.negated)
        return containing.length ? `${containing.map((t) => t.asset).join(', ')} contains it` : undefined;
      if (containing.length) return undefined;
      return texts
        .map(
          ({asset, text}) => `${asset} does not contain it; it begins: ${JSON.stringify(text.slice(0, 300))}`,
        )
        .join('; ');
    }
    case 'option': {
      const actual = lookup(compiler.options, parseOptionPath(a.path));
      const expected = expectedValue(a.value);
      const normalizedActual = actual === MISSING ? {$undefined: true} : actual;
      return isDeepStrictEqual(normalizedActual, expected) ? undefined : `it resolves to ${show(actual)}`;
    }
    case 'entrypoint-chunks': {
      const entry = compiler.entrypoints.find((e) => e.name === a.entrypoint);
      if (!entry)
        return `no entry point ${a.entrypoint} (entry points: ${compiler.entrypoints.map((e) => e.name).join(', ')})`;
      return entry.chunks.length === a.count
        ? undefined
        : `it loads ${entry.chunks.length}: ${entry.chunks.join(', ')}`;
    }
    default:
      break;
  }
  const modules = compiler.modules.filter((m) => m.name === a.module);
  if (a.kind === 'module-bundled') {
    if (modules.length > 0 !== a.negated) return undefined;
    return a.negated ? 'it is bundled' : `it is not bundled (modules: ${listModules(compiler)})`;
  }
  if (!modules.length) return `no module ${a.module} in the build (modules: ${listModules(compiler)})`;
  const seen = (pick: (m: ModuleReport) => unknown) =>
    [...new Set(modules.map(pick).map((v) => JSON.stringify(v)))].join(' / ');
  switch (a.kind) {
    case 'module-type':
      return modules.some((m) => m.type === a.type) ? undefined : `its type is ${seen((m) => m.type)}`;
    case 'module-layer':
      return modules.some((m) => m.layer === a.layer) ? undefined : `its layer is ${seen((m) => m.layer)}`;
    case 'module-loader': {
      const used = modules.some((m) => m.loaders.includes(a.loader));
      return used !== a.negated ? undefined : `its loaders are ${seen((m) => m.loaders)}`;
    }
    case 'module-rule': {
      const matched = modules.some((m) =>
        a.rule === undefined ? m.rules.length > 0 : m.rules.includes(a.rule),
      );
      return matched !== a.negated
        ? undefined
        : `it matches ${seen((m) => m.rules.map((r) => `module.rules[${r}]`))}`;
    }
    case 'module-chunk': {
      const inChunk = modules.some((m) => m.chunks.includes(a.chunk));
      return inChunk !== a.negated ? undefined : `its chunks are ${seen((m) => m.chunks)}`;
    }
  }
}

/** Every assertion of the block that does not hold, as `page:line: "claim": why`. */
export function checkAssertBlock(assert: AssertBlock, facts: BuildFacts): string[] {
  const problems: string[] = [];
  for (const a of assert.assertions) {
    let why: string | undefined;
    try {
      why = failure(a, assert, facts);
    } catch (err) {
      why = (err as Error).message;
    }
    if (why !== undefined) {
      problems.push(
        `${assert.block.file}:${assert.block.contentLine + a.index}: "${a.source.trim()}" does not hold: ${why}`,
      );
    }
  }
  return problems;
}
