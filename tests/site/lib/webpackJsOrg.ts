/**
 * Link compatibility with webpack.js.org: every page path and heading id it has (as listed in
 * /work/shared/spec/webpack-js-org-anchors.json) must resolve here, to the same page (or through a
 * redirect) and to an element with that id (a real one, or an alias from src/data/anchorAliases.ts).
 */
import type {AnchorAliases} from '../../../src/data/anchorAliases';
import type {Defect} from './page';
import {resolvePath, type BuiltSite} from './site';

export interface WebpackJsOrgAnchors {
  source: string;
  /** Page path → heading ids of the page. */
  pages: Record<string, string[]>;
}

export interface CompatOptions {
  /**
   * Pages of webpack.js.org that this site does not have and redirects to the closest page,
   * which does not have their sections: their ids land on the top of that page.
   */
  pagesWithoutTheirSections: readonly string[];
  aliases: AnchorAliases;
}

/**
 * Pages of webpack.js.org that this site does not have (src/data/redirects.ts sends them to the
 * closest page): a list of outside resources and release posts whose content is not written here.
 */
export const PAGES_WITHOUT_THEIR_SECTIONS: readonly string[] = [
  '/awesome-webpack/',
  '/blog/2026-02-03-webpack-5-105/',
  '/blog/2026-02-04-roadmap-2026/',
  '/blog/2026-04-08-webpack-5-106/',
  '/blog/2026-05-19-webpack-5-107/',
  '/blog/2026-06-25-webpack-5-108/',
];

export interface CompatFigures {
  'webpack.js.org pages': number;
  'webpack.js.org pages reached through a redirect': number;
  'webpack.js.org ids': number;
  'webpack.js.org ids found as they are': number;
  'webpack.js.org ids found through an alias': number;
  'webpack.js.org ids on pages without their sections': number;
  'aliases defined': number;
}

export function checkWebpackJsOrgAnchors(
  site: BuiltSite,
  spec: WebpackJsOrgAnchors,
  {pagesWithoutTheirSections, aliases}: CompatOptions,
): {defects: Defect[]; figures: CompatFigures} {
  const defects: Defect[] = [];
  const figures: CompatFigures = {
    'webpack.js.org pages': 0,
    'webpack.js.org pages reached through a redirect': 0,
    'webpack.js.org ids': 0,
    'webpack.js.org ids found as they are': 0,
    'webpack.js.org ids found through an alias': 0,
    'webpack.js.org ids on pages without their sections': 0,
    'aliases defined': Object.values(aliases).reduce((sum, ofPage) => sum + Object.keys(ofPage).length, 0),
  };
  for (const [pagePath, ids] of Object.entries(spec.pages)) {
    figures['webpack.js.org pages'] += 1;
    figures['webpack.js.org ids'] += ids.length;
    const target = resolvePath(site, pagePath);
    if (target.kind !== 'page') {
      defects.push({
        page: pagePath,
        kind: 'webpack-js-org-page',
        detail: `webpack.js.org has this page; here it is missing (add it, or a redirect to the closest page in src/data/redirects.ts)`,
      });
      continue;
    }
    if (target.redirects.length > 0) figures['webpack.js.org pages reached through a redirect'] += 1;
    if (pagesWithoutTheirSections.includes(pagePath)) {
      figures['webpack.js.org ids on pages without their sections'] += ids.length;
      continue;
    }
    const missing: string[] = [];
    for (const id of ids) {
      if (target.page.aliasIds.has(id)) figures['webpack.js.org ids found through an alias'] += 1;
      else if (target.page.ids.has(id)) figures['webpack.js.org ids found as they are'] += 1;
      else missing.push(id);
    }
    if (missing.length > 0) {
      defects.push({
        page: pagePath,
        kind: 'webpack-js-org-anchor',
        detail: `${missing.length} id(s) of webpack.js.org not on ${target.page.path}: ${missing.join(', ')}`,
      });
    }
  }
  for (const [pagePath, ofPage] of Object.entries(aliases)) {
    for (const locale of ['', '/zh']) {
      const page = site.pages.get(`${locale}${pagePath}`);
      if (!page) {
        defects.push({
          page: pagePath,
          kind: 'stale-alias',
          detail: `src/data/anchorAliases.ts names a page that is not built`,
        });
        continue;
      }
      for (const [alias, target] of Object.entries(ofPage)) {
        if (page.aliasIds.has(alias)) continue;
        defects.push({
          page: page.path,
          kind: 'stale-alias',
          detail: page.ids.has(alias)
            ? `alias "${alias}" duplicates a real id of the page: remove it from src/data/anchorAliases.ts`
            : `alias "${alias}" is missing: the page has no id "${target}" (a translation without that section?)`,
        });
      }
    }
  }
  return {defects, figures};
}
