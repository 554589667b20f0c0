// Unit tests of the pure helpers of the docs-as-tests harness.
import {parseMeta} from './lib/meta';
import {pageBlocks, walkPages} from './lib/pages';
import {applyDiff, collectExamples, elide, isConfigBlock, looksLikeEsm, skipReason} from './lib/examples';
import {
  buildArgs,
  collectProjects,
  hashPattern,
  matchesShown,
  parseOutputAssets,
  parseTree,
  shellWords,
  type Project,
} from './lib/projects';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('pageBlocks (code blocks read through src/markdown)', () => {
  const blocks = (...lines: string[]) => pageBlocks({file: 'docs/p.md', source: lines.join('\n')});

  test('backtick and tilde fences with info strings', () => {
    const f = blocks('text', '```js title="a.js"', 'const a = 1;', '```', '', '~~~json', '{}', '~~~');
    expect(f).toHaveLength(2);
    expect(f[0]).toMatchObject({
      lang: 'js',
      info: 'js title="a.js"',
      meta: {title: 'a.js'},
      content: 'const a = 1;\n',
      line: 2,
      contentLine: 3,
      closed: true,
    });
    expect(f[1]).toMatchObject({lang: 'json', info: 'json', content: '{}\n', line: 6});
  });

  test('closing fence must use the same character and be at least as long', () => {
    const f = blocks('````md', '```js', 'x', '```', '~~~~', '````');
    expect(f).toHaveLength(1);
    expect(f[0]!.content).toBe('```js\nx\n```\n~~~~\n');
    expect(blocks('~~~', 'a', '```', '~~~~~')[0]!.content).toBe('a\n```\n');
  });

  test('content indentation is removed up to the fence indent; indented code is no fence', () => {
    expect(blocks('   ```js', '     x', '  y', '   ```')[0]!.content).toBe('  x\ny\n');
    expect(blocks('    ```js', '    x', '    ```')).toHaveLength(0);
  });

  test('fences in list items are read too, as Docusaurus renders them', () => {
    const f = blocks(
      '- step one:',
      '',
      '  ```js title="webpack.config.js"',
      '  module.exports = {};',
      '  ```',
    );
    expect(f).toEqual([
      expect.objectContaining({title: 'webpack.config.js', line: 3, content: 'module.exports = {};\n'}),
    ]);
  });

  test('a backtick fence with a backtick in its info string is not a fence', () => {
    expect(blocks('```js title="x"```')).toHaveLength(0);
    expect(blocks('~~~js `ok`', 'a', '~~~')[0]!.lang).toBe('js');
  });

  test('an unclosed fence runs to the end and says so', () => {
    expect(blocks('a', '```js', 'x', 'y')[0]).toMatchObject({closed: false, content: 'x\ny\n'});
  });

  test('CRLF input, empty blocks, and front matter keep file line numbers', () => {
    expect(blocks('```\r', '```\r')[0]).toMatchObject({content: '', lang: '', closed: true});
    const src = '---\ntitle: X\n---\n\n```js title="webpack.config.js"\nmodule.exports = {};\n```\n';
    expect(pageBlocks({file: 'docs/x.md', source: src})[0]).toMatchObject({
      file: 'docs/x.md',
      line: 5,
      contentLine: 6,
      title: 'webpack.config.js',
    });
  });

  test('.mdx pages are read as MDX', () => {
    const f = pageBlocks({file: 'docs/x.mdx', source: '<Tabs>\n\n```js title="a.js"\nx\n```\n\n</Tabs>\n'});
    expect(f).toEqual([expect.objectContaining({title: 'a.js', line: 3})]);
  });
});

describe('parseMeta', () => {
  test('quoted values, bare flags, unquoted values, highlight ranges', () => {
    expect(
      parseMeta('title="src/index.js" project="getting started" output {1,3-5} showLineNumbers x=1'),
    ).toEqual({
      title: 'src/index.js',
      project: 'getting started',
      output: true,
      highlight: '{1,3-5}',
      showLineNumbers: true,
      x: '1',
    });
    expect(parseMeta(`skip-validate='a "quoted" reason' validate`)).toEqual({
      'skip-validate': 'a "quoted" reason',
      validate: true,
    });
    expect(parseMeta('title="a \\"b\\""')).toEqual({title: 'a "b"'});
    expect(parseMeta('')).toEqual({});
  });
});

