import React, {useEffect, useRef, useState, type ComponentProps} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** How a table sits in its container: whether it overflows, and whether more of it is to the right. */
interface Overflow {
  overflows: boolean;
  moreToTheRight: boolean;
}

const fits: Overflow = {overflows: false, moreToTheRight: false};

function measure(container: HTMLElement): Overflow {
  const {scrollWidth, clientWidth} = container;
  if (scrollWidth <= clientWidth) return fits;
  // One pixel of slack: a zoomed page scrolls to fractional positions that never quite reach the end.
  return {overflows: true, moreToTheRight: Math.abs(container.scrollLeft) + clientWidth < scrollWidth - 1};
}

/**
 * A Markdown table in a container that scrolls sideways when the table is wider than the page.
 * While it overflows, the container is a named region in the tab order, so keyboard users can
 * reach and scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`); a table that fits stays
 * out of the tab order. While there is more of it to the right, a hint says so in words under the
 * container's right edge, in the space of its bottom margin (no layout shift), hidden from screen
 * readers, to whom the region's name already says that it scrolls. On a phone, a table with a
 * header row is a list of cards instead (styles.module.css), which does not overflow.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [{overflows, moreToTheRight}, setOverflow] = useState<Overflow>(fits);
  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const update = () =>
      setOverflow((before) => {
        const now = measure(container);
        return now.overflows === before.overflows && now.moreToTheRight === before.moreToTheRight
          ? before
          : now;
      });
    // Measured now, not in the observer's first report after layout: reading the width lays out a
    // table the page still skips (content-visibility), so an overflowing table far down is a
    // focusable region from the start. Left to the observer (tried on 2026-12-02 to save the forced
    // layout, 48 ms of CPU at 4× on /concepts/), such a table joined the tab order only once it was
    // laid out near the screen, and axe found regions without keyboard access.
    update();
    // The container's width (the window), and the table's (fonts, images loading).
    const observer = new ResizeObserver(update);
    observer.observe(container);
    if (container.firstElementChild) observer.observe(container.firstElementChild);
    container.addEventListener('scroll', update, {passive: true});
    return () => {
      observer.disconnect();
      container.removeEventListener('scroll', update);
    };
  }, []);
  return (
    <div className={styles.table}>
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
      {moreToTheRight && (
        <span className={styles.hint} aria-hidden="true" data-testid="table-scroll-hint">
          {translate({
            id: 'site.table.scrollHint',
            message: 'Scroll sideways →',
            description: 'Shown under the right edge of a wide table while more of it is to the right',
          })}
        </span>
      )}
    </div>
  );
}
