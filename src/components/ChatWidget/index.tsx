import React, {useCallback, useRef, useState, type ComponentType} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/data/site';
import type {ChatRoomProps} from './ChatRoom';
import styles from './styles.module.css';

/** Why the room did not load: the browser is offline, or it is online and the chunk failed. */
type Failure = 'offline' | 'error';

/**
 * The chat button, below the footer; on screens wide enough to leave a margin beside the page it
 * floats there instead (never over text or code). The chat room's code is its own chunk, fetched
 * on the first click; later clicks toggle the already loaded room (offline, they say so instead of
 * opening an empty panel). When the room cannot load, the
 * dock says so in words, and why as far as the browser knows: offline, or online but its chunk
 * failed (a retry with the button fetches it again); either way it offers the room in a new tab.
 */
export default function ChatWidget(): React.JSX.Element {
  const [Room, setRoom] = useState<ComponentType<ChatRoomProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = async () => {
    if (Room) {
      // Its code is here, but offline the room itself (an iframe) would show an empty panel.
      if (!open && !navigator.onLine) {
        setFailure('offline');
        return;
      }
      setFailure(null);
      setOpen((value) => !value);
      return;
    }
    setFailure(null);
    if (!navigator.onLine) {
      setFailure('offline');
      return;
    }
    setLoading(true);
    try {
      const module = await import(/* webpackChunkName: "chat-room" */ './ChatRoom');
      setRoom(() => module.default);
      setOpen(true);
    } catch {
      // The connection may have dropped while the chunk was on its way.
      setFailure(navigator.onLine ? 'error' : 'offline');
    } finally {
      setLoading(false);
    }
  };

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const label = translate({id: 'site.chat.open', message: 'Chat with the webpack community'});
  return (
    <div className={styles.dock}>
      {Room && open && <Room onClose={close} />}
      <p className={styles.status} role="status">
        {failure && (
          <>
            {failure === 'offline' ? (
              <Translate id="site.chat.failed">The chat could not be loaded: you may be offline.</Translate>
            ) : (
              <Translate id="site.chat.error">
                The chat could not be loaded. Try the button again in a moment, or go straight to the room:
              </Translate>
            )}{' '}
            <Link href={externalLinks.chatRoom}>
              <Translate id="site.chat.failedLink">Open the chat room in a new tab</Translate>
            </Link>
          </>
        )}
      </p>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-busy={loading}
        aria-label={label}
        onClick={toggle}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
          />
        </svg>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      </button>
    </div>
  );
}