describe('pages', () => {
  test('walkPages finds .md/.mdx under docs and blog and skips _ files and dirs', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-'));
    for (const f of [
      'docs/a.md',
      'docs/sub/b.mdx',
      'docs/_readme.md',
      'docs/_partials/c.md',
      'docs/img.png',
      'blog/2024-01-01-x.md',
    ]) {
      fs.mkdirSync(path.dirname(path.join(root, f)), {recursive: true});
      fs.writeFileSync(path.join(root, f), 'x');
    }
    expect(walkPages(root).map((p) => p.file)).toEqual([
      'docs/a.md',
      'docs/sub/b.mdx',
      'blog/2024-01-01-x.md',
    ]);
    fs.rmSync(root, {recursive: true});
  });
});

const md = (...lines: string[]) => pageBlocks({file: 'docs/p.md', source: lines.join('\n')});

describe('config examples', () => {
  test('which blocks are validated', () => {
    const blocks = md(
      '```js title="webpack.config.js"',
      'module.exports = {};',
      '```',
      '```js title="webpack.prod.js" validate',
      'module.exports = {};',
      '```',
      '```js title="src/index.js"',
      'x',
      '```',
      '```js title="webpack.config.js" skip-validate="before: the old API"',
      'x',
      '```',
      '```js title="webpack.config.js" skip-validate',
      'x',
      '```',
    );
    expect(blocks.map(isConfigBlock)).toEqual([true, true, false, true, true]);
    expect(blocks.map(skipReason)).toEqual([undefined, undefined, undefined, 'before: the old API', '']);
    const {examples, skipped} = collectExamples(blocks);
    expect(examples.map((e) => e.id)).toEqual([
      'docs/p.md:1 webpack.config.js',
      'docs/p.md:4 webpack.prod.js',
    ]);
    expect(skipped.map((s) => s.reason)).toEqual(['before: the old API', '']);
  });

  test('siblings: nearest preceding block with a title, else the first following one', () => {
    const blocks = md(
      '```js title="webpack.common.js"',
      'v1',
      '```',
      '```js title="webpack.prod.js" validate',
      'a',
      '```',
      '```js title="webpack.common.js"',
      'v2',
      '```',
      '```js title="webpack.dev.js"',
      'dev',
      '```',
    );
    const {examples} = collectExamples(blocks);
    expect(examples[0]!.siblings.map((s) => `${s.title}:${s.content.trim()}`)).toEqual([
      'webpack.common.js:v1',
      'webpack.dev.js:dev',
    ]);
  });

  test('`// ...` elision removes only lines that are just `// ...`', () => {
    expect(elide('a\n  // ...\n//...\nb // ...\n// … \n')).toBe('a\n\n\nb // ...\n\n');
  });

  test('diff blocks run their new side', () => {
    expect(applyDiff(' a\n-b\n+c\n')).toBe('a\n\nc\n');
  });

  test('ESM detection', () => {
    expect(looksLikeEsm("import path from 'node:path';\nexport default {};")).toBe(true);
    expect(looksLikeEsm('export default {}')).toBe(true);
    expect(looksLikeEsm("const x = require('a');\nmodule.exports = {};")).toBe(false);
    expect(looksLikeEsm('// import it\nmodule.exports = {};')).toBe(false);
    expect(looksLikeEsm("import './polyfills';\nexport default {};")).toBe(true);
    expect(looksLikeEsm('module.exports = {\n  output: {\n    importFunctionName: "load",\n  },\n};')).toBe(
      false,
    );
  });
});

