/**
 * pulled-readmes: the loader and plugin pages whose text lives in each
 * package's README. At start-up (before any plugin loads content) it fetches
 * every README from the npm registry, caches it under
 * `.cache/pulled-readmes/`, and writes `docs/<section>/_<name>.md` (both
 * gitignored). Offline it uses the cache; without a cache it writes a
 * degraded page from what the package list knows. It never fails the build.
 */
import {promises as fs} from 'fs';
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PulledPackage} from '../../data/pulledPackages';
import {pulledPackages, routeFor} from '../../data/pulledPackages';
import {readNewestCache, writeCache} from './cache';
import type {OnSiteLinks} from './html';
import {pageAnchors, renderPage} from './page';
import type {FetchOptions, PackageData} from './registry';
import {defaultRegistry, fetchPackage} from './registry';
import type {RepoInfo} from './repository';
import {editUrl, parseRepository, repoInfo} from './repository';

export interface PluginOptions {
  /** Docusaurus plugin id (only one instance makes sense). */
  id?: string;
  /** Registry base URL (default: $npm_config_registry or registry.npmjs.org). */
  registry?: string;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  /** Largest accepted response or README, in bytes. */
  maxBytes?: number;
  /** Do not touch the network: cache or degraded pages only. */
  offline?: boolean;
  /** Relative to the site directory. */
  cacheDir?: string;
  /** Relative to the site directory. */
  docsDir?: string;
  concurrency?: number;
  /** Override the package list (tests). */
  packages?: readonly PulledPackage[];
}

export type PageStatus = 'fresh' | 'cache' | 'degraded';

export interface PulledPage {
  name: string;
  section: PulledPackage['section'];
  route: string;
  file: string;
  status: PageStatus;
  version?: string;
  reason?: string;
  deprecated: boolean;
  editUrl: string;
}

export interface PulledReadmesContent {
  pages: PulledPage[];
}

const DEFAULTS = {
  timeoutMs: 10_000,
  retries: 2,
  retryDelayMs: 500,
  maxBytes: 5 * 1024 * 1024,
  cacheDir: '.cache/pulled-readmes',
  docsDir: 'docs',
  concurrency: 6,
};

/** Repositories resolved during the last run, for editUrlFor(). */
const resolvedRepos = new Map<string, RepoInfo>();

function onSiteLinks(packages: readonly PulledPackage[], repos: ReadonlyMap<string, RepoInfo>): OnSiteLinks {
  const byName = new Map<string, string>();
  const byRepo = new Map<string, string>();
  for (const pkg of packages) {
    const route = routeFor(pkg);
    byName.set(pkg.name, route);
    const keys = [pkg.repo, `webpack-contrib/${pkg.name}`, `webpack/${pkg.name}`];
    const resolved = repos.get(pkg.name);
    if (resolved) keys.push(`${resolved.owner}/${resolved.repo}`);
    for (const key of keys) {
      if (!byRepo.has(key.toLowerCase())) byRepo.set(key.toLowerCase(), route);
    }
  }
  return {byName, byRepo};
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, Math.min(limit, items.length))}, worker));
  return results;
}

async function writeIfChanged(file: string, content: string): Promise<void> {
  const current = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (current !== content) {
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, content);
  }
}

/** Remove pulled pages (ours, by their front matter) no longer in the list. */
async function removeStalePages(dir: string, keep: Set<string>): Promise<void> {
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  for (const file of files) {
    const full = path.join(dir, file);
    if (!file.startsWith('_') || !file.endsWith('.md') || keep.has(full)) continue;
    const head = await fs.readFile(full, 'utf8').catch(() => '');
    if (/^---\n(?:[^\n]*\n){0,40}?pulled: true\n(?:[^\n]*\n){0,40}?---\n/.test(head)) {
      await fs.rm(full, {force: true});
    }
  }
}

/**
 * Whether an on-site path has a doc file (`docs/a/b.md`, `docs/a/b/index.md`,
 * .mdx too). Approximate (ignores custom slugs) but enough for notices.
 */
