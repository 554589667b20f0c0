import React, {useEffect, useRef} from 'react';
import type {CopyPageMessages} from './messages';

export interface CopyPageMenuProps {
  twin: string;
  messages: CopyPageMessages;
  onCopy: () => void;
  /** Closes the menu; `true` puts focus back on the button that opened it. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * Below the buttons, right-aligned, as wide as its text (Infima's .dropdown__menu does the rest).
 * Styles of the menu and the status are set here, in the chunk that renders them: a CSS module would
 * go into the stylesheet every page loads first.
 */
export const popupStyle: React.CSSProperties = {
  width: 'max-content',
  maxWidth: 'min(18rem, 90vw)',
  margin: 0,
  fontWeight: 400,
};

/** A menu item is a button or a link with Infima's .dropdown__link look. */
const itemStyle: React.CSSProperties = {
  border: 0,
  width: '100%',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
};

/**
 * The Copy page menu (in ./Extras's chunk, loaded at the first hover, touch or focus of the buttons).
 * Focus starts on its first item; ArrowUp and ArrowDown (Home, End) move between the items, Escape closes it and returns focus to its button,
 * Tab or a click outside closes it.
 */
export default function CopyPageMenu({
  twin,
  messages,
  onCopy,
  onClose,
}: CopyPageMenuProps): React.JSX.Element {
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
      className="dropdown__menu"
      style={popupStyle}
      onKeyDown={onKeyDown}
      aria-label={messages['site.copyPage.menu']}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="dropdown__link"
          style={itemStyle}
          onClick={() => {
            onCopy();
            onClose(true);
          }}>
          {messages['site.copyPage.menu.copy']}
        </button>
      </li>
      <li role="none">
        {/* The twin is a file, not a route of the site: a plain link, not the router's <Link>. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a
          role="menuitem"
          tabIndex={-1}
          className="dropdown__link"
          style={itemStyle}
          href={twin}
          type="text/markdown">
          {messages['site.copyPage.menu.view']}
        </a>
      </li>
    </ul>
  );
}
