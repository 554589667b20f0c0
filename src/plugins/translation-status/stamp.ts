/**
 * The translation stamp: what a translated page records about the English page it was checked
 * against, and the rules for writing it (`scripts/translation-stamp.mjs`) and judging it (the
 * translation-status plugin, `--check`).
 *
 * A stamp lives in the translation's front matter:
 *
 *     sourceHash: 0123456789ab          # sha256 of the English file, 12 hex characters
 *     sectionHashes:                    # per section (see sections.ts): English/Chinese, 8 hex each
 *       _front-matter: 1a2b3c4d/5e6f7a8b
 *       _intro: …
 *       what-loaders-can-do: …
 *
 * The section hashes make a stale section visible: when the English text of a section changed
 * since the stamp but its Chinese text did not, the stamp tool refuses, and a page whose
 * `sourceHash` was updated by hand is still reported as outdated, with the section named.
 */
import {createHash} from 'node:crypto';
import matter from 'gray-matter';
import {pageSummary} from '../../markdown';
import {codeBlockProblems} from './keptFromEnglish';
import {
  FRONT_MATTER_SECTION,
  INTRO_SECTION,
  pageSections,
  SECTION_HASH_LENGTH,
  type PageSection,
} from './sections';

/** Length of `sourceHash`, in hex characters. */
export const SOURCE_HASH_LENGTH = 12;

/** `sha256(bytes)` of the English file, first 12 hex characters. */
export function sourceHashOf(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, SOURCE_HASH_LENGTH);
}

export interface SectionRecord {
  /** Hash of the English section when the page was stamped. */
  en: string;
  /** Hash of the translated section when the page was stamped. */
  zh: string;
}

export interface Stamp {
  sourceHash?: string;
  sections?: Record<string, SectionRecord>;
}

const SOURCE_HASH = new RegExp(`^[0-9a-f]{${SOURCE_HASH_LENGTH}}$`);
const SECTION_PAIR = new RegExp(`^([0-9a-f]{${SECTION_HASH_LENGTH}})/([0-9a-f]{${SECTION_HASH_LENGTH}})$`);

const frontMatterOf = (text: string) => matter(text.replace(/^\uFEFF/, '')).data as Record<string, unknown>;

/** The stamp recorded in a translation's front matter. Throws on a malformed one, naming the key. */
export function readStamp(text: string): Stamp {
  // gray-matter caches by content and hands back a shared object: read, do not modify.
  const data = frontMatterOf(text);
  const stamp: Stamp = {};
  if (data.sourceHash !== undefined && data.sourceHash !== null && data.sourceHash !== '') {
    const hash = String(data.sourceHash).toLowerCase();
    if (!SOURCE_HASH.test(hash))
      throw new Error(`sourceHash is not ${SOURCE_HASH_LENGTH} hex characters: ${hash}`);
    stamp.sourceHash = hash;
  }
  if (data.sectionHashes !== undefined) {
    const raw = data.sectionHashes;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new Error('sectionHashes must be a map of section id to "english/translation" hashes');
    }
    stamp.sections = {};
    for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
      const pair = SECTION_PAIR.exec(String(value));
      if (!pair) throw new Error(`sectionHashes.${id} is not "<8 hex>/<8 hex>": ${String(value)}`);
      stamp.sections[id] = {en: pair[1]!, zh: pair[2]!};
    }
  }
  return stamp;
}

/** The `sourceHash` of a translation, or undefined when it has none (or a malformed stamp). */
export function readSourceHash(text: string): string | undefined {
  try {
    return readStamp(text).sourceHash;
  } catch {
    return undefined;
  }
}

