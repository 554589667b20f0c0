/** @jest-environment jsdom */
import {isChunkLoadError, pageNotFetched} from './chunkErrors';

jest.mock('@docusaurus/ExecutionEnvironment', () => ({canUseDOM: false}), {virtual: true});

describe('isChunkLoadError', () => {
  it('recognises failed script and style chunks', () => {
    const script = Object.assign(new Error('Loading chunk 42 failed.\n(error: /assets/js/42.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(script)).toBe(true);
    expect(
      isChunkLoadError(
        Object.assign(new Error('Loading CSS chunk 7 failed'), {code: 'CSS_CHUNK_LOAD_FAILED'}),
      ),
    ).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError('string')).toBe(false);
  });
});

describe('pageNotFetched', () => {
  const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('is true offline, and on the app shell the service worker answers a failed navigation with', () => {
    expect(pageNotFetched(page('<main></main>'), false)).toBe(true);
    // The browser can still say it is online (a network that reaches nothing).
    expect(pageNotFetched(page('<main id="app-shell"></main>'), true)).toBe(true);
  });

  it('is false on a page that came from the network', () => {
    expect(pageNotFetched(page('<main><article>Concepts</article></main>'), true)).toBe(false);
  });
});
