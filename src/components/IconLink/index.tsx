import React, {type ComponentType, type SVGProps} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import GitHub from '@theme/Icon/Socials/GitHub';
import Twitter from '@theme/Icon/Socials/Twitter';
import StackOverflow from '@theme/Icon/Socials/StackOverflow';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

// Accessible names, spelled out so write-translations can extract them.
function labelFor(icon: IconLinkProps['icon']): string {
  switch (icon) {
    case 'github':
      return translate({id: 'site.navbar.github', message: 'webpack on GitHub'});
    case 'twitter':
      return translate({id: 'site.navbar.twitter', message: 'webpack on Twitter'});
    case 'stackoverflow':
      return translate({id: 'site.navbar.stackoverflow', message: 'webpack on Stack Overflow'});
  }
}

const icons: Record<IconLinkProps['icon'], ComponentType<SVGProps<SVGSVGElement>>> = {
  github: GitHub,
  twitter: Twitter,
  stackoverflow: StackOverflow,
};

export interface IconLinkProps {
  href: string;
  icon: 'github' | 'twitter' | 'stackoverflow';
  mobile?: boolean;
}

/** Navbar item `custom-iconLink`: an icon-only link to one of webpack's outside homes. */
export default function IconLink({href, icon, mobile}: IconLinkProps): React.JSX.Element {
  const Icon = icons[icon];
  const label = labelFor(icon);
  const link = (
    <Link
      href={href}
      aria-label={label}
      title={label}
      className={clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', styles.iconLink)}>
      <Icon width={20} height={20} aria-hidden="true" focusable="false" />
      {mobile && <span className={styles.mobileLabel}>{label}</span>}
    </Link>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
