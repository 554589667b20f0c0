// Docs coverage of webpack's options (at every depth), hooks, Compiler/Compilation members and CLI
// flags (scripts/lib/coverage.ts, `npm run coverage:docs`). The figures may not drop below
// tests/docs/coverage-floor.json; raise the floor in the same change that documents more.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {compareWithFloor, computeCoverage, figures, type Coverage} from '../../scripts/lib/coverage';
import {translatedDocsRoot} from '../../scripts/lib/docsTree';
import {REPO_ROOT} from './lib/pages';
import {freshDir} from './lib/tmp';

const FLOOR_FILE = path.join(__dirname, 'coverage-floor.json');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const SCRIPT = path.join(REPO_ROOT, 'scripts', 'coverage-docs.ts');

/** The coverage of this repository's docs, computed once for the file (both describes read it). */
let repoCoverage: Coverage | undefined;
const englishCoverage = () => (repoCoverage ??= computeCoverage());

describe('docs coverage', () => {
  let coverage: Coverage;
  beforeAll(() => {
    coverage = englishCoverage();
  });

  test('ground truth comes from the installed webpack', () => {
    // Spot checks only: the lists are read from webpack itself.
    expect(coverage.options.all.total).toBeGreaterThanOrEqual(1690);
    expect(Object.keys(coverage.options.byDepth)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(coverage.options.byDepth[1]!.total).toBe(38);
    const totals = Object.fromEntries(coverage.hooks.map((hook) => [hook.id, hook.complete.total]));
    expect(totals).toMatchObject({compilerHooks: 33, parserHooks: 61, normalModuleFactoryHooks: 14});
    expect(totals.compilationHooks).toBeGreaterThanOrEqual(92);
    expect(coverage.cli.total).toBeGreaterThanOrEqual(1423);
  });

  test('no page states a hook type that types.d.ts does not declare, or a heading that names no option', () => {
    const findings = [...coverage.hooks.flatMap((hook) => hook.typeMismatches), ...coverage.options.unknown];
    expect(findings.map((f) => `${f.file}:${f.line} ${f.subject}: ${f.message}`)).toEqual([]);
  });

  test('coverage does not drop below the committed floor', () => {
    const floor = JSON.parse(fs.readFileSync(FLOOR_FILE, 'utf8')) as Record<string, number>;
    const {failures, raises} = compareWithFloor(figures(coverage), floor);
    if (raises.length) {
      process.stdout.write(
        `Coverage rose; raise the floor (npm run coverage:docs -- --update-floor):\n  ${raises.join('\n  ')}\n`,
      );
    }
    expect(failures).toEqual([]);
  });

  test('the floor is a sane set of numbers', () => {
    const floor = JSON.parse(fs.readFileSync(FLOOR_FILE, 'utf8')) as Record<string, unknown>;
    const current = figures(coverage);
    expect(Object.keys(floor).sort()).toEqual(Object.keys(current).sort());
    for (const [id, value] of Object.entries(floor)) {
      expect(typeof value).toBe('number');
      expect(value as number).toBeLessThanOrEqual(current[id]!.total);
    }
  });
});

describe('docs coverage of the Chinese pages', () => {
  // The same checks read the translations (i18n/zh/…): Type and Default lines stay as in English,
  // headings keep the English ids, so the figures match the English ones page by page.
  let english: ReturnType<typeof figures>;
  let chinese: ReturnType<typeof figures>;
  beforeAll(() => {
    english = figures(englishCoverage());
    const translated = translatedDocsRoot('zh');
    try {
      chinese = figures(computeCoverage(translated.root));
    } finally {
      translated.cleanup();
    }
  });

  test('does not drop below the committed floor (coverage-floor.zh.json)', () => {
    const floor = JSON.parse(
      fs.readFileSync(path.join(__dirname, 'coverage-floor.zh.json'), 'utf8'),
    ) as Record<string, number>;
    expect(compareWithFloor(chinese, floor).failures).toEqual([]);
  });

  test('never counts more than the English pages', () => {
    for (const [id, figure] of Object.entries(chinese))
      expect(figure.covered).toBeLessThanOrEqual(english[id]!.covered);
  });
});

describe('coverage rules (fixture docs tree)', () => {
  let tmp: {dir: string; cleanup: () => void};
  let fixture: Coverage;
  const write = (rel: string, ...lines: string[]) => {
    fs.mkdirSync(path.dirname(path.join(tmp.dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(tmp.dir, rel), lines.join('\n'));
  };
  beforeAll(() => {
    tmp = freshDir('coverage');
    write(
      'docs/configuration/output.md',
      '---',
      'title: Output',
      '---',
      'Type: `object`\\',
      'Default: see the properties below',
      '',
      'Where webpack writes files.',
      '',
      '## output.filename',
      '',
      'Type: `string`\\',
      "Default: `'[name].js'`",
      '',
      'Names the files.',
      '',
      '## output.path',
      '',
      'Type: `string`',
      'Default: not set',
      '',
      'Runs the fields together: incomplete.',
      '',
      '### Chunk names {#outputchunkfilename}',
      '',
      'Type: `string`\\',
      'Default: not set',
      '',
      'Covered through its explicit anchor.',
      '',
      '## output.clean',
      '',
      'Type: `boolean`\\',
      'Default: `false` maybe',
      '',
      'Default line that is not machine-readable: incomplete.',
      '',
      '## output.library',
      '',
      'Type: `object`\\',
      'Default: not set',
      '',
      'No description below the fields is missing here, but output.library.type has no entry.',
      '',
      '## output.libraryTypo',
      '',
      '```md',
      '## output.hashSalt',
      '```',
      '',
      '## output.library.export',
      '',
      'Type: `string`\\',
      'Default: not set',
      '',
      'Complete but not linkable: output.libraryExport has its slug, so this entry needs its own id.',
    );
    write(
      'docs/configuration/resolve.md',
      '## resolve.alias',
      '',
      'Type: `object`\\',
      'Default: `{}`',
      '',
      'Aliases.',
      '',
      '## resolveLoader',
      '',
      'Type: `object`\\',
      'Default: see the properties below\\',
      'Properties: those of [`resolve`](#resolve)',
      '',
      'The resolver of loaders.',
    );
    write('docs/configuration/_partial.md', '## mode\n\nType: `string`\\\nDefault: not set\n\nText.\n');
    write(
      'docs/api/compiler-hooks.md',
      '### beforeRun',
      '',
      'Type: `AsyncSeriesHook<[Compiler]>`',
      '',
      'Before a run.',
      '',
      '### `compiler.hooks.done`',
      '',
      'Type: `SyncHook<[Compiler]>`',
      '',
      'Wrong type.',
      '',
      '### emit',
      '',
      'No type.',
    );
    write(
      'docs/api/node.md',
      '## Run',
      '',
      'Text.',
      '',
      '### multiCompiler.hooks.done',
      '',
      'Type: `SyncHook<[MultiStats, Compiler[]]>`',
      '',
      'All done.',
    );
    write(
      'docs/api/compilation-object.md',
      '- `modules`, `chunks`: sets.',
      '- `assets` holds files.',
      '',
      '### emitAsset',
      '',
      'Adds an asset.',
    );
    write(
      'docs/api/cli.md',
      'Use `--mode`, `--config` and `--no-amd`; `--output` is not a flag, --output-pathx neither.\n',
    );
    fixture = computeCoverage(tmp.dir);
  });
  afterAll(() => tmp.cleanup());

  const optionCovered = (paths: string[]) => paths.filter((p) => !fixture.options.all.missing.includes(p));

  test('an option is covered by a complete entry: Type, a machine-readable Default and a description', () => {
    expect(
      optionCovered([
        'output',
        'output.filename',
        'output.path',
        'output.chunkFilename',
        'output.clean',
        'output.library',
        'output.hashSalt',
        'mode',
      ]),
    ).toEqual(['output', 'output.filename', 'output.chunkFilename', 'output.library']);
    const gaps = Object.fromEntries(fixture.options.incomplete.map((f) => [f.subject, f.message]));
    expect(gaps['output.path']).toMatch(/"Type:" and "Default:" are on one line/);
    expect(gaps['output.clean']).toMatch(/not machine-readable/);
    expect(gaps['output.library.export']).toBe(
      'its anchor is #outputlibraryexport, not #outputlibrary-export (write {#outputlibrary-export} after the heading)',
    );
  });

  test('"Properties:" covers the children of an option with the same schema definition', () => {
    expect(optionCovered(['resolveLoader', 'resolveLoader.alias', 'resolveLoader.extensions'])).toEqual([
      'resolveLoader',
      'resolveLoader.alias',
    ]);
    expect(fixture.options.byReference).toEqual(['resolveLoader.alias']);
  });

  test('figures per depth, per page, and headings that name no option', () => {
    expect(fixture.options.byDepth[1]!.covered).toBe(2);
    expect(fixture.options.pages['docs/configuration/output.md']!.covered).toBe(4);
    expect(fixture.options.anchored.covered).toBe(10);
    expect(fixture.options.unknown.map((f) => `${f.file}:${f.line} ${f.subject}`)).toEqual([
      'docs/configuration/output.md:44 output.libraryTypo',
    ]);
  });

  test('hooks: a heading with a Type that matches types.d.ts', () => {
    const compiler = fixture.hooks.find((hook) => hook.id === 'compilerHooks')!;
    expect(compiler.anchored.covered).toBe(3);
    expect(compiler.complete.covered).toBe(1);
    expect(compiler.typeMismatches).toEqual([
      expect.objectContaining({
        subject: 'done',
        message: expect.stringContaining('AsyncSeriesHook<[Stats]>'),
      }),
    ]);
    const multi = fixture.hooks.find((hook) => hook.id === 'multiCompilerHooks')!;
    expect(multi.complete.covered).toBe(1);
    expect(multi.anchored.covered).toBe(1); // "## Run" is not multiCompiler.hooks.run
  });

  test('members: headings and `name`: list items', () => {
    const compilation = fixture.members.find((member) => member.id === 'compilationMembers')!;
    expect(compilation.covered.covered).toBe(3); // modules, chunks, emitAsset (not assets: no colon)
    expect(fixture.members.find((member) => member.id === 'compilerMembers')!.pageExists).toBe(false);
  });

  test('CLI flags: `--flag` (or its negation) on /api/cli/', () => {
    expect(fixture.cli.covered).toBe(3);
  });

  test('--check fails below the floor, on a wrong hook type and on an unknown option heading', () => {
    const floorFile = path.join(tmp.dir, 'floor.json');
    fs.writeFileSync(floorFile, JSON.stringify({'options.all': 8, 'compilerHooks.anchored': 1, cliFlags: 3}));
    let failed: {status: number; stdout: string; stderr: string} | undefined;
    try {
      execFileSync(TSX, [SCRIPT, '--root', tmp.dir, '--check', '--floor', floorFile], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      failed = error as {status: number; stdout: string; stderr: string};
    }
    expect(failed?.status).toBe(1);
    expect(failed?.stderr).toContain('options.all: 7 covered, below the floor of 8');
    expect(failed?.stderr).toContain('does not match webpack');
    expect(failed?.stderr).toContain('output.libraryTypo');
    expect(failed?.stdout).toContain('compilerHooks.anchored: 3 covered > floor 1');
    expect(failed?.stdout).toMatch(/^ {2}depth 1: 2\/38 /m);
    expect(failed?.stdout).toMatch(/^ {4}docs\/configuration\/output\.md: 4\/\d+ /m);
  });
});

describe('"Properties:" between options that share only some properties (fixture docs tree)', () => {
  let tmp: {dir: string; cleanup: () => void};
  let partial: Coverage;
  const write = (rel: string, ...lines: string[]) => {
    fs.mkdirSync(path.dirname(path.join(tmp.dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(tmp.dir, rel), lines.join('\n'));
  };
  beforeAll(() => {
    tmp = freshDir('coverage-partial');
    const entry = (heading: string, ...fields: string[]) => [
      heading,
      '',
      ...fields.map((field, index) => (index < fields.length - 1 ? `${field}\\` : field)),
      '',
      'What it does.',
      '',
    ];
    write(
      'docs/configuration/module.md',
      ...entry('## module.parser.css.import', 'Type: `boolean`', 'Default: `true`'),
      ...entry(
        '## module.parser.css/auto',
        'Type: `object`',
        'Default: not set',
        'Properties: those of [`module.parser.css`](#moduleparsercss)',
      ),
      ...entry('## module.generator.asset.binary', 'Type: `boolean`', 'Default: not set'),
      ...entry(
        '## module.generator.asset/inline',
        'Type: `object`',
        'Default: not set',
        'Properties: those of [`module.generator.asset`](#modulegeneratorasset)',
      ),
      ...entry(
        '## module.parser.json',
        'Type: `object`',
        'Default: see the properties below',
        'Properties: those of [`module.parser.css`](#moduleparsercss)',
      ),
    );
    partial = computeCoverage(tmp.dir);
  });
  afterAll(() => tmp.cleanup());

  const optionCovered = (paths: string[]) => paths.filter((p) => !partial.options.all.missing.includes(p));

  test('"Properties:" covers only the children the named option has with the same schema, when the options differ', () => {
    // css/auto shares `import` with css, not `animation`; asset/inline shares the inline `binary`
    // schema with asset; json shares no child with css.
    expect(
      optionCovered([
        'module.parser.css/auto',
        'module.parser.css/auto.import',
        'module.parser.css/auto.animation',
        'module.generator.asset/inline.binary',
        'module.parser.json.namedExports',
      ]),
    ).toEqual([
      'module.parser.css/auto',
      'module.parser.css/auto.import',
      'module.generator.asset/inline.binary',
    ]);
    expect(partial.options.unknown.map((f) => `${f.subject}: ${f.message}`)).toContain(
      'module.parser.json: "Properties:" names module.parser.css, which has other options in the schema',
    );
  });
});
