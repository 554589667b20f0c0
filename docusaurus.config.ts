import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Plugin as UnifiedPlugin} from 'unified';
import type {Root as HastRoot} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import webpackPackage from 'webpack/package.json';
import {docsRepository, externalLinks, describedWebpackVersion} from './src/data/site';
import {blogFeedText} from './src/i18n/blogFeed';
import {documentationMenu, documentationPathPattern} from './src/data/sections';
import {createSidebarItemsGenerator} from './src/sidebar/generator';
import remarkPageAnchors from './src/sidebar/remarkPageAnchors';
import {createFrontMatterParser} from './src/frontMatter';
import {bannerHeadScript} from './src/data/banner';
import {fullLayoutHeadScript} from './src/data/fullLayoutHeadScript';
import {englishFallbackPaths} from './src/i18n/englishFallback';
import zhGlossaryTable from './src/remark/zhGlossaryTable';
import {rehypePulledReadmes} from './src/plugins/pulled-readmes/rehype';
import {codeTheme} from './src/data/codeTheme';
import rehypeAnchorAliases from './src/plugins/anchor-aliases';
import rehypeStaticHtml from './src/plugins/static-html/rehype';
import rehypeTableLabels from './src/plugins/table-labels';
import rehypeFlagCode from './src/rehype/flagCode';
import {precacheManifestTransform, swCustomPath} from './src/plugins/pwa-offline';
import remarkAssertions from './src/remark/assertions';
import addedInBadges from './src/remark/addedInBadges';
import zhFieldLines from './src/remark/zhFieldLines';
import remarkExampleProjects from './src/plugins/example-projects/remark';

const defaultLocale = 'en';

// Environment switches, read once here.
const siteUrl = process.env.SITE_URL ?? 'https://webpack.js.org';
// The locale being built: Docusaurus loads this config once per locale and sets it.
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
// Algolia DocSearch replaces the built-in search when all three are set (see README).
const algolia =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
        contextualSearch: true,
      }
    : undefined;
// Build without asking the network for READMEs / sponsors: cache, else degraded pages / a notice.
const isSet = (name: string) => ['1', 'true'].includes(process.env[name] ?? '');
const pulledReadmesOffline = isSet('PULLED_READMES_OFFLINE');
const sponsorsOffline = isSet('SPONSORS_OFFLINE');
// Google Analytics (gtag) only when a tracking id is given: none by default.
const gtagId = process.env.GTAG_ID?.trim() || undefined;

// The blog's title and description, for its pages and its feeds (translated in i18n/<locale>/).
const blog = {title: 'Blog', description: 'News and release notes of the webpack project.'};

const siteDir = __dirname;
/**
 * A remark/rehype plugin with its options bound here rather than listed in the config: Docusaurus writes
 * the site config into main.js (plugins as null, their options as given), and `siteDir` is the checkout's
 * absolute path — bytes every reader downloads, different in every checkout.
 */
function withOptions<Options, Tree extends MdastRoot | HastRoot>(
  plugin: UnifiedPlugin<[Options], Tree>,
  options: Options,
): UnifiedPlugin<[], Tree> {
  return function (this) {
    return plugin.call(this, options);
  };
}
// `assert` blocks of runnable examples become "Checked by building this example" boxes.
const assertBlocks = [remarkAssertions, {webpackVersion: webpackPackage.version}] as const;
// Runnable projects (`project="…"` blocks) get a panel: file tree, Download, Open in StackBlitz.
// First, while every code block is still the page's own (npm2yarn replaces some with tabs).
const projectPanels = withOptions(remarkExampleProjects, {siteDir});

