/**
 * The one-way flow (content → plugins → theme → pages) is kept by ESLint (eslint.config.mjs) for
 * code and by the check below for MDX pages. These tests prove that the rule catches each kind of
 * violating import, and lets the allowed ones through.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {parsePage} from '../../src/markdown';
import {repoRoot} from '../helpers/docsTree';

interface LintCase {
  filePath: string;
  code: string;
}
interface LintMessage {
  line: number;
  ruleId: string | null;
  message: string;
}

/** Lints each snippet as if it were the given file, with the project's config, in one ESLint process. */
function lint(cases: LintCase[]): LintMessage[][] {
  const script = `
    import {ESLint} from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint();
    const results = [];
    for (const {filePath, code} of cases) {
      const [result] = await eslint.lintText(code, {filePath});
      results.push(result.messages.map(({line, ruleId, message}) => ({line, ruleId, message})));
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as LintMessage[][];
}

const ONE_WAY = /Data flows one way/;

const violations = `import {mergeAdditionalSupporters} from '../../plugins/sponsors/merge';
import type {RawStarterProject} from '@site/src/plugins/starter-kits/rows';
export {printablePath} from '../../../plugins/printable/pages';
export const load = () => import('@site/src/plugins/sponsors/index');
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const required = require('../../plugins/starter-kits');
export type Kit = import('../../plugins/starter-kits/rows').RawStarterProject;
export {mergeAdditionalSupporters};
export type {RawStarterProject};
`;

const allowed = `import PrintablePage from '@theme/PrintablePage';
import Layout from '@theme/Layout';
import pwa from '@docusaurus/plugin-pwa';
import type {Supporter} from '@site/src/data/sponsors';
import {sortKits} from '../../data/starterKits';
export {PrintablePage, Layout, pwa, sortKits};
export type {Supporter};
`;

describe('import direction (ESLint)', () => {
  const browserSide = [
    'src/components/Probe/index.tsx',
    'src/theme/Probe/index.tsx',
    'src/pages/probe.tsx',
    'src/clientModules/probe.ts',
  ];
  const [dataResult, dataOutward, ...results] = lint([
    {filePath: 'src/data/probe.ts', code: violations},
    {
      filePath: 'src/data/probe.ts',
      code: `import {sections} from './sections';\nimport Banner from '../components/Banner';\nimport Layout from '@theme/Layout';\nimport x from '@site/src/sidebar/generator';\nexport {sections, Banner, Layout, x};\n`,
    },
    ...browserSide.map((filePath) => ({filePath, code: violations})),
    ...browserSide.map((filePath) => ({filePath, code: allowed})),
  ]);

  it.each(browserSide.map((file, index) => [file, results[index]!] as const))(
    'in %s, every kind of import of a plugin is an error: static, re-export, type, import(), require()',
    (_file, messages) => {
      const lines = messages.filter((m) => ONE_WAY.test(m.message)).map((m) => m.line);
      expect(lines).toEqual([1, 2, 3, 4, 6, 7]);
    },
  );

  it.each(browserSide.map((file, index) => [file, results[browserSide.length + index]!] as const))(
    'in %s, @theme/…, packages and src/data are allowed',
    (_file, messages) => {
      expect(messages).toEqual([]);
    },
  );

  it('src/data may not import plugins either', () => {
    expect(dataResult!.filter((m) => ONE_WAY.test(m.message)).map((m) => m.line)).toEqual([1, 2, 3, 4, 6, 7]);
  });

  it('src/data imports nothing of ours but src/data', () => {
    expect(dataOutward!.map((m) => m.line)).toEqual([2, 3, 4]);
    expect(dataOutward!.every((m) => /imports nothing of ours/.test(m.message))).toBe(true);
  });
});

/**
 * MDX pages allowed to import a plugin's internals for now (none: translation-status uses
 * `@theme/TranslationStatus`). A page listed here must still violate, so the list cannot go stale.
 */
const KNOWN_MDX_VIOLATIONS: readonly string[] = [];

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.mdx')
        ? [path.relative(repoRoot, path.join(entry.parentPath, entry.name))]
        : [],
    );
}

/** The module specifiers a page's `import … from '…'` (and `export … from '…'`) lines name. */
function mdxImports(file: string, source = fs.readFileSync(path.join(repoRoot, file), 'utf8')): string[] {
  const sources: string[] = [];
  visit(parsePage(file, source).tree, 'mdxjsEsm', (node) => {
    const program = (node.data as {estree?: {body: {type: string; source?: {value: unknown}}[]}}).estree;
    for (const statement of program?.body ?? []) {
      if (typeof statement.source?.value === 'string') sources.push(statement.source.value);
    }
  });
  return sources;
}

describe('import direction (MDX pages)', () => {
  const files = ['docs', 'blog', 'i18n'].flatMap((dir) => mdxFiles(path.join(repoRoot, dir)));
  const pluginImport = /(^|\/)src\/plugins(\/|$)/;
  const violating = files.filter((file) => mdxImports(file).some((source) => pluginImport.test(source)));

  it('reads the imports of an MDX page and flags those of plugin internals', () => {
    const page = `---\ntitle: Probe\n---\n\nimport A from '@site/src/plugins/x/A';\nimport B from '@theme/B';\nexport {C} from '../src/plugins/y';\n\nText with import '@site/src/plugins/z' in prose.\n`;
    const sources = mdxImports('probe.mdx', page);
    expect(sources).toEqual(['@site/src/plugins/x/A', '@theme/B', '../src/plugins/y']);
    expect(sources.filter((source) => pluginImport.test(source))).toEqual([
      '@site/src/plugins/x/A',
      '../src/plugins/y',
    ]);
  });

  it('no page imports a plugin internal but the known ones (use @theme/… instead)', () => {
    expect(violating.filter((file) => !KNOWN_MDX_VIOLATIONS.includes(file))).toEqual([]);
  });

  it('every known violation still exists (delete the entry once its page is fixed)', () => {
    expect(KNOWN_MDX_VIOLATIONS.filter((file) => !violating.includes(file))).toEqual([]);
  });
});
