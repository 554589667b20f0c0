import {swipeIntent} from './swipe';

describe('mobile sidebar swipes', () => {
  it('opens on a rightward swipe that starts left of 295 px', () => {
    expect(swipeIntent({startX: 10, dx: 120, dy: 10}, false)).toBe('open');
    expect(swipeIntent({startX: 294, dx: 21, dy: 0}, false)).toBe('open');
  });

  it('ignores swipes that start too far right, are too short or too steep', () => {
    expect(swipeIntent({startX: 295, dx: 120, dy: 0}, false)).toBeNull();
    expect(swipeIntent({startX: 10, dx: 20, dy: 0}, false)).toBeNull();
    expect(swipeIntent({startX: 10, dx: 100, dy: 80}, false)).toBeNull();
    expect(swipeIntent({startX: 10, dx: 0, dy: 80}, false)).toBeNull();
  });

  it('closes an open sidebar on a leftward swipe of more than 20 px', () => {
    expect(swipeIntent({startX: 250, dx: -21, dy: 5}, true)).toBe('close');
    expect(swipeIntent({startX: 250, dx: -20, dy: 0}, true)).toBeNull();
    expect(swipeIntent({startX: 250, dx: 100, dy: 0}, true)).toBeNull();
  });

  it('does not close a closed sidebar or open an open one', () => {
    expect(swipeIntent({startX: 250, dx: -100, dy: 0}, false)).toBeNull();
    expect(swipeIntent({startX: 10, dx: 100, dy: 0}, true)).toBeNull();
  });
});
