import React, {useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import type {CopyRequest} from './Extras';
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
  const [request, setRequest] = useState<CopyRequest>();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const prepare = () => void load().then(setLoaded);
  const ask = (kind: CopyRequest['kind']) => {
    // Safari copies only when the clipboard write starts inside the click: it does when the code is
    // here already, which it is unless the click came faster than the fetch that its hover began.
    const copying = kind === 'copy' ? extras?.copyUrlText(twin) : undefined;
    void load().then((module) => {
      setLoaded(module);
      setRequest({kind, copying: kind === 'copy' ? (copying ?? module.copyUrlText(twin)) : undefined});
    });
  };
  const button = 'button button--sm button--outline button--secondary';
  const Extras = loaded?.default;
  return (
    <div
      className={`dropdown dropdown--right dropdown--show ${styles.copyPage}`}
      onPointerEnter={prepare}
      onPointerDown={prepare}
      onFocus={prepare}>
      <button type="button" className={button} onClick={() => ask('copy')}>
        {translate({id: 'site.copyPage.copy', message: 'Copy page'})}
      </button>
      <button
        type="button"
        ref={toggle}
        className={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={translate({id: 'site.copyPage.more', message: 'More ways to copy the page'})}
        onClick={() => ask('toggle')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            ask('open');
          }
        }}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path fill="currentColor" d="M7 9l5 5 5-5 1 1-6 6-6-6z" />
        </svg>
      </button>
      {Extras && <Extras twin={twin} request={request} open={open} setOpen={setOpen} toggle={toggle} />}
    </div>
  );
}
