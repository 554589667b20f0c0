import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface LanguageOption {
  locale: string;
  label: string;
  /** `lang` of the target page, e.g. `zh-CN`. */
  htmlLang: string;
  /** The current page in that language. */
  href: string;
  /** Whether following the link should keep the reader's place on the page (its fragment). */
  keepPlace?: boolean;
}

export interface LanguageMenuProps {
  current: string;
  options: readonly LanguageOption[];
  /** Accessible name of the button. */
  buttonLabel: string;
  mobile?: boolean;
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.83 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.04 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
      />
    </svg>
  );
}

/**
 * The language menu: a button that opens a list of the current page in each language.
 * Opens on click or hover; closes on Escape (focus back on the button), on focus or
 * click outside, and on mouse leave; ArrowUp/ArrowDown move between the items.
 */
export default function LanguageMenu({
  current,
  options,
  buttonLabel,
  mobile,
}: LanguageMenuProps): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const menuId = useId();
  // Hovering opens the menu; the click that usually follows must not close it again.
  const openedByHover = useRef(false);
  const currentOption = options.find((o) => o.locale === current);

  const focusItem = useCallback(
    (index: number) => {
      const count = options.length;
      itemRefs.current[((index % count) + count) % count]?.focus();
    },
    [options.length],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // A click anywhere outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const focused = itemRefs.current.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'Escape':
        if (open) {
          event.preventDefault();
          close(true);
        }
        break;
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        // Let the menu render before moving focus into it.
        requestAnimationFrame(() => focusItem(focused + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        requestAnimationFrame(() => focusItem(focused === -1 ? options.length - 1 : focused - 1));
        break;
      default:
    }
  };

  return (
    // Hover opens the menu (spec); the button inside is the keyboard and screen-reader control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={clsx(styles.root, mobile ? 'menu__list-item' : 'navbar__item', open && styles.open)}
      onMouseEnter={
        mobile
          ? undefined
          : () => {
              openedByHover.current = !open;
              setOpen(true);
            }
      }
      onMouseLeave={mobile ? undefined : () => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.button, mobile ? 'menu__link' : 'navbar__link')}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((value) => !value);
        }}>
        <GlobeIcon />
        <span className={styles.label}>{currentOption?.label ?? current}</span>
      </button>
      <ul id={menuId} role="menu" aria-label={buttonLabel} className={styles.menu} hidden={!open}>
        {options.map((option, index) => (
          <li key={option.locale} role="none">
            {/* A plain link: the other locale is another build, reached by a full page load. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              href={option.href}
              lang={option.htmlLang}
              hrefLang={option.htmlLang}
              aria-current={option.locale === current ? 'true' : undefined}
              onClick={(event) => {
                // Read where the reader is when they choose (the server's href has no fragment);
                // the code that reads it loads on this click, out of main.js.
                const plain =
                  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
                if (!option.keepPlace || !plain) return;
                event.preventDefault();
                import('./readingPlace')
                  .then(({readingFragment, withReadingPlace}) =>
                    withReadingPlace(
                      option.href,
                      readingFragment(document, window.location.hash, window.innerHeight),
                    ),
                  )
                  .catch(() => option.href)
                  .then((href) => window.location.assign(href));
              }}
              className={clsx(styles.item, option.locale === current && styles.itemCurrent)}>
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
