/**
 * The part of pagefind's browser API (`<baseUrl>pagefind/pagefind.js`, written at build time by
 * src/plugins/search-index) that the search box uses, and pure helpers over its results.
 */
import {decodeEntities} from '../../text/decodeEntities';
import {escapeRegExp} from '../../text/escapeRegExp';

export interface PagefindLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  /** The word it starts at, in `raw_content`'s words. */
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  weighted_locations: PagefindLocation[];
  locations: number[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: PagefindSubResult[];
  /** The page's text, its words split as pagefind counts them (by zero-width spaces in Chinese). */
  raw_content?: string;
  /** Every element with an id, headings among them, at the word where it starts. */
  anchors?: PagefindAnchor[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{results: PagefindResult[]} | null>;
}

/** Words in an excerpt: pagefind's, and a section's opening words when pagefind gave none. */
const EXCERPT_WORDS = 18;

/**
 * Characters of a Chinese section's opening words: pagefind cuts its code and punctuation into many
 * short words, so that eighteen of them end inside an option's type (`devServer.proxy`'s), before
 * the sentence that says what it does.
 */
const CHINESE_LEAD_CHARACTERS = 80;

const loaded = new Map<string, Promise<PagefindApi>>();

/** Loads (once per locale) pagefind's script from the locale's bundle. */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  let api = loaded.get(baseUrl);
  if (!api) {
    const url = `${baseUrl}pagefind/pagefind.js`;
    api = (import(/* webpackIgnore: true */ url) as Promise<PagefindApi>).then(async (pagefind) => {
      await pagefind.options({excerptLength: EXCERPT_WORDS});
      await pagefind.init();
      return pagefind;
    });
    // Let a later focus try again (e.g. back online).
    api.catch(() => loaded.delete(baseUrl));
    loaded.set(baseUrl, api);
  }
  return api;
}

/** How much a section's matches weigh, as pagefind scores them. */
export function subResultScore(sub: PagefindSubResult): number {
  return sub.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
}

