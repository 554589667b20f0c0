import React from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import VersionBox from '@site/src/components/VersionBox';
import {sectionIds, type SectionId} from '@site/src/data/sections';
import {printSectionHref} from '@site/src/data/printable';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The desktop sidebar with a "Print Section" link above the pages and the version box below. */
export default function ContentWrapper(props: Props): React.JSX.Element {
  const sidebar = useDocsSidebar();
  const section = sectionIds.includes(sidebar?.name as SectionId) ? sidebar!.name : undefined;
  return (
    <>
      {section && (
        <Link
          className={styles.print}
          to={printSectionHref(section)}
          target="_blank"
          rel="nofollow noopener noreferrer">
          <Translate id="site.sidebar.printSection">Print Section</Translate>
        </Link>
      )}
      <Content {...props} />
      <VersionBox />
    </>
  );
}
