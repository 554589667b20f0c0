import {translate} from '@docusaurus/Translate';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {PAGES_CACHE_PREFIX, pageTitle, savedPagePaths} from '@site/src/data/offlinePages';

/**
 * What a page not saved for offline reading shows offline, in place of "Error loading content.":
 * the service worker answered with the app shell (src/pages/app-shell.tsx), whose scripts for this
 * page were never downloaded, so the app cannot start. Says so and links the pages the worker has
 * kept (plain links: a full load, which the worker answers from its cache). Plain DOM, loaded by
 * ./chunkErrors.ts as a chunk of its own that the worker precaches (src/plugins/pwa-offline/patterns.js).
 */

/** The `<title>` of a cached page, reading only as much of it as the title takes. */
async function titleOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let head = '';
  while (!head.includes('</title>') && head.length < 100_000) {
    const {done, value} = await reader.read();
    if (done) break;
    head += decoder.decode(value, {stream: true});
  }
  void reader.cancel();
  return new DOMParser().parseFromString(head, 'text/html').title;
}

/** This locale's pages that the worker keeps, with their titles, by title. */
async function savedPages(): Promise<{path: string; title: string}[]> {
  const base = i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? siteConfig.baseUrl;
  const others = i18n.locales
    .filter((locale) => locale !== i18n.currentLocale)
    .map((locale) => i18n.localeConfigs[locale]?.baseUrl ?? '');
  const pages: {path: string; title: string}[] = [];
  for (const name of (await caches.keys()).filter((cache) => cache.startsWith(PAGES_CACHE_PREFIX))) {
    const cache = await caches.open(name);
    const urls = (await cache.keys()).map((request) => request.url);
    for (const path of savedPagePaths(urls, {base, others, exclude: window.location.pathname})) {
      const response = await cache.match(path);
      const title = response ? pageTitle(await titleOf(response), siteConfig.title) : '';
      pages.push({path, title: title || path});
    }
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title));
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Shows the notice where the page's content would be (the app shell's empty `<main>`). */
export async function showOfflineNotice(): Promise<void> {
  if (document.getElementById('offline-notice')) return;
  const notice = element('div');
  notice.id = 'offline-notice';
  notice.className = 'container margin-vert--xl offline-notice';
  const alert = element('div');
  alert.setAttribute('role', 'alert');
  alert.append(
    element(
      'h1',
      translate({id: 'site.offline.title', message: 'This page is not saved for offline reading yet'}),
    ),
    element(
      'p',
      translate({
        id: 'site.offline.explanation',
        message:
          'You are offline, and this page has not been opened on this device while online, so it is not saved here.',
      }),
    ),
  );
  notice.append(alert);
  const pages = typeof caches === 'undefined' ? [] : await savedPages().catch(() => []);
  if (pages.length > 0) {
    const list = element('ul');
    for (const {path, title} of pages) {
      const link = element('a', title);
      link.href = path;
      const item = element('li');
      item.append(link);
      list.append(item);
    }
    notice.append(
      element(
        'p',
        translate({id: 'site.offline.savedPages', message: 'These pages are saved and open offline:'}),
      ),
      list,
    );
  } else {
    notice.append(
      element(
        'p',
        translate({
          id: 'site.offline.noSavedPages',
          message: 'No page is saved yet: the pages you open while online are kept for offline reading.',
        }),
      ),
    );
  }
  const retry = element(
    'button',
    translate({id: 'site.offline.retry', message: 'Try again when you are back online'}),
  );
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.addEventListener('click', () => window.location.reload());
  notice.append(retry);
  (document.getElementById('app-shell') ?? document.querySelector('main') ?? document.body).prepend(notice);
  // Reached by a link from far down a saved page, the app reloads at the new address and the browser
  // restores the old scroll position (now or when the load ends), so on a phone only the footer of
  // this short page would be in view: keep the browser from restoring it, and start at the top.
  // A restore Chromium began before this is not cancelled by 'manual': it lands at the next layout
  // that the notice makes tall enough, after the scroll below (2 loads in 28 in the e2e test). So
  // lay the page out first, which lands it, then scroll.
  window.history.scrollRestoration = 'manual';
  document.documentElement.getBoundingClientRect();
  window.scrollTo(0, 0);
}
