export interface StarterKit {
  readonly githubPath: string;
  readonly githubUrl: string;
  readonly githubUserName: string;
  readonly githubRepoName: string;
  readonly description: string | null;
  readonly tags: readonly string[];
}

export interface RawStarterProject {
  githubPath: string;
  description?: string | null;
  tags?: string[] | null;
}

/** Projects whose tags include a string containing "webpack". */
export function isWebpackProject(project: RawStarterProject): boolean {
  return (project.tags ?? []).some((tag) => typeof tag === 'string' && tag.includes('webpack'));
}

export function toStarterKit(project: RawStarterProject): StarterKit {
  const [githubUserName = '', githubRepoName = ''] = project.githubPath.split('/');
  return {
    githubPath: project.githubPath,
    githubUrl: `https://github.com/${project.githubPath}`,
    githubUserName,
    githubRepoName,
    description: project.description ?? null,
    // Some entries repeat a tag; keep each once.
    tags: [...new Set(project.tags ?? [])],
  };
}

export function deriveStarterKits(projects: readonly RawStarterProject[]): StarterKit[] {
  return projects.filter(isWebpackProject).map(toStarterKit);
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
