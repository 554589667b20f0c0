import {useEffect, useState} from 'react';

/** How long the back-to-top button stays after the last scroll event: time to reach it and tap. */
export const SCROLL_IDLE_MS = 2000;

/**
 * Whether the page is being scrolled: true from a scroll event until `idleMs` after the last one.
 * False on the server and on the first render, so the button's first paint is the idle one.
 */
export function useScrolling(idleMs: number = SCROLL_IDLE_MS): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), idleMs);
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [idleMs]);
  return scrolling;
}
