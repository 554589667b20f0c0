import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Runs in the page beside plugin-pwa's own registration (its default `swRegister`, which
 * registers /sw.js on load and shows the reload popup when a new version is waiting). Once a
 * worker is active for this page, it logs so (a failed registration is logged by plugin-pwa), and
 * when the page loaded before any worker controlled it (the first visit), it hands the worker the
 * page and the same-origin files it loaded, so that this first page also opens offline
 * (Workbox's `CACHE_URLS` message, answered by the worker's routes).
 */

/** The page (first) and the same-origin resources it loaded, each once, for `CACHE_URLS`. */
export function urlsToCache(pageUrl: string, resources: readonly string[], origin: string): string[] {
  const sameOrigin = resources.filter((url) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  });
  return [pageUrl.split('#')[0]!, ...new Set(sameOrigin)];
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  void navigator.serviceWorker.ready.then((registration) => {
    console.info(`Service worker active, scope ${registration.scope}`);
    if (controlledAtLoad) return;
    const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
    registration.active?.postMessage({
      type: 'CACHE_URLS',
      payload: {urlsToCache: urlsToCache(window.location.href, resources, window.location.origin)},
    });
  });
}
