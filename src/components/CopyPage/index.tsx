import React, {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {copyUrlText, type CopyResult} from './copy';
import styles from './styles.module.css';

// Every doc page's first view carries this file, so it holds only the buttons, the copy and the
// status; the menu is fetched when it first opens (src/data/performance.ts has the byte ceilings).
// For the same reason the translate() calls here have no `description`: i18n/zh/code.json has them.
const CopyPageMenu = lazy(() => import(/* webpackChunkName: "copy-menu" */ './Menu'));

export interface CopyPageProps {
  /** The page's Markdown twin, e.g. `/concepts/entry-points.md`. */
  twin: string;
}

const messages = (): Record<CopyResult, string> => ({
  copied: translate({id: 'site.copyPage.status.copied', message: 'Copied as Markdown'}),
  fetchFailed: translate({
    id: 'site.copyPage.status.fetchFailed',
    message: 'Not copied: the page’s Markdown did not load. Are you offline?',
  }),
  clipboardDenied: translate({
    id: 'site.copyPage.status.clipboardDenied',
    message: 'Not copied: the browser blocked the clipboard.',
  }),
});

/**
 * "Copy page" at the top right of a doc page: copies its Markdown twin; the arrow beside it opens a
 * menu (copy, or view the Markdown). What happened is said in a status message.
 */
export default function CopyPage({twin}: CopyPageProps): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CopyResult | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const copies = useRef(0);

  const copy = useCallback(() => {
    const copy = ++copies.current;
    setStatus(null);
    copyUrlText(twin).then((result) => copy === copies.current && setStatus(result));
  }, [twin]);

  // "Copied" goes after a while; a failure stays until the next copy or the menu opens.
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus(null), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);
  const show = (isOpen: boolean) => {
    setStatus(null);
    setOpen(isOpen);
  };

  return (
    <div className={`dropdown dropdown--right dropdown--show ${styles.copyPage}`}>
      <button type="button" className={styles.button} onClick={copy}>
        {translate({id: 'site.copyPage.copy', message: 'Copy page'})}
      </button>
      <button
        type="button"
        ref={toggleRef}
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={translate({id: 'site.copyPage.more', message: 'More ways to copy the page'})}
        onClick={() => show(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            show(true);
          }
        }}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path fill="currentColor" d="M7 9l5 5 5-5 1 1-6 6-6-6z" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CopyPageMenu twin={twin} onCopy={copy} onClose={close} />
        </Suspense>
      )}
      {/* Always in the page, so that screen readers read out what is written into it. */}
      <p role="status" className={status ? `dropdown__menu ${styles.popup}` : styles.status}>
        {status && messages()[status]}
      </p>
    </div>
  );
}
