import React, {useCallback, useRef, useState, type ComponentType} from 'react';
import {translate} from '@docusaurus/Translate';
import type {ChatRoomProps} from './ChatRoom';
import styles from './styles.module.css';

/**
 * A floating chat button. The chat room's code is its own chunk, fetched on the first
 * click; later clicks toggle the already loaded room.
 */
export default function ChatWidget(): React.JSX.Element {
  const [Room, setRoom] = useState<ComponentType<ChatRoomProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = async () => {
    if (Room) {
      setOpen((value) => !value);
      return;
    }
    setLoading(true);
    try {
      const module = await import(/* webpackChunkName: "chat-room" */ './ChatRoom');
      setRoom(() => module.default);
      setOpen(true);
    } finally {
      setLoading(false);
    }
  };

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      {Room && open && <Room onClose={close} />}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-busy={loading}
        aria-label={translate({id: 'site.chat.open', message: 'Chat with the webpack community'})}
        onClick={toggle}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
          />
        </svg>
      </button>
    </>
  );
}
