import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageBlocks, projectSteps} from '../../markdown/projects';
import {archiveFiles, zipFiles, zipPath} from './archive';
import matter from 'gray-matter';
import {docRoute} from '../pulled-readmes/site';
import {ZH_PULLED_DIR} from '../pulled-readmes/zh';
import {projectPages, type ProjectPage} from './pages';

/** The version of a package in the site's node_modules: the version the examples are built with. */
export function installedVersion(siteDir: string, name: string): string | undefined {
  try {
    const file = path.join(siteDir, 'node_modules', name, 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
  } catch {
    return undefined;
  }
}

/**
 * The route of a project page as Docusaurus gives it (docs under `/`, blog posts under `/blog/`):
 * the `slug` of the locale's file when it has one (absolute, or relative to the page's folder;
 * a blog post's relative to `/blog/`), else its path: a docs page's without `index`, a blog
 * post's dated file name as `/blog/YYYY/MM/DD/name/`. The Chinese pages of pulled packages
 * (`i18n/zh/pulled/`) are filed under the route of the English page they translate (their key).
 */
export function pageRoute(page: Pick<ProjectPage, 'key' | 'file' | 'source'>): string {
  const withSlash = (route: string) => (route.endsWith('/') ? route : `${route}/`);
  if (page.file.startsWith(`${ZH_PULLED_DIR}/`)) return `/${page.key}/`;
  const frontMatter = {...(matter(page.source).data as Record<string, unknown>)};
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  if (page.key.startsWith('blog/')) {
    const file = page.key.slice('blog/'.length);
    const dated = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?$/.exec(
      file,
    );
    const fileSlug = dated
      ? `${dated.groups!.date!.replace(/-/g, '/')}/${dated.groups!.folder}${dated.groups!.text}`
      : file.replace(/\/index$/, '');
    return withSlash(path.posix.join('/blog', slug ?? fileSlug));
  }
  return docRoute(`${page.key}.md`, frontMatter);
}

/** The URL of a project page (see `pageRoute`) on the site, below the locale's base URL. */
export function pageUrlOf(
  page: Pick<ProjectPage, 'key' | 'file' | 'source'>,
  siteUrl: string,
  baseUrl: string,
): string {
  return `${siteUrl}${baseUrl}${pageRoute(page)}`.replace(/([^:])\/\/+/g, '$1/');
}

/**
 * Writes a zip of every step of every runnable project into the locale's build:
 * `<outDir>/examples/<page>/<project>[-step-N].zip` (see ./archive.ts for what it holds). The files
 * come from the locale's pages (./pages.ts), read as the docs-as-tests harness reads them: a
 * translated page offers the same code, with its comments and a README in its language.
 */
export function writeZips(
  siteDir: string,
  outDir: string,
  language: 'en' | 'zh',
  pageUrl: (page: ProjectPage) => string,
) {
  const written: string[] = [];
  const versions = new Map<string, string | undefined>();
  const versionOf = (name: string) => {
    if (!versions.has(name)) versions.set(name, installedVersion(siteDir, name));
    return versions.get(name);
  };
  for (const page of projectPages(siteDir, language)) {
    const {key} = page;
    for (const step of projectSteps(pageBlocks(page))) {
      const zip = zipPath(key, step.project.name, step.step, step.steps);
      const files = archiveFiles(step, {language, pageUrl: pageUrl(page), versionOf});
      const target = path.join(outDir, zip);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, zipFiles(files));
      written.push(zip);
    }
  }
  return written;
}

/**
 * Every runnable project (`project="…"` blocks) downloadable from its page: ./remark.ts puts a
 * panel (theme/ProjectPanel) before its blocks, and postBuild writes the zips the panels offer.
 */
export default function exampleProjectsPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'example-projects',
    getThemePath: () => path.join(__dirname, 'theme'),
    async postBuild({outDir}) {
      const language = context.i18n.currentLocale === 'zh' ? 'zh' : 'en';
      writeZips(context.siteDir, outDir, language, (page) =>
        pageUrlOf(page, context.siteConfig.url, context.baseUrl),
      );
    },
  };
}
