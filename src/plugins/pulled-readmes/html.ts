/**
 * Raw HTML and URL policy for pulled READMEs.
 *
 * Tags are parsed with the CommonMark raw-HTML grammar and re-emitted in a
 * canonical form: only allow-listed elements and attributes survive, URLs are
 * checked, and every other `<` becomes `&lt;`. Because nothing else is passed
 * through, the HTML parser that Docusaurus runs on `format: md` pages
 * (rehype-raw / parse5) only ever sees tags written by this module.
 */
import type {RepoInfo} from './repository';
import {blobBase, rawBase} from './repository';

export interface OnSiteLinks {
  /** npm name → on-site route, e.g. `css-loader` → `/loaders/css-loader/`. */
  byName: ReadonlyMap<string, string>;
  /** lowercased `owner/repo` → on-site route. */
  byRepo: ReadonlyMap<string, string>;
}

export interface LinkContext {
  repo: RepoInfo;
  onSite: OnSiteLinks;
  /**
   * Heading ids of the pulled pages by route, when known. Fragments that
   * point nowhere are then dropped (the site fails the build on broken
   * anchors): `#frag` links lose the link, `/route/#frag` loses the fragment.
   */
  anchors?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Route of the page being processed (for same-page fragments). */
  selfRoute?: string;
}

function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function anchorKnown(ctx: LinkContext, route: string, hash: string): boolean {
  if (!ctx.anchors || !hash || hash === '#') return true;
  return ctx.anchors.get(route)?.has(fragmentId(hash)) ?? false;
}

function samePage(hash: string, ctx: LinkContext): string | undefined {
  if (ctx.selfRoute && !anchorKnown(ctx, ctx.selfRoute, hash)) return undefined;
  return encodeForMarkdown(hash.toLowerCase());
}

const VOID = new Set(['br', 'hr', 'img', 'source', 'wbr', 'col']);

const COMMON_ATTRS = ['align', 'title', 'lang', 'dir'];

/** Allowed elements and their allowed attributes (besides COMMON_ATTRS). */
const ALLOWED: Record<string, readonly string[]> = {
  a: ['href', 'name', 'id'],
  abbr: [],
  b: [],
  bdi: [],
  bdo: [],
  blockquote: [],
  br: [],
  caption: [],
  center: [],
  cite: [],
  code: [],
  col: ['span', 'width'],
  colgroup: ['span'],
  dd: [],
  del: [],
  details: ['open'],
  dfn: [],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height', 'border', 'hspace', 'vspace'],
  ins: [],
  kbd: [],
  li: ['value'],
  mark: [],
  ol: ['start', 'type', 'reversed'],
  p: [],
  picture: [],
  q: [],
  rp: [],
  rt: [],
  ruby: [],
  s: [],
  samp: [],
  small: [],
  source: ['srcset', 'media', 'type', 'width', 'height'],
  span: [],
  strike: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  table: ['border', 'cellpadding', 'cellspacing', 'width'],
  tbody: [],
  td: ['colspan', 'rowspan', 'valign', 'width', 'height'],
  tfoot: [],
  th: ['colspan', 'rowspan', 'valign', 'width', 'height', 'scope'],
  thead: [],
  time: ['datetime'],
  tr: ['valign'],
  tt: [],
  u: [],
  ul: [],
  var: [],
  wbr: [],
};

export function isAllowedTag(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(ALLOWED, name.toLowerCase());
}

export interface ParsedTag {
  /** Index just after the tag in the source. */
  end: number;
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attrs: {name: string; value: string | undefined}[];
}

const isWs = (c: string | undefined) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';

/**
 * Parse an open or closing tag at `start` (which must be `<`) following the
 * CommonMark raw HTML grammar. Returns undefined if it is not a tag.
 */
