/** Test helper: makes `prefers-reduced-motion` (and every other media query) report `matches`. */
export function mockReducedMotion(matches: boolean): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}