const FRONT_MATTER_BLOCK = /^---[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;
const STAMP_KEYS = ['sourceHash', 'sectionHashes'];
const PLAIN_KEY = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * Writes a stamp into the front matter: the lines of `sourceHash` and `sectionHashes` (with
 * their indented entries) are replaced by new ones at the end of the block; every other line stays
 * as written. The result is read back, and any difference in the other keys is an error.
 */
export function writeStamp(text: string, stamp: Required<Stamp>): string {
  if (!SOURCE_HASH.test(stamp.sourceHash))
    throw new Error(`not a ${SOURCE_HASH_LENGTH}-character hex hash: ${stamp.sourceHash}`);
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  const block = FRONT_MATTER_BLOCK.exec(body);
  if (!block) throw new Error('the file has no front matter (--- … ---) to record the stamp in');
  const eol = block[0].includes('\r\n') ? '\r\n' : '\n';
  const inner = block[1] ?? '';
  const kept: string[] = [];
  let skipping = false;
  for (const line of inner.split(/\r?\n/).slice(0, -1)) {
    const key = /^([A-Za-z_][\w-]*):/.exec(line)?.[1];
    if (key !== undefined) skipping = STAMP_KEYS.includes(key);
    else if (skipping && !/^\s/.test(line) && line.trim() !== '') skipping = false;
    if (!skipping) kept.push(line);
  }
  const sectionLines = Object.entries(stamp.sections).map(([id, {en, zh}]) => {
    if (!SECTION_PAIR.test(`${en}/${zh}`)) throw new Error(`malformed section hashes for ${id}: ${en}/${zh}`);
    return `  ${PLAIN_KEY.test(id) ? id : JSON.stringify(id)}: ${en}/${zh}`;
  });
  // A hash of digits and at most one `e` reads as a number in YAML (`1e9560485782`): quote it.
  const hash = /^[\d]*e?[\d]*$/.test(stamp.sourceHash) ? `'${stamp.sourceHash}'` : stamp.sourceHash;
  const lines = [...kept, `sourceHash: ${hash}`, 'sectionHashes:', ...sectionLines];
  const opening = block[0].slice(0, block[0].indexOf('\n') + 1);
  const result = `${bom}${opening}${lines.join(eol)}${eol}---${eol}${body.slice(block[0].length)}`;

  // Never lose or change anything else: the other keys must read back exactly as before.
  const withoutStamp = (data: Record<string, unknown>) =>
    JSON.stringify(Object.fromEntries(Object.entries(data).filter(([key]) => !STAMP_KEYS.includes(key))));
  if (withoutStamp(frontMatterOf(result)) !== withoutStamp(frontMatterOf(text))) {
    throw new Error('recording the stamp would change other front matter keys; check the front matter');
  }
  const written = readStamp(result);
  if (
    written.sourceHash !== stamp.sourceHash ||
    JSON.stringify(written.sections) !== JSON.stringify(stamp.sections)
  ) {
    throw new Error('the stamp did not read back as written');
  }
  return result;
}

export interface ChangedSection {
  id: string;
  /** The English heading (empty for the front matter and the intro). */
  heading: string;
  /** Whether the translated section changed since the stamp too (false: it is certainly stale). */
  translationChanged: boolean;
}

export type OutdatedReason =
  /** The translation records no `sourceHash`: it was never checked against the English page. */
  | 'unstamped'
  /** The English file changed since the stamp. */
  | 'english-changed'
  /** The stamp has no section hashes (it predates them), so changes cannot be located. */
  | 'no-section-hashes'
  /** `sourceHash` matches, but sections changed in English since their recorded stamp. */
  | 'stale-sections'
  /** The translation's heading ids are not the English page's. */
  | 'headings-differ'
  /** A code block of the translation is not the English page's (see keptFromEnglish.ts). */
  | 'code-differs'
  /** The stamp or a page could not be read. */
  | 'unreadable'
  /**
   * A Chinese page written for a pulled package (i18n/zh/pulled/): the package's options schema
   * changed since the page was written (the changed options are its `changedSections`).
   */
  | 'options-changed';

export interface Comparison {
  /** Hash of the English file now. */
  sourceHash: string;
  /** Hash recorded by the translation, if any. */
  translatedHash?: string;
  /** Empty when the translation is current. */
  reasons: OutdatedReason[];
  /** English sections that changed since the stamp, in page order. */
  changedSections: ChangedSection[];
  /** Heading ids of the English page that the translation lacks. */
  missingIds: string[];
  /** Heading ids of the translation that the English page does not have. */
  extraIds: string[];
  /** How the code blocks differ from the English page's. */
  codeDifferences: string[];
  /** What made the page unreadable, when it is. */
  error?: string;
}

const byId = (sections: readonly PageSection[]) => new Map(sections.map((s) => [s.id, s]));
const PSEUDO_SECTIONS = new Set([FRONT_MATTER_SECTION, INTRO_SECTION]);

/** Compares a translation with the English page as it is now, using the translation's stamp. */
export function compareWithEnglish(
  docPath: string,
  english: string | Uint8Array,
  translation: string,
): Comparison {
  const englishText = typeof english === 'string' ? english : Buffer.from(english).toString('utf8');
  const comparison: Comparison = {
    sourceHash: sourceHashOf(english),
    reasons: [],
    changedSections: [],
    missingIds: [],
    extraIds: [],
    codeDifferences: [],
  };
  let stamp: Stamp;
  let englishSections: PageSection[];
  let translatedSections: PageSection[];
  try {
    stamp = readStamp(translation);
    englishSections = pageSections(`docs/${docPath}`, englishText);
    translatedSections = pageSections(docPath, translation);
  } catch (error) {
    comparison.reasons.push('unreadable');
    comparison.error = (error as Error).message;
    return comparison;
  }
  if (stamp.sourceHash) comparison.translatedHash = stamp.sourceHash;

  const englishIds = englishSections.map((s) => s.id).filter((id) => !PSEUDO_SECTIONS.has(id));
  const translatedIds = new Set(translatedSections.map((s) => s.id));
  comparison.missingIds = englishIds.filter((id) => !translatedIds.has(id));
  comparison.extraIds = [...translatedIds].filter(
    (id) => !PSEUDO_SECTIONS.has(id) && !englishIds.includes(id),
  );

  if (!stamp.sourceHash) comparison.reasons.push('unstamped');
  else if (stamp.sourceHash !== comparison.sourceHash) comparison.reasons.push('english-changed');
  if (stamp.sourceHash && !stamp.sections) comparison.reasons.push('no-section-hashes');
  if (stamp.sections) {
    const translatedNow = byId(translatedSections);
    for (const section of englishSections) {
      const recorded = stamp.sections[section.id];
      if (recorded?.en === section.hash) continue;
      comparison.changedSections.push({
        id: section.id,
        heading: section.heading,
        translationChanged: !recorded || translatedNow.get(section.id)?.hash !== recorded.zh,
      });
    }
    if (stamp.sourceHash === comparison.sourceHash && comparison.changedSections.length > 0) {
      comparison.reasons.push('stale-sections');
    }
  }
  if (comparison.missingIds.length > 0 || comparison.extraIds.length > 0)
    comparison.reasons.push('headings-differ');
  // The summaries pageSections read above (kept by content): no second parse.
  comparison.codeDifferences = codeBlockProblems(
    pageSummary(docPath, englishText).codeBlocks,
    pageSummary(docPath, translation).codeBlocks,
  );
  if (comparison.codeDifferences.length > 0) comparison.reasons.push('code-differs');
  return comparison;
}

export type StampResult =
  | {ok: true; text: string; changed: boolean; comparison: Comparison}
  | {ok: false; problems: string[]; comparison: Comparison};

/**
 * Stamps a translation as checked against the English page as it is now, or refuses (with the
 * reasons) when that cannot be true: headings that are not the English page's, or a section whose
 * English changed since the last stamp while its translation did not. `accept` lists such sections
 * that you checked and that need no change in the translation (`'all'`: every section, for a
 * stamp without section hashes).
 */
export function stampTranslation(
  docPath: string,
  english: string | Uint8Array,
  translation: string,
  {accept = []}: {accept?: readonly string[] | 'all'} = {},
): StampResult {
  const comparison = compareWithEnglish(docPath, english, translation);
  const problems: string[] = [];
  if (comparison.error) return {ok: false, problems: [comparison.error], comparison};
  for (const id of comparison.missingIds) {
    problems.push(
      `the English heading #${id} has no heading with that id here (write it as \`## 标题 {#${id}}\`)`,
    );
  }
  for (const id of comparison.extraIds) {
    problems.push(`heading #${id} is not on the English page (give each heading the English heading's id)`);
  }
  problems.push(...comparison.codeDifferences);
  const accepted = accept === 'all' ? undefined : new Set(accept);
  const stale = comparison.changedSections.filter((s) => !s.translationChanged);
  if (accepted) {
    for (const id of accepted) {
      if (!stale.some((s) => s.id === id))
        problems.push(`--accept ${id}: no section #${id} changed in English without its translation`);
    }
    for (const section of stale.filter((s) => !accepted.has(s.id))) {
      problems.push(
        `section #${section.id}${section.heading ? ` ("${section.heading}")` : ''} changed in English since the last stamp, but its translation did not: update it, or pass --accept ${section.id} if it needs no change`,
      );
    }
    if (comparison.reasons.includes('no-section-hashes') && comparison.reasons.includes('english-changed')) {
      problems.push(
        'the last stamp has no section hashes, so the changed sections cannot be found: compare every section with the English page, then pass --accept all',
      );
    }
  }
  if (problems.length > 0) return {ok: false, problems, comparison};

  const englishText = typeof english === 'string' ? english : Buffer.from(english).toString('utf8');
  const translated = byId(pageSections(docPath, translation));
  const sections: Record<string, SectionRecord> = {};
  for (const section of pageSections(`docs/${docPath}`, englishText)) {
    sections[section.id] = {en: section.hash, zh: translated.get(section.id)!.hash};
  }
  const text = writeStamp(translation, {sourceHash: comparison.sourceHash, sections});
  return {ok: true, text, changed: text !== translation, comparison};
}

const sectionName = (s: ChangedSection) => `#${s.id}${s.heading ? ` ("${s.heading}")` : ''}`;

/** One line per reason a translation is outdated, for the command line. Empty when it is current. */
export function describeComparison(comparison: Comparison): string[] {
  const lines: string[] = [];
  const stale = comparison.changedSections.filter((s) => !s.translationChanged);
  const edited = comparison.changedSections.filter((s) => s.translationChanged);
  for (const reason of comparison.reasons) {
    switch (reason) {
      case 'unreadable':
        lines.push(`cannot be read: ${comparison.error}`);
        break;
      case 'unstamped':
        lines.push('no sourceHash: never checked against the English page');
        break;
      case 'english-changed':
        lines.push(
          `the English page changed since the stamp (${comparison.translatedHash} → ${comparison.sourceHash})`,
        );
        break;
      case 'no-section-hashes':
        lines.push(
          comparison.reasons.includes('english-changed')
            ? 'the stamp has no section hashes, so the changed sections are not known'
            : 'the stamp has no section hashes yet: stamp the page again to record them (its sourceHash is current)',
        );
        break;
      case 'stale-sections':
        lines.push(
          'sourceHash says "current", but sections changed in English since they were stamped (was sourceHash edited by hand?)',
        );
        break;
      case 'code-differs':
        lines.push(...comparison.codeDifferences);
        break;
      case 'options-changed':
        lines.push("the package's options schema changed since the page was written");
        break;
      case 'headings-differ':
        if (comparison.missingIds.length > 0)
          lines.push(
            `English headings missing here: ${comparison.missingIds.map((id) => `#${id}`).join(', ')}`,
          );
        if (comparison.extraIds.length > 0)
          lines.push(
            `headings not on the English page: ${comparison.extraIds.map((id) => `#${id}`).join(', ')}`,
          );
        break;
    }
  }
  if (stale.length > 0)
    lines.push(`changed in English, translation unchanged: ${stale.map(sectionName).join(', ')}`);
  if (edited.length > 0)
    lines.push(`changed in English, translation edited since: ${edited.map(sectionName).join(', ')}`);
  return lines;
}