export function parseTag(src: string, start: number): ParsedTag | undefined {
  let i = start + 1;
  let closing = false;
  if (src[i] === '/') {
    closing = true;
    i++;
  }
  const nameMatch = /^[A-Za-z][A-Za-z0-9-]*/.exec(src.slice(i, i + 64));
  if (!nameMatch) {
    return undefined;
  }
  const name = nameMatch[0];
  i += name.length;
  if (closing) {
    while (isWs(src[i])) i++;
    return src[i] === '>' ? {end: i + 1, name, closing, selfClosing: false, attrs: []} : undefined;
  }
  const attrs: ParsedTag['attrs'] = [];
  for (;;) {
    const wsStart = i;
    while (isWs(src[i])) i++;
    const c = src[i];
    if (c === '>') {
      return {end: i + 1, name, closing, selfClosing: false, attrs};
    }
    if (c === '/' && src[i + 1] === '>') {
      return {end: i + 2, name, closing, selfClosing: true, attrs};
    }
    if (i === wsStart) {
      return undefined; // attributes must be separated by whitespace
    }
    const attrMatch = /^[A-Za-z_:][A-Za-z0-9_.:-]*/.exec(src.slice(i, i + 256));
    if (!attrMatch) {
      return undefined;
    }
    const attrName = attrMatch[0];
    i += attrName.length;
    let j = i;
    while (isWs(src[j])) j++;
    if (src[j] !== '=') {
      attrs.push({name: attrName, value: undefined});
      continue;
    }
    j++;
    while (isWs(src[j])) j++;
    const q = src[j];
    if (q === '"' || q === "'") {
      const close = src.indexOf(q, j + 1);
      if (close === -1) {
        return undefined;
      }
      attrs.push({name: attrName, value: src.slice(j + 1, close)});
      i = close + 1;
    } else {
      // eslint-disable-next-line no-control-regex -- control characters are what this strips
      const unquoted = /^[^"'=<>`\x00-\x20]+/.exec(src.slice(j, j + 4096));
      if (!unquoted) {
        return undefined;
      }
      attrs.push({name: attrName, value: unquoted[0]});
      i = j + unquoted[0].length;
    }
  }
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  lpar: '(',
  rpar: ')',
  period: '.',
  num: '#',
};

/** Decode character references (numeric and a few named ones). */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});?/g,
    (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code =
          ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
          return '\ufffd';
        }
        return String.fromCodePoint(code);
      }
      const named = NAMED_ENTITIES[ref.toLowerCase()];
      return named ?? whole;
    },
  );
}

/** Undo CommonMark backslash escapes (in link destinations). */
export function unescapeMarkdown(value: string): string {
  return value.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\{/g, '&#123;')
    .replace(/\}/g, '&#125;');
}

/** Percent-encode what would end or confuse a Markdown link destination. */
function encodeForMarkdown(url: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  return url.replace(/[\s()<>\\`"'{}\x00-\x1f\x7f]/g, (c) =>
    c === ' ' ? '%20' : `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

function lowerFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash) + url.slice(hash).toLowerCase();
}

/** Map a GitHub / npm / webpack.js.org URL of a pulled package to its page. */
function onSiteRoute(url: URL, onSite: OnSiteLinks): string | undefined {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'github.com' && parts.length >= 2) {
    const route = onSite.byRepo.get(`${parts[0]}/${parts[1]!.replace(/\.git$/i, '')}`.toLowerCase());
    if (!route) {
      return undefined;
    }
    const isRoot = parts.length === 2;
    const isReadme =
      parts.length === 5 &&
      (parts[2] === 'blob' || parts[2] === 'tree') &&
      /^readme(\.md)?$/i.test(parts[4]!);
    return isRoot || isReadme ? route : undefined;
  }
  if (host === 'npmjs.com' && parts[0] === 'package' && parts.length >= 2) {
    const name = parts[1]!.startsWith('@') && parts[2] ? `${parts[1]}/${parts[2]}` : parts[1]!;
    const rest = parts.slice(name.split('/').length + 1);
    return rest.length === 0 ? onSite.byName.get(decodeURIComponent(name)) : undefined;
  }
  if (host === 'webpack.js.org' && parts.length === 2 && (parts[0] === 'loaders' || parts[0] === 'plugins')) {
    const route = onSite.byName.get(parts[1]!);
    return route && route.startsWith(`/${parts[0]}/`) ? route : undefined;
  }
  return undefined;
}

/**
 * Check and rewrite a URL found in a README (already entity-decoded and
 * unescaped). Returns undefined when the URL must not be used.
 */
