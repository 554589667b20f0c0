/**
 * One pull of every README: fetch (or fall back to the cache, or to nothing), render and write
 * `docs/<section>/_<name>.md`. Never fails the build because of a README.
 */
import {promises as fs} from 'fs';
import path from 'path';
import logger from '@docusaurus/logger';
import pLimit from 'p-limit';
import type {PulledPackage} from '../../data/pulledPackages';
import {pulledPackages, routeFor} from '../../data/pulledPackages';
import {readNewestCache, writeCache} from './cache';
import type {PulledRoutes, SitePages, WebpackLinkReport} from './links';
import {emptyReport} from './links';
import {renderPage} from './page';
import type {ParsedReadme} from './prepare';
import {parseReadme, writeReadme} from './prepare';
import type {FetchOptions, PackageData} from './registry';
import {defaultRegistry, fetchPackage} from './registry';
import type {RepoInfo} from './repository';
import {editUrl, parseRepository, repoInfo} from './repository';
import {readSitePages} from './site';
import type {SchemaStatus} from './zh';
import {parseZhRecord, parseZhSource, renderZhPage, schemaState, zhFiles} from './zh';

export interface PullOptions {
  /** Registry base URL (default: $npm_config_registry or registry.npmjs.org). */
  registry?: string;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  /** Largest accepted response or README, in bytes. */
  maxBytes?: number;
  /** Do not touch the network: cache or degraded pages only. */
  offline?: boolean;
  /**
   * A cached README fetched less than this long ago is used without asking the registry, so that
   * builds started one after the other (`--locale en`, then `--locale zh`) fetch once.
   */
  reuseCacheMs?: number;
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
  /** The Chinese page written here (i18n/zh/pulled/), when there is one: does it match the package's options? */
  zh?: {status: SchemaStatus; changedOptions: string[]};
}

export interface PullResult {
  pages: PulledPage[];
  /** What became of the READMEs' links to webpack.js.org. */
  webpackLinks: WebpackLinkReport;
}

const DEFAULTS = {
  timeoutMs: 10_000,
  retries: 2,
  retryDelayMs: 500,
  maxBytes: 5 * 1024 * 1024,
  reuseCacheMs: 15 * 60_000,
  cacheDir: '.cache/pulled-readmes',
  docsDir: 'docs',
  concurrency: 6,
};

