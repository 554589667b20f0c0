/**
 * Pure helpers of the translation-status plugin: which docs pages have a Chinese
 * translation, and whether that translation was checked against the current English page.
 *
 * A translation records the English file it was checked against in its front matter:
 * `sourceHash: <first 12 hex chars of sha256 of the English file's raw bytes>`
 * (written by `node scripts/translation-stamp.mjs <file>`). When the English file changes,
 * its hash changes, and the translation is reported as outdated until it is re-checked.
 */
import {createHash} from 'node:crypto';

/** Length of the recorded hash, in hex characters. */
export const SOURCE_HASH_LENGTH = 12;

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

/** `sha256(bytes)`, first 12 hex characters. */
export function sourceHashOf(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, SOURCE_HASH_LENGTH);
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const SOURCE_HASH_LINE = /^sourceHash:[ \t]*(['"]?)([^'"\s#]*)\1[ \t]*(?:#.*)?$/m;

/** The `sourceHash` recorded in a translation's front matter, if any. */
export function readSourceHash(markdown: string): string | undefined {
  const block = FRONT_MATTER.exec(markdown.replace(/^\uFEFF/, ''));
  if (!block) return undefined;
  const line = SOURCE_HASH_LINE.exec(block[1]!);
  return line?.[2] ? line[2].toLowerCase() : undefined;
}

/**
 * Sets `sourceHash` in a Markdown file's front matter (replacing an existing value, or
 * adding the key at the end of the block). Throws when the file has no front matter.
 */
export function writeSourceHash(markdown: string, hash: string): string {
  if (!/^[0-9a-f]{12}$/.test(hash))
    throw new Error(`not a ${SOURCE_HASH_LENGTH}-character hex hash: ${hash}`);
  const bom = markdown.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = bom ? markdown.slice(1) : markdown;
  const block = FRONT_MATTER.exec(body);
  if (!block) throw new Error('the file has no front matter (--- … ---) to record the hash in');
  const eol = block[0].includes('\r\n') ? '\r\n' : '\n';
  const inner = block[1]!;
  const updated = SOURCE_HASH_LINE.test(inner)
    ? inner.replace(SOURCE_HASH_LINE, `sourceHash: ${hash}`)
    : `${inner}${eol}sourceHash: ${hash}`;
  const start = block[0].indexOf(inner);
  return bom + body.slice(0, start) + updated + body.slice(start + inner.length);
}

/** Pulled READMEs (`docs/loaders/_babel-loader.md`) come from npm and are not translated. */
export function isPulledReadme(docPath: string): boolean {
  return /(^|\/)_[^/]+\.mdx?$/.test(docPath);
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

export function stateOf(
  docPath: string,
  englishHash: string,
  translation: string | undefined,
): {state: TranslationState; translatedHash?: string} {
  if (isPulledReadme(docPath)) return {state: 'pulled'};
  if (translation === undefined) return {state: 'missing'};
  const translatedHash = readSourceHash(translation);
  // No recorded hash: nobody has confirmed that the translation matches the English page.
  if (translatedHash !== englishHash) return {state: 'outdated', ...(translatedHash ? {translatedHash} : {})};
  return {state: 'translated', translatedHash};
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
    const sourceHash = sourceHashOf(files.english(doc.path));
    const translation = isPulledReadme(doc.path) ? undefined : files.translation(doc.path);
    const entry: StatusEntry = {
      path: doc.path,
      id: doc.id,
      title: doc.title,
      permalink: doc.permalink,
      section: sectionOf(doc.path),
      sourceHash,
      ...stateOf(doc.path, sourceHash, translation),
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
