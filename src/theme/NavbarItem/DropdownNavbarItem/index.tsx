import React from 'react';
import {useLocation} from '@docusaurus/router';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DropdownNavbarItemType>;

/**
 * A dropdown whose label is no link (no `to` in the config), so that a tap in the phone menu opens
 * its list instead of leaving for a page and closing the menu. theme-classic marks such a label
 * active only through a link, so the wrapper does it from `activeBaseRegex`. Both of the
 * dropdowns it renders are ours (`./Desktop`, `./Mobile`).
 */
export default function DropdownNavbarItemWrapper(props: Props): React.JSX.Element {
  const {pathname} = useLocation();
  const {activeBaseRegex, mobile, className} = props;
  const active = activeBaseRegex !== undefined && new RegExp(activeBaseRegex).test(pathname);
  const activeClass = mobile ? 'menu__link--active' : 'navbar__link--active';
  return (
    <DropdownNavbarItem {...props} className={[className, active && activeClass].filter(Boolean).join(' ')} />
  );
}
