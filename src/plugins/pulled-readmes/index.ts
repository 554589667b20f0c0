/**
 * pulled-readmes: the loader and plugin pages whose text lives in each package's README. At
 * start-up (before any plugin loads content) it fetches every README from the npm registry,
 * caches it under `.cache/pulled-readmes/`, and writes `docs/<section>/_<name>.md` (both
 * gitignored); offline it uses the cache, without a cache it writes a degraded page from what
 * the package list knows. It never fails the build.
 *
 * Safety is split in two: `prepare/` adapts the README on its Markdown tree (links, headings,
 * alerts), and `rehype.ts`, a rehype plugin of the docs plugin, sanitizes the final HTML tree of
 * these pages (see there). Docusaurus loads plugins once per locale; the pull runs once per
 * build (see `pullOnce`).
 */
import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PullOptions, PullResult, PulledPage} from './pull';
import {describeWebpackLinks, pullReadmes, summarize} from './pull';

export type {PageStatus, PulledPage} from './pull';

export interface PluginOptions extends PullOptions {
  /** Docusaurus plugin id (only one instance makes sense). */
  id?: string;
}

export interface PulledReadmesContent {
  pages: PulledPage[];
}

type Pulls = Map<string, {startedAt: number; result: Promise<PullResult>}>;

/**
 * Pulls of this process by site and options: the second locale of a build reuses the first's.
 * Kept on `globalThis` because Docusaurus loads the config and plugins afresh for every locale
 * (`loadFreshModule`, no require cache), so module state does not survive from one to the next.
 */
const pulls: Pulls = ((globalThis as {[key: symbol]: Pulls})[Symbol.for('webpack-docs/pulled-readmes')] ??=
  new Map());

/** How long a pull is reused in one process (a `docusaurus start` session re-pulls after this). */
const REUSE_MS = 10 * 60_000;

export function pullOnce(
  siteDir: string,
  options: PullOptions,
): {result: Promise<PullResult>; reused: boolean} {
  const key = JSON.stringify([siteDir, options]);
  const previous = pulls.get(key);
  if (previous && Date.now() - previous.startedAt < REUSE_MS) return {result: previous.result, reused: true};
  const result = pullReadmes(siteDir, options);
  pulls.set(key, {startedAt: Date.now(), result});
  // A failed pull is not kept: the next locale tries again.
  result.catch(() => pulls.delete(key));
  return {result, reused: false};
}

function logPull({pages, webpackLinks}: PullResult, durationMs: number): void {
  logger.info(`${summarize(pages)} in ${(durationMs / 1000).toFixed(1)} s`);
  const cached = pages.filter((page) => page.status === 'cache');
  if (cached.length) {
    const reasons = [...new Set(cached.map((page) => page.reason ?? 'unknown'))].join('; ');
    logger.info`pulled-readmes: from cache (${reasons}): ${cached.map((page) => `${page.name}@${page.version ?? '?'}`).join(', ')}`;
  }
  for (const page of pages.filter(({status}) => status === 'degraded')) {
    logger.warn`pulled-readmes: degraded page ${page.route} (${page.name}): ${page.reason ?? 'no README'}`;
  }
  for (const line of describeWebpackLinks(webpackLinks)) logger.info(line);
}

export default async function pluginPulledReadmes(
  context: LoadContext,
  {id: _id, ...options}: PluginOptions,
): Promise<Plugin<PulledReadmesContent>> {
  const started = Date.now();
  const {result, reused} = pullOnce(context.siteDir, options);
  const pulled = await result;
  if (reused) {
    logger.info(`pulled-readmes: ${pulled.pages.length} pages already pulled for this build (reused)`);
  } else {
    logPull(pulled, Date.now() - started);
  }
  return {
    name: 'pulled-readmes',
    loadContent: async () => ({pages: pulled.pages}),
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<PluginOptions | undefined, PluginOptions>): PluginOptions {
  const value = options ?? {};
  const positive = [
    'timeoutMs',
    'retries',
    'retryDelayMs',
    'maxBytes',
    'concurrency',
    'reuseCacheMs',
  ] as const;
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
