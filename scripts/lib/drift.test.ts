import {
  diffLists,
  diffMaps,
  flattenOptions,
  formatDriftReport,
  optionTypes,
  proofProblems,
  typeChange,
  failureSummary,
  testsOfWebpack,
  type Drift,
} from './drift';
import {compareVersions} from '../../src/data/optionHistory';
import type {JsonSchema} from './schemaPaths';

const schema = (extra: Record<string, JsonSchema>, modeEnum: string[]): JsonSchema => ({
  definitions: {
    Mode: {description: 'The mode.', enum: modeEnum},
    Bail: {description: 'Stop at the first error.', type: 'boolean'},
  },
  type: 'object',
  properties: {mode: {$ref: '#/definitions/Mode'}, bail: {$ref: '#/definitions/Bail'}, ...extra},
});

/** A report of an update that changed nothing; each test sets what it is about. */
const noDrift: Drift = {
  from: '5.112.2',
  to: '5.113.0',
  options: {added: [], removed: [], changed: []},
  defaults: [],
  hooks: [],
  cliFlags: {added: [], removed: []},
  failingTests: [],
};

describe('drift', () => {
  test('optionTypes + diffMaps: an option added, one removed, one whose enum grew; a reworded description is no change', () => {
    const before = optionTypes(schema({amd: {description: 'AMD.', type: 'boolean'}}, ['production', 'none']));
    const after = optionTypes({
      ...schema({dotenv: {description: 'Env files.', type: 'boolean'}}, [
        'production',
        'none',
        'development',
      ]),
    });
    const withNewWords = optionTypes(
      schema({amd: {description: 'AMD, reworded.', type: 'boolean'}}, ['production', 'none']),
    );
    expect(diffMaps(before, withNewWords)).toEqual({added: [], removed: [], changed: []});
    const diff = diffMaps(before, after);
    expect(diff.added).toEqual(['dotenv']);
    expect(diff.removed).toEqual(['amd']);
    expect(diff.changed.map((change) => change.key)).toEqual(['mode']);
  });

  test('diffLists: flags added and removed', () => {
    expect(diffLists(['mode', 'amd'], ['mode', 'dotenv'])).toEqual({added: ['dotenv'], removed: ['amd']});
  });

  test('flattenOptions: nested defaults by path, functions and RegExps printed by kind', () => {
    const flat = flattenOptions({
      output: {path: '/x', environment: {const: true}},
      test: /\.js$/,
      f: () => 1,
      list: [1],
    });
    expect(Object.fromEntries(flat)).toEqual({
      'output.path': '"/x"',
      'output.environment.const': 'true',
      test: '/\\.js$/',
      f: 'function',
      list: '[1]',
    });
  });

  test('formatDriftReport names each change with its page and entry', () => {
    const drift: Drift = {
      from: '5.105.0',
      to: '5.112.2',
      options: {added: ['experiments.html'], removed: ['experiments.outputModule', 'gone'], changed: []},
      defaults: [
        {
          mode: 'production',
          diff: {added: [], removed: [], changed: [{key: 'output.module', before: 'false', after: 'true'}]},
        },
      ],
      hooks: [
        {
          owner: 'Compiler',
          added: ['validate'],
          removed: [],
          changed: [
            {
              key: 'thisCompilation',
              before: 'SyncHook<[Compilation, CompilationParams]>',
              after: 'SyncHook<[Compilation, CompilationParams, Extra]>',
            },
          ],
        },
      ],
      cliFlags: {added: ['experiments-html'], removed: ['experiments-output-module']},
      failingTests: [{title: 'tests/docs/x.test.ts: a claim', message: '\nExpected 1'}],
    };
    const report = formatDriftReport(drift, {
      option: () => ({page: 'docs/configuration/experiments.md', entry: 'experiments'}),
      mentions: (path) =>
        path === 'gone' ? [] : ['docs/configuration/experiments.md', 'docs/guides/esm-output.md'],
      hook: () => ({page: 'docs/api/compiler-hooks.md', entry: 'validate'}),
      flag: () => ({page: 'docs/api/cli.md'}),
    });
    expect(report).toContain('# webpack 5.105.0 → 5.112.2');
    expect(report).toContain(
      '- `experiments.html`: add an entry → `docs/configuration/experiments.md` `#experiments`',
    );
    expect(report).toContain('`output.module` (mode production): `false` → `true`');
    expect(report).toContain('- `Compiler.hooks.validate` → `docs/api/compiler-hooks.md` `#validate`');
    expect(report).toContain('- `--experiments-output-module` → `docs/api/cli.md`');
    expect(report).toContain('  - Expected 1');
    expect(report).toContain(
      '- `experiments.outputModule`: remove or mark its entry → named in `docs/configuration/experiments.md`, `docs/guides/esm-output.md`',
    );
    expect(report).toContain('- `gone`: remove or mark its entry → no page names it');
    expect(report).toContain(
      '- `Compiler.hooks.thisCompilation`: `…Compilation, CompilationParams]>` → `…Compilation, CompilationParams, Extra]>`',
    );
  });

  test.each([
    // A parameter added at the end: only the end shows.
    [
      'SyncHook<[Compilation, CompilationParams]>',
      'SyncHook<[Compilation, CompilationParams, Extra]>',
      '…Compilation, CompilationParams]>',
      '…Compilation, CompilationParams, Extra]>',
    ],
    // A name changed inside a long type: the whole name, never half of it, and … on both sides.
    [
      'AsyncSeriesHook<[Iterable<Module>, Map<string, SomeLongTypeName>, ResolveData], void, UnsetAdditionalOptions>',
      'AsyncSeriesHook<[Iterable<Module>, Map<string, OtherLongTypeName>, ResolveData], void, UnsetAdditionalOptions>',
      '…Map<string, SomeLongTypeName>, ResolveData], void…',
      '…Map<string, OtherLongTypeName>, ResolveData], void…',
    ],
    // Two changes far apart: each with its surroundings, the common stretch between them left out.
    [
      'Record<"a", Hook<[ParserOptions], G>> & Record<"b", Hook<[X], Y>> & Record<"c", Hook<[ParserOptions], G>>',
      'Record<"a", Hook<[GeneratorOptions], G>> & Record<"b", Hook<[X], Y>> & Record<"c", Hook<[GeneratorOptions], G>>',
      '…a", Hook<[ParserOptions], G>> & Record…c", Hook<[ParserOptions], G>>',
      '…a", Hook<[GeneratorOptions], G>> & Record…c", Hook<[GeneratorOptions], G>>',
    ],
    // Short types are shown whole.
    ['SyncHook<[A]>', 'SyncBailHook<[A]>', 'SyncHook<[A]>', 'SyncBailHook<[A]>'],
  ])('typeChange: %s → %s', (before, after, shownBefore, shownAfter) => {
    expect(typeChange(before, after)).toEqual({before: shownBefore, after: shownAfter});
  });

  describe('proofProblems', () => {
    const drift = (added: string[], removed: string[]): Drift => ({
      ...noDrift,
      from: '5.105.0',
      to: '5.112.2',
      options: {added, removed, changed: []},
    });
    const history = {
      mode: '5.0.0',
      'experiments.html': '5.108.0',
      'entry.{name}.html': '5.108.0',
      'output.copy': '5.111.0',
    };
    const places = {
      mentions: (path: string) =>
        path === 'experiments.outputModule' ? ['docs/configuration/experiments.md'] : [],
    };
    const expected = {
      history,
      removed: [{path: 'experiments.outputModule', page: 'docs/configuration/experiments.md'}],
      compareVersions,
    };

    test('holds when every option dated after the older release is reported as added and the removal names its page', () => {
      const all = ['entry.{name}.html', 'experiments.html', 'output.copy'];
      expect(proofProblems(drift(all, ['experiments.outputModule']), places, expected)).toEqual([]);
    });

    test('fails when an option the history dates later is missing from the added ones', () => {
      expect(
        proofProblems(
          drift(['experiments.html', 'output.copy'], ['experiments.outputModule']),
          places,
          expected,
        ),
      ).toEqual([
        '1 of the 3 options that the option history dates after 5.105.0 are not reported as added: entry.{name}.html',
      ]);
    });

    test('fails when the expected removal is missing, or reported without the page that speaks of it', () => {
      const all = ['entry.{name}.html', 'experiments.html', 'output.copy'];
      expect(proofProblems(drift(all, []), places, expected)).toEqual([
        '`experiments.outputModule` is not reported as removed',
      ]);
      expect(proofProblems(drift(all, ['experiments.outputModule']), {mentions: () => []}, expected)).toEqual(
        [
          '`experiments.outputModule` is reported as removed without naming `docs/configuration/experiments.md`, which speaks of it',
        ],
      );
    });

    test('fails when the history has nothing after the older release (the comparison proves nothing)', () => {
      expect(
        proofProblems(drift([], ['experiments.outputModule']), places, {
          ...expected,
          history: {mode: '5.0.0'},
        }),
      ).toEqual(['the option history dates no option after 5.105.0']);
    });
  });
});

