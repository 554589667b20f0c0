import type {SearchRecords} from '../../data/searchRecords';
import {detached, fullText, missingRecordHits, pagesOfRecords, withoutLabel} from './engine';
import type {PagefindApi, PagefindResultData} from './pagefind';
import {parseQuery, prepareRecords, rankRecords, type RecordHit} from './ranking';

const records: SearchRecords = {
  sections: ['Guides'],
  pages: [
    ['/guides/getting-started/', 'Getting Started', 0, 3, [], ''],
    ['/guides/output-management/', 'Output Management', 0, 3, [], ''],
  ],
  headings: [
    [0, 2, 'Creating a bundle', 'creating-a-bundle', ''],
    [1, 2, 'Cleaning up the dist folder', 'cleaning-up-the-dist-folder', ''],
  ],
  synonyms: [['clean', 'empty']],
};

/** A page's data as pagefind gives it, with one scored section. */
function pageData(url: string, id: string): PagefindResultData {
  return {
    url,
    excerpt: 'page',
    meta: {title: url},
    sub_results: [
      {
        title: id,
        url: `${url}#${id}`,
        excerpt: `in <mark>${id}</mark>`,
        anchor: {element: 'h2', id, text: id, location: 0},
        weighted_locations: [{weight: 1, balanced_score: 5, location: 1}],
        locations: [1],
      },
    ],
  };
}

/** A fake pagefind: `answer` gives, for a search's text, the pages it finds and each one's section. */
function fakePagefind(answer: (term: string) => {url: string; id: string; text?: string}[]): {
  api: PagefindApi;
  searches: string[];
} {
  const searches: string[] = [];
  const api: PagefindApi = {
    options: async () => {},
    init: async () => {},
    search: async (term) => {
      searches.push(term);
      const results = answer(term).map(({url, id, text}) => ({
        id: url,
        score: 1,
        data: async () => ({...pageData(url, id), ...(text && {raw_content: text})}),
      }));
      return {results};
    },
  };
  return {api, searches};
}

/** pagefind over pages whose words (`index`) a search must hold all of. */
function wordsIn(index: Record<string, string>) {
  return (term: string) => {
    const words = term.toLowerCase().split(/\s+/).filter(Boolean);
    return Object.entries(index)
      .filter(([, text]) => words.every((word) => text.includes(word)))
      .map(([url]) => ({url, id: 'cleaning-up-the-dist-folder'}));
  };
}

describe('record pages missing from the full text', () => {
  const prepared = prepareRecords(records);
  // The records match "empty" to the "Cleaning up…" heading through a synonym; pagefind, which
  // matches words as written, finds only the page that happens to hold "empty".
  const query = parseQuery('empty dist folder', prepared.synonyms);
  const hits = rankRecords(query, prepared);
  const index = {
    '/guides/getting-started/': 'creating a bundle empty dist folder',
    '/guides/output-management/': 'output management cleaning up the dist folder',
  };
  const urlsOf = (missing: RecordHit[]) => missing.map((hit) => prepared.records.pages[hit.page]![0]);

  it("adds the page of a record hit that pagefind's search did not return, found by its title's and heading's words", async () => {
    const {api, searches} = fakePagefind(wordsIn(index));
    const found = [{data: pageData('/guides/getting-started/', 'creating-a-bundle')}];
    const missing = missingRecordHits(prepared, hits, found);
    expect(urlsOf(missing)).toEqual(['/guides/output-management/']);
    const pages = await pagesOfRecords(api, prepared, query, missing);
    expect(pages.map(({data}) => data.url)).toEqual(['/guides/output-management/']);
    expect(searches).toEqual(['Output Management Cleaning up the dist folder']);
    const [page] = pages;
    expect(page!.terms).toEqual(query.terms.map((term) => term.text));
    // Its sections were scored for the heading's words, not the query's.
    expect(page!.data.sub_results[0]!.weighted_locations).toEqual([]);
  });

  it('takes a page only when pagefind ranks it first for those words', async () => {
    const {api} = fakePagefind(
      wordsIn({...index, '/guides/getting-started/': 'output management cleaning up the dist folder'}),
    );
    const found = [{data: pageData('/guides/api/', 'x')}];
    const pages = await pagesOfRecords(api, prepared, query, missingRecordHits(prepared, hits, found));
    expect(pages).toEqual([]);
  });

  it('misses nothing when the search returned the pages of the best record hits', () => {
    const found = [...new Set(urlsOf(hits))].slice(0, 2).map((url) => ({data: pageData(url, 'x')}));
    expect(missingRecordHits(prepared, hits, found)).toEqual([]);
  });

  it('names at most two pages, each once', () => {
    const missing = missingRecordHits(prepared, hits, []);
    expect(missing.length).toBeLessThanOrEqual(2);
    expect(new Set(urlsOf(missing)).size).toBe(missing.length);
  });
});

