import {useCallback, useEffect, useRef, useState} from 'react';

/** What theme-classic's code block buttons need (theme-common's `WordWrap`), and whether the block has been in view. */
export interface VisibleWordWrap {
  readonly codeBlockRef: React.RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
  /** True from the first time the block is on screen: its buttons are rendered from then on. */
  readonly hasBeenInView: boolean;
}

/**
 * theme-common's `useCodeWordWrap`, measuring lazily. The original reads each block's
 * `scrollWidth` as soon as the block mounts: on a long page that forces the browser to lay out every
 * code block inside the hydration task, including the ones off screen that `content-visibility`
 * would let it skip. Here a block is measured when it comes into view (an IntersectionObserver on
 * the element around the <pre>, which stays while its content is replaced), on resize while in
 * view, and when wrapping is toggled. A block in a hidden tab comes into view when its tab opens.
 * It also tells the block's buttons when to render (theme/CodeBlock/Buttons).
 */
export function useVisibleCodeWordWrap(): VisibleWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [hasBeenInView, setHasBeenInView] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const inView = useRef(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(
      pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style'),
    );
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words or tokens wrap too, so that no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const frame = codeBlockRef.current?.parentElement;
    if (!frame) return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      inView.current = !!entry?.isIntersecting;
      if (!inView.current) return;
      setHasBeenInView(true);
      measure();
    });
    observer.observe(frame);
    const onResize = () => {
      if (inView.current) measure();
    };
    window.addEventListener('resize', onResize, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  useEffect(() => {
    if (inView.current) measure();
  }, [isEnabled, measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle, hasBeenInView};
}
