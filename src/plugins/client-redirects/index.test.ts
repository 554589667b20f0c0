import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {siteRedirects} from '../../data/redirects';

type Validate = (context: OptionValidationContext<unknown, {redirects: unknown[]}>) => {redirects: unknown[]};

describe('client-redirects', () => {
  // Loaded as Docusaurus loads a plugin given by path, which takes `validateOptions` from the
  // default export first: re-exporting plugin-client-redirects' own default picked up its
  // validateOptions, and the build wrote no redirect page.
  it('gives plugin-client-redirects every old URL of src/data/redirects.ts', async () => {
    const plugin = (await loadFreshModule(path.join(__dirname, 'index.ts'))) as {
      default?: {validateOptions?: Validate};
      validateOptions?: Validate;
    };
    const validateOptions = plugin.default?.validateOptions ?? plugin.validateOptions;
    const options = validateOptions!({validate: normalizePluginOptions as never, options: {}});
    expect(options.redirects).toEqual(siteRedirects.map(({from, to}) => ({from, to})));
    expect(options.redirects.length).toBeGreaterThan(30);
  });
});
