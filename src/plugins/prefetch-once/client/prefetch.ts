/**
 * Docusaurus's prefetch helper (`@docusaurus/core/lib/client/prefetch.js`), asking for each file once.
 * Docusaurus prefetches a page's chunks when a link to it comes into view, and each page shares
 * most of its chunks with the others (the docs layout, version data, components): the original
 * adds a `<link rel="prefetch">` for every chunk of every such page, 23 a doc page, also for
 * files already asked for or loaded (501 links for 38 files on `/concepts/` at desktop width).
 */
const requested = new Set<string>();

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Browsers without `<link rel="prefetch">` (Safari) get the file into their cache by a request. */
function requestPrefetch(url: string): Promise<void> {
  return fetch(url, {credentials: 'include'}).then(
    () => undefined,
    () => undefined,
  );
}

let strategy: ((url: string) => Promise<void>) | undefined;

/** Resolves when the file is fetched or failed (404s show in the console anyway), at once for a file already asked for. */
export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || requested.has(url)) return Promise.resolve();
  requested.add(url);
  strategy ??= supportsLinkPrefetch() ? linkPrefetch : requestPrefetch;
  return strategy(url);
}
