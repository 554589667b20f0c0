// Docs coverage of webpack's configuration options, compiler/compilation hooks and CLI flags
// (scripts/coverage-docs.mjs). The figures may not drop below tests/docs/coverage-floor.json;
// raise the floor in the same change that documents more (it only goes up, until 100 %).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from './lib/pages';
import {freshDir} from './lib/tmp';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'coverage-docs.mjs');
const FLOOR_FILE = path.join(__dirname, 'coverage-floor.json');
const KEYS = ['configurationOptions', 'compilerHooks', 'compilationHooks', 'cliFlags'] as const;
type Key = (typeof KEYS)[number];

interface Figure {
  covered: number;
  total: number;
  percent: number;
  missing: string[];
}
type Coverage = Record<Key, Figure> & {
  webpack: string;
  webpackCli: string;
  counts: {topLevelOptions: number; secondLevelOptions: number; coreFlags: number; ownFlags: number};
};

function coverage(...args: string[]): Coverage {
  const out = execFileSync(process.execPath, [SCRIPT, '--json', ...args], {encoding: 'utf8', cwd: REPO_ROOT});
  return JSON.parse(out) as Coverage;
}

describe('docs coverage', () => {
  const result = coverage();

  test('ground truth comes from the installed webpack', () => {
    const {counts} = result;
    expect(result.configurationOptions.total).toBe(counts.topLevelOptions + counts.secondLevelOptions);
    expect(result.cliFlags.total).toBe(counts.coreFlags + counts.ownFlags);
    // Spot checks (the lists are read from webpack itself, so these only guard the extraction).
    expect(counts.topLevelOptions).toBeGreaterThanOrEqual(38);
    expect(counts.secondLevelOptions).toBeGreaterThanOrEqual(353);
    expect(result.compilerHooks.total).toBeGreaterThanOrEqual(33);
    expect(result.compilationHooks.total).toBeGreaterThanOrEqual(92);
  });

  test('coverage does not drop below the committed floor', () => {
    const floor = JSON.parse(fs.readFileSync(FLOOR_FILE, 'utf8')) as Record<Key, number>;
    const lines: string[] = [];
    const failures: string[] = [];
    const raises: string[] = [];
    for (const k of KEYS) {
      const f = result[k];
      lines.push(`${k}: ${f.covered}/${f.total} (${f.percent} %), floor ${floor[k]}`);
      if (f.covered < floor[k]) {
        failures.push(
          `${k}: ${f.covered} covered < floor ${floor[k]}; now missing: ${f.missing.slice(0, 30).join(', ')}`,
        );
      } else if (f.covered > floor[k]) raises.push(`"${k}": ${f.covered}`);
    }
    process.stdout.write(
      `docs coverage (webpack ${result.webpack}, webpack-cli ${result.webpackCli}):\n  ${lines.join('\n  ')}\n`,
    );
    if (raises.length) {
      process.stdout.write(`Coverage rose: raise tests/docs/coverage-floor.json to ${raises.join(', ')}\n`);
    }
    expect(failures).toEqual([]);
  });

  test('the floor is a sane set of numbers', () => {
    const floor = JSON.parse(fs.readFileSync(FLOOR_FILE, 'utf8')) as Record<string, unknown>;
    for (const k of KEYS) {
      expect(typeof floor[k]).toBe('number');
      expect(floor[k] as number).toBeLessThanOrEqual(result[k].total);
    }
  });
});

