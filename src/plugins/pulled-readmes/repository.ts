/**
 * Repository URLs of pulled packages: normalising what the registry says,
 * and the links derived from it (repository, README, edit view, raw files).
 */

export interface RepoInfo {
  owner: string;
  repo: string;
  /** Sub-directory of the package inside a monorepo ('' for the root). */
  directory: string;
  /** Ref used for edit/blob/raw links. */
  branch: string;
}

const OWNER_REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

function cleanRepoName(repo: string): string {
  return repo.replace(/\.git$/i, '');
}

/**
 * Normalise a `repository` value of a package document (string shorthand or
 * `{type, url, directory}`) to a GitHub owner/repo. Returns undefined for
 * anything that is not on GitHub or cannot be read.
 */
export function parseRepository(
  value: unknown,
): {owner: string; repo: string; directory: string} | undefined {
  let url: unknown = value;
  let directory = '';
  if (value && typeof value === 'object') {
    url = (value as {url?: unknown}).url;
    const dir = (value as {directory?: unknown}).directory;
    if (typeof dir === 'string') {
      directory = dir
        .split('/')
        .filter((part) => part && part !== '.' && part !== '..')
        .join('/');
    }
  }
  if (typeof url !== 'string') {
    return undefined;
  }
  let text = url.trim();
  if (text.length > 500) {
    return undefined;
  }
  text = text.replace(/^github:/i, '');
  // "owner/repo" shorthand (GitHub).
  const shorthand = OWNER_REPO.exec(cleanRepoName(text));
  if (shorthand) {
    return {owner: shorthand[1]!, repo: cleanRepoName(shorthand[2]!), directory};
  }
  // git@github.com:owner/repo.git
  const scp = /^(?:[\w.-]+@)?github\.com:([^/\s]+)\/([^/\s#?]+)/i.exec(text);
  if (scp) {
    const match = OWNER_REPO.exec(`${scp[1]}/${cleanRepoName(scp[2]!)}`);
    return match ? {owner: match[1]!, repo: match[2]!, directory} : undefined;
  }
  // git+https://, git://, ssh://git@, https://www.github.com/...
  const normalized = text.replace(/^git\+/i, '').replace(/^(git|ssh|git\+ssh):\/\//i, 'https://');
  let parsed: URL;
  try {
    parsed = new URL(normalized);
  } catch {
    return undefined;
  }
  if (!/^(www\.)?github\.com$/i.test(parsed.hostname)) {
    return undefined;
  }
  const parts = parsed.pathname.split('/').filter(Boolean);
  if (parts.length < 2) {
    return undefined;
  }
  const match = OWNER_REPO.exec(`${parts[0]}/${cleanRepoName(parts[1]!)}`);
  if (!match) {
    return undefined;
  }
  // https://github.com/owner/repo/tree/<ref>/packages/foo
  if (!directory && parts[2] === 'tree' && parts.length > 4) {
    directory = parts.slice(4).join('/');
  }
  return {owner: match[1]!, repo: match[2]!, directory};
}

export function repoInfo(fromRegistry: unknown, fallback: string, branch = 'HEAD'): RepoInfo {
  const parsed = parseRepository(fromRegistry) ?? parseRepository(fallback);
  if (!parsed) {
    throw new Error(`pulled-readmes: invalid repository "${fallback}"`);
  }
  return {...parsed, branch};
}

export function repoUrl(info: RepoInfo): string {
  return `https://github.com/${info.owner}/${info.repo}`;
}

function readmePath(info: RepoInfo): string {
  return info.directory ? `${info.directory}/README.md` : 'README.md';
}

/** Where to read the README on GitHub. */
export function readmeUrl(info: RepoInfo): string {
  return info.directory
    ? `${repoUrl(info)}/blob/${info.branch}/${readmePath(info)}`
    : `${repoUrl(info)}#readme`;
}

/** The README in the repository's edit view. */
export function editUrl(info: RepoInfo): string {
  return `${repoUrl(info)}/edit/${info.branch}/${readmePath(info)}`;
}

/** Base URL for links relative to the README. */
export function blobBase(info: RepoInfo): string {
  const dir = info.directory ? `${info.directory}/` : '';
  return `${repoUrl(info)}/blob/${info.branch}/${dir}`;
}

/** Base URL for images relative to the README (served as raw files). */
export function rawBase(info: RepoInfo): string {
  const dir = info.directory ? `${info.directory}/` : '';
  return `https://raw.githubusercontent.com/${info.owner}/${info.repo}/${info.branch}/${dir}`;
}
