import React from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import type DocItemTOCDesktopType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof DocItemTOCDesktopType>;

const serverElement = () => document.querySelector(`.${ThemeClassNames.docs.docTocDesktop}`);
const isServerElement = (element: Element) => element.querySelector('.table-of-contents') !== null;

/** The table of contents on the right, kept as the server rendered it while a phone hydrates the page (`DesktopOnly`). */
export default function DocItemTOCDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <DesktopOnly serverElement={serverElement} isServerElement={isServerElement}>
      <DocItemTOCDesktop {...props} />
    </DesktopOnly>
  );
}
