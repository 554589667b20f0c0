import React, {useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import DocSidebarItems from '@theme/DocSidebarItems';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isSamePath} from '@docusaurus/theme-common/internal';
import DocSidebarItemCategory from '@theme/DocSidebarItem/Category';
import type {Props} from '@theme/DocSidebarItem';
import type {
  PropSidebarItem,
  PropSidebarItemCategory,
  PropSidebarItemLink,
} from '@docusaurus/plugin-content-docs';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {getPageAnchors, usePageAnchors} from '@site/src/sidebar/pageAnchors';
import {
  anchorItems,
  anchorsLoaderItem,
  anchorsLoaderOf,
  headingCountOf,
  isPageGroup,
  pageCategory,
  pageWithoutHeadings,
  sidebarPage,
} from '@site/src/sidebar/pageItems';
import {sidebarClassNames} from '@site/src/sidebar/classNames';
import {isPhoneMenuSection} from '@site/src/sidebar/phoneMenu';

type Page = PropSidebarItemLink & {docId: string};

/**
 * A page with headings, as theme-classic's linked category: open while it is the current page,
 * toggled by its chevron, its headings as the items. The current page's anchors are there when it
 * renders (its module registered them); another page's load with that page when first opened.
 * The current page's anchors link to `#id`: a `<Link>` to the page's own path with a hash is a
 * router link that prefetches "another" page once per hash when it comes into view (Docusaurus
 * keys prefetches by the whole URL), hundreds of `<link rel="prefetch">` on a long reference page.
 */
function PageWithAnchors({item, ...props}: Omit<Props, 'item'> & {item: Page}) {
  const anchors = usePageAnchors(item.docId);
  const base = isSamePath(props.activePath, item.href) ? '' : item.href;
  const category = useMemo(
    () => pageCategory(item, anchors ? anchorItems(base, anchors) : [anchorsLoaderItem(item)]),
    [item, anchors, base],
  );
  return <DocSidebarItemCategory {...props} item={category} />;
}

/**
 * Shown in place of a page's headings the first time the page is opened in the sidebar: loads the
 * page (as following its link would, so it is then ready to open), whose module registers its
 * headings; says so when that cannot happen (data saver, offline).
 */
function AnchorsLoader({docId, href}: {docId: string; href: string}) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const loading = window.docusaurus.preload(href);
    // Docusaurus does not preload on data-saving or 2G connections.
    if (loading === false) setFailed(true);
    else
      loading.then(
        () => setFailed(!getPageAnchors(docId)),
        () => setFailed(true),
      );
  }, [docId, href]);
  return (
    <li className="menu__list-item">
      {failed ? (
        <Link className="menu__link" to={href}>
          <Translate id="site.sidebar.headingsUnavailable">Open the page to see its headings</Translate>
        </Link>
      ) : (
        <span className="menu__link" role="status">
          <Translate id="site.sidebar.loadingHeadings">Loading the headings…</Translate>
        </span>
      )}
    </li>
  );
}

/**
 * A group of pages (front matter `group`): a label over the pages, not a link nor a toggle. Its
 * label is the category's, which Docusaurus translates (current.json, from write-translations).
 */
function PageGroup({item, level, ...props}: Omit<Props, 'item'> & {item: PropSidebarItemCategory}) {
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <span className={sidebarClassNames.groupLabel}>{item.label}</span>
      <ul className="menu__list">
        <DocSidebarItems {...props} items={item.items} level={level + 1} />
      </ul>
    </li>
  );
}

/**
 * A documentation section in the phone menu (src/sidebar/phoneMenu.ts), rendered by theme-classic:
 * a tap on its label opens it in place. Opening it closes the section open before it
 * (`autoCollapseCategories`), which may be above it and long (the current section's pages): the
 * label is then kept at the top of the menu while that one closes, not left above the screen with
 * the reader looking at the middle of its pages.
 */
function PhoneMenuSection(props: Props) {
  const {item, onItemClick} = props;
  return (
    <DocSidebarItem
      {...props}
      onItemClick={(clicked: PropSidebarItem) => {
        onItemClick?.(clicked);
        const label = document.activeElement;
        // Called before the category toggles: only when it is about to open.
        if (
          clicked !== item ||
          !(label instanceof HTMLElement) ||
          label.getAttribute('aria-expanded') !== 'false'
        )
          return;
        const until = performance.now() + 600;
        const follow = () => {
          label.scrollIntoView({block: 'start'});
          if (performance.now() < until) requestAnimationFrame(follow);
        };
        requestAnimationFrame(follow);
      }}
    />
  );
}

/**
 * Sidebar items: pages made by src/sidebar/generator.ts are mapped onto theme-classic's own
 * rendering (a category holding the page's headings, or a link when it has none), groups of pages
 * get a label over them; everything else is rendered as it is.
 */
export default function DocSidebarItemWrapper(props: Props): React.JSX.Element | null {
  const loader = anchorsLoaderOf(props.item);
  if (loader) return <AnchorsLoader {...loader} />;
  if (isPageGroup(props.item)) return <PageGroup {...props} item={props.item} />;
  if (isPhoneMenuSection(props.item)) return <PhoneMenuSection {...props} />;
  const page = sidebarPage(props.item);
  if (!page) return <DocSidebarItem {...props} />;
  if (headingCountOf(page) === 0) return <DocSidebarItem {...props} item={pageWithoutHeadings(page)} />;
  return <PageWithAnchors {...props} item={page} />;
}
