// Proves that the harness fails when it should: fixture pages are run through the same code paths
// as the real docs (examples.test.ts, projects.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import {pageBlocks} from './lib/pages';
import {collectExamples, describeFailure, runExamples} from './lib/examples';
import {
  BuildPool,
  buildProject,
  checkProject,
  collectProjects,
  dependencyProblems,
  projectDirName,
  type Project,
} from './lib/projects';
import {freshDir} from './lib/tmp';
import {expectedValue, parseOptionPath} from './lib/assertions';
import {isDeepStrictEqual} from 'node:util';

const page = (file: string, ...lines: string[]) => pageBlocks({file, source: lines.join('\n') + '\n'});

let tmp: {dir: string; cleanup: () => void};
const pool = new BuildPool(2);
beforeAll(() => {
  tmp = freshDir('harness');
});
afterAll(async () => {
  await pool.close();
  tmp.cleanup();
});

/** The project a fixture page defines. */
function onlyProject(blocks: Parameters<typeof collectProjects>[0]): Project {
  const [project] = collectProjects(blocks);
  if (!project) throw new Error('the fixture page defines no project');
  return project;
}

/** What the harness reported for one project of a fixture; a project that was not built is an error. */
function projectProblems(problems: Record<string, string[]>, name: string): string[] {
  const list = problems[name];
  if (!list) throw new Error(`the fixture has no project "${name}" that was built`);
  return list;
}

describe('config examples', () => {
  const blocks = page(
    'docs/guides/wrong.md',
    '---',
    'title: Wrong',
    '---',
    '', // 1-4
    '```js title="webpack.config.js"', // 5
    "const path = require('path');", // 6
    'module.exports = {', // 7
    "  entry: './src/index.js',", // 8
    '  outptu: {', // 9 ← typo
    "    path: path.resolve(__dirname, 'dist'),",
    '  },',
    '};',
    '```', // 13
    '```js title="webpack.config.js"', // 14
    "const HtmlWebpackPlugin = require('html-webpack-plugin');",
    'module.exports = (env, argv) => ({',
    '  mode: argv.mode,',
    '  // ...',
    '  plugins: [new HtmlWebpackPlugin()],',
    '});',
    '```', // 21
    '```js title="webpack.config.js"', // 22
    'module.exports = [{ mode: "development" }, async () => ({ modee: "production" })];',
    '```', // 24
    '```js title="webpack.common.js"', // 25
    "module.exports = { entry: './src/index.js' };",
    '```',
    '```js title="webpack.prod.js" validate', // 28
    "const {merge} = require('webpack-merge');",
    "const common = require('./webpack.common.js');",
    "module.exports = merge(common, { mode: 'production', devtool: 'source-map' });",
    '```', // 32
    '```js title="webpack.config.mjs" validate', // 33
    "import path from 'node:path';",
    "export default { output: { path: path.resolve(import.meta.dirname, 'dist') } };",
    '```', // 36
    '```js title="webpack.config.js"', // 37
    'const config = { mode: "production" };',
    '```', // 39
    '```js title="webpack.config.js"', // 40
    "const Missing = require('no-such-webpack-plugin');",
    'module.exports = { plugins: [new Missing()] };',
    '```', // 43
    '```js title="webpack.config.js" skip-validate="webpack 4 syntax"', // 44
    'module.exports = { outptu: {} };',
    '```',
    '```ts title="webpack.config.ts" validate', // 47
    "import type { Configuration } from 'webpack';",
    "const config: Configuration = { mode: 'none', module: { rulez: [] } };",
    'export default config;',
    '```', // 51
    '```diff title="webpack.config.js"', // 52
    ' module.exports = {',
    "-  mode: 'development',",
    "+  mode: 'production',",
    ' };',
    '```', // 57
    '```js title="webpack.config.js"', // 58
    'module.exports = {',
    "  module: { rules: [{ test: /\\.css$/, use: ['css-loader'] }] },",
    "  output: { filname: '[name].js' },", // 61 ← nested typo
    '};',
    '```',
  );
  const {examples, skipped} = collectExamples(blocks);
  let failures: Record<number, string | undefined> = {};

  beforeAll(async () => {
    const results = await runExamples(examples, path.join(tmp.dir, 'examples'));
    failures = Object.fromEntries(examples.map((e) => [e.block.line, describeFailure(e, results.get(e.id))]));
  }, 60_000);

  test('collects the blocks to validate and the skipped ones', () => {
    expect(examples.map((e) => e.block.line)).toEqual([5, 14, 22, 28, 33, 37, 40, 47, 52, 58]);
    expect(skipped.map((s) => [s.block.line, s.reason])).toEqual([[44, 'webpack 4 syntax']]);
  });

  test('a wrong option name is reported with page, line and webpack’s error', () => {
    expect(failures[5]).toContain('docs/guides/wrong.md:5');
    expect(failures[5]).toContain("configuration has an unknown property 'outptu'");
    expect(failures[5]).toContain("→ docs/guides/wrong.md:9: unknown property 'outptu'");
  });

  test('a nested wrong option name points at its line', () => {
    expect(failures[58]).toContain("→ docs/guides/wrong.md:61: unknown property 'filname'");
    expect(failures[58]).toContain('configuration.output has an unknown property');
  });

  test('function export with a plugin from devDependencies and `// ...` elision is valid', () => {
    expect(failures[14]).toBeUndefined();
  });

  test('arrays: every config (functions, promises) is validated and its index named', () => {
    expect(failures[22]).toMatch(/configuration \[1\]: .*unknown property 'modee'/s);
  });

  test('a validate block can require another titled block of the page', () => {
    expect(failures[28]).toBeUndefined();
  });

  test('ESM and TypeScript configs', () => {
    expect(failures[33]).toBeUndefined();
    expect(failures[47]).toContain("unknown property 'rulez'");
  });

  test('a fragment that exports nothing fails', () => {
    expect(failures[37]).toMatch(/docs\/guides\/wrong.md:37 .*exports nothing/);
  });

  test('a missing package fails with the page and line', () => {
    expect(failures[40]).toMatch(
      /docs\/guides\/wrong.md:40 .*could not be executed[\s\S]*no-such-webpack-plugin[\s\S]*devDependencies/,
    );
  });

  test('diff blocks validate their new side', () => {
    expect(failures[52]).toBeUndefined();
  });
});

