/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import Cube, {cubeTransform, DEFAULT_DEPTH, DEFAULT_REPEAT_DELAY} from './index';
import {mockReducedMotion} from '../../../tests/helpers/mockReducedMotion';

const cube = () => screen.getByTestId('cube');
const turns = () => Number(cube().dataset.turns);
const rotating = () => cube().firstElementChild as HTMLElement;

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('Cube', () => {
  it('defaults to depth 30 and a 1000 ms repeat delay', () => {
    expect(DEFAULT_DEPTH).toBe(30);
    expect(DEFAULT_REPEAT_DELAY).toBe(1000);
    render(<Cube />);
    expect(cube().dataset.depth).toBe('30');
    expect(cube().dataset.repeatDelay).toBe('1000');
    expect(cube().style.width).toBe('30px');
    act(() => jest.advanceTimersByTime(1000));
    expect(turns()).toBe(1);
  });

  it('takes depth 120 and turns 90° every 5000 ms', () => {
    render(<Cube depth={120} repeatDelay={5000} />);
    expect(cube().style.width).toBe('120px');
    expect(cube().style.height).toBe('120px');
    expect(rotating().style.transform).toBe(cubeTransform(0));
    act(() => jest.advanceTimersByTime(4999));
    expect(turns()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(turns()).toBe(1);
    expect(rotating().style.transform).toBe('rotateX(-33.5deg) rotateY(135deg)');
    act(() => jest.advanceTimersByTime(5000));
    expect(rotating().style.transform).toBe('rotateX(-33.5deg) rotateY(225deg)');
  });

  it('places the faces at half the depth, with an inner cube of half the size', () => {
    const {container} = render(<Cube depth={120} />);
    const faces = container.querySelectorAll('[data-face]');
    expect(faces).toHaveLength(12);
    expect((faces[0] as HTMLElement).style.transform).toBe('rotateY(0deg) translateZ(60px)');
    expect((faces[6] as HTMLElement).style.transform).toBe('rotateY(0deg) translateZ(30px)');
  });

  it('is decorative', () => {
    render(<Cube />);
    expect(cube().getAttribute('aria-hidden')).toBe('true');
  });

  it('stays still when continuous is off or the user prefers reduced motion', () => {
    const {unmount} = render(<Cube continuous={false} />);
    act(() => jest.advanceTimersByTime(10000));
    expect(turns()).toBe(0);
    unmount();
    mockReducedMotion(true);
    render(<Cube repeatDelay={100} />);
    act(() => jest.advanceTimersByTime(10000));
    expect(turns()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
