import React, {useEffect, useId, useRef, useState} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchHitView from '@site/src/components/SearchHit';
import {
  loadEngine,
  otherLocaleSearchLabel,
  resultsPageUrl,
  useOtherLocale,
  useResultCount,
} from '@site/src/components/SearchBox';
import type {SearchHit} from '@site/src/components/SearchBox/ranking';
import styles from './styles.module.css';

/** Results listed at most on the page. */
const MAX_RESULTS = 50;

type State =
  {status: 'idle'} | {status: 'searching'} | {status: 'done'; hits: SearchHit[]} | {status: 'error'};

/**
 * The query in the page's URL (`?q=`). Empty until hydrated: the server renders the page without a
 * query, and the first render in the browser must match it.
 */
function useQueryParameter(): string {
  const {search} = useLocation();
  const isBrowser = useIsBrowser();
  return isBrowser ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
}

/**
 * What a reader typed into the server's box before the page hydrated (found by its id: `useId` gives
 * the same on the server and in the browser). Hydration would otherwise reset it to the server's
 * empty query; a phone shows the page well before its scripts run.
 */
function typedBeforeHydration(inputId: string, hydrating: boolean): string {
  if (!hydrating || typeof document === 'undefined') return '';
  return (document.getElementById(inputId) as HTMLInputElement | null)?.value ?? '';
}

/**
 * `/search/?q=…` (and `/zh/search/?q=…`), the full results page of the built-in search: the query
 * is in the URL, so a results list can be shared and reloaded; the box above it searches as you type
 * and keeps the URL in step.
 */
export default function SearchPage(): React.JSX.Element {
  const {siteConfig, i18n} = useDocusaurusContext();
  const baseUrl = i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? siteConfig.baseUrl;
  const history = useHistory();
  const inputId = useId();
  const urlQuery = useQueryParameter();
  const hydrating = !useIsBrowser();
  const [query, setQuery] = useState(() => typedBeforeHydration(inputId, hydrating) || urlQuery);
  /** A query typed before hydration stands over the URL's until the URL holds what the reader typed. */
  const keepTyped = useRef(query !== urlQuery);
  const [state, setState] = useState<State>({status: 'idle'});
  const other = useOtherLocale();

  // The URL's query is the page's: back/forward and a new `?q=` from the navbar box update the box.
  // The URL holds the query trimmed: a box that differs only by spaces (a word being typed) stays.
  useEffect(() => {
    if (!keepTyped.current) setQuery((current) => (current.trim() === urlQuery ? current : urlQuery));
  }, [urlQuery]);

  // Typing updates the URL (and so the results) once the reader pauses.
  useEffect(() => {
    if (query.trim() === urlQuery) return undefined;
    const timer = window.setTimeout(() => {
      keepTyped.current = false;
      history.replace(resultsPageUrl(baseUrl, query));
    }, 200);
    return () => window.clearTimeout(timer);
  }, [query, urlQuery, baseUrl, history]);

  useEffect(() => {
    const term = urlQuery.trim();
    if (!term) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState({status: 'searching'});
    loadEngine(baseUrl)
      .then((engine) => engine.search(term, MAX_RESULTS))
      .then((hits) => !cancelled && setState({status: 'done', hits}))
      .catch((error: unknown) => {
        console.warn('Search failed', error);
        if (!cancelled) setState({status: 'error'});
      });
    return () => {
      cancelled = true;
    };
  }, [urlQuery, baseUrl]);

  const title = urlQuery.trim()
    ? translate(
        {id: 'site.searchPage.titleWithQuery', message: 'Search results for “{query}”'},
        {query: urlQuery.trim()},
      )
    : translate({id: 'site.searchPage.title', message: 'Search the documentation'});

  return (
    <Layout title={title}>
      <Head>
        {/* Results pages are for readers; search engines index the pages themselves. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            history.replace(resultsPageUrl(baseUrl, query));
          }}>
          <label htmlFor={inputId} className={styles.label}>
            <Translate id="site.searchPage.label">Search for</Translate>
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <Results state={state} query={urlQuery.trim()} other={other} />
      </main>
    </Layout>
  );
}

/** What the results say, in one live region that is always in the page (screen readers announce changes). */
function Status({state, query}: {state: State; query: string}): React.JSX.Element {
  const resultCount = useResultCount();
  let text = '';
  if (state.status === 'searching') text = translate({id: 'site.search.searching', message: 'Searching…'});
  else if (state.status === 'error') {
    text = translate({
      id: 'site.search.error',
      message: 'Search is unavailable right now. Please try again.',
    });
  } else if (state.status === 'done') {
    text =
      state.hits.length > 0
        ? resultCount(state.hits.length)
        : translate({id: 'site.search.noResults', message: 'No results for “{query}”'}, {query});
  }
  return (
    <p role="status" className={styles.count}>
      {text}
    </p>
  );
}

function Results({
  state,
  query,
  other,
}: {
  state: State;
  query: string;
  other?: {baseUrl: string};
}): React.JSX.Element {
  const twin = other ? (
    <p className={styles.twin}>
      <Link to={resultsPageUrl(other.baseUrl, query)} autoAddBaseUrl={false}>
        {otherLocaleSearchLabel(query)}
      </Link>
    </p>
  ) : null;
  return (
    <>
      <Status state={state} query={query} />
      {state.status === 'done' && state.hits.length > 0 ? (
        <ol className={styles.list}>
          {state.hits.map((hit, index) => (
            <li key={`${hit.href}-${index}`} className={styles.hit}>
              <Link to={hit.href} autoAddBaseUrl={false}>
                <SearchHitView hit={hit} />
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
      {state.status === 'done' ? twin : null}
    </>
  );
}
