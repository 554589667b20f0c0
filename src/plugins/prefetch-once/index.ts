import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Replaces Docusaurus's prefetch helper with one that asks for each file once (./client/prefetch.ts).
 * Its caller, `window.docusaurus.prefetch`, is unchanged: it still decides which pages to prefetch
 * (a link that comes into view) and which chunks each needs.
 */
export default function prefetchOncePlugin(_context: LoadContext): Plugin<void> {
  const coreClient = path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib',
    'client',
  );
  return {
    name: 'prefetch-once',
    configureWebpack: () => ({
      resolve: {
        alias: {[`${path.join(coreClient, 'prefetch')}$`]: path.join(__dirname, 'client', 'prefetch.ts')},
      },
    }),
  };
}
