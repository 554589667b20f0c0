import React, {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {copyUrlText, type CopyResult} from './copy';
import CopyPageMenu, {popupStyle} from './Menu';
import {loadMessages, type CopyPageMessages} from './messages';

export {copyUrlText};

export interface CopyPageExtrasProps {
  twin: string;
  /** The latest copy, started by the button (a new promise for each). */
  copying: Promise<CopyResult> | undefined;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The arrow button, which gets the focus back when the menu closes by keyboard. */
  toggle: RefObject<HTMLButtonElement | null>;
}

const statusIds = {
  copied: 'site.copyPage.status.copied',
  fetchFailed: 'site.copyPage.status.fetchFailed',
  clipboardDenied: 'site.copyPage.status.clipboardDenied',
} as const satisfies Record<CopyResult, keyof CopyPageMessages>;

/**
 * The behaviour of "Copy page" (loaded at the first hover, touch or focus of its buttons): says what
 * a copy came to in a status message, and renders the menu, in the page's language (./messages).
 */
export default function CopyPageExtras({
  twin,
  copying,
  open,
  setOpen,
  toggle,
}: CopyPageExtrasProps): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const [messages, setMessages] = useState<CopyPageMessages>();
  const [status, setStatus] = useState<CopyResult | null>(null);
  const copies = useRef(0);

  const report = useCallback((copying: Promise<CopyResult>) => {
    const copy = ++copies.current;
    setStatus(null);
    void copying.then((result) => copy === copies.current && setStatus(result));
  }, []);

  useEffect(() => {
    void loadMessages(i18n.currentLocale, i18n.defaultLocale).then(setMessages);
  }, [i18n.currentLocale, i18n.defaultLocale]);

  useEffect(() => {
    if (copying) report(copying);
  }, [copying, report]);

  // Opening the menu clears what the last copy said.
  useEffect(() => {
    if (open) setStatus(null);
  }, [open]);

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
      {open && messages && (
        <CopyPageMenu
          twin={twin}
          messages={messages}
          onCopy={() => report(copyUrlText(twin))}
          onClose={close}
        />
      )}
      {/* In the page from the first hover or focus on, so that screen readers read out what is written into it. */}
      <p
        role="status"
        className={status && messages ? 'dropdown__menu' : undefined}
        style={status && messages ? popupStyle : {position: 'absolute', margin: 0}}>
        {status && messages?.[statusIds[status]]}
      </p>
    </>
  );
}
