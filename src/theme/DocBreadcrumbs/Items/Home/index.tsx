import React from 'react';
import Home from '@theme-original/DocBreadcrumbs/Items/Home';
import type HomeType from '@theme/DocBreadcrumbs/Items/Home';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {sections} from '@site/src/data/sections';
import {navbarLabel} from './navbarLabel';

type Props = WrapperProps<typeof HomeType>;

/**
 * Home, then the page's section ("Home › Configuration › Output"): every page of a section is a
 * top-level item of its sidebar, so theme-classic's breadcrumbs skip the section. Its label is the
 * navbar's (translated with the navbar), its link the section's index page, which names itself.
 */
export default function HomeWrapper(props: Props): React.JSX.Element {
  const sidebar = useDocsSidebar();
  const section = sections.find((s) => s.id === sidebar?.name);
  const {navbar} = useThemeConfig();
  const {pathname} = useLocation();
  const index = `/${section?.id ?? ''}/`;
  const href = useBaseUrl(index);
  return (
    <>
      <Home {...props} />
      {section && pathname !== href && (
        <li className="breadcrumbs__item">
          <Link className="breadcrumbs__link" to={index}>
            {navbarLabel(navbar.items, index) ?? section.label}
          </Link>
        </li>
      )}
    </>
  );
}
