import React, {useCallback, useEffect, useId, useRef, useState, type ComponentType} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchHit} from './ranking';
import styles from './styles.module.css';

/** Results shown at most; the results page shows more. */
const MAX_HITS = 8;
/** Quiet time after the last keystroke before searching. */
const DEBOUNCE_MS = 120;

type Status = 'idle' | 'searching' | 'done' | 'error';

/**
 * One result's view, from the engine's chunk: there are results to show only once the engine has
 * loaded, so neither weighs on a page's first view.
 */
function loadHitView(): Promise<ComponentType<{hit: SearchHit}>> {
  return import(/* webpackChunkName: "search-engine" */ '@site/src/components/SearchHit').then(
    (module) => module.default,
  );
}

/** The search engine (ranking, pagefind, the record index): its code loads with the first focus. */
export function loadEngine(baseUrl: string) {
  // Named so that the service worker can precache it (src/plugins/pwa-offline/patterns.js).
  return import(/* webpackChunkName: "search-engine" */ './engine').then(({loadSearchEngine}) =>
    loadSearchEngine(baseUrl),
  );
}

/** The results page of a query in a locale. */
export function resultsPageUrl(baseUrl: string, query: string): string {
  return `${baseUrl}search/?q=${encodeURIComponent(query.trim())}`;
}

/** "8 results", in the locale's plural forms. */
export function useResultCount(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {id: 'site.search.resultCount', message: 'One result|{count} results', description: 'Plural forms'},
        {count: String(count)},
      ),
    );
}

/** The other locale's base URL, for searching the same words there. */
export function useOtherLocale(): {baseUrl: string} | undefined {
  const {i18n} = useDocusaurusContext();
  const other = i18n.locales.find((locale) => locale !== i18n.currentLocale);
  const config = other ? i18n.localeConfigs[other] : undefined;
  return config ? {baseUrl: config.baseUrl} : undefined;
}

/**
 * "Search the Chinese documentation for …" (and on the Chinese site, 在英文文档中搜索…): this site has
 * two languages, so each one's wording names the other.
 */
export function otherLocaleSearchLabel(query: string): string {
  return translate(
    {id: 'site.search.searchOtherLocale', message: 'Search the Chinese documentation for “{query}”'},
    {query},
  );
}

/** True when the key press is `/` or Ctrl/Cmd+K outside of any text field. */
function isFocusShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !(target?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? ''));
}

/** The input's class (Infima's): the server's box is found by it before hydration. */
const INPUT_CLASS = 'navbar__search-input';

/** Whether a search box has hydrated: after that, every box starts empty. */
let hydrated = false;

/**
 * What a reader typed into the server's box before the page hydrated: the hydrating render takes it
 * as its query, where an empty one would reset the input and lose it (a phone hydrates late).
 */
