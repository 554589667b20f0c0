/**
 * Proposes anchor aliases: for each heading id of a webpack.js.org page that our page lacks, the
 * section of ours it should land on. Matched by heading words; an id whose heading has no
 * counterpart lands on the section where its neighbour (the id before it on webpack.js.org) landed.
 */

export interface OurHeading {
  id: string;
  text: string;
}

export type MatchKind = 'same words' | 'parent section' | 'similar heading' | 'nearest section';

export interface ProposedAlias {
  theirId: string;
  ourId: string;
  kind: MatchKind;
  /** Our heading's text, for the reviewer. */
  ourText: string;
}

const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Words that say nothing about a section. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'in',
  'to',
  'and',
  'or',
  'for',
  'as',
  'with',
  'on',
  'by',
  'is',
]);

/** Content words, lower case, a plural `s` dropped: "Named entry points" → named, entry, point. */
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
      .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word)),
  );

/** Share of their words that our heading has too (0…1), and the overlap of both sets to break ties. */
function similarity(theirs: Set<string>, ours: Set<string>): number {
  const shared = [...theirs].filter((word) => ours.has(word)).length;
  if (shared === 0) return 0;
  const jaccard = shared / (theirs.size + ours.size - shared);
  return shared / theirs.size + jaccard / 100;
}

/** Length of the common start of two strings. */
function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Least share of their words for "similar heading"; below it the id goes to a neighbour's section. */
const MIN_SIMILARITY = 0.5;

/**
 * Aliases for `missing` (their ids our page lacks, in their page order within `theirIds`), onto
 * `headings` (ours, in page order). Every missing id gets one, as long as the page has a heading.
 */
export function proposeAliases(
  theirIds: readonly string[],
  missing: ReadonlySet<string>,
  headings: readonly OurHeading[],
  /** Aliases already kept for this page (their id → our id): landing places for their neighbours. */
  kept: ReadonlyMap<string, string> = new Map(),
): ProposedAlias[] {
  if (headings.length === 0) return [];
  const byId = new Map(headings.map((heading) => [heading.id, heading]));
  const landing = new Map<string, {ourId: string}>();
  // Ids that exist here are their own landing place.
  for (const id of theirIds) if (!missing.has(id) && byId.has(id)) landing.set(id, {ourId: id});
  for (const [id, ourId] of kept) landing.set(id, {ourId});
  const proposals: ProposedAlias[] = [];
  for (const id of theirIds) {
    if (!missing.has(id)) continue;
    const exact = headings.find(
      (heading) => normalize(heading.id) === normalize(id) || normalize(heading.text) === normalize(id),
    );
    // An option of ours whose path starts theirs (`moduleparsercss` for `moduleparsercssurl`), or a
    // heading that starts with the same long word (`entry-descriptors` for `entrydescription-object`).
    const parent = headings
      .map((heading) => ({heading, length: commonPrefix(normalize(heading.id), normalize(id))}))
      .filter(
        ({heading, length}) =>
          length >= 8 && length >= 0.6 * Math.min(normalize(heading.id).length, normalize(id).length),
      )
      .sort((a, b) => b.length - a.length)[0]?.heading;
    let best: {heading: OurHeading; score: number} | undefined;
    for (const heading of headings) {
      const score = Math.max(
        similarity(words(id), words(heading.text)),
        similarity(words(id), words(heading.id)),
      );
      if (!best || score > best.score) best = {heading, score};
    }
    const match: ProposedAlias | undefined = exact
      ? {theirId: id, ourId: exact.id, kind: 'same words', ourText: exact.text}
      : parent
        ? {theirId: id, ourId: parent.id, kind: 'parent section', ourText: parent.text}
        : best && best.score >= MIN_SIMILARITY
          ? {theirId: id, ourId: best.heading.id, kind: 'similar heading', ourText: best.heading.text}
          : undefined;
    if (match) {
      landing.set(id, match);
      proposals.push(match);
    }
  }
  // The rest: the section where the nearest id before it (else after it) on their page landed.
  for (const [index, id] of theirIds.entries()) {
    if (!missing.has(id) || landing.has(id)) continue;
    const before = theirIds
      .slice(0, index)
      .reverse()
      .find((other) => landing.has(other));
    const after = theirIds.slice(index + 1).find((other) => landing.has(other));
    const neighbour = before ?? after;
    const ourId = (neighbour && landing.get(neighbour)?.ourId) || headings[0]!.id;
    const proposal: ProposedAlias = {
      theirId: id,
      ourId,
      kind: 'nearest section',
      ourText: byId.get(ourId)?.text ?? '',
    };
    landing.set(id, proposal);
    proposals.push(proposal);
  }
  return proposals.sort((a, b) => theirIds.indexOf(a.theirId) - theirIds.indexOf(b.theirId));
}
