import React, {useEffect, useRef, useState, type ComponentProps} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * A Markdown table in a container that scrolls sideways when the table is wider than the page.
 * While it overflows, the container is a named region in the tab order, so keyboard users can
 * reach and scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`); a table that fits stays
 * out of the tab order.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const measure = () => setOverflows(container.scrollWidth > container.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={styles.scroll}
      {...(overflows && {
        tabIndex: 0,
        role: 'region',
        'aria-label': translate({
          id: 'site.table.scrollLabel',
          message: 'Table (scrolls sideways)',
          description: 'Accessible name of a wide table that scrolls sideways',
        }),
      })}>
      <table {...props} />
    </div>
  );
}
