/**
 * Where the search index plugin announces the bundle it is writing, so that the service worker's
 * precache list (made by plugin-pwa in the same postBuild phase, concurrently) can wait for it and
 * include it. Locales are built one after the other, so the latest announcement is the current
 * locale's. Kept on globalThis: the config and the plugins may be loaded more than once.
 */
export interface SearchBundleEntry {
  /** Relative to the locale's outDir: `pagefind/pagefind.js`. */
  url: string;
  /** null for content-hashed file names; a content hash otherwise. */
  revision: string | null;
  size: number;
}

export interface SearchBundle {
  outDir: string;
  entries: SearchBundleEntry[];
}

const KEY = Symbol.for('webpack-docs.search-index.latest');

interface Holder {
  [KEY]?: Promise<SearchBundle | undefined>;
}

/** Called synchronously when a locale's postBuild starts indexing. */
export function announceSearchBundle(bundle: Promise<SearchBundle | undefined>): void {
  // A failed build must not leave an unhandled rejection here: the plugin reports its own error.
  (globalThis as Holder)[KEY] = bundle.catch(() => undefined);
}

/** The bundle of the locale being built, or undefined when no search index is built. */
export function latestSearchBundle(): Promise<SearchBundle | undefined> {
  return (globalThis as Holder)[KEY] ?? Promise.resolve(undefined);
}