/** The longest run of consecutive word positions among a section's matches: how much of a phrase it holds. */
export function longestRun(sub: PagefindSubResult): number {
  const positions = [...new Set(sub.locations)].sort((a, b) => a - b);
  let longest = positions.length > 0 ? 1 : 0;
  let run = 1;
  for (let i = 1; i < positions.length; i++) {
    run = positions[i] === positions[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * The section of a page that holds the longest run of the query's words in a row (for a pasted
 * message: the section that quotes it), then as `bestSubResult` decides.
 */
export function bestPhraseSubResult(data: PagefindResultData): PagefindSubResult | undefined {
  const longest = Math.max(0, ...data.sub_results.map(longestRun));
  const quoting = data.sub_results.filter((sub) => longestRun(sub) === longest);
  // Of sections that quote it alike, the one about what went wrong explains it (`Mistakes in magic
  // comments`, not `Magic comments`, which quotes the same warning in passing).
  const explaining = quoting.filter((sub) => TROUBLESHOOTING_ID.test(sub.anchor?.id ?? ''));
  const candidates = explaining.length > 0 ? explaining : quoting;
  return bestSubResult(data, (sub) => candidates.includes(sub));
}

/** Ids (English in both locales) of the sections that say what went wrong and how to fix it. */
const TROUBLESHOOTING_ID = /troubleshoot|mistake|pitfall|fail|common-reasons|common-problems/;

/** Words in a section: from its heading to the next section's (or the last match). */
function sectionLength(data: PagefindResultData, index: number): number {
  const start = data.sub_results[index]!.anchor?.location ?? 0;
  const next = data.sub_results[index + 1]?.anchor?.location;
  return (next ?? Math.max(start, ...data.sub_results[index]!.locations) + 1) - start;
}

/**
 * The section of a page that answers the query best: the one whose matches weigh most, and of two
 * that weigh the same, the shorter (a troubleshooting entry that quotes an error message, rather
 * than a long section that mentions it once).
 */
export function bestSubResult(
  data: PagefindResultData,
  candidate: (sub: PagefindSubResult) => boolean = () => true,
): PagefindSubResult | undefined {
  let best: number | undefined;
  // Sections are measured on the whole page: a section's length runs to the next section's heading.
  data.sub_results.forEach((sub, index) => {
    if (!candidate(sub)) return;
    if (best === undefined) {
      best = index;
      return;
    }
    const difference = subResultScore(sub) - subResultScore(data.sub_results[best]!);
    if (
      difference > 1e-9 ||
      (Math.abs(difference) <= 1e-9 && sectionLength(data, index) < sectionLength(data, best))
    ) {
      best = index;
    }
  });
  return best === undefined ? undefined : data.sub_results[best];
}

/**
 * A page's text as pagefind counts its words (its anchors' and sub-results' locations index them):
 * Chinese text has a zero-width space between words, other text spaces.
 */
function pageWords(data: PagefindResultData): {words: string[]; chinese: boolean} {
  const content = data.raw_content ?? '';
  const chinese = content.includes('\u200B');
  return {words: chinese ? content.split('\u200B') : content.split(/[\r\n\s]+/g), chinese};
}

/** A page's headings with an id, in the order they stand. */
function headingAnchors(data: PagefindResultData): PagefindAnchor[] {
  return (data.anchors ?? [])
    .filter((anchor) => /^h\d$/i.test(anchor.element) && anchor.id)
    .sort((a, b) => a.location - b.location);
}

/**
 * The text of each heading's section of a page (from the heading to the next one), by heading id,
 * and the page's introduction (before its first heading) under the empty id: split at the words
 * where pagefind's anchors say the headings start.
 */
export function sectionTexts(data: PagefindResultData): Map<string, string> {
  const {words, chinese} = pageWords(data);
  const headings = headingAnchors(data);
  const join = (from: number, to: number) => words.slice(from, to).join(chinese ? '' : ' ');
  const sections = new Map<string, string>([['', join(0, headings[0]?.location ?? words.length)]]);
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.location ?? words.length;
    sections.set(heading.id, join(heading.location, end));
  });
  return sections;
}

/**
 * A heading's section as pagefind writes an excerpt (escaped text), from its first words after the
 * heading: for a section the records matched by its heading, which pagefind's search has no
 * excerpt of (`compilation.hooks.seal` finds the page through other sections). Empty when the page
 * has no such heading.
 */
export function sectionLead(data: PagefindResultData, id: string): string {
  const {words, chinese} = pageWords(data);
  const headings = headingAnchors(data);
  const index = headings.findIndex((candidate) => candidate.id === id);
  const anchor = headings[index];
  if (!anchor) return '';
  const next = headings[index + 1]?.location ?? words.length;
  // pagefind writes the heading's words, then a full stop, where the anchor starts.
  const heading = anchor.text.replace(/\s+/g, chinese ? '' : ' ').trim();
  let start = anchor.location;
  let written = '';
  while (start < words.length && written.replace(/\.$/, '').length < heading.length) {
    written = (written + (chinese || !written ? '' : ' ') + words[start]).trim();
    start += 1;
  }
  // pagefind's text is escaped already; a Chinese heading's full stop is a word of its own.
  let end = start;
  let lead = '';
  while (
    end < next &&
    (chinese ? decodeEntities(lead).length < CHINESE_LEAD_CHARACTERS : end - start < EXCERPT_WORDS)
  ) {
    lead += (chinese || !lead ? '' : ' ') + words[end];
    end += 1;
  }
  return lead.replace(/^\.\s*/, '');
}

