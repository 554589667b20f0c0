/**
 * What webpack itself makes of a configuration: `webpack.config.getNormalizedWebpackOptions`, then
 * the base defaults and `applyWebpackOptionsDefaults`, as `webpack()` does when it creates a
 * compiler, for a mode, a target and extra settings, and the check of a `Default:` statement
 * against it (WRITING.md, "Defaults").
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import nodePath from 'node:path';
import util from 'node:util';
import webpack from 'webpack';
import {
  CONTEXT_FILES,
  MODES,
  TARGETS,
  type DefaultClause,
  type DefaultStatement,
  type Mode,
  type Probe,
  type Target,
} from './defaultStatement';

type Options = Record<string, unknown>;

const load = createRequire(__filename);
// `webpack()` applies these (the context and `infrastructureLogging`) before the compiler exists;
// `webpack.config` does not export them, so they come from the module that defines them.
const {applyWebpackOptionsBaseDefaults} = load('webpack/lib/config/defaults') as {
  applyWebpackOptionsBaseDefaults: (options: Options) => void;
};

/**
 * Runs `compute` as on a Node.js without built-in type stripping. `experiments.typescript: 'auto'`
 * turns on where `module.stripTypeScriptTypes` exists (Node.js 22.6+), and with it TypeScript
 * defaults elsewhere (`resolve.tsconfig`, …): hiding it makes every scenario give the same values
 * on every Node.js version. Pages show the TypeScript values with `experiments.typescript: true`.
 */
function withoutTypeStripping<T>(compute: () => T): T {
  const nodeModule = load('node:module') as Record<string, unknown>;
  const descriptor = Object.getOwnPropertyDescriptor(nodeModule, 'stripTypeScriptTypes');
  if (!descriptor) return compute();
  if (!descriptor.configurable) {
    throw new Error(
      'module.stripTypeScriptTypes cannot be hidden on this Node.js, so defaults would depend on its version',
    );
  }
  delete nodeModule.stripTypeScriptTypes;
  try {
    return compute();
  } finally {
    Object.defineProperty(nodeModule, 'stripTypeScriptTypes', descriptor);
  }
}

export interface Scenario {
  mode: Mode;
  target: Target;
  probes: Probe[];
}

/** An object literal: a plain object, or a map webpack made with `Object.create(null)`. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * A copy in which every object literal has the ordinary prototype, so that a map webpack builds
 * with `Object.create(null)` equals the `{…}` the docs write. Other objects (streams, RegExps) are
 * kept as they are.
 */
function withPlainPrototypes(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(withPlainPrototypes(item, seen));
    return copy;
  }
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[key] = withPlainPrototypes(item, seen);
  return copy;
}

const sameValue = (a: unknown, b: unknown) =>
  util.isDeepStrictEqual(withPlainPrototypes(a), withPlainPrototypes(b));

/**
 * Evaluates a JavaScript expression written in the docs (`'[name].js'`,
 * `path.join(process.cwd(), 'dist')`, `process.stderr.isTTY`, `[context]`).
 */
export function evaluate(expression: string, context?: string): unknown {
  // Same realm as webpack, so a RegExp or an array compares equal. In scope: `path`, of `process`
  // what webpack's defaults read (the working directory, the environment, stderr), and `context`,
  // the scenario's context directory (undefined in a `with` setting).
  const run = new Function('path', 'process', 'context', `'use strict'; return (${expression});`) as (
    path: typeof nodePath,
    process: Pick<NodeJS.Process, 'cwd' | 'env' | 'stderr'>,
    context: string | undefined,
  ) => unknown;
  return run(nodePath, {cwd: () => process.cwd(), env: process.env, stderr: process.stderr}, context);
}

