/**
 * The search engine behind the search box and the results page, loaded on the first focus (never
 * with the page): the locale's record index (titles and headings, src/data/searchRecords.ts) ranked
 * by `ranking.ts`, merged with pagefind's full-text results.
 */
import {SEARCH_MEASURE, SEARCH_RECORDS_FILE, type SearchRecords} from '../../data/searchRecords';
import {
  loadPagefind,
  matchedWords,
  sharesStart,
  bestPhraseSubResult,
  bestSubResult,
  type PagefindApi,
  type PagefindResult,
  type PagefindResultData,
} from './pagefind';
import {
  latinWords,
  markKnownWords,
  mergeRanking,
  pageUrl,
  parseQuery,
  prepareRecords,
  rankRecords,
  spellingFixes,
  withCorrection,
  type ParsedQuery,
  type QueryTerm,
  type PreparedRecords,
  type RecordHit,
  type SearchHit,
} from './ranking';

/** pagefind results whose fragments are loaded per query (each is one request). */
const FULL_TEXT_RESULTS = 10;
/** Words from which a query is first searched as a phrase. */
const PHRASE_WORDS = 4;

export interface SearchEngine {
  search: (query: string, limit: number) => Promise<SearchHit[]>;
}

async function loadRecords(baseUrl: string): Promise<SearchRecords> {
  const response = await fetch(`${baseUrl}pagefind/${SEARCH_RECORDS_FILE}`);
  if (!response.ok) throw new Error(`search records: HTTP ${response.status}`);
  return (await response.json()) as SearchRecords;
}

/** Query words searched one by one, at most, when no page holds them all. */
const MAX_WORDS_APART = 5;

interface FullTextResults {
  /** Each page with the query's terms it holds. */
  results: {data: PagefindResultData; terms: string[]}[];
  /** Words corrected before searching (they count as typos). */
  typos: number;
  /** The query is long enough to be a pasted message: the section that quotes most of it answers. */
  pasted: boolean;
  /** Pages were found by the query as a phrase: where they quote it decides, not where its words are. */
  quoted: boolean;
}

/**
 * Words of a pasted message up to its last label among the first four (`Uncaught Error:`), dropped;
 * the same array when it has none, so that the phrase search does not run twice for it.
 */
export function withoutLabel(words: readonly string[]): readonly string[] {
  let last = -1;
  words.slice(0, 4).forEach((word, index) => {
    if (word.endsWith(':')) last = index;
  });
  return last < 0 ? words : words.slice(last + 1);
}

/**
 * pagefind's results for a query. A long query is most likely a pasted message: the pages that
 * quote it, or its start (pagefind's phrase search, in quotes), come first. Otherwise the pages that
 * hold every word, with misspelt words corrected (pagefind matches words only as written), then as
 * typed. When no page holds them all (a task phrase: "delete old files before each build"), or in
 * Chinese when fewer pages than asked for do, each word is searched apart and the pages that hold
 * more of them come next, after the pages that hold every word.
 */