describe('coverage rules (fixture docs tree)', () => {
  let tmp: {dir: string; cleanup: () => void};
  let fixture: Coverage;
  beforeAll(() => {
    tmp = freshDir('coverage');
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(tmp.dir, rel)), {recursive: true});
      fs.writeFileSync(path.join(tmp.dir, rel), text);
    };
    write(
      'docs/configuration/output.md',
      [
        '---',
        'title: Output',
        '---',
        '## output',
        '## output.filename',
        '### `output.path`',
        '### Chunk file names {#outputchunkfilename}',
        '<a id="outputpublicPath"></a>',
        '```md',
        '## output.clean',
        '```',
        'output.library is mentioned in prose only.',
      ].join('\n'),
    );
    write('docs/configuration/_partial.md', '## mode\n');
    write('docs/configuration/nested/statistics.mdx', '## stats.colors\n');
    write('docs/configuration/watch-options.md', '## poll\n');
    write('docs/api/compiler-hooks.md', '### beforeRun\n### `compiler.hooks.done`\nemit is only mentioned\n');
    write('docs/api/compilation-hooks.mdx', '### processAssets\n');
    write(
      'docs/api/cli.md',
      'Use `--mode`, `--config` and `--no-amd`; `--output` is not a flag, --output-pathx neither.\n',
    );
    fixture = coverage('--root', tmp.dir);
  });
  afterAll(() => tmp.cleanup());

  const covered = (f: Figure, all: string[]) => all.filter((x) => !f.missing.includes(x));

  test('configuration options: headings and explicit anchors on /configuration/ pages', () => {
    const c = covered(fixture.configurationOptions, [
      'output',
      'output.filename',
      'output.path',
      'output.chunkFilename',
      'output.publicPath',
      'output.clean',
      'output.library',
      'mode',
      'stats',
      'stats.colors',
      'watchOptions',
      'watchOptions.poll',
    ]);
    // `output` by its heading, `watchOptions` by its own page (watch-options.md); `stats` has neither.
    expect(c).toEqual([
      'output',
      'output.filename',
      'output.path',
      'output.chunkFilename',
      'output.publicPath',
      'stats.colors',
      'watchOptions',
    ]);
    expect(fixture.configurationOptions.covered).toBe(7);
  });

  test('hooks: headings on the hooks pages', () => {
    expect(fixture.compilerHooks.covered).toBe(2);
    expect(fixture.compilerHooks.missing).not.toContain('beforeRun');
    expect(fixture.compilerHooks.missing).not.toContain('done');
    expect(fixture.compilerHooks.missing).toContain('emit');
    expect(fixture.compilationHooks.covered).toBe(1);
  });

  test('CLI flags: `--flag` (or its negation) on /api/cli/', () => {
    expect(covered(fixture.cliFlags, ['mode', 'config', 'amd', 'output-path', 'entry'])).toEqual([
      'mode',
      'config',
      'amd',
    ]);
    expect(fixture.cliFlags.covered).toBe(3);
  });

  test('--check fails below the floor and hints to raise it above', () => {
    const floorFile = path.join(tmp.dir, 'floor.json');
    fs.writeFileSync(
      floorFile,
      JSON.stringify({configurationOptions: 8, compilerHooks: 1, compilationHooks: 1, cliFlags: 3}),
    );
    let failed: {status: number; stdout: string; stderr: string} | undefined;
    try {
      execFileSync(process.execPath, [SCRIPT, '--root', tmp.dir, '--check', '--floor', floorFile], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (err) {
      failed = err as {status: number; stdout: string; stderr: string};
    }
    expect(failed?.status).toBe(1);
    expect(failed?.stderr).toContain('configuration options: 7 covered, below the floor of 8');
    expect(failed?.stdout).toContain('raise the floor');
    expect(failed?.stdout).toContain('compiler hooks: 2 covered > floor 1');
  });

  test('the report prints the figures and missing lists', () => {
    const text = execFileSync(process.execPath, [SCRIPT, '--root', tmp.dir], {encoding: 'utf8'});
    expect(text).toMatch(/^configuration options: 7\/\d+ \(\d+(\.\d)? %\)$/m);
    expect(text).toMatch(/^compiler hooks: 2\/\d+ /m);
    expect(text).toMatch(/^compilation hooks: 1\/\d+ /m);
    expect(text).toMatch(/^CLI flags: 3\/\d+ /m);
    expect(text).toMatch(/missing on .*… and \d+ more \(--verbose for all\)/);
  });
});
