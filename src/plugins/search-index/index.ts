import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  EXCLUDE_SELECTORS,
  SEARCH_BUNDLE_DIR,
  UNUSED_BUNDLE_FILES,
  indexablePaths,
  markSearchBody,
  pageUrl,
  withPageSummary,
} from './pages';
import {homophoneGroups} from './homophones';
import {announceSearchBundle, type SearchBundle, type SearchBundleEntry} from './registry';
import {
  buildRecords,
  pageDescription,
  pageHeadings,
  pageKeywords,
  searchRegion,
  type RecordsInput,
} from './records';
import {SEARCH_RECORDS_FILE} from '../../data/searchRecords';
import {sections} from '../../data/sections';
import {searchSynonymGroups} from '../../data/searchSynonyms';

export {latestSearchBundle} from './registry';

/** pagefind is an ES module only: imported from a file that Node itself loads. */
const importPagefind = createRequire(__filename)('./import-pagefind.cjs') as () => Promise<
  typeof import('pagefind')
>;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/** pagefind names index and fragment files by content hash; the other files keep their names. */
const HASHED = /(^|\/)(index|fragment)\/|\.pf_meta$/;

async function bundleEntries(outDir: string): Promise<SearchBundleEntry[]> {
  const bundleDir = path.join(outDir, SEARCH_BUNDLE_DIR);
  const files = (await listFiles(bundleDir)).sort();
  return Promise.all(
    files.map(async (file) => {
      const url = `${SEARCH_BUNDLE_DIR}/${file.split(path.sep).join('/')}`;
      const content = await fs.readFile(path.join(bundleDir, file));
      const revision = HASHED.test(url) ? null : crypto.createHash('md5').update(content).digest('hex');
      return {url, revision, size: content.length};
    }),
  );
}

/**
 * Writes the full-text search index of one locale build to `<outDir>/pagefind/` with pagefind
 * (run in postBuild, once per locale: `build/pagefind/` for English, `build/zh/pagefind/`).
 */
export async function buildSearchIndex({
  outDir,
  baseUrl,
  otherLocaleDirs,
  sectionLabels,
  log = console.log,
}: {
  outDir: string;
  baseUrl: string;
  otherLocaleDirs: string[];
  sectionLabels: RecordsInput['sectionLabels'];
  log?: (message: string) => void;
}): Promise<SearchBundle> {
  const started = performance.now();
  const pagefind = await importPagefind();
  const {index, errors} = await pagefind.createIndex({excludeSelectors: [...EXCLUDE_SELECTORS]});
  if (!index) throw new Error(`search-index: pagefind failed to start: ${errors.join('; ')}`);
  try {
    await fs.rm(path.join(outDir, SEARCH_BUNDLE_DIR), {recursive: true, force: true});
    const pages: RecordsInput['pages'] = [];
    for (const file of indexablePaths(await listFiles(outDir), otherLocaleDirs)) {
      const marked = markSearchBody(await fs.readFile(path.join(outDir, file), 'utf8'));
      if (marked === undefined) continue;
      const content = withPageSummary(marked, [pageDescription(marked), ...pageKeywords(marked)].join(' '));
      // pagefind prefixes the URLs it stores with its bundle's base (`/zh/`), so it is given the
      // path below the locale: any reader of the bundle gets `/zh/concepts/`, not `/zh/zh/concepts/`.
      const added = await index.addHTMLFile({url: pageUrl('/', file), content});
      if (added.errors.length > 0) throw new Error(`search-index: ${file}: ${added.errors.join('; ')}`);
      const headings = pageHeadings(searchRegion(content), pageKeywords(content), pageDescription(content));
      if (!headings) throw new Error(`search-index: ${file}: the searchable region has no h1`);
      pages.push({url: pageUrl(baseUrl, file), headings});
    }
    const bundleDir = path.join(outDir, SEARCH_BUNDLE_DIR);
    const written = await index.writeFiles({outputPath: bundleDir});
    if (written.errors.length > 0) throw new Error(`search-index: ${written.errors.join('; ')}`);
    // The titles and headings that a Chinese query is matched against, for its typos' sake.
    const headingText = pages
      .flatMap(({headings}) => [headings.title, ...headings.headings.map((heading) => heading.text)])
      .join(' ');
    const homophones = homophoneGroups(headingText);
    await fs.writeFile(
      path.join(bundleDir, SEARCH_RECORDS_FILE),
      JSON.stringify(
        buildRecords({baseUrl, sectionLabels, pages, synonyms: searchSynonymGroups(), homophones}),
      ),
    );
    await Promise.all(
      UNUSED_BUNDLE_FILES.map((name) => fs.rm(path.join(outDir, SEARCH_BUNDLE_DIR, name), {force: true})),
    );
    const entries = await bundleEntries(outDir);
    const bytes = entries.reduce((sum, entry) => sum + entry.size, 0);
    log(
      `[search-index] ${pages.length} pages of ${baseUrl} indexed in ${Math.round(performance.now() - started)} ms: ` +
        `${entries.length} files, ${(bytes / 1024).toFixed(0)} KiB in ${path.join(path.basename(outDir), SEARCH_BUNDLE_DIR)}`,
    );
    return {outDir, entries};
  } finally {
    await index.deleteIndex().catch(() => undefined);
    await pagefind.close();
  }
}

/**
 * The sections' labels in the locale being built, as its navbar shows them (theme-classic's
 * navbar translations: `item.label.Concepts` → 概念); English ones where a label is not translated.
 */
async function sectionLabelsOf({siteDir, i18n}: LoadContext): Promise<Record<string, string>> {
  const file = path.join(siteDir, 'i18n', i18n.currentLocale, 'docusaurus-theme-classic', 'navbar.json');
  const translated: Record<string, {message: string} | undefined> = await fs
    .readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, {message: string}>)
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return {};
      throw new Error(`search-index: ${file}: ${error.message}`);
    });
  return Object.fromEntries(
    sections.map(({id, label}) => [id, translated[`item.label.${label}`]?.message ?? label]),
  );
}

/**
 * Full-text search of every locale, built at build time with pagefind: no service, no account.
 * Not added to the config when Algolia DocSearch is configured.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin<void> {
  const {i18n} = context;
  return {
    name: 'search-index',
    getThemePath: () => path.join(__dirname, 'theme'),
    // The results page of the built-in search (/search/?q=…, /zh/search/?q=…). It belongs to this
    // plugin: with Algolia DocSearch configured, neither is added, and DocSearch's own page takes the path.
    async contentLoaded({actions}) {
      actions.addRoute({path: `${context.baseUrl}search/`, component: '@theme/SearchPage', exact: true});
    },
    postBuild({outDir, baseUrl}) {
      // Sub-directories of this outDir that hold other locales (the default locale's outDir holds them).
      const otherLocaleDirs =
        i18n.currentLocale === i18n.defaultLocale
          ? i18n.locales.filter((locale) => locale !== i18n.currentLocale)
          : [];
      // Announced synchronously, before plugin-pwa's postBuild lists the files to precache.
      const bundle = sectionLabelsOf(context).then((sectionLabels) =>
        buildSearchIndex({outDir, baseUrl, otherLocaleDirs, sectionLabels}),
      );
      announceSearchBundle(bundle);
      return bundle.then(() => undefined);
    },
  };
}
