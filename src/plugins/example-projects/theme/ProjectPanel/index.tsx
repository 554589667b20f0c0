import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout, {type PanelData} from './Layout';
import styles from './styles.module.css';

const Panel = lazy(() => import('./Panel'));

/**
 * A runnable project's panel (put before its blocks by ../../remark.ts): its name, its files, a
 * Download link to the zip built with the site, and Open in StackBlitz. The server renders it
 * whole; its code (./Panel) loads once the panel comes near the view, fflate when a file is opened, and the
 * StackBlitz SDK only when a reader asks for it.
 */
export default function ProjectPanel(props: PanelData): React.JSX.Element {
  const zipUrl = useBaseUrl(props.zip);
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      {rootMargin: '200px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const still = <Layout {...props} zipUrl={zipUrl} />;
  return (
    <section ref={ref} className={styles.panel} data-project={props.name} data-ready={near || undefined}>
      {near ? (
        <Suspense fallback={still}>
          <Panel {...props} zipUrl={zipUrl} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
