// Proves that the harness fails when it should: fixture pages are run through the same code paths
// as the real docs (examples.test.ts, projects.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import {pageBlocks} from './lib/pages';
import {collectExamples, describeFailure, runExamples} from './lib/examples';
import {
  buildProject,
  checkProject,
  collectProjects,
  createPool,
  projectDirName,
  type Project,
} from './lib/projects';
import {freshDir} from './lib/tmp';

const page = (file: string, ...lines: string[]) => pageBlocks({file, source: lines.join('\n') + '\n'});

let tmp: {dir: string; cleanup: () => void};
beforeAll(() => {
  tmp = freshDir('harness');
});
afterAll(() => tmp.cleanup());

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

  beforeAll(async () => {
    const run = createPool(2);
    await Promise.all(
      projects.map((p: Project) =>
        run(async () => {
          const dir = path.join(tmp.dir, 'projects', projectDirName(p));
          const result = await buildProject(p, dir);
          problems[p.name] = checkProject(p, dir, result);
          if (p.name === 'ok') problems.okFiles = fs.readdirSync(path.join(dir, 'dist'));
        }),
      ),
    );
  }, 120_000);

  test('a working project with hashed output and a tree passes', () => {
    expect(problems.ok).toEqual([]);
    expect(problems.okFiles[0]).toMatch(/^main\.[0-9a-f]+\.js$/);
  });

  test('a broken project fails, with webpack’s output', () => {
    expect(problems.broken.join('\n')).toMatch(
      /failed \(exit 1\)[\s\S]*Module not found[\s\S]*does-not-exist/,
    );
  });

  test('a tree listing a file that is not emitted fails, naming page and line', () => {
    expect(problems['bad-tree']).toContain(
      'docs/guides/demo.md:37: tree shows "dist/index.html", which does not exist after the build',
    );
    expect(problems['bad-tree'].filter((p) => p.includes('tree shows'))).toHaveLength(1);
  });

  test('an output block showing an asset that is not emitted fails', () => {
    expect(problems['bad-output'].join('\n')).toMatch(
      /demo.md:44: output block shows "asset bundle.js".*emitted: main.js/,
    );
  });

  test('an invalid configuration fails the build', () => {
    expect(problems['bad-config'].join('\n')).toMatch(/Invalid configuration object[\s\S]*outptu/);
  });
});
