/**
 * A page cut into sections by its headings, each with a short hash of its text. An English page
 * and its translation have the same sections (a translated heading keeps the English id), so the
 * hashes recorded at stamp time tell, section by section, whether the English changed since and
 * whether the translation changed with it.
 */
import {createHash} from 'node:crypto';
import {pageSummary} from '../../markdown';

/** Section id of the front matter's translatable part (title, description, related…). */
export const FRONT_MATTER_SECTION = '_front-matter';
/** Section id of the text between the front matter and the first heading. */
export const INTRO_SECTION = '_intro';
/** Front matter keys that are not text to translate: the stamp itself, and the authors. */
export const UNTRANSLATED_FRONT_MATTER_KEYS: readonly string[] = [
  'sourceHash',
  'sectionHashes',
  'contributors',
];

/** Length of a section hash, in hex characters. */
export const SECTION_HASH_LENGTH = 8;

export interface PageSection {
  /** `_front-matter`, `_intro`, or the heading's id. */
  id: string;
  /** The heading as written (empty for the two pseudo-sections). */
  heading: string;
  hash: string;
}

const hashText = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, SECTION_HASH_LENGTH);

/** Trailing spaces, line endings and runs of blank lines do not make a section different. */
const normalize = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** JSON with sorted keys, so that reordering front matter keys changes nothing. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The sections of a page in document order: the front matter, the intro, then one per heading
 * (any level) running to the next heading. Throws when two headings share an id, which would make
 * both the anchors and the sections ambiguous.
 */
export function pageSections(file: string, source: string): PageSection[] {
  const text = source.replace(/^\uFEFF/, '');
  const {frontMatter, headings, bodyStart} = pageSummary(file, text);
  const translatable = Object.fromEntries(
    Object.entries(frontMatter).filter(([key]) => !UNTRANSLATED_FRONT_MATTER_KEYS.includes(key)),
  );
  // A section starts at the beginning of its heading's line.
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  const offsets = headings.map((heading) => lineStarts[heading.line - 1] ?? text.length);

  const sections: PageSection[] = [
    {id: FRONT_MATTER_SECTION, heading: '', hash: hashText(canonicalJson(translatable))},
    {
      id: INTRO_SECTION,
      heading: '',
      hash: hashText(normalize(text.slice(bodyStart, offsets[0] ?? text.length))),
    },
  ];
  const seen = new Set<string>();
  headings.forEach((heading, i) => {
    if (seen.has(heading.id)) {
      throw new Error(`${file}:${heading.line}: two headings have the id #${heading.id}`);
    }
    seen.add(heading.id);
    sections.push({
      id: heading.id,
      heading: heading.text,
      hash: hashText(normalize(text.slice(offsets[i], offsets[i + 1] ?? text.length))),
    });
  });
  return sections;
}
