import postcss, {type AtRule} from 'postcss';
import {escapeRegExp} from '../../text/escapeRegExp';

/**
 * Pure helpers of the critical-CSS step (index.ts runs them): which rules a page's first paint
 * needs, as Beasties is asked to judge them (`selectorAtFirstPaint`), what of Beasties' answer can
 * go (`withoutPrintRules`), and how the result is written into the page (`placeCriticalCss`,
 * `inlineBeforeLinks`).
 */

/** A page's `<link rel="stylesheet">` in `<head>`: the tag as written, and its `href`. */
export interface HeadStylesheet {
  tag: string;
  href: string;
}

const ATTRIBUTE = (name: string) =>
  String.raw`\b${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+?))(?=\s|/?>)`;

/** The value of one attribute of a start tag written as the minifier leaves it (quoted or not). */
export function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(ATTRIBUTE(name), 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The link types of a `<link>` tag's `rel`, lower case: `["preload"]`, `["alternate", "stylesheet"]`. */
export const relOf = (tag: string): string[] => (attributeOf(tag, 'rel') ?? '').toLowerCase().split(/\s+/);

/** A page's `<head>`: what comes before `</head>` or `<body>`. */
export function headOf(html: string): string {
  const headEnd = html.search(/<\/head>|<body[\s>]/i);
  return headEnd === -1 ? html : html.slice(0, headEnd);
}

/** The tag with one attribute's value replaced, written quoted (it was written quoted or not). */
export function withAttribute(tag: string, name: string, value: string): string {
  return tag.replace(new RegExp(ATTRIBUTE(name), 'i'), `${name}="${value}"`);
}

/**
 * The stylesheets that block the page's first paint: every `<link>` in `<head>` whose `rel` is
 * `stylesheet` (and not `alternate stylesheet`) and whose `media` applies to a screen.
 */
export function headStylesheets(html: string): HeadStylesheet[] {
  const found: HeadStylesheet[] = [];
  for (const [tag] of headOf(html).matchAll(/<link\b[^>]*>/gi)) {
    const rel = relOf(tag);
    const media = (attributeOf(tag, 'media') ?? 'all').trim().toLowerCase();
    const href = attributeOf(tag, 'href');
    if (!rel.includes('stylesheet') || rel.includes('alternate') || media === 'print' || !href) continue;
    found.push({tag, href});
  }
  return found;
}

/**
 * The attributes that the page's inline scripts set on `<html>` before its first paint: the colour
 * mode script's `data-theme` and `data-theme-choice`, the banner's `data-banner-dismissed`. Rules
 * that ask for them (`[data-theme=dark] .navbar`) can apply at first paint although the built HTML
 * does not carry them, in whichever colour mode the reader has.
 */
export function prePaintRootAttributes(html: string): string[] {
  const names = new Set<string>();
  for (const [, body] of html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, name] of body!.matchAll(/documentElement\.setAttribute\(\s*["']([\w-]+)["']/g)) {
      names.add(name!);
    }
  }
  return [...names].sort();
}

/** What decides, for one page, which selectors can match at its first paint. */
export interface FirstPaintPage {
  /** Set on `<html>` by inline scripts before the paint (`prePaintRootAttributes`). */
  rootAttributes: readonly string[];
  /** Every class an element of the page has (a few more never hurt: text that looks like `class="…"`). */
  classes: ReadonlySet<string>;
  /** The `<html>` element's own classes and attribute names, as built. */
  root: {classes: ReadonlySet<string>; attributes: ReadonlySet<string>};
}

const CLASS_ATTRIBUTE = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

function classesIn(text: string): Set<string> {
  const classes = new Set<string>();
  for (const match of text.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export function firstPaintPage(html: string): FirstPaintPage {
  const rootTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '<html>';
  const rootAttributeNames = rootTag
    .slice(5, -1)
    .replace(/=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/g, ' ')
    .split(/[\s/]+/)
    .filter(Boolean)
    .map((name) => name.toLowerCase());
  return {
    rootAttributes: prePaintRootAttributes(html),
    classes: classesIn(html),
    root: {classes: classesIn(rootTag), attributes: new Set(rootAttributeNames)},
  };
}

/** Pseudo-classes that only a reader's action can turn on: none of them holds at first paint. */
const INTERACTION_STATE = /:(?:hover|active|focus|focus-visible|focus-within)(?![\w-])/i;

/** The selector without what is inside parentheses: `:not(:hover)` holds without any action. */
function withoutParentheses(selector: string): string {
  let outside = selector;
  while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, '');
  return outside;
}

/** …and without attribute selectors' contents: `[href$=".zip"]` asks for no class and no combinator. */
const outsideParentheses = (selector: string) => withoutParentheses(selector.replace(/\[[^\]]*\]/g, '[]'));

/** The classes an element must have for the selector to match it (none said when it escapes a character). */
function requiredClasses(outside: string): string[] {
  if (outside.includes('\\')) return [];
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/**
 * Whether a selector of one compound (`html`, `*:root`, `.docs-wrapper`, `:where(*)`) can match
 * the page's `<html>` element. Beasties looks for a selector among the descendants of `<html>`, so
 * it never finds the root itself (it keeps `html`, `:root` and `body` as written, but not
 * `html[data-theme=dark]`, where the dark colour mode's variables are).
 */
function matchesRoot(compound: string, page: FirstPaintPage): boolean {
  const outside = outsideParentheses(compound);
  const type = /^(?:[a-z][\w-]*|\*)?/i.exec(outside)![0].toLowerCase();
  if (type !== '' && type !== '*' && type !== 'html') return false;
  if (outside.includes('#')) return false;
  if (!requiredClasses(outside).every((name) => page.root.classes.has(name))) return false;
  const attributes = [...withoutParentheses(compound).matchAll(/\[\s*([\w:-]+)/g)].map((m) =>
    m[1]!.toLowerCase(),
  );
  return attributes.every((name) => page.root.attributes.has(name));
}

/**
 * What Beasties should look for in the page to decide whether a rule is critical, or undefined
 * when the rule cannot apply at first paint:
 * - a selector that needs hover, focus or a press (`.dropdown--hoverable:hover .dropdown__menu`)
 *   is left to the full stylesheet, which the page has long before the reader's first action;
 * - the attributes that inline scripts set on `<html>` before the paint are taken as present,
 *   with any value, so that the rules of both colour modes the page's elements need are kept:
 *   `[data-theme=dark] .navbar` is looked for as `* .navbar`, `html[data-theme=dark]` as `html`;
 * - a selector of the root element alone is answered here (`*`: it exists), as Beasties cannot;
 * - a selector that needs a class no element of the page has matches nothing (said here at once:
 *   Beasties would search the whole page for each such selector, most of the time it takes).
 */
export function selectorAtFirstPaint(selector: string, page: FirstPaintPage): string | undefined {
  if (INTERACTION_STATE.test(outsideParentheses(selector))) return undefined;
  let result = selector;
  for (const name of page.rootAttributes) {
    const attribute = new RegExp(
      String.raw`\[\s*${escapeRegExp(name)}\s*(?:[~|^$*]?=\s*(?:"[^"]*"|'[^']*'|[^\]\s]+)\s*(?:[is]\s*)?)?\]`,
      'gi',
    );
    // Alone as a compound (`[data-theme=dark] .x`) it becomes `*`; attached to one (`html[…]`), nothing.
    result = result.replace(attribute, (_match, offset: number, whole: string) =>
      offset === 0 || /[\s>+~(,]/.test(whole[offset - 1]!) ? '*' : '',
    );
  }
  const outside = outsideParentheses(result).trim();
  if (!/[\s>+~]/.test(outside) && matchesRoot(result.trim(), page)) return '*';
  if (requiredClasses(outside).some((name) => !page.classes.has(name))) return undefined;
  return result;
}

/**
 * Beasties' critical rules without the print rules, which the first paint cannot use. Custom
 * properties stay, read or not: the late sheet gives the same rules every one of them, and a rule
 * that gained custom properties when it arrived would restyle its element's whole subtree
 * (`.markdown` holds the whole article).
 */
export function withoutPrintRules(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('media', (atRule: AtRule) => {
    if (/^\s*print\b/i.test(atRule.params)) atRule.remove();
  });
  return root.toString();
}

/** A `url(…)` token of CSS: double-quoted, single-quoted (either with escapes) or bare. */
const URL_TOKEN = /url\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^)"'\s]*))\s*\)/gi;

/**
 * The stylesheet with each `url(…)` replaced by a stand-in that Beasties leaves alone
 * (`url(#critical-css-url-3)`), and `restore`, which puts them back, a relative URL resolved
 * against the stylesheet's `href` (the rules move from the stylesheet into pages at other paths).
 * Beasties 0.5.4 rewrites url()s itself, and breaks a data URI holding escaped quotes
 * (`url("data:image/svg+xml;utf8,<svg xmlns=\"http://…\">")` becomes
 * `url(/assets/css/"data:…http:/…")`): Infima's breadcrumb separator and search icon are such URIs.
 */
export function protectUrls(css: string, href: string): {css: string; restore: (text: string) => string} {
  const urls: string[] = [];
  const protectedCss = css.replace(URL_TOKEN, (token, double?: string, single?: string, bare?: string) => {
    const value = double ?? single ?? bare ?? '';
    const relative = !/^(?:[a-z][\w+.-]*:|\/|#)/i.test(value) && value !== '';
    if (relative) {
      const resolved = new URL(value, new URL(href, 'https://site.invalid/'));
      const quote = double !== undefined ? '"' : single !== undefined ? "'" : '';
      urls.push(`url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`);
    } else {
      urls.push(token);
    }
    return `url(#critical-css-url-${urls.length - 1})`;
  });
  return {
    css: protectedCss,
    restore: (text) =>
      text.replace(/url\(#critical-css-url-(\d+)\)/g, (stand, index: string) => urls[Number(index)] ?? stand),
  };
}

/** The CSS with its relative `url(…)`s resolved against the stylesheet's `href`, for a page elsewhere. */
export function resolveUrls(css: string, href: string): string {
  const {css: hidden, restore} = protectUrls(css, href);
  return restore(hidden);
}

/**
 * The page with the rules inlined right before each of its stylesheets' `<link>`s, which stay:
 * `rules` maps an `href` to its rules.
 */
export function inlineBeforeLinks(html: string, rules: ReadonlyMap<string, string>): string {
  let page = html;
  for (const {tag, href} of headStylesheets(html)) {
    const css = rules.get(href);
    if (css !== undefined) page = page.replace(tag, styleElement(css, href) + tag);
  }
  return page;
}

/** A `<style>` holding the rules of the stylesheet `href`, or '' for none; refused if they would close it. */
function styleElement(css: string, href: string): string {
  if (/<\/style/i.test(css)) throw new Error(`first-paint: the rules of ${href} close a <style>`);
  return css ? `<style>${css}</style>` : '';
}

/**
 * The critical CSS Beasties inlined for the stylesheet `href`, read from its output (it puts a
 * `<style>` right before the stylesheet's `<link>`, which it leaves there as a preload), or '' when
 * no rule of it was critical.
 */
export function inlinedCriticalCss(beastiesOutput: string, href: string): string {
  const link = new RegExp(String.raw`<link\b[^>]*\bhref=["']?${escapeRegExp(href)}["'\s>/]`, 'i').exec(
    beastiesOutput,
  );
  if (!link) throw new Error(`first-paint: Beasties' output has no <link> to ${href}`);
  const before = beastiesOutput.slice(0, link.index);
  if (!before.endsWith('</style>')) return '';
  const start = before.lastIndexOf('<style');
  const open = before.indexOf('>', start) + 1;
  return before.slice(open, -'</style>'.length);
}

/**
 * The page with its render-blocking stylesheet's `<link>` replaced by the critical rules, inlined
 * where it was (afterPaint.ts requests the stylesheet once the page has painted). The page is
 * edited in place, everything else byte for byte: Beasties' re-serialisation of minified HTML
 * (omitted end tags) is not the tree the browser builds, and React hydrates against the browser's.
 */
export function placeCriticalCss(html: string, stylesheet: HeadStylesheet, css: string): string {
  const style = styleElement(css, stylesheet.href);
  const at = html.indexOf(stylesheet.tag);
  if (at === -1) throw new Error(`first-paint: ${stylesheet.href} is not linked from the page's <head>`);
  return html.slice(0, at) + style + html.slice(at + stylesheet.tag.length);
}

/**
 * The file a route's page is written to, relative to the locale's output folder (Docusaurus's
 * rule with `trailingSlash: true`): `/zh/concepts/` → `concepts/index.html`, `/404.html` → `404.html`.
 */
export function pageFile(routePath: string, baseUrl: string): string {
  const relative = routePath.startsWith(baseUrl)
    ? routePath.slice(baseUrl.length)
    : routePath.replace(/^\//, '');
  if (/\.html?$/i.test(relative)) return relative;
  return relative === '' ? 'index.html' : `${relative.replace(/\/?$/, '/')}index.html`;
}
