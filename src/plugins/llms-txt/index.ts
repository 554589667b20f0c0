/**
 * llms-txt: docs for coding assistants (https://llmstxt.org). After each locale's build it writes
 * a Markdown twin of every docs page next to its HTML (`/concepts/entry-points.md` beside
 * `/concepts/entry-points/`, made from the page's source by ./markdown.ts), `llms.txt` (every page
 * by section, in menu order, each linking to its twin with a one-line description) and
 * `llms-full.txt` (every twin, in the same order). The page's head links its twin
 * (src/theme/DocItem/Metadata). Lifecycle glue only: the helpers beside it are pure and tested.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import webpackPackage from 'webpack/package.json';
import {markdownTwinPath} from '../../data/markdownTwin';
import {showsEnglishSource} from '../../i18n/englishFallback';
import type {Language} from '../../remark/assertions/phrases';
import {sections as sectionList} from '../../data/sections';
import {docIdsInOrder} from '../printable/pages';
import {joinUrl} from './links';
import {toPlainMarkdown} from './markdown';
import {describePage, formatLlmsFull, formatLlmsTxt, formatTwin, type LlmsSection} from './llmsTxt';

/** Sections in the order of webpack.js.org's menu; the top-level pages (comparison, glossary, …) last. */
export const SECTION_ORDER = [
  'concepts',
  'guides',
  'configuration',
  'api',
  'plugins',
  'loaders',
  'migrate',
  'contribute',
  'topLevel',
] as const;

const WORDING: Record<
  Language,
  {summary: string; details?: string; topLevel: string; sourceLine: string; pulled: string}
> = {
  en: {
    summary: `webpack is a module bundler for modern JavaScript applications. This is the documentation of webpack 5 (${webpackPackage.version}): concepts, guides, the configuration and API reference, and the plugins and loaders. Each link leads to the Markdown version of a page; llms-full.txt holds them all.`,
    topLevel: 'More',
    sourceLine: 'Markdown version of {url}',
    pulled: 'From the README of the npm package `{package}`{version}: {source}',
  },
  zh: {
    summary: `webpack 是现代 JavaScript 应用程序的模块打包工具。这是 webpack 5（${webpackPackage.version}）的中文文档：概念、指南、配置与 API 参考，以及插件和 loader。每个链接指向页面的 Markdown 版本；llms-full.txt 包含全部页面。`,
    details: '尚未翻译的页面链接到英文版本。',
    topLevel: '更多',
    sourceLine: '{url} 的 Markdown 版本',
    pulled: '取自 npm 包 `{package}`{version} 的 README：{source}',
  },
};

interface TwinPage {
  doc: DocMetadata;
  section: string;
  /** The page shows its English source under another locale: llms.txt links the English twin. */
  english: boolean;
}

const withSlash = (permalink: string): string => permalink.replace(/\/?$/, '/');

