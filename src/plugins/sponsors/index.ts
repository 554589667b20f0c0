import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {lazyDataModule} from '../lazyData';
import {additionalSupporters} from '../../data/additionalSupporters';
import {readCache, writeCache} from './cache';
import {fetchSupporters, OPEN_COLLECTIVE_GRAPHQL, type FetchOptions} from './fetchSupporters';
import {mergeAdditionalSupporters} from './merge';
import type {SponsorsData, Supporter} from '../../data/sponsors';

/** Webpack alias under which the client loads the generated data (as its own chunk). */
export const SPONSORS_DATA_ALIAS = '@webpack-site/sponsors-data';

export interface SponsorsPluginOptions {
  /** GraphQL endpoint (default: Open Collective's public API v2). */
  readonly endpoint?: string;
  /** Collective slug (default "webpack"). */
  readonly slug?: string;
  /** Time limit for fetching, in ms (default 10 000). */
  readonly timeoutMs?: number;
  /** Cache file, relative to the site directory (default ".cache/sponsors.json"). */
  readonly cacheFile?: string;
  /** Skip the network and use the cache only (docusaurus.config.ts sets it from SPONSORS_OFFLINE=1). */
  readonly offline?: boolean;
  /** Hand-kept supporters merged in (default: src/data/additionalSupporters). */
  readonly additional?: readonly Supporter[];
  /** For tests. */
  readonly fetchImpl?: FetchOptions['fetchImpl'];
  readonly now?: Date;
  readonly log?: (message: string) => void;
}

/**
 * Loads the webpack collective's supporters at build time: live from Open
 * Collective, else from the last cached fetch, else only the hand-kept
 * supporters (status "unavailable"). Never invents names.
 */
export async function loadSponsors(
  siteDir: string,
  options: SponsorsPluginOptions = {},
): Promise<SponsorsData> {
  const {
    endpoint = OPEN_COLLECTIVE_GRAPHQL,
    slug = 'webpack',
    timeoutMs = 10_000,
    cacheFile = path.join('.cache', 'sponsors.json'),
    offline = false,
    additional = additionalSupporters,
    fetchImpl,
    now = new Date(),
    log = (message: string) => console.warn(`[sponsors] ${message}`),
  } = options;
  const cachePath = path.resolve(siteDir, cacheFile);

  if (!offline) {
    try {
      const supporters = await fetchSupporters({endpoint, slug, timeoutMs, now, fetchImpl});
      const fetchedAt = now.toISOString();
      try {
        await writeCache(cachePath, {fetchedAt, supporters});
      } catch (error) {
        log(`could not write the cache ${cachePath}: ${(error as Error).message}`);
      }
      return {
        status: 'live',
        fetchedAt,
        supporters: mergeAdditionalSupporters(supporters, additional),
      };
    } catch (error) {
      log(`could not fetch supporters from ${endpoint}: ${(error as Error).message}`);
    }
  }

  const cached = await readCache(cachePath);
  if (cached) {
    log(`using the cached list from ${cached.fetchedAt} (${cachePath})`);
    return {
      status: 'cache',
      fetchedAt: cached.fetchedAt,
      supporters: mergeAdditionalSupporters(cached.supporters, additional),
    };
  }
  log('no cached list either: only the hand-kept supporters will be shown');
  return {status: 'unavailable', fetchedAt: null, supporters: mergeAdditionalSupporters([], additional)};
}

export default function sponsorsPlugin(
  context: LoadContext,
  options: SponsorsPluginOptions = {},
): Plugin<SponsorsData> {
  const data = lazyDataModule(context, 'webpack-sponsors', 'sponsors.json', SPONSORS_DATA_ALIAS);
  return {
    name: 'webpack-sponsors',
    async loadContent() {
      return loadSponsors(context.siteDir, options);
    },
    async contentLoaded({content, actions}) {
      await data.write(actions, content);
    },
    configureWebpack: () => data.webpackConfig(),
  };
}
