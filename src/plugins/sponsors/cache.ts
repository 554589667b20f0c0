import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Supporter} from '../../data/sponsors';

export interface SponsorsCacheFile {
  readonly fetchedAt: string;
  /** Open Collective supporters only (the hand-kept list is merged later). */
  readonly supporters: readonly Supporter[];
}

function isSupporter(value: unknown): value is Supporter {
  const s = value as Supporter;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.name === 'string' &&
    typeof s.totalDonations === 'number' &&
    typeof s.monthlyDonations === 'number'
  );
}

/** Reads the cache file; null when it is missing or not valid. */
export async function readCache(file: string): Promise<SponsorsCacheFile | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as SponsorsCacheFile;
    if (typeof parsed?.fetchedAt !== 'string' || !Array.isArray(parsed.supporters)) return null;
    if (!parsed.supporters.every(isSupporter)) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Writes the cache atomically (temp file + rename). */
export async function writeCache(file: string, data: SponsorsCacheFile): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(data, null, 2)}\n`);
  await rename(tmp, file);
}
