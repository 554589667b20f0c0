/**
 * What webpack itself makes of a configuration: `webpack.config.getNormalizedWebpackOptions` +
 * `applyWebpackOptionsDefaults`, for a mode, a target and extra settings, and the check of a
 * `Default:` statement against it (WRITING.md, "Defaults").
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
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

export interface Scenario {
  mode: Mode;
  target: Target;
  probes: Probe[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** Evaluates a JavaScript expression written in the docs (`'[name].js'`, `path.join(process.cwd(), 'dist')`). */
export function evaluate(expression: string): unknown {
  // Same realm as webpack, so a RegExp or an array compares equal; only `path` and the working
  // directory are in scope.
  const run = new Function('path', 'process', `'use strict'; return (${expression});`) as (
    path: typeof nodePath,
    process: {cwd: () => string},
  ) => unknown;
  return run(nodePath, {cwd: () => process.cwd()});
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

/** The options webpack computes for a scenario (plus objects set empty to reach nested defaults). */
export function computeOptions(scenario: Scenario, emptyObjects: string[] = []): Options {
  const key = JSON.stringify([scenario, emptyObjects]);
  const cached = cache.get(key);
  if (cached) return cached;
  const files: Record<string, unknown> = {};
  const config: Options = {mode: scenario.mode, target: scenario.target};
  for (const path of emptyObjects) setPath(config, path.split('.'), {});
  for (const probe of scenario.probes) {
    const value = evaluate(probe.expression);
    if ((CONTEXT_FILES as readonly string[]).includes(probe.key)) files[probe.key] = value;
    else setPath(config, probe.key.split('.'), value);
  }
  if (config.context === undefined) config.context = contextDirectory(files);
  const options = webpack.config.getNormalizedWebpackOptions(
    config as webpack.Configuration,
  ) as unknown as Options;
  webpack.config.applyWebpackOptionsDefaults(options as never);
  cache.set(key, options);
  return options;
}

export type Reading = {kind: 'value'; value: unknown} | {kind: 'unreachable'; reason: string};

/**
 * The value webpack gives `path` in a scenario. An option inside an object that is not set
 * (`output.library.type` while `output.library` is not set) is read with that object set to `{}`:
 * its default is what webpack fills in once you write the object.
 */
export function readDefault(path: string, scenario: Scenario): Reading {
  const segments = path.split('.');
  const emptyObjects: string[] = [];
  for (let attempt = 0; attempt <= segments.length; attempt++) {
    let options: Options;
    try {
      options = computeOptions(scenario, emptyObjects);
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
  value === undefined ? 'not set' : util.inspect(value, {depth: 4, breakLength: Infinity});
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
    expected: Pick<DefaultClause, 'expression' | 'valueOfOption'> | 'object',
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
    if (expected.valueOfOption !== undefined) {
      const other = readDefault(expected.valueOfOption, scenario);
      if (other.kind === 'unreachable') {
        result.mismatches.push(
          `${describe(scenario)}: cannot read ${expected.valueOfOption}: ${other.reason}`,
        );
      } else if (!util.isDeepStrictEqual(other.value, reading.value)) {
        result.mismatches.push(
          `${describe(scenario)}: stated the value of ${expected.valueOfOption} (${show(other.value)}), webpack gives ${show(reading.value)}`,
        );
      }
      return;
    }
    let value: unknown;
    try {
      value = expected.expression === undefined ? undefined : evaluate(expected.expression);
    } catch (error) {
      result.mismatches.push(
        `\`${expected.expression}\` is not a JavaScript expression: ${(error as Error).message}`,
      );
      return;
    }
    if (!util.isDeepStrictEqual(value, reading.value)) {
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
