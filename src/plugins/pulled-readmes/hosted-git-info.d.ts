/**
 * The part of hosted-git-info (npm's parser of repository URLs) this plugin uses. @types/hosted-git-info
 * describes version 3, which has neither `browseFile` nor `edit`.
 */
declare module 'hosted-git-info' {
  interface FillOptions {
    committish?: string;
  }
  interface GitHost {
    type: string;
    user: string;
    project: string;
    committish: string | null;
    /** The repository's front page. */
    browse(opts?: FillOptions): string;
    /** A file in the web view (`/blob/<ref>/<path>#fragment` on GitHub). */
    browseFile(path: string, fragment: string, opts?: FillOptions): string;
    browseFile(path: string, opts?: FillOptions): string;
    /** A file served raw. */
    file(path: string, opts?: FillOptions): string;
    /** A file in the edit view. */
    edit(path: string, opts?: FillOptions): string;
  }
  const hostedGitInfo: {fromUrl(url: string): GitHost | undefined};
  export default hostedGitInfo;
}