/** Where a docs page's source is edited: its translation under i18n/ when there is one. */
function docsSourceDir(locale: string, docPath: string): string {
  const translations = `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  return locale !== defaultLocale && fs.existsSync(path.join(siteDir, translations, docPath))
    ? translations
    : 'docs';
}

// The docs, through src/plugins/lean-docs (plugin-content-docs without every doc's description in
// each doc page's first view).
const docsOptions = {
  routeBasePath: '/',
  path: 'docs',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator: createSidebarItemsGenerator(siteDir),
  // The default also skips `_*.md`; ours are the READMEs pulled into loaders/ and plugins/.
  exclude: ['**/_*.{js,jsx,ts,tsx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
  // Pulled READMEs carry their own `custom_edit_url` (the README in its repository), which wins;
  // a translated page is edited in its i18n/ file.
  editUrl: ({docPath, locale}) =>
    `${docsRepository.url}/edit/${docsRepository.branch}/${docsSourceDir(locale, docPath)}/${docPath}`,
  remarkPlugins: [
    projectPanels,
    [npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}],
    addedInBadges,
    // Chinese pages: `Type:`, `Default: not set` … shown as 类型：, 默认值：未设置 (sources keep the English the checks read).
    zhFieldLines,
    assertBlocks,
    zhGlossaryTable,
    // Each page carries its own sidebar anchors (not the global sidebar data).
    withOptions(remarkPageAnchors, {siteDir}),
  ],
  rehypePlugins: [
    // Sanitizes the pulled READMEs on their final HTML tree (the plugin's rehype.ts says why it is final).
    rehypePulledReadmes,
    // webpack.js.org's anchor ids where ours differ, so the ecosystem's links land here.
    withOptions(rehypeAnchorAliases, {siteDir}),
    // Each body cell gets its column's header (data-label): tables become cards on a phone.
    rehypeTableLabels,
    // A flag in running text (`--server-options-crl`) stays on one line.
    rehypeFlagCode,
    // Last: marks what renders to plain HTML, adopted in the browser instead of hydrated.
    rehypeStaticHtml,
  ],
  lastVersion: 'current',
  versions: {current: {label: describedWebpackVersion}},
} satisfies DocsOptions;

const config = {
  title: 'webpack',
  tagline: 'webpack is a module bundler for modern JavaScript applications.',
  favicon: 'favicon.ico',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  // Its inline script shows a "did not load properly" banner when no script has run by
  // DOMContentLoaded, which is every load here: the scripts come after the first paint (first-paint plugin).
  baseUrlIssueBanner: false,
  organizationName: 'webpack',
  projectName: 'webpack.js.org',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // With cascade layers, Infima's rules outrank src/css and CSS modules in production builds.
      useCssCascadeLayers: false,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  headTags: [
    // Hides a dismissed banner before first paint (no flash).
    {tagName: 'script', attributes: {}, innerHTML: bannerHeadScript},
    // Lays out a whole Markdown page before a move to an #anchor (src/data/fullLayout.ts).
    {tagName: 'script', attributes: {}, innerHTML: fullLayoutHeadScript},
    // An icon by URL for search engines (Google wants a crawlable one, a multiple of 48 px, on the
    // home page): the favicon's link holds its data inline (first-paint plugin), and browsers show
    // that one in the tab and leave this one alone.
    {
      tagName: 'link',
      attributes: {rel: 'icon', type: 'image/png', sizes: '192x192', href: '/img/icons/icon-192.png'},
    },
  ],

  i18n: {
    defaultLocale,
    locales: ['en', 'zh'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en'},
      zh: {label: '中文', htmlLang: 'zh-CN'},
    },
  },

  markdown: {
    // .md is CommonMark, .mdx is MDX: prose can use { and < freely.
    format: 'detect',
    // Translations keep the English anchor ids with `## 标题 {#english-id}`, in .mdx pages too.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    parseFrontMatter: createFrontMatterParser(siteDir),
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is src/plugins/lean-docs, listed first under `plugins`.
        docs: false,
        blog: {
          routeBasePath: 'blog',
          blogTitle: blog.title,
          blogDescription: blog.description,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [projectPanels, assertBlocks, zhFieldLines],
          rehypePlugins: [
            withOptions(rehypeAnchorAliases, {siteDir, strict: false}),
            rehypeTableLabels,
            rehypeFlagCode,
            rehypeStaticHtml,
          ],
          feedOptions: {
            type: ['rss', 'atom'],
            ...blogFeedText({
              siteDir,
              locale: currentLocale,
              siteTitle: 'webpack',
              blogTitle: blog.title,
              blogDescription: blog.description,
            }),
          },
          // The folder the post was read from: i18n/<locale>/docusaurus-plugin-content-blog for a translation.
          editUrl: ({blogDirPath, blogPath}) =>
            `${docsRepository.url}/edit/${docsRepository.branch}/${blogDirPath}/${blogPath}`,
        },
        // Markdown pages in src/pages (none today): their tables get labels like the docs' and the blog's.
        pages: {rehypePlugins: [rehypeTableLabels]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          ignorePatterns: ['/**/printable/**', '/app-shell/**'],
          // A sitemap lists canonical URLs only: under /zh/, a page still in English names the
          // English page as canonical (src/theme/DocItem/Metadata), so it is left out here.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) => {
            const items = await defaultCreateSitemapItems(params);
            const english = englishFallbackPaths(params.routes, currentLocale, defaultLocale);
            return items.filter((item) => !english.has(new URL(item.url).pathname));
          },
        },
        ...(gtagId ? {gtag: {trackingID: gtagId, anonymizeIP: true}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  clientModules: [
    './src/clientModules/swipeSidebar.ts',
    './src/clientModules/chunkErrors.ts',
    './src/clientModules/progressBar.ts',
    './src/clientModules/fullLayout.ts',
  ],

  plugins: [
    ['./src/plugins/lean-docs/index.ts', docsOptions],
    // Prism out of main.js; code blocks hydrate from the HTML the server highlighted.
    './src/plugins/code-blocks/index.ts',
    // Docusaurus's link prefetching asks for each file once, not once per page that shares it.
    './src/plugins/prefetch-once/index.ts',
    // theme-common's shallow memo without localeCompare, whose first call creates a collator.
    './src/plugins/shallow-memo/index.ts',
    // main.js's functions compiled off the main thread as it streams in (V8's compile hint).
    './src/plugins/compile-hints/index.ts',
    // Plain-HTML blocks of Markdown pages are adopted from the server's HTML, not hydrated.
    './src/plugins/static-html/index.ts',
    // plugin-client-redirects, given src/data/redirects.ts by the plugin, not by an option here.
    './src/plugins/client-redirects/index.ts',
    ['./src/plugins/pulled-readmes/index.ts', {offline: pulledReadmesOffline}],
    './src/plugins/printable/index.ts',
    // Docs for coding assistants: a Markdown twin of every docs page, llms.txt and llms-full.txt.
    './src/plugins/llms-txt/index.ts',
    ['./src/plugins/sponsors/index.ts', {offline: sponsorsOffline}],
    './src/plugins/starter-kits/index.ts',
    // The zips of the runnable projects, and the panel that offers them (./remark.ts places it).
    './src/plugins/example-projects/index.ts',
    ['./src/plugins/translation-status/index.ts', {locale: 'zh'}],
    // Built-in full-text search (pagefind), unless Algolia DocSearch is configured.
    ...(algolia ? [] : ['./src/plugins/search-index/index.ts']),
    './src/plugins/pwa-offline/index.ts',
    // The stylesheet's rules that nothing on the site uses, dropped after the build (before plugin-pwa).
    './src/plugins/css-prune/index.ts',
    // Each page's critical rules inlined, its stylesheet and scripts requested after the first paint
    // (after css-prune, which it reads, and after every plugin that edits the pages, llms-txt).
    './src/plugins/first-paint/index.ts',
    // Host configuration (_headers, _redirects, vercel.json) with a CSP made from the built pages.
    [
      './src/plugins/deploy-headers/index.ts',
      {
        algoliaAppId: algolia?.appId,
        analytics: Boolean(gtagId),
      },
    ],
    [
      '@docusaurus/plugin-pwa',
      {
        // Every visitor gets offline reading: the precache is only the app shell, the core assets
        // and the locale's search index; pages are kept as they are visited. plugin-pwa's own
        // registration (default `swRegister`) registers the worker and shows the reload popup.
        offlineModeActivationStrategies: ['always'],
        swCustom: swCustomPath,
        injectManifestConfig: {manifestTransforms: [precacheManifestTransform]},
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: 'manifest.json'},
          {tagName: 'meta', name: 'theme-color', content: '#2b3a42'},
          {tagName: 'meta', name: 'mobile-web-app-capable', content: 'yes'},
          {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent'},
          {tagName: 'link', rel: 'apple-touch-icon', href: 'img/icons/apple-touch-icon.png'},
        ],
      },
    ],
  ],

  themeConfig: {
    ...(algolia ? {algolia} : {}),
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: 'webpack',
      style: 'dark',
      logo: {alt: 'webpack logo', src: 'img/logo.svg'},
      items: [
        {
          type: 'dropdown',
          label: 'Documentation',
          // No `to`: the label opens the menu (a tap on a phone, a click on a desktop) instead of
          // leaving for /concepts/, which is the menu's first item (src/theme/NavbarItem/DropdownNavbarItem).
          position: 'left',
          activeBaseRegex: documentationPathPattern.source,
          // Learning order; the blog is a header link of its own (spec), not a documentation section.
          items: documentationMenu.map((s) => ({label: s.label, to: `/${s.id}/`})),
        },
        {label: 'Contribute', to: '/contribute/', position: 'left'},
        {label: 'Vote', to: '/vote/', position: 'left'},
        {label: 'Blog', to: '/blog/', position: 'left'},
        {type: 'search', position: 'right'},
        {type: 'custom-languageSwitcher', position: 'right'},
        {type: 'custom-iconLink', position: 'right', icon: 'github', href: externalLinks.codeHost},
        {type: 'custom-iconLink', position: 'right', icon: 'twitter', href: externalLinks.socialFeed},
        {
          type: 'custom-iconLink',
          position: 'right',
          icon: 'stackoverflow',
          href: externalLinks.questions,
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Get Started', to: '/guides/getting-started/'},
            {label: 'Concepts', to: '/concepts/'},
            {label: 'Comparison', to: '/comparison/'},
            {label: 'Glossary', to: '/glossary/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Chat room', href: externalLinks.chatRoom},
            {label: 'Stack Overflow', href: externalLinks.questions},
            {label: 'Changelog', href: externalLinks.changelog},
          ],
        },
        {
          title: 'Project',
          items: [
            {label: 'Organization', to: '/organization/'},
            {label: 'Starter Kits', to: '/starter-kits/'},
            {label: 'Branding', to: '/branding/'},
            {label: 'License', to: '/license/'},
            {label: 'Swag Store', href: externalLinks.swagStore},
          ],
        },
      ],
      copyright: `Documentation licensed under CC BY 4.0; code under MIT.`,
    },
    // One dark code theme in both colour modes, every token colour at WCAG AA contrast (src/data/codeTheme.ts).
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: ['bash', 'json', 'diff', 'typescript'],
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // Opening a page in the sidebar closes the one that was open (its headings).
    docs: {sidebar: {autoCollapseCategories: true}},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