// Failure messages as the real run of 5.112.2 → 5.113.0 gave them (Jest's failureMessages, shortened).
const ARRAY_DIFF = [
  'Error: expect(received).toEqual(expected) // deep equality',
  '',
  '- Expected  -  1',
  '+ Received  + 3',
  '',
  '- Array []',
  '+ Array [',
  '+   "docs/api/node.md:363 done: \\"Type: SyncHook<[MultiStats, Compiler[]]>\\" does not match webpack\'s types.d.ts: AsyncSeriesHook<[MultiStats, Compiler[]]>",',
  '+   "docs/api/parser.md:252 statementIf: \\"Type: SyncBailHook<[IfStatement], boolean | void>\\" does not match",',
  '+ ]',
  '',
  "      37 |   test('no page states a hook type', () => {",
  '    > 39 |     expect(findings).toEqual([]);',
  '',
  '    at Object.toEqual (tests/docs/coverage.test.ts:39:83)',
].join('\n');
// As Jest's JSON report has it: no code frame, the stack with absolute paths.
const NO_PAGE_IN_FINDINGS = [
  'Error: expect(received).toEqual(expected) // deep equality',
  '',
  '- Array []',
  '+ Array [',
  '+   "--output-allow-outside has no row in a flag table",',
  '+   "--output-allow-outside-reset has no row in a flag table",',
  '+ ]',
  '    at Object.toEqual (/work/site/tests/docs/cli.test.ts:103:83)',
  '    at Promise.then.completed (/work/site/node_modules/jest-circus/build/utils.js:298:28)',
].join('\n');
const OBJECT_DIFF = [
  'Error: expect(received).toEqual(expected) // deep equality',
  '',
  '- Expected  - 1',
  '+ Received  + 1',
  '',
  '  Object {',
  '    "kind": "value",',
  '-   "value": false,',
  '+   "value": true,',
  '  }',
  '    at Object.toEqual (/work/site/scripts/lib/webpackDefaults.test.ts:40:7)',
].join('\n');
/** The test's source, as the script reads it: lines up to the failing one. */
const SOURCES: Record<string, string[]> = {
  'tests/docs/cli.test.ts': [
    ...Array.from({length: 100}, () => ''),
    "  test('every core flag has a row that names the option it sets', () => {",
    "    const page = readPage(REPO_ROOT, 'docs/api/cli')!;",
    '    expect(checkFlagRows(flagRows(parsePage(page.file, page.source).tree), args)).toEqual([]);',
  ],
};
const readSource = (file: string) => SOURCES[file];
const PROJECT = [
  'Error: docs/api/compiler-object.md:346 project "compiler-object":',
  'docs/api/compiler-object.md:379: "prints `webpack 5.112.2, mode production`" does not hold: webpack did not print it',
  '--- webpack output ---',
  'webpack 5.113.0, mode production',
  '',
  '      87 |         const result = await builds.get(project.id)!;',
  '    at Object.<anonymous> (tests/docs/projects.test.ts:89:36)',
].join('\n');
const TO_BE = [
  'Error: expect(received).toBe(expected) // Object.is equality',
  '',
  'Expected: false',
  'Received: true',
  '',
  "      18 |   const options = webpack.config.getNormalizedWebpackOptions({mode: 'none'});",
  '    at Object.toBe (tests/docs/nodeVersions.test.ts:20:42)',
].join('\n');