describe('detached', () => {
  it('copies what a later search rewrites, and shares the text', () => {
    const data = {...pageData('/guides/output-management/', 'x'), raw_content: 'a long text'};
    const copy = detached(data);
    data.sub_results[0]!.weighted_locations[0]!.balanced_score = 0;
    data.excerpt = 'rewritten';
    expect(copy.sub_results[0]!.weighted_locations[0]!.balanced_score).toBe(5);
    expect(copy.excerpt).toBe('page');
    expect(copy.raw_content).toBe(data.raw_content);
  });
});

describe('withoutLabel', () => {
  const words = (text: string) => text.split(' ');
  it("drops the console's label before a pasted message", () => {
    expect(withoutLabel(words('Uncaught Error: Shared module is not available'))).toEqual(
      words('Shared module is not available'),
    );
    expect(withoutLabel(words('Critical dependency: the request of a dependency'))).toEqual(
      words('the request of a dependency'),
    );
    expect(withoutLabel(words("Module not found: Error: Can't resolve './utils'"))).toEqual(
      words("Can't resolve './utils'"),
    );
  });

  it('keeps a message without a label in its first four words, as the same array', () => {
    const message = words('The request of a dependency is: an expression');
    expect(withoutLabel(message)).toBe(message);
  });
});

describe('a pasted message', () => {
  it('takes the sections of the pages that quote it from the plain search of the message without its label', async () => {
    const message = 'Shared module is not available for eager consumption';
    // The page quotes the message without the console's label; its phrase search reports only the
    // first section that quotes it, the plain search every section that holds its words.
    const url = '/concepts/module-federation/';
    const {api, searches} = fakePagefind((term) => {
      const id = term === `"${message}"` ? 'first-mention' : term === message ? 'troubleshooting' : '';
      return id ? [{url, id, text: `${id} ${message}`}] : [];
    });
    const prepared = prepareRecords(records);
    const pasted = `Uncaught Error: ${message}`;
    const query = parseQuery(pasted, prepared.synonyms);
    const {results, quoted} = await fullText(api, query, {text: pasted, fixes: 0}, 10);
    expect(quoted).toBe(true);
    expect(searches).toContain(message);
    expect(results.map(({data}) => data.sub_results[0]!.anchor!.id)).toEqual(['troubleshooting']);
  });
});

describe('pages that hold only some of the words', () => {
  const prepared = prepareRecords(records);
  const search = async (text: string, index: Record<string, string>) => {
    const {api, searches} = fakePagefind(wordsIn(index));
    const {results} = await fullText(api, parseQuery(text, prepared.synonyms), {text, fixes: 0}, 10);
    return {urls: results.map(({data}) => data.url), searches};
  };

  it('follow the pages that hold every word of a Chinese query, when those are fewer than asked for', async () => {
    const {urls} = await search('打包 清空 dist 目录', {
      '/every-word/': '打包 清空 dist 目录',
      '/two-words/': '清空 dist',
      '/one-word/': 'dist',
    });
    expect(urls).toEqual(['/every-word/', '/two-words/']);
  });

  it('are not looked for in Chinese when as many pages as asked for hold every word', async () => {
    const {api, searches} = fakePagefind(
      wordsIn({'/first/': '清空 dist', '/second/': '清空 dist', '/third/': 'dist'}),
    );
    const text = '清空 dist';
    await fullText(api, parseQuery(text, prepared.synonyms), {text, fixes: 0}, 2);
    expect(searches).toEqual([text]);
  });

  it('do not follow the pages that quote a pasted Chinese message', async () => {
    const message = '模块 未 找到 无法 解析 入口 文件';
    const {api, searches} = fakePagefind((term) =>
      term === `"${message}"` ? [{url: '/quoted/', id: 'cleaning-up-the-dist-folder'}] : [],
    );
    const {results, quoted} = await fullText(
      api,
      parseQuery(message, prepared.synonyms),
      {text: message, fixes: 0},
      10,
    );
    expect(quoted).toBe(true);
    expect(results.map(({data}) => data.url)).toEqual(['/quoted/']);
    // The phrases, then the plain search whose sections the quoting page's result takes; no word apart.
    expect(searches.filter((term) => !term.startsWith('"'))).toEqual([message]);
  });

  it('are not looked for in English while some page holds every word', async () => {
    const {searches} = await search('clean dist folder', {
      '/every-word/': 'clean dist folder',
      '/two-words/': 'clean dist',
    });
    expect(searches).toEqual(['clean dist folder']);
  });
});
