import fs from 'node:fs';
import path from 'node:path';
import {fork, spawn, type ChildProcess} from 'node:child_process';
import semver from 'semver';
import {REPO_ROOT} from './pages';
import {fileSource, type Project} from '../../../src/markdown/projects';
import {linkNodeModules} from './tmp';
import {checkAssertBlock, PROBE, type ProbeReport} from './assertions';
import {escapeRegExp} from '../../../src/text/escapeRegExp';
// Collecting a page's projects is shared with the site (src/plugins/example-projects zips them).
export {collectProjects, fileSource, type Project} from '../../../src/markdown/projects';

/** Splits a shell command line into words (quotes and backslashes, no expansion). */
export function shellWords(cmd: string): string[] {
  const words: string[] = [];
  let cur = '';
  let has = false;
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd.charAt(i);
    if (c === "'") {
      const end = cmd.indexOf("'", i + 1);
      cur += cmd.slice(i + 1, end === -1 ? cmd.length : end);
      i = end === -1 ? cmd.length : end;
      has = true;
    } else if (c === '"') {
      i++;
      while (i < cmd.length && cmd.charAt(i) !== '"') {
        if (cmd.charAt(i) === '\\' && i + 1 < cmd.length) i++;
        cur += cmd.charAt(i++);
      }
      has = true;
    } else if (c === '\\' && i + 1 < cmd.length) {
      cur += cmd.charAt(++i);
      has = true;
    } else if (/\s/.test(c)) {
      if (has) words.push(cur);
      cur = '';
      has = false;
    } else {
      cur += c;
      has = true;
    }
  }
  if (has) words.push(cur);
  return words;
}

/**
 * Problems with the dependencies a project's package.json names: each must be installed in this
 * repository (the harness links its node_modules and never installs anything), at a version its
 * range accepts, so that a page never asks readers for a version the example was not built with.
 */
