import React from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Grey bars in the shape of a page, shown while its content chunk loads. */
export default function PageSkeleton(): React.JSX.Element {
  return (
    <div
      className={styles.skeleton}
      role="status"
      aria-live="polite"
      aria-label={translate({id: 'site.loading', message: 'Loading content…'})}>
      <div className={styles.title} />
      {[92, 100, 86, 97, 60].map((width, i) => (
        <div key={i} className={styles.line} style={{width: `${width}%`}} />
      ))}
      <div className={styles.block} />
      {[95, 80, 90].map((width, i) => (
        <div key={`b${i}`} className={styles.line} style={{width: `${width}%`}} />
      ))}
    </div>
  );
}
