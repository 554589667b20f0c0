import clientRedirects, {
  validateOptions as validateClientRedirects,
} from '@docusaurus/plugin-client-redirects';
import type {Options, PluginOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {siteRedirects} from '../../data/redirects';

/**
 * plugin-client-redirects with the site's old URLs (src/data/redirects.ts) added here rather than
 * written in docusaurus.config.ts: Docusaurus ships the config as written, plugin options included,
 * in every page's main.js, where the list took 2.7 KB that no browser code reads.
 *
 * A function of its own, not the package's default re-exported: Docusaurus looks for
 * `validateOptions` on the default export first, and would find the package's there.
 */
export default function clientRedirectsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> | null {
  return clientRedirects(context, options);
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  const redirects = siteRedirects.map(({from, to}) => ({from, to}));
  return validateClientRedirects({validate, options: {...options, redirects}});
}
