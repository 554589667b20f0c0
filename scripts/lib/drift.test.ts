import {diffLists, diffMaps, flattenOptions, formatDriftReport, optionTypes, type Drift} from './drift';
import type {JsonSchema} from './schemaPaths';

const schema = (extra: Record<string, JsonSchema>, modeEnum: string[]): JsonSchema => ({
  definitions: {
    Mode: {description: 'The mode.', enum: modeEnum},
    Bail: {description: 'Stop at the first error.', type: 'boolean'},
  },
  type: 'object',
  properties: {mode: {$ref: '#/definitions/Mode'}, bail: {$ref: '#/definitions/Bail'}, ...extra},
});

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
      options: {added: ['experiments.html'], removed: [], changed: []},
      defaults: [
        {
          mode: 'production',
          diff: {added: [], removed: [], changed: [{key: 'output.module', before: 'false', after: 'true'}]},
        },
      ],
      hooks: [{owner: 'Compiler', added: ['validate'], removed: [], changed: []}],
      cliFlags: {added: ['experiments-html'], removed: ['experiments-output-module']},
      failingTests: [{title: 'tests/docs/x.test.ts: a claim', message: '\nExpected 1'}],
    };
    const report = formatDriftReport(drift, {
      option: () => ({page: 'docs/configuration/experiments.md', entry: 'experiments'}),
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
  });
});
