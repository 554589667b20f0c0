/**
 * Ranks a query against the record index (src/data/searchRecords.ts): page titles, their section,
 * and headings, as Algolia DocSearch ranks its lvl0 → lvl1 → lvl2+ hierarchy. Pure: the search box
 * merges what this returns with pagefind's full-text results (`mergeRanking`).
 */
import {ALSO_SEPARATOR, FLAG_LEVEL, sectionPriors, type SearchRecords} from '../../data/searchRecords';
import {
  escapeExcerpt,
  excerptOfSummary,
  longestRun,
  sectionLead,
  sectionTexts,
  subResultScore,
  type PagefindResultData,
  type PagefindSubResult,
} from './pagefind';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;

/**
 * Words that say nothing about which page is meant on this site: English function words, and
 * "webpack" itself (every page is about it). Dropped from a query unless nothing else is left.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been by can do does for from has have how i in into is it its my not of on or ' +
    'that the this to use using was what when where which why will with webpack ' +
    '的 了 和 与 在 是 如何 怎么 怎样 怎么办 使用 用 什么 有什么 为什么 吗 呢 我 我的 时 时候 的时候 里 ' +
    '一个 一些 自己 这个 那个 可以 能 想 要 是否 有没有 应该 ' +
    '把 将 成 被 让 给 从'
  ).split(' '),
);

/** Whether a word says nothing about which page is meant (`the`, `how`, 如何). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/**
 * Whether Chinese text is stop words only, written together: the segmenter keeps 要用 ("need to
 * use") as one word, which alone said nothing about `为什么要用 webpack`, but as the only word left
 * found any section holding it.
 */
function isStopRun(text: string): boolean {
  if (!CJK.test(text)) return false;
  const ends = [true];
  for (let end = 1; end <= text.length; end += 1) {
    ends[end] = ends.slice(0, end).some((ok, start) => ok && STOP_WORDS.has(text.slice(start, end)));
  }
  return ends[text.length]!;
}

/** Terms of a query that are ranked against the records: a long query is cut there. */
const MAX_TERMS = 12;

/** Lower case, full-width forms folded. */
function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Each word's stem, worked out once: a query's words are stemmed against every record. */
const stemsByWord = new Map<string, string>();

/** A word's stem for matching: plural and verb endings dropped (`plugins` → `plugin`). */
function stem(word: string): string {
  let base = stemsByWord.get(word);
  if (base === undefined) {
    base = stemOf(word);
    stemsByWord.set(word, base);
  }
  return base;
}

function stemOf(word: string): string {
  let base = word;
  if (base.length > 4 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 4 && /(ches|shes|sses|xes)$/.test(base)) base = base.slice(0, -2);
  else if (base.length > 3 && base.endsWith('s') && !base.endsWith('ss')) base = base.slice(0, -1);
  if (base.length > 5 && base.endsWith('ing')) base = base.slice(0, -3);
  else if (base.length > 4 && base.endsWith('ed')) base = base.slice(0, -2);
  // `splitting` → `split`, `running` → `run`.
  if (base !== word && /([b-df-hj-np-tv-z])\1$/.test(base) && !/(ss|ll|ff|zz)$/.test(base))
    base = base.slice(0, -1);
  // `write`/`writing`, `cache`/`caching`, `module`/`modules` meet at the same stem.
  if (base.length > 3 && base.endsWith('e')) base = base.slice(0, -1);
  return base;
}

/**
 * The parts of an identifier: `MiniCssExtractPlugin` → mini, css, extract, plugin;
 * `__webpack_public_path__` → webpack, public, path.
 */
function camelParts(word: string): string[] {
  const parts = word.split(/_+|(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
  return parts.length > 1 ? parts.map((part) => part.toLowerCase()) : [];
}

/** A Latin word as matched: lower case, `v4` read as `4`; undefined for a lone letter (the `t` of `can't`). */
function latinWord(raw: string): string | undefined {
  const word = raw.toLowerCase().replace(/^v(?=\d)/, '');
  return /^[a-z]$/.test(word) ? undefined : word;
}

/** The Latin words of a text as written (`MiniCssExtractPlugin`, `output`), Chinese left out. */
function rawLatinWords(text: string): string[] {
  return (text.normalize('NFKC').match(/[\p{L}\p{N}$_]+/gu) ?? []).filter((raw) => !CJK.test(raw));
}

/** Latin words of a text, lower case, with the parts of identifiers and their leading compounds. */
export function latinWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of rawLatinWords(text)) {
    const word = latinWord(raw);
    if (!word) continue;
    const parts = camelParts(raw);
    // The leading parts of a compound name it too: `splitchunks` of `SplitChunksPlugin`.
    const leading = parts.slice(1, -1).map((_, i) => parts.slice(0, i + 2).join(''));
    words.push(word, ...parts, ...leading);
  }
  return words;
}

