/**
 * How a page and its headings map onto theme-classic's own sidebar items (browser side): a page
 * with headings is a linked, collapsible category whose items are its anchors (its h2 headings).
 */
import type {
  PropSidebarItem,
  PropSidebarItemCategory,
  PropSidebarItemHtml,
  PropSidebarItemLink,
} from '@docusaurus/plugin-content-docs';
import type {Anchor} from './anchors';
import type {SidebarDocProps} from './generator';
import {sidebarClassNames} from './classNames';

const joinClasses = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** The page a sidebar link stands for, when the sidebar generator made it. */
export function sidebarPage(item: PropSidebarItem): (PropSidebarItemLink & {docId: string}) | undefined {
  const props = item.customProps as Partial<SidebarDocProps> | undefined;
  return item.type === 'link' && item.docId && typeof props?.headings === 'number'
    ? (item as PropSidebarItemLink & {docId: string})
    : undefined;
}

export const headingCountOf = (page: PropSidebarItemLink): number =>
  (page.customProps as SidebarDocProps).headings;

/** A group of pages made by the sidebar generator (a category that is a label, not a page). */
export const isPageGroup = (item: PropSidebarItem): item is PropSidebarItemCategory =>
  item.type === 'category' && (item.className ?? '').split(' ').includes(sidebarClassNames.group);

/** Anchors of the page at `href` as sidebar items (`href` empty: `#id` links, for the current page). */
export function anchorItems(href: string, anchors: readonly Anchor[]): PropSidebarItem[] {
  return anchors.map((anchor): PropSidebarItem => ({
    type: 'link',
    label: anchor.title,
    href: `${href}#${anchor.id}`,
    className: sidebarClassNames.anchor,
  }));
}

/** Custom props of the stand-in item shown while a page's anchors load. */
export interface AnchorsLoaderProps {
  loadAnchorsOf: {docId: string; href: string};
}

/** The stand-in for a page's anchors until its module has been loaded. */
export const anchorsLoaderItem = (page: PropSidebarItemLink & {docId: string}): PropSidebarItemHtml => ({
  type: 'html',
  value: '',
  customProps: {loadAnchorsOf: {docId: page.docId, href: page.href}} satisfies AnchorsLoaderProps,
});

export function anchorsLoaderOf(item: PropSidebarItem): AnchorsLoaderProps['loadAnchorsOf'] | undefined {
  return item.type === 'html'
    ? (item.customProps as Partial<AnchorsLoaderProps> | undefined)?.loadAnchorsOf
    : undefined;
}

/** A page with headings as theme-classic's linked, collapsible category (closed unless current). */
export function pageCategory(page: PropSidebarItemLink, items: PropSidebarItem[]): PropSidebarItemCategory {
  return {
    type: 'category',
    label: page.label,
    href: page.href,
    collapsible: true,
    collapsed: true,
    items,
    className: joinClasses(page.className, sidebarClassNames.page),
    customProps: page.customProps,
  };
}

/** A page without headings stays a link, marked so that it shows a bar instead of a chevron. */
export const pageWithoutHeadings = (page: PropSidebarItemLink): PropSidebarItemLink => ({
  ...page,
  className: joinClasses(page.className, sidebarClassNames.pageWithoutHeadings),
});