/** A doc's source path relative to the site (`docs/x.md`, `i18n/zh/…/current/x.md`). */
const siteRelative = (source: string): string => source.replace(/^@site\//, '');
/** …and relative to its content root (`x.md`): the path Markdown links between pages use. */
const contentRelative = (source: string): string =>
  siteRelative(source).replace(/^(?:docs|i18n\/[^/]+\/docusaurus-plugin-content-docs\/[^/]+)\//, '');

/** The navbar's translated labels of a locale (`item.label.API` → its message); none for the default locale. */
async function readNavbarLabels(localizationDir: string): Promise<Record<string, string>> {
  const file = path.join(localizationDir, 'docusaurus-theme-classic', 'navbar.json');
  let json: Record<string, {message: string}>;
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, {message: string}>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  return Object.fromEntries(Object.entries(json).map(([key, {message}]) => [key, message]));
}

/**
 * Each docs page's head links its twin: `<link rel="alternate" type="text/markdown">`, written into
 * the built HTML rather than by a theme component, so that it costs the page's first view no
 * JavaScript (the link is for tools that fetch the HTML). Synchronous, and this plugin is listed
 * before the ones whose postBuild reads the HTML (search index, precache revisions): Docusaurus
 * starts every postBuild at once, and this is done before any of them reads a file.
 */
function linkTwinsFromHeads(outDir: string, baseUrl: string, pages: readonly TwinPage[]): void {
  for (const {doc} of pages) {
    const file = path.join(outDir, withSlash(doc.permalink).slice(baseUrl.length), 'index.html');
    const html = fsSync.readFileSync(file, 'utf8');
    const link = `<link rel="alternate" type="text/markdown" href="${markdownTwinPath(doc.permalink)}">`;
    if (html.includes(link)) continue;
    if (!html.includes('</head>')) throw new Error(`llms-txt: no </head> in ${file}`);
    fsSync.writeFileSync(file, html.replace('</head>', `${link}</head>`));
  }
}

export default function llmsTxtPlugin(context: LoadContext): Plugin<void> {
  const {siteDir, baseUrl, siteConfig, i18n} = context;
  const locale = i18n.currentLocale;
  const wording = WORDING[locale === 'zh' ? 'zh' : 'en'];
  let pages: TwinPage[] = [];
  let sectionTitles = new Map<string, string>();
  let permalinks = new Map<string, string>();

  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const current = docsContent?.loadedVersions.find((v) => v.isLast) ?? docsContent?.loadedVersions[0];
      if (!current) throw new Error('llms-txt: the docs plugin loaded no version');
      const docsById = new Map(current.docs.map((doc) => [doc.id, doc]));
      // With `trailingSlash: true` pages are served at their permalink plus a slash.
      permalinks = new Map(
        current.docs.map((doc) => [contentRelative(doc.source), withSlash(doc.permalink)]),
      );
      pages = [];
      sectionTitles = new Map();
      const navbarLabels = await readNavbarLabels(context.localizationDir);
      const listed = new Set<string>();
      for (const section of SECTION_ORDER) {
        const sidebar = current.sidebars[section] ?? [];
        for (const id of docIdsInOrder(sidebar)) {
          const doc = docsById.get(id);
          if (!doc || listed.has(id)) continue;
          listed.add(id);
          if (!sectionTitles.has(section)) {
            // The section's menu label, translated as the navbar translates it (the zh API section is
            // "API", not its index page's title 简介); the index's title only for a section with no label.
            const label = sectionList.find((s) => s.id === section)?.label;
            sectionTitles.set(
              section,
              section === 'topLevel'
                ? wording.topLevel
                : label
                  ? (navbarLabels[`item.label.${label}`] ?? label)
                  : doc.title,
            );
          }
          pages.push({
            doc,
            section,
            english: showsEnglishSource(doc.source, locale, i18n.defaultLocale),
          });
        }
      }
      const unlisted = current.docs.filter((doc) => !listed.has(doc.id) && !doc.unlisted);
      if (unlisted.length) {
        throw new Error(`llms-txt: docs in no sidebar: ${unlisted.map((doc) => doc.id).join(', ')}`);
      }
    },

    async postBuild({outDir}) {
      linkTwinsFromHeads(outDir, baseUrl, pages);
      const twins = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const {doc} of pages) {
        const file = path.join(siteDir, siteRelative(doc.source));
        const relative = contentRelative(doc.source);
        const language: Language = /^i18n\/zh\//.test(siteRelative(doc.source)) ? 'zh' : 'en';
        const converted = toPlainMarkdown(await fs.readFile(file, 'utf8'), {
          file,
          language,
          webpackVersion: webpackPackage.version,
          links: {
            siteUrl: siteConfig.url,
            baseUrl,
            permalink: doc.permalink,
            sourceDir: path.posix.dirname(relative),
            permalinkOf: (docPath) => permalinks.get(docPath),
          },
        });
        const fm = doc.frontMatter as Record<string, unknown>;
        const pulled =
          fm.pulled === true && typeof fm.package === 'string'
            ? {
                line: wording.pulled
                  .replace('{package}', fm.package)
                  .replace('{version}', typeof fm.version === 'string' ? ` ${fm.version}` : '')
                  .replace(
                    '{source}',
                    typeof fm.source === 'string' ? fm.source : `https://www.npmjs.com/package/${fm.package}`,
                  ),
              }
            : undefined;
        const twin = formatTwin(
          {
            title: doc.title,
            pageUrl: joinUrl(siteConfig.url, withSlash(doc.permalink)),
            sourceLine: wording.sourceLine,
            pulled,
          },
          converted.markdown,
        );
        const target = path.join(outDir, markdownTwinPath(doc.permalink.slice(baseUrl.length - 1)));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, twin);
        twins.set(doc.id, twin);
        descriptions.set(doc.id, describePage(fm.description, converted.firstParagraph));
      }

      const sections: LlmsSection[] = SECTION_ORDER.map((section) => ({
        title: sectionTitles.get(section) ?? section,
        links: pages
          .filter((page) => page.section === section)
          .map(({doc, english}) => ({
            title: doc.title,
            // An untranslated page's canonical page is the English one: so is its twin.
            url: joinUrl(
              siteConfig.url,
              markdownTwinPath(english ? `/${doc.permalink.slice(baseUrl.length)}` : doc.permalink),
            ),
            description: descriptions.get(doc.id),
          })),
      }));
      const head = {title: siteConfig.title, summary: wording.summary};
      await fs.writeFile(
        path.join(outDir, 'llms.txt'),
        formatLlmsTxt({...head, details: wording.details, sections}),
      );
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        formatLlmsFull(
          head,
          pages.map(({doc}) => twins.get(doc.id) ?? ''),
        ),
      );
    },
  };
}
