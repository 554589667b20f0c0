/**
 * How much of webpack's surface the docs cover (`npm run coverage:docs`, WRITING.md "Coverage").
 * Ground truth comes from the installed webpack and webpack-cli, never from a hand-written list.
 */
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {anchorOf, pathOfHeading} from '../../src/data/optionPaths';
import {parsePage} from '../../src/markdown';
import {hookKinds, memberKinds} from './apiSurface';
import {parseDefaultStatement} from './defaultStatement';
import {readPage, REPO_ROOT} from './docsTree';
import {configurationEntries} from './optionEntries';
import {readEntries, type PageEntry} from './entries';
import {schemaOptionPaths, type JsonSchema, type OptionPath} from './schemaPaths';
import {canonicalType} from './webpackTypes';

const require = createRequire(__filename);

export interface Figure {
  covered: number;
  total: number;
  percent: number;
  missing: string[];
}

export function figure(all: string[], isCovered: (item: string) => boolean): Figure {
  const missing = all.filter((item) => !isCovered(item));
  const covered = all.length - missing.length;
  return {
    covered,
    total: all.length,
    percent: all.length ? Math.floor((covered / all.length) * 1000) / 10 : 100,
    missing,
  };
}

/** Something on a page the checks cannot accept, with where it is. */
export interface Finding {
  file: string;
  line: number;
  subject: string;
  message: string;
}

// -------------------------------------------------------------------------------------------------
// Configuration options

export interface OptionEntry {
  path: string;
  entry: PageEntry;
  /** Why the entry does not count yet (no type, no default, …); empty when it is complete. */
  gaps: string[];
}

export interface OptionsCoverage {
  paths: OptionPath[];
  /** Every entry that names an option, by path (a path may be documented twice). */
  entries: Map<string, OptionEntry[]>;
  byDepth: Record<number, Figure>;
  all: Figure;
  anchored: Figure;
  /** Paths covered through a `Properties:` entry rather than their own. */
  byReference: string[];
  /** Per page (or `(no page)`): the paths it documents or should document. */
  pages: Record<string, Figure>;
  incomplete: Finding[];
  unknown: Finding[];
}

function optionGaps(entry: PageEntry, option: string): string[] {
  const gaps = [...entry.problems];
  // Linkable as /configuration/<page>/#<path without dots>: a heading that names the path in its
  // alias form (`Rule.test`) keeps that form's anchor.
  const written = entry.heading.text.trim().replace(/^`(.*)`$/, '$1');
  const expected = anchorOf(written !== option && pathOfHeading(written) === option ? written : option);
  if (!entry.intro && entry.heading.id !== expected) {
    gaps.push(
      `its anchor is #${entry.heading.id}, not #${expected} (write {#${expected}} after the heading)`,
    );
  }
  if (!entry.fields.Type) gaps.push('no "Type:" line');
  if (!entry.fields.Default) gaps.push('no "Default:" line');
  else {
    try {
      parseDefaultStatement(entry.fields.Default.nodes);
    } catch (error) {
      gaps.push(`"Default:" is not machine-readable: ${(error as Error).message}`);
    }
  }
  if (!entry.described) gaps.push('no paragraph that says what it does');
  return gaps;
}

/** The option path the first code span of a `Properties:` line names. */
function referencedPath(entry: PageEntry): string | undefined {
  let found: string | undefined;
  for (const node of entry.fields.Properties?.nodes ?? []) {
    visit(node, 'inlineCode', (code) => {
      found ??= code.value;
    });
  }
  return found === undefined ? undefined : pathOfHeading(found);
}