describe('projects', () => {
  test('last block with a title wins; output and tree blocks are collected', () => {
    const blocks = md(
      '```js title="src/index.js" project="demo"',
      'v1',
      '```',
      '```json title="package.json" project="demo"',
      '{"scripts": {"build": "webpack --mode production"}}',
      '```',
      '```js title="src/index.js" project="demo"',
      'v2',
      '```',
      '```bash project="demo"',
      'npm run build',
      '```',
      '```text project="demo" output',
      'asset main.js 1 KiB',
      '```',
      '```text project="demo" tree',
      'demo',
      '└── dist',
      '```',
      '```js title="./src/index.js" project="other"',
      'o',
      '```',
      '```js project="demo"',
      'no title',
      '```',
    );
    const [demo, other] = collectProjects(blocks) as [Project, Project];
    expect(demo.id).toBe('docs/p.md:1 project "demo"');
    expect([...demo.files.keys()]).toEqual(['package.json', 'src/index.js']);
    expect(demo.files.get('src/index.js')!.content).toBe('v2\n');
    expect(demo.output!.line).toBe(13);
    expect(demo.tree!.line).toBe(16);
    expect(demo.errors).toEqual([
      'docs/p.md:23: a block of project "demo" has no title="<path>" (and is not an output or tree block)',
    ]);
    expect(buildArgs(demo)).toEqual({args: ['--mode', 'production']});
    expect([...other.files.keys()]).toEqual(['src/index.js']);
    expect(buildArgs(other)).toEqual({args: []});
  });

  test('build script must be a single webpack command', () => {
    const p = (script: string) =>
      buildArgs(
        collectProjects(
          md('```json title="package.json" project="x"', JSON.stringify({scripts: {build: script}}), '```'),
        )[0]!,
      );
    expect(p('webpack --config "webpack prod.js"')).toEqual({args: ['--config', 'webpack prod.js']});
    expect(p('webpack-cli build')).toEqual({args: ['build']});
    expect(p('rm -rf dist && webpack').error).toMatch(/single webpack command/);
    expect(p('vite build').error).toMatch(/must start with "webpack"/);
    expect(p('webpack --watch').error).toMatch(/no watch/);
  });

  test('shellWords', () => {
    expect(shellWords(`webpack --env a=1 --config 'x y.js' "a\\"b" c\\ d`)).toEqual([
      'webpack',
      '--env',
      'a=1',
      '--config',
      'x y.js',
      'a"b',
      'c d',
    ]);
  });

  test('hash wildcards', () => {
    expect(matchesShown('main.4e0f3b8c9a1d2e3f.js', 'main.0123456789abcdef0123.js')).toBe(true);
    expect(matchesShown('main.4e0f3b8c9a1d2e3f.js', 'main.js')).toBe(false);
    expect(matchesShown('main.js', 'main.js')).toBe(true);
    expect(matchesShown('main.js', 'mainxjs')).toBe(false);
    expect(matchesShown('535.js', '536.js')).toBe(false); // short numbers are chunk ids, not hashes
    expect(hashPattern('a.[x].js').test('a.[x].js')).toBe(true);
  });

  test('output block: asset lines', () => {
    const out = [
      'asset main.4e0f3b8c9a1d2e3f.js 1.2 KiB [emitted] [minimized] (name: main)',
      'assets by path images/ 4 KiB',
      '  asset images/logo.png 4 KiB [emitted]',
      'asset modules 4.1 KiB (javascript) 9.88 KiB (asset)',
      'runtime modules 663 bytes 3 modules',
      'webpack 5.112.2 compiled successfully in 146 ms',
    ].join('\n');
    expect(parseOutputAssets(out)).toEqual(['main.4e0f3b8c9a1d2e3f.js', 'images/logo.png']);
  });

  test('tree block', () => {
    const tree = [
      'webpack-demo',
      '├── package.json',
      '├── dist/',
      '│   ├── index.html   # written by you',
      '│   └── main.js',
      '├── node_modules',
      '│   └── lodash',
      '├── src',
      '│   ├── ...',
      '│   └── index.js <- new',
      '└── webpack.config.js',
    ].join('\n');
    const {entries, errors} = parseTree(tree, 10);
    expect(errors).toEqual([]);
    expect(entries.map((e) => `${e.segments.join('/')}${e.dir ? '/' : ''}@${e.line}`)).toEqual([
      'package.json@11',
      'dist/@12',
      'dist/index.html@13',
      'dist/main.js@14',
      'src/@17',
      'src/index.js@19',
      'webpack.config.js@20',
    ]);
    const ascii = parseTree('demo\n|-- /dist\n|   `-- main.js\n`-- src\n');
    expect(ascii.entries.map((e) => e.segments.join('/'))).toEqual(['dist', 'dist/main.js', 'src']);
    expect(parseTree('demo\n│   │   └── deep\n').errors[0]).toMatch(/more than one level/);
  });
});
