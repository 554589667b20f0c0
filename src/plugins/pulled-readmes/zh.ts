/**
 * Chinese pages of pulled packages. The English page of a loader or plugin is its README; the
 * Chinese one is written here, from the package's facts, in `i18n/zh/pulled/<section>/<name>.md`
 * (committed), beside a record of the options schemas it was written against,
 * `<name>.schema.json` (written by `scripts/pulled-zh-stamp.mjs`). Its front matter records the
 * package `version` and the `schemaHash` of those schemas.
 *
 * At every build the pull writes `i18n/zh/docusaurus-plugin-content-docs/current/<section>/_<name>.md`
 * (gitignored), which Docusaurus serves at the same /zh/ URL in place of the English README: our
 * page, a link to the English README ("完整英文说明"), and, when the package's schemas (fetched, or
 * the cache's when offline) no longer hash to `schemaHash`, a notice listing the new, changed and
 * removed options with the schema's English descriptions. The front matter's `schemaStatus` then
 * says `changed`, and the translation-status page marks the page outdated.
 */
import path from 'node:path';
import matter from 'gray-matter';
import {assertValidFrontMatter} from '../../frontMatter/validate';
import type {PulledPackage} from '../../data/pulledPackages';
import {routeFor, titleFor} from '../../data/pulledPackages';
import {docsRepository} from '../../data/site';
import type {OptionInfo, OptionsDiff, Schemas} from './schema';
import {diffOptions, optionAnchor, schemaHash, schemaOptions} from './schema';
import {filesFromTarball} from './tarball';

/** Where the hand-written Chinese pages live, relative to the site directory. */
export const ZH_PULLED_DIR = 'i18n/zh/pulled';
/** Where Docusaurus looks for the Chinese version of `docs/<section>/_<name>.md`. */
export const ZH_DOCS_DIR = 'i18n/zh/docusaurus-plugin-content-docs/current';

export const zhSourcePath = (pkg: Pick<PulledPackage, 'name' | 'section'>): string =>
  `${ZH_PULLED_DIR}/${pkg.section}/${pkg.name}.md`;
export const zhRecordPath = (pkg: Pick<PulledPackage, 'name' | 'section'>): string =>
  `${ZH_PULLED_DIR}/${pkg.section}/${pkg.name}.schema.json`;
export const zhTargetPath = (pkg: Pick<PulledPackage, 'name' | 'section'>): string =>
  `${ZH_DOCS_DIR}/${pkg.section}/_${pkg.name}.md`;

export interface ZhSource {
  /** `description` (Chinese), `version` and `schemaHash` the page was written against. */
  description: string;
  version: string;
  schemaHash: string;
  /** What Chinese readers search for that the package's name does not say (`keywords`). */
  keywords: string[];
  /** The Markdown under the front matter. */
  body: string;
}

/** The schemas a Chinese page was written against (`<name>.schema.json`). */
export interface ZhRecord {
  package: string;
  version: string;
  schemas: Schemas;
}

/**
 * Reads a Chinese page's source; throws, naming what is missing, on a malformed one. A new page
 * being stamped (`unstamped`) may still lack the `version` and `schemaHash` the stamp writes.
 */
export function parseZhSource(file: string, text: string, {unstamped = false} = {}): ZhSource {
  const {data, content} = matter(text);
  const fields = data as Record<string, unknown>;
  const required = unstamped
    ? (['description'] as const)
    : (['description', 'version', 'schemaHash'] as const);
  for (const key of required) {
    if (typeof fields[key] !== 'string' || !(fields[key] as string).trim()) {
      throw new Error(`${file}: front matter "${key}" must be a non-empty string`);
    }
  }
  // The keys every page shares (keywords among them) follow the site's one contract.
  assertValidFrontMatter(fields, file);
  return {
    description: fields.description as string,
    keywords: (fields.keywords as string[] | undefined) ?? [],
    version: typeof fields.version === 'string' ? fields.version : '',
    schemaHash: typeof fields.schemaHash === 'string' ? fields.schemaHash : '',
    body: content.replace(/^\n+/, ''),
  };
}

export function parseZhRecord(file: string, text: string): ZhRecord {
  const value = JSON.parse(text) as Partial<ZhRecord>;
  if (
    typeof value.package !== 'string' ||
    typeof value.version !== 'string' ||
    typeof value.schemas !== 'object'
  ) {
    throw new Error(`${file}: expected {package, version, schemas}`);
  }
  return value as ZhRecord;
}

export type SchemaStatus =
  /** The package's schemas now hash to the page's `schemaHash`. */
  | 'current'
  /** They do not: the page lacks what the diff lists. */
  | 'changed'
  /** No schema of the package could be read (neither fetched nor cached), or it has none listed. */
  | 'unknown';

export interface SchemaState {
  status: SchemaStatus;
  /** Hash of the package's schemas now, when known. */
  hash?: string;
  diff?: OptionsDiff;
}

