import {Children, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrefersReducedMotion} from '../ReducedMotion';
import styles from './styles.module.css';

export interface TextRotatorProps {
  /** The items to rotate through, shown one at a time. */
  readonly children: ReactNode;
  /** Time each item stays, in ms. */
  readonly delay?: number;
  /**
   * Maximum width of the rotating box, in px at the base font size (16px).
   * It is applied in em (`maxWidth / 16`), so it grows with larger headings.
   */
  readonly maxWidth?: number;
  /**
   * Text read by screen readers instead of the changing words (the visual
   * rotator is hidden from them), e.g. "assets, scripts, images and styles".
   */
  readonly label?: string;
  readonly className?: string;
}

export const DEFAULT_DELAY = 5000;
export const DEFAULT_MAX_WIDTH = 110;
const BASE_FONT_SIZE = 16;

/** The CSS max-width for a `maxWidth` given in px at the base font size. */
export const maxWidthToCss = (maxWidth: number): string => `${maxWidth / BASE_FONT_SIZE}em`;

/**
 * Shows its children one after the other, every `delay` ms. The box is as wide
 * as the widest child (capped at `maxWidth`), so the text around it does not
 * move. Pauses on the first child when the user prefers reduced motion.
 */
export default function TextRotator({
  children,
  delay = DEFAULT_DELAY,
  maxWidth = DEFAULT_MAX_WIDTH,
  label,
  className,
}: TextRotatorProps): ReactNode {
  const items = Children.toArray(children);
  const count = items.length;
  const [index, setIndex] = useState(0);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    if (count < 2 || reduced) return undefined;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), delay);
    return () => clearInterval(id);
  }, [count, delay, reduced]);

  const current = reduced ? 0 : index % Math.max(count, 1);

  return (
    <span className={clsx(styles.rotator, className)} data-testid="text-rotator">
      {label ? <span className={styles.visuallyHidden}>{label}</span> : null}
      <span
        className={styles.box}
        style={{maxWidth: maxWidthToCss(maxWidth)}}
        data-max-width={maxWidth}
        aria-hidden={label ? true : undefined}
        data-index={current}>
        {items.map((item, i) => (
          <span key={i} className={styles.sizer} aria-hidden="true">
            {item}
          </span>
        ))}
        <span key={`current-${current}`} className={styles.current} data-testid="text-rotator-current">
          {items[current]}
        </span>
      </span>
    </span>
  );
}
