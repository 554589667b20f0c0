/**
 * Repository URLs of pulled packages. What the registry says (`owner/repo`, `github:…`,
 * `git+https://…`, `git@github.com:…`, `{type, url, directory}`) is read by hosted-git-info, the
 * parser npm itself uses, and the links derived from it (repository, README, edit view, files,
 * raw images) come from its GitHub templates.
 */
import hostedGitInfo from 'hosted-git-info';

export interface RepoInfo {
  owner: string;
  repo: string;
  /** Sub-directory of the package inside a monorepo ('' for the root). */
  directory: string;
  /** Ref used for edit/blob/raw links. */
  branch: string;
}

/** Keeps `a/b` of a `directory` value, without `.`, `..` or empty parts. */
function cleanDirectory(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .split('/')
    .filter((part) => part && part !== '.' && part !== '..')
    .join('/');
}

/**
 * Normalise a `repository` value of a package document (string shorthand or
 * `{type, url, directory}`) to a GitHub owner/repo. Returns undefined for
 * anything that is not on GitHub or cannot be read.
 */
export function parseRepository(
  value: unknown,
): {owner: string; repo: string; directory: string} | undefined {
  const url = value && typeof value === 'object' ? (value as {url?: unknown}).url : value;
  if (typeof url !== 'string' || url.length > 500) return undefined;
  const info = hostedGitInfo.fromUrl(url.trim());
  if (info?.type !== 'github' || !info.user || !info.project) return undefined;
  let directory = cleanDirectory(
    value && typeof value === 'object' && (value as {directory?: unknown}).directory,
  );
  // hosted-git-info reads the ref of https://github.com/owner/repo/tree/<ref>/packages/foo but not the path.
  const tree = /^https?:\/\/(?:www\.)?github\.com\/[^/]+\/[^/]+\/tree\/[^/]+\/(.+)$/i.exec(url.trim());
  if (!directory && tree) directory = cleanDirectory(tree[1]);
  return {owner: info.user, repo: info.project, directory};
}

export function repoInfo(fromRegistry: unknown, fallback: string, branch = 'HEAD'): RepoInfo {
  const parsed = parseRepository(fromRegistry) ?? parseRepository(fallback);
  if (!parsed) {
    throw new Error(`pulled-readmes: invalid repository "${fallback}"`);
  }
  return {...parsed, branch};
}

function host(info: RepoInfo) {
  // Built from parts we validated, so fromUrl cannot fail here.
  return hostedGitInfo.fromUrl(`github:${info.owner}/${info.repo}`)!;
}

/** A path inside the package directory, resolved like a relative link (`..` cannot leave the repo). */
export function repoPath(info: RepoInfo, relative: string): string {
  const base = `https://repo.invalid/${info.directory ? `${info.directory}/` : ''}`;
  return new URL(relative, base).pathname.replace(/^\//, '');
}

export function repoUrl(info: RepoInfo): string {
  return host(info).browse();
}

function readmePath(info: RepoInfo): string {
  return repoPath(info, 'README.md');
}

/** Where to read the README on GitHub. */
export function readmeUrl(info: RepoInfo): string {
  return info.directory
    ? host(info).browseFile(readmePath(info), {committish: info.branch})
    : `${repoUrl(info)}#readme`;
}

/** The README in the repository's edit view. */
export function editUrl(info: RepoInfo): string {
  return host(info).edit(readmePath(info), {committish: info.branch});
}

/** A file of the repository as GitHub shows it (`path` from the repository root; GitHub-style `#fragment`). */
export function blobUrl(info: RepoInfo, path: string, fragment = ''): string {
  const options = {committish: info.branch};
  return fragment ? host(info).browseFile(path, fragment, options) : host(info).browseFile(path, options);
}

/** A file of the repository served raw (images). */
export function rawUrl(info: RepoInfo, path: string): string {
  return host(info).file(path, {committish: info.branch});
}
