import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {swipeIntent} from './swipe';

/**
 * Opens Docusaurus's mobile sidebar with a rightward swipe from the left part of the
 * screen, and closes it with a leftward swipe, by pressing the theme's own buttons.
 */
if (ExecutionEnvironment.canUseDOM) {
  let start: {x: number; y: number} | null = null;

  const isOpen = () => document.querySelector('.navbar-sidebar--show') !== null;

  document.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? {x: touch.clientX, y: touch.clientY} : null;
    },
    {passive: true},
  );

  document.addEventListener(
    'touchend',
    (event) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const toggle = document.querySelector<HTMLButtonElement>('.navbar__toggle');
      // Only where the mobile menu exists (its toggle is visible).
      if (!toggle || toggle.offsetParent === null) return;
      const intent = swipeIntent(
        {startX: start.x, dx: touch.clientX - start.x, dy: touch.clientY - start.y},
        isOpen(),
      );
      start = null;
      if (intent === 'open') toggle.click();
      if (intent === 'close') document.querySelector<HTMLElement>('.navbar-sidebar__backdrop')?.click();
    },
    {passive: true},
  );
}
