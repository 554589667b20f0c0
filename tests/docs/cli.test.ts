// Every core flag of webpack-cli has a row in the flag tables of /api/cli/ whose description starts
// with the option it sets, as `webpack.cli.getArguments()` says (`configs[].path`).
import type {Root, Table} from 'mdast';
import {visit} from 'unist-util-visit';
import webpack from 'webpack';
import {readPage} from '../../scripts/lib/docsTree';
import {parsePage} from '../../src/markdown';
import {REPO_ROOT} from './lib/pages';

interface FlagRow {
  line: number;
  flags: string[];
  /** The first code span of the last cell: the option the row says it sets. */
  option?: string;
}

/** The rows of every table whose first cell holds `--flag` code spans. */
function flagRows(tree: Root): FlagRow[] {
  const rows: FlagRow[] = [];
  visit(tree, 'table', (table: Table) => {
    for (const row of table.children.slice(1)) {
      const flags: string[] = [];
      visit(row.children[0]!, 'inlineCode', (code) => {
        if (/^--[a-z0-9-]+$/.test(code.value)) flags.push(code.value.slice(2));
      });
      if (!flags.length) continue;
      let option: string | undefined;
      visit(row.children.at(-1)!, 'inlineCode', (code) => {
        option ??= code.value;
      });
      rows.push({line: row.position?.start.line ?? 0, flags, option});
    }
  });
  return rows;
}

/** `module.rules[].test` and `module.rules.test` name the same option. */
const normalize = (option: string) => option.replace(/\[\]/g, '');

/**
 * Options whose flags the page lists in one row with their twin, as the section says: a row for
 * `resolve.alias` also lists `--resolve-loader-alias`.
 */
const TWINS: readonly [string, string][] = [
  ['resolve.', 'resolveLoader.'],
  ['stats.', 'stats.children.'],
  ['optimization.minimize.', 'optimization.minimizeOptions.'],
];

/**
 * Whether a row naming `stated` may list the flag of `actual`: the same option, its twin, or the
 * same option of a module type of the named family (a row for `module.parser.javascript.url` lists
 * the `javascript/auto`, `javascript/dynamic` and `javascript/esm` flags too). A family option
 * must exist itself (`options` holds every option a flag sets); an option that only the module
 * types have is written `module.parser["css/…"].animation`.
 */
function sameOption(stated: string, actual: string, options: ReadonlySet<string>): boolean {
  if (stated === actual) return true;
  if (TWINS.some(([row, twin]) => stated.startsWith(row) && actual === twin + stated.slice(row.length)))
    return true;
  const member = /^module\.(parser|generator)\.([\w-]+)\/[\w-]+\.(.+)$/.exec(actual);
  if (!member) return false;
  const family = /^module\.(parser|generator)\.([\w-]+)\.(.+)$/.exec(stated);
  const types = /^module\.(parser|generator)\["([\w-]+)\/…"\]\.(.+)$/.exec(stated);
  const named = (family && options.has(stated) ? family : undefined) ?? types;
  return !!named && named[1] === member[1] && named[2] === member[2] && named[3] === member[3];
}

/** Problems of the flag rows: a wrong or missing option, a core flag with no row. */
function checkFlagRows(rows: FlagRow[], args: ReturnType<typeof webpack.cli.getArguments>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const allOptions = new Set(
    Object.values(args).flatMap((argument) => argument.configs.map((config) => normalize(config.path))),
  );
  for (const row of rows) {
    for (const written of row.flags) {
      const flag = written.startsWith('no-') && !(written in args) ? written.slice(3) : written;
      const argument = args[flag];
      if (!argument) continue; // one of webpack-cli's own options (--config, --env …)
      seen.add(flag);
      const options = new Set(argument.configs.map((config) => normalize(config.path)));
      if (
        row.option === undefined ||
        ![...options].some((option) => sameOption(normalize(row.option!), option, allOptions))
      ) {
        problems.push(
          `line ${row.line}: --${written} sets ${[...options].join(' / ')}, the row says ${row.option === undefined ? 'nothing' : row.option}`,
        );
      }
    }
  }
  for (const flag of Object.keys(args))
    if (!seen.has(flag)) problems.push(`--${flag} has no row in a flag table`);
  return problems;
}

describe('CLI flag tables', () => {
  const args = webpack.cli.getArguments();

  test('every core flag has a row that names the option it sets', () => {
    const page = readPage(REPO_ROOT, 'docs/api/cli')!;
    expect(checkFlagRows(flagRows(parsePage(page.file, page.source).tree), args)).toEqual([]);
  });

  test('a row that names another option, or a missing row, is reported', () => {
    const page = [
      '| Flag | Type | Description |',
      '| --- | --- | --- |',
      '| `--bail`, `--no-bail` | boolean | `bail`: Fail on the first error. |',
      '| `--output-path` | path | `output.publicPath`: wrong option. |',
      '| `--mode` | string | Applies the defaults, no option named. |',
      '| `--module-parser-css-url`, `--module-parser-css-auto-url` | boolean | `module.parser.css.url`: one row for the family. |',
      '| `--module-parser-javascript-url` | string | `module.parser.css.url`: another family. |',
      '| `--resolve-alias-name`, `--resolve-loader-alias-name` | string | `resolve.alias[].name`: with its twin. |',
    ].join('\n');
    const problems = checkFlagRows(flagRows(parsePage('cli.md', page).tree), args);
    expect(problems.slice(0, 3)).toEqual([
      'line 4: --output-path sets output.path, the row says output.publicPath',
      'line 5: --mode sets mode, the row says nothing',
      'line 7: --module-parser-javascript-url sets module.parser.javascript.url, the row says module.parser.css.url',
    ]);
    expect(problems).toContain('--context has no row in a flag table');
    expect(problems).not.toContain('--bail has no row in a flag table');
    expect(problems.filter((problem) => problem.startsWith('line 8'))).toEqual([]);
  });
});
