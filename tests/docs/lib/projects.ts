import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';
import semver from 'semver';
import type {Block} from './pages';
import {REPO_ROOT} from './pages';
import {applyDiff, normalizeTitle} from './examples';
import {linkNodeModules} from './tmp';
import {parseAssertions, AssertionSyntaxError} from '../../../src/remark/assertions/parse';
import {checkAssertBlock, PROBE, type AssertBlock, type ProbeReport} from './assertions';

export interface Project {
  /** `<file>:<line> project "<name>"`, the Jest test name (line of the project's first block). */
  id: string;
  file: string;
  name: string;
  line: number;
  /** Final state of each file: the last block with that title wins. */
  files: Map<string, Block>;
  /** The last `output` block, if any. */
  output?: Block;
  /** The last `tree` block, if any. */
  tree?: Block;
  /** Every `assert` block: claims about the build, all checked (see WRITING.md). */
  asserts: AssertBlock[];
  /** Authoring problems found while assembling (reported as test failures). */
  errors: string[];
}

const SHELL_LANGS = new Set([
  'bash',
  'sh',
  'shell',
  'console',
  'zsh',
  'powershell',
  'ps',
  'text',
  'txt',
  'plain',
]);

/** Whether every line of a block is an assertion, i.e. it is an assert block missing its `assert` word. */
function looksLikeAssertions(content: string): boolean {
  try {
    parseAssertions(content);
    return true;
  } catch {
    return false;
  }
}

/** Groups a page's `project="name"` blocks into projects (last block with a title wins). */
export function collectProjects(blocks: Block[]): Project[] {
  const projects = new Map<string, Project>();
  for (const b of blocks) {
    const name = b.meta.project;
    if (name === undefined) continue;
    const key = name === true ? '' : name.trim();
    let p = projects.get(key);
    if (!p) {
      p = {
        id: `${b.file}:${b.line} project "${key}"`,
        file: b.file,
        name: key,
        line: b.line,
        files: new Map(),
        asserts: [],
        errors: [],
      };
      projects.set(key, p);
    }
    if (!key) {
      p.errors.push(`${b.file}:${b.line}: project needs a name: project="<name>"`);
      continue;
    }
    if (b.meta.assert !== undefined) {
      try {
        const compiler = b.meta.compiler;
        p.asserts.push({
          block: b,
          compiler: typeof compiler === 'string' ? compiler : undefined,
          assertions: parseAssertions(b.content),
        });
      } catch (err) {
        const line = err instanceof AssertionSyntaxError ? b.contentLine + err.index : b.line;
        p.errors.push(`${b.file}:${line}: ${(err as Error).message}`);
      }
      continue;
    }
    if (b.meta.output !== undefined) {
      p.output = b;
      continue;
    }
    if (b.meta.tree !== undefined) {
      p.tree = b;
      continue;
    }
    if (!b.title) {
      if (!SHELL_LANGS.has(b.lang)) {
        p.errors.push(
          `${b.file}:${b.line}: a block of project "${key}" has no title="<path>" (and is not an output or tree block)`,
        );
      } else if (looksLikeAssertions(b.content)) {
        // Without the `assert` word the site would show these lines to readers as they are.
        p.errors.push(`${b.file}:${b.line}: this block reads like assertions: add \`assert\` to its fence`);
      }
      continue;
    }
    const t = normalizeTitle(b.title);
    if (!t) {
      p.errors.push(`${b.file}:${b.line}: title "${b.title}" is not a relative file path inside the project`);
      continue;
    }
    if (t === 'node_modules' || t.startsWith('node_modules/')) {
      p.errors.push(`${b.file}:${b.line}: projects cannot write into node_modules (${t})`);
      continue;
    }
    p.files.delete(t); // keep insertion order = order of final versions
    p.files.set(t, b);
  }
  return [...projects.values()];
}

/** Source written to disk for a project file (diff fences: their "new" side). */
export function fileSource(block: Block): string {
  return block.lang === 'diff' ? applyDiff(block.content) : block.content;
}

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
  const src = parts
    .map((p, i) => (i % 2 === 1 ? '[0-9a-fA-F]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
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
}

export const WEBPACK_CLI = path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

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

/**
 * Runs webpack-cli in `dir`. With `probe`, webpack runs with ./probe.cjs preloaded, which reports
 * what it built (options, assets, chunks, modules) for the assert blocks; the report is written
 * beside the project folder, not into it.
 */
export function runWebpack(
  dir: string,
  args: string[],
  {timeoutMs = 90_000, probe = false}: {timeoutMs?: number; probe?: boolean} = {},
): Promise<BuildResult> {
  const start = Date.now();
  const reportFile = `${dir}.probe.json`;
  fs.rmSync(reportFile, {force: true});
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...(probe ? ['--require', PROBE] : []), WEBPACK_CLI, ...args], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        NODE_ENV: undefined,
        CI: 'true',
        DOCS_PROBE_REPORT: probe ? reportFile : undefined,
      },
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

export async function buildProject(project: Project, dir: string): Promise<BuildResult & {args: string[]}> {
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
  writeProject(project, dir);
  return {...(await runWebpack(dir, args, {probe: project.asserts.length > 0})), args};
}

/** Problems of a built project: failed build, shown assets not emitted, tree entries missing. */
export function checkProject(
  project: Project,
  dir: string,
  result: BuildResult & {args: string[]},
): string[] {
  const problems = [...project.errors, ...dependencyProblems(project)];
  const cmd = `webpack${result.args.length ? ' ' + result.args.join(' ') : ''}`;
  const log = () => `\n--- webpack output ---\n${(result.stdout + result.stderr).trim().slice(-6000)}`;
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
export function createPool(concurrency: number) {
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
