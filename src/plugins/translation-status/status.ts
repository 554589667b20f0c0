/**
 * Pure helpers of the translation-status plugin: which docs pages have a Chinese
 * translation, and whether that translation was checked against the current English page.
 *
 * A translation records the English page it was checked against in its front matter (its stamp,
 * see stamp.ts, written by `node scripts/translation-stamp.mjs <file>`). When the English page
 * changes, the translation is reported as outdated, with the sections that changed, until it is
 * brought up to date and stamped again.
 */
import {compareWithEnglish, sourceHashOf, type ChangedSection, type OutdatedReason} from './stamp';

export type {ChangedSection, OutdatedReason} from './stamp';

export type TranslationState = 'translated' | 'outdated' | 'missing' | 'pulled';

export interface StatusEntry {
  /** Path relative to `docs/`, with forward slashes, e.g. `concepts/entry-points.md`. */
  path: string;
  /** Doc id (e.g. `concepts/entry-points`). */
  id: string;
  /** Title in the locale being built (the translated title when there is one). */
  title: string;
  /** URL of the page in the locale being built. */
  permalink: string;
  /** Section id (`concepts`, `api`, …), or `''` for the top-level pages. */
  section: string;
  state: TranslationState;
  /** Hash of the English file now. */
  sourceHash: string;
  /** Hash the translation was checked against, when it records one. */
  translatedHash?: string;
  /** Why an outdated translation is outdated. */
  reasons?: OutdatedReason[];
  /** English sections that changed since the translation was stamped. */
  changedSections?: ChangedSection[];
  /** English heading ids the translation lacks, and translated ids the English page lacks. */
  missingIds?: string[];
  extraIds?: string[];
}

export interface SectionStatus {
  section: string;
  entries: StatusEntry[];
  counts: Record<TranslationState, number>;
}

export interface TranslationStatusData {
  /** Locale the translations are in (`zh`). */
  locale: string;
  /** Where translations live, relative to the site directory. */
  translationDir: string;
  totals: Record<TranslationState, number>;
  sections: SectionStatus[];
}

/**
 * Pulled READMEs (`docs/loaders/_babel-loader.md`) come from npm and are not translated; some
 * have a Chinese page written here instead (see `pulledPackageState`).
 */
export function isPulledReadme(docPath: string): boolean {
  return /(^|\/)_[^/]+\.mdx?$/.test(docPath);
}

/**
 * The state of a pulled package's page from its Chinese page, which the pull writes from
 * i18n/zh/pulled/ (src/plugins/pulled-readmes/zh.ts): translated while the package's options
 * schema is the one the page was written against (or cannot be read), outdated when it changed,
 * with the changed options as its sections; `pulled` when there is no Chinese page.
 */
export function pulledPackageState(translation: string | undefined): EntryState {
  const head = translation?.match(/^---\n([\s\S]*?)\n---\n/)?.[1];
  if (!head || !/^writtenHere: true$/m.test(head)) return {state: 'pulled'};
  const status = head.match(/^schemaStatus: (\S+)$/m)?.[1];
  if (status !== 'changed') return {state: 'translated'};
  let options: string[] = [];
  try {
    options = JSON.parse(head.match(/^changedOptions: (.*)$/m)?.[1] ?? '[]') as string[];
  } catch {
    options = [];
  }
  return {
    state: 'outdated',
    reasons: ['options-changed'],
    ...(options.length
      ? {changedSections: options.map((id) => ({id, heading: id, translationChanged: false}))}
      : {}),
  };
}

/** `docs/concepts/index.md` → `concepts`; top-level pages → `''`. */
export function sectionOf(docPath: string): string {
  const slash = docPath.indexOf('/');
  return slash === -1 ? '' : docPath.slice(0, slash);
}

/** Relative path under `docs/` of a doc's `source` (`@site/docs/…` or `@site/i18n/<locale>/…/current/…`). */
export function docPathOfSource(source: string, translationDir: string): string | undefined {
  const normalized = source.replace(/\\/g, '/').replace(/^@site\//, '');
  for (const base of ['docs/', `${translationDir.replace(/\/$/, '')}/`]) {
    if (normalized.startsWith(base)) return normalized.slice(base.length);
  }
  return undefined;
}

type EntryState = Pick<
  StatusEntry,
  'state' | 'translatedHash' | 'reasons' | 'changedSections' | 'missingIds' | 'extraIds'
>;

/** The state of one page, from the English file and its translation (undefined: none). */
export function stateOf(
  docPath: string,
  english: string | Uint8Array,
  translation: string | undefined,
): EntryState {
  if (isPulledReadme(docPath)) return pulledPackageState(translation);
  if (translation === undefined) return {state: 'missing'};
  const comparison = compareWithEnglish(docPath, english, translation);
  const recorded = comparison.translatedHash ? {translatedHash: comparison.translatedHash} : {};
  if (comparison.reasons.length === 0) return {state: 'translated', ...recorded};
  return {
    state: 'outdated',
    ...recorded,
    reasons: comparison.reasons,
    ...(comparison.changedSections.length > 0 ? {changedSections: comparison.changedSections} : {}),
    ...(comparison.missingIds.length > 0 ? {missingIds: comparison.missingIds} : {}),
    ...(comparison.extraIds.length > 0 ? {extraIds: comparison.extraIds} : {}),
  };
}

const emptyCounts = (): Record<TranslationState, number> => ({
  translated: 0,
  outdated: 0,
  missing: 0,
  pulled: 0,
});

export interface DocInput {
  id: string;
  /** Path relative to `docs/`. */
  path: string;
  title: string;
  permalink: string;
}

export interface FileReader {
  /** Raw bytes of `docs/<path>`. */
  english(docPath: string): Uint8Array | string;
  /** Text of the translation of `docs/<path>`, or undefined when there is none. */
  translation(docPath: string): string | undefined;
}

/**
 * The status of every page, grouped by section (sections in `sectionOrder`, then any
 * other in alphabetical order, the top-level pages last), pages sorted by path.
 */
export function computeStatus(
  docs: readonly DocInput[],
  files: FileReader,
  {
    locale,
    translationDir,
    sectionOrder = [],
  }: {locale: string; translationDir: string; sectionOrder?: readonly string[]},
): TranslationStatusData {
  const bySection = new Map<string, StatusEntry[]>();
  for (const doc of docs) {
    const english = files.english(doc.path);
    const sourceHash = sourceHashOf(english);
    const translation = files.translation(doc.path);
    const entry: StatusEntry = {
      path: doc.path,
      id: doc.id,
      title: doc.title,
      permalink: doc.permalink,
      section: sectionOf(doc.path),
      sourceHash,
      ...stateOf(doc.path, english, translation),
    };
    const list = bySection.get(entry.section) ?? [];
    list.push(entry);
    bySection.set(entry.section, list);
  }
  const rank = (section: string) => {
    if (section === '') return Number.MAX_SAFE_INTEGER;
    const i = sectionOrder.indexOf(section);
    return i === -1 ? sectionOrder.length : i;
  };
  const totals = emptyCounts();
  const sections = [...bySection.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((section) => {
      const entries = bySection
        .get(section)!
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      const counts = emptyCounts();
      for (const entry of entries) {
        counts[entry.state] += 1;
        totals[entry.state] += 1;
      }
      return {section, entries, counts};
    });
  return {locale, translationDir, totals, sections};
}
