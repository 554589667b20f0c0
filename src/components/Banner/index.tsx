import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {BANNER_DISMISSED_ATTRIBUTE, isBannerDismissed, rememberBannerDismissed} from '@site/src/data/banner';
import {otherVersions} from '@site/src/data/site';
import styles from './styles.module.css';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The top banner announcing webpack 5. Hidden for good once dismissed. */
export default function Banner(): React.JSX.Element | null {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (isBannerDismissed(safeLocalStorage())) setDismissed(true);
  }, []);
  if (dismissed) return null;

  const dismiss = () => {
    rememberBannerDismissed(safeLocalStorage());
    document.documentElement.setAttribute(BANNER_DISMISSED_ATTRIBUTE, '');
    setDismissed(true);
  };

  return (
    <div
      className={styles.banner}
      role="region"
      aria-label={translate({id: 'site.banner.label', message: 'Announcement'})}>
      <p className={styles.message}>
        <Translate
          id="site.banner.message"
          values={{
            post: (
              <Link to="/blog/2020-10-10-webpack-5-release/">
                <Translate id="site.banner.post">webpack 5 has been released</Translate>
              </Link>
            ),
            v4: (
              <Link to={otherVersions[0].url}>
                <Translate id="site.banner.v4">the webpack 4 documentation</Translate>
              </Link>
            ),
          }}>
          {'{post}. Still on version 4? Read {v4}.'}
        </Translate>
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={dismiss}
        aria-label={translate({id: 'site.banner.dismiss', message: 'Dismiss the announcement'})}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
          />
        </svg>
      </button>
    </div>
  );
}
