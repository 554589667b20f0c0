import {useEffect, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrefersReducedMotion} from '../ReducedMotion';
import styles from './styles.module.css';

export interface CubeProps {
  /** Edge length of the outer cube, in px. */
  readonly depth?: number;
  /** Time between two quarter turns, in ms. */
  readonly repeatDelay?: number;
  /** Keep turning on its own (otherwise it stays still). */
  readonly continuous?: boolean;
  readonly className?: string;
}

export const DEFAULT_DEPTH = 30;
export const DEFAULT_REPEAT_DELAY = 1000;
/** Duration of one quarter turn (CSS transition), in ms. */
export const TURN_DURATION = 1000;

const FACES = [
  {name: 'front', transform: 'rotateY(0deg)'},
  {name: 'back', transform: 'rotateY(180deg)'},
  {name: 'right', transform: 'rotateY(90deg)'},
  {name: 'left', transform: 'rotateY(-90deg)'},
  {name: 'top', transform: 'rotateX(90deg)'},
  {name: 'bottom', transform: 'rotateX(-90deg)'},
] as const;

/** Transform of the cube after `turns` quarter turns around the vertical axis. */
export function cubeTransform(turns: number): string {
  return `rotateX(-33.5deg) rotateY(${45 + turns * 90}deg)`;
}

function Faces({size, className}: {size: number; className?: string}) {
  return (
    <>
      {FACES.map((face) => (
        <span
          key={face.name}
          className={clsx(styles.face, className)}
          data-face={face.name}
          style={{width: size, height: size, transform: `${face.transform} translateZ(${size / 2}px)`}}
        />
      ))}
    </>
  );
}

/**
 * A CSS 3D cube in webpack's colours (a dark inner cube in a light outer one)
 * that makes a quarter turn every `repeatDelay` ms. Decorative: hidden from
 * assistive technology. Stays still when the user prefers reduced motion.
 */
export default function Cube({
  depth = DEFAULT_DEPTH,
  repeatDelay = DEFAULT_REPEAT_DELAY,
  continuous = true,
  className,
}: CubeProps): ReactNode {
  const [turns, setTurns] = useState(0);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    if (!continuous || reduced) return undefined;
    const id = setInterval(() => setTurns((t) => t + 1), repeatDelay);
    return () => clearInterval(id);
  }, [continuous, reduced, repeatDelay]);

  const inner = Math.round(depth / 2);
  const sceneStyle: CSSProperties = {width: depth, height: depth, perspective: depth * 8};
  return (
    <span
      className={clsx(styles.scene, className)}
      style={sceneStyle}
      aria-hidden="true"
      data-testid="cube"
      data-depth={depth}
      data-repeat-delay={repeatDelay}
      data-turns={turns}>
      <span
        className={styles.cube}
        style={{
          width: depth,
          height: depth,
          transform: cubeTransform(turns),
          transitionDuration: `${TURN_DURATION}ms`,
        }}>
        <Faces size={depth} className={styles.outer} />
        <span className={styles.inner} style={{width: inner, height: inner, margin: (depth - inner) / 2}}>
          <Faces size={inner} className={styles.innerFace} />
        </span>
      </span>
    </span>
  );
}