/** A result's page: its URL without the section's `#anchor`. */
export function pageUrl(url: string): string {
  return url.replace(/#.*$/, '');
}

/** Letters and digits only (a flag keeps its dashes): `output.filename` → `outputfilename`. */
function compact(text: string): string {
  const flag = /^\s*--[a-z]/i.test(text) ? '--' : '';
  return flag + normalize(text).replace(/[^\p{L}\p{N}$_]+/gu, '');
}

/** Damerau–Levenshtein distance (optimal string alignment), stopping early once over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({length: width}, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Whether two words may be one typo apart: a typo rarely hits both of the first two letters. */
function mayBeTypo(a: string, b: string): boolean {
  return a[0] === b[0] || a[1] === b[1];
}

/** How many typos a word of this length may hold and still match. */
function typosAllowed(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

export interface QueryTerm {
  /** Lower-case word, or a run of Chinese text. */
  text: string;
  cjk: boolean;
  /** The parts of an identifier (`TerserPlugin` → terser, plugin): all of them matching is a match too. */
  parts: string[];
  /** Other words that mean the same (synonyms), matched a little lower. */
  synonyms: string[];
  /**
   * The name the word was written in (`ts-loader`, `module.hot.accept`): a section's text holds the
   * word only where it holds that name, not `ts` in one place and `loader` in another.
   */
  compound?: string;
  /**
   * The word was written as a one-word flag (`--env`): it matches that flag only, not the same word
   * at the end of a longer one (`--module-parser-javascript-import-meta-env`).
   */
  flag?: string;
  /**
   * The word is (part of) a name written as code (`DefinePlugin`, `performance.hints`): in a short
   * query, the page or entry of that name is what the other words are about.
   */
  name?: boolean;
  /**
   * Most pages hold the word (`配置`, `build`, `module`): set by the engine from the full-text
   * index. When a query has rarer words too, it decides only between matches equal in those.
   */
  common?: boolean;
  /**
   * The titles and headings use the word as written (`node`): it is not taken for a typo of another
   * word (`code`, in "Code splitting for single-file targets").
   */
  known?: boolean;
}

export interface ParsedQuery {
  terms: QueryTerm[];
  /** The query's words without punctuation or spaces, for exact title and heading matches. */
  compact: string;
  /** Synonyms of the whole query, in the same form (`代理` → `proxy`). */
  wholeSynonyms: string[];
  /**
   * The names in a query of several words, in the same form: a record that is one of them is
   * exactly what the query asks for (`output.library.type` in `output.library.type umd`).
   */
  names: string[];
  /** The query is a command-line flag (`--mode`): only flags match it by name. */
  flag: boolean;
  /** The program's command the query names (`webpack info` → `webpackinfo`), or empty. */
  command: string;
  /** The query as typed, lower case, for a match to the letter (`import()`). */
  literal: string;
  /**
   * The query is or holds a name (`output.filename`, `processAssets`, `__webpack_public_path__`,
   * `--mode`, `import()`): a record that is exactly it comes before one that is only higher up.
   */
  identifier: boolean;
  /**
   * A short query that names something as code (`DefinePlugin 定义全局常量`, `devServer 端口`): records
   * whose title or headings hold the name come before those that only mention it in their text.
   */
  named: boolean;
}

/** A query with no spaces that is written as a name: dotted, camel case, with `_`, `$`, `()` or `--`. */
function isIdentifier(query: string): boolean {
  return !/\s/.test(query) && (/[.$_()]/.test(query) || /^--/.test(query) || /.[A-Z]/.test(query));
}

/**
 * A token written as code, not as prose: camel case (`splitChunks`), a dotted path (`output.path`),
 * a flag, a call or a `__name__`. Unlike `isIdentifier`, not capitals alone (`CSS`, `URL`), which
 * prose writes too.
 */
function isCodeName(token: string): boolean {
  return /[a-z][A-Z]|[\p{L}\d]\.[\p{L}]|^--\w|\w\(\)|__\w/u.test(token);
}

/** Terms of more than this many words are a sentence or a pasted message, not a name with a topic. */
const MAX_NAMED_TERMS = 5;

/**
 * How many words a query's terms are: its Latin terms, and each run of Chinese it wrote as one word,
 * however the segmenter cut it (自定义服务器 came out as 自 | 定义 | 服务 | 器, four terms).
 */
function wordsOf(terms: readonly QueryTerm[], written: string): number {
  const chineseRuns = written.match(CJK_RUN)?.length ?? 0;
  return (
    terms.filter((term) => !term.cjk).length + Math.min(chineseRuns, terms.filter((term) => term.cjk).length)
  );
}

/**
 * Chinese words of a run, by the browser's (or Node's) word segmenter. Segmenters without a Chinese
 * dictionary cut many words into characters (模块 → 模 | 块, 摇树优化 → 摇 | 树 | 优化): a run of
 * single characters is joined back into one term, since one character matches almost anything.
 */
export function chineseWords(run: string): string[] {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return [run];
  const segmenter = new Intl.Segmenter('zh', {granularity: 'word'});
  const words: string[] = [];
  let singles = '';
  for (const {segment} of segmenter.segment(run)) {
    if (!segment.trim()) continue;
    if ([...segment].length === 1) {
      singles += segment;
      continue;
    }
    if (singles) words.push(singles);
    singles = '';
    words.push(segment);
  }
  if (singles) words.push(singles);
  return words;
}

/** Each word of a name written with dashes, dots or slashes (`ts-loader`) → that name. */
function compoundsOf(text: string): Map<string, string> {
  const compounds = new Map<string, string>();
  for (const token of text.split(/\s+/)) {
    const name = token.replace(/^[^\p{L}\p{N}$_]+|[^\p{L}\p{N}$_()]+$/gu, '');
    const words = rawLatinWords(name).map(latinWord).filter(Boolean);
    if (words.length < 2 || CJK.test(name)) continue;
    for (const word of words) if (!compounds.has(word!)) compounds.set(word!, name);
  }
  return compounds;
}

/**
 * The terms of a query. A run of Chinese text stays one term when a record or synonym contains it
 * whole (matched as a substring), and is also split into words by the segmenter, so that a phrase
 * the site never writes as such still matches its parts.
 */
export function parseQuery(
  query: string,
  synonyms: ReadonlyMap<string, readonly string[]>,
  optionPaths: ReadonlySet<string> = new Set(),
  commands: ReadonlySet<string> = new Set(),
): ParsedQuery {
  // A flag pasted with its value (`--max-old-space-size=4096`) asks about the flag.
  const written = query.replace(/(--[a-z][\w-]*)=\S*/gi, '$1');
  const text = normalize(written);
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (word: string, cjk: boolean, parts: string[] = [], compound?: string, name?: boolean) => {
    if (seen.has(word)) return;
    seen.add(word);
    terms.push({text: word, cjk, parts, synonyms: [...(synonyms.get(word) ?? [])], compound, name});
  };
  const compounds = compoundsOf(text);
  // Known phrases stay one term: `hot reload`, and in Chinese text, where no space separates words,
  // the longest known terms first (`开启模块热替换` → 开启, 模块热替换).
  const phrases = [...synonyms.keys()]
    .filter((key) => key.includes(' ') || CJK.test(key))
    .sort((a, b) => b.length - a.length);
  let rest = ` ${text} `;
  for (const phrase of phrases) {
    const spaced = CJK.test(phrase) ? phrase : ` ${phrase} `;
    if (!rest.includes(spaced)) continue;
    add(phrase, CJK.test(phrase));
    rest = rest.split(spaced).join(' ');
  }
  for (const run of rest.match(CJK_RUN) ?? []) {
    if (run.length <= 2) add(run, true);
    else for (const word of chineseWords(run)) add(word, true);
  }
  for (const raw of rawLatinWords(written)) {
    const word = latinWord(raw);
    // A word already taken into a phrase is not a term of its own.
    if (word && (rest.includes(` ${word} `) || !terms.some((term) => term.text.split(' ').includes(word)))) {
      const compound = compounds.get(word);
      add(word, false, camelParts(raw), compound, isCodeName(compound ?? raw));
    }
  }
  const tokens = written.trim().split(/\s+/);
  for (const token of tokens) {
    const flag = /^--[a-z][\w-]*$/i.test(token) ? token.toLowerCase() : '';
    let term = terms.find((candidate) => `--${candidate.text}` === flag);
    // webpack-cli's `--no-cache` switches `--cache` off: its words are `no` and the flag's.
    if (!term && flag.startsWith('--no-')) {
      term = terms.find((candidate) => `--${candidate.text}` === `--${flag.slice(5)}`);
      const no = terms.findIndex((candidate) => candidate.text === 'no');
      if (term && no >= 0) terms.splice(no, 1);
    }
    // A flag is a name written as code, like `DefinePlugin`: `--progress 显示构建进度` asks about it.
    if (term) Object.assign(term, {flag, name: true});
  }
  // The same thing said twice, in two languages (`公共路径 publicPath`), is one term.
  const meaningful = terms.filter(
    (term, index) =>
      !STOP_WORDS.has(term.text) &&
      !isStopRun(term.text) &&
      !terms.slice(0, index).some((earlier) => earlier.synonyms.map(compact).includes(compact(term.text))),
  );
  // A pasted stack trace can hold thousands of words; its first ones say what it is about.
  const kept = (meaningful.length > 0 ? meaningful : terms).slice(0, MAX_TERMS);
  const whole = kept.length === 1 ? kept[0]!.synonyms.map(compact) : [];
  const flag = /^--[a-z]/i.test(written.trim());
  const names = tokens.length > 1 ? tokens.filter(isIdentifier).map(compact) : [];
  // A package's name typed alone (`webpack-sources`): a name, stop words and all.
  const packageName = tokens.length === 1 && compounds.size > 0;
  const command = commandIn(tokens, commands);
  if (command) {
    // The command's word is a name, like a flag's: `webpack build 多个入口` asks about `build`.
    const term = terms.find((candidate) => candidate.text === command.word);
    if (term) term.name = true;
  }
  if (names.length === 0) names.push(...spacedPath(tokens, optionPaths));
  return {
    terms: kept,
    compact: packageName
      ? compact(written)
      : (flag ? '--' : '') + compact(kept.map((term) => term.text).join(' ')),
    wholeSynonyms: whole,
    names,
    flag,
    literal: text.trim(),
    command: command?.name ?? '',
    identifier:
      isIdentifier(written.trim()) ||
      names.length > 0 ||
      command !== undefined ||
      // The entry that is the package's name wins over a title that holds a word of it.
      packageName,
    named:
      wordsOf(kept, written) <= MAX_NAMED_TERMS &&
      kept.some((term) => term.name) &&
      kept.some((term) => !term.name),
  };
}

/**
 * A program's command that the query starts with, as typed in a terminal (`webpack info`,
 * `npx webpack configtest`), by its compacted name, and the command's word as a query term. Only at
 * the start: in prose the same words are a noun (`debug a webpack build`).
 */
function commandIn(
  tokens: readonly string[],
  commands: ReadonlySet<string>,
): {name: string; word: string} | undefined {
  const start = /^(npx|pnpm|yarn)$/i.test(tokens[0] ?? '') ? 1 : 0;
  const [program, word] = tokens.slice(start, start + 2);
  if (!program || !word) return undefined;
  const name = compact(`${program} ${word}`);
  return commands.has(name) ? {name, word: normalize(word)} : undefined;
}

/**
 * An option's path that the query is or starts with, written with spaces instead of dots
 * (`output library type umd` → `output.library.type`, `splitchunks minsize` → `splitChunks.minSize`):
 * as a name, like `output.library.type umd`, so the entry that is that path comes before a higher
 * heading that holds its words (`Relation to splitChunks.minSize`).
 */
function spacedPath(tokens: readonly string[], optionPaths: ReadonlySet<string>): string[] {
  for (let length = tokens.length; length >= 2; length--) {
    const start = tokens.slice(0, length);
    if (start.some((token) => CJK.test(token))) continue;
    const path = compact(start.join(' '));
    if (optionPaths.has(path)) return [path];
  }
  return [];
}

/** A record's text prepared for matching. */
interface Candidate {
  text: string;
  compact: string;
  words: string[];
  stems: string[];
  /** Stems of the parts of a dotted path (`optimization.splitChunks.cacheGroups`), compacted. */
  segments: string[];
}

function candidate(text: string): Candidate {
  const words = latinWords(text);
  const segments =
    text.includes('.') && !/\s/.test(text.trim())
      ? normalize(text)
          .split('.')
          .map((part) => stem(compact(part)))
      : [];
  return {text: normalize(text), compact: compact(text), words, stems: words.map(stem), segments};
}

/** How a query term matches a text, from worst to best. */
const NONE = 0;
/** Two typos away, which a word of eight letters or more may hold (`extenals` of `extends`). */
const TWO_TYPOS = 0.5;
/** One typo away, or inside a compound word. */
const TYPO = 1;
/** The start of a longer word: `splitchunk` of `splitChunks`. */
const PARTIAL = 2;
/** The word itself (or its stem), or the Chinese text as written. */
const FULL = 3;

/** How one Latin word matches a candidate (`typos`: whether a word a typo apart counts). */
function wordMatch(word: string, target: Candidate, typos = true): number {
  const wordStem = stem(word);
  const allowed = typos ? typosAllowed(word) : 0;
  let best = NONE;
  for (let i = 0; i < target.words.length; i++) {
    const other = target.words[i]!;
    if (other === word || target.stems[i] === wordStem) return FULL;
    if (word.length >= 3 && other.startsWith(word)) best = PARTIAL;
    else if (best < TYPO && allowed > 0 && mayBeTypo(word, other)) {
      const distance = editDistance(word, other, allowed);
      if (distance === 1) best = TYPO;
      else if (distance === 2 && allowed === 2) best = TWO_TYPOS;
    }
  }
  // Inside a compound but not at a word's start (`serve` in `devServer`): as weak as a typo.
  if (best < TYPO && word.length >= 4 && target.compact.includes(word)) best = TYPO;
  return best;
}

/** How a text written as a phrase (a multi-word or Chinese synonym) matches a candidate. */
function phraseMatch(phrase: string, target: Candidate): number {
  if (CJK.test(phrase)) return target.text.includes(phrase) ? FULL : NONE;
  if (!phrase.includes(' ')) return wordMatch(phrase, target);
  if (target.text.includes(phrase)) return FULL;
  // Written as one name: `performance hints` is `performance.hints`, `lazy compilation` a part of
  // `experiments.lazyCompilation`.
  const joined = compact(phrase);
  if (joined === target.compact || target.segments.includes(stem(joined))) return FULL;
  return target.compact.includes(joined) ? PARTIAL : NONE;
}

/**
 * Whether a text holds a flag as a whole (`--env`, not the end of `--import-meta-env`); `--no-x`
 * also matches the `--x` it switches off, whose row lists both.
 */
function holdsFlag(text: string, flag: string): boolean {
  let pattern = flagPatterns.get(flag);
  if (!pattern) {
    const forms = flag.startsWith('--no-') ? [flag, `--${flag.slice(5)}`] : [flag];
    pattern = new RegExp(`(?<![\\w-])(?:${forms.join('|')})(?![\\w-])`);
    flagPatterns.set(flag, pattern);
  }
  return pattern.test(text);
}

/** Each flag's pattern, built once: `holdsFlag` runs for every record of every query. */
const flagPatterns = new Map<string, RegExp>();

/**
 * Each term's matches, by candidate: a page's title, path and section, and a heading's ancestors, are
 * the context of every heading under them, and would be matched again for each.
 */
const termMatches = new WeakMap<QueryTerm, WeakMap<Candidate, number>>();

/** How a term (or one of its synonyms, or all of its parts) matches a candidate. */
function termMatch(term: QueryTerm, target: Candidate): number {
  let matches = termMatches.get(term);
  if (!matches) {
    matches = new WeakMap();
    termMatches.set(term, matches);
  }
  let match = matches.get(target);
  if (match === undefined) {
    match = matchTerm(term, target);
    matches.set(target, match);
  }
  return match;
}

function matchTerm(term: QueryTerm, target: Candidate): number {
  if (term.flag) return holdsFlag(target.text, term.flag) ? FULL : NONE;
  let best =
    term.cjk || term.text.includes(' ')
      ? phraseMatch(term.text, target)
      : wordMatch(term.text, target, !term.known);
  if (best < FULL && term.parts.length > 0) {
    best = Math.max(best, Math.min(...term.parts.map((part) => wordMatch(part, target))));
  }
  for (const synonym of term.synonyms) {
    if (best === FULL) break;
    best = Math.max(best, phraseMatch(synonym, target));
  }
  return best;
}

export interface RecordHit {
  page: number;
  /** Index into `records.headings`, or undefined for the page itself. */
  heading?: number;
  /** Rank key: higher is better (see `rankKey`). */
  key: number;
  /** The key at the title's level: within one page, a heading matched as well as a keyword lands the page. */
  asTitle: number;
  /** Whether the record is one of the page's keywords. */
  keyword?: boolean;
}

/**
 * The rank key of a match, compared as one number but built like Algolia's tie-breaking criteria,
 * each deciding only between matches equal in all the ones before it: whether a contributors' page
 * matched in its title or headings (`CONTRIBUTORS_PRIOR`), how many query words match
 * (in the record, the headings above it, its page's title or section, or the text under it), how
 * many of them the record's title and headings hold, the common words matched, how few words only
 * with a typo, the level of the record (a page's title, then h2 … h6; the body text of the
 * full-text search last), whether the record is exactly the query, how many query words the page's
 * title holds, the page's prior (the section's: concepts before API, readers' pages before
 * contributors'), how the full-text search scores the text under the heading, how much of the
 * record the query covers, then the page's place in the full-text results.
 */
function rankKey(
  parts: {
    /** 1 when the record's title or headings hold the name of a named query (`ParsedQuery.named`). */
    named?: number;
    words: number;
    /** Of those, the words its title or headings hold (not only the text under them). */
    hierarchy: number;
    /** Of those, the words the record itself holds (not the headings above it). */
    own: number;
    /** How rare the words the record itself holds are among the titles and headings (0…1). */
    rarity?: number;
    /** Common words matched (not counted in `words`). */
    common: number;
    typos: number;
    level: number;
    exact: number;
    titleWords: number;
    /** The page's section prior (-4…4). */
    prior: number;
    /** The full-text score of the text under the heading, against the page's best section's (0…1). */
    section?: number;
    coverage: number;
    /** Points for the page's place in the full-text results (0…99). */
    fullText: number;
  },
  identifier = false,
): number {
  const level = 9 - parts.level;
  // A heading nested five deep (h5, h6) is a detail of the entry above it: found by its name, it
  // does not win as the name over a title or an entry (`publicPath`: the guide, not a README's
  // loader option; `node.__dirname`: the option, not `module.parser.javascript.node.__dirname`).
  const exact =
    parts.level >= DETAIL_LEVEL && parts.level < FLAG_LEVEL ? Math.min(parts.exact, 2) : parts.exact;
  // For a name (an option path, a hook), the record that is that name wins over a higher level.
  const [first, second] = identifier ? [exact, level] : [level, exact];
  // Each criterion is a digit (the last one two): [value, largest value].
  const criteria: [number, number][] = [
    [parts.named ?? 0, 1],
    [parts.prior === CONTRIBUTORS_PRIOR && parts.hierarchy === 0 ? 0 : 1, 1],
    [parts.words, 9],
    [parts.hierarchy, 9],
    [parts.own, 9],
    [parts.common, 9],
    [9 - parts.typos, 9],
    [first, 9],
    [second, 9],
    [parts.titleWords, 9],
    [Math.round((parts.rarity ?? 0) * 9), 9],
    [parts.prior + 4, 8],
    [Math.round((parts.section ?? 0) * 9), 9],
    [Math.round(parts.coverage * 9), 9],
    [Math.round(parts.fullText), 99],
  ];
  return criteria.reduce(
    (key, [value, largest]) => key * (largest < 10 ? 10 : 100) + Math.max(0, Math.min(largest, value)),
    0,
  );
}

/**
 * The prior of the contributors' pages (writers' guide, release process, translation status…). Their
 * text alone does not rank them: it names webpack's features as often as the readers' pages do
 * (the writers' guide's glossary table lists `library`, `npm` and `bundle` in one section, which
 * came first for `how to bundle a library for npm`). Found by their title or headings, they rank
 * as any page (`write a custom loader`).
 */
const CONTRIBUTORS_PRIOR = sectionPriors.contribute;

/** The first heading level whose records are details of an entry (`rankKey`). */
const DETAIL_LEVEL = 5;

/** Level of a full-text match (body text), below every heading and flag. */
const BODY_LEVEL = FLAG_LEVEL + 1;

/** Letters and digits of the last part of a dotted path: `devServer.proxy` → `proxy`. */
function leaf(text: string): string {
  if (/\s/.test(text.trim()) || !text.includes('.')) return '';
  const parts = normalize(text).split('.');
  return compact(parts[parts.length - 1]!);
}

/**
 * Whether a heading is an option's full path that the query (`whole`: its compact forms) names by
 * its end, two parts or more: `optimization.splitChunks.chunks` for `splitChunks.chunks` (or
 * `splitChunks chunks`).
 */
function isFullPathOf(whole: readonly string[], raw: string): boolean {
  const text = raw.trim();
  if (/\s/.test(text)) return false;
  const parts = text.split('.');
  for (let start = 1; start <= parts.length - 2; start++) {
    if (whole.includes(compact(parts.slice(start).join('.')))) return true;
  }
  return false;
}

/**
 * 6 when the record is the full path of the option the query names by its end (the reference's
 * `optimization.splitChunks.chunks`, not a plugin page's `splitChunks.chunks` section about the same
 * option), 5 when it is the option the query names with spaces or in other words (`performance
 * hints`), 4 when the record is the query to the letter (`import()`), 3 when it is the query's words
 * (`externalsPresets node` is `externalsPresets.node`) or the command it names (`webpack info`), 2
 * when it is one name the query holds or the last part of its dotted path is the query, else 0.
 */
function exactness(query: ParsedQuery, target: Candidate, raw: string): number {
  // The query as typed, or as corrected (`splitChunks maxAsyncRequets`), or its synonyms.
  const whole = [query.compact, ...query.wholeSynonyms].filter(Boolean);
  if (isFullPathOf(whole, raw)) return 6;
  // The option whose path the query writes with spaces or names in other words (`performance hints`
  // and 性能提示 are `performance.hints`), before a heading of the same words ("Performance hints").
  const {compact: path} = target;
  if (target.segments.length >= 2 && (query.names.includes(path) || query.wholeSynonyms.includes(path)))
    return 5;
  // A method's heading names it with its parameters: `this.getOptions(schema)` is `this.getOptions`.
  const callee = /^[\w.$]+\(.+\)$/.test(target.text.trim()) ? target.text.trim().replace(/\(.*\)$/, '') : '';
  if (query.literal && (query.literal === target.text.trim() || query.literal === callee)) return 4;
  // A command or flag the query names, among the names of the entry (`webpack info, webpack
  // version`; `--server-type, --server-options-key` of `devServer.server`).
  const named = [query.command, ...query.names.filter((name) => name.startsWith('--'))].filter(Boolean);
  if (named.length > 0 && raw.split(ALSO_SEPARATOR).some((name) => named.includes(compact(name)))) return 3;
  const leafText = leaf(raw);
  // The same or for a plural (`cache group` and `cacheGroups`).
  const stems = [target.compact, stem(target.compact)];
  const leaves = leafText ? [leafText, stem(leafText)] : [];
  const is = (texts: string[], among: string[]) =>
    texts.some((text) => among.includes(text) || among.includes(stem(text)));
  if (is(whole, stems)) return 3;
  if (is([...whole, ...query.names], leaves) || is(query.names, stems)) return 2;
  // One word against one word: the same stem is the same (`target` and `Targets`).
  if (query.terms.length === 1 && target.words.length === 1 && stem(query.compact) === target.stems[0])
    return 2;
  return 0;
}

/** A section's text under its heading, for whole-word matches only (no typos: it is long). */
interface Body {
  text: string;
  /** Its Latin words and their stems. */
  words: Set<string>;
}

function body(text: string): Body {
  const words = latinWords(text);
  return {text: normalize(text), words: new Set([...words, ...words.map(stem)])};
}

/** Two texts as one (a page's introduction and its description). */
function joinBodies(first: Body | undefined, second: Body): Body {
  if (!first) return second;
  return {text: `${first.text} ${second.text}`, words: new Set([...first.words, ...second.words])};
}

/** A page's sections prepared for matching (by heading id), made once per page and kept. */
function sectionBodies(prepared: PreparedRecords, url: string, data: PagefindResultData): Map<string, Body> {
  let bodies = prepared.sectionBodies.get(url);
  if (!bodies) {
    bodies = new Map([...sectionTexts(data)].map(([id, text]) => [id, body(text)]));
    prepared.sectionBodies.set(url, bodies);
  }
  return bodies;
}

/** Whether a section's text holds a term (as written, by its stem, all its parts, or a synonym). */
function bodyHolds(term: QueryTerm, section: Body): boolean {
  if (term.flag) return holdsFlag(section.text, term.flag);
  if (term.compound) return section.text.includes(term.compound);
  const holds = (text: string) => {
    if (CJK.test(text)) return section.text.includes(text);
    // A phrase written as one name counts too: `content hash` is `[contenthash]`.
    if (text.includes(' ')) return section.text.includes(text) || section.words.has(compact(text));
    return section.words.has(text) || section.words.has(stem(text));
  };
  if (holds(term.text) || term.synonyms.some(holds)) return true;
  return term.parts.length > 0 && term.parts.every(holds);
}

/** Whether a section holds a term: in its text, or in its heading and the headings around it. */
function sectionHolds(term: QueryTerm, text: Body, around: readonly Candidate[]): boolean {
  return bodyHolds(term, text) || around.some((heading) => termMatch(term, heading) > NONE);
}

/**
 * Matches a query against one record's text, with the words around it (its page's title, section,
 * enclosing headings) and, for a heading found by the full-text search, the text of its section:
 * as a DocSearch record holds its hierarchy and its content, `proxy api requests to a backend`
 * matches the `devServer.proxy` heading by one word and its section by the rest.
 */
function matchRecord(
  query: ParsedQuery,
  main: Candidate,
  raw: string,
  context: readonly Candidate[],
  {
    section,
    textAlone = Infinity,
    rarities,
  }: {
    /** The text under the record: a heading's section, a title's description or introduction. */
    section?: Body;
    /** The record may match by its text alone when that holds this many of the query's rarer words. */
    textAlone?: number;
    /** Each term's weight by how few titles and headings hold it (`termRarities`). */
    rarities?: ReadonlyMap<QueryTerm, number>;
  } = {},
):
  | {
      named: number;
      words: number;
      hierarchy: number;
      own: number;
      rarity: number;
      common: number;
      typos: number;
      exact: number;
      coverage: number;
    }
  | undefined {
  const {terms} = query;
  let words = 0;
  let hierarchy = 0;
  let common = 0;
  let typos = 0;
  let matched = 0;
  let own = 0;
  let covered = 0;
  let rare = 0;
  let namesHeld = query.named;
  for (const term of terms) {
    const quality = termMatch(term, main);
    if (quality > NONE) {
      matched += 1;
      // In a named Chinese query the common words say what about the name (需要手动添加吗): a heading
      // that says them is the answer more than the title that holds only the name.
      if (!term.common || (query.named && term.cjk)) own += 1;
      if (!term.common) rare += rarities?.get(term) ?? 0;
      covered += term.text.length;
    }
    const best = Math.max(quality, ...context.map((other) => termMatch(term, other)));
    if (term.name && best === NONE) namesHeld = false;
    const held = best > NONE || (section !== undefined && bodyHolds(term, section));
    if (term.common) common += held ? 1 : 0;
    else {
      if (best > NONE) hierarchy += 1;
      if (held) words += 1;
    }
    // A typo costs two, the start of a longer word one (`serve` of `DevServer`).
    if (best === TYPO) typos += 2;
    if (best === TWO_TYPOS) typos += 4;
    if (best === PARTIAL) typos += 1;
  }
  if (matched === 0 && words < textAlone) return undefined;
  if (query.flag && !main.text.startsWith('--')) return undefined;
  return {
    named: namesHeld ? 1 : 0,
    words,
    hierarchy,
    own,
    rarity: rare,
    common,
    typos,
    exact: exactness(query, main, raw),
    // Measured against the stem, so that `target` covers all of `Targets`.
    coverage: Math.min(1, covered / (stem(main.compact).length || 1)),
  };
}

/** Prepared records, built once per index. */
export interface PreparedRecords {
  records: SearchRecords;
  pages: Candidate[];
  /** Each page's keywords. */
  keywords: Candidate[][];
  /** Each page's description, as the text under its title. */
  descriptions: Body[];
  /**
   * The Chinese words of each page's description, which name the page as its title does: a package
   * page's title is a name (CopyWebpackPlugin), a Chinese reader asks for what it does (复制静态资源).
   */
  chineseSummaries: Candidate[];
  sections: Candidate[];
  headings: {main: Candidate; also?: Candidate}[];
  /**
   * Each heading's ancestors on its page (the h2 above an h3…), nearest first: DocSearch's lvl2…lvl5
   * of a record, so that `webpackChunkName 魔法注释` finds the entry under the 魔法注释 heading.
   */
  ancestors: number[][];
  /** Each page's headings (indexes into `headings`). */
  headingsOf: number[][];
  /** The sections of the pages the full-text search returned so far, by URL (filled as they come). */
  sectionBodies: Map<string, Map<string, Body>>;
  /** The words of each page's path. */
  paths: Candidate[];
  synonyms: Map<string, string[]>;
  /** Every Latin word of the titles and headings, and their stems. */
  words: Set<string>;
  stems: Set<string>;
  /** Those of four letters or more without digits: what a misspelt word is corrected to. */
  vocabulary: string[];
  /** The headings that are dotted paths (`output.library.type`), compacted: `parseQuery`'s `optionPaths`. */
  optionPaths: Set<string>;
  /** The commands headings name (`webpack info`), compacted: `parseQuery`'s `commands`. */
  commands: Set<string>;
  pageByUrl: Map<string, number>;
  /**
   * The Chinese text of the titles, keywords, headings and synonyms, each run once: what a typo is
   * corrected to.
   */
  chineseRuns: string[];
  /** Each Chinese character → its group of characters read alike (`records.homophones`). */
  homophones: Map<string, number>;
}

/** Each term of every synonym group → the other terms of its groups. */
function synonymMap(groups: readonly (readonly string[])[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const group of groups) {
    for (const term of group) {
      const others = map.get(term) ?? [];
      for (const other of group) if (other !== term && !others.includes(other)) others.push(other);
      map.set(term, others);
    }
  }
  return map;
}

/** Each heading's enclosing headings: the nearest one above it of each lower level. */
function headingAncestors(headings: SearchRecords['headings']): number[][] {
  const open: number[] = [];
  return headings.map(([page, level], index) => {
    while (open.length > 0) {
      const [openPage, openLevel] = headings[open[open.length - 1]!]!;
      if (openPage === page && openLevel < level) break;
      open.pop();
    }
    const ancestors = [...open].reverse();
    open.push(index);
    return ancestors;
  });
}

export function prepareRecords(records: SearchRecords): PreparedRecords {
  const pages = records.pages.map(([, title]) => candidate(title));
  const headings = records.headings.map(([, , text, , also]) => ({
    main: candidate(text),
    also: also ? candidate(also) : undefined,
  }));
  const words = new Set<string>();
  for (const candidate of [...pages, ...headings.map(({main}) => main)]) {
    for (const word of candidate.words) words.add(word);
  }
  const vocabulary = [...words].filter((word) => word.length >= 4 && !/\d/.test(word));
  const keywords = records.pages.map(([, , , , pageKeywords]) => pageKeywords.map(candidate));
  return {
    records,
    pages,
    keywords,
    descriptions: records.pages.map(([, , , , , description]) => body(description)),
    chineseSummaries: records.pages.map(([, , , , , description]) =>
      candidate((description.match(CJK_RUN) ?? []).join(' ')),
    ),
    sections: records.sections.map(candidate),
    paths: records.pages.map(([url]) => pathCandidate(url)),
    headings,
    ancestors: headingAncestors(records.headings),
    sectionBodies: new Map(),
    headingsOf: records.headings.reduce<number[][]>(
      (byPage, [page], index) => {
        byPage[page]!.push(index);
        return byPage;
      },
      records.pages.map(() => []),
    ),
    synonyms: synonymMap(records.synonyms),
    words,
    stems: new Set([...words].map(stem)),
    vocabulary,
    optionPaths: new Set(
      headings.filter(({main}) => main.segments.length >= 2).map(({main}) => main.compact),
    ),
    commands: new Set(
      records.headings.flatMap(([, , , , also]) =>
        also
          .split(ALSO_SEPARATOR)
          .filter((name) => name.includes(' '))
          .map(compact),
      ),
    ),
    pageByUrl: new Map(records.pages.map(([url], index) => [url, index])),
    // The synonyms' Chinese words too: readers' words (摇树优化) that the headings write in English.
    chineseRuns: [
      ...new Set(
        [...pages, ...keywords.flat(), ...headings.map(({main}) => main)]
          .map(({text}) => text)
          .concat(records.synonyms.flat())
          .flatMap((text) => text.match(CJK_RUN) ?? []),
      ),
    ],
    homophones: homophoneMap(records.homophones ?? []),
  };
}

function homophoneMap(groups: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  groups.forEach((group, index) => {
    for (const character of group) map.set(character, index);
  });
  return map;
}

/** Whether two Chinese characters are read alike (their usual readings, tones aside). */
function readAlike(a: string, b: string, prepared: PreparedRecords): boolean {
  const group = prepared.homophones.get(a);
  return group !== undefined && prepared.homophones.get(b) === group;
}

/**
 * The Chinese word of the titles, keywords and headings that a Chinese term no record holds was
 * most likely meant as: the same length, each character the same or read alike, one at least the
 * same (调式 → 调试, 勾子 → 钩子, 环境变亮 → 环境变量); the most frequent when several are.
 */
function chineseTypoFix(term: string, prepared: PreparedRecords): string | undefined {
  const characters = [...term];
  if (characters.length < 2 || prepared.homophones.size === 0) return undefined;
  const held = (text: string) => text.includes(term);
  if (
    prepared.chineseRuns.some(held) ||
    prepared.descriptions.some(({text}) => held(text)) ||
    prepared.synonyms.has(term)
  ) {
    return undefined;
  }
  const found = new Map<string, number>();
  for (const run of prepared.chineseRuns) {
    const runCharacters = [...run];
    for (let start = 0; start + characters.length <= runCharacters.length; start++) {
      const window = runCharacters.slice(start, start + characters.length);
      let same = 0;
      const alike = window.every((character, index) => {
        if (character === characters[index]) return ++same > 0;
        return readAlike(characters[index]!, character, prepared);
      });
      if (alike && same > 0) {
        const word = window.join('');
        found.set(word, (found.get(word) ?? 0) + 1);
      }
    }
  }
  let best: string | undefined;
  for (const [word, count] of found) if (best === undefined || count > found.get(best)!) best = word;
  return best;
}

/** Queries of more words than this are not corrected. */
const MAX_TERMS_TO_CORRECT = 3;

/** Whether a word is one the titles and headings use (as such, by its stem, or as a word's start). */
function isKnown(word: string, prepared: PreparedRecords): boolean {
  if (prepared.words.has(word) || prepared.stems.has(stem(word))) return true;
  return word.length >= 3 && prepared.vocabulary.some((known) => known.startsWith(word));
}

/**
 * The query with each word that no title or heading uses replaced by the closest word that one
 * does (`contenthsah` → `contenthash`), and how many words were replaced. The full-text search is
 * given the corrected query first: pagefind matches words only as they are written. `reread` when
 * the corrected query must be parsed again: a Chinese fix makes other words (环境变亮 → 环境变量),
 * and a word corrected to a stop word (`webpak` → `webpack`) is no term at all.
 */
export function spellingFixes(
  query: ParsedQuery,
  prepared: PreparedRecords,
): {text: string; fixes: number; reread?: boolean} {
  let text = query.literal;
  let fixes = 0;
  let reread = false;
  // A Chinese typo is a character read alike, which an input method offered in place of the right one.
  for (const term of query.terms) {
    const fix = term.cjk ? chineseTypoFix(term.text, prepared) : undefined;
    if (fix && text.includes(term.text)) {
      text = text.replace(term.text, fix);
      fixes += 1;
      reread = true;
    }
  }
  // A long query is pasted, not typed: its words are right even where no heading uses them.
  if (query.terms.length > MAX_TERMS_TO_CORRECT) return {text, fixes, ...(reread && {reread})};
  for (const term of query.terms) {
    if (term.cjk || typosAllowed(term.text) === 0 || isKnown(term.text, prepared)) continue;
    let best: string | undefined;
    let bestDistance = typosAllowed(term.text) + 1;
    for (const word of prepared.vocabulary) {
      if (!mayBeTypo(term.text, word)) continue;
      const distance = editDistance(term.text, word, bestDistance - 1);
      if (distance < bestDistance) {
        best = word;
        bestDistance = distance;
      }
    }
    if (best) {
      // The whole word only (`contenthsah`, not the same letters inside another word).
      const word = new RegExp(
        `(?<![\\p{L}\\p{N}$_])${term.text.replace(/[$]/g, '\\$&')}(?![\\p{L}\\p{N}$_])`,
        'gu',
      );
      text = text.replace(word, best);
      fixes += 1;
      // Not a name with a version (`webpack5`), whose digits say which page.
      if (STOP_WORDS.has(best) && !/\d/.test(term.text)) reread = true;
    }
  }
  return {text, fixes, ...(reread && {reread})};
}

/**
 * The query to rank the records with: as corrected (`spellingFixes`), it is also the query a record
 * may be exactly (`sorce map` is Devtool's keyword `source maps`, as `source map` is); the typo
 * still counts against every record it matched.
 */
export function withCorrection(
  query: ParsedQuery,
  prepared: PreparedRecords,
  fixed: {text: string; fixes: number},
): ParsedQuery {
  if (fixed.fixes === 0) return query;
  const corrected = parseQuery(fixed.text, prepared.synonyms, prepared.optionPaths).compact;
  return {...query, wholeSynonyms: [...query.wholeSynonyms, corrected]};
}

/** The query with the words the titles and headings use as written marked `known`. */
export function markKnownWords(query: ParsedQuery, prepared: PreparedRecords): ParsedQuery {
  return {
    ...query,
    terms: query.terms.map((term) => (prepared.words.has(term.text) ? {...term, known: true} : term)),
  };
}

/** Words of a page's path (`/api/node/` → api, node): the URL names the page too. */
function pathCandidate(url: string): Candidate {
  return candidate(
    url
      .replace(/^\/zh\//, '/')
      .split('/')
      .join(' '),
  );
}

/** What names a page besides its title: the words of its path and its section's label. */
function pageContext(prepared: PreparedRecords, page: number): Candidate[] {
  const section = prepared.records.pages[page]![2];
  return [prepared.paths[page]!, ...(section >= 0 ? [prepared.sections[section]!] : [])];
}

/** What is around a heading: its enclosing headings, its page's title and the page's context. */
function headingContext(prepared: PreparedRecords, heading: number): Candidate[] {
  const [page] = prepared.records.headings[heading]!;
  const around = prepared.ancestors[heading]!.map((ancestor) => prepared.headings[ancestor]!.main);
  return [...around, prepared.pages[page]!, ...pageContext(prepared, page)];
}

/** How many of the query's terms (the rarer ones, when it has both) a page's title holds. */
function titleWordsOf(query: ParsedQuery, prepared: PreparedRecords, page: number): number {
  return query.terms.filter((term) => !term.common && termMatch(term, prepared.pages[page]!) > NONE).length;
}

/**
 * A page whose description holds this many of the query's rarer words matches even when its title
 * holds none of them: `webpack 和 vite 有什么区别` finds Comparison (对比), whose description names
 * Vite and says what differs.
 */
const DESCRIPTION_WORDS = 2;

/**
 * Each rarer term's share of the query's weight, by how few titles and headings hold it (an inverse
 * document frequency over the records): of two headings that hold as many of the query's words,
 * the one with the rarer words answers it (`load fonts referenced from css`: "Loading fonts", not
 * "Loading CSS").
 */
function termRarities(query: ParsedQuery, prepared: PreparedRecords): Map<QueryTerm, number> {
  const known = raritiesOf.get(query.terms);
  if (known) return known;
  const candidates = [...prepared.pages, ...prepared.headings.map(({main}) => main)];
  const weights = new Map<QueryTerm, number>();
  for (const term of query.terms) {
    if (term.common) continue;
    const holders = candidates.filter((candidate) => termMatch(term, candidate) > NONE).length;
    weights.set(term, Math.log((candidates.length + 1) / (holders + 1)));
  }
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0) || 1;
  for (const [term, weight] of weights) weights.set(term, weight / total);
  raritiesOf.set(query.terms, weights);
  return weights;
}

/**
 * By the query's terms, not the query: the corrected query the records are ranked with
 * (`withCorrection`) is a copy sharing its terms with the one the full text is merged with.
 */
const raritiesOf = new WeakMap<readonly QueryTerm[], Map<QueryTerm, number>>();

/** Records that match the query, best first (at most `limit`). */
export function rankRecords(query: ParsedQuery, prepared: PreparedRecords, limit = 40): RecordHit[] {
  const {records} = prepared;
  if (query.terms.length === 0) return [];
  const rarities = termRarities(query, prepared);
  const hits: RecordHit[] = [];
  const titleWords = records.pages.map((_, index) => titleWordsOf(query, prepared, index));
  const contextOf = (page: number) => pageContext(prepared, page);
  const add = (
    page: number,
    heading: number | undefined,
    level: number,
    match: ReturnType<typeof matchRecord>,
    keyword = false,
  ) => {
    if (!match) return;
    const parts = {
      ...match,
      level,
      titleWords: titleWords[page]!,
      prior: records.pages[page]![3],
      fullText: 0,
    };
    const key = rankKey(parts, query.identifier);
    hits.push({page, heading, key, asTitle: rankKey({...parts, level: 1}, query.identifier), keyword});
  };
  // A record that can match in several ways (its title or a keyword, its text or its owner's path)
  // is added once per way; the best key comes first and merging keeps one row per page.
  records.pages.forEach(([, title, , , keywords], index) => {
    // The title with the page's description under it, as a DocSearch record of a page holds its text.
    const description = prepared.descriptions[index]!;
    const around = [...contextOf(index), prepared.chineseSummaries[index]!];
    add(
      index,
      undefined,
      1,
      matchRecord(query, prepared.pages[index]!, title, around, {
        section: description,
        textAlone: DESCRIPTION_WORDS,
        rarities,
      }),
    );
    // A keyword stands for the page as its title does: the title is around it.
    const aroundKeyword = [prepared.pages[index]!, ...contextOf(index)];
    keywords.forEach((keyword, k) => {
      const match = matchRecord(query, prepared.keywords[index]![k]!, keyword, aroundKeyword, {rarities});
      add(index, undefined, 1, match, true);
    });
  });
  records.headings.forEach(([page, level, text, , also], index) => {
    const {main, also: alias} = prepared.headings[index]!;
    const context = headingContext(prepared, index);
    add(page, index, level, matchRecord(query, main, text, context, {rarities}));
    if (alias) add(page, index, level, matchRecord(query, alias, also, [], {rarities}));
  });
  hits.sort((a, b) => b.key - a.key);
  return hits.slice(0, limit);
}

/** One row of the results: a page, and the heading in it that answers the query best. */
export interface SearchHit {
  /** Page URL, with the anchor of the matching heading. */
  href: string;
  /** The page's title. */
  title: string;
  /** The page's section (`Configuration`), when it is in one. */
  sectionLabel?: string;
  /** The matching heading, when the hit is one entry of the page. */
  heading?: string;
  /** pagefind's excerpt (escaped text with `<mark>`), or empty for a title or heading match only. */
  excerpt: string;
  /** The query's words and their synonyms, to mark in the title and heading. */
  words: string[];
}

/** A full-text result with the section of its page that matches best. */
export interface FullTextHit {
  data: PagefindResultData;
  best?: PagefindSubResult;
  /** The query's terms (their `text`) that the page holds. */
  terms: readonly string[];
}

/** Points of the first full-text result, falling to 0 by the last one loaded (the key's last part). */
const FULL_TEXT_POINTS = 99;

/**
 * One list from both rankings, one row per page. A page found by the full text holds some or all of
 * the query's words in its body (`FullTextHit.words`); its key is the
 * better of that body match and its best title or heading match, and its place in the full-text
 * results adds to the custom part of the key. The row points to the heading that matched, or to the
 * full text's best section.
 */
export function mergeRanking(
  prepared: PreparedRecords,
  query: ParsedQuery,
  recordHits: readonly RecordHit[],
  fullText: readonly FullTextHit[],
  search: {
    /** Words corrected before the full-text search found its pages. */
    corrected: number;
    /** The full-text pages quote the query as a phrase: their quoting section answers, not a heading. */
    quoted: boolean;
  },
  limit: number,
): SearchHit[] {
  const {corrected} = search;
  const {records} = prepared;
  interface Row {
    key: number;
    page?: number;
    heading?: number;
    /** The page's best record when it is a name the query holds (`isNamedEntry`): where the page lands. */
    entry?: number;
    fullText?: FullTextHit;
    /** The page's best record was one of its keywords: its key at the title's level. */
    keywordKey?: number;
  }
  const rows = new Map<string, Row>();
  for (const hit of recordHits) {
    const url = records.pages[hit.page]![0];
    const row = rows.get(url);
    if (!row && isNamedEntry(prepared, query, hit.heading)) {
      // The page's best record is an entry the query names (`optimization.minimize 关闭压缩`): the page
      // lands on it, even when its text or a neighbour's holds more of the words about it
      // (`minimizeOptions`: 关闭该类型).
      rows.set(url, {key: hit.key, page: hit.page, heading: hit.heading, entry: hit.heading});
      continue;
    }
    if (!row) {
      rows.set(url, {
        key: hit.key,
        page: hit.page,
        heading: hit.heading,
        ...(hit.keyword ? {keywordKey: hit.asTitle} : {}),
      });
    } else if (row.keywordKey !== undefined && hit.heading !== undefined && hit.asTitle >= row.keywordKey) {
      // A keyword names the page's subject (性能提示 on Performance); a heading of the page that holds
      // the query's words as well (`performance.hints`) is where in the page the answer is.
      row.heading = hit.heading;
      row.keywordKey = undefined;
    } else if (row.heading === undefined && hit.heading !== undefined && row.page !== undefined) {
      // The page's title matched best; the page's own entry (the `devtool` heading of Devtool, the
      // `externals` heading of 外部扩展（externals）, named by its title's Latin words) is where to land.
      const [, , text] = records.headings[hit.heading]!;
      const title = prepared.pages[row.page]!;
      const names = [title.compact, ...(CJK.test(title.text) ? [compact(title.words.join(''))] : [])];
      if (names.includes(compact(text))) row.heading = hit.heading;
    }
  }
  fullText.forEach((hit, rank) => {
    const points = FULL_TEXT_POINTS * (1 - rank / Math.max(fullText.length, 1));
    const url = pageUrl(hit.data.url);
    const page = prepared.pageByUrl.get(url);
    const prior = page === undefined ? 0 : records.pages[page]![3];
    const titleWords = page === undefined ? 0 : titleWordsOf(query, prepared, page);
    const pageWords = query.terms.filter((term) => !term.common && hit.terms.includes(term.text)).length;
    // A quoted message's sections are not matched word by word: its quote decides.
    const texts = page === undefined || search.quoted ? undefined : sectionBodies(prepared, url, hit.data);
    // A page's words must come together in one section (the start of a quoted message counts as all).
    const words = texts ? Math.min(pageWords, wordsInOneSection(prepared, query, page!, texts)) : pageWords;
    const bodyKey = rankKey(
      {
        words,
        hierarchy: titleWords,
        own: 0,
        common: query.terms.filter((term) => term.common && hit.terms.includes(term.text)).length,
        typos: 2 * corrected,
        level: BODY_LEVEL,
        exact: 0,
        titleWords,
        prior,
        coverage: 0,
        fullText: points,
      },
      query.identifier,
    );
    const row = rows.get(url);
    if (!row) {
      rows.set(url, {key: bodyKey, page, fullText: hit});
    } else {
      row.fullText = hit;
      if (bodyKey > row.key) {
        row.key = bodyKey;
        row.heading = undefined;
      } else {
        row.key += Math.min(Math.round(points), 99 - (row.key % 100));
      }
      // A page that quotes the pasted message lands where it quotes it, not on a heading of its words
      // (unless that heading's section quotes it as much: `require.include`).
      if (search.quoted && hit.best?.anchor && row.entry === undefined && row.heading !== undefined) {
        const id = records.headings[row.heading]![3];
        const sub = hit.data.sub_results.find((candidate) => candidate.anchor?.id === id);
        if (!sub || longestRun(sub) < longestRun(hit.best)) row.heading = undefined;
      }
    }
    if (page === undefined || texts === undefined) return;
    const current = rows.get(url)!;
    // The page's title with its introduction, as DocSearch's record of a page holds its first text.
    const title = matchRecord(
      query,
      prepared.pages[page]!,
      records.pages[page]![1],
      pageContext(prepared, page),
      {
        section: joinBodies(texts.get(''), prepared.descriptions[page]!),
        rarities: termRarities(query, prepared),
      },
    );
    if (title) {
      const key = rankKey({...title, level: 1, titleWords, prior, fullText: points}, query.identifier);
      if (key > current.key) {
        current.key = key;
        current.heading = undefined;
      }
    }
    const scoreOf = sectionScores(hit.data);
    const section = bestSection(prepared, query, page, texts, scoreOf, {
      titleWords,
      prior,
      fullText: points,
    });
    if (section && section.key > current.key) {
      current.key = section.key;
      current.heading = section.heading;
    }
    // Found by its text only: land on the section that holds most of the query's words.
    if (current.key === bodyKey) current.heading = sectionHoldingMost(prepared, query, page, texts, scoreOf);
  });
  return [...rows.entries()]
    .sort(([, a], [, b]) => b.key - a.key)
    .slice(0, limit)
    .map(([url, row]) => toSearchHit(prepared, url, {...row, heading: row.entry ?? row.heading}, query));
}

/**
 * Whether the heading is a name the query holds as written (`optimization.minimize` of
 * `optimization.minimize 关闭压缩`; not `output.libraryExport` for `output.library.export`).
 */
function isNamedEntry(prepared: PreparedRecords, query: ParsedQuery, heading: number | undefined): boolean {
  if (heading === undefined || query.names.length === 0) return false;
  return query.literal.split(/\s+/).includes(prepared.headings[heading]!.main.text.trim());
}

/**
 * The heading of the page whose section (its heading and text) holds the most of the query's words,
 * the rarer ones first, then the one pagefind scores highest; undefined when that is the
 * introduction (or nothing holds more than it).
 */
function sectionHoldingMost(
  prepared: PreparedRecords,
  query: ParsedQuery,
  page: number,
  texts: ReadonlyMap<string, Body>,
  scoreOf: ReadonlyMap<string, number>,
): number | undefined {
  const held = (id: string, heading?: Candidate) => {
    const text = texts.get(id);
    if (!text) return -1;
    const holds = query.terms.filter((term) => sectionHolds(term, text, heading ? [heading] : []));
    const rare = holds.filter((term) => !term.common).length;
    return rare * 100 + (holds.length - rare) * 10 + Math.round(9 * (scoreOf.get(id) ?? 0));
  };
  let best: number | undefined;
  let bestHeld = held('');
  for (const heading of prepared.headingsOf[page]!) {
    const [, level, , id] = prepared.records.headings[heading]!;
    if (level === FLAG_LEVEL) continue;
    const count = held(id, prepared.headings[heading]!.main);
    if (count > bestHeld) [best, bestHeld] = [heading, count];
  }
  return best;
}

/**
 * The most of the query's rarer words that one section of the page holds, with the headings above
 * it and the page's title (as a DocSearch record holds its content and hierarchy): a page that holds
 * the words only scattered over its sections answers less than one that holds them together.
 */
function wordsInOneSection(
  prepared: PreparedRecords,
  query: ParsedQuery,
  page: number,
  texts: ReadonlyMap<string, Body>,
): number {
  const rare = query.terms.filter((term) => !term.common);
  const count = (text: Body | undefined, around: readonly Candidate[]) =>
    text === undefined ? 0 : rare.filter((term) => sectionHolds(term, text, around)).length;
  let most = count(joinBodies(texts.get(''), prepared.descriptions[page]!), [
    prepared.pages[page]!,
    ...pageContext(prepared, page),
  ]);
  for (const heading of prepared.headingsOf[page]!) {
    const [, , , id] = prepared.records.headings[heading]!;
    most = Math.max(
      most,
      count(texts.get(id), [prepared.headings[heading]!.main, ...headingContext(prepared, heading)]),
    );
  }
  return most;
}

/** The first heading (not a flag's row) of a page that passes `test`, or -1. */
function pageHeading(
  prepared: PreparedRecords,
  page: number,
  test: (heading: SearchRecords['headings'][number]) => boolean,
): number {
  return (
    prepared.headingsOf[page]!.find((index) => {
      const heading = prepared.records.headings[index]!;
      return heading[1] < FLAG_LEVEL && test(heading);
    }) ?? -1
  );
}

/** The heading of a page named after a flag (`Progress` for `--progress`), or -1. */
function headingNamedAfterFlag(prepared: PreparedRecords, flagRow: number): number {
  const [page, , flag] = prepared.records.headings[flagRow]!;
  const name = compact(flag.replace(/^--/, ''));
  return pageHeading(prepared, page, ([, , text]) => compact(text) === name);
}

/** Each section's full-text score (by heading id), against the page's best section's. */
function sectionScores(data: PagefindResultData): Map<string, number> {
  const scores = data.sub_results.map((sub) => [sub.anchor?.id ?? '', subResultScore(sub)] as const);
  const best = Math.max(0, ...scores.map(([, score]) => score));
  return new Map(scores.map(([id, score]) => [id, best > 0 ? score / best : 0]));
}

/**
 * The page's heading that best answers the query together with the text of its section (the
 * heading, or one enclosing it, must hold one of the query's words), as a key and a heading index.
 */
function bestSection(
  prepared: PreparedRecords,
  query: ParsedQuery,
  page: number,
  texts: ReadonlyMap<string, Body>,
  scoreOf: ReadonlyMap<string, number>,
  scores: {titleWords: number; prior: number; fullText: number},
): {key: number; heading: number} | undefined {
  const rarities = termRarities(query, prepared);
  let best: {key: number; heading: number} | undefined;
  for (const heading of prepared.headingsOf[page]!) {
    const [, level, text, id, also] = prepared.records.headings[heading]!;
    const section = texts.get(id);
    if (section === undefined) continue;
    const {main, also: alias} = prepared.headings[heading]!;
    for (const match of [
      matchRecord(query, main, text, headingContext(prepared, heading), {section, rarities}),
      alias && matchRecord(query, alias, also, [], {section, rarities}),
    ]) {
      if (!match) continue;
      const key = rankKey({...match, level, section: scoreOf.get(id), ...scores}, query.identifier);
      if (!best || key > best.key) best = {key, heading};
    }
  }
  return best;
}

/** The words of a query to mark in the results: its terms, their parts and synonyms. */
function highlightWords(query: ParsedQuery): string[] {
  const words = query.terms.flatMap((term) => [term.text, ...term.parts, ...term.synonyms]);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Whether a heading holds every word of the query (by its name, its other names or a synonym). */
function headingCovers(prepared: PreparedRecords, heading: number, query: ParsedQuery): boolean {
  const {main, also} = prepared.headings[heading]!;
  return (
    query.terms.length > 0 &&
    query.terms.every(
      (term) => termMatch(term, main) > NONE || (also !== undefined && termMatch(term, also) > NONE),
    )
  );
}

function toSearchHit(
  prepared: PreparedRecords,
  url: string,
  row: {page?: number; heading?: number; fullText?: FullTextHit},
  query: ParsedQuery,
): SearchHit {
  const {records} = prepared;
  const words = highlightWords(query);
  const page = row.page === undefined ? undefined : records.pages[row.page];
  const section = page && page[2] >= 0 ? records.sections[page[2]] : undefined;
  const title = page?.[1] ?? row.fullText?.data.meta.title ?? url;
  const best = row.fullText?.best;
  // A page the full text did not return is shown with its description, as under its title.
  const excerpt = best?.excerpt ?? row.fullText?.data.excerpt ?? escapeExcerpt(page?.[5] ?? '');
  // A flag's table row has no anchor: a heading of the page named after the flag (`Progress` for
  // `--progress`) explains it, else the section the build found writing about it most (its record's id).
  const flagRow = row.heading !== undefined && records.headings[row.heading]![1] === FLAG_LEVEL;
  if (flagRow && row.page !== undefined) {
    const named = headingNamedAfterFlag(prepared, row.heading!);
    if (named >= 0) row.heading = named;
  }
  if (row.heading !== undefined) {
    const [page, level, text, id] = records.headings[row.heading]!;
    const flag = level === FLAG_LEVEL;
    // A flag's row is shown as the section it leads to, which is what the reader lands on.
    const sectionHeading = flag ? pageHeading(prepared, page, ([, , , otherId]) => otherId === id) : -1;
    const heading = sectionHeading >= 0 ? records.headings[sectionHeading]![2] : text;
    const sub = row.fullText?.data.sub_results.find((candidate) => candidate.anchor?.id === id);
    // A section that writes about the flag has its own excerpt; a table of flags is not in the full
    // text, so its hit says which flag the reader will find there.
    const writesAboutFlag =
      row.fullText !== undefined &&
      sectionBodies(prepared, url, row.fullText.data).get(id)?.text.includes(text);
    // A heading the query names is shown with its section's opening words, which say what it is
    // (`别名` finds `resolve.alias`, whose words pagefind found in a table further down); a heading
    // found by its section's text, with pagefind's excerpt of where the text matched.
    const lead = row.fullText ? sectionLead(row.fullText.data, id) : '';
    const named = lead && !flag && headingCovers(prepared, row.heading, query);
    const sectionExcerpt =
      flag && !writesAboutFlag ? `<mark>${text}</mark>` : named ? lead : sub?.excerpt || lead;
    return {href: `${url}#${id}`, title, sectionLabel: section, heading, excerpt: sectionExcerpt, words};
  }
  if (best?.anchor && best.url.includes('#')) {
    return {href: best.url, title, sectionLabel: section, heading: best.title, excerpt, words};
  }
  // The page's own row: its description whole, not pagefind's window onto it and the keywords after it.
  const description = page?.[5] ?? '';
  const pageExcerpt =
    description && excerptOfSummary(excerpt, description, page![4]) ? escapeExcerpt(description) : excerpt;
  return {href: url, title, sectionLabel: section, excerpt: pageExcerpt, words};
}