function typedBeforeHydration(): string {
  if (hydrated || typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>(`input.${INPUT_CLASS}`)?.value ?? '';
}

/**
 * The navbar search box of the built-in search (pagefind, one index per locale). pagefind's
 * script and index load on the first focus, never with the page; results come as you type.
 */
export default function SearchBox(): React.JSX.Element {
  const {siteConfig, i18n} = useDocusaurusContext();
  const baseUrl = i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? siteConfig.baseUrl;
  const history = useHistory();
  const other = useOtherLocale();
  const resultCount = useResultCount();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(typedBeforeHydration);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [HitView, setHitView] = useState<ComponentType<{hit: SearchHit}>>();
  /** The query whose results are shown (tests and assistive tools can tell an old list from a new one). */
  const [resultsFor, setResultsFor] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  const preload = useCallback(() => {
    loadEngine(baseUrl).catch(() => undefined);
  }, [baseUrl]);

  // Search as you type, debounced; only the latest query's answer is shown.
  useEffect(() => {
    const term = query.trim();
    const run = ++latest.current;
    if (!term) {
      setHits([]);
      setStatus('idle');
      return undefined;
    }
    setStatus('searching');
    const timer = window.setTimeout(async () => {
      try {
        const [engine, View] = await Promise.all([loadEngine(baseUrl), loadHitView()]);
        const found = await engine.search(term, MAX_HITS);
        if (run !== latest.current) return;
        // Set with the hits, so that a list is never shown without its view.
        setHitView(() => View);
        setHits(found);
        setResultsFor(term);
        setActive(found.length > 0 ? 0 : -1);
        setStatus('done');
      } catch (error) {
        if (run !== latest.current) return;
        console.warn('Search failed', error);
        setHits([]);
        setStatus('error');
      }
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, baseUrl]);

  // Typed into before hydration and still focused: show that query's results.
  useEffect(() => {
    hydrated = true;
    if (document.activeElement === inputRef.current && inputRef.current?.value) {
      preload();
      setOpen(true);
    }
  }, [preload]);

  // `/` or Ctrl/Cmd+K focuses the box.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isFocusShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A click or focus outside closes the results.
  useEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    setQuery('');
    inputRef.current?.blur();
    history.push(href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // Keys that pick a candidate in an input method (Chinese pinyin) are the method's, not ours.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + hits.length) % hits.length);
        return;
      }
      case 'Enter': {
        if (!open || !query.trim()) return;
        event.preventDefault();
        // Only a list of this query's results is chosen from (typing on leaves the last one shown);
        // otherwise, and with nothing found, Enter opens the results page, as a search form would.
        const current = status === 'done' && resultsFor === query.trim();
        const hit = current ? (hits[active] ?? hits[0]) : undefined;
        go(hit ? hit.href : resultsPageUrl(baseUrl, query));
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (open) close();
        else {
          setQuery('');
          inputRef.current?.blur();
        }
        return;
      default:
    }
  };

  const listId = `${id}-results`;
  // With results, all of them on the results page; with none, the same words in the other language.
  const moreUrl =
    hits.length > 0 || !other ? resultsPageUrl(baseUrl, query) : resultsPageUrl(other.baseUrl, query);
  const showPanel = open && query.trim().length > 0;
  const optionId = (index: number) => `${id}-result-${index}`;

  let message: string | undefined;
  if (status === 'error') {
    message = translate({
      id: 'site.search.error',
      message: 'Search is unavailable right now. Please try again.',
    });
  } else if (status === 'done' && hits.length === 0) {
    message = translate(
      {id: 'site.search.noResults', message: 'No results for “{query}”'},
      {query: query.trim()},
    );
  } else if (status === 'searching' && hits.length === 0) {
    message = translate({id: 'site.search.searching', message: 'Searching…'});
  }
  // Always in the page, so that screen readers announce what changes in it: the message, or how many
  // results there are.
  const announcement = message ?? (status === 'done' && hits.length > 0 ? resultCount(hits.length) : '');

  return (
    <div className={clsx('navbar__search', styles.root)} ref={rootRef} role="search">
      <input
        ref={inputRef}
        type="search"
        className={clsx(INPUT_CLASS, styles.input)}
        placeholder={translate({id: 'site.search.placeholder', message: 'Search'})}
        aria-label={translate({id: 'site.search.label', message: 'Search the documentation'})}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPanel && hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={showPanel && active >= 0 && hits[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onFocus={() => {
          preload();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        /
      </kbd>
      <div className={clsx(styles.panel, !showPanel && styles.hidden)}>
        <ul
          id={listId}
          role="listbox"
          data-results-for={resultsFor}
          className={styles.list}
          aria-label={translate({id: 'site.search.results', message: 'Search results'})}>
          {hits.map((hit, index) => (
            // An option holds no link: a link inside an option is a control inside a control, which
            // screen readers cannot operate (axe nested-interactive). The option opens its page; its
            // keys are the combobox's (arrows and Enter on the input, aria-activedescendant), as the
            // ARIA combobox pattern has it, since an option never takes focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${hit.href}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-href={hit.href}
              className={clsx(styles.hit, index === active && styles.active)}
              onPointerMove={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey)
                  window.open(hit.href, '_blank', 'noopener');
                else go(hit.href);
              }}
              onAuxClick={(event) => {
                if (event.button === 1) window.open(hit.href, '_blank', 'noopener');
              }}>
              {HitView ? <HitView hit={hit} /> : null}
            </li>
          ))}
        </ul>
        <p className={message ? styles.message : styles.visuallyHidden} role="status">
          {announcement}
        </p>
        {status === 'done' ? (
          <Link
            className={styles.more}
            to={moreUrl}
            autoAddBaseUrl={false}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              go(moreUrl);
            }}>
            {hits.length > 0 || !other
              ? translate(
                  {id: 'site.search.allResults', message: 'See all results for “{query}”'},
                  {query: query.trim()},
                )
              : otherLocaleSearchLabel(query.trim())}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
