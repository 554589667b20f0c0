import React, {useEffect, useReducer, useRef, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import {closedMenu, isOpen, menuReducer} from './menuState';

/**
 * theme-classic's desktop navbar dropdown (same markup and classes), with one state for whether
 * its menu is open (`menuState.ts`) from which both the menu's visibility and the label's
 * `aria-expanded` follow. theme-classic's opened the menu on hover (Infima's CSS) while
 * `aria-expanded` said false, kept it open on Escape, and had its Enter/Space state disagree with
 * what was shown; see src/theme/README.md.
 */
export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick: _onClick, // theme-classic's dropdown ignores it too (it is for the phone menu's items)
  ...props
}: Props): React.JSX.Element {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLAnchorElement>(null);
  const [state, dispatch] = useReducer(menuReducer, closedMenu);
  const open = isOpen(state);
  // Before hydration, Infima's hover CSS opens the menu; after it, the state does.
  const isBrowser = useIsBrowser();

  useEffect(() => {
    const dropdown = dropdownRef.current;
    if (!dropdown) return undefined;
    const onOutside = (event: Event) => {
      if (!dropdown.contains(event.target as Node)) dispatch('outside');
    };
    const onEnter = () => dispatch('pointerEnter');
    const onLeave = () => dispatch('pointerLeave');
    // Escape from the label or from an item of the menu closes it and leaves the focus on the label.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch('escape');
      if (dropdown.contains(document.activeElement)) labelRef.current?.focus();
    };
    const onMenuClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('.dropdown__menu a')) dispatch('choose');
    };
    // One signal removes every listener when the item unmounts.
    const listening = new AbortController();
    const {signal} = listening;
    document.addEventListener('mousedown', onOutside, {signal});
    document.addEventListener('touchstart', onOutside, {signal});
    document.addEventListener('focusin', onOutside, {signal});
    dropdown.addEventListener('mouseenter', onEnter, {signal});
    dropdown.addEventListener('mouseleave', onLeave, {signal});
    dropdown.addEventListener('keydown', onKeyDown, {signal});
    dropdown.addEventListener('click', onMenuClick, {signal});
    return () => listening.abort();
  }, []);

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', {
        'dropdown--hoverable': !isBrowser,
        'dropdown--right': position === 'right',
        'dropdown--show': open,
      })}>
      <NavbarNavLink
        ref={labelRef}
        aria-haspopup="true"
        aria-expanded={open}
        role="button"
        // `#` makes the <a> focusable when the label has no link target (as theme-classic does).
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={
          props.to
            ? undefined
            : (event: React.MouseEvent) => {
                event.preventDefault();
                dispatch('toggle');
              }
        }
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            dispatch('toggle');
          }
        }}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={i} />
        ))}
      </ul>
    </div>
  );
}
