import {isChunkLoadError} from './chunkErrors';

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
