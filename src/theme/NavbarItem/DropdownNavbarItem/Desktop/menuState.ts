/**
 * Whether a navbar dropdown's menu is open, as one state that both the menu's visibility and its
 * label's `aria-expanded` are read from (`isOpen`). A pointer over the dropdown opens it (hover);
 * a click, Enter or Space pins it open or, when pinned, closes it; Escape, a choice in the menu or
 * a click or focus elsewhere closes it, and a menu closed under the pointer stays closed until the
 * pointer leaves.
 */
export interface MenuState {
  /** The pointer is over the label or the menu. */
  hovered: boolean;
  /** Opened by a click, Enter or Space: stays open without the pointer. */
  pinned: boolean;
  /** Closed under the pointer (Escape, a second click, a choice): hover does not reopen it. */
  suppressed: boolean;
}

export type MenuEvent =
  | 'pointerEnter'
  | 'pointerLeave'
  /** A click on the label, or Enter or Space on it. */
  | 'toggle'
  | 'escape'
  /** A link in the menu was followed. */
  | 'choose'
  /** A pointer press or the focus went outside the dropdown. */
  | 'outside';

export const closedMenu: MenuState = {hovered: false, pinned: false, suppressed: false};

export function isOpen(state: MenuState): boolean {
  return state.pinned || (state.hovered && !state.suppressed);
}

export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  switch (event) {
    case 'pointerEnter':
      return {...state, hovered: true, suppressed: false};
    case 'pointerLeave':
      return {...state, hovered: false, suppressed: false};
    case 'toggle':
      // Open by hover only: the click keeps it open (pinned) rather than closing what it shows.
      return state.pinned
        ? {...state, pinned: false, suppressed: true}
        : {...state, pinned: true, suppressed: false};
    case 'escape':
    case 'choose':
      return {...state, pinned: false, suppressed: true};
    case 'outside':
      return {...state, pinned: false};
  }
}
