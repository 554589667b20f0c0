import React, {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import {copyUrlText, type CopyResult} from './copy';
import CopyPageMenu, {popupStyle} from './Menu';

export {copyUrlText};

/**
 * What "Copy page" was asked to do before or since this code arrived: copy (the copy already
 * started, inside the click), toggle the menu (a click on the arrow) or open it (ArrowDown).
 */
export interface CopyRequest {
  kind: 'copy' | 'toggle' | 'open';
  copying?: Promise<CopyResult>;
}

export interface CopyPageExtrasProps {
  twin: string;
  /** The latest request; a new object for each. */
  request: CopyRequest | undefined;
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  /** The arrow button, which gets the focus back when the menu closes by keyboard. */
  toggle: RefObject<HTMLButtonElement | null>;
}

const messages = (): Record<CopyResult, string> => ({
  copied: translate({
    id: 'site.copyPage.status.copied',
    message: 'Copied as Markdown',
    description: 'Status after the page Markdown was copied to the clipboard',
  }),
  fetchFailed: translate({
    id: 'site.copyPage.status.fetchFailed',
    message: 'Not copied: the page’s Markdown did not load. Are you offline?',
    description: 'Status when the Markdown twin of the page could not be fetched',
  }),
  clipboardDenied: translate({
    id: 'site.copyPage.status.clipboardDenied',
    message: 'Not copied: the browser blocked the clipboard.',
    description: 'Status when the browser refused the clipboard write',
  }),
});

/**
 * The behaviour of "Copy page" (loaded at the first hover, touch or focus of its buttons): carries
 * out the requests, says what a copy came to in a status message, and renders the menu.
 */
export default function CopyPageExtras({
  twin,
  request,
  open,
  setOpen,
  toggle,
}: CopyPageExtrasProps): React.JSX.Element {
  const [status, setStatus] = useState<CopyResult | null>(null);
  const copies = useRef(0);

  const report = useCallback((copying: Promise<CopyResult>) => {
    const copy = ++copies.current;
    setStatus(null);
    void copying.then((result) => copy === copies.current && setStatus(result));
  }, []);

  useEffect(() => {
    if (!request) return;
    if (request.copying) {
      report(request.copying);
    } else {
      setStatus(null);
      setOpen(request.kind === 'open' || ((isOpen) => !isOpen));
    }
  }, [request, report, setOpen]);

  // "Copied" goes after a while; a failure stays until the next copy or the menu opens.
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus(null), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggle.current?.focus();
    },
    [setOpen, toggle],
  );

  return (
    <>
      {open && <CopyPageMenu twin={twin} onCopy={() => report(copyUrlText(twin))} onClose={close} />}
      {/* In the page from the first hover or focus on, so that screen readers read out what is written into it. */}
      <p
        role="status"
        className={status ? 'dropdown__menu' : undefined}
        style={status ? popupStyle : {position: 'absolute', margin: 0}}>
        {status && messages()[status]}
      </p>
    </>
  );
}
