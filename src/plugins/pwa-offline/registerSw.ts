import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Registers the service worker (plugin-pwa's `swRegister` option, replacing its default). Unlike
 * the default it treats "not registered" (unsupported, blocked, failed) as something to log, not
 * an error, and it hands the worker the page and the scripts the page loaded before the worker
 * controlled it, so that the first page visited also works offline. When a new version is
 * waiting, plugin-pwa's reload popup (`@theme/PwaReloadPopup`) offers to reload.
 */

// Provided by plugin-pwa's EnvironmentPlugin.
const SW_URL = process.env.PWA_SERVICE_WORKER_URL as unknown as string;
const STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as string[];
const DEBUG = Boolean(process.env.PWA_DEBUG);

const MAX_MOBILE_WIDTH = 996;

/** Whether plugin-pwa should precache (its "offline mode"), by the configured strategies. */
export function isOfflineModeEnabled(strategies: readonly string[], win: Window = window): boolean {
  return strategies.some((strategy) => {
    switch (strategy) {
      case 'always':
        return true;
      case 'mobile':
        return win.innerWidth <= MAX_MOBILE_WIDTH;
      case 'saveData':
        return Boolean(
          (win.navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData,
        );
      case 'standalone':
      case 'appInstalled':
        return win.matchMedia('(display-mode: standalone)').matches;
      case 'queryString':
        return new URLSearchParams(win.location.search).get('offlineMode') === 'true';
      default:
        return false;
    }
  });
}

/** The page (first) and the same-origin resources it loaded, for the worker's CACHE_URLS message. */
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

async function register(): Promise<void> {
  const offlineMode = isOfflineModeEnabled(STRATEGIES);
  const url = `${SW_URL}?params=${encodeURIComponent(JSON.stringify({offlineMode, debug: DEBUG}))}`;
  const {Workbox} = await import('workbox-window');
  const wb = new Workbox(url);

  const skipWaiting = () => wb.messageSW({type: 'SKIP_WAITING'});
  const onWaiting = async () => {
    // Without a precache nothing is stale: take the new worker at once.
    if (!offlineMode) {
      await skipWaiting();
      return;
    }
    const {renderReloadPopup} = await import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js');
    await renderReloadPopup({
      onReload() {
        wb.addEventListener('controlling', () => window.location.reload());
        void skipWaiting();
      },
    });
  };
  // Also fired (wasWaitingBeforeRegister) when a worker was already waiting at page load.
  wb.addEventListener('waiting', () => void onWaiting());

  // Waits for the page's load event, so it does not compete with the page for the network.
  const registration = await wb.register();
  if (!registration) return;
  console.info(`Service worker registered, scope ${registration.scope}`);

  const ready = await navigator.serviceWorker.ready;
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  ready.active?.postMessage({
    type: 'CACHE_URLS',
    payload: {urlsToCache: urlsToCache(window.location.href, resources, window.location.origin)},
  });
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  register().catch((error: unknown) => console.warn('Service worker registration failed:', error));
}