/** Compares the schemas a page was written against with the package's schemas now. */
export function schemaState(
  source: Pick<ZhSource, 'schemaHash'>,
  record: ZhRecord | undefined,
  current: Schemas | undefined,
): SchemaState {
  if (!current || Object.keys(current).length === 0) return {status: 'unknown'};
  const hash = schemaHash(current);
  if (hash === source.schemaHash) return {status: 'current', hash};
  const before: OptionInfo[] = record ? schemaOptions(record.schemas) : [];
  return {status: 'changed', hash, diff: diffOptions(before, schemaOptions(current))};
}

/**
 * Compares a page whose package validates its options with no schema (`schemas: []`, its entries
 * taken from the package's code) with the package's version now: a new version may have changed
 * the options, which no schema can tell.
 */
export function versionState(
  source: Pick<ZhSource, 'version'>,
  currentVersion: string | undefined,
): SchemaState {
  if (!currentVersion) return {status: 'unknown'};
  return {status: currentVersion === source.version ? 'current' : 'changed'};
}

/** A YAML scalar: JSON strings are valid YAML. */
const q = (value: string) => JSON.stringify(value);

/** Text from a package (an English description) made inert in a CommonMark paragraph. */
export function inertText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_{}[\]()<>#!|~&:]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function optionLine(option: OptionInfo, note = ''): string {
  const description = option.description ? `：${inertText(option.description)}` : '';
  return `- \`${option.path}\`（${inertText(option.type)}${note}）${description}`;
}

/** The notice shown when the package's options changed since the page was written (Chinese). */
export function changeNotice(
  pkgName: string,
  fromVersion: string,
  toVersion: string,
  diff: OptionsDiff,
): string {
  const lines = [
    ':::caution[选项有变化]',
    '',
    `本页按 \`${pkgName}\` ${fromVersion} 编写，此后该包（现为 ${toVersion}）的选项 schema 有了变化，下列选项在本页中尚未更新。说明取自 schema，为英文原文：`,
    '',
    ...diff.added.map((option) => optionLine(option, '，新增')),
    ...diff.changed.map(({option}) => optionLine(option, '，有改动')),
    ...diff.removed.map((option) => optionLine(option, '，已移除')),
    '',
    ':::',
    '',
  ];
  return lines.join('\n');
}

export interface ZhPageInput {
  pkg: PulledPackage;
  source: ZhSource;
  state: SchemaState;
  /** The package version pulled for this build, when known. */
  version?: string;
}

/** The page Docusaurus serves at /zh/<section>/<name>/. */
export function renderZhPage({pkg, source, state, version}: ZhPageInput): string {
  const title = titleFor(pkg);
  const route = routeFor(pkg);
  const changedOptions = state.diff
    ? [...state.diff.added, ...state.diff.changed.map(({option}) => option), ...state.diff.removed].map(
        (option) => option.path,
      )
    : [];
  const front = [
    '---',
    `id: ${q(pkg.name)}`,
    `title: ${q(title)}`,
    `sidebar_label: ${q(title)}`,
    `slug: ${q(route)}`,
    `description: ${q(source.description)}`,
    ...(source.keywords.length ? [`keywords: ${JSON.stringify(source.keywords)}`] : []),
    `custom_edit_url: ${q(`${docsRepository.url}/edit/${docsRepository.branch}/${zhSourcePath(pkg)}`)}`,
    ...(pkg.group ? [`group: ${q(pkg.group)}`] : []),
    `package: ${q(pkg.name)}`,
    'writtenHere: true',
    `writtenFor: ${q(source.version)}`,
    ...(version ? [`version: ${q(version)}`] : []),
    `schemaHash: ${q(source.schemaHash)}`,
    `schemaStatus: ${state.status}`,
    ...(changedOptions.length ? [`changedOptions: ${JSON.stringify(changedOptions)}`] : []),
    '---',
    '',
  ];
  // The English page is in the other locale's build: a plain link (`pathname://`, not the router's),
  // which Docusaurus prefixes with this locale's base (`/zh/`), so `..` climbs out of it again.
  const english = `[完整英文说明](pathname:///..${route})`;
  const intro = `本页按 \`${pkg.name}\` ${source.version} 编写，没有涉及的细节见该包 README 的英文原文：${english}。`;
  const notice =
    state.status === 'changed' && state.diff
      ? changeNotice(pkg.name, source.version, version ?? '?', state.diff)
      : '';
  return `${front.join('\n')}\n${notice}${intro}\n\n${source.body.trimEnd()}\n`;
}

/** Absolute paths of a package's Chinese files under the site directory. */
export function zhFiles(siteDir: string, pkg: Pick<PulledPackage, 'name' | 'section'>) {
  return {
    source: path.join(siteDir, zhSourcePath(pkg)),
    record: path.join(siteDir, zhRecordPath(pkg)),
    target: path.join(siteDir, zhTargetPath(pkg)),
  };
}

