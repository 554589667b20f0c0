import React, {useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {translate} from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
import type {Anchor} from '@site/src/sidebar/anchors';
import type {SidebarDocProps} from '@site/src/sidebar/generator';
import styles from './styles.module.css';

function AnchorList({anchors, href, onClick}: {anchors: Anchor[]; href: string; onClick?: () => void}) {
  return (
    <ul className={clsx('menu__list', styles.anchors)}>
      {anchors.map((anchor) => (
        <li key={anchor.id} className="menu__list-item">
          <Link
            className={clsx('menu__link', styles.anchorLink)}
            to={`${href}#${anchor.id}`}
            onClick={onClick}>
            {anchor.title}
          </Link>
          {anchor.children && anchor.children.length > 0 && (
            <AnchorList anchors={anchor.children} href={href} onClick={onClick} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A page in the sidebar (ejected from theme-classic): the link, plus a chevron that
 * expands the page's h2/h3 anchors. The current page opens by itself; the chevron is
 * disabled when the page has no headings.
 */
export default function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level,
  index: _index,
  ...props
}: Props): React.JSX.Element {
  const {href, label, className, autoAddBaseUrl} = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  const anchors = (item.customProps as SidebarDocProps | undefined)?.anchors ?? [];
  const [expanded, setExpanded] = useState(isActive);
  const listId = useId();

  // Opening another page collapses this one and opens that one.
  useEffect(() => setExpanded(isActive), [isActive]);

  const toggleLabel = expanded
    ? translate({id: 'site.sidebar.hideHeadings', message: 'Hide headings of {page}'}, {page: label})
    : translate({id: 'site.sidebar.showHeadings', message: 'Show headings of {page}'}, {page: label});

  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}
      key={label}>
      <div className={styles.row}>
        <Link
          className={clsx('menu__link', styles.pageLink, !isInternalLink && styles.menuExternalLink, {
            'menu__link--active': isActive,
          })}
          autoAddBaseUrl={autoAddBaseUrl}
          aria-current={isActive ? 'page' : undefined}
          to={href}
          {...(isInternalLink && {onClick: onItemClick ? () => onItemClick(item) : undefined})}
          {...props}>
          <span className={styles.linkLabel}>{label}</span>
          {!isInternalLink && <IconExternalLink />}
        </Link>
        {isInternalLink && (
          <button
            type="button"
            className={clsx(styles.chevron, expanded && styles.chevronOpen)}
            aria-label={toggleLabel}
            title={
              anchors.length === 0
                ? translate({id: 'site.sidebar.noHeadings', message: 'This page has no headings'})
                : toggleLabel
            }
            aria-expanded={anchors.length > 0 ? expanded : undefined}
            aria-controls={anchors.length > 0 && expanded ? listId : undefined}
            disabled={anchors.length === 0}
            onClick={() => setExpanded((value) => !value)}
          />
        )}
      </div>
      {expanded && anchors.length > 0 && (
        <div id={listId}>
          <AnchorList
            anchors={anchors}
            href={href}
            onClick={onItemClick ? () => onItemClick(item) : undefined}
          />
        </div>
      )}
    </li>
  );
}
