/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import TextRotator, {DEFAULT_DELAY, DEFAULT_MAX_WIDTH, maxWidthToCss} from './index';
import {mockReducedMotion} from '../../../tests/helpers/mockReducedMotion';

const current = () => screen.getByTestId('text-rotator-current').textContent;

function renderSplashRotator() {
  return render(
    <TextRotator delay={5000} maxWidth={110} label="assets, scripts, images and styles">
      <span>assets</span>
      <span>scripts</span>
      <span>images</span>
      <span>styles</span>
    </TextRotator>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('TextRotator', () => {
  it('changes word every 5000 ms and wraps around', () => {
    renderSplashRotator();
    expect(current()).toBe('assets');
    act(() => jest.advanceTimersByTime(4999));
    expect(current()).toBe('assets');
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe('scripts');
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe('images');
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe('styles');
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe('assets');
  });

  it('stops its timer when unmounted', () => {
    const {unmount} = renderSplashRotator();
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('applies the max width (110 px at the 16 px base size) and reserves room for every word', () => {
    const {container} = renderSplashRotator();
    const box = container.querySelector('[data-max-width]') as HTMLElement;
    expect(box.dataset.maxWidth).toBe('110');
    expect(box.style.maxWidth).toBe('6.875em');
    expect(box.textContent).toContain('assetsscriptsimagesstyles');
  });

  it('reads the full list to screen readers and hides the changing words', () => {
    const {container} = renderSplashRotator();
    expect(screen.getByText('assets, scripts, images and styles')).toBeTruthy();
    expect(container.querySelector('[data-max-width]')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('stays on the first word when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    renderSplashRotator();
    act(() => jest.advanceTimersByTime(20000));
    expect(current()).toBe('assets');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('has defaults of 5000 ms and 110', () => {
    expect(DEFAULT_DELAY).toBe(5000);
    expect(DEFAULT_MAX_WIDTH).toBe(110);
    expect(maxWidthToCss(32)).toBe('2em');
    render(
      <TextRotator>
        <span>a</span>
        <span>b</span>
      </TextRotator>,
    );
    act(() => jest.advanceTimersByTime(DEFAULT_DELAY));
    expect(current()).toBe('b');
  });

  it('does not start a timer for a single item', () => {
    render(
      <TextRotator>
        <span>only</span>
      </TextRotator>,
    );
    expect(jest.getTimerCount()).toBe(0);
  });
});
