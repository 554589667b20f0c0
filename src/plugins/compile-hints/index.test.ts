import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import webpack from 'webpack';
import compileHintsPlugin, {COMPILE_HINT, CompileHintsPlugin, withCompileHint} from './index';

/** Builds a two-module app in production mode, as the client build does; returns its emitted files. */
async function build(plugins: webpack.WebpackPluginInstance[]): Promise<Map<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import {greet} from './greet.js';\ngreet('reader');\n");
  fs.writeFileSync(
    path.join(dir, 'greet.js'),
    'export function greet(name) { document.title = `hello ${name}`; }\nexport const later = () => import("./late.js");\n',
  );
  fs.writeFileSync(path.join(dir, 'late.js'), 'export default 42;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {main: './entry.js'},
    output: {path: path.join(dir, 'out'), filename: '[name].[contenthash:8].js'},
    optimization: {runtimeChunk: true},
    plugins,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  const out = path.join(dir, 'out');
  const files = new Map(
    fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]),
  );
  fs.rmSync(dir, {recursive: true, force: true});
  return files;
}

describe('compile hints', () => {
  it('puts the hint first once', () => {
    expect(withCompileHint('a()')).toBe(`${COMPILE_HINT}a()`);
    expect(withCompileHint(withCompileHint('a()'))).toBe(`${COMPILE_HINT}a()`);
  });

  it("gives the entry's minified scripts the hint, with hashes of their new content", async () => {
    const plain = await build([]);
    const hinted = await build([new CompileHintsPlugin()]);
    const names = (files: Map<string, string>, prefix: string) =>
      [...files.keys()].filter((file) => file.startsWith(prefix));
    for (const prefix of ['main.', 'runtime~main.']) {
      const [file] = names(hinted, prefix);
      expect(hinted.get(file!)!.startsWith(COMPILE_HINT)).toBe(true);
      // The file's name changed with its content.
      expect(names(plain, prefix)).not.toContain(file);
      expect(hinted.get(file!)!.slice(COMPILE_HINT.length)).toBe(plain.get(names(plain, prefix)[0]!));
    }
    // A chunk loaded later is left to V8's own heuristics.
    const late = [...hinted].filter(([file]) => !/^(main|runtime~main)\./.test(file));
    expect(late).toHaveLength(1);
    expect(late[0]![1].startsWith(COMPILE_HINT)).toBe(false);
  });

  it('is added to production client builds only', () => {
    const configure = compileHintsPlugin({} as LoadContext).configureWebpack as (
      config: {mode: string},
      isServer: boolean,
    ) => {plugins?: unknown[]};
    expect(configure({mode: 'production'}, false).plugins).toEqual([expect.any(CompileHintsPlugin)]);
    expect(configure({mode: 'production'}, true)).toEqual({});
    expect(configure({mode: 'development'}, false)).toEqual({});
  });
});
