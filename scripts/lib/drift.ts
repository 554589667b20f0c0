/**
 * What changed between two webpack releases, as the docs see it: pure functions over data read
 * from each release (its options schema, its types.d.ts hook types, its CLI flags, its computed
 * defaults), composed by scripts/webpack-update.ts into a drift report that names the page and
 * entry to update for each change.
 */
import {schemaOptionPaths, type JsonSchema} from './schemaPaths';

/** Keys added, keys removed, and keys whose value differs, each sorted. */
export interface MapDiff<T> {
  added: string[];
  removed: string[];
  changed: {key: string; before: T; after: T}[];
}

export function diffMaps<T>(
  before: ReadonlyMap<string, T>,
  after: ReadonlyMap<string, T>,
  same: (a: T, b: T) => boolean = (a, b) => JSON.stringify(a) === JSON.stringify(b),
): MapDiff<T> {
  const added = [...after.keys()].filter((key) => !before.has(key)).sort();
  const removed = [...before.keys()].filter((key) => !after.has(key)).sort();
  const changed = [...after.keys()]
    .filter((key) => before.has(key) && !same(before.get(key)!, after.get(key)!))
    .sort()
    .map((key) => ({key, before: before.get(key)!, after: after.get(key)!}));
  return {added, removed, changed};
}

/** Keys (lists of names) added and removed. */
export function diffLists(
  before: readonly string[],
  after: readonly string[],
): Pick<MapDiff<never>, 'added' | 'removed'> {
  const had = new Set(before);
  const has = new Set(after);
  return {
    added: [...has].filter((name) => !had.has(name)).sort(),
    removed: [...had].filter((name) => !has.has(name)).sort(),
  };
}

// -------------------------------------------------------------------------------------------------
// Options: a path's type is the shape of its own schema (children are options of their own)

/** A schema node without prose and without its children's schemas: what a value may be. */
function shape(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shape);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node).sort(([a], [b]) => a.localeCompare(b))) {
    if (['description', 'markdownDescription', 'link', 'cli', 'undefinedAsNull'].includes(key)) continue;
    // Properties are options of their own (reported as added or removed); their names stay.
    out[key] = key === 'properties' ? Object.keys(value as object).sort() : shape(value);
  }
  return out;
}

/**
 * Each option path of a `WebpackOptions` schema with a one-line type signature: the shapes of the
 * definitions it refers to (or its inline schema), without descriptions, so that a reworded
 * description is no change but a new accepted type or enum value is.
 */
export function optionTypes(schema: JsonSchema): Map<string, string> {
  const definitions = schema.definitions ?? {};
  const result = new Map<string, string>();
  for (const option of schemaOptionPaths(schema)) {
    const parts = [
      ...option.definitions.map((name) => `${name}=${JSON.stringify(shape(definitions[name]))}`),
      option.inlineSchema === undefined ? '' : JSON.stringify(shape(JSON.parse(option.inlineSchema))),
      option.deprecated ? 'deprecated' : '',
    ];
    result.set(option.path, parts.filter(Boolean).join(' '));
  }
  return result;
}

// -------------------------------------------------------------------------------------------------
// Defaults: the options webpack computes, flattened to one printed value per path

/** A computed value printed the same way for both releases (functions and class instances by kind). */
export function printValue(value: unknown): string {
  if (typeof value === 'function') return 'function';
  if (value instanceof RegExp) return String(value);
  if (value === undefined) return 'undefined';
  if (
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) !== Object.prototype &&
    Object.getPrototypeOf(value) !== null
  ) {
    return `instance of ${(value as object).constructor?.name ?? 'object'}`;
  }
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'function' ? 'function' : inner instanceof RegExp ? String(inner) : inner,
  );
}

/**
 * `{output: {path: '/x', environment: {const: true}}}` → `output.path` → `"/x"`,
 * `output.environment.const` → `true`. Plain objects are walked; arrays and other values are leaves.
 */
export function flattenOptions(options: Record<string, unknown>, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(options)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const plain =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      [Object.prototype, null].includes(Object.getPrototypeOf(value));
    if (plain && Object.keys(value as object).length > 0) {
      for (const [inner, printed] of flattenOptions(value as Record<string, unknown>, path))
        result.set(inner, printed);
    } else {
      result.set(path, printValue(value));
    }
  }
  return result;
}

// -------------------------------------------------------------------------------------------------
// The report

export interface HookOwnerDiff extends MapDiff<string> {
  owner: string;
}

export interface Drift {
  from: string;
  to: string;
  options: MapDiff<string>;
  /** Per mode (`production`, `development`, `none`): defaults that changed, appeared or went. */
  defaults: {mode: string; diff: MapDiff<string>}[];
  hooks: HookOwnerDiff[];
  cliFlags: Pick<MapDiff<never>, 'added' | 'removed'>;
  /** Docs tests that fail after the upgrade: the test's name and its failure message. */
  failingTests: {title: string; message: string}[];
  /** The packages the update installed, with the versions before and after (none for the proof). */
  packages?: {name: string; from: string; to: string}[];
}

