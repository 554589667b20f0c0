import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where theme/CodeBlock/Content finds Prism's highlighted content: on demand in the browser. */
const HIGHLIGHTED_CODE_ALIAS = '@webpack-site/highlighted-code';

/**
 * Code blocks off the critical path. theme-classic registers Prism's extra languages in a client
 * module, which puts Prism (≈30 KiB gzip) into main.js on every page, and every code block is
 * tokenized again in the browser while the page hydrates. Here that client module is replaced by
 * an empty one. Prism and the languages go with the highlighted content into one chunk that the
 * browser loads only to render code itself (./highlighted/client.ts); the server renders it at
 * once (./highlighted/server.ts). ./theme/CodeBlock/Content hydrates a page's code blocks from
 * the server's HTML, without Prism.
 */
export default function codeBlocksPlugin(_context: LoadContext): Plugin<void> {
  const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  return {
    name: 'code-blocks',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: path.join(
              __dirname,
              'noClientModule.ts',
            ),
            [`${HIGHLIGHTED_CODE_ALIAS}$`]: path.join(
              __dirname,
              'highlighted',
              isServer ? 'server.ts' : 'client.ts',
            ),
          },
        },
      };
    },
  };
}
