import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageBlocks, projectSteps} from '../../markdown/projects';
import {archiveFiles, zipFiles, zipPath} from './archive';
import {projectPages} from './pages';

/** The version of a package in the site's node_modules: the version the examples are built with. */
export function installedVersion(siteDir: string, name: string): string | undefined {
  try {
    const file = path.join(siteDir, 'node_modules', name, 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
  } catch {
    return undefined;
  }
}

/** The URL of a docs page or blog post from its key (see `pageKey`); front matter slugs are not followed. */
export function pageUrlOf(key: string, siteUrl: string, baseUrl: string): string {
  return `${siteUrl}${baseUrl}${key.replace(/(^|\/)index$/, '')}/`.replace(/([^:])\/\/+/g, '$1/');
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
  pageUrl: (key: string) => string,
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
      const files = archiveFiles(step, {language, pageUrl: pageUrl(key), versionOf});
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
      writeZips(context.siteDir, outDir, language, (key) =>
        pageUrlOf(key, context.siteConfig.url, context.baseUrl),
      );
    },
  };
}
