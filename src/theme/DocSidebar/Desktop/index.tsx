import React from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

// theme-classic's layout: <aside class="theme-doc-sidebar-container"><div (viewport)><div (this)>.
const serverElement = () =>
  document.querySelector(`aside.${ThemeClassNames.docs.docSidebarContainer} > div > div`);
const isServerElement = (element: Element) =>
  element.querySelector(`.${ThemeClassNames.docs.docSidebarMenu}`) !== null;

/** The desktop sidebar, kept as the server rendered it while a phone hydrates the page (`DesktopOnly`). */
export default function DocSidebarDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <DesktopOnly serverElement={serverElement} isServerElement={isServerElement}>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
