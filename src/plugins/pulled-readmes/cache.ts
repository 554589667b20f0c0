/**
 * On-disk cache of fetched READMEs: `<dir>/<name>@<version>.json`.
 * The directory lives under `.cache/`, which is gitignored.
 */
import {promises as fs} from 'fs';
import path from 'path';
import semver from 'semver';
import type {PackageData} from './registry';

export interface CacheEntry extends PackageData {
  fetchedAt: string;
}

function fileName(name: string, version: string): string {
  return `${encodeURIComponent(name)}@${encodeURIComponent(version)}.json`;
}

export async function writeCache(dir: string, data: PackageData, now = new Date()): Promise<void> {
  await fs.mkdir(dir, {recursive: true});
  const entry: CacheEntry = {...data, fetchedAt: now.toISOString()};
  const file = path.join(dir, fileName(data.name, data.version));
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, `${JSON.stringify(entry, null, 2)}\n`);
  await fs.rename(tmp, file);
}

/** Newest first by semver; versions semver cannot read come last. */
export function compareVersionsDescending(a: string, b: string): number {
  const validA = semver.valid(a);
  const validB = semver.valid(b);
  if (validA && validB) return semver.rcompare(validA, validB);
  return validA ? -1 : validB ? 1 : 0;
}

function isEntry(value: unknown, name: string): value is CacheEntry {
  const entry = value as Partial<CacheEntry> | null;
  return (
    !!entry &&
    typeof entry === 'object' &&
    entry.name === name &&
    typeof entry.version === 'string' &&
    typeof entry.readme === 'string' &&
    entry.readme.trim() !== ''
  );
}

/** The newest readable cache entry of a package, if any. */
export async function readNewestCache(dir: string, name: string): Promise<CacheEntry | undefined> {
  let files: string[];
  try {
    files = await fs.readdir(dir);
  } catch {
    return undefined;
  }
  const prefix = `${encodeURIComponent(name)}@`;
  const entries: CacheEntry[] = [];
  for (const file of files) {
    if (!file.startsWith(prefix) || !file.endsWith('.json')) continue;
    try {
      const value: unknown = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8'));
      if (isEntry(value, name)) entries.push(value);
    } catch {
      // unreadable entry: ignore it
    }
  }
  entries.sort(
    (a, b) =>
      compareVersionsDescending(a.version, b.version) ||
      String(b.fetchedAt).localeCompare(String(a.fetchedAt)),
  );
  return entries[0];
}
