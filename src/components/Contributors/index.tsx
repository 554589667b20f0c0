import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export const avatarUrl = (handle: string): string => `https://github.com/${handle}.png?size=90`;

/**
 * Becomes true once the element scrolls into view (300 px early); without
 * IntersectionObserver it is true at once.
 */
export function useVisible<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (visible || !ref.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      {rootMargin: '300px'},
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  return [ref, visible];
}

/** The people who wrote a page: avatars requested only when the list comes into view. */
export default function Contributors({handles}: {handles: readonly string[]}): React.JSX.Element | null {
  const [ref, visible] = useVisible<HTMLDivElement>();
  if (handles.length === 0) return null;
  return (
    <section ref={ref} className={styles.contributors} aria-labelledby="contributors-heading">
      <h2 id="contributors-heading" className={styles.heading}>
        <Translate id="site.doc.contributors">Contributors</Translate>
      </h2>
      <ul className={styles.list}>
        {handles.map((handle) => (
          <li key={handle}>
            <Link href={`https://github.com/${handle}`} title={handle}>
              {visible ? (
                <img className={styles.avatar} src={avatarUrl(handle)} alt={handle} width={45} height={45} />
              ) : (
                <span
                  className={styles.placeholder}
                  role="img"
                  aria-label={handle}
                  data-testid="avatar-placeholder"
                />
              )}
              <span className={styles.name}>{handle}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
