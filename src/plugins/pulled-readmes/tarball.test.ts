import {readmeFromTarball} from './tarball';
import {makeTarball} from './testUtils';

describe('readmeFromTarball', () => {
  it('finds the README at the top of the package directory', () => {
    const tgz = makeTarball({
      'package/package.json': '{}',
      'package/docs/README.md': 'nested',
      'package/README.md': '# top',
    });
    expect(readmeFromTarball(tgz)).toBe('# top');
  });

  it('prefers README.md over other spellings and accepts other root names', () => {
    const tgz = makeTarball({'node-loader/readme.txt': 'txt', 'node-loader/Readme.markdown': 'md'});
    expect(readmeFromTarball(tgz)).toBe('md');
  });

  it('returns undefined without a README', () => {
    expect(readmeFromTarball(makeTarball({'package/index.js': ''}))).toBeUndefined();
  });

  it('throws on corrupt or oversized archives', () => {
    expect(() => readmeFromTarball(Buffer.from('not gzip'))).toThrow();
    const big = makeTarball({'package/README.md': 'x'.repeat(200_000)});
    expect(() => readmeFromTarball(big, 100_000)).toThrow();
  });
});
