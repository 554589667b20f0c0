/**
 * Turns a README from the registry into the body of a `format: md` page.
 *
 * Dependency-free on purpose (the unified/remark stack is ESM-only and does
 * not load under the project's Jest setup). The approach is conservative:
 *
 * - Fenced code blocks are found first and re-emitted in a canonical form
 *   (column 0, blank line before and after, a fence longer than any backtick
 *   run inside), so the Markdown parser sees exactly the code blocks seen here
 *   and their content is kept byte for byte.
 * - Everything else is text: raw HTML is rebuilt from an allow-list (see
 *   html.ts), every other `<` becomes `&lt;`, `{`/`}` become character
 *   references (MDX-safe as well as CommonMark-safe), links and images are
 *   checked and rewritten, and dangerous URL schemes left in prose are broken
 *   up so no parser can turn them into a link.
 * - The top banner/badge block and the first h1 are dropped, the remaining
 *   headings are demoted so the body has no h1, and every heading gets a
 *   stable explicit id (`## Options {#options}`), GitHub-style.
 */
import type {LinkContext} from './html';
import {decodeEntities, parseTag, rewriteUrl, sanitizeTag, unescapeMarkdown} from './html';

export interface Heading {
  level: number;
  text: string;
  id: string;
}

export interface ProcessedReadme {
  body: string;
  headings: Heading[];
  /** Text of the h1 that was dropped, if any. */
  droppedTitle?: string;
}

type Block = {kind: 'text'; lines: string[]} | {kind: 'code'; lang: string; lines: string[]};

