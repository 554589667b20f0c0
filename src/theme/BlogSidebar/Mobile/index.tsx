import React, {memo} from 'react';
import {BlogSidebarItemList, useVisibleBlogSidebarItems} from '@docusaurus/plugin-content-blog/client';
import type {BlogSidebarItem} from '@docusaurus/plugin-content-blog';
import {NavbarSecondaryMenuFiller, useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import Heading from '@theme/Heading';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import type {Props} from '@theme/BlogSidebar/Mobile';
import styles from './styles.module.css';

function ListComponent({items}: {items: BlogSidebarItem[]}): React.JSX.Element {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName="menu__list"
      liClassName="menu__list-item"
      linkClassName="menu__link"
      linkActiveClassName="menu__link--active"
    />
  );
}

/**
 * The blog's phone menu: theme-classic's list of posts, under the navbar's Documentation list
 * (open, as in the main menu: src/theme/NavbarItem/DropdownNavbarItem/Mobile), so that from the
 * blog Guides › Code Splitting is the menu, Guides, Code Splitting, not first "Back to main menu"
 * (issue 34, item 2).
 */
function BlogSidebarMobileSecondaryMenu({sidebar}: Props): React.JSX.Element {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  // The config's item, typed loosely by theme-common (theme-classic's own menu casts it the same way).
  const documentation = useThemeConfig().navbar.items.find((item) => item.type === 'dropdown') as
    NavbarItemProps | undefined;
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <>
      {documentation && (
        <ul className="menu__list">
          <NavbarItem mobile {...documentation} onClick={() => mobileSidebar.toggle()} />
        </ul>
      )}
      <Heading as="h2" className={styles.title}>
        {sidebar.title}
      </Heading>
      <BlogSidebarContent
        items={items}
        ListComponent={ListComponent}
        yearGroupHeadingClassName={styles.yearGroupHeading}
      />
    </>
  );
}

function BlogSidebarMobile(props: Props): React.JSX.Element {
  return <NavbarSecondaryMenuFiller component={BlogSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(BlogSidebarMobile);
