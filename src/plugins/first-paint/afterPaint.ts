import crypto from 'node:crypto';
import {escapeAttribute} from '../../text/escapeAttribute';
import {attributeOf, headOf, relOf} from './critical';

/**
 * The inline script that requests a page's stylesheets, scripts and web app manifest once the page
 * has painted, written once for every page (its CSP hash is `afterPaintLoaderHash`): what it loads
 * comes from its own `data-stylesheets` and `data-scripts` (space-separated URLs) and
 * `data-manifest`.
 * - When: once the first contentful paint has been presented (a `paint` PerformanceObserver) and
 *   three frames have gone by since the last news of a paint (a `largest-contentful-paint` entry,
 *   which comes when the paint reaches the screen) or since the loader ran, at the end of the parse.
 *   A long page paints its top before the parser has reached its end, and its largest text in a
 *   later frame. Without paint timing, after the frames; at once in a background tab, which does
 *   not paint; after 5 s whatever happened.
 * - How: the scripts download beside the stylesheets (preloaded) and run in their order once every
 *   stylesheet has loaded or failed, as the deferred scripts they replace waited for the
 *   stylesheets: hydration sees the whole of them.
 */
export const AFTER_PAINT_LOADER = [
  '!function(l){var d=document,a=l.dataset,c=a.stylesheets?a.stylesheets.split(" "):[],',
  'j=a.scripts?a.scripts.split(" "):[],n=c.length+1,s=0,f=0,q=0,P=window.PerformanceObserver,',
  'T=P&&P.supportedEntryTypes||[];',
  // e: an element with attributes (strings) and properties (the rest).
  'function e(t,p){var x=d.createElement(t);for(var k in p)"string"==typeof p[k]?x.setAttribute(k,p[k]):x[k]=p[k];return x}',
  // r: one stylesheet done (and once at the start); the last one runs the scripts.
  'function r(){if(--n===0)j.forEach(function(u){d.body.appendChild(e("script",{src:u,async:!1}))})}',
  // g: request everything, once.
  'function g(){if(s++)return;j.forEach(function(u){d.head.appendChild(e("link",{rel:"preload",as:"script",href:u}))});',
  'c.forEach(function(u){l.before(e("link",{rel:"stylesheet",href:u,onload:r,onerror:r}))});',
  'a.manifest&&d.head.appendChild(e("link",{rel:"manifest",href:a.manifest}));r()}',
  // t: a frame went by; q counts them since the last paint news, f says the first contentful paint came.
  'function t(){s||(++q>2&&f?setTimeout(g):requestAnimationFrame(t))}',
  'if(d.hidden)return g();setTimeout(g,5e3);',
  'T.indexOf("paint")<0?f=1:new P(function(x){x.getEntriesByName("first-contentful-paint").length&&(f=1,q=0)})',
  '.observe({type:"paint",buffered:!0});',
  'T.indexOf("largest-contentful-paint")>=0&&new P(function(){q=0}).observe({type:"largest-contentful-paint",buffered:!0});',
  'requestAnimationFrame(t)}(document.currentScript)',
].join('');

/** The loader's CSP source, `'sha256-…'`, for the Content-Security-Policy's `script-src`. */
export const afterPaintLoaderHash = `'sha256-${crypto
  .createHash('sha256')
  .update(AFTER_PAINT_LOADER, 'utf8')
  .digest('base64')}'`;

/** The `<script src>` elements of a page's `<head>` (Docusaurus's `runtime~main` and `main`, deferred). */
export function headScripts(html: string): {tag: string; src: string}[] {
  const found: {tag: string; src: string}[] = [];
  for (const [tag] of headOf(html).matchAll(/<script\b[^>]*>\s*<\/script>/gi)) {
    const src = attributeOf(tag, 'src');
    if (src) found.push({tag, src});
  }
  return found;
}

/** The page's `<link rel="manifest">` (plugin-pwa's), when it has one. */
export function headManifest(html: string): {tag: string; href: string} | undefined {
  for (const [tag] of headOf(html).matchAll(/<link\b[^>]*>/gi)) {
    const href = attributeOf(tag, 'href');
    if (href && relOf(tag).includes('manifest')) return {tag, href};
  }
  return undefined;
}

/**
 * The page with nothing requested before its first paint but what the paint needs: the
 * `<script src>` elements and the web app manifest's `<link>` leave `<head>` and the stylesheets
 * (`stylesheetHrefs`, whose `<link>`s the caller has already taken out) are no longer linked; the
 * loader at the end of `<body>` requests them all after the paint, and a `<noscript>` stylesheet
 * serves readers without scripts (who have no use for the manifest: the offline app needs scripts).
 *
 * Why: Chromium's preload scanner requests `<head>`'s scripts and any stylesheet link at once, and
 * the manifest soon after, while the body is still arriving; on a phone's network they share its
 * bandwidth with the HTML, and Lighthouse's simulated largest paint waits for every request that
 * ended before the observed paint (README, "Largest contentful paint against first paint").
 */
export function loadAfterFirstPaint(html: string, stylesheetHrefs: readonly string[]): string {
  if (html.lastIndexOf('</body>') === -1) throw new Error('first-paint: the page has no </body>');
  const scripts = headScripts(html);
  const manifest = headManifest(html);
  if (scripts.length === 0 && stylesheetHrefs.length === 0 && !manifest) return html;
  let page = html;
  for (const {tag} of [...scripts, ...(manifest ? [manifest] : [])]) page = page.replace(tag, '');
  const noscript = stylesheetHrefs
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  const loader =
    `<script data-stylesheets="${escapeAttribute(stylesheetHrefs.join(' '))}" ` +
    `data-scripts="${escapeAttribute(scripts.map(({src}) => src).join(' '))}"` +
    (manifest ? ` data-manifest="${escapeAttribute(manifest.href)}"` : '') +
    `>${AFTER_PAINT_LOADER}</script>`;
  const end = page.lastIndexOf('</body>');
  return page.slice(0, end) + (noscript ? `<noscript>${noscript}</noscript>` : '') + loader + page.slice(end);
}
