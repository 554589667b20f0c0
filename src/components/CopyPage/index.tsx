import React, {useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import type {CopyResult} from './copy';
import styles from './styles.module.css';

// Every doc page's first view carries this file (src/data/performance.ts has the byte ceilings), so
// it is the two buttons and nothing else: the copy, the menu, the status and their strings are in
// ./Extras, fetched when the reader first points at, touches or tabs to the buttons. For the same
// reason the translate() calls here have no `description`: i18n/zh/code.json has them.
type ExtrasModule = typeof import('./Extras');
let extras: ExtrasModule | undefined;
let loading: Promise<ExtrasModule> | undefined;
function load(): Promise<ExtrasModule> {
  loading ??= import(/* webpackChunkName: "copy-page" */ './Extras').then(
    (module) => (extras = module),
    (error: unknown) => {
      loading = undefined; // a later try fetches it again (offline now, online then)
      throw error;
    },
  );
  return loading;
}

export interface CopyPageProps {
  /** The page's Markdown twin, e.g. `/concepts/entry-points.md`. */
  twin: string;
}

/**
 * "Copy page" at the top right of a doc page: copies its Markdown twin; the arrow beside it opens a
 * menu (copy, or view the Markdown). What happened is said in a status message (./Extras).
 */
export default function CopyPage({twin}: CopyPageProps): React.JSX.Element {
  const [loaded, setLoaded] = useState<ExtrasModule>();
  const [copying, setCopying] = useState<Promise<CopyResult>>();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const prepare = () => void load().then(setLoaded);
  const copy = () => {
    // Safari copies only when the clipboard write starts inside the click: it does when the code is
    // here already, which it is unless the click came faster than the fetch that its hover began.
    const started = extras?.copyUrlText(twin);
    void load().then((module) => {
      setLoaded(module);
      setCopying(started ?? module.copyUrlText(twin));
    });
  };
  // Opening is this component's state, so that keys pressed next find the menu open.
  const show = (next: (isOpen: boolean) => boolean) => {
    setOpen(next);
    prepare();
  };
  const button = 'button button--sm button--outline button--secondary';
  const Extras = loaded?.default;
  return (
    <div
      className={`dropdown dropdown--right dropdown--show ${styles.copyPage}`}
      onPointerEnter={prepare}
      onPointerDown={prepare}
      onFocus={prepare}>
      <button type="button" className={button} onClick={copy}>
        {translate({id: 'site.copyPage.copy', message: 'Copy page'})}
      </button>
      <button
        type="button"
        ref={toggle}
        className={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={translate({id: 'site.copyPage.more', message: 'More ways to copy the page'})}
        onClick={() => show((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            show(() => true);
          }
        }}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path fill="currentColor" d="M7 9l5 5 5-5 1 1-6 6-6-6z" />
        </svg>
      </button>
      {Extras && <Extras twin={twin} copying={copying} open={open} setOpen={setOpen} toggle={toggle} />}
    </div>
  );
}