export async function fullText(
  pagefind: PagefindApi,
  query: ParsedQuery,
  fixed: {text: string; fixes: number},
  count: number,
): Promise<FullTextResults> {
  const all = query.terms.map((term) => term.text);
  const search = async (text: string) => (await pagefind.search(text))?.results ?? [];
  const words = fixed.text.split(/\s+/).filter(Boolean);
  let found: {result: PagefindResult; terms: string[]}[] = [];
  let quotedWords: readonly string[] = words;
  // A message pasted with the label the console put before it (`Uncaught Error:`), which the page
  // quoting the message leaves out, is searched without it when nothing quotes it whole.
  for (const message of new Set([words, withoutLabel(words)])) {
    if (found.length > 0 || message.length < PHRASE_WORDS) continue;
    quotedWords = message;
    for (const length of new Set([message.length, 8, 5])) {
      if (length > message.length || length < PHRASE_WORDS) continue;
      for (const result of await search(`"${message.slice(0, length).join(' ').replace(/"/g, '')}"`)) {
        if (!found.some((other) => other.result.id === result.id)) found.push({result, terms: all});
      }
    }
  }
  const quoted = found.length > 0;
  // Typos count only where the corrected words found the pages.
  let corrected = quoted ? fixed.fixes : 0;
  for (const text of new Set([fixed.text, query.literal])) {
    if (found.length > 0) break;
    found = (await search(text)).map((result) => ({result, terms: all}));
    if (found.length > 0 && text === fixed.text) corrected = fixed.fixes;
  }
  // No page holds every word: each word apart (from two words on; with three or more, a page must
  // hold two of them, so that one stray word of a long query does not decide). In Chinese also when
  // fewer pages than asked for hold them all, after those: the reader's words are often not the
  // page's (打包前清空 dist 目录 against 清理 /dist 文件夹), and the pages that hold most of them are the
  // only others the ranking then reads. Over the held-out lists in Node that put 3 more Chinese
  // answers first and 6 more in the first three; in English it lost 5 first places.
  const fillUp = !quoted && found.length < count && query.terms.some((term) => term.cjk);
  if ((found.length === 0 || fillUp) && all.length >= 2) {
    const pages = new Map<string, {result: PagefindResult; terms: string[]; place: number}>();
    for (const term of query.terms.slice(0, MAX_WORDS_APART)) {
      const results = await search(term.text);
      results.forEach((result, rank) => {
        const page = pages.get(result.id) ?? {result, terms: [], place: 0};
        page.terms.push(term.text);
        page.place += 1 - rank / results.length;
        pages.set(result.id, page);
      });
    }
    const enough = Math.min(2, all.length - 1);
    const holdingAll = new Set(found.map(({result}) => result.id));
    const apart = [...pages.values()]
      .filter((page) => page.terms.length >= enough && !holdingAll.has(page.result.id))
      .sort((a, b) => b.terms.length - a.terms.length || b.place - a.place);
    found = [...found, ...apart];
  }
  // pagefind's phrase search reports only where the phrase first occurs on a page; the same page in
  // the plain search has every section scored, so the section that answers best comes from there.
  // Without the label, when the pages quote the message without it.
  const plain = quoted ? await search(quotedWords.join(' ')) : [];
  const results = await Promise.all(
    found.slice(0, count).map(async ({result, terms}) => ({
      data: await (plain.find((other) => other.id === result.id) ?? result).data(),
      terms,
    })),
  );
  // A page pagefind found only by a stray start of a word (see `sharesStart`) holds none of the query.
  // The words as typed and as corrected (`cahce` is searched, and matched, as `cache`).
  const latin = [
    ...query.terms.filter((term) => !term.cjk).flatMap((term) => term.text.split(' ')),
    ...latinWords(fixed.text),
  ];
  const real = results.filter(
    ({data}) =>
      query.terms.some((term) => term.cjk) ||
      matchedWords(data).some((word) => latin.some((term) => sharesStart(term, word))),
  );
  return {results: real, typos: corrected, pasted: words.length >= PHRASE_WORDS, quoted};
}

/** A word on more than this share of the locale's pages is common (`QueryTerm.common`). */
const COMMON_SHARE = 0.5;

/** Each word's share of the pages that hold it, per pagefind instance (asked once per word). */
const shares = new WeakMap<PagefindApi, Map<string, number>>();

/**
 * The query with its common words marked, when it names something (`babel-loader 配置`,
 * `devServer 端口`, `--env 参数`): the name is what the reader looks for, and a word that most pages
 * hold (配置 is on two pages in three, as pagefind counts them) only says what about it.
 */
async function markCommonTerms(
  pagefind: PagefindApi,
  query: ParsedQuery,
  pageCount: number,
): Promise<ParsedQuery> {
  const isName = (term: QueryTerm) => term.compound !== undefined || term.parts.length > 0;
  if (!query.terms.some(isName) || query.terms.every(isName)) return query;
  let known = shares.get(pagefind);
  if (!known) shares.set(pagefind, (known = new Map()));
  // One search at a time: pagefind answers null to a search that a newer one overtook.
  const common: boolean[] = [];
  for (const term of query.terms) {
    let share = known.get(term.text);
    if (!isName(term) && share === undefined) {
      share = ((await pagefind.search(term.text))?.results.length ?? 0) / pageCount;
      known.set(term.text, share);
    }
    common.push(share !== undefined && !isName(term) && share > COMMON_SHARE);
  }
  return {...query, terms: query.terms.map((term, index) => ({...term, common: common[index]}))};
}

/** A copy of a page's data that later searches do not change (its text stays shared: it never changes). */
export function detached(data: PagefindResultData): PagefindResultData {
  const {raw_content: raw, ...rest} = data;
  return {...structuredClone(rest), raw_content: raw};
}

/** The best record hits whose pages are looked up in the full text when it did not return them. */
const RECORD_PAGES = 2;
/**
 * The best record hits (one a page, at most RECORD_PAGES) whose pages pagefind's search did not
 * return. It matches words only as written, so a query in other words than a page's (打包前清空 dist
 * 目录: 构建, 清理) misses the page whose heading the records matched through synonyms, while a page
 * that happens to hold the query's own words is found; the ranking then weighed that page's section
 * text against the other's heading alone.
 */
export function missingRecordHits(
  prepared: PreparedRecords,
  recordHits: readonly RecordHit[],
  found: readonly {data: PagefindResultData}[],
): RecordHit[] {
  const have = new Set(found.map(({data}) => pageUrl(data.url)));
  const missing: RecordHit[] = [];
  for (const hit of recordHits) {
    if (missing.length === RECORD_PAGES) break;
    const url = prepared.records.pages[hit.page]![0];
    if (!have.has(url) && !missing.some((other) => other.page === hit.page)) missing.push(hit);
  }
  return missing;
}

