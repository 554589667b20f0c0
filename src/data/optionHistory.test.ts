import {createRequire} from 'node:module';
import {schemaOptionPaths, type JsonSchema} from '../../scripts/lib/schemaPaths';
import {addedIn, compareVersions, optionHistory} from './optionHistory';

const require = createRequire(__filename);
const installed = (require('webpack/package.json') as {version: string}).version;
const current = schemaOptionPaths(require('webpack/schemas/WebpackOptions.json') as JsonSchema);

describe('optionHistoryData.json', () => {
  it('was generated for the documented webpack version (re-run `npm run option-history` when it moves)', () => {
    expect(optionHistory.releases).toEqual({first: '5.0.0', last: installed, count: expect.any(Number)});
    expect(optionHistory.releases.count).toBeGreaterThanOrEqual(223);
  });

  it('covers exactly the option paths of the installed schema', () => {
    expect(Object.keys(optionHistory.options).sort()).toEqual(current.map((option) => option.path).sort());
  });

  it('gives each option a release between 5.0.0 and the documented one, never before its parent', () => {
    const problems: string[] = [];
    for (const option of current) {
      const version = optionHistory.options[option.path]!;
      if (!/^5\.\d+\.\d+$/.test(version) || compareVersions(version, installed) > 0)
        problems.push(`${option.path}: ${version}`);
      const parent = option.parent === undefined ? undefined : optionHistory.options[option.parent];
      if (parent !== undefined && compareVersions(version, parent) < 0)
        problems.push(`${option.path} ${version} < parent ${parent}`);
    }
    expect(problems).toEqual([]);
  });

  it('records values added to an option after it appeared', () => {
    expect(optionHistory.values.externalsType).toMatchObject({
      'module-import': expect.stringMatching(/^5\./),
    });
    for (const [option, values] of Object.entries(optionHistory.values)) {
      for (const version of Object.values(values)) {
        expect(compareVersions(version, optionHistory.options[option]!)).toBeGreaterThan(0);
      }
    }
  });
});

describe('addedIn', () => {
  const data = {
    releases: {first: '5.0.0', last: '5.2.0', count: 3},
    options: {
      output: '5.0.0',
      'output.copy': '5.2.0',
      'output.copy.from': '5.2.0',
      'output.copy.to': '5.2.1',
    },
    values: {},
  };

  it('names the release of options newer than 5.0.0 and than their parent', () => {
    expect(addedIn('output', data)).toBeUndefined();
    expect(addedIn('output.copy', data)).toBe('5.2.0');
    expect(addedIn('output.copy.from', data)).toBeUndefined();
    expect(addedIn('output.copy.to', data)).toBe('5.2.1');
    expect(addedIn('output.unknown', data)).toBeUndefined();
  });

  it('orders versions numerically', () => {
    expect(['5.10.0', '5.9.1', '5.100.0', '5.9.0'].sort(compareVersions)).toEqual([
      '5.9.0',
      '5.9.1',
      '5.10.0',
      '5.100.0',
    ]);
  });
});
