/**
 * The whole-site check: pages of both sitemaps exist, every page is free of the defects a reader
 * would see, every internal link and anchor resolves.
 */
import type {Defect, DefectKind} from './page';
import {checkLinks, loadSite, resolvePath, sitemapPaths, type BuiltSite} from './site';
import {checkProjects} from './projects';
import {checkTwins} from './twins';
import {checkWebpackJsOrgAnchors, type CompatOptions, type WebpackJsOrgAnchors} from './webpackJsOrg';

export interface SiteCheckResult {
  site: BuiltSite;
  /** Defects that fail the check. */
  defects: Defect[];
  figures: Record<string, number>;
}

export interface SiteCheckOptions {
  /** webpack.js.org's pages and ids, which must all resolve here. */
  webpackJsOrg?: {spec: WebpackJsOrgAnchors} & CompatOptions;
  /** The Markdown twins and llms.txt files (src/plugins/llms-txt), checked against the sources in siteDir. */
  twins?: {siteDir: string};
  /** The runnable projects' zips (src/plugins/example-projects), checked against the sources in siteDir. */
  projects?: {siteDir: string};
}

/** The sitemaps of the build, one per locale. */
export const SITEMAPS = {en: 'sitemap.xml', zh: 'zh/sitemap.xml'} as const;

/** Every sitemap URL must be a page of the build. */
function checkSitemaps(site: BuiltSite, figures: Record<string, number>): Defect[] {
  const defects: Defect[] = [];
  for (const [locale, file] of Object.entries(SITEMAPS)) {
    const paths = sitemapPaths(site, file);
    figures[`sitemap pages (${locale})`] = paths.length;
    for (const pathname of paths) {
      if (resolvePath(site, pathname).kind !== 'page') {
        defects.push({page: pathname, kind: 'missing-page', detail: `listed in ${file} but not built`});
      }
    }
  }
  return defects;
}

export function checkBuiltSite(
  site: BuiltSite,
  {webpackJsOrg, twins, projects}: SiteCheckOptions = {},
): SiteCheckResult {
  const figures: Record<string, number> = {};
  const defects = checkSitemaps(site, figures);
  let en = 0;
  let zh = 0;
  let redirects = 0;
  for (const page of site.pages.values()) {
    if (page.redirectTo !== undefined) redirects += 1;
    else if (page.path.startsWith('/zh/')) zh += 1;
    else en += 1;
    defects.push(...page.defects);
  }
  const inlined = [...site.pages.values()].flatMap((page) =>
    page.inlinedCss ? [page.inlinedCss.gzipBytes] : [],
  );
  figures['pages with their critical CSS inlined'] = inlined.length;
  figures['largest inlined critical CSS (bytes, gzip)'] = Math.max(0, ...inlined);
  figures['HTML pages checked (en)'] = en;
  figures['HTML pages checked (zh)'] = zh;
  figures['redirect pages followed'] = redirects;
  const links = checkLinks(site);
  defects.push(...links.defects);
  figures['internal links resolved'] = links.figures.links;
  figures['#anchors resolved'] = links.figures.anchors;
  if (webpackJsOrg) {
    const compat = checkWebpackJsOrgAnchors(site, webpackJsOrg.spec, webpackJsOrg);
    defects.push(...compat.defects);
    Object.assign(figures, compat.figures);
  }
  if (twins) {
    const locales = {en: {sitemap: SITEMAPS.en, base: '/'}, zh: {sitemap: SITEMAPS.zh, base: '/zh/'}};
    const twinResult = checkTwins({buildDir: site.dir, siteDir: twins.siteDir, locales});
    defects.push(...twinResult.defects);
    Object.assign(figures, twinResult.figures);
  }
  if (projects) {
    const projectResult = checkProjects(site, {siteDir: projects.siteDir, bases: {en: '/', zh: '/zh/'}});
    defects.push(...projectResult.defects);
    Object.assign(figures, projectResult.figures);
  }
  return {site, defects, figures};
}

export function checkSite(buildDir: string, options?: SiteCheckOptions): SiteCheckResult {
  return checkBuiltSite(loadSite(buildDir), options);
}

const KIND_ORDER: readonly DefectKind[] = [
  'missing-page',
  'raw-markdown',
  'broken-link',
  'broken-anchor',
  'link-to-webpack-js-org',
  'h1-count',
  'duplicate-id',
  'image-alt',
  'heading-jump',
  'webpack-js-org-page',
  'webpack-js-org-anchor',
  'stale-alias',
  'llms-txt',
  'markdown-twin',
  'example-project',
  'render-blocking-css',
  'early-request',
];

/** The report: defects grouped by kind then page, the figures, and the pass/fail line over pages. */
export function formatReport(result: SiteCheckResult, elapsedMs?: number): string {
  const lines: string[] = [];
  for (const kind of KIND_ORDER) {
    const ofKind = result.defects.filter((defect) => defect.kind === kind);
    if (ofKind.length === 0) continue;
    const pages = new Set(ofKind.map((defect) => defect.page));
    lines.push(`\n✗ ${kind}: ${ofKind.length} on ${pages.size} page(s)`);
    for (const page of [...pages].sort()) {
      lines.push(`  ${page}`);
      for (const defect of ofKind.filter((d) => d.page === page)) lines.push(`    ${defect.detail}`);
    }
  }
  lines.push('\nsite check figures:');
  for (const [name, value] of Object.entries(result.figures)) lines.push(`  ${name}: ${value}`);
  if (elapsedMs !== undefined) lines.push(`  time: ${(elapsedMs / 1000).toFixed(1)} s`);
  const failedPages = new Set(result.defects.map((defect) => defect.page)).size;
  const checkedPages = result.site.pages.size;
  lines.push(`site: ${Math.max(checkedPages - failedPages, 0)} passed, ${failedPages} failed`);
  return lines.join('\n');
}