/** Where the docs say something about a subject: a page and its entry (heading anchor). */
export interface Place {
  page: string;
  entry?: string;
}

export interface Places {
  option: (path: string) => Place | undefined;
  /** Pages whose text names an option path (for a removed option: what to rewrite). */
  mentions: (path: string) => string[];
  hook: (owner: string, hook: string) => Place | undefined;
  flag: (flag: string) => Place | undefined;
  /** The pages written for a package's release (webpack-dev-server: its options and its API). */
  package?: (name: string) => Place[];
  /** A test file's lines, by its path from the repository root (to find the page a failing test reads). */
  testSource?: (file: string) => string[] | undefined;
}

const at = (place: Place | undefined): string =>
  place
    ? ` → \`${place.page}\`${place.entry ? ` \`#${place.entry}\`` : ''}`
    : ' → (no page documents it yet)';

/** How many of a failing test's findings the report lists. */
const FINDINGS_SHOWN = 12;

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Where a removed option is still named: the pages to rewrite, or that none names it. */
const mentionedIn = (pages: string[]): string =>
  pages.length ? ` → named in ${pages.map((page) => `\`${page}\``).join(', ')}` : ' → no page names it';

/** A type's tokens: names, runs of spaces, and single punctuation marks. */
const typeTokens = (text: string): string[] => text.match(/[\w$]+|\s+|[^\w$\s]/g) ?? [];

/**
 * The parts of a type that changed, each with two names of what surrounds it on either side; `…` stands for
 * text both have in common. Tokens are compared whole (a longest common subsequence), so that a name
 * is never shown in halves and two changes far apart in a long type are shown apart.
 * `SyncHook<[Compilation, CompilationParams]>` → `SyncHook<[Compilation, CompilationParams, Extra]>`
 * gives `…Compilation, CompilationParams]>` → `…Compilation, CompilationParams, Extra]>`.
 */
export function typeChange(before: string, after: string, context = 2): {before: string; after: string} {
  const a = typeTokens(before);
  const b = typeTokens(after);
  // lcs[i][j]: length of the longest common subsequence of a[i…] and b[j…].
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const ops: {kind: 'same' | 'removed' | 'added'; text: string}[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({kind: 'same', text: a[i]!});
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || lcs[i * width + j + 1]! >= lcs[(i + 1) * width + j]!)) {
      ops.push({kind: 'added', text: b[j]!});
      j += 1;
    } else {
      ops.push({kind: 'removed', text: a[i]!});
      i += 1;
    }
  }
  // How far each common token is from the nearest change, counted in names.
  const distance = ops.map(() => Infinity);
  for (const order of [ops.keys(), [...ops.keys()].reverse()]) {
    let since = Infinity;
    for (const index of order) {
      const op = ops[index]!;
      if (op.kind !== 'same') {
        since = 0;
        continue;
      }
      const name = /[\w$]/.test(op.text);
      if (name) since += 1;
      // Punctuation goes with the name beyond it: the context starts and ends with a name.
      distance[index] = Math.min(distance[index]!, name ? since : since + 1);
    }
  }
  const render = (skip: 'removed' | 'added') => {
    let text = '';
    let elided = '';
    // A common stretch far from any change becomes `…`, unless it is as short as that.
    const flush = () => {
      text += elided.length > 3 ? '…' : elided;
      elided = '';
    };
    ops.forEach((op, index) => {
      if (op.kind === skip) return;
      if (op.kind === 'same' && distance[index]! > context) {
        elided += op.text;
      } else {
        flush();
        text += op.text;
      }
    });
    flush();
    return text;
  };
  return {before: render('added'), after: render('removed')};
}

const PAGE = /(?<![\w/])((?:docs|i18n|blog)\/[\w./-]*?[\w-])(\.mdx?)?(?=[:'"`\s),]|$)/g;

/** The pages a text names (`docs/x.md:12`, `'docs/api/cli'`), each once, with its extension. */
function pagesIn(text: string): string[] {
  return [...new Set([...text.matchAll(PAGE)].map((match) => `${match[1]}${match[2] ?? '.md'}`))];
}

/**
 * What a failing docs test found, from Jest's failure message (as its JSON report has it: no code
 * frame): the entries of a received array (the docs tests collect their findings into one, each
 * naming a page and line), else the changed lines of an object's diff, else the message's own lines
 * (a project's claims that do not hold, `Expected:`/`Received:`), without the matcher line, the stack
 * and a build's output. `pages`: the pages the findings name, else those the test's source names in
 * the lines before the failing one (`readPage(REPO_ROOT, 'docs/api/cli')`), read with `readSource`
 * (a test file by its path from the repository root → its lines).
 */
