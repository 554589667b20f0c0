import React, {useEffect, useRef} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/data/site';
import styles from './ChatRoom.module.css';

export interface ChatRoomProps {
  onClose: () => void;
}

/** The webpack chat room in a side panel (loaded on demand by ChatWidget). */
export default function ChatRoom({onClose}: ChatRoomProps): React.JSX.Element {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const title = translate({id: 'site.chat.title', message: 'webpack chat room'});
  return (
    <div ref={panelRef} className={styles.panel} role="dialog" aria-label={title} tabIndex={-1}>
      <div className={styles.header}>
        <strong>{title}</strong>
        <Link href={externalLinks.chatRoom}>
          <Translate id="site.chat.newTab">Open in a new tab</Translate>
        </Link>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={translate({id: 'site.chat.close', message: 'Close the chat room'})}>
          ×
        </button>
      </div>
      <iframe
        className={styles.frame}
        title={title}
        src={`${externalLinks.chatRoom}/~embed`}
        loading="lazy"
      />
    </div>
  );
}