export async function docExists(docsDir: string, href: string): Promise<boolean> {
  if (!href.startsWith('/')) return true;
  const route = href.replace(/[#?].*$/, '').replace(/^\/+|\/+$/g, '');
  const candidates = route
    ? [`${route}.md`, `${route}.mdx`, `${route}/index.md`, `${route}/index.mdx`]
    : ['index.md', 'index.mdx'];
  for (const candidate of candidates) {
    if (
      await fs.stat(path.join(docsDir, candidate)).then(
        (st) => st.isFile(),
        () => false,
      )
    )
      return true;
  }
  return false;
}

/** Fetch (or fall back), render and write every pulled page. */
export async function pullReadmes(siteDir: string, options: PluginOptions = {}): Promise<PulledPage[]> {
  const packages = options.packages ?? pulledPackages;
  const fetchOptions: FetchOptions = {
    registry: options.registry ?? defaultRegistry(),
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    retries: options.retries ?? DEFAULTS.retries,
    retryDelayMs: options.retryDelayMs ?? DEFAULTS.retryDelayMs,
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
  };
  const cacheDir = path.resolve(siteDir, options.cacheDir ?? DEFAULTS.cacheDir);
  const docsDir = path.resolve(siteDir, options.docsDir ?? DEFAULTS.docsDir);

  // 1. Get the data: registry, else cache, else nothing.
  type Got = {pkg: PulledPackage; data?: PackageData; status: PageStatus; reason?: string};
  const got = await mapLimit(
    packages,
    options.concurrency ?? DEFAULTS.concurrency,
    async (pkg): Promise<Got> => {
      let reason = 'offline mode';
      if (!options.offline) {
        try {
          const data = await fetchPackage(pkg.name, fetchOptions);
          await writeCache(cacheDir, data).catch(
            (error: Error) =>
              logger.warn`pulled-readmes: could not write the cache for ${pkg.name}: ${error.message}`,
          );
          return {pkg, data, status: 'fresh'};
        } catch (error) {
          reason = (error as Error).message;
        }
      }
      const cached = await readNewestCache(cacheDir, pkg.name);
      if (cached && cached.readme.length <= fetchOptions.maxBytes) {
        return {pkg, data: cached, status: 'cache', reason};
      }
      return {pkg, status: 'degraded', reason};
    },
  );

  // 2. Resolve repositories (registry first, list as fallback).
  const repos = new Map<string, RepoInfo>();
  for (const {pkg, data} of got) {
    const fromRegistry =
      data?.repository !== undefined && parseRepository(data.repository) ? data.repository : undefined;
    repos.set(pkg.name, repoInfo(fromRegistry, pkg.repo, pkg.branch ?? 'HEAD'));
  }
  const links = onSiteLinks(packages, repos);

  // 3. Heading ids of every page, so that links between pages can be checked.
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const {pkg, data} of got) {
    try {
      anchors.set(routeFor(pkg), pageAnchors({pkg, repo: repos.get(pkg.name)!, links, readme: data?.readme}));
    } catch {
      anchors.set(routeFor(pkg), new Set());
    }
  }

  // 4. Render and write.
  const pages: PulledPage[] = [];
  for (const {pkg, data, status, reason} of got) {
    const repo = repos.get(pkg.name)!;
    const file = path.join(docsDir, pkg.section, `_${pkg.name}.md`);
    let page = {content: '', degraded: true};
    let finalStatus = status;
    try {
      page = renderPage({
        pkg,
        repo,
        links,
        readme: data?.readme,
        version: data?.version,
        description: data?.description,
        registryDeprecated: data?.deprecated,
        reason,
        anchors,
        replacementExists: pkg.deprecated ? await docExists(docsDir, pkg.deprecated.replacement.href) : true,
      });
    } catch (error) {
      // Should not happen; never let one README break the build.
      finalStatus = 'degraded';
      page = renderPage({
        pkg,
        repo,
        links,
        version: data?.version,
        reason: `processing failed: ${(error as Error).message}`,
      });
    }
    await writeIfChanged(file, page.content);
    resolvedRepos.set(pkg.name, repo);
    pages.push({
      name: pkg.name,
      section: pkg.section,
      route: routeFor(pkg),
      file,
      status: finalStatus,
      ...(data?.version ? {version: data.version} : {}),
      ...(finalStatus !== 'fresh' && reason ? {reason} : {}),
      deprecated: Boolean(pkg.deprecated ?? data?.deprecated),
      editUrl: editUrl(repo),
    });
  }
  const keep = new Set(pages.map((page) => page.file));
  for (const section of new Set(packages.map((pkg) => pkg.section))) {
    await removeStalePages(path.join(docsDir, section), keep);
  }
  return pages;
}

export function summarize(pages: readonly PulledPage[]): string {
  const count = (status: PageStatus) => pages.filter((page) => page.status === status).length;
  return `pulled-readmes: ${pages.length} pages (${count('fresh')} fresh, ${count('cache')} from cache, ${count('degraded')} degraded)`;
}

/**
 * The `editUrl` of pulled pages, for the docs plugin's `editUrl` function:
 * the README in the package repository's edit view. Undefined for other docs.
 */
export function editUrlFor(
  docPath: string,
  packages: readonly PulledPackage[] = pulledPackages,
): string | undefined {
  const match = /^(loaders|plugins)\/_([^/]+)\.mdx?$/.exec(docPath.replace(/\\/g, '/'));
  if (!match) return undefined;
  const pkg = packages.find((p) => p.name === match[2] && p.section === match[1]);
  if (!pkg) return undefined;
  return editUrl(resolvedRepos.get(pkg.name) ?? repoInfo(undefined, pkg.repo, pkg.branch ?? 'HEAD'));
}

export default async function pluginPulledReadmes(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<PulledReadmesContent>> {
  const pages = await pullReadmes(context.siteDir, options);
  const degraded = pages.filter((page) => page.status === 'degraded');
  const cached = pages.filter((page) => page.status === 'cache');
  logger.info(summarize(pages));
  if (cached.length) {
    const reasons = [...new Set(cached.map((page) => page.reason ?? 'unknown'))].join('; ');
    logger.info`pulled-readmes: from cache (${reasons}): ${cached.map((page) => `${page.name}@${page.version ?? '?'}`).join(', ')}`;
  }
  for (const page of degraded) {
    logger.warn`pulled-readmes: degraded page ${page.route} (${page.name}): ${page.reason ?? 'no README'}`;
  }
  return {
    name: 'pulled-readmes',
    loadContent: async () => ({pages}),
    contentLoaded: async ({content, actions}) => {
      actions.setGlobalData({
        pages: content.pages.map(({name, section, route, status, version, deprecated}) => ({
          name,
          section,
          route,
          status,
          deprecated,
          ...(version ? {version} : {}),
        })),
      });
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<PluginOptions | undefined, PluginOptions>): PluginOptions {
  const value = options ?? {};
  const positive = ['timeoutMs', 'retries', 'retryDelayMs', 'maxBytes', 'concurrency'] as const;
  for (const key of positive) {
    const v = value[key];
    if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v) || v < 0)) {
      throw new Error(`pulled-readmes: option "${key}" must be a non-negative number`);
    }
  }
  if (value.registry !== undefined && !/^https?:\/\//i.test(value.registry)) {
    throw new Error('pulled-readmes: option "registry" must be an http(s) URL');
  }
  // Docusaurus relies on validateOptions to add the default plugin id.
  return {...value, id: value.id ?? 'default'};
}