/** Text as pagefind writes an excerpt: HTML-escaped, so that `excerptParts` reads it back alike. */
export function escapeExcerpt(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The words of a page that pagefind matched, as the page writes them (`-j`, `contenthash`). */
export function matchedWords(data: PagefindResultData): string[] {
  const {words} = pageWords(data);
  const locations = new Set(data.sub_results.flatMap((sub) => sub.locations));
  return [...locations].map((location) => words[location] ?? '').filter(Boolean);
}

/** Letters a Latin query word and the word pagefind matched for it must start with alike. */
const SHARED_START = 3;

/**
 * Whether pagefind's match of a Latin query word is one: pagefind falls back to ever shorter starts
 * of a word it cannot find, down to one letter (`jjqqxk` matched the `-j` of a command-line flag),
 * so a match must share the word's first letters (three, or all of a shorter word).
 */
export function sharesStart(queryWord: string, matched: string): boolean {
  const word = matched.toLowerCase().replace(/^[^\p{L}\p{N}$_]+/u, '');
  const wanted = Math.min(SHARED_START, queryWord.length);
  return word.length >= wanted && word.slice(0, wanted) === queryWord.slice(0, wanted);
}

/** Characters of an excerpt that, found in the page's description, show it was cut out of it. */
const SUMMARY_PROBE = 12;

/**
 * Whether an excerpt was cut out of the page's summary, which the index adds under its title
 * (search-index's `withPageSummary`): the description, where pagefind's window can start inside a
 * word (块热替换 of 模块热替换), and the keywords after it, which read as a list of words, not as text.
 */
export function excerptOfSummary(excerpt: string, description: string, keywords: readonly string[]): boolean {
  const text = decode(excerpt).replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  if (keywords.some((keyword) => lower.includes(keyword.toLowerCase()))) return true;
  const summary = description.replace(/\s+/g, ' ');
  for (let start = 0; start + SUMMARY_PROBE <= text.length; start += SUMMARY_PROBE / 2) {
    if (summary.includes(text.slice(start, start + SUMMARY_PROBE))) return true;
  }
  return false;
}

/** Text of an HTML fragment: tags dropped, entities decoded. */
function decode(text: string): string {
  return decodeEntities(text.replace(/<[^>]*>/g, ''));
}

/**
 * Parts without the heading (or title) their text starts with, and its full stop: pagefind's excerpt
 * of a section opens with its heading, which the result already shows above it.
 */
function withoutStart(
  parts: {text: string; mark: boolean}[],
  heading: string,
): {text: string; mark: boolean}[] {
  const text = parts.map((part) => part.text).join('');
  const start = heading
    ? new RegExp(`^${escapeRegExp(heading)}(?:\\.\\s*|(?<=\\p{P})\\s+|\\s*$)`, 'u').exec(text)
    : null;
  if (!start) return parts;
  let drop = start[0].length;
  const kept: {text: string; mark: boolean}[] = [];
  for (const part of parts) {
    const cut = Math.min(drop, part.text.length);
    drop -= cut;
    if (cut < part.text.length) kept.push({...part, text: part.text.slice(cut)});
  }
  return kept;
}

/**
 * Splits an excerpt into plain and highlighted parts, so that it renders as text (no HTML
 * injection): `a <mark>b</mark> c` → [{text: 'a '}, {text: 'b', mark: true}, {text: ' c'}]. The
 * heading shown above it (`shownAbove`) is dropped from its start.
 */
export function excerptParts(excerpt: string, shownAbove = ''): {text: string; mark: boolean}[] {
  let parts: {text: string; mark: boolean}[] = [];
  const pattern = /<mark>(.*?)<\/mark>/gs;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last) parts.push({text: decode(excerpt.slice(last, match.index)), mark: false});
    parts.push({text: decode(match[1]!), mark: true});
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({text: decode(excerpt.slice(last)), mark: false});
  parts = withoutStart(parts, shownAbove);
  // An excerpt cut out of code can start with its punctuation (`, ], }, };`): such leading words go.
  if (parts[0] && !parts[0].mark)
    parts[0] = {text: parts[0].text.replace(/^(?:\s*[\p{P}\p{S}]+(?=\s))+\s*/u, ''), mark: false};
  return parts.filter((part) => part.text.length > 0);
}
