// Runs the search box's engine (src/components/SearchBox/engine.ts) in Node against a build's search
// bundles, for tuning the ranking without a browser: a whole relevance run takes about a minute, not
// the five of the Chromium test.
//
//   npm run search:queries                          every query list: top-1 and top-3 per list
//   npm run search:queries -- englishHoldout3 …     those lists (the names tests/search/*.ts export)
//   MISSES=1 npm run search:queries -- …            with every query whose answer is not first
//   npm run search:queries -- en 'output.filename' 'proxy'   the first results of queries (en or zh)
//   EXCERPTS=1 npm run search:queries -- zh '别名'    … with each result's heading and excerpt
//
// pagefind's own client runs here as in the browser, reading the language from a stub document's
// `<html lang>`: rankings equal Chromium's query for query in both languages (the Chromium test,
// tests/e2e/search-relevance.spec.ts, decides). Needs `npm run build` first.
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import {isAnswer, type RelevanceQuery} from '../tests/search/queries';

const build = new URL('../build/', import.meta.url);
if (!fs.existsSync(new URL('pagefind/records.json', build))) {
  console.error('search-queries: no search index in build/: run `npm run build` first');
  process.exit(1);
}

// The engine fetches its bundle and imports pagefind.js by URL: serve both from build/.
globalThis.fetch = (async (input: string | URL) => {
  const file = fileURLToPath(new URL(String(input), build));
  if (!fs.existsSync(file)) return new Response(null, {status: 404});
  const headers = file.endsWith('.wasm') ? {'content-type': 'application/wasm'} : undefined;
  return new Response(fs.readFileSync(file), {headers});
}) as typeof fetch;
Object.assign(globalThis, {window: globalThis, location: {href: build.href}});

const {loadSearchEngine} = await import('../src/components/SearchBox/engine');
const {loadPagefind} = await import('../src/components/SearchBox/pagefind');

const lists: Record<string, readonly RelevanceQuery[]> = {};
for (const file of fs.readdirSync(new URL('../tests/search/', import.meta.url))) {
  if (!file.endsWith('.ts')) continue;
  const exports = (await import(`../tests/search/${file}`)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(exports)) {
    if (Array.isArray(value)) lists[name] = value as RelevanceQuery[];
  }
}

async function engineFor(locale: 'en' | 'zh') {
  const base = new URL(locale === 'zh' ? 'zh/' : '', build).href;
  // pagefind reads the page's language from `<html lang>` as it starts; for zh-CN it cuts a Chinese
  // query with Intl.Segmenter, as in the browser. Without a document it would search the text whole.
  Object.assign(globalThis, {
    document: {querySelector: () => ({getAttribute: () => (locale === 'zh' ? 'zh-CN' : 'en')})},
  });
  // pagefind takes its base from its own file: URL in Node; results must carry the site's paths.
  await (await loadPagefind(base)).options({baseUrl: locale === 'zh' ? '/zh/' : '/'});
  return loadSearchEngine(base);
}

const args = process.argv.slice(2);
if (args[0] === 'en' || args[0] === 'zh') {
  const engine = await engineFor(args[0]);
  for (const query of args.slice(1)) {
    const hits = await engine.search(query, 6);
    const lines = hits.map((hit) =>
      process.env.EXCERPTS ? `  ${hit.href}\n    ${hit.heading ?? ''} | ${hit.excerpt}` : `  ${hit.href}`,
    );
    console.log(`${query}\n${lines.join('\n') || '  nothing'}`);
  }
} else {
  const names = args.length > 0 ? args : Object.keys(lists);
  for (const name of names) {
    const list = lists[name];
    if (!list)
      throw new Error(`search-queries: no list named ${name} (lists: ${Object.keys(lists).join(', ')})`);
    const engine = await engineFor(/^chinese/.test(name) ? 'zh' : 'en');
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const {query, expect} of list) {
      const hits = (await engine.search(query, 8)).slice(0, 3).map((hit) => hit.href);
      const place = hits.findIndex((href) => isAnswer(href, expect));
      if (place === 0) top1 += 1;
      if (place >= 0) top3 += 1;
      else misses.push(`  MISS "${query}" → ${expect}; got ${hits.join(', ') || 'nothing'}`);
      if (place > 0) misses.push(`  #${place + 1}   "${query}" → ${expect}; got ${hits.join(', ')}`);
    }
    const percent = (n: number) => `${((100 * n) / list.length).toFixed(1)} %`;
    console.log(
      `${name}: top-1 ${top1}/${list.length} (${percent(top1)}), top-3 ${top3}/${list.length} (${percent(top3)})`,
    );
    if (process.env.MISSES) console.log(misses.join('\n'));
  }
}
