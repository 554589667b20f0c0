/**
 * Pure helpers that read a built page's title and headings into the search box's records
 * (src/data/searchRecords.ts). The built HTML is read with regular expressions, not parsed: the
 * markup is the theme's own and regular, and parsing the ~470 built pages of both locales with a
 * full HTML parser took ~15 s here.
 */
import {
  ALSO_SEPARATOR,
  FLAG_LEVEL,
  commandSections,
  flagEntryPages,
  memberOwners,
  otherPagesPrior,
  sectionPriors,
  type SearchHeadingRecord,
  type SearchPageRecord,
  type SearchRecords,
} from '../../data/searchRecords';
import {decodeEntities} from '../../text/decodeEntities';
import {escapeRegExp} from '../../text/escapeRegExp';

export interface PageHeadings {
  title: string;
  keywords: string[];
  /** The page's description (front matter), its author's summary of what the page answers. */
  description: string;
  /** `flags`: the command-line flags the paragraph right under the heading names (`--port`). */
  headings: {level: number; text: string; id: string; flags?: string[]}[];
}

/** Text of an HTML fragment: badges and tags dropped, entities decoded, space folded. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<span\b[^>]*\bbadge\b[^>]*>.*?<\/span>/gs, '').replace(/<[^>]*>/g, ''))
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const REGION_START = /<(div|article)\b[^>]*\bdata-pagefind-body\b/;

/**
 * The searchable region of a page that search-index has marked (`data-pagefind-body`): from the
 * marked element to the end of its article (a doc's footer and pager are outside it).
 */
export function searchRegion(html: string): string {
  const start = REGION_START.exec(html);
  if (!start) return '';
  const end = html.indexOf('</article>', start.index);
  return html.slice(start.index, end < 0 ? undefined : end);
}

const H1 = /<h1\b[^>]*>(.*?)<\/h1>/s;
/**
 * An h2–h6 (a package's README nests its options' values as deep as h5: css-loader's
 * `localIdentName`), or a table row whose first cell is a command-line flag (`<tr><td><code>--mode`).
 */
const ENTRY = /<h([2-6])\b([^>]*)>(.*?)<\/h\1>|<tr>\s*<td[^>]*>\s*<code>(--[a-z][\w-]*)<\/code>/gs;
const ID_ATTRIBUTE = /\sid=(?:"([^"]*)"|([^\s>"]+))/;

const TABLES = /<table\b[\s\S]*?<\/table>/g;

/** The paragraph right after a heading (its end tag may be left out), and a flag written as code in it. */
const FIRST_PARAGRAPH = /^\s*<p\b[^>]*>(.*?)(?=<\/p>|<(?:p|h[1-6]|div|pre|ul|ol|table)\b|$)/s;
const FLAG_CODE = /<code\b[^>]*>(--[a-z][\w-]*)<\/code>/g;

/**
 * The section a flag's table row points to: a row has no anchor of its own, and only lists the
 * flag, so the section whose prose mentions the flag most outside the table's own section (`--merge`
 * → "Choosing and combining configurations", not the table of webpack-cli's options; a table, such
 * as the exit codes', lists the flag without explaining it), else the table's.
 */
function sectionExplaining(flag: string, tableId: string, sectionTexts: ReadonlyMap<string, string>): string {
  const mention = new RegExp(`${escapeRegExp(flag)}(?![\\w-])`, 'g');
  let best = tableId;
  let most = 0;
  for (const [id, text] of sectionTexts) {
    if (id === tableId) continue;
    const count = text.match(mention)?.length ?? 0;
    if (count > most) [best, most] = [id, count];
  }
  return best;
}

/**
 * The title (h1) and the h2–h6 headings with their ids of the searchable region of a page (`body`:
 * the HTML that search-index marks with `data-pagefind-body`), and the command-line flags its
 * tables list (each pointing to the section that explains it, `sectionExplaining`). Headings
 * without an id cannot be linked to and are left out.
 */
