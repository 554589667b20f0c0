import type {PropSidebarItem, PropSidebars} from '@docusaurus/plugin-content-docs';
import {documentationPathPattern} from '../data/sections';
import {sidebarClassNames} from './classNames';

/** A documentation section as the phone menu lists it: its sidebar's name and its label. */
export interface PhoneMenuSection {
  id: string;
  label: string;
}

/**
 * The docs' menu on a phone: every documentation section as a category without a link, so that a
 * tap on its label opens its pages in place (theme-classic toggles a category without `href` and
 * keeps the phone menu open; one with `href` navigates and closes it). The current section is open,
 * the others closed; a page outside them (Contribute, the top-level pages) keeps its own sidebar's
 * items on top. "Guides › Code Splitting" from any doc page: menu, Guides, Code Splitting.
 */
export function phoneMenuSidebar(
  sidebars: PropSidebars,
  currentName: string | undefined,
  current: readonly PropSidebarItem[],
  sections: readonly PhoneMenuSection[],
): PropSidebarItem[] {
  const listed = sections.filter((section) => sidebars[section.id]);
  const inSection = listed.some((section) => section.id === currentName);
  return [
    ...(inSection ? [] : current),
    ...listed.map((section): PropSidebarItem => ({
      type: 'category',
      label: section.label,
      items: sidebars[section.id]!,
      collapsible: true,
      collapsed: section.id !== currentName,
      className: sidebarClassNames.section,
    })),
  ];
}

/** A section's item in the phone menu (made by phoneMenuSidebar). */
export const isPhoneMenuSection = (item: PropSidebarItem): boolean =>
  item.type === 'category' && (item.className ?? '').split(' ').includes(sidebarClassNames.section);

/**
 * Whether following an item of the phone menu's Documentation list opens the menu again on the page
 * it leads to: a documentation section's page, which is not the page shown, has the docs' menu with
 * its own section open (`phoneMenuSidebar`), so the section's pages are the next tap. From the home
 * page: the menu, Guides, Code Splitting. Any other item only closes the menu, as theme-classic's
 * does. Paths without the locale prefix (`useLocalPathname`, the config's `to`).
 */
export function reopensPhoneMenu(to: string | undefined, localPathname: string): boolean {
  if (to === undefined || !documentationPathPattern.test(to)) return false;
  const trailing = (path: string) => (path.endsWith('/') ? path : `${path}/`);
  return trailing(to) !== trailing(localPathname);
}
