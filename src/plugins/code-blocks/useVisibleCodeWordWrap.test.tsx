/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import {useVisibleCodeWordWrap} from './useVisibleCodeWordWrap';

/** IntersectionObserver stand-in: the test says when the observed element comes into view. */
let reportView: (inView: boolean) => void = () => {};
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    reportView = (inView) =>
      this.callback(
        [{isIntersecting: inView} as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
}

function Block({width}: {width: number}) {
  const {codeBlockRef, isCodeScrollable, isEnabled, toggle, hasBeenInView} = useVisibleCodeWordWrap();
  return (
    <div>
      <pre
        ref={(pre) => {
          codeBlockRef.current = pre;
          if (pre) {
            Object.defineProperty(pre, 'scrollWidth', {configurable: true, value: width});
            Object.defineProperty(pre, 'clientWidth', {configurable: true, value: 300});
          }
        }}>
        <code>const a = 1;</code>
      </pre>
      <button type="button" onClick={toggle}>
        {isCodeScrollable ? 'scrollable' : 'fits'} {isEnabled ? 'wrapped' : 'unwrapped'}
        {hasBeenInView ? ' seen' : ''}
      </button>
    </div>
  );
}

describe('useVisibleCodeWordWrap', () => {
  beforeAll(() => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });

  it('measures a block only once it comes into view', () => {
    render(<Block width={900} />);
    expect(screen.getByRole('button').textContent).toBe('fits unwrapped');
    act(() => reportView(true));
    expect(screen.getByRole('button').textContent).toBe('scrollable unwrapped seen');
    // Once seen, a block stays seen (its buttons stay) when it leaves the screen.
    act(() => reportView(false));
    expect(screen.getByRole('button').textContent).toBe('scrollable unwrapped seen');
  });

  it('wraps and unwraps the code, as theme-classic does', () => {
    render(<Block width={200} />);
    act(() => reportView(true));
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('const a = 1;').getAttribute('style')).toContain('pre-wrap');
    // A wrapped block counts as scrollable, so that its button stays to unwrap it.
    expect(screen.getByRole('button').textContent).toBe('scrollable wrapped seen');
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('const a = 1;').hasAttribute('style')).toBe(false);
  });
});
