import React, {useEffect} from 'react';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import type ToggleType from '@theme/Navbar/MobileSidebar/Toggle';
import type {WrapperProps} from '@docusaurus/types';
import {useLocalPathname, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {takePhoneMenuReopen} from '@site/src/theme/NavbarItem/DropdownNavbarItem/Mobile/reopen';

type Props = WrapperProps<typeof ToggleType>;

/**
 * The phone menu's button; it also reopens the menu on a page that a documentation section's link of
 * the menu led to (`reopen.ts`), so that the section's pages are the next tap.
 */
export default function ToggleWrapper(props: Props): React.JSX.Element {
  const {shouldRender, shown, toggle} = useNavbarMobileSidebar();
  const localPathname = useLocalPathname();
  useEffect(() => {
    if (shouldRender && !shown && takePhoneMenuReopen(localPathname)) toggle();
    // Only on a new page (or once the menu can render): not when the reader closes the menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [localPathname, shouldRender]);
  return <Toggle {...props} />;
}
