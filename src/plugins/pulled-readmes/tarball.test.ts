import {gunzipSync, gzipSync} from 'zlib';
import {readmeFromTarball} from './tarball';
import {makeTarball} from './testUtils';

describe('readmeFromTarball', () => {
  it('finds the README at the top of the package directory', async () => {
    const tgz = await makeTarball({
      'package/package.json': '{}',
      'package/docs/README.md': 'nested',
      'package/README.md': '# top',
    });
    await expect(readmeFromTarball(tgz)).resolves.toBe('# top');
  });

  it('prefers README.md over other spellings and accepts other root names', async () => {
    const tgz = await makeTarball({'node-loader/readme.txt': 'txt', 'node-loader/Readme.markdown': 'md'});
    await expect(readmeFromTarball(tgz)).resolves.toBe('md');
  });

  it('reads long names (ustar prefix and pax headers)', async () => {
    const prefixed = await makeTarball({
      [`package/${'d/'.repeat(60)}README.md`]: 'deep',
      'package/README.md': 'top',
    });
    await expect(readmeFromTarball(prefixed)).resolves.toBe('top');
    const pax = await makeTarball({[`${'p'.repeat(200)}/README.md`]: 'long'});
    expect(gunzipSync(pax).toString('latin1')).toContain('PaxHeader');
    await expect(readmeFromTarball(pax)).resolves.toBe('long');
  });

  it('returns undefined without a README', async () => {
    await expect(readmeFromTarball(await makeTarball({'package/index.js': ''}))).resolves.toBeUndefined();
  });

  it('rejects corrupt, truncated or oversized archives', async () => {
    await expect(readmeFromTarball(Buffer.from('not gzip'))).rejects.toThrow();
    const whole = await makeTarball({'package/README.md': 'x'.repeat(2000)});
    await expect(readmeFromTarball(gzipSync(gunzipSync(whole).subarray(0, 700)))).rejects.toThrow();
    const big = await makeTarball({'package/README.md': 'x'.repeat(200_000)});
    await expect(readmeFromTarball(big, 100_000)).rejects.toThrow();
  });
});
