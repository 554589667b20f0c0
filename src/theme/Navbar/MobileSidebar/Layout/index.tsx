import React, {useState} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The phone menu, its menus rendered from its first opening on. theme-classic renders the whole menu
 * (every documentation section, the current one's pages and headings: 417 elements on Output) in
 * the render that follows hydration at phone width, closed and off screen.
 */
export default function LayoutWrapper({primaryMenu, secondaryMenu, ...props}: Props): React.JSX.Element {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return (
    <Layout
      {...props}
      primaryMenu={opened ? primaryMenu : null}
      secondaryMenu={opened ? secondaryMenu : null}
    />
  );
}
