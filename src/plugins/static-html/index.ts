import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Static HTML on Markdown pages: `rehype.ts` (in the docs and blog plugins' rehypePlugins) marks the
 * blocks that render to plain HTML, and `theme/StaticHtml` adopts them from the server's HTML
 * instead of hydrating them. This plugin only ships that component (`@theme/StaticHtml`).
 */
export default function staticHtmlPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: 'static-html',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
