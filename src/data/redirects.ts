/**
 * Legacy URLs of webpack.js.org (inventory §4.1) and where they lead now. Used by
 * @docusaurus/plugin-client-redirects and checked by tests (every target is a real page).
 * Where the original target never existed as a page, `to` is the nearest real page and
 * `originalTo` records what webpack.js.org pointed at.
 */
export interface LegacyRedirect {
  from: string;
  to: string;
  originalTo?: string;
}

export const legacyRedirects: readonly LegacyRedirect[] = [
  {from: '/support/', to: '/contribute/'},
  {from: '/writers-guide/', to: '/contribute/writers-guide/'},
  {from: '/get-started/', to: '/guides/getting-started/'},
  {from: '/get-started/install-webpack/', to: '/guides/installation/'},
  {from: '/get-started/why-webpack/', to: '/concepts/why-webpack/', originalTo: '/guides/why-webpack/'},
  {from: '/pluginsapi/', to: '/api/plugins/'},
  {from: '/pluginsapi/compiler/', to: '/api/compiler-hooks/'},
  {from: '/pluginsapi/template/', to: '/api/compilation-object/', originalTo: '/api/template/'},
  {from: '/api/passing-a-config/', to: '/configuration/configuration-types/'},
  {from: '/api/plugins/compiler/', to: '/api/compiler-hooks/'},
  {from: '/api/plugins/compilation/', to: '/api/compilation-hooks/', originalTo: '/api/compilation/'},
  {from: '/api/plugins/module-factories/', to: '/api/module-methods/'},
  {from: '/api/plugins/parser/', to: '/api/parser/'},
  {from: '/api/plugins/tapable/', to: '/api/plugins/', originalTo: '/api/tapable/'},
  {from: '/api/plugins/template/', to: '/api/compilation-object/', originalTo: '/api/template/'},
  {from: '/api/plugins/resolver/', to: '/api/resolvers/', originalTo: '/api/resolver/'},
  {from: '/development/', to: '/contribute/'},
  {from: '/development/plugin-patterns/', to: '/contribute/plugin-patterns/'},
  {from: '/development/release-process/', to: '/contribute/release-process/'},
  {from: '/development/how-to-write-a-loader/', to: '/contribute/writing-a-loader/'},
  {from: '/development/how-to-write-a-plugin/', to: '/contribute/writing-a-plugin/'},
  {from: '/guides/code-splitting-import/', to: '/guides/code-splitting/'},
  {from: '/guides/code-splitting-require/', to: '/guides/code-splitting/'},
  {from: '/guides/code-splitting-async/', to: '/guides/code-splitting/'},
  {from: '/guides/code-splitting-css/', to: '/guides/code-splitting/'},
  {from: '/guides/code-splitting-libraries/', to: '/guides/code-splitting/'},
  {from: '/guides/why-webpack/', to: '/comparison/'},
  {from: '/guides/production-build/', to: '/guides/production/'},
  {from: '/migrating/', to: '/migrate/3/'},
  {
    from: '/plugins/no-emit-on-errors-plugin/',
    to: '/configuration/optimization/#optimizationemitonerrors',
  },
  // webpack.js.org's target had no trailing slash; every route here has one.
  {from: '/concepts/mode/', to: '/configuration/mode/', originalTo: '/configuration/mode'},
];

/**
 * Pages webpack.js.org has (2026-07) whose content is not written here: each leads to the closest
 * page. Their section ids land on the top of that page (the site check knows these pages).
 */
export const missingPageRedirects: readonly LegacyRedirect[] = [
  // The list of community loaders, plugins and tools: the loaders index lists the loaders.
  {from: '/awesome-webpack/', to: '/loaders/'},
  // Release posts not written here yet: the blog.
  {from: '/blog/2026-02-03-webpack-5-105/', to: '/blog/'},
  {from: '/blog/2026-02-04-roadmap-2026/', to: '/blog/'},
  {from: '/blog/2026-04-08-webpack-5-106/', to: '/blog/'},
  {from: '/blog/2026-05-19-webpack-5-107/', to: '/blog/'},
  {from: '/blog/2026-06-25-webpack-5-108/', to: '/blog/'},
];

/** Every old URL the site answers: the client-redirects plugin's pages and the hosts' 301s. */
export const siteRedirects: readonly LegacyRedirect[] = [...legacyRedirects, ...missingPageRedirects];
