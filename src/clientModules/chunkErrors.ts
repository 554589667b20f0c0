import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';

/** A script chunk (ChunkLoadError) or a CSS chunk (CSS_CHUNK_LOAD_FAILED) failed to load. */
export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as {name?: string; code?: string} | null;
  return error?.name === 'ChunkLoadError' || error?.code === 'CSS_CHUNK_LOAD_FAILED';
}

/**
 * Whether the page's own HTML could not be fetched: the browser says it is offline, or the service
 * worker answered the navigation with the app shell (src/pages/app-shell.tsx), which it does only
 * when the network failed and it holds no copy of the page. `navigator.onLine` alone is not enough: it stays true on a network that
 * reaches nothing, and Chromium 150 under Playwright's `setOffline` kept it true too. Opened online
 * at its own address, the app shell counts as not fetched too; no reader goes there, and its chunks
 * load like any page's.
 */
export function pageNotFetched(doc: Document, onLine: boolean): boolean {
  return !onLine || doc.getElementById('app-shell') !== null;
}

/**
 * When a page's chunks fail to load as the app starts, Docusaurus leaves the server-rendered
 * page without its scripts. Say so, and offer to try again, instead of failing silently; offline,
 * say that the page is not saved for offline reading and list those that are (./offlineNotice.ts).
 */
function showChunkError(): void {
  if (document.getElementById('chunk-load-error')) return;
  // Offline, or the service worker's app shell (a page it has not kept): say that, not "Error loading content."
  if (pageNotFetched(document, navigator.onLine) && !document.getElementById('offline-notice')) {
    import(/* webpackChunkName: "offline-notice" */ './offlineNotice').then(
      ({showOfflineNotice}) => showOfflineNotice(),
      () => showErrorBar(),
    );
    return;
  }
  showErrorBar();
}

function showErrorBar(): void {
  if (document.getElementById('chunk-load-error')) return;
  const alert = document.createElement('div');
  alert.id = 'chunk-load-error';
  alert.setAttribute('role', 'alert');
  alert.className = 'chunk-load-error';
  const message = document.createElement('span');
  message.textContent = translate({id: 'site.loading.error', message: 'Error loading content.'});
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--sm button--primary';
  retry.textContent = translate({id: 'site.loading.retry', message: 'Try again'});
  retry.addEventListener('click', () => window.location.reload());
  alert.append(message, retry);
  document.body.prepend(alert);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) showChunkError();
  });
}
