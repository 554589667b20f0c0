// A runnable project can declare the Node.js versions it needs in its package.json, as a real
// project does: `"engines": {"node": "^22.13.0 || >=23.2.0"}`. The harness builds it only where the
// running Node.js satisfies that range, and reports it as skipped elsewhere (see WRITING.md).
import semver from 'semver';
import type {Project} from './projects';
import {fileSource} from './projects';

/** Whether `version` (e.g. `20.20.2`) is in `range`, as npm reads it; a range npm cannot read throws. */
export function satisfiesNodeRange(version: string, range: string): boolean {
  if (!semver.valid(semver.coerce(version))) throw new Error(`"${version}" is not a Node.js version`);
  if (!range.trim() || semver.validRange(range) === null) {
    throw new Error(`engines.node "${range}" is not a version range npm understands`);
  }
  return semver.satisfies(version.replace(/^v/, ''), range);
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
