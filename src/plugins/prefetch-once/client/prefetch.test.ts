/** @jest-environment jsdom */
import prefetch from './prefetch';

const prefetchLinks = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));

beforeAll(() => {
  // jsdom's relList does not know `prefetch`; browsers that run this code do.
  jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
});

test('asks for a file once, however many pages share it', async () => {
  const first = prefetch('/assets/js/docs-layout.js');
  prefetch('/assets/js/page-a.js');
  prefetch('/assets/js/docs-layout.js');
  prefetch('/assets/js/page-b.js');
  expect(prefetchLinks().map((link) => link.getAttribute('href'))).toEqual([
    '/assets/js/docs-layout.js',
    '/assets/js/page-a.js',
    '/assets/js/page-b.js',
  ]);
  prefetchLinks()[0]!.dispatchEvent(new Event('load'));
  await expect(first).resolves.toBeUndefined();
});

test('resolves when a file fails to load, as the original did', async () => {
  const missing = prefetch('/assets/js/missing.js');
  prefetchLinks().at(-1)!.dispatchEvent(new Event('error'));
  await expect(missing).resolves.toBeUndefined();
});

test('a file already asked for resolves at once', async () => {
  prefetch('/assets/js/page-c.js');
  await expect(prefetch('/assets/js/page-c.js')).resolves.toBeUndefined();
});