export function pageHeadings(
  body: string,
  keywords: string[] = [],
  description = '',
): PageHeadings | undefined {
  const h1 = H1.exec(body);
  if (!h1) return undefined;
  const headings: PageHeadings['headings'] = [];
  // Each linkable heading's prose (tables left out), from its end to the next heading.
  const sectionTexts = new Map<string, string>();
  let section: {id: string; start: number} | undefined;
  const closeSection = (end: number) => {
    if (section) sectionTexts.set(section.id, htmlText(body.slice(section.start, end).replace(TABLES, ' ')));
  };
  let lastId = '';
  const flags = new Set<string>();
  for (const match of body.matchAll(ENTRY)) {
    if (match[4]) {
      if (lastId && !flags.has(match[4])) headings.push({level: FLAG_LEVEL, text: match[4], id: lastId});
      flags.add(match[4]);
      continue;
    }
    const id = ID_ATTRIBUTE.exec(match[2]!);
    const text = htmlText(match[3]!);
    const value = id?.[1] ?? id?.[2];
    closeSection(match.index);
    section = undefined;
    if (value && text) {
      const after = FIRST_PARAGRAPH.exec(body.slice(match.index + match[0].length))?.[1] ?? '';
      const typeLineFlags = [...after.matchAll(FLAG_CODE)].map((flag) => flag[1]!);
      headings.push({
        level: Number(match[1]),
        text,
        id: value,
        ...(typeLineFlags.length > 0 && {flags: typeLineFlags}),
      });
      lastId = value;
      section = {id: value, start: match.index + match[0].length};
    }
  }
  closeSection(body.length);
  for (const heading of headings) {
    if (heading.level === FLAG_LEVEL) heading.id = sectionExplaining(heading.text, heading.id, sectionTexts);
  }
  return {title: htmlText(h1[1]!), keywords, description, headings};
}

/** The content of a page's `<meta name="…">` (Docusaurus writes front matter there), as text. */
function metaContent(html: string, name: string): string {
  const meta = new RegExp(
    `<meta\\b(?=[^>]*\\bname=("?)${name}\\1[\\s>])[^>]*\\bcontent=(?:"([^"]*)"|([^\\s>"]+))`,
  ).exec(html);
  return htmlText(meta?.[2] ?? meta?.[3] ?? '');
}

/** The page's keywords (the `keywords` front matter). */
export function pageKeywords(html: string): string[] {
  return metaContent(html, 'keywords')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** The page's description (the `description` front matter). */
export function pageDescription(html: string): string {
  return metaContent(html, 'description');
}

/** The path of a page below its locale's base URL: `/zh/api/parser/` under `/zh/` → `api/parser/`. */
function localPath(baseUrl: string, url: string): string {
  return url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, '');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A heading's full name as a member of the page's object: `decline` → `module.hot.decline`. A heading
 * that starts with a member's name and explains it in brackets (`dispose (or addDisposeHandler)`) is
 * that member too, unless another heading is the name itself (`accept (self)` beside `accept`).
 */
export function memberName(owner: string, text: string, headingTexts: ReadonlySet<string>): string {
  if (IDENTIFIER.test(text)) return `${owner}.${text}`;
  const name = /^([A-Za-z_$][\w$]*) \(/.exec(text)?.[1];
  return name && !headingTexts.has(name) ? `${owner}.${name}` : '';
}

/**
 * The commands a heading under a program's commands names, read from its id (the same in both
 * locales): `info-and-version` → `webpack info, webpack version`.
 */
export function commandNames(program: string, id: string): string {
  return id
    .split('-and-')
    .map((name) => `${program} ${name}`)
    .join(ALSO_SEPARATOR);
}

export interface RecordsInput {
  baseUrl: string;
  /** Section label by section id, in the locale's language. */
  sectionLabels: Readonly<Record<string, string>>;
  pages: {url: string; headings: PageHeadings}[];
  synonyms: string[][];
  homophones?: string[];
}

/** The records file of one locale. */
export function buildRecords({
  baseUrl,
  sectionLabels,
  pages,
  synonyms,
  homophones,
}: RecordsInput): SearchRecords {
  const sectionIds = Object.keys(sectionLabels);
  const records: SearchRecords = {
    sections: sectionIds.map((id) => sectionLabels[id]!),
    pages: [],
    headings: [],
    synonyms,
    ...(homophones && homophones.length > 0 && {homophones}),
  };
  for (const {url, headings} of pages) {
    const path = localPath(baseUrl, url);
    const first = path.split('/')[0]!;
    const section = sectionIds.indexOf(first);
    const prior = sectionPriors[first] ?? otherPagesPrior;
    const pageIndex =
      records.pages.push([
        url,
        headings.title,
        section,
        prior,
        headings.keywords,
        headings.description,
      ] satisfies SearchPageRecord) - 1;
    const owner = memberOwners[path];
    const commands = commandSections[path];
    const entryPrefix = flagEntryPages[path];
    const names = new Set(headings.headings.map(({text}) => text));
    let h2 = '';
    for (const heading of headings.headings) {
      if (heading.level === 2) h2 = heading.id;
      const command = commands && heading.level === 3 && h2 === commands.headingId;
      const flagEntry = entryPrefix !== undefined && heading.text.startsWith(entryPrefix);
      const also = command
        ? commandNames(commands.program, heading.id)
        : owner
          ? memberName(owner, heading.text, names)
          : flagEntry
            ? (heading.flags ?? []).join(ALSO_SEPARATOR)
            : '';
      records.headings.push([
        pageIndex,
        heading.level,
        heading.text,
        heading.id,
        also,
      ] satisfies SearchHeadingRecord);
    }
  }
  return records;
}
