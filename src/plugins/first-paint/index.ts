import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadAfterFirstPaint} from './afterPaint';
import {headStylesheets, inlineBeforeLinks, pageFile, resolveUrls} from './critical';
import {splitDocumentWide} from './documentWide';
import {criticalCssInliner, type SplitStylesheet} from './extract';
import {dataUri, inlineImages} from './inlineImages';
import {PageChunksPlugin, withScriptsKept} from './pageChunks';
import {isPrecachedPath} from '../pwa-offline/patterns.js';

/**
 * Pages left as built: the service worker's offline app shell is only ever served from its
 * precache, where the stylesheet and scripts are too (nothing to wait for on the network), and
 * plugin-pwa hashes it for that precache during this same postBuild phase, which must not race a rewrite.
 */
const SKIPPED = new Set(['app-shell/index.html']);

/** Writes a file whole or not at all: other plugins' postBuild (the search index) read pages meanwhile. */
function replaceFile(file: string, text: string): void {
  const temporary = `${file}.first-paint.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * Each page's first paint needs nothing from the network but its HTML: the rules its elements use
 * (in both colour modes) are inlined into its `<head>` by Beasties (critical.ts, extract.ts), so
 * are the favicon and the navbar logo (inlineImages.ts), and its stylesheet and scripts are
 * requested once it has painted (afterPaint.ts). Runs once per
 * locale after css-prune (listed before it, it cuts the stylesheet synchronously when postBuild
 * starts; the stylesheet is read here, also synchronously, so the order of the list is the order
 * of the work).
 */
export default function firstPaintPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'first-paint',
    // Each page's HTML names the chunks it renders with (pageChunks.ts), so the loader requests them
    // beside main.js. Production client builds only: `docusaurus start` writes no manifest, and the
    // one a previous build left in the generated files, already rewritten, is not its to touch.
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production'
        ? {}
        : {plugins: [new PageChunksPlugin(context.generatedFilesDir)]},
    async postBuild({outDir, routesPaths}) {
      const started = performance.now();
      const files = [...new Set(routesPaths.map((route) => pageFile(route, context.baseUrl)))].filter(
        (file) => !SKIPPED.has(file) && fs.existsSync(path.join(outDir, file)),
      );
      const pages = files.map((file) => ({file, html: fs.readFileSync(path.join(outDir, file), 'utf8')}));
      // Each stylesheet becomes the late sheet, in place, and the rules every page inlines whole;
      // synchronously, before plugin-pwa reads the files to precache.
      const stylesheets = new Map<string, SplitStylesheet>();
      for (const {html} of pages) {
        for (const {href} of headStylesheets(html)) {
          if (stylesheets.has(href)) continue;
          if (!href.startsWith(context.baseUrl))
            throw new Error(`first-paint: ${href} is not under ${context.baseUrl}`);
          const file = path.join(outDir, href.slice(context.baseUrl.length));
          const {documentWide, keyed} = splitDocumentWide(fs.readFileSync(file, 'utf8'));
          fs.writeFileSync(file, keyed);
          stylesheets.set(href, {documentWide: resolveUrls(documentWide, href), keyed});
        }
      }
      // The offline app shell keeps its <link>, now to the late sheet: the rest goes before it.
      const documentWideRules = new Map(
        [...stylesheets].map(([href, {documentWide}]) => [href, documentWide]),
      );
      // It keeps only the scripts the service worker precaches: it names its own route's chunks too.
      const precached = (src: string) =>
        src.startsWith(context.baseUrl) && isPrecachedPath(src.slice(context.baseUrl.length));
      for (const file of SKIPPED) {
        const shell = path.join(outDir, file);
        if (!fs.existsSync(shell)) continue;
        const html = withScriptsKept(fs.readFileSync(shell, 'utf8'), precached);
        fs.writeFileSync(shell, inlineBeforeLinks(html, documentWideRules));
      }
      const inliner = criticalCssInliner(stylesheets);
      // The favicon and the navbar logo, by the URL the pages write them with (the locale's base URL).
      const {favicon} = context.siteConfig;
      const logo = (context.siteConfig.themeConfig as {navbar?: {logo?: {src?: string}}}).navbar?.logo?.src;
      const images = new Map(
        [favicon, logo]
          .filter((file): file is string => Boolean(file) && !/^(?:[a-z]+:|\/)/i.test(file!))
          .map((file) => [
            `${context.baseUrl}${file}`,
            dataUri(file, fs.readFileSync(path.join(outDir, file))),
          ]),
      );
      let withCss = 0;
      let inlined = 0;
      let largest = {file: '', size: 0};
      for (const {file, html} of pages) {
        const page = await inliner.inline(html);
        const withImages = inlineImages(page?.html ?? html, images);
        replaceFile(path.join(outDir, file), loadAfterFirstPaint(withImages, page?.stylesheets ?? []));
        if (!page) continue;
        withCss += 1;
        inlined += page.inlined;
        if (page.inlined > largest.size) largest = {file, size: page.inlined};
      }
      console.log(
        `[first-paint] ${pages.length} pages of ${context.baseUrl} load their stylesheet and scripts after the first paint; ` +
          `${(inlined / Math.max(withCss, 1) / 1024).toFixed(1)} KiB of critical CSS inlined per page on average ` +
          `(largest ${(largest.size / 1024).toFixed(1)} KiB, ${largest.file}), in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
