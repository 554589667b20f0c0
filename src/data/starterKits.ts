// The starter kits as the starter-kits plugin generates them at build time, and the table's
// filtering and sorting of them in the browser.

export interface StarterKit {
  readonly githubPath: string;
  readonly githubUrl: string;
  readonly githubUserName: string;
  readonly githubRepoName: string;
  readonly description: string | null;
  readonly tags: readonly string[];
}

export interface StarterKitsData {
  /** The npm package (and its version) the list was derived from. */
  readonly source: {readonly name: string; readonly version: string};
  readonly kits: readonly StarterKit[];
}

export type SortKey = 'name' | 'maintainer';
export type SortDirection = 'ascending' | 'descending';

const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});

/** All tags of the given kits, de-duplicated and sorted alphabetically (case-insensitive). */
export function allTags(kits: readonly StarterKit[]): string[] {
  return [...new Set(kits.flatMap((k) => k.tags))].sort(collator.compare);
}

/** Kits that have `tag` (all kits when `tag` is empty). */
export function filterByTag(kits: readonly StarterKit[], tag: string): StarterKit[] {
  return tag ? kits.filter((k) => k.tags.includes(tag)) : kits.slice();
}

export function sortKits(kits: readonly StarterKit[], key: SortKey, direction: SortDirection): StarterKit[] {
  const value = (k: StarterKit) => (key === 'name' ? k.githubRepoName : k.githubUserName);
  const sign = direction === 'ascending' ? 1 : -1;
  return kits
    .slice()
    .sort(
      (a, b) => sign * collator.compare(value(a), value(b)) || collator.compare(a.githubPath, b.githubPath),
    );
}
