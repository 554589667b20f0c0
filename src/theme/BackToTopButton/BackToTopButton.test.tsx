/** @jest-environment jsdom */
import React from 'react';
import {act, render} from '@testing-library/react';
import BackToTopButtonWrapper from '.';
import {SCROLL_IDLE_MS} from './useScrolling';

jest.mock(
  '@theme-original/BackToTopButton',
  () =>
    function MockBackToTopButton() {
      return <button type="button" className="theme-back-to-top-button" />;
    },
  {virtual: true},
);

const state = (container: HTMLElement) => container.firstElementChild?.getAttribute('data-scrolling');
const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));

describe('BackToTopButton wrapper', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders the original button, idle (so hidden below 1800 px) until the page scrolls', () => {
    const {container} = render(<BackToTopButtonWrapper />);
    expect(container.querySelector('.theme-back-to-top-button')).not.toBeNull();
    expect(state(container)).toBe('false');
    scroll();
    expect(state(container)).toBe('true');
  });

  it('goes idle once scrolling has stopped for the idle time, not while scroll events keep coming', () => {
    const {container} = render(<BackToTopButtonWrapper />);
    scroll();
    act(() => void jest.advanceTimersByTime(SCROLL_IDLE_MS - 100));
    scroll(); // still scrolling: the wait starts again
    act(() => void jest.advanceTimersByTime(SCROLL_IDLE_MS - 100));
    expect(state(container)).toBe('true');
    act(() => void jest.advanceTimersByTime(100));
    expect(state(container)).toBe('false');
  });

  it('stops listening when unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const {unmount} = render(<BackToTopButtonWrapper />);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