describe('failureSummary: what a failing docs test found, and the pages it names', () => {
  test('a received array: its entries, and the pages they name', () => {
    expect(failureSummary(ARRAY_DIFF)).toEqual({
      findings: [
        'docs/api/node.md:363 done: "Type: SyncHook<[MultiStats, Compiler[]]>" does not match webpack\'s types.d.ts: AsyncSeriesHook<[MultiStats, Compiler[]]>',
        'docs/api/parser.md:252 statementIf: "Type: SyncBailHook<[IfStatement], boolean | void>" does not match',
      ],
      pages: ['docs/api/node.md', 'docs/api/parser.md'],
    });
  });
  test('entries that name no page: the page the test reads, from the lines of its source before the failing one', () => {
    expect(failureSummary(NO_PAGE_IN_FINDINGS, readSource)).toEqual({
      findings: [
        '--output-allow-outside has no row in a flag table',
        '--output-allow-outside-reset has no row in a flag table',
      ],
      pages: ['docs/api/cli.md'],
    });
  });
  test('a project: the claims that do not hold, without the header and the webpack output', () => {
    expect(failureSummary(PROJECT)).toEqual({
      findings: [
        'docs/api/compiler-object.md:379: "prints `webpack 5.112.2, mode production`" does not hold: webpack did not print it',
      ],
      pages: ['docs/api/compiler-object.md'],
    });
  });
  test("an object's diff: its changed lines, without Jest's headers", () => {
    expect(failureSummary(OBJECT_DIFF, readSource)).toEqual({
      findings: ['-   "value": false,', '+   "value": true,'],
      pages: [],
    });
  });
  test('a toBe: expected and received', () => {
    expect(failureSummary(TO_BE)).toEqual({findings: ['Expected: false', 'Received: true'], pages: []});
  });
  test('the report lists the findings under the test, with its pages, not the matcher line', () => {
    const drift: Drift = {
      ...noDrift,
      failingTests: [
        {title: 'tests/docs/coverage.test.ts: hook types', message: ARRAY_DIFF},
        {title: 'tests/docs/nodeVersions.test.ts: typescript auto', message: TO_BE},
      ],
    };
    const report = formatDriftReport(drift, {
      option: () => undefined,
      mentions: () => [],
      hook: () => undefined,
      flag: () => undefined,
    });
    expect(report).toContain(
      '- tests/docs/coverage.test.ts: hook types → `docs/api/node.md`, `docs/api/parser.md`\n' +
        '  - docs/api/node.md:363 done: "Type: SyncHook<[MultiStats, Compiler[]]>" does not match',
    );
    expect(report).toContain(
      '- tests/docs/nodeVersions.test.ts: typescript auto → (names no page)\n  - Expected: false\n  - Received: true',
    );
    expect(report).not.toContain('deep equality');
    const withSource = formatDriftReport(
      {...drift, failingTests: [{title: 'tests/docs/cli.test.ts: flag rows', message: NO_PAGE_IN_FINDINGS}]},
      {
        option: () => undefined,
        mentions: () => [],
        hook: () => undefined,
        flag: () => undefined,
        testSource: readSource,
      },
    );
    expect(withSource).toContain('- tests/docs/cli.test.ts: flag rows → `docs/api/cli.md`');
  });
});