describe('projects', () => {
  const blocks = page(
    'docs/guides/demo.md',
    '```js title="src/index.js" project="ok"', // 1
    "import _ from 'lodash';",
    "console.log(_.join(['a', 'b'], ' '));",
    '```',
    '```json title="package.json" project="ok"', // 5
    '{"private": true, "scripts": {"build": "webpack --mode production"}}',
    '```',
    '```js title="webpack.config.js" project="ok"', // 8
    "const path = require('path');",
    "module.exports = { entry: './src/index.js', output: { filename: '[name].[contenthash].js', path: path.resolve(__dirname, 'dist') } };",
    '```',
    '```text project="ok" output', // 12
    'asset main.4e0f3b8c9a1d2e3f4a5b.js 1.2 KiB [emitted] [immutable] [minimized] (name: main)',
    'webpack 5.112.2 compiled successfully in 300 ms',
    '```',
    '```text project="ok" tree', // 16
    'webpack-demo',
    '├── dist',
    '│   └── main.4e0f3b8c9a1d2e3f4a5b.js',
    '├── node_modules',
    '├── package.json',
    '├── src',
    '│   └── index.js',
    '└── webpack.config.js',
    '```',
    '```js title="src/index.js" project="broken"', // 26
    "import missing from './does-not-exist';",
    'missing();',
    '```',
    '```js title="src/index.js" project="bad-tree"', // 30
    "console.log('hi');",
    '```',
    '```text project="bad-tree" tree', // 33
    'webpack-demo',
    '├── dist',
    '│   ├── main.js',
    '│   └── index.html', // 37 ← not emitted
    '└── src',
    '    └── index.js',
    '```',
    '```js title="src/index.js" project="bad-output"', // 41
    "console.log('hi');",
    '```',
    '```text project="bad-output" output', // 44
    'asset bundle.js 20 bytes [emitted] [minimized] (name: main)',
    '```',
    '```js title="webpack.config.js" project="bad-config"', // 47
    'module.exports = { outptu: {} };',
    '```',
    '```js title="src/index.js" project="bad-config"',
    "console.log('hi');",
    '```',
  );
  const projects = collectProjects(blocks);
  const problems: Record<string, string[]> = {};
  const reported = (name: string) => projectProblems(problems, name);

  beforeAll(async () => {
    await Promise.all(
      projects.map(async (p: Project) => {
        const dir = path.join(tmp.dir, 'projects', projectDirName(p));
        const result = await buildProject(p, dir, pool);
        problems[p.name] = checkProject(p, dir, result);
        if (p.name === 'ok') problems.okFiles = fs.readdirSync(path.join(dir, 'dist'));
      }),
    );
  }, 120_000);

  test('a working project with hashed output and a tree passes', () => {
    expect(reported('ok')).toEqual([]);
    expect(reported('okFiles')[0]).toMatch(/^main\.[0-9a-f]+\.js$/);
  });

  test('a broken project fails, with webpack’s output', () => {
    expect(reported('broken').join('\n')).toMatch(
      /failed \(exit 1\)[\s\S]*Module not found[\s\S]*does-not-exist/,
    );
  });

  test('a tree listing a file that is not emitted fails, naming page and line', () => {
    expect(reported('bad-tree')).toContain(
      'docs/guides/demo.md:37: tree shows "dist/index.html", which does not exist after the build',
    );
    expect(reported('bad-tree').filter((p) => p.includes('tree shows'))).toHaveLength(1);
  });

  test('an output block showing an asset that is not emitted fails', () => {
    expect(reported('bad-output').join('\n')).toMatch(
      /demo.md:44: output block shows "asset bundle.js".*emitted: main.js/,
    );
  });

  test('an invalid configuration fails the build', () => {
    expect(reported('bad-config').join('\n')).toMatch(/Invalid configuration object[\s\S]*outptu/);
  });
});

