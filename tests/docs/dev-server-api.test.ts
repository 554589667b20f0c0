// The webpack-dev-server API page (docs/api/webpack-dev-server.md) runs as written: its project's
// files are written to a temp dir, and each script the page shows is started with Node.js against
// a free port; the test fetches the bundle over HTTP and checks that the server stops again.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {codeBlocks, parsePage} from '../../src/markdown';
import {parseMeta} from './lib/meta';
import {REPO_ROOT} from './lib/pages';
import {freshDir, linkNodeModules} from './lib/tmp';

const PAGE = 'docs/api/webpack-dev-server.md';
const PROJECT = 'dev-server-api';
const BUNDLE_TEXT = 'Served by webpack-dev-server';

/** The files of the page's project, by title (the last block with a title wins, as in the harness). */
export function projectFiles(file: string, source: string, project: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const block of codeBlocks(parsePage(file, source), source)) {
    const meta = parseMeta(block.meta ?? '');
    if (meta.project !== project || typeof meta.title !== 'string') continue;
    files.set(meta.title, block.value + '\n');
  }
  return files;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<{code: number | null; signal: NodeJS.Signals | null}>;
}

function runScript(dir: string, script: string, port: number): Run {
  const child = spawn(process.execPath, [script], {
    cwd: dir,
    env: {...process.env, PORT: String(port), NO_COLOR: '1', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exit = new Promise<{code: number | null; signal: NodeJS.Signals | null}>((resolve) =>
    child.on('close', (code, signal) => resolve({code, signal})),
  );
  return {child, output: () => output, exit};
}

/** Resolves when `pattern` shows up in the output; rejects with the output on exit or timeout. */
function waitForOutput(run: Run, pattern: RegExp, ms = 30_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} after ${ms} ms:\n${run.output()}`)), ms);
    const check = () => {
      const match = run.output().match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    run.child.stdout!.on('data', check);
    run.child.stderr!.on('data', check);
    run.exit.then(({code}) => {
      clearTimeout(timer);
      const match = run.output().match(pattern);
      if (match) resolve(match);
      else reject(new Error(`exited with ${code} before ${pattern}:\n${run.output()}`));
    });
  });
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const source = fs.readFileSync(path.join(REPO_ROOT, PAGE), 'utf8');
const files = projectFiles(PAGE, source, PROJECT);
const running: Run[] = [];
let tmp: {dir: string; cleanup: () => void};

beforeAll(() => {
  tmp = freshDir('dev-server-api');
  for (const [name, content] of files) {
    fs.mkdirSync(path.dirname(path.join(tmp.dir, name)), {recursive: true});
    fs.writeFileSync(path.join(tmp.dir, name), content);
  }
  linkNodeModules(tmp.dir);
});

afterAll(() => {
  for (const run of running) run.child.kill('SIGKILL');
  tmp.cleanup();
});

/** Every script the page shows, and how this test checks it. */
const checks: Record<string, (port: number) => Promise<void>> = {
  async 'server.js'(port) {
    const run = runScript(tmp.dir, 'server.js', port);
    running.push(run);
    await waitForOutput(run, new RegExp(`Listening on http://localhost:${port}/`));
    const response = await fetch(`http://localhost:${port}/main.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(BUNDLE_TEXT);
    // Ctrl+C: the server stops itself, closes the compiler and exits (setupExitSignals).
    run.child.kill('SIGINT');
    const {code} = await within(run.exit, 20_000, 'stopping on SIGINT');
    expect(code).toBe(0);
    await expect(fetch(`http://localhost:${port}/main.js`)).rejects.toThrow();
  },
  async 'check.js'(port) {
    const run = runScript(tmp.dir, 'check.js', port);
    running.push(run);
    const {code} = await within(run.exit, 40_000, 'check.js');
    expect({code, output: run.output()}).toEqual({
      code: 0,
      output: expect.stringMatching(/main\.js: 200, \d+ characters/),
    });
  },
  async 'callbacks.js'(port) {
    const run = runScript(tmp.dir, 'callbacks.js', port);
    running.push(run);
    const {code} = await within(run.exit, 40_000, 'callbacks.js');
    expect(code).toBe(0);
    expect(run.output()).toMatch(new RegExp(`Started on port ${port}\\n[\\s\\S]*Stopped`));
  },
  async 'lan-address.js'() {
    const run = runScript(tmp.dir, 'lan-address.js', 0);
    running.push(run);
    const {code} = await within(run.exit, 20_000, 'lan-address.js');
    expect(code).toBe(0);
    expect(run.output().trim()).toMatch(
      /^(On your network: http:\/\/\d+\.\d+\.\d+\.\d+:8080\/|No network address found)$/,
    );
  },
};

describe(PAGE, () => {
  test('shows a project with a configuration, an entry and the scripts this test runs', () => {
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['webpack.config.js', 'src/index.js', 'package.json']),
    );
    const scripts = [...files.keys()].filter(
      (name) => name.endsWith('.js') && !name.includes('/') && name !== 'webpack.config.js',
    );
    // A script added to the page without a check here would go untested.
    expect(scripts.sort()).toEqual(Object.keys(checks).sort());
  });

  for (const [script, check] of Object.entries(checks)) {
    test(`${script} runs as the page says`, async () => {
      if (!files.has(script)) throw new Error(`${PAGE} no longer shows ${script} in project "${PROJECT}"`);
      await check(await freePort());
    }, 60_000);
  }
});

describe('projectFiles', () => {
  test('takes titled blocks of the named project only, the last one winning', () => {
    const page = [
      '```js title="a.js" project="p"',
      'first',
      '```',
      '```js title="a.js" project="p"',
      'second',
      '```',
      '```js title="b.js" project="other"',
      'x',
      '```',
      '```bash project="p"',
      'node a.js',
      '```',
    ].join('\n');
    expect([...projectFiles('x.md', page, 'p')]).toEqual([['a.js', 'second\n']]);
  });
});