export function failureSummary(
  message: string,
  readSource: (file: string) => string[] | undefined = () => undefined,
): {findings: string[]; pages: string[]} {
  const lines = message.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').split('\n');
  const end = lines.findIndex(
    (line) =>
      /^\s*>?\s*\d+ \|/.test(line) || /^\s+at /.test(line) || line.trim() === '--- webpack output ---',
  );
  const body = end === -1 ? lines : lines.slice(0, end);
  const entries = body
    .map((line) => /^\+\s+("(?:[^"\\]|\\.)*"),?$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => JSON.parse(match[1]!) as string);
  // An object's diff: its changed lines are a sign and indentation; "- Expected  - 1" is a header.
  const changedLines = body.some((line) => /^- Expected/.test(line))
    ? body.filter((line) => /^[-+]\s{2,}\S/.test(line)).map((line) => line.trimEnd())
    : [];
  const findings = entries.length
    ? entries
    : changedLines.length
      ? changedLines
      : body
          .map((line) => line.trim())
          .filter(
            (line, index) =>
              line &&
              !/^(Error: )?expect\(/.test(line) &&
              // The first line repeats the test's name ("docs/x.md:12 project "id":").
              !(index === 0 && line.endsWith(':')),
          )
          .map((line) => line.replace(/^Error: /, ''));
  const named = pagesIn(findings.join('\n'));
  if (named.length) return {findings, pages: named};
  // The test's own line in the stack: `at … (/repo/tests/docs/cli.test.ts:103:83)`.
  const frame = /[(\s](?:[^():\s]*\/)?((?:tests|src|scripts)\/[^():\s]*\.test\.tsx?):(\d+):\d+/.exec(
    lines.slice(end === -1 ? 0 : end).join('\n'),
  );
  const source = frame ? readSource(frame[1]!) : undefined;
  const line = frame ? Number(frame[2]) : 0;
  return {findings, pages: source ? pagesIn(source.slice(Math.max(0, line - 6), line).join('\n')) : []};
}

/** The drift as Markdown: one section per kind, each change with where to update the docs. */
export function formatDriftReport(drift: Drift, places: Places): string {
  const lines = [`# webpack ${drift.from} → ${drift.to}: what the docs need`, ''];
  const section = (title: string, items: string[]) => {
    lines.push(`## ${title} (${items.length})`, '');
    lines.push(...(items.length ? items : ['None.']), '');
  };
  if (drift.packages) {
    // webpack-cli and webpack-dev-server move to their latest release, which may be a new major one.
    const major = (version: string) => version.split('.')[0];
    section(
      'Packages moved',
      drift.packages
        .filter(({from, to}) => from !== to)
        .map(({name, from, to}) => {
          if (major(from) === major(to)) return `- \`${name}\` ${from} → ${to}`;
          const pages = places.package?.(name) ?? [];
          return (
            `- \`${name}\` ${from} → ${to}: a new major release; review the pages written for ${major(from)}` +
            (pages.length ? ` → ${pages.map((place) => `\`${place.page}\``).join(', ')}` : '')
          );
        }),
    );
  }
  section(
    'Options added',
    drift.options.added.map((path) => `- \`${path}\`: add an entry${at(places.option(path))}`),
  );
  section(
    'Options removed',
    drift.options.removed.map(
      (path) => `- \`${path}\`: remove or mark its entry${mentionedIn(places.mentions(path))}`,
    ),
  );
  section(
    'Options changed in type',
    drift.options.changed.map(({key, before, after}) => {
      // The changed parts: a long type's first characters are mostly the same on both sides.
      const change = typeChange(before, after);
      return `- \`${key}\`${at(places.option(key))}\n  - before: \`${clip(change.before, 300)}\`\n  - after: \`${clip(change.after, 300)}\``;
    }),
  );
  // A default that changed alike in several modes is listed once, with those modes.
  const defaults = new Map<string, {key: string; text: string; modes: string[]}>();
  for (const {mode, diff} of drift.defaults) {
    const items = [
      ...diff.changed.map(({key, before, after}) => {
        const change = typeChange(before, after);
        return {key, text: `\`${clip(change.before, 160)}\` → \`${clip(change.after, 160)}\``};
      }),
      ...diff.added.map((key) => ({key, text: 'now set'})),
      ...diff.removed.map((key) => ({key, text: 'no longer set'})),
    ];
    for (const {key, text} of items) {
      const id = `${key}\n${text}`;
      if (!defaults.has(id)) defaults.set(id, {key, text, modes: []});
      defaults.get(id)!.modes.push(mode);
    }
  }
  section(
    'Defaults changed',
    [...defaults.values()].map(
      ({key, text, modes}) =>
        `- \`${key}\` (mode${modes.length > 1 ? 's' : ''} ${modes.join(', ')}): ${text}${at(places.option(key))}`,
    ),
  );
  section(
    'Hooks added',
    drift.hooks.flatMap(({owner, added}) =>
      added.map((hook) => `- \`${owner}.hooks.${hook}\`${at(places.hook(owner, hook))}`),
    ),
  );
  section(
    'Hooks removed',
    drift.hooks.flatMap(({owner, removed}) =>
      removed.map((hook) => `- \`${owner}.hooks.${hook}\`${at(places.hook(owner, hook))}`),
    ),
  );
  section(
    'Hooks changed in type',
    drift.hooks.flatMap(({owner, changed}) =>
      changed.map(({key, before, after}) => {
        const change = typeChange(before, after);
        return `- \`${owner}.hooks.${key}\`: \`${change.before}\` → \`${change.after}\`${at(places.hook(owner, key))}`;
      }),
    ),
  );
  section(
    'CLI flags added',
    drift.cliFlags.added.map((flag) => `- \`--${flag}\`${at(places.flag(flag))}`),
  );
  section(
    'CLI flags removed',
    drift.cliFlags.removed.map((flag) => `- \`--${flag}\`${at(places.flag(flag))}`),
  );
  section(
    'Docs tests that now fail',
    drift.failingTests.map(({title, message}) => {
      const {findings, pages} = failureSummary(message, places.testSource);
      const shown = findings.slice(0, FINDINGS_SHOWN).map((finding) => `  - ${clip(finding, 300)}`);
      if (findings.length > FINDINGS_SHOWN) shown.push(`  - … and ${findings.length - FINDINGS_SHOWN} more`);
      const where = pages.length ? pages.map((page) => `\`${page}\``).join(', ') : '(names no page)';
      return [`- ${title} → ${where}`, ...shown].join('\n');
    }),
  );
  return `${lines.join('\n').trimEnd()}\n`;
}

// -------------------------------------------------------------------------------------------------
// The proof: webpack:update:proof checks its own report against what is known independently

export interface ProofExpectations {
  /** `src/data/optionHistoryData.json`'s options: path → the first release whose schema has it. */
  history: Record<string, string>;
  /** Options the report must list as removed, each with a page that must be named for it. */
  removed: {path: string; page: string}[];
  compareVersions: (a: string, b: string) => number;
}

/**
 * What is wrong with a drift from an older release to the installed one: the options that the option
 * history dates after the older release must all be reported as added (the history was made from
 * every release's schema by another script, `npm run option-history`), and each expected removal
 * must be reported, naming the page that still speaks of it. An empty list: the report holds.
 */
export function proofProblems(
  drift: Drift,
  places: Pick<Places, 'mentions'>,
  expected: ProofExpectations,
): string[] {
  const problems: string[] = [];
  const added = new Set(drift.options.added);
  const newer = Object.entries(expected.history)
    .filter(([, version]) => expected.compareVersions(version, drift.from) > 0)
    .map(([path]) => path);
  const missing = newer.filter((path) => !added.has(path));
  if (newer.length === 0) problems.push(`the option history dates no option after ${drift.from}`);
  if (missing.length > 0) {
    problems.push(
      `${missing.length} of the ${newer.length} options that the option history dates after ${drift.from} ` +
        `are not reported as added: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
    );
  }
  for (const {path, page} of expected.removed) {
    if (!drift.options.removed.includes(path)) {
      problems.push(`\`${path}\` is not reported as removed`);
    } else if (!places.mentions(path).includes(page)) {
      problems.push(`\`${path}\` is reported as removed without naming \`${page}\`, which speaks of it`);
    }
  }
  return problems;
}

// -------------------------------------------------------------------------------------------------
// The tests webpack:update runs: tests/docs, and every other test that reads the installed webpack

/** A module specifier of webpack itself (`webpack`, `webpack/lib/…`) or of one of our readers of it (`./webpackTypes`). */
// Code, not a fixture's text: no quote earlier on its line.
const WEBPACK_SPECIFIER =
  /^[^'"`\n]*(?:\bfrom\s*|\brequire\(\s*)['"](?:webpack(?:\/[^'"]*)?|\.{1,2}\/(?:[^'"]*\/)?webpack[A-Z]\w*)['"]/m;

/**
 * The test files outside tests/docs (which the update runs whole) that load the installed webpack, so
 * that a test a new release breaks (`src/data/unreadOptions.test.ts`, `scripts/lib/webpackTypes.test.ts`)
 * is in the report, not first seen in `npm test`. Sorted.
 */
export function testsOfWebpack(files: {file: string; text: string}[]): string[] {
  return files
    .filter(({file, text}) => !file.startsWith('tests/docs/') && WEBPACK_SPECIFIER.test(text))
    .map(({file}) => file)
    .sort();
}
