import React from 'react';
import clsx from 'clsx';
import {Collapsible, useCollapsible} from '@docusaurus/theme-common';
import {useLocalPathname} from '@docusaurus/theme-common/internal';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import {reopensPhoneMenu} from '@site/src/sidebar/phoneMenu';
import {requestPhoneMenuReopen} from './reopen';

/**
 * A navbar dropdown in the phone menu (theme-classic's markup and classes): its list starts open, so
 * the Documentation sections are the first thing the menu shows, and following a section opens the
 * menu again on the section's page, where its pages are listed (`reopensPhoneMenu`, `reopen.ts`):
 * from the home page, Guides › Code Splitting is the menu, Guides, Code Splitting (issue 34, item 2). The label is
 * one button that opens and closes the list and says which (`aria-expanded`); theme-classic's
 * started closed off the docs, closed the menu on a section, and had a second button beside the
 * label, which alone carried the state. See src/theme/README.md.
 */
export default function DropdownNavbarItemMobile({
  items,
  className,
  position: _position, // not an attribute of the link
  onClick,
  ...props
}: Props): React.JSX.Element {
  const localPathname = useLocalPathname();
  const {collapsed, toggleCollapsed} = useCollapsible({initialState: false});
  return (
    <li className={clsx('menu__list-item', {'menu__list-item--collapsed': collapsed})}>
      <NavbarNavLink
        role="button"
        aria-expanded={!collapsed}
        className={clsx('menu__link menu__link--sublist menu__link--sublist-caret', className)}
        // `#` makes the <a> focusable when the label has no link target (as theme-classic does).
        href={props.to ? undefined : '#'}
        {...props}
        onClick={(event: React.MouseEvent) => {
          if (!props.to) event.preventDefault();
          toggleCollapsed();
        }}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        {items.map((childItemProps, i) => (
          <NavbarItem
            mobile
            isDropdownItem
            onClick={
              childItemProps.to !== undefined && reopensPhoneMenu(childItemProps.to, localPathname)
                ? (event: React.MouseEvent<HTMLAnchorElement>) => {
                    requestPhoneMenuReopen(childItemProps.to!);
                    onClick?.(event);
                  }
                : onClick
            }
            activeClassName="menu__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </Collapsible>
    </li>
  );
}
