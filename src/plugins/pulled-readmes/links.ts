/**
 * Where a link or image of a pulled README leads. READMEs are written for GitHub and npm: relative
 * URLs point into the package's repository, links to webpack.js.org and to the other pulled
 * packages point at pages this site has. URLs here are decoded (as Markdown and HTML parsers give
 * them); the result is a plain URL for the caller to serialize.
 */
import type {RepoInfo} from './repository';
import {blobUrl, rawUrl, repoPath} from './repository';

/** On-site routes of the pulled packages. */
export interface PulledRoutes {
  /** npm name → route, e.g. `css-loader` → `/loaders/css-loader/`. */
  byName: ReadonlyMap<string, string>;
  /** lowercased `owner/repo` → route. */
  byRepo: ReadonlyMap<string, string>;
}

/** This site's own pages, for links to webpack.js.org. */
export interface SitePages {
  /** The heading ids a page (`/configuration/module/`) has in every locale; undefined: no such page. */
  anchors(route: string): ReadonlySet<string> | undefined;
  /** webpack.js.org paths that moved (src/data/redirects.ts) → where they lead here. */
  redirects: ReadonlyMap<string, string>;
}

/** What became of the links to webpack.js.org, for the build log. */
export interface WebpackLinkReport {
  /** Links now pointing at a page of this site. */
  onSite: number;
  /** Page paths this site does not have (the link stays on webpack.js.org), with their counts. */
  missingPages: Map<string, number>;
  /** `/page/#id` whose page is here but not that id (the link stays on webpack.js.org). */
  missingAnchors: Map<string, number>;
}

export function emptyReport(): WebpackLinkReport {
  return {onSite: 0, missingPages: new Map(), missingAnchors: new Map()};
}

