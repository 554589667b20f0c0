/** Swipe rules of the mobile sidebar (SPEC §4, §9), kept pure for tests. */
export const SWIPE_THRESHOLD_PX = 20;
export const OPENER_MAX_START_X_PX = 295;
export const MAX_ANGLE_RATIO = 0.8;

export interface Swipe {
  startX: number;
  dx: number;
  dy: number;
}

/**
 * What a finished swipe means: a mostly horizontal swipe (|dy|/|dx| < 0.8) to the right
 * that starts within 295 px of the left edge opens a closed sidebar; one to the left of
 * more than 20 px closes an open sidebar.
 */
export function swipeIntent({startX, dx, dy}: Swipe, sidebarOpen: boolean): 'open' | 'close' | null {
  if (dx === 0 || Math.abs(dy) / Math.abs(dx) >= MAX_ANGLE_RATIO) return null;
  if (!sidebarOpen && dx > SWIPE_THRESHOLD_PX && startX < OPENER_MAX_START_X_PX) return 'open';
  if (sidebarOpen && dx < -SWIPE_THRESHOLD_PX) return 'close';
  return null;
}