describe('formatDriftReport: a long type or default shows where it changed', () => {
  const props = (names: string[]) =>
    `CssParserOptions={"additionalProperties":false,"properties":[${names.map((n) => `"${n}"`).join(',')}],"type":"object"}`;
  const names = [
    'as',
    'customMedia',
    'customSelectors',
    'exportType',
    'fontPreload',
    'import',
    'namedExports',
  ];
  // 5.113.0 added parseErrors among them.
  const longBefore = props([...names, 'url', 'urlHints']);
  const longAfter = props([...names, 'parseErrors', 'url', 'urlHints']);
  const rules = (extra: string) =>
    `[{"mimetype":"application/node","type":"javascript/auto"},{"test":"/\\\\.json$/i","type":"json"},{"test":"/\\\\.wasm$/i","type":"webassembly/async"}${extra}]`;
  const drift: Drift = {
    ...noDrift,
    options: {
      added: [],
      removed: [],
      changed: [{key: 'module.parser.css', before: longBefore, after: longAfter}],
    },
    defaults: ['production', 'development', 'none'].map((mode) => ({
      mode,
      diff: {
        added: [],
        removed: [],
        changed: [
          {
            key: 'module.defaultRules',
            before: rules(''),
            after: rules(',{"test":"/\\\\.ts$/i","type":"javascript/auto"}'),
          },
          ...(mode === 'none' ? [] : [{key: 'experiments.typescript', before: 'false', after: 'true'}]),
        ],
      },
    })),
  };
  const report = formatDriftReport(drift, {
    option: () => undefined,
    mentions: () => [],
    hook: () => undefined,
    flag: () => undefined,
  });
  test('an option: the changed part with its surroundings, not the first characters, which are the same', () => {
    expect(report).toContain('  - before: `…import","namedExports","url","urlHints…`');
    expect(report).toContain('  - after: `…import","namedExports","parseErrors","url","urlHints…`');
  });
  test('a default: the changed part, once for the modes where it changed alike', () => {
    expect(report).toContain('## Defaults changed (2)');
    expect(report).toContain(
      '- `module.defaultRules` (modes production, development, none): `…webassembly/async"}]` → `…webassembly/async"},{"test":"/\\\\.ts$/i","type":"javascript/auto"}]`',
    );
    expect(report).toContain('- `experiments.typescript` (modes production, development): `false` → `true`');
  });
});