export function optionsCoverage(root: string, schema: JsonSchema): OptionsCoverage {
  const paths = schemaOptionPaths(schema);
  const known = new Map(paths.map((option) => [option.path, option]));
  const found = configurationEntries(root, paths);
  const entries = new Map<string, OptionEntry[]>();
  for (const {path: option, entry} of found.options) {
    const list = entries.get(option) ?? [];
    list.push({path: option, entry, gaps: optionGaps(entry, option)});
    entries.set(option, list);
  }
  const webpackVersion = (require('webpack/package.json') as {version: string}).version;
  const unknown: Finding[] = found.unknown.map(({path: named, entry}) => ({
    file: entry.file,
    line: entry.heading.line,
    subject: named,
    message: `the heading names ${named}, which is no option of webpack ${webpackVersion}`,
  }));

  const complete = (option: string) => entries.get(option)?.some((e) => e.gaps.length === 0) ?? false;
  // Two paths are the same option in two places when the schema gives them the same definition,
  // or writes out the same schema for both.
  const sameSchema = (a: string, b: string): boolean => {
    const first = known.get(a);
    const second = known.get(b);
    if (!first || !second) return false;
    if (first.definitions.some((d) => second.definitions.includes(d))) return true;
    return first.inlineSchema !== undefined && first.inlineSchema === second.inlineSchema;
  };
  const childNames = (option: string): string[] =>
    paths.filter((p) => p.parent === option).map((p) => p.path.slice(option.length + 1));
  // `Properties: the same as [`module.parser.javascript`]` on module.parser.javascript/auto covers
  // its children by those of the named option, when the schema gives both the same definition.
  // Otherwise it covers each child the named option has with the same schema
  // (`module.parser.css/auto` shares `import`, `url`, … with `module.parser.css`); the other
  // children need entries of their own.
  const references = new Map<string, string>();
  const sharesChild = (from: string, to: string, child: string) =>
    sameSchema(from, to) || sameSchema(`${from}.${child}`, `${to}.${child}`);
  for (const [option, list] of entries) {
    for (const {entry} of list) {
      const target = referencedPath(entry);
      if (target === undefined) continue;
      const shared =
        known.has(target) &&
        (sameSchema(option, target) ||
          childNames(option).some((child) => sharesChild(option, target, child)));
      if (!shared) {
        unknown.push({
          file: entry.file,
          line: entry.fields.Properties!.line,
          subject: option,
          message: `"Properties:" names ${target}, which ${known.has(target) ? 'has other options in the schema' : 'is no option'}`,
        });
      } else references.set(option, target);
    }
  }
  const byReference: string[] = [];
  const covered = (option: string): boolean => {
    if (complete(option)) return true;
    for (const [from, to] of references) {
      if (!option.startsWith(`${from}.`)) continue;
      const rest = option.slice(from.length + 1);
      if (sharesChild(from, to, rest.split('.')[0]!) && covered(`${to}.${rest}`)) {
        byReference.push(option);
        return true;
      }
    }
    return false;
  };
  const coveredSet = new Set(paths.map((option) => option.path).filter(covered));

  const all = paths.map((option) => option.path);
  const byDepth: Record<number, Figure> = {};
  for (const depth of [...new Set(paths.map((option) => option.depth))].sort()) {
    byDepth[depth] = figure(
      paths.filter((option) => option.depth === depth).map((option) => option.path),
      (option) => coveredSet.has(option),
    );
  }

  // A path belongs to the page of its nearest documented ancestor (or itself).
  const pageOf = (option: string): string => {
    for (let current: string | undefined = option; current; current = known.get(current)?.parent) {
      const file = entries.get(current)?.[0]?.entry.file;
      if (file) return file;
    }
    return '(no page)';
  };
  const grouped: Record<string, string[]> = {};
  for (const option of all) (grouped[pageOf(option)] ??= []).push(option);
  const pages: Record<string, Figure> = {};
  for (const [file, list] of Object.entries(grouped).sort())
    pages[file] = figure(list, (option) => coveredSet.has(option));

  const incomplete: Finding[] = [];
  for (const [option, list] of entries) {
    if (complete(option)) continue;
    for (const {entry, gaps} of list) {
      incomplete.push({
        file: entry.file,
        line: entry.heading.line,
        subject: option,
        message: gaps.join('; '),
      });
    }
  }

  return {
    paths,
    entries,
    byDepth,
    all: figure(all, (option) => coveredSet.has(option)),
    anchored: figure(all, (option) => entries.has(option)),
    byReference: [...new Set(byReference)],
    pages,
    incomplete,
    unknown,
  };
}

// -------------------------------------------------------------------------------------------------
// Hooks and members