export interface LinkContext {
  repo: RepoInfo;
  pulled: PulledRoutes;
  /**
   * Heading ids of the pulled pages by route, when known. Fragments that point nowhere are then
   * dropped (the build fails on broken anchors): `#frag` links lose the link, `/route/#frag`
   * loses the fragment.
   */
  anchors?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Route of the page being processed (for same-page fragments). */
  selfRoute?: string;
  /** Our pages: without them, links to webpack.js.org pages stay external. */
  site?: SitePages;
  report?: WebpackLinkReport;
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function pulledAnchorKnown(ctx: LinkContext, route: string, id: string): boolean {
  if (!ctx.anchors || !id) return true;
  return ctx.anchors.get(route)?.has(id) ?? false;
}

/** `#Options` → `#options` when the page has it (GitHub ids are lowercase), else nothing. */
function samePage(hash: string, ctx: LinkContext): string | undefined {
  const id = fragmentId(hash).toLowerCase();
  if (!id) return undefined;
  if (ctx.selfRoute && !pulledAnchorKnown(ctx, ctx.selfRoute, id)) return undefined;
  return `#${id}`;
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** A link to webpack.js.org → the same page here (or where it moved), or undefined to stay there. */
function webpackPage(url: URL, ctx: LinkContext): string | undefined {
  let path = url.pathname;
  const last = path.split('/').at(-1) ?? '';
  if (/\.[a-z0-9]+$/i.test(last)) return undefined; // a file (logo, asset), not a page
  if (!path.endsWith('/')) path += '/';
  const pulled = /^\/(loaders|plugins)\/([^/]+)\/$/.exec(path);
  const pulledRoute = pulled && ctx.pulled.byName.get(pulled[2]!);
  if (pulledRoute?.startsWith(`/${pulled![1]}/`)) {
    const id = fragmentId(url.hash).toLowerCase();
    if (ctx.report) ctx.report.onSite++;
    return pulledRoute + (id && pulledAnchorKnown(ctx, pulledRoute, id) ? `#${id}` : '');
  }
  if (!ctx.site) return undefined;
  const [target = path, targetHash = ''] = (ctx.site.redirects.get(path) ?? path).split('#');
  const id = fragmentId(url.hash) || targetHash;
  const anchors = ctx.site.anchors(target);
  if (!anchors) {
    if (ctx.report) count(ctx.report.missingPages, path);
    return undefined;
  }
  if (id && !anchors.has(id)) {
    if (ctx.report) count(ctx.report.missingAnchors, `${target}#${id}`);
    return undefined;
  }
  if (ctx.report) ctx.report.onSite++;
  return id ? `${target}#${id}` : target;
}

/** A GitHub, npm or webpack.js.org URL of a pulled package → its page here. */
function pulledPage(url: URL, ctx: LinkContext): string | undefined {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let route: string | undefined;
  if (host === 'github.com' && parts.length >= 2) {
    const isRoot = parts.length === 2;
    const isReadme =
      parts.length === 5 &&
      (parts[2] === 'blob' || parts[2] === 'tree') &&
      /^readme(\.md)?$/i.test(parts[4]!);
    if (isRoot || isReadme) {
      route = ctx.pulled.byRepo.get(`${parts[0]}/${parts[1]!.replace(/\.git$/i, '')}`.toLowerCase());
    }
  } else if (host === 'npmjs.com' && parts[0] === 'package' && parts.length >= 2) {
    const scoped = parts[1]!.startsWith('@') && parts[2];
    const name = scoped ? `${parts[1]}/${parts[2]}` : parts[1]!;
    if (parts.length === (scoped ? 3 : 2)) route = ctx.pulled.byName.get(fragmentId(name));
  }
  if (!route) return undefined;
  const id = fragmentId(url.hash).toLowerCase();
  return route + (id && pulledAnchorKnown(ctx, route, id) ? `#${id}` : '');
}

/**
 * Check and rewrite a URL found in a README (already decoded). Returns undefined when the URL must
 * not be used (the caller keeps the text and drops the link or image).
 */
export function rewriteUrl(decoded: string, kind: 'link' | 'image', ctx: LinkContext): string | undefined {
  // Browsers strip leading/trailing C0 controls and spaces, and drop tabs and
  // newlines anywhere: check the URL the way a browser would read it.
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  const url = decoded.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '').replace(/[\t\n\r]/g, '');
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (!url || url.length > 8192 || /[\x00-\x1f\x7f]/.test(url)) return undefined;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (scheme && (!SAFE_SCHEMES.has(scheme) || (kind === 'image' && scheme === 'mailto'))) return undefined;
  if (url.startsWith('#')) return kind === 'link' ? samePage(url, ctx) : undefined;

  let absolute: URL;
  try {
    if (scheme) {
      absolute = new URL(url);
    } else if (url.startsWith('//')) {
      absolute = new URL(`https:${url}`);
    } else {
      // Relative to the README's directory (root-relative: to the repository root).
      const resolved = new URL(
        url,
        `https://relative.invalid/${ctx.repo.directory ? `${ctx.repo.directory}/` : ''}`,
      );
      const path = resolved.pathname.slice(1);
      if (kind === 'image') return rawUrl(ctx.repo, path) + resolved.search;
      // Links to the README itself become same-page links.
      if (path.toLowerCase() === repoPath(ctx.repo, 'README.md').toLowerCase())
        return samePage(resolved.hash, ctx);
      return blobUrl(ctx.repo, path, fragmentId(resolved.hash));
    }
  } catch {
    return undefined;
  }
  if (absolute.protocol === 'mailto:') return kind === 'link' ? absolute.href : undefined;
  if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return undefined;
  if (kind === 'link') {
    const host = absolute.hostname.toLowerCase().replace(/^www\./, '');
    const onSite = host === 'webpack.js.org' ? webpackPage(absolute, ctx) : pulledPage(absolute, ctx);
    if (onSite) return onSite;
    if (host === 'webpack.js.org') absolute.protocol = 'https:';
  }
  return absolute.href;
}
