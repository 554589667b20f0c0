// Every machine-readable `Default:` line on the /configuration/ pages is compared with what
// webpack computes (getNormalizedWebpackOptions, base defaults, applyWebpackOptionsDefaults) in development,
// production and none mode, for target web and node, plus the `with` settings the line names.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {checkDefaults, type DefaultFinding} from '../../scripts/lib/defaultsCheck';
import {schemaOptionPaths, type JsonSchema} from '../../scripts/lib/schemaPaths';
import {REPO_ROOT} from './lib/pages';
import {freshDir} from './lib/tmp';

const require = createRequire(__filename);
const paths = schemaOptionPaths(require('webpack/schemas/WebpackOptions.json') as JsonSchema);
const show = (findings: DefaultFinding[]) =>
  findings.map((f) => `${f.file}:${f.line} ${f.option}: ${f.messages.join('; ')}`);

describe('stated defaults', () => {
  test('every machine-readable default on the configuration pages is what webpack computes', () => {
    const report = checkDefaults(REPO_ROOT, paths);
    process.stdout.write(
      `defaults: ${report.checked} lines agree with webpack (${report.comparisons} comparisons), ` +
        `${report.unchecked.length} could not be compared, ${report.unreadable.length} are not machine-readable yet\n` +
        show(report.unchecked)
          .map((line) => `  not compared: ${line}\n`)
          .join(''),
    );
    expect(show(report.mismatches)).toEqual([]);
  });

  test('a page that states a default webpack does not compute fails, naming page and option', () => {
    const tmp = freshDir('defaults');
    try {
      fs.mkdirSync(path.join(tmp.dir, 'docs', 'configuration'), {recursive: true});
      fs.writeFileSync(
        path.join(tmp.dir, 'docs', 'configuration', 'optimization.md'),
        [
          '## optimization.splitChunks.minSize',
          '',
          'Type: `number`\\',
          // webpack 5 lowered it to 20000 in production; 30000 was webpack 4's.
          'Default: `10000` (development); `30000` (otherwise)',
          '',
          'Smallest size of a new chunk.',
        ].join('\n'),
      );
      const report = checkDefaults(tmp.dir, paths);
      expect(show(report.mismatches)).toEqual([
        'docs/configuration/optimization.md:4 optimization.splitChunks.minSize: ' +
          'production, target web: stated 30000, webpack gives 20000; production, target node: stated 30000, webpack gives 20000; ' +
          'none, target web: stated 30000, webpack gives 10000; none, target node: stated 30000, webpack gives 10000',
      ]);
    } finally {
      tmp.cleanup();
    }
  });
});
