/**
 * custom.css lays a Markdown page's blocks out only near the screen, at an estimated height until
 * then. A move that must land exactly (to an `#anchor`, or back to the top) first lays out every
 * block: `data-full-layout` on `<html>`, kept for the page's life. Without it a heading lands where
 * the estimates above it put it, and theme-classic's smooth scroll to the top stops halfway when the
 * blocks it passes change height (it reads that as the reader scrolling down).
 */
export const FULL_LAYOUT_ATTRIBUTE = 'data-full-layout';

export function layOutWholePage(): void {
  document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, '');
}