export function dependencyProblems(
  project: Project,
  nodeModules = path.join(REPO_ROOT, 'node_modules'),
): string[] {
  const pkgBlock = project.files.get('package.json');
  if (!pkgBlock) return [];
  let pkg: {dependencies?: Record<string, string>; devDependencies?: Record<string, string>};
  try {
    pkg = JSON.parse(fileSource(pkgBlock));
  } catch {
    return []; // buildArgs reports invalid JSON
  }
  const where = `${pkgBlock.file}:${pkgBlock.line}`;
  const problems: string[] = [];
  for (const [name, range] of Object.entries({...pkg.dependencies, ...pkg.devDependencies})) {
    let installed: string;
    try {
      installed = (
        JSON.parse(fs.readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')) as {version: string}
      ).version;
    } catch {
      problems.push(`${where}: "${name}" is not installed in this repository; add it to its devDependencies`);
      continue;
    }
    if (!semver.satisfies(installed, range)) {
      problems.push(
        `${where}: "${name}": "${range}" does not accept ${installed}, the version the example is built with`,
      );
    }
  }
  return problems;
}

/**
 * The webpack-cli arguments for a project: those of the `build` script of its package.json after
 * the leading `webpack` (or `webpack-cli`), or none. Returns an error for scripts the harness cannot
 * run (other commands, shell operators, watch/serve).
 */
export function buildArgs(project: Project): {args: string[]; error?: string} {
  const pkgBlock = project.files.get('package.json');
  if (!pkgBlock) return {args: []};
  let pkg: {scripts?: Record<string, string>};
  try {
    pkg = JSON.parse(fileSource(pkgBlock));
  } catch (err) {
    return {
      args: [],
      error: `${pkgBlock.file}:${pkgBlock.line}: package.json is not valid JSON: ${(err as Error).message}`,
    };
  }
  const script = pkg.scripts?.build;
  if (script === undefined) return {args: []};
  const where = `${pkgBlock.file}:${pkgBlock.line}`;
  if (/[;&|<>`$]/.test(script)) {
    return {
      args: [],
      error: `${where}: the build script "${script}" must be a single webpack command (no shell operators)`,
    };
  }
  const words = shellWords(script);
  if (words[0] !== 'webpack' && words[0] !== 'webpack-cli') {
    return {args: [], error: `${where}: the build script "${script}" must start with "webpack"`};
  }
  const args = words.slice(1);
  if (args.some((a) => ['serve', 'server', 's', 'watch', 'w', '--watch', '-w'].includes(a))) {
    return {args: [], error: `${where}: the build script "${script}" must build once (no watch/serve)`};
  }
  return {args};
}

// ---------------------------------------------------------------------------------------------
// Shown output and trees

/** Regex for a file name shown on a page: runs of 8+ hex characters (content hashes) match any hash. */
export function hashPattern(shown: string): RegExp {
  const parts = shown.split(/([0-9a-fA-F]{8,})/);
  const src = parts.map((p, i) => (i % 2 === 1 ? '[0-9a-fA-F]+' : escapeRegExp(p))).join('');
  return new RegExp(`^${src}$`);
}

export function matchesShown(shown: string, actual: string): boolean {
  return hashPattern(shown).test(actual);
}

/** Asset names from webpack console output: every `asset <file> …` line. */
export function parseOutputAssets(output: string): string[] {
  const assets: string[] = [];
  for (const line of output.split('\n')) {
    const m = /^[\s│|├└─]*asset\s+(\S+)(.*)$/.exec(line);
    if (!m) continue;
    // "asset modules 4.1 KiB (javascript) 9 KiB (asset)" is a module group, not an asset.
    const [, name = '', rest = ''] = m;
    if (name === 'modules' && /\((javascript|asset|css|runtime)\)/.test(rest)) continue;
    assets.push(name);
  }
  return assets;
}

export interface TreeEntry {
  /** Path segments below the project folder. */
  segments: string[];
  dir: boolean;
  /** Line in the page. */
  line: number;
}

/**
 * Parses a directory tree (`tree` output style: `├── `, `└── `, `│   `, four columns per level;
 * ASCII `|-- `, `` `-- `` also work). The first line is the project folder. After a name, text
 * following two or more spaces, or ` #`, ` //`, ` <-`, ` ←`, is a comment. A name ending in `/`
 * (or starting with `/`) is a directory, as is any entry with children. `...`/`…` entries are
 * skipped; `node_modules` and everything below it is ignored.
 */
export function parseTree(content: string, firstLine = 1): {entries: TreeEntry[]; errors: string[]} {
  const lines = content.split('\n');
  const entries: TreeEntry[] = [];
  const errors: string[] = [];
  let rootSeen = false;
  let rootIndent = 0;
  const stack: {name: string; entry: TreeEntry | null}[] = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] ?? '').replace(/\s+$/, '');
    if (!raw.trim()) continue;
    if (!rootSeen) {
      rootSeen = true;
      rootIndent = raw.length - raw.trimStart().length;
      continue;
    }
    const m = /^([\s│|├└─┬┼+`\\-]*)(.*)$/.exec(raw.slice(rootIndent))!;
    const [, prefix = '', rest = ''] = m;
    let name = (rest.split(/\s{2,}|\s+(?:#|\/\/|<-|←)/)[0] ?? '').trim();
    if (!name) continue;
    const depth = Math.round(prefix.length / 4);
    if (depth < 1) {
      errors.push(`line ${firstLine + i}: "${raw.trim()}" is not indented below the project folder`);
      continue;
    }
    let dir = false;
    if (name.endsWith('/')) {
      dir = true;
      name = name.replace(/\/+$/, '');
    }
    if (name.startsWith('/')) {
      dir = true;
      name = name.replace(/^\/+/, '');
    }
    if (stack.length < depth - 1) {
      errors.push(`line ${firstLine + i}: "${name}" is indented more than one level below its parent`);
      continue;
    }
    stack.length = depth - 1;
    const parent = stack[stack.length - 1];
    if (parent?.entry) parent.entry.dir = true;
    if ((parent && parent.entry === null) || name === 'node_modules' || name === '...' || name === '…') {
      stack.push({name, entry: null});
      continue;
    }
    const entry: TreeEntry = {segments: [...stack.map((s) => s.name), name], dir, line: firstLine + i};
    entries.push(entry);
    stack.push({name, entry});
  }
  return {entries, errors};
}

/** Resolves a tree entry on disk, with hash wildcards per segment. Returns the real path or undefined. */
export function resolveShownPath(root: string, segments: string[]): string | undefined {
  let cur = root;
  for (const seg of segments) {
    const direct = path.join(cur, seg);
    if (fs.existsSync(direct)) {
      cur = direct;
      continue;
    }
    if (!/[0-9a-fA-F]{8,}/.test(seg)) return undefined;
    let names: string[];
    try {
      names = fs.readdirSync(cur);
    } catch {
      return undefined;
    }
    const found = names.find((n) => matchesShown(seg, n));
    if (!found) return undefined;
    cur = path.join(cur, found);
  }
  return cur;
}

/** Lists files below `dir` (relative, POSIX), skipping node_modules. */
export function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, rel), {withFileTypes: true});
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name === 'node_modules') continue;
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(dir, r));
    else out.push(r);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Building

export interface BuildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** Files present after the build (relative, without node_modules). */
  filesAfter: string[];
  timedOut: boolean;
  /** What the probe saw (projects with assert blocks only). */
  probe?: ProbeReport;
  /** Why the project was built in a process of its own (`spawnWebpack`) rather than in a pool worker. */
  ownProcess?: string;
}

export const WEBPACK_CLI = path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const BUILD_WORKER = path.join(__dirname, 'build-worker.cjs');
const TIMEOUT_MS = 90_000;

/** Writes the project's files into `dir` (emptied first) and links node_modules. */
export function writeProject(project: Project, dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const [rel, block] of project.files) {
    const abs = path.join(dir, rel);
    fs.mkdirSync(path.dirname(abs), {recursive: true});
    fs.writeFileSync(abs, fileSource(block));
  }
  linkNodeModules(dir);
}

/** The environment of webpack-cli: colours off and NODE_ENV unset, as in CI. */
function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true'};
  delete env.NODE_ENV;
  return env;
}

/**
 * Runs `node webpack-cli/bin/cli.js <args>` in `dir`. With `probe`, webpack runs with ./probe.cjs
 * preloaded, which reports what it built (options, assets, chunks, modules) for the assert blocks;
 * the report is written beside the project folder, not into it.
 */
export function spawnWebpack(
  dir: string,
  args: string[],
  {timeoutMs = TIMEOUT_MS, probe = false}: {timeoutMs?: number; probe?: boolean} = {},
): Promise<BuildResult> {
  const start = Date.now();
  const reportFile = `${dir}.probe.json`;
  fs.rmSync(reportFile, {force: true});
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...(probe ? ['--require', PROBE] : []), WEBPACK_CLI, ...args], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...buildEnv(), DOCS_PROBE_REPORT: probe ? reportFile : undefined},
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const report =
        probe && fs.existsSync(reportFile)
          ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ProbeReport)
          : undefined;
      resolve({
        code,
        signal,
        stdout,
        stderr,
        ms: Date.now() - start,
        filesAfter: listFiles(dir),
        timedOut,
        probe: report,
      });
    });
  });
}

/** The end of a build in ./build-worker.cjs: its exit code and probe report, and whether to trust it and the worker. */
interface BuildEnd {
  code: number;
  /** The probe report as JSON. */
  probe?: string;
  /** Why the output captured may not be all the build printed. */
  distrust?: string;
  /** Why the worker should not run another build. */
  retire?: string;
}

type WorkerMessage = {type: 'output'; name: 'stdout' | 'stderr'; text: string} | ({type: 'done'} & BuildEnd);

/** What ./build-worker.cjs leaves in the exit file when the build calls process.exit. */
type ExitFile = BuildEnd & {stdout: string; stderr: string};

/** A build in a worker: its result, or why the project has to be built in a process of its own. */
type WorkerBuild =
  (Omit<BuildResult, 'ms' | 'filesAfter' | 'ownProcess'> & {ownProcess?: undefined}) | {ownProcess: string};

/** The line ./build-worker.cjs writes to its own stdout and stderr at the end of each build. */
const END_OF_BUILD = '\0docs-build-worker: end of build\n';

/** One ./build-worker.cjs process. */
class BuildWorker {
  private readonly child: ChildProcess;
  /** What the worker wrote to its own stdout and stderr, i.e. not through webpack-cli's process.stdout/stderr. */
  private readonly raw = {stdout: '', stderr: ''};
  private readonly gone: Promise<void>;
  alive = true;
  /** The project folders built here. */
  readonly dirs = new Set<string>();

  constructor() {
    // Pipes, as for `spawnWebpack`: plugins see process.stdout/stderr as the same kind of stream.
    this.child = fork(BUILD_WORKER, [], {
      env: buildEnv(),
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    for (const name of ['stdout', 'stderr'] as const) {
      this.child[name]!.setEncoding('utf8').on('data', (text: string) => (this.raw[name] += text));
    }
    // 'close': the worker has exited and all it wrote has been read.
    this.gone = new Promise((resolve) =>
      this.child.once('close', () => {
        this.alive = false;
        resolve();
      }),
    );
  }

  /** What the worker wrote itself up to the end of the build (or its death), i.e. what the capture missed. */
  private async uncaptured(): Promise<string> {
    const ended = () => this.raw.stdout.includes(END_OF_BUILD) && this.raw.stderr.includes(END_OF_BUILD);
    while (this.alive && !ended()) await Promise.race([this.gone, new Promise((r) => setTimeout(r, 5))]);
    let text = '';
    for (const name of ['stdout', 'stderr'] as const) {
      const [before = '', ...after] = this.raw[name].split(END_OF_BUILD);
      text += before;
      this.raw[name] = after.join(END_OF_BUILD);
    }
    return text;
  }

  async build(dir: string, args: string[], probe: boolean, timeoutMs: number): Promise<WorkerBuild> {
    this.dirs.add(dir);
    const exitFile = `${dir}.exit.json`;
    fs.rmSync(exitFile, {force: true});
    const output = {stdout: '', stderr: ''};
    let timer: NodeJS.Timeout | undefined;
    const end = await new Promise<BuildEnd | 'exit' | 'timeout'>((resolve) => {
      this.child.on('message', (message: WorkerMessage) => {
        if (message.type === 'output') output[message.name] += message.text;
        else resolve(message);
      });
      void this.gone.then(() => resolve('exit'));
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
      this.child.send({type: 'build', dir, argv: [process.execPath, WEBPACK_CLI, ...args], probe, exitFile});
    });
    clearTimeout(timer);
    this.child.removeAllListeners('message');
    if (end === 'timeout') {
      await this.stop();
      return {code: null, signal: 'SIGKILL', ...output, timedOut: true};
    }
    const uncaptured = await this.uncaptured();
    // A worker that exited ran a build that called process.exit, as `node cli.js` would; or it died.
    const result: ExitFile | undefined =
      end !== 'exit'
        ? {...end, ...output}
        : fs.existsSync(exitFile)
          ? JSON.parse(fs.readFileSync(exitFile, 'utf8'))
          : undefined;
    fs.rmSync(exitFile, {force: true});
    if (!result) return {ownProcess: `the worker died: ${uncaptured.slice(-2000)}`};
    const distrust = uncaptured
      ? `the build wrote past process.stdout/stderr: ${uncaptured.slice(-2000)}`
      : result.distrust;
    if (distrust || result.retire) await this.stop();
    if (distrust) return {ownProcess: distrust};
    const {code, stdout, stderr, probe: report} = result;
    // Parsed here: assertions compare its objects with isDeepStrictEqual, which tells realms apart (Jest's from Node's).
    return {
      code,
      signal: null,
      stdout,
      stderr,
      timedOut: false,
      probe: report ? (JSON.parse(report) as ProbeReport) : undefined,
    };
  }

  /** Kills the worker (idle, or with a build to abandon) and waits until it is gone. */
  async stop(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.gone;
  }
}

/**
 * Runs builds in at most `size` long-lived worker processes (./build-worker.cjs), one build at a
 * time each, so that webpack, webpack-cli and the loaders load once per worker rather than once per
 * build; a build there has the output, exit code, files and probe report it has with
 * `spawnWebpack` (see the worker for how). A build the worker cannot vouch for is run again with
 * `spawnWebpack`.
 */
export class BuildPool {
  private idle: BuildWorker[] = [];
  private readonly limit: <T>(task: () => Promise<T>) => Promise<T>;

  constructor(
    size = Number(process.env.DOCS_TEST_CONCURRENCY) || 2,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {
    this.limit = createPool(size);
  }

  /**
   * Builds with webpack-cli `args` the project that `write` writes into `dir` (again before a
   * build in a process of its own); `ownProcess` says why it must not use a worker.
   */
  build(
    dir: string,
    args: string[],
    options: {probe: boolean; write: () => void; ownProcess?: string},
  ): Promise<BuildResult> {
    const {probe, write, ownProcess} = options;
    const spawned = async (reason: string) => {
      write();
      return {...(await spawnWebpack(dir, args, {probe, timeoutMs: this.timeoutMs})), ownProcess: reason};
    };
    return this.limit(async () => {
      if (ownProcess) return spawned(ownProcess);
      write();
      const start = Date.now();
      this.idle = this.idle.filter((worker) => worker.alive);
      let worker = this.idle.pop();
      // What a worker loaded from a folder stays loaded (ES modules, caches by path): a folder built
      // again gets a fresh worker.
      if (worker?.dirs.has(dir)) {
        void worker.stop();
        worker = undefined;
      }
      worker ??= new BuildWorker();
      const built = await worker.build(dir, args, probe, this.timeoutMs);
      if (worker.alive) this.idle.push(worker);
      if (built.ownProcess !== undefined) return spawned(built.ownProcess);
      return {...built, ms: Date.now() - start, filesAfter: listFiles(dir)};
    });
  }

  /** Stops the workers; call when every build is done. */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.stop()));
  }
}

/**
 * Why a project must be built in a process of its own: its code looks at what the process loaded
 * (`require.cache`), which in a pool worker includes what earlier builds loaded.
 */
function ownProcessReason(project: Project): string | undefined {
  for (const [file, block] of project.files) {
    if (fileSource(block).includes('require.cache')) return `${file} reads require.cache`;
  }
  return undefined;
}

export async function buildProject(
  project: Project,
  dir: string,
  pool: BuildPool,
): Promise<BuildResult & {args: string[]}> {
  const {args, error} = buildArgs(project);
  if (error) {
    return {
      code: null,
      signal: null,
      stdout: '',
      stderr: error,
      ms: 0,
      filesAfter: [],
      timedOut: false,
      args,
    };
  }
  const built = await pool.build(dir, args, {
    probe: project.asserts.length > 0,
    write: () => writeProject(project, dir),
    ownProcess: ownProcessReason(project),
  });
  return {...built, args};
}

/** Problems of a built project: failed build, shown assets not emitted, tree entries missing. */
export function checkProject(
  project: Project,
  dir: string,
  result: BuildResult & {args: string[]},
): string[] {
  const problems = [...project.errors, ...dependencyProblems(project)];
  const cmd = `webpack${result.args.length ? ' ' + result.args.join(' ') : ''}`;
  const built = result.ownProcess ? ` (built in a process of its own: ${result.ownProcess})` : '';
  const log = () =>
    `\n--- webpack output${built} ---\n${(result.stdout + result.stderr).trim().slice(-6000)}`;
  const failed =
    result.code !== 0 || /^\s*ERROR\b|compiled with \d+ errors?/m.test(result.stdout + result.stderr);
  // A project may claim that its build fails (`the build fails` in an assert block).
  const expectsFailure = project.asserts.some((a) => a.assertions.some((x) => x.kind === 'build-fails'));
  if (result.timedOut) problems.push(`"${cmd}" timed out after ${result.ms} ms${log()}`);
  else if (failed && !expectsFailure) {
    problems.push(
      result.code !== 0
        ? `"${cmd}" failed (exit ${result.code ?? result.signal})${log()}`
        : `"${cmd}" reported errors${log()}`,
    );
  }
  if (problems.length) return problems;

  const facts = {output: result.stdout + result.stderr, failed, probe: result.probe};
  for (const assert of project.asserts) problems.push(...checkAssertBlock(assert, facts));
  if (problems.length) problems.push(log().trimStart());

  if (project.output) {
    const shown = parseOutputAssets(project.output.content);
    const actualAssets = parseOutputAssets(result.stdout);
    const written = new Set(project.files.keys());
    const candidates = new Set(actualAssets);
    for (const f of result.filesAfter) {
      if (written.has(f)) continue;
      const segs = f.split('/');
      for (let i = 0; i < segs.length; i++) candidates.add(segs.slice(i).join('/'));
    }
    for (const a of shown) {
      if (![...candidates].some((c) => matchesShown(a, c))) {
        problems.push(
          `${project.output.file}:${project.output.line}: output block shows "asset ${a}", which the build did not emit ` +
            `(emitted: ${actualAssets.join(', ') || 'none'})${log()}`,
        );
      }
    }
  }
  if (project.tree) {
    const {entries, errors} = parseTree(project.tree.content, project.tree.contentLine);
    for (const e of errors) problems.push(`${project.tree.file}: tree block ${e}`);
    for (const e of entries) {
      const found = resolveShownPath(dir, e.segments);
      const shown = e.segments.join('/');
      if (!found) {
        problems.push(
          `${project.tree.file}:${e.line}: tree shows "${shown}", which does not exist after the build`,
        );
      } else if (e.dir && !fs.statSync(found).isDirectory()) {
        problems.push(
          `${project.tree.file}:${e.line}: tree shows "${shown}" as a directory, but it is a file`,
        );
      }
    }
    if (entries.length && problems.length) {
      problems.push(`files after the build: ${result.filesAfter.join(', ')}`);
    }
  }
  return problems;
}

/** Runs async tasks with at most `concurrency` at a time. */
function createPool(concurrency: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    if (active >= concurrency || !queue.length) return;
    active++;
    queue.shift()!();
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
  };
}

/** Directory name for a project: page path and project name, filesystem-safe. */
export function projectDirName(project: Project): string {
  return `${project.file}--${project.name}`.replace(/[^A-Za-z0-9._-]+/g, '_');
}
