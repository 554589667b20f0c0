import {latestSearchBundle} from '../search-index/registry';
import {isPrecachedPath} from './patterns.js';

/** workbox-build's precache manifest entry, as its manifestTransforms receive them. */
export interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
  integrity?: string;
}

interface TransformResult {
  manifest: ManifestEntry[];
  warnings?: string[];
}

/**
 * A workbox `manifestTransforms` step for plugin-pwa: out of every file of the build (its
 * default glob), keep only the app shell and the core assets, and add the locale's search bundle
 * once the search index plugin (which runs in the same postBuild phase) has written it.
 */
export async function precacheManifestTransform(entries: ManifestEntry[]): Promise<TransformResult> {
  const kept = entries.filter((entry) => isPrecachedPath(entry.url) && !entry.url.startsWith('pagefind/'));
  const bundle = await latestSearchBundle();
  const search = (bundle?.entries ?? []).map(({url, revision, size}) => ({url, revision, size}));
  const warnings = kept.some((entry) => entry.url === 'app-shell/index.html')
    ? []
    : ['pwa-offline: app-shell/index.html is missing: offline navigation has no fallback page'];
  return {manifest: [...kept, ...search], warnings};
}