describe('assert blocks', () => {
  // Every line of the `holds` block is true of the build; every line of `wrong` is false, and each
  // must be reported on its own line of the page.
  const source = [
    '```js title="webpack.config.js" project="claims"', // 1
    "const {DefinePlugin} = require('webpack');",
    'module.exports = {',
    "  mode: 'none',",
    "  name: 'client',",
    '  module: {',
    '    rules: [',
    "      { compiler: 'client', test: /\\.txt$/, type: 'asset/source' },",
    "      { test: /\\.upper$/, use: './upper-loader.js', layer: 'shouting' },",
    '      { test: /\\.nothing$/ },',
    '    ],',
    '  },',
    "  optimization: { splitChunks: { chunks: 'all', minSize: 0, cacheGroups: { lib: { test: /lib/, name: 'lib', enforce: true } } } },",
    "  plugins: [new DefinePlugin({ 'process.env.API_URL': JSON.stringify('https://api.example.com') })],",
    '};',
    '```', // 16
    '```js title="upper-loader.js" project="claims"', // 17
    'module.exports = (source) => `export default ${JSON.stringify(source.toUpperCase())};`;',
    '```',
    '```js title="src/index.js" project="claims"', // 20
    "import text from './a.txt';",
    "import shout from './b.upper';",
    "import { x } from './lib.js';",
    'console.log(text, shout, x, process.env.API_URL);',
    '```',
    '```text title="src/a.txt" project="claims"', // 26
    'hello',
    '```',
    '```text title="src/b.upper" project="claims"', // 29
    'quiet',
    '```',
    '```js title="src/lib.js" project="claims"', // 32
    'export const x = 1;',
    '```',
    '```js title="src/unused.js" project="claims"', // 35
    'export const y = 2;',
    '```',
    '```text project="claims" assert', // 38 → lines 39…60
    'prints `compiled successfully`',
    'does not print `no such text`',
    'emits `main.js` and `lib.js`',
    'emits `*.js`',
    'does not emit `vendors.js`',
    '`main.js` contains `https://api.example.com`',
    '`main.js` does not contain `process.env.API_URL`',
    'option `output.module` is `false`',
    'option `module.rules[0].test` is `/\\.txt$/`',
    "option `optimization.splitChunks.cacheGroups.lib` is `{ test: /lib/, name: 'lib', enforce: true }`",
    'module `./src/a.txt` has type `asset/source`',
    'module `./src/b.upper` is processed by `./upper-loader.js`',
    'module `./src/a.txt` is not processed by `./upper-loader.js`',
    'module `./src/a.txt` matches `module.rules[0]`',
    'module `./src/a.txt` does not match `module.rules[1]`',
    'module `./src/index.js` matches no rule',
    'module `./src/lib.js` is in chunk `lib`',
    'module `./src/lib.js` is not in chunk `main`',
    'module `./src/b.upper` is in layer `shouting`',
    'module `./src/index.js` is bundled',
    'module `./src/unused.js` is not bundled',
    'entrypoint `main` has 2 chunks',
    'option `module.parser.json.exportsDepth` is `Infinity`',
    '```', // 62
    '```text project="claims" assert', // 63 → lines 64…88
    'prints `no such text`',
    'does not print `compiled successfully`',
    'emits `nothing.js`',
    'does not emit `lib.js`',
    '`main.js` contains `no such text`',
    '`main.js` does not contain `https://api.example.com`',
    '`missing.js` contains `x`',
    'option `output.module` is `true`',
    'option `output.nope` is `1`',
    'option `output.module` is `not a value (`',
    'module `./src/a.txt` has type `javascript/auto`',
    'module `./src/a.txt` is processed by `./upper-loader.js`',
    'module `./src/b.upper` is not processed by `./upper-loader.js`',
    'module `./src/a.txt` matches `module.rules[1]`',
    'module `./src/a.txt` does not match `module.rules[0]`',
    'module `./src/a.txt` matches no rule',
    'module `./src/lib.js` is in chunk `main`',
    'module `./src/lib.js` is not in chunk `lib`',
    'module `./src/b.upper` is in layer `quiet`',
    'module `./src/unused.js` is bundled',
    'module `./src/index.js` is not bundled',
    'module `./src/ghost.js` has type `javascript/auto`',
    'entrypoint `main` has 1 chunk',
    'entrypoint `other` has 1 chunk',
    'option `module.parser.json.exportsDepth` is `1`',
    '```', // 89
    '```js title="src/index.js" project="succeeds"', // 90
    "console.log('fine');",
    '```',
    '```text project="succeeds" assert', // 93
    'the build fails', // 94
    '```',
    '```js title="src/index.js" project="fails"', // 96
    "import missing from './does-not-exist';",
    '```',
    '```text project="fails" assert', // 99
    'the build fails',
    'prints `Module not found`',
    '```',
    '```js title="webpack.config.js" project="two"', // 103
    "module.exports = [{ name: 'a', entry: './src/index.js' }, { name: 'b', entry: './src/index.js', output: { filename: 'b.js' } }];",
    '```',
    '```js title="src/index.js" project="two"', // 106
    "console.log('two');",
    '```',
    '```text project="two" assert', // 109
    'emits `b.js`', // 110
    '```',
    '```text project="two" assert compiler="b"', // 112
    'emits `b.js`',
    '```',
    '```text project="two" assert compiler="c"', // 115
    'emits `b.js`', // 116
    '```',
    '```text project="syntax" assert', // 118
    'emits main.js', // 119
    '```',
    '```js title="src/index.js" project="syntax"',
    "console.log('syntax');",
    '```',
  ];
  const projects = collectProjects(page('docs/guides/claims.md', ...source));
  const problems: Record<string, string[]> = {};
  const reported = (name: string) => projectProblems(problems, name);

  beforeAll(async () => {
    await Promise.all(
      projects
        .filter((p) => p.name !== 'syntax')
        .map(async (p: Project) => {
          const dir = path.join(tmp.dir, 'asserts', projectDirName(p));
          problems[p.name] = checkProject(p, dir, await buildProject(p, dir, pool));
        }),
    );
  }, 180_000);

  const claimLines = (name: string) =>
    reported(name)
      .map((p) => /^docs\/guides\/claims\.md:(\d+): ".*" does not hold/.exec(p)?.[1])
      .filter(Boolean)
      .map(Number);

  test('every true claim holds', () => {
    expect(claimLines('claims').filter((line) => line < 63)).toEqual([]);
  });

  test('every false claim is reported on its own line', () => {
    const range = (from: number, to: number) => Array.from({length: to - from + 1}, (_, i) => from + i);
    expect(claimLines('claims')).toEqual(range(64, 88));
  });

  test('messages say what webpack did instead', () => {
    const text = reported('claims').join('\n');
    expect(text).toContain('"option `output.module` is `true`" does not hold: it resolves to false');
    expect(text).toContain(
      '"option `output.module` is `not a value (`" does not hold: `not a value (` is not a JavaScript value',
    );
    expect(text).toContain(
      '"module `./src/a.txt` has type `javascript/auto`" does not hold: its type is "asset/source"',
    );
    expect(text).toContain(
      '"module `./src/a.txt` matches `module.rules[1]`" does not hold: it matches ["module.rules[0]"]',
    );
    expect(text).toMatch(/"emits `nothing.js`" does not hold: not emitted: nothing.js \(assets: .*main\.js/);
    expect(text).toMatch(
      /"module `.\/src\/ghost.js` has type `javascript\/auto`" does not hold: no module .*modules: .*\.\/src\/a\.txt/,
    );
    expect(text).toContain('"entrypoint `main` has 1 chunk" does not hold: it loads 2: lib, main');
    expect(text).toContain(
      '"option `module.parser.json.exportsDepth` is `1`" does not hold: it resolves to "Infinity"',
    );
  });

  test('“the build fails” fails when the build succeeds, and holds when it fails', () => {
    expect(reported('succeeds').join('\n')).toContain(
      'docs/guides/claims.md:94: "the build fails" does not hold: the build succeeded',
    );
    expect(reported('fails')).toEqual([]);
  });

  test('a multi-compiler build needs compiler="<name>" on the block', () => {
    expect(reported('two').join('\n')).toContain(
      'claims.md:110: "emits `b.js`" does not hold: the build has 2 compilers (a, b)',
    );
    expect(reported('two').join('\n')).toContain(
      'claims.md:116: "emits `b.js`" does not hold: no compiler is named "c"',
    );
    expect(reported('two').filter((p) => p.includes('does not hold'))).toHaveLength(2);
  });

  test('a block of assertions without the `assert` word is an error (readers would see it raw)', () => {
    const project = onlyProject(
      page(
        'docs/guides/typo.md',
        '```text project="typo" asert',
        'emits `main.js`',
        '```',
        '```bash project="typo"',
        'npx webpack',
        '```',
      ),
    );
    expect(project.errors).toEqual([
      'docs/guides/typo.md:1: this block reads like assertions: add `assert` to its fence',
    ]);
  });

  test('a line outside the vocabulary is an error of the page, before anything is built', () => {
    const syntax = projects.find((p) => p.name === 'syntax')!;
    expect(syntax.errors).toHaveLength(1);
    expect(syntax.errors[0]).toMatch(/^docs\/guides\/claims\.md:119: "emits main\.js" is not an assertion/);
  });
});

describe('project dependencies', () => {
  const project = onlyProject(
    page(
      'docs/guides/deps.md',
      '```json title="package.json" project="deps"', // 1
      JSON.stringify({
        devDependencies: {webpack: '^5.0.0', 'webpack-cli': '^6.0.1', 'no-such-package-here': '^1.0.0'},
      }),
      '```',
    ),
  );

  test('a range the installed version does not satisfy, or a package that is not installed, is reported', () => {
    expect(dependencyProblems(project)).toEqual([
      expect.stringMatching(/^docs\/guides\/deps\.md:1: "webpack-cli": "\^6\.0\.1" does not accept 7\./),
      'docs/guides/deps.md:1: "no-such-package-here" is not installed in this repository; add it to its devDependencies',
    ]);
  });
});

describe('expected values of option claims', () => {
  test('are compared in the probe’s JSON form, across realms', () => {
    expect(isDeepStrictEqual(expectedValue("['webpack', { type: 'css' }]"), ['webpack', {type: 'css'}])).toBe(
      true,
    );
    expect(expectedValue('/\\.css$/i')).toEqual({$regexp: '/\\.css$/i'});
    expect(expectedValue('Infinity')).toEqual({$number: 'Infinity'});
    expect(expectedValue('undefined')).toEqual({$undefined: true});
    expect(() => expectedValue('() => 1')).toThrow('a function cannot be compared');
  });

  test('option paths accept dots, indexes and quoted keys, and nothing else', () => {
    expect(parseOptionPath('module.generator["css/auto"].exportType')).toEqual([
      'module',
      'generator',
      'css/auto',
      'exportType',
    ]);
    expect(parseOptionPath('module.rules[0].test')).toEqual(['module', 'rules', '0', 'test']);
    expect(() => parseOptionPath('output..module')).toThrow('is not an option path');
  });
});

describe('assert blocks: file patterns', () => {
  const project = onlyProject(
    page(
      'docs/guides/patterns.md',
      '```js title="webpack.config.js" project="patterns"', // 1
      "module.exports = { mode: 'none', entry: { a: './src/a.js', b: './src/b.js' } };",
      '```',
      '```js title="src/a.js" project="patterns"', // 4
      "console.log('only in a');",
      '```',
      '```js title="src/b.js" project="patterns"', // 7
      "console.log('only in b');",
      '```',
      '```text project="patterns" assert', // 10
      '`*.js` contains `only in b`', // 11: b.js does, a.js does not
      '`*.js` does not contain `only in c`', // 12
      '`*.js` does not contain `only in a`', // 13: wrong, a.js does
      '`*.css` contains `x`', // 14: wrong, nothing matches
      '```',
    ),
  );
  let problems: string[] = [];
  beforeAll(async () => {
    const dir = path.join(tmp.dir, 'patterns');
    problems = checkProject(project, dir, await buildProject(project, dir, pool));
  }, 120_000);

  test('a pattern holds for "contains" when one matching file contains the text, for "does not" when none does', () => {
    const lines = problems.map((p) => /patterns\.md:(\d+):/.exec(p)?.[1]).filter(Boolean);
    expect(lines).toEqual(['13', '14']);
    expect(problems[0]).toContain('a.js contains it');
    expect(problems[1]).toContain('*.css was not emitted');
  });
});

describe('assert blocks: asset names with a query', () => {
  const project = onlyProject(
    page(
      'docs/guides/query.md',
      '```js title="webpack.config.js" project="query"', // 1
      "module.exports = { mode: 'none', output: { filename: '[name].js?v=1' } };",
      '```',
      '```js title="src/index.js" project="query"', // 4
      "console.log('with a query');",
      '```',
      '```text project="query" assert', // 7
      'emits `main.js?v=1`', // 8
      '`main.js?v=1` contains `with a query`', // 9: read from main.js, where webpack wrote it
      '`main.js?v=1` does not contain `no such text`', // 10
      '```',
    ),
  );
  test('"contains" reads the file webpack wrote, whose name has no query', async () => {
    const dir = path.join(tmp.dir, 'query');
    expect(checkProject(project, dir, await buildProject(project, dir, pool))).toEqual([]);
  }, 120_000);
});

describe('build workers', () => {
  // One worker, so that each build runs where the one before it ran, unless that one retired it.
  const single = new BuildPool(1, 20_000);
  afterAll(() => single.close());
  const build = (name: string, config: string, pool = single, file = 'webpack.config.js') => {
    const project = onlyProject(
      page(
        'docs/guides/workers.md',
        `\`\`\`js title="${file}" project="${name}"`,
        config,
        '```',
        `\`\`\`js title="src/index.js" project="${name}"`,
        "console.log('hi');",
        '```',
      ),
    );
    return buildProject(project, path.join(tmp.dir, 'workers', name), pool);
  };

  test.each([
    ['a global', 'typeof globalThis.docsLeak', 'globalThis.docsLeak = 1;'],
    ['an environment variable', 'process.env.DOCS_LEAK', "process.env.DOCS_LEAK = 'leaked';"],
    ['a process listener', "process.listenerCount('SIGUSR2')", "process.on('SIGUSR2', () => {});"],
    [
      'a warning Node.js prints once',
      "'-'",
      "require('node:util').deprecate(() => {}, 'old', 'DEP_DOCS_TEST')();",
    ],
  ])(
    '%s that a build leaves does not reach the next build',
    async (what, seen, leave) => {
      const config = `console.log('seen:', ${seen}); ${leave} module.exports = {mode: 'none'};`;
      const [first, second] = [await build(`leak-1-${what}`, config), await build(`leak-2-${what}`, config)];
      expect(second.stdout.replace(/\d+ ms/, '')).toBe(first.stdout.replace(/\d+ ms/, ''));
      expect(second.stderr.replace(/node:\d+/, '')).toBe(first.stderr.replace(/node:\d+/, ''));
      expect([first.ownProcess, second.ownProcess]).toEqual([undefined, undefined]);
    },
    30_000,
  );

  test('process.exit ends the build with its code and what it printed so far', async () => {
    const result = await build('exit', "console.log('before exit'); process.exit(3);");
    expect(result).toMatchObject({code: 3, stdout: 'before exit\n', stderr: ''});
    expect(result.ownProcess).toBeUndefined();
  }, 30_000);

  test('a build that crashes its worker is built again in a process of its own', async () => {
    const result = await build(
      'crash',
      "setTimeout(() => { throw new Error('boom'); }); module.exports = {mode: 'none'};",
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Error: boom');
    expect(result.ownProcess).toMatch(/^the worker died[\s\S]*Error: boom/);
  }, 30_000);

  test('output written past process.stdout is not lost: the project is built in a process of its own', async () => {
    const result = await build(
      'raw',
      "require('node:fs').writeSync(1, 'raw output\\n'); module.exports = {mode: 'none'};",
    );
    expect(result.stdout).toMatch(/^raw output\n/);
    expect(result.ownProcess).toMatch(/wrote past process.stdout\/stderr: raw output/);
  }, 30_000);

  test('a project whose code reads require.cache is built in a process of its own', async () => {
    const result = await build(
      'cache',
      "console.log(Object.keys(require.cache).length > 0); module.exports = {mode: 'none'};",
    );
    expect(result).toMatchObject({code: 0, ownProcess: 'webpack.config.js reads require.cache'});
    expect(result.stdout).toMatch(/^true\n/);
  }, 30_000);

  test('a folder built again gets a fresh worker: an ES module config is not the one loaded before', async () => {
    const config = (version: number) => `console.log('version ${version}'); export default {mode: 'none'};`;
    await build('again', config(1), single, 'webpack.config.mjs');
    const second = await build('again', config(2), single, 'webpack.config.mjs');
    expect(second.stdout).toMatch(/^version 2\n/);
    expect(second.ownProcess).toBeUndefined();
  }, 30_000);

  test('a build that never ends times out with its output so far, and the next build gets a fresh worker', async () => {
    // Long enough for a fresh worker to load webpack and compile on a loaded machine (5 s was not).
    const short = new BuildPool(1, 10_000);
    try {
      const result = await build(
        'forever',
        "setInterval(() => {}, 1000); module.exports = {mode: 'none'};",
        short,
      );
      expect(result).toMatchObject({code: null, signal: 'SIGKILL', timedOut: true});
      expect(result.stdout).toContain('compiled successfully');
      expect(await build('after-timeout', "module.exports = {mode: 'none'};", short)).toMatchObject({
        code: 0,
        timedOut: false,
      });
    } finally {
      await short.close();
    }
  }, 30_000);
});