describe('formatDriftReport: the packages the update moved', () => {
  const base = noDrift;
  const places = {
    option: () => undefined,
    mentions: () => [],
    hook: () => undefined,
    flag: () => undefined,
    package: (name: string) =>
      name === 'webpack-dev-server'
        ? [{page: 'docs/configuration/dev-server.md'}, {page: 'docs/api/webpack-dev-server.md'}]
        : [],
  };
  test('each package that moved; a new major release names the pages written for the old one', () => {
    const report = formatDriftReport(
      {
        ...base,
        packages: [
          {name: 'webpack', from: '5.112.2', to: '5.113.0'},
          {name: 'webpack-cli', from: '7.3.1', to: '7.3.1'},
          {name: 'webpack-dev-server', from: '5.2.7', to: '6.1.0'},
        ],
      },
      places,
    );
    expect(report).toContain(
      '## Packages moved (2)\n\n- `webpack` 5.112.2 → 5.113.0\n' +
        '- `webpack-dev-server` 5.2.7 → 6.1.0: a new major release; review the pages written for 5 → `docs/configuration/dev-server.md`, `docs/api/webpack-dev-server.md`\n',
    );
    expect(report).not.toContain('`webpack-cli` 7.3.1');
  });
  test('no packages (the proof installs nothing): no section', () => {
    expect(formatDriftReport(base, places)).not.toContain('## Packages moved');
  });
});

describe('testsOfWebpack: the unit tests outside tests/docs that read the installed webpack', () => {
  test('a test that requires webpack or a file of it, or imports one of our webpack readers; no other', () => {
    expect(
      testsOfWebpack([
        {file: 'src/data/unreadOptions.test.ts', text: "const webpack = require('webpack') as {};"},
        {
          file: 'src/data/optionPaths.test.ts',
          text: "schemaOptionPaths(require('webpack/schemas/WebpackOptions.json'))",
        },
        {file: 'scripts/lib/webpackTypes.test.ts', text: "import {hookTypes} from './webpackTypes';"},
        {file: 'scripts/lib/webpackDefaults.test.ts', text: "import {readDefault} from './webpackDefaults';"},
        {
          file: 'src/x.test.ts',
          text: "import merge from 'webpack-merge';\n// webpack 5 docs\nimport {a} from './webpackish';",
        },
        {file: 'tests/docs/cli.test.ts', text: "require('webpack-cli')"},
        // A fixture's text that holds an import is no import.
        {
          file: 'tests/site/twins.test.ts',
          text: 'const source = [\n  \'    import webpack from "webpack";\',\n];',
        },
      ]),
    ).toEqual([
      'scripts/lib/webpackDefaults.test.ts',
      'scripts/lib/webpackTypes.test.ts',
      'src/data/optionPaths.test.ts',
      'src/data/unreadOptions.test.ts',
    ]);
  });
});