function pulledRoutes(
  packages: readonly PulledPackage[],
  repos: ReadonlyMap<string, RepoInfo>,
): PulledRoutes {
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

type Got = {pkg: PulledPackage; data?: PackageData; status: PageStatus; reason?: string};

/** Registry, else cache, else nothing. A recent cache entry is used without asking. */
async function getPackage(
  pkg: PulledPackage,
  options: PullOptions,
  fetchOptions: FetchOptions,
  cacheDir: string,
): Promise<Got> {
  const reuseMs = options.reuseCacheMs ?? DEFAULTS.reuseCacheMs;
  if (!options.offline && reuseMs > 0) {
    const cached = await readNewestCache(cacheDir, pkg.name);
    const age = cached ? Date.now() - Date.parse(cached.fetchedAt) : Infinity;
    // A cache entry written before schemas were read is not reused for a package that has them.
    const hasSchemas = !pkg.schemas?.length || pkg.schemas.every((file) => file in (cached?.schemas ?? {}));
    if (cached && hasSchemas && age >= 0 && age < reuseMs && cached.readme.length <= fetchOptions.maxBytes) {
      return {
        pkg,
        data: cached,
        status: 'cache',
        reason: `fetched less than ${Math.ceil(reuseMs / 60_000)} min ago`,
      };
    }
  }
  let reason = 'offline mode';
  if (!options.offline) {
    try {
      const cached = pkg.schemas?.length ? await readNewestCache(cacheDir, pkg.name) : undefined;
      const data = await fetchPackage(
        pkg.name,
        fetchOptions,
        pkg.schemas?.length
          ? {
              paths: pkg.schemas,
              ...(cached?.schemas ? {known: {version: cached.version, schemas: cached.schemas}} : {}),
            }
          : undefined,
      );
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
}

function parseOrError(readme: string): ParsedReadme | Error {
  try {
    return parseReadme(readme);
  } catch (error) {
    return error as Error;
  }
}

function readSiteOrWarn(siteDir: string, docsDir: string): SitePages | undefined {
  try {
    return readSitePages(siteDir, docsDir);
  } catch (error) {
    logger.warn`pulled-readmes: could not read this site's pages (${(error as Error).message}): links to webpack.js.org stay there`;
    return undefined;
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
    const isFile = await fs.stat(path.join(docsDir, candidate)).then(
      (stat) => stat.isFile(),
      () => false,
    );
    if (isFile) return true;
  }
  return false;
}

/** Fetch (or fall back), render and write every pulled page. */
export async function pullReadmes(siteDir: string, options: PullOptions = {}): Promise<PullResult> {
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

  // 1. The data of every package, each README parsed as soon as it is there (while others download):
  //    the heading ids of every page are known before links into them are written.
  const limit = pLimit(Math.max(1, options.concurrency ?? DEFAULTS.concurrency));
  const got = await Promise.all(
    packages.map((pkg) =>
      limit(async () => {
        const result = await getPackage(pkg, options, fetchOptions, cacheDir);
        return {...result, readme: result.data && parseOrError(result.data.readme)};
      }),
    ),
  );
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const {pkg, readme} of got) {
    const ids =
      readme && !(readme instanceof Error) ? readme.headings.map((heading) => heading.id) : ['install'];
    anchors.set(routeFor(pkg), new Set(ids));
  }

  // 2. Repositories (registry first, list as fallback).
  const repos = new Map<string, RepoInfo>();
  for (const {pkg, data} of got) {
    const fromRegistry =
      data?.repository !== undefined && parseRepository(data.repository) ? data.repository : undefined;
    repos.set(pkg.name, repoInfo(fromRegistry, pkg.repo, pkg.branch ?? 'HEAD'));
  }
  const links = pulledRoutes(packages, repos);
  const site = readSiteOrWarn(siteDir, docsDir);

  // 3. Write every page.
  const webpackLinks = emptyReport();
  const pages: PulledPage[] = [];
  for (const {pkg, data, status, reason, readme} of got) {
    const repo = repos.get(pkg.name)!;
    const file = path.join(docsDir, pkg.section, `_${pkg.name}.md`);
    let page = {content: '', degraded: true};
    let finalStatus = status;
    let finalReason = reason;
    try {
      if (readme instanceof Error) throw readme;
      const ctx = {
        repo,
        pulled: links,
        anchors,
        selfRoute: routeFor(pkg),
        report: webpackLinks,
        ...(site ? {site} : {}),
      };
      page = renderPage({
        pkg,
        repo,
        ...(readme ? {body: writeReadme(readme, ctx)} : {}),
        version: data?.version,
        registryDeprecated: data?.deprecated,
        reason,
        replacementExists: pkg.deprecated ? await docExists(docsDir, pkg.deprecated.replacement.href) : true,
      });
    } catch (error) {
      // Should not happen; never let one README break the build.
      finalStatus = 'degraded';
      finalReason = `processing failed: ${(error as Error).message}`;
      page = renderPage({pkg, repo, version: data?.version, reason: finalReason});
    }
    await writeIfChanged(file, page.content);
    const zh = await writeZhPage(siteDir, pkg, data);
    pages.push({
      name: pkg.name,
      section: pkg.section,
      route: routeFor(pkg),
      file,
      status: finalStatus,
      ...(data?.version ? {version: data.version} : {}),
      ...(finalStatus !== 'fresh' && finalReason ? {reason: finalReason} : {}),
      deprecated: Boolean(pkg.deprecated ?? data?.deprecated),
      editUrl: editUrl(repo),
      ...(zh ? {zh} : {}),
    });
  }
  const keep = new Set(pages.map((page) => page.file));
  for (const section of new Set(packages.map((pkg) => pkg.section))) {
    await removeStalePages(path.join(docsDir, section), keep);
  }
  return {pages, webpackLinks};
}

/**
 * Writes the Chinese page of a package from its source in i18n/zh/pulled/ (zh.ts), or removes a
 * page written before whose source is gone. A malformed source fails the build: it is ours.
 */
async function writeZhPage(
  siteDir: string,
  pkg: PulledPackage,
  data: PackageData | undefined,
): Promise<PulledPage['zh']> {
  const files = zhFiles(siteDir, pkg);
  const text = await fs.readFile(files.source, 'utf8').catch(() => undefined);
  if (text === undefined) {
    const old = await fs.readFile(files.target, 'utf8').catch(() => '');
    if (/^writtenHere: true$/m.test(old)) await fs.rm(files.target, {force: true});
    return undefined;
  }
  const source = parseZhSource(files.source, text);
  const recordText = await fs.readFile(files.record, 'utf8').catch(() => undefined);
  const record = recordText === undefined ? undefined : parseZhRecord(files.record, recordText);
  const state = schemaState(source, record, data?.schemas);
  if (state.status === 'changed') {
    logger.warn`pulled-readmes: the options of ${pkg.name} changed since its Chinese page was written (${source.version} → ${data?.version ?? '?'}): run node scripts/pulled-zh-stamp.mjs --check ${pkg.name}`;
  } else if (state.status === 'unknown' && pkg.schemas?.length) {
    logger.info`pulled-readmes: no options schema of ${pkg.name} to check its Chinese page against`;
  }
  await writeIfChanged(
    files.target,
    renderZhPage({pkg, source, state, ...(data?.version ? {version: data.version} : {})}),
  );
  const changedOptions = state.diff
    ? [...state.diff.added, ...state.diff.changed.map(({option}) => option), ...state.diff.removed].map(
        (o) => o.path,
      )
    : [];
  return {status: state.status, changedOptions};
}

export function summarize(pages: readonly PulledPage[]): string {
  const count = (status: PageStatus) => pages.filter((page) => page.status === status).length;
  return `pulled-readmes: ${pages.length} pages (${count('fresh')} fresh, ${count('cache')} from cache, ${count('degraded')} degraded)`;
}

/** One line per kind of webpack.js.org link, for the build log. */
export function describeWebpackLinks(report: WebpackLinkReport): string[] {
  const list = (map: Map<string, number>) =>
    [...map]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, n]) => (n > 1 ? `${key} (${n})` : key))
      .join(', ');
  const missing = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  return [
    `pulled-readmes: ${report.onSite} links to webpack.js.org now lead to this site`,
    ...(report.missingPages.size
      ? [
          `pulled-readmes: ${missing(report.missingPages)} stay on webpack.js.org, pages not here: ${list(report.missingPages)}`,
        ]
      : []),
    ...(report.missingAnchors.size
      ? [
          `pulled-readmes: ${missing(report.missingAnchors)} stay on webpack.js.org, ids not here: ${list(report.missingAnchors)}`,
        ]
      : []),
  ];
}