/** A context directory holding exactly the given files (an empty one by default), reused across calls. */
function contextDirectory(files: Record<string, unknown>): string {
  const content = JSON.stringify(files);
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);
  const dir = nodePath.join(os.tmpdir(), 'webpack-docs-defaults', hash);
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, {recursive: true});
    for (const [name, value] of Object.entries(files)) {
      fs.writeFileSync(nodePath.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return dir;
}

function setPath(target: Options, path: string[], value: unknown): void {
  let node = target;
  for (const segment of path.slice(0, -1)) {
    if (!isPlainObject(node[segment])) node[segment] = {};
    node = node[segment] as Options;
  }
  node[path.at(-1)!] = value;
}

const cache = new Map<string, Options>();

/**
 * The options a scenario sets (its `mode` and `target`, and the empty context directory of its
 * own): the default of one of them is read with it left out.
 */
const SCENARIO_OPTIONS = ['mode', 'target', 'context'] as const;
type ScenarioOption = (typeof SCENARIO_OPTIONS)[number];

/**
 * The options webpack computes for a scenario (plus objects set empty to reach nested defaults).
 * `leaveOut` drops the scenario's `mode`, `target` or context directory, so that reading the default
 * of that option gives what webpack does when it is not written rather than the scenario's own setting.
 */
export function computeOptions(
  scenario: Scenario,
  emptyObjects: string[] = [],
  leaveOut?: ScenarioOption,
): Options {
  const key = JSON.stringify([scenario, emptyObjects, leaveOut]);
  const cached = cache.get(key);
  if (cached) return cached;
  const files: Record<string, unknown> = {};
  const config: Options = {mode: scenario.mode, target: scenario.target};
  if (leaveOut === 'mode' || leaveOut === 'target') delete config[leaveOut];
  for (const path of emptyObjects) setPath(config, path.split('.'), {});
  for (const probe of scenario.probes) {
    const value = evaluate(probe.expression);
    if ((CONTEXT_FILES as readonly string[]).includes(probe.key)) files[probe.key] = value;
    else setPath(config, probe.key.split('.'), value);
  }
  if (config.context === undefined && leaveOut !== 'context') config.context = contextDirectory(files);
  const options = webpack.config.getNormalizedWebpackOptions(
    config as webpack.Configuration,
  ) as unknown as Options;
  applyWebpackOptionsBaseDefaults(options);
  withoutTypeStripping(() => webpack.config.applyWebpackOptionsDefaults(options as never));
  cache.set(key, options);
  return options;
}

export type Reading = {kind: 'value'; value: unknown} | {kind: 'unreachable'; reason: string};

/**
 * The value webpack gives `path` in a scenario. The scenario's own `mode` and `target` are read
 * with that option left out (a `with` setting still applies). An option inside an object that is not set
 * (`output.library.type` while `output.library` is not set) is read with that object set to `{}`:
 * its default is what webpack fills in once you write the object.
 */
export function readDefault(path: string, scenario: Scenario): Reading {
  const segments = path.split('.');
  const emptyObjects: string[] = [];
  const leaveOut = SCENARIO_OPTIONS.find((option) => option === path);
  for (let attempt = 0; attempt <= segments.length; attempt++) {
    let options: Options;
    try {
      options = computeOptions(scenario, emptyObjects, leaveOut);
    } catch (error) {
      const message = (error as Error).message.split('\n')[0];
      return {
        kind: 'unreachable',
        reason: emptyObjects.length
          ? `${emptyObjects.at(-1)} cannot be set to {} to reach the option (webpack: ${message})`
          : `webpack throws for this scenario: ${message}`,
      };
    }
    let value: unknown = options;
    let index = 0;
    for (; index < segments.length; index++) {
      const segment = segments[index]!;
      if (segment.startsWith('{')) return {kind: 'unreachable', reason: `${segment} stands for any key`};
      if (Array.isArray(value))
        return {kind: 'unreachable', reason: `${segments.slice(0, index).join('.')} is an array`};
      if (!isPlainObject(value)) break;
      value = value[segment];
    }
    if (index === segments.length) {
      // An empty object read through a parent set to {} is that {} coming back (webpack reads
      // `output.library: {}` as a library name), not a default.
      if (emptyObjects.length && isPlainObject(value) && Object.keys(value).length === 0) {
        return {kind: 'unreachable', reason: `only the {} set on ${emptyObjects.at(-1)} comes back`};
      }
      return {kind: 'value', value};
    }
    const parent = segments.slice(0, index).join('.');
    const probed = scenario.probes.some(
      (probe) => probe.key === parent || probe.key.startsWith(`${parent}.`),
    );
    if (value !== undefined && typeof value !== 'boolean') {
      return {kind: 'unreachable', reason: `${parent} is ${util.inspect(value)}, not an object`};
    }
    if (probed || emptyObjects.includes(parent)) {
      return {kind: 'unreachable', reason: `webpack moves or drops ${parent} while normalizing`};
    }
    emptyObjects.push(parent);
  }
  return {kind: 'unreachable', reason: 'nesting too deep'};
}

export interface DefaultCheck {
  /** Disagreements with webpack, one line each. */
  mismatches: string[];
  /** Why (part of) the statement could not be compared, if so. */
  unchecked?: string;
  /** How many (scenario, value) pairs were compared. */
  compared: number;
}

const show = (value: unknown) =>
  value === undefined
    ? 'not set'
    : // A stream or a class instance would print pages of internals: its class says enough.
      typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        !isPlainObject(value) &&
        !(value instanceof RegExp)
      ? `a ${value.constructor?.name ?? 'object'}`
      : util.inspect(value, {depth: 4, breakLength: Infinity});
const describe = ({mode, target, probes}: Scenario) =>
  [mode, `target ${target}`, ...probes.map((probe) => `with ${probe.key}: ${probe.expression}`)].join(', ');

const matches = (clause: DefaultClause, mode: Mode, target: Target) =>
  clause.otherwise ||
  ((clause.modes.length === 0 || clause.modes.includes(mode)) &&
    (clause.targets.length === 0 || clause.targets.includes(target)));

/** Compares a `Default:` statement of `path` with what webpack computes in every scenario it covers. */
export function checkDefault(path: string, statement: DefaultStatement): DefaultCheck {
  const result: DefaultCheck = {mismatches: [], compared: 0};
  const compare = (
    scenario: Scenario,
    expected: Pick<DefaultClause, 'expression' | 'valueOfOption' | 'valueKind'> | 'object',
  ): void => {
    const reading = readDefault(path, scenario);
    if (reading.kind === 'unreachable') {
      result.unchecked ??= reading.reason;
      return;
    }
    result.compared++;
    if (expected === 'object') {
      if (!isPlainObject(reading.value)) {
        result.mismatches.push(
          `${describe(scenario)}: stated "see the properties below", webpack gives ${show(reading.value)}`,
        );
      }
      return;
    }
    if (expected.valueKind !== undefined) {
      const isKind =
        expected.valueKind === 'function'
          ? typeof reading.value === 'function'
          : Array.isArray(reading.value);
      if (!isKind) {
        result.mismatches.push(
          `${describe(scenario)}: stated ${expected.valueKind === 'function' ? 'a function' : 'an array'}, webpack gives ${show(reading.value)}`,
        );
      }
      return;
    }
    if (expected.valueOfOption !== undefined) {
      const other = readDefault(expected.valueOfOption, scenario);
      if (other.kind === 'unreachable') {
        result.mismatches.push(
          `${describe(scenario)}: cannot read ${expected.valueOfOption}: ${other.reason}`,
        );
      } else if (!sameValue(other.value, reading.value)) {
        result.mismatches.push(
          `${describe(scenario)}: stated the value of ${expected.valueOfOption} (${show(other.value)}), webpack gives ${show(reading.value)}`,
        );
      }
      return;
    }
    let value: unknown;
    try {
      value =
        expected.expression === undefined
          ? undefined
          : evaluate(expected.expression, computeOptions(scenario).context as string);
    } catch (error) {
      result.mismatches.push(
        `\`${expected.expression}\` is not a JavaScript expression: ${(error as Error).message}`,
      );
      return;
    }
    if (!sameValue(value, reading.value)) {
      result.mismatches.push(
        `${describe(scenario)}: stated ${show(value)}, webpack gives ${show(reading.value)}`,
      );
    }
  };

  for (const mode of MODES) {
    for (const target of TARGETS) {
      const base: Scenario = {mode, target, probes: []};
      if (statement.kind === 'properties') {
        compare(base, 'object');
        continue;
      }
      const clause = statement.clauses.find((c) => c.probes.length === 0 && matches(c, mode, target));
      if (!clause) result.mismatches.push(`${mode}, target ${target}: no value stated`);
      else compare(base, clause);
      for (const probed of statement.clauses.filter((c) => c.probes.length > 0 && matches(c, mode, target))) {
        compare({mode, target, probes: probed.probes}, probed);
      }
    }
  }
  // The same wrong value is usually stated for several scenarios: report it once per scenario line.
  result.mismatches = [...new Set(result.mismatches)];
  return result;
}
