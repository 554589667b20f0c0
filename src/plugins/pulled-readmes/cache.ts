/**
 * On-disk cache of fetched READMEs: `<dir>/<name>@<version>.json`.
 * The directory lives under `.cache/`, which is gitignored.
 */
import {promises as fs} from 'fs';
import path from 'path';
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

/** Compare two versions (semver-ish): numeric parts, a pre-release sorts lower. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [main = '', pre] = v.split('+')[0]!.split(/-(.*)/s);
    return {nums: main.split('.').map((n) => Number.parseInt(n, 10) || 0), pre};
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.nums.length, y.nums.length); i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0);
    if (d !== 0) return d;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre.localeCompare(y.pre, 'en', {numeric: true});
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
    (a, b) => compareVersions(b.version, a.version) || String(b.fetchedAt).localeCompare(String(a.fetchedAt)),
  );
  return entries[0];
}
