/**
 * The phone menu, reopened on the page a documentation section's link leads to (issue 34, item 2).
 * theme-classic closes the menu when a link of its main menu is followed, and a page whose route
 * component differs (home → docs, blog → docs) mounts a new navbar, whose menu starts closed. The
 * link records where it leads (`requestPhoneMenuReopen`); the menu button's wrapper
 * (src/theme/Navbar/MobileSidebar/Toggle) opens the menu once that page is shown
 * (`takePhoneMenuReopen`), where theme-classic shows the page's own menu first: the docs' menu, the
 * section open. Module state: it outlives the navbar that a navigation unmounts.
 */
let pending: string | null = null;

const normalize = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Reopen the menu when `localPath` (without the locale's prefix) is shown next. */
export function requestPhoneMenuReopen(localPath: string): void {
  pending = normalize(localPath);
}

/** True once, when `localPath` is the page a reopen was asked for; any other page drops the request. */
export function takePhoneMenuReopen(localPath: string): boolean {
  if (pending === null) return false;
  const match = pending === normalize(localPath);
  pending = null;
  return match;
}
