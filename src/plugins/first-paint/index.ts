import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headStylesheets, pageFile} from './critical';
import {criticalCssInliner} from './extract';

/**
 * Pages that are not inlined: the service worker's offline app shell is only ever served from its
 * precache, where the stylesheet is too (nothing to wait for on the network), and plugin-pwa hashes
 * it for that precache during this same postBuild phase, which must not race a rewrite.
 */
const SKIPPED = new Set(['app-shell/index.html']);

/** Writes a file whole or not at all: other plugins' postBuild (the search index) read pages meanwhile. */
function replaceFile(file: string, text: string): void {
  const temporary = `${file}.critical-css.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * Each page's first paint needs no stylesheet from the network: the rules its elements use (in
 * both colour modes) are inlined into its `<head>` by Beasties, and the full stylesheet is
 * preloaded and applied from the end of `<body>` (critical.ts, extract.ts). Runs once per locale
 * after css-prune (listed before it, it cuts the stylesheet synchronously when postBuild starts;
 * the stylesheet is read here, also synchronously, so the order of the list is the order of the work).
 */
export default function criticalCssPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'critical-css',
    async postBuild({outDir, routesPaths}) {
      const started = performance.now();
      const files = [...new Set(routesPaths.map((route) => pageFile(route, context.baseUrl)))].filter(
        (file) => !SKIPPED.has(file) && fs.existsSync(path.join(outDir, file)),
      );
      const pages = files.map((file) => ({file, html: fs.readFileSync(path.join(outDir, file), 'utf8')}));
      const stylesheets = new Map<string, string>();
      for (const {html} of pages) {
        for (const {href} of headStylesheets(html)) {
          if (stylesheets.has(href)) continue;
          if (!href.startsWith(context.baseUrl))
            throw new Error(`critical-css: ${href} is not under ${context.baseUrl}`);
          stylesheets.set(
            href,
            fs.readFileSync(path.join(outDir, href.slice(context.baseUrl.length)), 'utf8'),
          );
        }
      }
      const inliner = criticalCssInliner(stylesheets);
      let done = 0;
      let inlined = 0;
      let largest = {file: '', size: 0};
      for (const {file, html} of pages) {
        const page = await inliner.inline(html);
        if (!page) continue;
        replaceFile(path.join(outDir, file), page.html);
        done += 1;
        inlined += page.inlined;
        if (page.inlined > largest.size) largest = {file, size: page.inlined};
      }
      console.log(
        `[critical-css] ${done} pages of ${context.baseUrl}: ${(inlined / done / 1024).toFixed(1)} KiB of critical ` +
          `CSS inlined per page on average (largest ${(largest.size / 1024).toFixed(1)} KiB, ${largest.file}), ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