export function rewriteUrl(decoded: string, kind: 'link' | 'image', ctx: LinkContext): string | undefined {
  // Browsers strip leading/trailing C0 controls and spaces, and drop tabs and
  // newlines anywhere: check the URL the way a browser would read it.
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  const url = decoded.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '').replace(/[\t\n\r]/g, '');
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  if (!url || url.length > 8192 || /[\x00-\x1f\x7f]/.test(url)) {
    return undefined;
  }
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url);
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    if (!SAFE_SCHEMES.has(name) || (kind === 'image' && name === 'mailto')) {
      return undefined;
    }
  }
  if (url.startsWith('#')) {
    return kind === 'link' ? samePage(url, ctx) : undefined;
  }
  let absolute: URL;
  try {
    if (scheme) {
      absolute = new URL(url);
    } else if (url.startsWith('//')) {
      absolute = new URL(`https:${url}`);
    } else if (url.startsWith('/') || url.startsWith('\\')) {
      // Root-relative links in a README are relative to the repository root.
      const root = {...ctx.repo, directory: ''};
      absolute = new URL(url.replace(/^[/\\]+/, ''), kind === 'image' ? rawBase(root) : blobBase(root));
    } else {
      // Links to the README itself become same-page links.
      const self = /^(?:\.\/)?readme\.md(#.*)?$/i.exec(url);
      if (self && kind === 'link') {
        return samePage(self[1] ?? '#', ctx);
      }
      absolute = new URL(url, kind === 'image' ? rawBase(ctx.repo) : blobBase(ctx.repo));
      const repoPrefix = `https://github.com/${ctx.repo.owner}/${ctx.repo.repo}/`;
      if (absolute.href.startsWith(repoPrefix)) {
        return encodeForMarkdown(lowerFragment(absolute.href));
      }
    }
  } catch {
    return undefined;
  }
  if (absolute.protocol === 'mailto:') {
    return kind === 'link' ? encodeForMarkdown(absolute.href) : undefined;
  }
  if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') {
    return undefined;
  }
  if (kind === 'link') {
    const route = onSiteRoute(absolute, ctx.onSite);
    if (route) {
      const hash = anchorKnown(ctx, route, absolute.hash) ? absolute.hash.toLowerCase() : '';
      return encodeForMarkdown(route + hash);
    }
  }
  return encodeForMarkdown(absolute.href);
}

/** Sanitize a `srcset` value: every candidate URL must pass. */
function rewriteSrcset(value: string, ctx: LinkContext): string | undefined {
  const candidates = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const candidate of candidates) {
    const [url, ...descriptor] = candidate.split(/\s+/);
    const safe = url ? rewriteUrl(url, 'image', ctx) : undefined;
    if (!safe) {
      return undefined;
    }
    out.push([safe, ...descriptor.filter((d) => /^[0-9.]+[wx]$/.test(d))].join(' '));
  }
  return out.length ? out.join(', ') : undefined;
}

/**
 * Re-emit a parsed tag if it is allowed, or return undefined (the caller then
 * escapes it as text).
 */
export function sanitizeTag(tag: ParsedTag, ctx: LinkContext): string | undefined {
  const name = tag.name.toLowerCase();
  if (!isAllowedTag(name)) {
    return undefined;
  }
  if (tag.closing) {
    return VOID.has(name) ? '' : `</${name}>`;
  }
  const allowed = new Set([...COMMON_ATTRS, ...ALLOWED[name]!]);
  const seen = new Set<string>();
  let out = `<${name}`;
  for (const attr of tag.attrs) {
    const attrName = attr.name.toLowerCase();
    if (!allowed.has(attrName) || seen.has(attrName)) {
      continue; // drops on*, style, class, srcdoc, formaction, …
    }
    seen.add(attrName);
    let value = attr.value === undefined ? undefined : decodeEntities(attr.value);
    if (attrName === 'href' || attrName === 'src') {
      value = value === undefined ? undefined : rewriteUrl(value, attrName === 'src' ? 'image' : 'link', ctx);
      if (value === undefined) continue;
    } else if (attrName === 'srcset') {
      value = value === undefined ? undefined : rewriteSrcset(value, ctx);
      if (value === undefined) continue;
    } else if (attrName === 'id' || attrName === 'name') {
      value = (value ?? '').replace(/[^\w-]/g, '');
      if (!value) continue;
    } else if (value !== undefined && value.length > 1000) {
      continue;
    }
    out += value === undefined ? ` ${attrName}` : ` ${attrName}="${escapeAttribute(value)}"`;
  }
  if (VOID.has(name)) {
    return `${out} />`;
  }
  return tag.selfClosing ? `${out}></${name}>` : `${out}>`;
}
