/** What a click or pointer on an element inside adopted HTML means for the router. */
export interface LinkEventLike {
  target: EventTarget | null;
  button?: number;
  defaultPrevented?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  shiftKey?: boolean;
}

/**
 * The path to navigate to, when `event` is a plain click (or pointer) on a link to another page of
 * this site that Docusaurus's `<Link>` would have followed with the router: same origin, no
 * `target` or `download`, and a page path (every page URL here ends with `/`, `trailingSlash:
 * true`; a file such as `/branding/icon.svg` does not). A link to a heading of the current page is
 * left to the browser, as `<Link>` does.
 */
export function routerPathOf(event: LinkEventLike, location: Location | URL): string | undefined {
  if (event.defaultPrevented || (event.button ?? 0) !== 0) return undefined;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const element = event.target as Element | null;
  const link = typeof element?.closest === 'function' ? element.closest('a[href]') : null;
  if (!link || link.hasAttribute('download')) return undefined;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return undefined;
  const url = new URL(link.getAttribute('href')!, location.href);
  if (url.origin !== location.origin || !url.pathname.endsWith('/')) return undefined;
  if (url.pathname === location.pathname && url.search === location.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
