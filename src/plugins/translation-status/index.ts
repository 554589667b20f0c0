import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {sectionIds} from '../../data/sections';
import {lazyDataModule} from '../lazyData';
import {computeStatus, docPathOfSource, type DocInput, type TranslationStatusData} from './status';

export type {
  ChangedSection,
  OutdatedReason,
  SectionStatus,
  StatusEntry,
  TranslationState,
  TranslationStatusData,
} from './status';

/** Webpack alias under which the status page loads the generated data (only in its own chunk). */
export const TRANSLATION_STATUS_DATA_ALIAS = '@webpack-site/translation-status-data';

export interface TranslationStatusPluginOptions {
  /** Locale whose translations are checked (default `zh`). */
  readonly locale?: string;
  /** Id of the docs plugin instance (default `default`). */
  readonly docsPluginId?: string;
}

/** `i18n/<locale>/docusaurus-plugin-content-docs/current`: where Docusaurus looks for translated docs. */
export function translationDirFor(locale: string, docsPluginId = 'default'): string {
  const plugin =
    docsPluginId === 'default'
      ? 'docusaurus-plugin-content-docs'
      : `docusaurus-plugin-content-docs-${docsPluginId}`;
  return `i18n/${locale}/${plugin}/current`;
}

/**
 * For every docs page of the current version: is there a translation, and was it checked
 * against the English page as it is now (`sourceHash` in its front matter)? The result is
 * written as JSON and aliased for the status page's component (`theme/TranslationStatus`).
 * The same data is produced in every locale; titles and links are those of the locale built.
 */
export default function translationStatusPlugin(
  context: LoadContext,
  options: TranslationStatusPluginOptions = {},
): Plugin<void> {
  const {locale = 'zh', docsPluginId = 'default'} = options;
  const translationDir = translationDirFor(locale, docsPluginId);
  const statusData = lazyDataModule(
    context,
    'translation-status',
    'translation-status.json',
    TRANSLATION_STATUS_DATA_ALIAS,
  );
  return {
    name: 'translation-status',
    // The status table (theme/TranslationStatus), which pages import as `@theme/TranslationStatus`.
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch() {
      return [path.join(context.siteDir, translationDir, '**/*.{md,mdx}')];
    },
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[docsPluginId] as
        LoadedContent | undefined;
      const current = docsContent?.loadedVersions.find((v) => v.versionName === 'current');
      if (!current) throw new Error('translation-status: the docs plugin loaded no "current" version');
      const docs: DocInput[] = [];
      for (const doc of current.docs) {
        const docPath = docPathOfSource(doc.source, translationDir);
        if (docPath === undefined) continue;
        // Routes end with a slash on this site (trailingSlash: true); show and link them that way.
        const permalink =
          context.siteConfig?.trailingSlash === true && !doc.permalink.endsWith('/')
            ? `${doc.permalink}/`
            : doc.permalink;
        docs.push({id: doc.id, path: docPath, title: doc.title, permalink});
      }
      const data: TranslationStatusData = computeStatus(
        docs,
        {
          english: (docPath) => fs.readFileSync(path.join(context.siteDir, 'docs', docPath)),
          translation: (docPath) => {
            try {
              return fs.readFileSync(path.join(context.siteDir, translationDir, docPath), 'utf8');
            } catch {
              return undefined;
            }
          },
        },
        {locale, translationDir, sectionOrder: sectionIds},
      );
      await statusData.write(actions, data);
    },
    configureWebpack: () => statusData.webpackConfig(),
  };
}