/** The name a heading documents, given the owners it may be qualified with (`compiler.hooks.done`). */
function apiName(text: string, owners: string[], {qualified = false, hooks = true} = {}): string | undefined {
  const word = (text.trim().split(/\s+/)[0] ?? '').replace(/^`|`$/g, '').replace(/\(.*$/, '');
  const separator = hooks ? '.hooks.' : '.';
  const at = word.lastIndexOf(separator);
  if (at === -1) return qualified ? undefined : word;
  return owners.includes(word.slice(0, at)) ? word.slice(at + separator.length) : undefined;
}

export interface HookCoverage {
  id: string;
  label: string;
  page: string;
  pageExists: boolean;
  complete: Figure;
  anchored: Figure;
  /** `Type:` lines that do not match types.d.ts: always a failure. */
  typeMismatches: Finding[];
  /** Hooks the docs must type: name → the type as types.d.ts declares it. */
  expectedTypes: Record<string, string | undefined>;
  incomplete: Finding[];
}

/** Kinds whose page also documents other things, so a hook heading must say whose hook it is. */
const QUALIFIED_HOOK_KINDS = new Set(['multiCompilerHooks']);

export function hooksCoverage(root: string): HookCoverage[] {
  // Two kinds may share a page (docs/api/resolvers): it is read once.
  const entriesByPage = new Map<string, PageEntry[]>();
  return hookKinds().map((kind) => {
    const page = readPage(root, kind.page);
    const documented = new Map<string, PageEntry>();
    const typeMismatches: Finding[] = [];
    const incomplete: Finding[] = [];
    const completeNames = new Set<string>();
    let entries: PageEntry[] = [];
    if (page) {
      entries = entriesByPage.get(page.file) ?? readEntries(page.file, page.source);
      entriesByPage.set(page.file, entries);
    }
    for (const entry of entries) {
      if (entry.intro) continue;
      const name = apiName(entry.heading.text, kind.owners, {qualified: QUALIFIED_HOOK_KINDS.has(kind.id)});
      if (name === undefined || !kind.names.includes(name)) continue;
      documented.set(name, entry);
      const gaps = [...entry.problems];
      const stated = entry.fields.Type;
      const expected = kind.typeOf(name);
      if (!stated) gaps.push('no "Type:" line');
      else {
        const code =
          stated.nodes.length === 1 && stated.nodes[0]!.type === 'inlineCode'
            ? stated.nodes[0].value
            : undefined;
        let canonical: string | undefined;
        try {
          canonical = code === undefined ? undefined : canonicalType(code);
        } catch {
          canonical = undefined;
        }
        if (canonical === undefined) gaps.push('"Type:" must be one code span holding a TypeScript type');
        else if (expected !== undefined && canonical !== expected) {
          typeMismatches.push({
            file: page!.file,
            line: stated.line,
            subject: name,
            message: `"Type: ${code}" does not match webpack's types.d.ts: ${expected}`,
          });
          gaps.push('"Type:" does not match types.d.ts');
        }
      }
      if (!entry.described) gaps.push('no paragraph that says what it does');
      if (gaps.length === 0) completeNames.add(name);
      else
        incomplete.push({
          file: page!.file,
          line: entry.heading.line,
          subject: name,
          message: gaps.join('; '),
        });
    }
    return {
      id: kind.id,
      label: kind.label,
      page: kind.page,
      pageExists: page !== undefined,
      complete: figure(kind.names, (name) => completeNames.has(name)),
      anchored: figure(kind.names, (name) => documented.has(name)),
      typeMismatches,
      expectedTypes: Object.fromEntries(kind.names.map((name) => [name, kind.typeOf(name)])),
      incomplete,
    };
  });
}

/** Names a definition-style list item starts with: `` - `startTime`, `endTime`: … ``. */
function definitionNames(tree: Root): string[] {
  const names: string[] = [];
  visit(tree, 'listItem', (item) => {
    const paragraph = item.children[0];
    if (paragraph?.type !== 'paragraph') return;
    const leading: string[] = [];
    for (const node of paragraph.children) {
      if (node.type === 'inlineCode') leading.push(node.value);
      // English `, ` and ` and `; Chinese 、，和 between names, and a full-width colon after them.
      else if (node.type === 'text' && /^(\s*[,，、]\s*|\s+and\s+|\s*和\s*)$/.test(node.value)) continue;
      else {
        if (node.type === 'text' && /^[:：]/.test(node.value)) names.push(...leading);
        break;
      }
    }
  });
  return names;
}

export interface MemberCoverage {
  id: string;
  label: string;
  page: string;
  pageExists: boolean;
  covered: Figure;
}

export function membersCoverage(root: string): MemberCoverage[] {
  return memberKinds().map((kind) => {
    const page = readPage(root, kind.page);
    const documented = new Set<string>();
    if (page) {
      const parsed = parsePage(page.file, page.source);
      for (const entry of readEntries(page.file, page.source, parsed)) {
        const name = entry.intro ? undefined : apiName(entry.heading.text, kind.owners, {hooks: false});
        if (name !== undefined && entry.described) documented.add(name);
      }
      for (const name of definitionNames(parsed.tree)) {
        documented.add(apiName(name, kind.owners, {hooks: false}) ?? name);
      }
    }
    return {
      id: kind.id,
      label: kind.label,
      page: kind.page,
      pageExists: page !== undefined,
      covered: figure(kind.names, (name) => documented.has(name)),
    };
  });
}

// -------------------------------------------------------------------------------------------------
// CLI flags

let installedCliFlags: {core: string[]; own: string[]; all: string[]} | undefined;

/**
 * The flags of the installed webpack and webpack-cli. Read once per process: `webpack --help` is a
 * Node process of its own (~2 s), and its answer does not depend on the docs being measured.
 */
export function cliFlags(): {core: string[]; own: string[]; all: string[]} {
  installedCliFlags ??= readCliFlags();
  return installedCliFlags;
}

function readCliFlags(): {core: string[]; own: string[]; all: string[]} {
  const webpack = require('webpack') as typeof import('webpack');
  const core = Object.keys(webpack.cli.getArguments());
  const cli = path.join(path.dirname(require.resolve('webpack-cli/package.json')), 'bin', 'cli.js');
  const help = execFileSync(process.execPath, [cli, '--help'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const coreSet = new Set(core);
  const own = new Set<string>();
  for (const match of help.matchAll(/^\s+(?:-\w,\s+)?--([a-z0-9][a-z0-9-]*)/gm)) {
    const name = match[1]!;
    if (coreSet.has(name)) continue;
    if (name.startsWith('no-') && (coreSet.has(name.slice(3)) || help.includes(`--${name.slice(3)}`)))
      continue;
    own.add(name);
  }
  return {core, own: [...own], all: [...own, ...core]};
}

/** Every `--flag` written on the CLI page: in prose, code spans, tables and code blocks. */
export function mentionedFlags(file: string, source: string): Set<string> {
  const texts: string[] = [];
  visit(parsePage(file, source).tree, (node) => {
    if ('value' in node && typeof node.value === 'string') texts.push(node.value);
  });
  return new Set(
    [...texts.join('\n').matchAll(/(?<![\w-])--([a-z0-9][a-z0-9-]*)/gi)].map((match) => match[1]!),
  );
}

export function cliCoverage(root: string): Figure {
  const flags = cliFlags();
  const page = readPage(root, 'docs/api/cli');
  const mentioned = page ? mentionedFlags(page.file, page.source) : new Set<string>();
  return figure(flags.all, (flag) => mentioned.has(flag) || mentioned.has(`no-${flag}`));
}

// -------------------------------------------------------------------------------------------------
// Everything

export interface Coverage {
  webpack: string;
  webpackCli: string;
  options: OptionsCoverage;
  hooks: HookCoverage[];
  members: MemberCoverage[];
  cli: Figure;
}

export function computeCoverage(root: string = REPO_ROOT): Coverage {
  return {
    webpack: (require('webpack/package.json') as {version: string}).version,
    webpackCli: (require('webpack-cli/package.json') as {version: string}).version,
    options: optionsCoverage(root, require('webpack/schemas/WebpackOptions.json') as JsonSchema),
    hooks: hooksCoverage(root),
    members: membersCoverage(root),
    cli: cliCoverage(root),
  };
}

/** The figures the floor file keeps, by id: `options.depth3`, `parserHooks.complete`, `cliFlags`. */
export function figures(coverage: Coverage): Record<string, Figure> {
  const result: Record<string, Figure> = {};
  for (const [depth, value] of Object.entries(coverage.options.byDepth))
    result[`options.depth${depth}`] = value;
  result['options.all'] = coverage.options.all;
  result['options.anchored'] = coverage.options.anchored;
  for (const hook of coverage.hooks) {
    result[`${hook.id}.complete`] = hook.complete;
    result[`${hook.id}.anchored`] = hook.anchored;
  }
  for (const member of coverage.members) result[member.id] = member.covered;
  result.cliFlags = coverage.cli;
  return result;
}

/** Compares the figures with the floor: failures below it, raises above it. */
export function compareWithFloor(current: Record<string, Figure>, floor: Record<string, number>) {
  const failures: string[] = [];
  const raises: string[] = [];
  for (const [id, value] of Object.entries(current)) {
    const minimum = floor[id] ?? 0;
    if (value.covered < minimum)
      failures.push(`${id}: ${value.covered} covered, below the floor of ${minimum}`);
    else if (value.covered > minimum) raises.push(`${id}: ${value.covered} covered > floor ${minimum}`);
  }
  for (const id of Object.keys(floor))
    if (!(id in current)) failures.push(`${id}: in the floor file but no longer measured`);
  return {failures, raises};
}