/**
 * The full text of the pages of record hits, each looked for by its title's words and its matched
 * heading's, which it holds: taken when pagefind ranks it first for them. The heading alone is often
 * not enough (`Node.js 接口` of 开发服务器 found the Node.js API page first, so the dev-server page,
 * and its `devServer.proxy` section, were never read for `开发时代理接口请求`).
 */
export async function pagesOfRecords(
  pagefind: PagefindApi,
  prepared: PreparedRecords,
  query: ParsedQuery,
  hits: readonly RecordHit[],
): Promise<{data: PagefindResultData; terms: string[]}[]> {
  const {records} = prepared;
  const pages: {data: PagefindResultData; terms: string[]}[] = [];
  for (const hit of hits) {
    const [url, title] = records.pages[hit.page]!;
    const words = hit.heading === undefined ? title : `${title} ${records.headings[hit.heading]![2]}`;
    const [first] = (await pagefind.search(words.replace(/[^\p{L}\p{N}\s._-]/gu, ' ')))?.results ?? [];
    const data = first && (await first.data());
    if (!data || pageUrl(data.url) !== url) continue;
    // Its terms are those one of its sections holds (the ranking counts them: `wordsInOneSection`).
    // pagefind scored its sections for the heading's words, not the query's: those scores go.
    const own = detached(data);
    own.sub_results.forEach((sub) => (sub.weighted_locations = []));
    pages.push({data: own, terms: query.terms.map((term) => term.text)});
  }
  return pages;
}

/** Searches with a loaded pagefind and record index: the ranking the search box and results page show. */
async function searchWith(
  pagefind: PagefindApi,
  prepared: PreparedRecords,
  query: string,
  limit: number,
): Promise<SearchHit[]> {
  const parse = (text: string) =>
    markCommonTerms(
      pagefind,
      markKnownWords(parseQuery(text, prepared.synonyms, prepared.optionPaths, prepared.commands), prepared),
      prepared.records.pages.length,
    );
  const typed = await parse(query);
  const fixed = spellingFixes(typed, prepared);
  // A Chinese typo corrected (调式 → 调试) is read again as the words it makes: 环境变亮 is 环境变量,
  // one term with its synonyms; so is a word corrected to a stop word (`webpak 别名` is `别名`). Any
  // other Latin one stays a typo of its term, which the records match anyway.
  const parsed = fixed.reread ? await parse(fixed.text) : typed;
  const recordHits = rankRecords(withCorrection(parsed, prepared, fixed), prepared);
  const {results, pasted, quoted, typos} = await fullText(
    pagefind,
    parsed,
    fixed,
    Math.max(limit, FULL_TEXT_RESULTS),
  );
  // Only for Chinese queries: in English it moved no query to the top (it lost one) and made a
  // later query fetch 42 % more (median).
  const missing =
    !pasted && parsed.terms.some((term) => term.cjk) ? missingRecordHits(prepared, recordHits, results) : [];
  if (missing.length > 0) {
    // pagefind rewrites a page's loaded data (its excerpt, its sections' scores) at each later search
    // that finds the page: the lookups below would overwrite what this query found.
    results.forEach((result) => (result.data = detached(result.data)));
    results.push(...(await pagesOfRecords(pagefind, prepared, parsed, missing)));
  }
  const fullTextHits = results.map(({data, terms}) => ({
    data,
    terms,
    best: pasted ? bestPhraseSubResult(data) : bestSubResult(data),
  }));
  return mergeRanking(prepared, parsed, recordHits, fullTextHits, {corrected: typos, quoted}, limit);
}

const engines = new Map<string, Promise<SearchEngine>>();

/** The engine of a locale (`baseUrl` `/` or `/zh/`), created once. */
export function loadSearchEngine(baseUrl: string): Promise<SearchEngine> {
  let engine = engines.get(baseUrl);
  if (!engine) {
    engine = Promise.all([loadPagefind(baseUrl), loadRecords(baseUrl)]).then(([pagefind, records]) => {
      const prepared = prepareRecords(records);
      return {
        async search(query, limit) {
          const start = performance.now();
          const hits = await searchWith(pagefind, prepared, query, limit);
          // The time of each query, for `npm run bench` (a User Timing entry, read from the page).
          performance.measure(SEARCH_MEASURE, {start});
          return hits;
        },
      } satisfies SearchEngine;
    });
    // Let a later focus try again (e.g. back online).
    engine.catch(() => engines.delete(baseUrl));
    engines.set(baseUrl, engine);
  }
  return engine;
}
