/**
 * The pages whose runnable projects a locale offers for download, each with the key its zips are
 * filed under (see ./archive.ts `zipPath`). English: the pages of docs/ and blog/. Chinese: the same
 * pages read from their translations where one exists (its code comments are Chinese, its code the
 * same), and the Chinese pages of pulled packages (i18n/zh/pulled/), whose projects only Chinese has.
 */
import fs from 'node:fs';
import path from 'node:path';
import {walkPages, type Page} from '../../markdown/pages';
import {escapeRegExp} from '../../text/escapeRegExp';
import type {Language} from '../../remark/assertions/phrases';
import {ZH_DOCS_DIR, ZH_PULLED_DIR} from '../pulled-readmes/zh';
import {pageKey} from './archive';

export interface ProjectPage extends Page {
  key: string;
}

/** Where the Chinese translation of an English page file lives, relative to the site folder. */
export function chineseTranslation(english: string): string {
  return english
    .replace(/^docs\//, `${ZH_DOCS_DIR}/`)
    .replace(/^blog\//, 'i18n/zh/docusaurus-plugin-content-blog/');
}

/**
 * The key of a page the pull writes from a Chinese pulled page (`…/current/loaders/_style-loader.md`
 * → `loaders/style-loader`), or undefined for any other file.
 */
export function pulledChineseKey(relative: string): string | undefined {
  const m = new RegExp(`^${escapeRegExp(ZH_DOCS_DIR)}/(loaders|plugins)/_([^/]+)\\.mdx?$`).exec(relative);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

export function projectPages(siteDir: string, language: Language): ProjectPage[] {
  const pages: ProjectPage[] = [];
  for (const page of walkPages(siteDir, ['docs', 'blog'])) {
    const key = pageKey(page.file);
    if (!key) continue;
    const translated = language === 'zh' ? chineseTranslation(page.file) : undefined;
    const abs = translated && path.join(siteDir, translated);
    if (abs && fs.existsSync(abs))
      pages.push({key, file: translated, abs, source: fs.readFileSync(abs, 'utf8')});
    else pages.push({key, ...page});
  }
  if (language === 'zh') {
    for (const page of walkPages(siteDir, [ZH_PULLED_DIR])) {
      pages.push({key: page.file.slice(ZH_PULLED_DIR.length + 1).replace(/\.mdx?$/, ''), ...page});
    }
  }
  return pages;
}
