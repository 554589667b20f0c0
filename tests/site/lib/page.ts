/**
 * What one built HTML page shows a reader, read with rehype-parse (a real HTML parser, not
 * regular expressions): its ids, its links, where it redirects to, and the defects that can be
 * seen on the page alone (unrendered Markdown, h1 count, duplicate ids, images without alt,
 * heading levels that jump).
 */
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {toString} from 'hast-util-to-string';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {gzipSync} from 'node:zlib';
import {criticalCssCeiling} from '../../../src/data/performance';

export type DefectKind =
  | 'raw-markdown'
  | 'h1-count'
  | 'duplicate-id'
  | 'image-alt'
  | 'heading-jump'
  | 'broken-link'
  | 'broken-anchor'
  | 'link-to-webpack-js-org'
  | 'missing-page'
  | 'webpack-js-org-page'
  | 'webpack-js-org-anchor'
  | 'stale-alias'
  | 'llms-txt'
  | 'markdown-twin'
  | 'example-project'
  | 'render-blocking-css'
  | 'early-request';

export interface Defect {
  /** Site path of the page the defect is on, e.g. `/zh/guides/`. */
  page: string;
  kind: DefectKind;
  detail: string;
}

export interface PageLink {
  href: string;
  /** The link's visible text (or its image's alt), to name it in a report. */
  text: string;
}

export interface PageFacts {
  path: string;
  /** Every `id` (and `<a name>`) on the page. */
  ids: Set<string>;
  /** Ids of the alias anchors (`a.anchor-alias`) our rehype plugin adds for webpack.js.org's ids. */
  aliasIds: Set<string>;
  links: PageLink[];
  /**
   * The page's headings in order, with their ids (when they have one), text, and whether they are
   * part of the Markdown content (not the theme around it, such as "Further reading").
   */
  headings: {level: number; id?: string; text: string; inMarkdown: boolean}[];
  /** Target of a redirect page (`<meta http-equiv="refresh">`), when the page is one. */
  redirectTo?: string;
  /** The CSS inlined in `<head>` (the critical rules, src/plugins/first-paint), when there is any. */
  inlinedCss?: {bytes: number; gzipBytes: number};
  /** Defects visible on the page alone. */
  defects: Defect[];
}

/** Elements whose text is code, hidden or not prose: never checked for unrendered Markdown. */
const NOT_PROSE = new Set([
  'code',
  'pre',
  'kbd',
  'samp',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'textarea',
  'title',
]);

/**
 * Markdown or MDX that reached the reader as text, each with the name a report gives it. The
 * text checked is one text node (inline elements such as `<code>` split it, so a `**` before a
 * code span is still seen on its own).
 */
