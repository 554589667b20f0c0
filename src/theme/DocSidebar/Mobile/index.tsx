import React, {useMemo} from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {documentationMenu} from '@site/src/data/sections';
import {phoneMenuSidebar} from '@site/src/sidebar/phoneMenu';
import {navbarLabel} from '@site/src/theme/DocBreadcrumbs/Items/Home/navbarLabel';

type Props = WrapperProps<typeof DocSidebarMobileType>;

/**
 * The docs' menu on a phone lists every documentation section, each a label that opens its pages
 * in place (src/sidebar/phoneMenu.ts), the current one open: reaching another section's page takes
 * three taps (menu, section, page) instead of going back to the main menu, through Documentation to
 * the section's index page, and opening the menu again there. The labels are the navbar's (translated
 * with it). theme-classic renders the rest: the menu is only rendered on a phone, after hydration.
 */
export default function DocSidebarMobileWrapper(props: Props): React.JSX.Element {
  const {docsSidebars} = useDocsVersion();
  const current = useDocsSidebar();
  const {navbar} = useThemeConfig();
  const sidebar = useMemo(
    () =>
      phoneMenuSidebar(
        docsSidebars,
        current?.name,
        props.sidebar,
        documentationMenu.map((section) => ({
          id: section.id,
          label: navbarLabel(navbar.items, `/${section.id}/`) ?? section.label,
        })),
      ),
    [docsSidebars, current?.name, props.sidebar, navbar.items],
  );
  return <DocSidebarMobile {...props} sidebar={sidebar} />;
}
