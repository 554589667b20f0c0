import React, {useEffect, useRef} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface CopyPageMenuProps {
  twin: string;
  onCopy: () => void;
  /** Closes the menu; `true` puts focus back on the button that opened it. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The Copy page menu (loaded when it first opens). Focus starts on its first item; ArrowUp and
 * ArrowDown (Home, End) move between the items, Escape closes it and returns focus to its button,
 * Tab or a click outside closes it.
 */
export default function CopyPageMenu({twin, onCopy, onClose}: CopyPageMenuProps): React.JSX.Element {
  const menuRef = useRef<HTMLUListElement>(null);
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      // The menu and its buttons share a parent: a click on the arrow is the arrow's to handle.
      if (!menuRef.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: list.length - 1,
    }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <ul
      ref={menuRef}
      role="menu"
      className={`dropdown__menu ${styles.popup}`}
      onKeyDown={onKeyDown}
      aria-label={translate({
        id: 'site.copyPage.menu',
        message: 'Page as Markdown',
        description: 'Accessible name of the Copy page menu',
      })}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`dropdown__link ${styles.item}`}
          onClick={() => {
            onCopy();
            onClose(true);
          }}>
          {translate({
            id: 'site.copyPage.menu.copy',
            message: 'Copy page as Markdown',
            description: 'Copy page menu item: copy the Markdown to the clipboard',
          })}
          <span className={styles.hint}>
            {translate({
              id: 'site.copyPage.menu.copyHint',
              message: 'For pasting into an AI assistant or a note',
              description: 'Second line of the copy item of the Copy page menu',
            })}
          </span>
        </button>
      </li>
      <li role="none">
        {/* The twin is a file, not a route of the site: a plain link, not the router's <Link>. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a
          role="menuitem"
          tabIndex={-1}
          className={`dropdown__link ${styles.item}`}
          href={twin}
          type="text/markdown">
          {translate({
            id: 'site.copyPage.menu.view',
            message: 'View as Markdown',
            description: 'Copy page menu item: open the Markdown twin of the page',
          })}
          <span className={styles.hint}>
            {translate({
              id: 'site.copyPage.menu.viewHint',
              message: 'The page as plain text',
              description: 'Second line of the view item of the Copy page menu',
            })}
          </span>
        </a>
      </li>
    </ul>
  );
}