const RAW_MARKDOWN: readonly {name: string; pattern: RegExp}[] = [
  {name: 'admonition fence (:::)', pattern: /:::/},
  {name: 'emphasis marker (**)', pattern: /\*\*/},
  // A single `*` right next to Chinese text: emphasis that CommonMark did not close.
  {
    name: 'emphasis marker (*) next to Chinese text',
    pattern:
      /[\p{Script=Han}\u3000-\u303f\uff00-\uffef“”]\*(?!\*)|(?<!\*)\*[\p{Script=Han}\u3000-\u303f\uff00-\uffef“”]/u,
  },
  // `__init__`-style names are not emphasis; `__word__` around prose is.
  {name: 'emphasis marker (__)', pattern: /(^|[^\w])__[^_\s](?:[^_]*[^_\s])?__(?!\w)/u},
  {name: 'link syntax (](…)', pattern: /\]\(/},
  {name: 'heading id ({#id})', pattern: /\{#[\w-]+\}/},
  // Layout and formatting tags that writers put in Markdown to be rendered; `<link>`, `<style>` or
  // `<script>` in prose are usually a mention of the tag, which the reader should see.
  {
    name: 'HTML tag shown as text',
    pattern:
      /<\/?(a|b|br|details|div|em|h[1-6]|hr|i|img|kbd|li|ol|p|picture|source|span|strong|sub|summary|sup|table|td|th|tr|ul)(\s[^<>]*)?\/?>/i,
  },
  {name: 'GitHub alert ([!NOTE])', pattern: /\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/i},
];

/**
 * Pages that are templates, not pages a reader reads: the service worker's offline app shell,
 * into which the requested page is rendered. They are checked, except for the one-h1 rule.
 */
export const TEMPLATE_PAGES = new Set(['/app-shell/', '/zh/app-shell/']);

const HEADING = /^h([1-6])$/;

function isElement(node: RootContent | ElementContent | Root): node is Element {
  return node.type === 'element';
}

function prop(node: Element, name: string): string | undefined {
  const value = node.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
}

const shorten = (text: string, max = 90) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Whether an image is marked decorative: `role="presentation"|"none"` or `aria-hidden` on it or above. */
function isDecorative(ancestors: readonly Element[], image: Element): boolean {
  return [...ancestors, image].some(
    (node) => /^(presentation|none)$/.test(prop(node, 'role') ?? '') || prop(node, 'ariaHidden') === 'true',
  );
}

/** Parses one built page and collects its facts. `path` is its site path (`/concepts/`). */
export function analysePage(path: string, html: string): PageFacts {
  const tree = unified().use(rehypeParse).parse(html);
  const facts: PageFacts = {path, ids: new Set(), aliasIds: new Set(), links: [], headings: [], defects: []};
  const defect = (kind: DefectKind, detail: string) => facts.defects.push({page: path, kind, detail});
  const idCounts = new Map<string, number>();
  const headings = facts.headings;
  let h1Count = 0;
  const headStylesheets: string[] = [];
  const earlyRequests: string[] = [];
  let inlinedCss = '';

  const walk = (node: Root | Element, ancestors: Element[], prose: boolean) => {
    for (const child of node.children) {
      if (child.type === 'text') {
        if (!prose) continue;
        for (const {name, pattern} of RAW_MARKDOWN) {
          if (pattern.test(child.value)) defect('raw-markdown', `${name} in "${shorten(child.value)}"`);
        }
        continue;
      }
      if (!isElement(child)) continue;
      const tag = child.tagName;
      const id = prop(child, 'id');
      if (id !== undefined) {
        facts.ids.add(id);
        idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
        if (tag === 'a' && (prop(child, 'className') ?? '').split(' ').includes('anchor-alias')) {
          facts.aliasIds.add(id);
        }
      }
      if (tag === 'a') {
        const name = prop(child, 'name');
        if (name !== undefined) facts.ids.add(name);
        const href = prop(child, 'href');
        if (href !== undefined) facts.links.push({href, text: shorten(linkText(child), 60)});
      }
      const inHead = ancestors.some((node) => node.tagName === 'head');
      if (inHead && tag === 'link' && blocksRendering(child)) {
        headStylesheets.push(prop(child, 'href') ?? '(no href)');
      }
      if (inHead && tag === 'style') inlinedCss += toString(child);
      const early = requestedBeforePaint(child);
      if (early) earlyRequests.push(early);
      if (tag === 'meta' && /^refresh$/i.test(prop(child, 'httpEquiv') ?? '')) {
        const target = /url=(.+)$/i.exec(prop(child, 'content') ?? '')?.[1];
        if (target) facts.redirectTo = target.trim();
      }
      if (tag === 'img') {
        const alt = prop(child, 'alt');
        const src = prop(child, 'src') ?? '';
        if (alt === undefined) defect('image-alt', `<img src="${shorten(src, 70)}"> has no alt`);
        else if (alt.trim() === '' && !isDecorative(ancestors, child)) {
          defect(
            'image-alt',
            `<img src="${shorten(src, 70)}"> has alt="" but is not marked decorative (role="presentation" or aria-hidden)`,
          );
        }
      }
      const level = HEADING.exec(tag)?.[1];
      if (level) {
        if (level === '1') h1Count += 1;
        headings.push({
          level: Number(level),
          id,
          text: shorten(toString(child).replace(/\u200b/g, ''), 80),
          inMarkdown: ancestors.some((node) =>
            (prop(node, 'className') ?? '').split(' ').includes('markdown'),
          ),
        });
      }
      // An MDX element that reached the HTML: Docusaurus left it unrendered (an admonition title
      // holding Markdown in a .md page shows as <mdxadmonitiontitle> under the default title).
      if (tag.startsWith('mdx')) defect('raw-markdown', `unrendered <${tag}>: "${shorten(toString(child))}"`);
      if (prose && tag === 'p') {
        const text = toString(child);
        if (/^#{1,6}\s/.test(text)) defect('raw-markdown', `heading shown as text: "${shorten(text)}"`);
      }
      walk(child, [...ancestors, child], prose && !NOT_PROSE.has(tag) && prop(child, 'hidden') === undefined);
    }
  };
  walk(tree, [], true);

  if (facts.redirectTo !== undefined) return facts;
  if (h1Count !== 1 && !TEMPLATE_PAGES.has(path)) defect('h1-count', `${h1Count} <h1> elements`);
  if (inlinedCss) {
    facts.inlinedCss = {bytes: Buffer.byteLength(inlinedCss), gzipBytes: gzipSync(inlinedCss).length};
    if (facts.inlinedCss.gzipBytes > criticalCssCeiling) {
      defect(
        'render-blocking-css',
        `${facts.inlinedCss.gzipBytes} bytes (gzip) of CSS inlined in <head>, over the ${criticalCssCeiling} allowed`,
      );
    }
  }
  // The service worker's app shell is served from its precache, with the stylesheet and scripts.
  if (!TEMPLATE_PAGES.has(path)) {
    for (const href of headStylesheets) {
      defect(
        'render-blocking-css',
        `<link rel="stylesheet" href="${href}"> in <head> blocks the first paint`,
      );
    }
    for (const request of earlyRequests) {
      defect('early-request', `${request} is requested before the first paint`);
    }
  }
  for (const [id, count] of idCounts) {
    if (count > 1) defect('duplicate-id', `id "${id}" is used ${count} times`);
  }
  for (let i = 1; i < headings.length; i++) {
    const previous = headings[i - 1]!;
    const heading = headings[i]!;
    if (heading.level > previous.level + 1) {
      defect(
        'heading-jump',
        `h${previous.level} "${previous.text}" is followed by h${heading.level} "${heading.text}"`,
      );
    }
  }
  return facts;
}

/** The link types of a `<link>`'s `rel`, lower case. */
const relOf = (link: Element): string[] => (prop(link, 'rel') ?? '').toLowerCase().split(/\s+/);

/**
 * Whether a `<link>` is a stylesheet that holds back the first paint from `<head>`: `rel`
 * stylesheet (not an alternate one) for a medium that includes the screen. A preload does not.
 */
function blocksRendering(link: Element): boolean {
  const rel = relOf(link);
  const media = (prop(link, 'media') ?? 'all').trim().toLowerCase();
  return (
    rel.includes('stylesheet') &&
    !rel.includes('alternate') &&
    media !== 'print' &&
    prop(link, 'disabled') === undefined
  );
}

/**
 * What an element of the HTML makes the browser download while the page is still arriving, before
 * it paints, other than what the paint needs: a `<script src>` (the preload scanner fetches it at
 * once, `defer` or not) or a preload of a script or stylesheet. The pages ask for them after the
 * first paint (src/plugins/first-paint/afterPaint.ts). Undefined for anything else.
 */
function requestedBeforePaint(element: Element): string | undefined {
  if (element.tagName === 'script' && prop(element, 'src') !== undefined) {
    return `<script src="${prop(element, 'src')}">`;
  }
  if (element.tagName !== 'link') return undefined;
  const rel = relOf(element);
  const as = (prop(element, 'as') ?? '').toLowerCase();
  const preload =
    rel.includes('modulepreload') || (rel.includes('preload') && ['script', 'style'].includes(as));
  return preload ? `<link rel="${rel.join(' ')}" href="${prop(element, 'href')}">` : undefined;
}

/** A link's name as a reader perceives it: its text, else the alt of an image inside it. */
function linkText(link: Element): string {
  const text = toString(link).trim();
  if (text) return text;
  let alt = '';
  const find = (node: Element) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.tagName === 'img') alt ||= prop(child, 'alt') ?? '';
      find(child);
    }
  };
  find(link);
  return alt || prop(link, 'ariaLabel') || '(no text)';
}