export interface PageOptionEntry {
  /** The heading's explicit id (`modulesmode`). */
  id: string;
  /** The heading's text (`modules.mode`). */
  heading: string;
  level: number;
  /** The id of the options section it is in (`options`, `loader-options`). */
  section: string;
  /** The `Type:` and `Default:` fields of the entry's first paragraph, without the backslash. */
  type?: string;
  default?: string;
  /** Whether text follows the fields (what the option does). */
  described: boolean;
}

/**
 * Whether a `##` heading id opens an options section: `options`, or `<part>-options` on a page whose
 * package has several schemas and gives each its own section (`## 插件选项 {#plugin-options}`,
 * `## loader 选项 {#loader-options}`).
 */
export const isOptionsSection = (id: string): boolean => id === 'options' || id.endsWith('-options');

/**
 * The option entries of a Chinese page: every heading with an explicit id under an options section
 * (`## 选项 {#options}`, or several `## … {#<part>-options}`, each until the next `##`), with the
 * fields of its first paragraph, in the format of the main reference (WRITING.md, "Reference
 * entries"). Code blocks are skipped.
 */
export function pageOptionEntries(body: string): PageOptionEntry[] {
  const lines = body.split('\n');
  const entries: PageOptionEntry[] = [];
  let section: string | undefined;
  let fence: string | undefined;
  let current: PageOptionEntry | undefined;
  let paragraph = 0;
  for (const line of lines) {
    const fenceMatch = line.match(/^\s*(```+|~~~+)/);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence)) fence = undefined;
      if (current) current.described = true;
      continue;
    }
    if (fence) continue;
    const heading = line.match(/^(#{2,6})\s+(.*?)\s*\{#([^}]+)\}\s*$/);
    if (heading) {
      const level = heading[1]!.length;
      if (level === 2) {
        section = isOptionsSection(heading[3]!) ? heading[3] : undefined;
        current = undefined;
        continue;
      }
      if (!section) continue;
      current = {
        id: heading[3]!.replace(/\\_/g, '_'),
        heading: heading[2]!.replace(/`/g, ''),
        level,
        section,
        described: false,
      };
      entries.push(current);
      paragraph = 0;
      continue;
    }
    if (!current) continue;
    if (!line.trim()) {
      if (paragraph === 1) paragraph = 2;
      continue;
    }
    if (paragraph === 0) paragraph = 1;
    const field = line.match(/^(Type|Default):\s*(.*?)\\?\s*$/);
    if (paragraph === 1 && field) {
      if (field[1] === 'Type') current.type = field[2];
      else current.default = field[2];
    } else {
      current.described = true;
    }
  }
  return entries;
}

/**
 * What a page still lacks before it can be stamped: every option of the package's schemas needs a
 * complete entry (heading with its id, `Type:`, `Default:`, text). A package without a schema
 * (`schemas: []` in src/data/pulledPackages.ts) has its options taken from its code: then each entry
 * the page has must be complete.
 */
export function lackingEntries(body: string, schemas: Schemas): {path: string; id: string}[] {
  const entries = pageOptionEntries(body);
  const complete = (entry: PageOptionEntry | undefined) =>
    !!entry && !!entry.type && !!entry.default && entry.described;
  if (Object.keys(schemas).length === 0) {
    return entries.filter((entry) => !complete(entry)).map((entry) => ({path: entry.heading, id: entry.id}));
  }
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return schemaOptions(schemas)
    .map((option) => ({path: option.path, id: optionAnchor(option.path)}))
    .filter(({id}) => !complete(byId.get(id)));
}

/**
 * A package's version and schemas read from its tarball (`npm pack <name>`), the files the pull
 * reads: for stamping the page of a package that is not installed (`--tarball`). Throws when the
 * tarball holds another package or lacks a schema file.
 */
export async function packageFromTarball(
  tgz: Buffer,
  pkg: Pick<PulledPackage, 'name' | 'schemas'>,
): Promise<{version: string; schemas: Schemas}> {
  const wanted = pkg.schemas ?? [];
  const files = await filesFromTarball(tgz, ['package.json', ...wanted]);
  const meta = JSON.parse(files['package.json'] ?? '{}') as {name?: string; version?: string};
  if (meta.name !== pkg.name || typeof meta.version !== 'string') {
    throw new Error(`the tarball holds ${meta.name ?? 'no package.json'}, not ${pkg.name}`);
  }
  const missing = wanted.filter((file) => !(file in files));
  if (missing.length) throw new Error(`the tarball of ${pkg.name} has no ${missing.join(', ')}`);
  return {
    version: meta.version,
    schemas: Object.fromEntries(wanted.map((file) => [file, JSON.parse(files[file]!) as unknown])),
  };
}