const FENCE_OPEN = /^([ \t]*)(`{3,}|~{3,})(.*)$/;
const HTML_RAW_START = /^[ \t]*<(script|pre|style|textarea)(?=[\s>/]|$)/i;
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

function normalize(raw: string): string {
  return raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\0/g, '\ufffd')
    .replace(/[\uE000-\uE00F]/g, '');
}

function indentWidth(ws: string): number {
  let width = 0;
  for (const c of ws) width += c === '\t' ? 4 - (width % 4) : 1;
  return width;
}

function stripIndent(line: string, width: number): string {
  let i = 0;
  let col = 0;
  while (i < line.length && col < width && (line[i] === ' ' || line[i] === '\t')) {
    col += line[i] === '\t' ? 4 - (col % 4) : 1;
    i++;
  }
  return line.slice(i);
}

/** Split into text and fenced code blocks. */
export function splitBlocks(source: string): Block[] {
  const lines = source.split('\n');
  const blocks: Block[] = [];
  let text: string[] = [];
  let rawUntil: RegExp | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (rawUntil) {
      text.push(line);
      if (rawUntil.test(line)) rawUntil = undefined;
      continue;
    }
    const raw = HTML_RAW_START.exec(line);
    if (raw) {
      // An HTML block of CommonMark type 1 runs until its end tag, blank
      // lines included: fences inside it are not fences.
      const end = new RegExp(`</${raw[1]}\\s*>`, 'i');
      text.push(line);
      if (!end.test(line)) rawUntil = end;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open && !(open[2]![0] === '`' && open[3]!.includes('`'))) {
      const [, indent, fence, info] = open;
      const width = indentWidth(indent!);
      const close = new RegExp(`^[ \\t]*${fence![0] === '`' ? '`' : '~'}{${fence!.length},}[ \\t]*$`);
      const content: string[] = [];
      let j = i + 1;
      while (j < lines.length && !close.test(lines[j]!)) {
        content.push(stripIndent(lines[j]!, width));
        j++;
      }
      if (j >= lines.length) {
        // Unclosed: runs to the end of the document, minus trailing blank lines.
        while (content.length && !content[content.length - 1]!.trim()) content.pop();
      }
      if (text.length) blocks.push({kind: 'text', lines: text});
      text = [];
      const lang = /^[\w+#.-]{1,40}/.exec(info!.trim())?.[0] ?? '';
      blocks.push({kind: 'code', lang: lang === 'mdx-code-block' ? 'text' : lang, lines: content});
      i = j; // skip the closing fence (or run to the end)
      continue;
    }
    text.push(line);
  }
  if (text.length) blocks.push({kind: 'text', lines: text});
  return blocks;
}

function emitCode(block: Extract<Block, {kind: 'code'}>): string {
  let longest = 0;
  for (const line of block.lines) {
    const run = /^[ \t]*(`+)/.exec(line);
    if (run) longest = Math.max(longest, run[1]!.length);
  }
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${block.lang}\n${block.lines.join('\n')}${block.lines.length ? '\n' : ''}${fence}`;
}

// ---------------------------------------------------------------------------
// Banner and title

const BADGE =
  /^\s*(?:(?:\[!\[[^\]]*\](?:\([^)\s]*\)|\[[^\]]*\])\](?:\([^)\s]*\)|\[[^\]]*\])|!\[[^\]]*\](?:\([^)\s]*\)|\[[^\]]*\])|<br\s*\/?>)\s*)+$/i;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const HTML_HEADING = /^\s*<h([1-6])(?:\s[^>]*)?>(.*?)<\/h\1>\s*$/i;
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_H2 = /^ {0,3}-+[ \t]*$/;

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

/**
 * Drop the leading banner (decorative HTML, badges) and the first h1 from the
 * text lines before the first code block. Returns the removed title.
 */
function dropBanner(lines: string[]): string | undefined {
  let i = 0;
  let title: string | undefined;
  let contentBlocks = 0;
  while (i < lines.length && contentBlocks < 4) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    if (BADGE.test(line)) {
      lines.splice(i, 1);
      continue;
    }
    if (title === undefined) {
      const atx = ATX.exec(line);
      if (atx && atx[1]!.length === 1) {
        title = (atx[2] ?? '').trim();
        lines.splice(i, 1);
        continue;
      }
      const html = HTML_HEADING.exec(line);
      if (html && html[1] === '1') {
        title = stripTags(html[2]!).trim();
        lines.splice(i, 1);
        continue;
      }
      if (SETEXT_H1.test(lines[i + 1] ?? '') && !/^\s*[<>#*+-]/.test(line)) {
        title = line.trim();
        lines.splice(i, 2);
        continue;
      }
    }
    if (/^ {0,3}#{2,6}(\s|$)/.test(line) || HTML_HEADING.test(line)) {
      break; // the content proper has started
    }
    if (/^ {0,3}</.test(line)) {
      // An HTML block: up to the next blank line, or the matching </div>.
      let end = i;
      let depth = 0;
      do {
        const l = lines[end]!;
        depth += (l.match(/<div[\s>]/gi) ?? []).length - (l.match(/<\/div\s*>/gi) ?? []).length;
        end++;
      } while (end < lines.length && ((depth > 0 && end - i < 40) || lines[end]!.trim() !== ''));
      const block = lines.slice(i, end).join('\n');
      const h1 = /<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1\s*>/i.exec(block);
      const decorative = !stripTags(block.replace(/<!--[\s\S]*?-->/g, '')).trim();
      if (decorative || (h1 && title === undefined)) {
        if (h1 && title === undefined) title = stripTags(h1[1]!).trim();
        lines.splice(i, end - i);
        continue;
      }
      i = end;
      contentBlocks++;
      continue;
    }
    // Ordinary content: keep it, move past the paragraph.
    while (i < lines.length && lines[i]!.trim() !== '') {
      if (BADGE.test(lines[i]!)) lines.splice(i, 1);
      else i++;
    }
    contentBlocks++;
  }
  // Trim leading blank lines.
  while (lines.length && !lines[0]!.trim()) lines.shift();
  return title;
}

// ---------------------------------------------------------------------------
// Headings

/** Plain text of a heading, for ids. */
export function headingPlainText(markdown: string): string {
  return decodeEntities(
    markdown
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/<[^>]*>/g, '')
      .replace(/\\([!-/:-@[-`{-~])/g, '$1')
      .replace(/[`*_~]/g, ''),
  ).trim();
}

/** GitHub-compatible slugs, restricted to what Docusaurus accepts in `{#id}`. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text: string) => {
    let base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
      .replace(/[^\w-]/g, '');
    if (!base) base = 'section';
    let slug = base;
    let n = seen.get(base) ?? 0;
    while (seen.has(slug)) {
      n++;
      slug = `${base}-${n}`;
    }
    seen.set(base, n);
    seen.set(slug, seen.get(slug) ?? 0);
    return slug;
  };
}

type Segment = {kind: 'run'; text: string} | {kind: 'heading'; level: number; text: string};

/** Split text lines into heading lines and runs of other lines. */
function segmentText(lines: string[]): Segment[] {
  const out: Segment[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) out.push({kind: 'run', text: run.join('\n')});
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const atx = ATX.exec(line);
    const html = atx ? undefined : HTML_HEADING.exec(line);
    const prevBlank = i === 0 || !lines[i - 1]!.trim();
    const next = lines[i + 1] ?? '';
    const setext =
      !atx &&
      !html &&
      prevBlank &&
      line.trim() !== '' &&
      !/^\s*([<>#|]|[*+-]\s|\d+[.)]\s|[-*_=]{3,}\s*$)/.test(line) &&
      (SETEXT_H1.test(next) || SETEXT_H2.test(next));
    if (atx || html || setext) {
      flush();
      if (atx) {
        out.push({
          kind: 'heading',
          level: atx[1]!.length,
          text: (atx[2] ?? '').replace(/\s*\{#[^}]*\}\s*$/, ''),
        });
      } else if (html) {
        out.push({kind: 'heading', level: Number(html[1]), text: html[2]!.trim()});
      } else {
        out.push({kind: 'heading', level: SETEXT_H1.test(next) ? 1 : 2, text: line.trim()});
        i++;
      }
      continue;
    }
    run.push(line);
  }
  flush();
  return out;
}

// ---------------------------------------------------------------------------
// Inline sanitizing

const ASCII_PUNCT = /[!-/:-@[-`{-~]/;

/** Encode every character that could mean something to Markdown or HTML. */
function encodeAll(text: string): string {
  return text.replace(/[^A-Za-z0-9 \u0080-\uFFFF]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Neutralise dangerous schemes in text that reaches the parser as prose. */
export function neutralizeSchemes(text: string): string {
  return text
    .replace(/&#(?:[xX]0*(?:9|[aAdD])|0*(?:9|10|13));|&(?:Tab|NewLine);/g, ' ')
    .replace(/&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g, (whole, hex?: string, dec?: string) => {
      const code = hex ? parseInt(hex, 16) : parseInt(dec!, 10);
      const c = code < 0x80 ? String.fromCharCode(code) : '';
      return /[A-Za-z0-9:]/.test(c) ? c : whole;
    })
    .replace(/&colon;/gi, ':')
    .replace(/(javascript|vbscript|data)(\s*):/gi, '$1$2\u200b:');
}

interface DestParse {
  dest: string;
  pointy: boolean;
  end: number;
}

/** Parse a link destination starting at `i` (just after the `(`). */
function parseDestination(src: string, start: number): DestParse | undefined {
  let i = start;
  while (src[i] === ' ' || src[i] === '\t') i++;
  if (src[i] === '\n') {
    i++;
    while (src[i] === ' ' || src[i] === '\t') i++;
  }
  if (src[i] === '<') {
    let j = i + 1;
    while (j < src.length && src[j] !== '>') {
      if (src[j] === '\n' || src[j] === '<') return undefined;
      if (src[j] === '\\') j++;
      j++;
    }
    if (src[j] !== '>') return undefined;
    return {dest: src.slice(i + 1, j), pointy: true, end: j + 1};
  }
  let j = i;
  let depth = 0;
  while (j < src.length) {
    const c = src[j]!;
    if (c === '\\' && ASCII_PUNCT.test(src[j + 1] ?? '')) {
      j += 2;
      continue;
    }
    if (c.charCodeAt(0) <= 0x20 || c === '\x7f') break;
    if (c === '(') depth++;
    if (c === ')') {
      if (depth === 0) break;
      depth--;
    }
    if (depth > 32) return undefined;
    j++;
  }
  return {dest: src.slice(i, j), pointy: false, end: j};
}

/** Skip an optional link title and the closing `)`; index after it, or -1. */
function skipTitleAndClose(src: string, start: number): number {
  let i = start;
  while (/[ \t\n]/.test(src[i] ?? '')) i++;
  const open = src[i];
  if (open === '"' || open === "'" || open === '(') {
    const close = open === '(' ? ')' : open;
    let j = i + 1;
    while (j < src.length && src[j] !== close) {
      if (src[j] === '\\') j++;
      j++;
    }
    if (j >= src.length) return -1;
    i = j + 1;
    while (/[ \t\n]/.test(src[i] ?? '')) i++;
  }
  return src[i] === ')' ? i + 1 : -1;
}

// eslint-disable-next-line no-control-regex -- control characters are what this strips
const AUTOLINK = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\x00-\x1f]*)>/;
const EMAIL_AUTOLINK =
  /^<([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)>/;

/**
 * Sanitize a run of Markdown text (no fenced code inside). See the module
 * comment for the rules.
 */
export function sanitizeInline(src: string, ctx: LinkContext): string {
  let out = '';
  let plain = '';
  const brackets: {pos: number; image: boolean}[] = [];
  const flush = () => {
    out += neutralizeSchemes(plain);
    plain = '';
  };
  /** Output that must not go through neutralizeSchemes (already safe). */
  const emit = (s: string) => {
    flush();
    out += s;
  };
  const n = src.length;
  let i = 0;
  while (i < n) {
    const c = src[i]!;
    if (c === '\\' && i + 1 < n && ASCII_PUNCT.test(src[i + 1]!)) {
      const next = src[i + 1]!;
      plain += next === '<' ? '&lt;' : next === '{' ? '&#123;' : next === '}' ? '&#125;' : `\\${next}`;
      i += 2;
      continue;
    }
    if (c === '`') {
      let k = i;
      while (src[k] === '`') k++;
      const len = k - i;
      // Closing run of exactly the same length, not past a blank line.
      const paragraphEnd = src.slice(k).search(/\n[ \t]*\n/);
      const limit = paragraphEnd === -1 ? n : k + paragraphEnd;
      let j = k;
      let close = -1;
      while (j < limit) {
        const at = src.indexOf('`', j);
        if (at === -1 || at >= limit) break;
        let e = at;
        while (src[e] === '`') e++;
        if (e - at === len) {
          close = at;
          break;
        }
        j = e;
      }
      if (close === -1) {
        plain += src.slice(i, k);
        i = k;
        continue;
      }
      const content = src.slice(k, close);
      if (/[<&\]]|(?:script|data)\s*:/i.test(content)) {
        let code = content.replace(/\n/g, ' ');
        if (/^ .*[^ ].* $/.test(code)) code = code.slice(1, -1);
        emit(`<code>${encodeAll(code)}</code>`);
      } else {
        emit(src.slice(i, close + len));
      }
      i = close + len;
      continue;
    }
    if (c === '<') {
      if (src.startsWith('<!--', i)) {
        const end = src.indexOf('-->', i + 4);
        if (end !== -1) {
          i = end + 3; // comments are dropped
          continue;
        }
        plain += '&lt;';
        i++;
        continue;
      }
      const rest = src.slice(i, i + 8192);
      const auto = AUTOLINK.exec(rest);
      if (auto) {
        const url = rewriteUrl(decodeEntities(auto[1]!), 'link', ctx);
        if (url && /^(https?|mailto):/i.test(url)) {
          emit(`<${url}>`);
          i += auto[0].length;
          continue;
        }
        if (url) {
          emit(`[${encodeAll(auto[1]!)}](${url})`);
          i += auto[0].length;
          continue;
        }
        plain += '&lt;';
        i++;
        continue;
      }
      const email = EMAIL_AUTOLINK.exec(rest);
      if (email) {
        emit(`[${encodeAll(email[1]!)}](mailto:${encodeURIComponent(email[1]!).replace(/%40/g, '@')})`);
        i += email[0].length;
        continue;
      }
      const tag = parseTag(src, i);
      const safe = tag ? sanitizeTag(tag, ctx) : undefined;
      if (tag && safe !== undefined) {
        emit(safe);
        i = tag.end;
        continue;
      }
      plain += '&lt;';
      i++;
      continue;
    }
    if (c === '{' || c === '}') {
      plain += c === '{' ? '&#123;' : '&#125;';
      i++;
      continue;
    }
    if (c === '[') {
      flush();
      const image = i > 0 && src[i - 1] === '!' && src[i - 2] !== '\\' && out.endsWith('!');
      brackets.push({pos: image ? out.length - 1 : out.length, image});
      out += '[';
      i++;
      continue;
    }
    if (c === ']') {
      const opener = brackets.pop();
      if (src[i + 1] === '(') {
        const dest = parseDestination(src, i + 2);
        if (dest) {
          flush();
          const decoded = decodeEntities(
            dest.pointy ? dest.dest.replace(/\\([<>])/g, '$1') : unescapeMarkdown(dest.dest),
          );
          const url = rewriteUrl(
            dest.pointy ? unescapeMarkdown(decoded) : decoded,
            opener?.image ? 'image' : 'link',
            ctx,
          );
          if (url !== undefined) {
            out += `](${url}`;
            i = dest.end;
            continue;
          }
          // Unsafe destination: keep the text (or alt text), drop the link.
          const after = skipTitleAndClose(src, dest.end);
          if (opener) {
            out = out.slice(0, opener.pos) + out.slice(opener.pos + (opener.image ? 2 : 1));
          } else {
            out += ']';
          }
          i = after === -1 ? dest.end : after;
          continue;
        }
      }
      plain += ']';
      i++;
      continue;
    }
    plain += c;
    i++;
  }
  flush();
  return out;
}

// ---------------------------------------------------------------------------
// Reference definitions

const REF_DEF = /^( {0,3}\[(?:[^\]\\\n]|\\.){1,999}\]:[ \t]*)(<[^<>\n]*>|[^\s<][^\s]*)(.*)$/;

function protectDefinitions(text: string, ctx: LinkContext, store: string[]): string {
  return text
    .split('\n')
    .map((line) => {
      const def = REF_DEF.exec(line);
      if (!def) return line;
      const [, head, rawDest, tail] = def;
      const pointy = rawDest!.startsWith('<');
      const dest = pointy ? rawDest!.slice(1, -1) : rawDest!;
      const url = rewriteUrl(decodeEntities(unescapeMarkdown(dest)), 'link', ctx);
      if (url === undefined) return '';
      store.push(url);
      return `${head}\uE000${store.length - 1}\uE001${tail}`;
    })
    .join('\n');
}

// ---------------------------------------------------------------------------

export function processReadme(raw: string, ctx: LinkContext): ProcessedReadme {
  const blocks = splitBlocks(normalize(raw));
  let droppedTitle: string | undefined;
  const first = blocks[0];
  if (first?.kind === 'text') {
    droppedTitle = dropBanner(first.lines);
    if (!first.lines.length) blocks.shift();
  }

  const segmented = blocks.map((block) =>
    block.kind === 'text' ? {block, segments: segmentText(block.lines)} : {block, segments: []},
  );
  // If the first h1 was not at the top, drop it where it is.
  if (droppedTitle === undefined) {
    for (const {segments} of segmented) {
      const index = segments.findIndex((s) => s.kind === 'heading' && s.level === 1);
      if (index !== -1) {
        droppedTitle = headingPlainText((segments[index] as {text: string}).text);
        segments.splice(index, 1);
        break;
      }
    }
  }
  const hasH1 = segmented.some(({segments}) => segments.some((s) => s.kind === 'heading' && s.level === 1));
  const shift = hasH1 ? 1 : 0;

  const slug = createSlugger();
  const headings: Heading[] = [];
  const store: string[] = [];
  const parts: string[] = [];
  for (const {block, segments} of segmented) {
    if (block.kind === 'code') {
      parts.push(emitCode(block));
      continue;
    }
    const out: string[] = [];
    for (const segment of segments) {
      if (segment.kind === 'run') {
        out.push(sanitizeInline(protectDefinitions(segment.text, ctx, store), ctx));
      } else {
        const level = Math.min(6, segment.level + shift);
        // Docusaurus puts an anchor link in every heading: no links inside.
        const unlinked = segment.text
          .replace(/<\/?a(?:\s[^>]*)?>/gi, '')
          .replace(/(^|[^!\\])\[([^\]]*)\]\([^)]*\)/g, '$1$2')
          .replace(/(^|[^!\\])\[([^\]]*)\]\[[^\]]*\]/g, '$1$2');
        const text = sanitizeInline(unlinked, ctx).replace(/\n/g, ' ').trim();
        const plainText = headingPlainText(text);
        const id = slug(plainText);
        headings.push({level, text: plainText, id});
        out.push(`${'#'.repeat(level)} ${text} {#${id}}`);
      }
    }
    const text = out
      .join('\n')
      .replace(/\n[ \t]*(?:\n[ \t]*)+\n/g, '\n\n')
      .replace(/^\s*\n|\n\s*$/g, '');
    if (text.trim()) parts.push(text);
  }
  let body = parts
    .join('\n\n')
    .replace(PLACEHOLDER, (_, index: string) => store[Number(index)] ?? '')
    // Docusaurus unwraps ```mdx-code-block fences before parsing, even inside
    // other code blocks: make sure no such line survives.
    .replace(/^(\x20*`{3,4}\x20*)(mdx-code-block)/gm, '$1\u200b$2')
    .trim();
  body = body ? `${body}\n` : '';
  return {body, headings, ...(droppedTitle !== undefined ? {droppedTitle} : {})};
}
