/**
 * The part of pagefind's browser API (`<baseUrl>pagefind/pagefind.js`, written at build time by
 * src/plugins/search-index) that the search box uses, and pure helpers over its results.
 */

export interface PagefindLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string; text: string; location: number};
  weighted_locations: PagefindLocation[];
  locations: number[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: PagefindSubResult[];
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

/** One row of the results list. */
export interface SearchHit {
  /** Page URL, with the anchor of the section that matches best. */
  href: string;
  title: string;
  /** Heading of that section, when it is not the page's top. */
  section?: string;
  /** pagefind's excerpt: escaped text with `<mark>` around the matches. */
  excerpt: string;
}

const loaded = new Map<string, Promise<PagefindApi>>();

/** Loads (once per locale) pagefind's script from the locale's bundle. */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  let api = loaded.get(baseUrl);
  if (!api) {
    const url = `${baseUrl}pagefind/pagefind.js`;
    api = (import(/* webpackIgnore: true */ url) as Promise<PagefindApi>).then(async (pagefind) => {
      // The index stores whole site paths (`/zh/concepts/`); pagefind's default base is the bundle's
      // folder (`/zh/`), which would make every Chinese result `/zh/zh/…`.
      await pagefind.options({excerptLength: 18, baseUrl: '/'});
      await pagefind.init();
      return pagefind;
    });
    // Let a later focus try again (e.g. back online).
    api.catch(() => loaded.delete(baseUrl));
    loaded.set(baseUrl, api);
  }
  return api;
}

function score(sub: PagefindSubResult): number {
  return sub.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
}

/** The section of a page that answers the query best: the one whose matches weigh most. */
export function bestSubResult(data: PagefindResultData): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  for (const sub of data.sub_results) {
    if (!best || score(sub) > score(best)) best = sub;
  }
  return best;
}

export function toHit(data: PagefindResultData): SearchHit {
  const title = data.meta.title || data.url;
  const best = bestSubResult(data);
  if (!best || !best.anchor || !best.url.includes('#')) {
    return {href: data.url, title, excerpt: best?.excerpt ?? data.excerpt};
  }
  return {href: best.url, title, section: best.title, excerpt: best.excerpt};
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

/** Text of an HTML fragment: tags dropped, entities decoded. */
function decode(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]!);
}

/**
 * Splits an excerpt into plain and highlighted parts, so that it renders as text (no HTML
 * injection): `a <mark>b</mark> c` → [{text: 'a '}, {text: 'b', mark: true}, {text: ' c'}].
 */
export function excerptParts(excerpt: string): {text: string; mark: boolean}[] {
  const parts: {text: string; mark: boolean}[] = [];
  const pattern = /<mark>(.*?)<\/mark>/gs;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last) parts.push({text: decode(excerpt.slice(last, match.index)), mark: false});
    parts.push({text: decode(match[1]!), mark: true});
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({text: decode(excerpt.slice(last)), mark: false});
  return parts.filter((part) => part.text.length > 0);
}
