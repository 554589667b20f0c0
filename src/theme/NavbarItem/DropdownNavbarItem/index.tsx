import React, {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DropdownNavbarItemType>;

/**
 * In the phone menu, theme-classic's dropdown label is a `role="button"` that opens and closes the
 * list but says nothing of its state (only the chevron button beside it has `aria-expanded`): the
 * label takes the chevron's `aria-expanded`, kept in step as the chevron's changes.
 */
export function mirrorExpanded(label: HTMLElement | null): () => void {
  const chevron = label?.parentElement?.querySelector<HTMLElement>(':scope > button[aria-expanded]');
  if (!label || !chevron) return () => {};
  const copy = () => label.setAttribute('aria-expanded', chevron.getAttribute('aria-expanded') ?? 'false');
  copy();
  const observer = new MutationObserver(copy);
  observer.observe(chevron, {attributes: true, attributeFilter: ['aria-expanded']});
  return () => observer.disconnect();
}

/**
 * A dropdown whose label is no link (no `to` in the config), so that a tap in the phone menu opens
 * its list instead of leaving for a page and closing the menu. theme-classic marks such a label
 * active only through a link, so the wrapper does it from `activeBaseRegex`. In the phone menu
 * the label also says whether the list is open (`mirrorExpanded`); the desktop dropdown is ours
 * (`./Desktop`).
 */
export default function DropdownNavbarItemWrapper(props: Props): React.JSX.Element {
  const {pathname} = useLocation();
  const {activeBaseRegex, mobile, className} = props;
  const labelRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => (mobile ? mirrorExpanded(labelRef.current) : undefined), [mobile]);
  const active = activeBaseRegex !== undefined && new RegExp(activeBaseRegex).test(pathname);
  const activeClass = mobile ? 'menu__link--active' : 'navbar__link--active';
  return (
    <DropdownNavbarItem
      {...props}
      {...(mobile && {ref: labelRef})}
      className={[className, active && activeClass].filter(Boolean).join(' ')}
    />
  );
}
