import nprogress from 'nprogress';

/**
 * The bar theme-classic shows while the router loads a page is nprogress's default markup, whose
 * `role="bar"` is no ARIA role (axe: aria-roles, critical). The same bar, hidden from assistive
 * technology: it only shows what the page change itself makes plain.
 */
nprogress.configure({
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});
