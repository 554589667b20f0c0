// A runnable project can declare the Node.js versions it needs in its package.json, as a real
// project does: `"engines": {"node": "^22.13.0 || >=23.2.0"}`. The harness builds it only where the
// running Node.js satisfies that range, and reports it as skipped elsewhere (see WRITING.md).
import type {Project} from './projects';
import {fileSource} from './projects';

type Version = [number, number, number];

const VERSION = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/;

function parseVersion(text: string): Version | undefined {
  const m = VERSION.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : undefined;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Whether `version` (e.g. `20.20.2`) is in `range`. Only the forms a docs project needs are
 * understood: `>=X[.Y[.Z]]` and `^X.Y.Z` (same major, at least X.Y.Z), joined by `||`. Anything
 * else throws, so that a range the harness would misread is reported instead of guessed at.
 */
export function satisfiesNodeRange(version: string, range: string): boolean {
  const current = parseVersion(version);
  if (!current) throw new Error(`"${version}" is not a Node.js version`);
  return range.split('||').some((alternative) => {
    const m = /^\s*(>=|\^)\s*(\S+)\s*$/.exec(alternative);
    const minimum = m && parseVersion(m[2]);
    if (!m || !minimum) {
      throw new Error(`engines.node "${range}": use ">=X.Y.Z" or "^X.Y.Z", joined by "||"`);
    }
    if (compare(current, minimum) < 0) return false;
    return m[1] === '>=' || current[0] === minimum[0];
  });
}

export interface NodeRequirement {
  /** The project's `engines.node` range, if it declares one. */
  range?: string;
  /** False when the running Node.js is outside the range: the project is skipped. */
  satisfied: boolean;
  /** A range the harness cannot read, or a package.json that is not JSON. */
  error?: string;
}

/** The Node.js requirement of a project, read from the `engines.node` field of its package.json. */
export function nodeRequirement(project: Project, version: string = process.versions.node): NodeRequirement {
  const pkgBlock = project.files.get('package.json');
  if (!pkgBlock) return {satisfied: true};
  let range: unknown;
  try {
    range = (JSON.parse(fileSource(pkgBlock)) as {engines?: {node?: unknown}}).engines?.node;
  } catch {
    return {satisfied: true}; // buildArgs reports the broken JSON
  }
  if (range === undefined) return {satisfied: true};
  const where = `${pkgBlock.file}:${pkgBlock.line}`;
  if (typeof range !== 'string') {
    return {satisfied: false, error: `${where}: engines.node must be a string`};
  }
  try {
    return {range, satisfied: satisfiesNodeRange(version, range)};
  } catch (err) {
    return {range, satisfied: false, error: `${where}: ${(err as Error).message}`};
  }
}
