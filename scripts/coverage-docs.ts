// Docs coverage report: how much of webpack's real surface the docs cover (WRITING.md, "Coverage").
//
//   npm run coverage:docs                       report (exit 0)
//   npm run coverage:docs -- --verbose          … with every missing option, hook and member
//   npm run coverage:docs -- --page output      … with what is missing on pages matching "output"
//   npm run coverage:docs -- --json             machine-readable figures and findings
//   npm run coverage:docs -- --check            also fail (exit 1) below tests/docs/coverage-floor.json
//   npm run coverage:docs -- --update-floor     raise the floor to the current figures (never lowers it)
//   npm run coverage:docs -- --locale zh        the same figures for the Chinese pages (floor: coverage-floor.zh.json)
//   npm run coverage:docs -- --root DIR         read docs/ from DIR instead of this repository (tests)
//   npm run coverage:docs -- --check --floor FILE  compare with another floor file (tests)
import fs from 'node:fs';
import path from 'node:path';
import {anchorOf} from '../src/data/optionPaths';
import {
  compareWithFloor,
  computeCoverage,
  figures,
  type Coverage,
  type Figure,
  type Finding,
} from './lib/coverage';
import {REPO_ROOT, translatedDocsRoot} from './lib/docsTree';

/** The committed floor of the English pages, or of a locale's translated pages. */
export const floorFile = (locale?: string) =>
  path.join(REPO_ROOT, 'tests', 'docs', locale ? `coverage-floor.${locale}.json` : 'coverage-floor.json');

const percent = (f: Figure) => `${f.covered}/${f.total} (${f.percent} %)`;
const url = (page: string) => `/${page.replace(/^docs\//, '').replace(/\/index$/, '')}/`;
const where = (finding: Finding) => `${finding.file}:${finding.line} ${finding.subject}: ${finding.message}`;

export function formatReport(
  coverage: Coverage,
  {verbose = false, page}: {verbose?: boolean; page?: string} = {},
): string {
  const lines = [
    `Docs coverage against webpack ${coverage.webpack} / webpack-cli ${coverage.webpackCli}`,
    '',
  ];
  const wants = (file: string) => verbose || (page !== undefined && file.includes(page));
  const {options} = coverage;

  lines.push(
    'Configuration options: a complete entry (Type, Default, what it does) on a /configuration/ page',
  );
  for (const [depth, f] of Object.entries(options.byDepth)) lines.push(`  depth ${depth}: ${percent(f)}`);
  lines.push(`  all: ${percent(options.all)}, of which ${options.byReference.length} through "Properties:"`);
  lines.push(`  with a heading or anchor (complete or not): ${percent(options.anchored)}`);
  lines.push('  per page (a path belongs to the page of its nearest documented parent):');
  for (const [file, f] of Object.entries(options.pages)) {
    lines.push(`    ${file}: ${percent(f)}`);
    if (wants(file) && f.missing.length) {
      for (const missing of f.missing) {
        const incomplete = options.entries.get(missing)?.flatMap((e) => e.gaps);
        lines.push(
          `      ${missing}  #${anchorOf(missing)}${incomplete?.length ? `  (${incomplete.join('; ')})` : ''}`,
        );
      }
    }
  }
  if (options.unknown.length) {
    lines.push(`  headings that name no option (${options.unknown.length}):`);
    for (const finding of options.unknown) lines.push(`    ${where(finding)}`);
  }

  lines.push('', 'Hooks: an entry whose "Type:" matches webpack\'s types.d.ts');
  for (const hook of coverage.hooks) {
    const pageNote = hook.pageExists ? url(hook.page) : `${url(hook.page)} (page missing)`;
    lines.push(
      `  ${hook.label} on ${pageNote}: complete ${percent(hook.complete)}, with a heading ${percent(hook.anchored)}`,
    );
    for (const finding of hook.typeMismatches) lines.push(`    type mismatch: ${where(finding)}`);
    if (wants(hook.page)) {
      for (const name of hook.complete.missing) {
        const type = hook.expectedTypes[name];
        lines.push(`    ${name}${type ? `  Type: \`${type}\`` : '  (no type in types.d.ts)'}`);
      }
    }
  }

  lines.push('', 'Methods and properties: a heading or a `name`: list item');
  for (const member of coverage.members) {
    const pageNote = member.pageExists ? url(member.page) : `${url(member.page)} (page missing)`;
    lines.push(`  ${member.label} on ${pageNote}: ${percent(member.covered)}`);
    if (wants(member.page) && member.covered.missing.length)
      lines.push(`    missing: ${member.covered.missing.join(', ')}`);
  }

  lines.push('', `CLI flags on /api/cli/: ${percent(coverage.cli)}`);
  if (coverage.cli.missing.length)
    lines.push(`  missing: ${coverage.cli.missing.map((flag) => `--${flag}`).join(', ')}`);
  if (!verbose && page === undefined) {
    lines.push('', 'Lists of what is missing: --verbose, or --page <part of a file name>.');
  }
  return lines.join('\n');
}

export function readFloor(file: string): Record<string, number> {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>;
}

function main(argv: string[]) {
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const locale = option('--locale');
  const committedFloor = floorFile(locale);
  const translated = locale ? translatedDocsRoot(locale) : undefined;
  const root =
    translated?.root ?? (option('--root') === undefined ? REPO_ROOT : path.resolve(option('--root')!));
  let coverage: Coverage;
  try {
    coverage = computeCoverage(root);
  } finally {
    translated?.cleanup();
  }
  const current = figures(coverage);
  if (argv.includes('--json')) {
    const {options, ...rest} = coverage;
    const json = {
      ...rest,
      figures: current,
      options: {...options, paths: undefined, entries: undefined},
    };
    process.stdout.write(`${JSON.stringify(json)}\n`);
  } else {
    console.log(formatReport(coverage, {verbose: argv.includes('--verbose'), page: option('--page')}));
  }
  if (argv.includes('--update-floor')) {
    const floor = readFloor(committedFloor);
    const next: Record<string, number> = {};
    for (const [id, value] of Object.entries(current)) next[id] = Math.max(floor[id] ?? 0, value.covered);
    fs.writeFileSync(committedFloor, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Wrote ${path.relative(REPO_ROOT, committedFloor)}`);
  }
  if (argv.includes('--check')) {
    const checkedFloor = option('--floor') === undefined ? committedFloor : path.resolve(option('--floor')!);
    const {failures, raises} = compareWithFloor(current, readFloor(checkedFloor));
    for (const raise of raises)
      console.log(`Coverage rose: raise the floor in ${path.relative(REPO_ROOT, checkedFloor)}: ${raise}`);
    const mismatches = coverage.hooks.flatMap((hook) => hook.typeMismatches);
    if (failures.length || mismatches.length || coverage.options.unknown.length) {
      console.error(
        [
          'Docs coverage check failed:',
          ...failures,
          ...mismatches.map(where),
          ...coverage.options.unknown.map(where),
        ].join('\n  '),
      );
      process.exitCode = 1;
    }
  }
}

main(process.argv.slice(2));
