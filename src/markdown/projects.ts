/**
 * Runnable projects of a page: the fenced blocks marked `project="<name>"`, grouped into the files
 * of each project. Shared by the docs-as-tests harness (tests/docs/lib/projects.ts builds them) and
 * the site (src/plugins/example-projects zips them and shows a panel for each), so that what a
 * reader downloads is what the tests built. Pure: no file system, no webpack.
 */
import path from 'node:path';
import {codeBlocks, parsePage} from './index';
import {parseMeta, type Meta} from './meta';
import {parseAssertions, AssertionSyntaxError, type Assertion} from '../remark/assertions/parse';

export interface Block {
  /** Page path, e.g. `docs/guides/caching.md`. */
  file: string;
  /** 1-based line of the opening fence in the page. */
  line: number;
  /** 1-based line of the first content line. */
  contentLine: number;
  lang: string;
  info: string;
  meta: Meta;
  /** `title` meta, if any. */
  title?: string;
  content: string;
  closed: boolean;
}

/**
 * All fenced code blocks of a page, with parsed meta, read through the site's Markdown reader
 * (remark, as Docusaurus parses the page). Line numbers are those of the file.
 */
export function pageBlocks(page: {file: string; source: string}): Block[] {
  return codeBlocks(parsePage(page.file, page.source), page.source)
    .filter((block) => block.fence !== undefined)
    .map((block) => {
      const meta = parseMeta(block.meta ?? '');
      const title = typeof meta.title === 'string' ? meta.title : undefined;
      return {
        file: page.file,
        line: block.line,
        contentLine: block.contentLine,
        lang: block.lang ?? '',
        info: [block.lang, block.meta].filter(Boolean).join(' '),
        meta,
        title,
        content: block.value === '' ? '' : `${block.value}\n`,
        closed: block.closed,
      };
    });
}

/** A block title as a relative POSIX path inside the project, or undefined when it is not one. */
export function normalizeTitle(title: string): string | undefined {
  const t = title
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '');
  if (!t || t.split('/').some((seg) => seg === '..' || seg === '')) return undefined;
  return t;
}

/**
 * The "new" side of a ```diff block: lines starting with `-` are dropped (blanked), the first column
 * (`+`, `-` or space) of the others is removed.
 */
export function applyDiff(code: string): string {
  return code
    .split('\n')
    .map((l) => (l.startsWith('-') ? '' : /^[+ ]/.test(l) ? l.slice(1) : l))
    .join('\n');
}

/** An `assert` block of a project: claims about its build. */
export interface AssertBlock {
  block: Block;
  /** The `compiler="name"` meta: which compiler of a multi-compiler build the claims are about. */
  compiler?: string;
  assertions: Assertion[];
}

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

/** The project name of a block (`''` for a `project` without a name), or undefined. */
export function blockProject(block: Block): string | undefined {
  const name = block.meta.project;
  if (name === undefined) return undefined;
  return name === true ? '' : name.trim();
}

/** Groups a page's `project="name"` blocks into projects (last block with a title wins). */
export function collectProjects(blocks: Block[]): Project[] {
  const projects = new Map<string, Project>();
  for (const b of blocks) {
    const key = blockProject(b);
    if (key === undefined) continue;
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

/** A project as it stands at one step of a page. */
export interface ProjectStep {
  /** The project as collected from the page's blocks up to the end of this step. */
  project: Project;
  /** 1-based. */
  step: number;
  /** How many steps the project has on the page. */
  steps: number;
  /** The block that starts this step: the panel goes with it. */
  first: Block;
}

/**
 * Whether the files a project's build starts from are there: the relative paths its webpack
 * configuration names (`'./src/index.js'`, `path.resolve(__dirname, 'src/a.js')`), or webpack's
 * default entry `./src/index.js` when it has no configuration.
 */
export function hasEntries(project: Project): boolean {
  const has = (rel: string) =>
    ['', '.js', '.mjs', '.cjs', '.ts', '.jsx', '.tsx', '/index.js'].some((ext) =>
      project.files.has(rel + ext),
    );
  const config = [...project.files].find(([f]) => /^webpack\.config\.[cm]?[jt]s$/.test(f));
  if (!config) return has('src/index');
  const named = [...fileSource(config[1]).matchAll(/['"`](?:\.\/)?((?:src|lib|app)\/[\w./-]+?)['"`]/g)].map(
    (m) => m[1]!.replace(/\.(m|c)?[jt]sx?$/, ''),
  );
  return named.every(
    (rel) =>
      has(rel) ||
      /\.(html|css|json)$/.test(rel) ||
      [...project.files.keys()].some((f) => f.startsWith(`${rel}/`)),
  );
}

/** The relative paths a file names: `import`, `require`, `import()`, `new URL()`, CSS `@import` and `url()`. */
function relativeRequests(source: string): string[] {
  const patterns = [
    /\bfrom\s+['"](\.\.?\/[^'"]+)['"]/g,
    /^\s*import\s+['"](\.\.?\/[^'"]+)['"]/gm,
    /\b(?:require|import)\s*\(\s*['"](\.\.?\/[^'"]+)['"]\s*\)/g,
    /\bnew\s+URL\s*\(\s*['"](\.\.?\/[^'"]+)['"]/g,
    /@import\s+(?:url\()?['"]?(\.\.?\/[^'")\s;]+)/g,
    /\burl\(\s*['"]?(\.\.?\/[^'")\s]+)/g,
  ];
  return patterns.flatMap((re) =>
    [...source.matchAll(re)].map((m) =>
      m[1]!
        .split('!')
        .pop()!
        .replace(/[?#].*$/, ''),
    ),
  );
}

/**
 * A file of the finished project that a step's files need and the page has not shown by then: a
 * relative request of one of its files that only a later file answers, or a string that names a
 * later file by its path or (a loader's) bare name; undefined when there is none.
 */
export function laterFileNeeded(step: Project, final: Project): string | undefined {
  const candidates = (rel: string) => [
    rel,
    ...['.js', '.mjs', '.cjs', '.ts', '.tsx', '.jsx', '.json', '.css'].map((ext) => rel + ext),
    ...['js', 'ts', 'mjs', 'jsx', 'tsx'].map((ext) => `${rel}/index.${ext}`),
  ];
  // Files only the finished project has, by the names a configuration may give them (a loader
  // found through `resolveLoader.modules` is named without its folder and extension).
  const laterOnly = [...final.files.keys()].filter((file) => !step.files.has(file));
  const bareName = (file: string) => path.posix.basename(file).replace(/\.[^.]+$/, '');
  for (const [file, block] of step.files) {
    if (file === 'package.json') continue;
    const source = fileSource(block);
    for (const m of source.matchAll(/['"`]([\w@./-]+)['"`]/g)) {
      const named = laterOnly.find(
        (later) => later === m[1] || (bareName(later).length > 5 && bareName(later) === m[1]),
      );
      if (named) return named;
    }
    const config = /(^|\/)webpack\.config\.[cm]?[jt]s$/.test(file);
    for (const request of relativeRequests(source)) {
      // A configuration's paths are the project's (its context); a module's are its folder's.
      const rel = path.posix.normalize(path.posix.join(config ? '.' : path.posix.dirname(file), request));
      if (rel.startsWith('../')) continue;
      const names = candidates(rel);
      if (names.some((name) => step.files.has(name))) continue;
      const later = names.find((name) => final.files.has(name));
      if (later) return later;
    }
  }
  return undefined;
}

const SHELL_COMMAND_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'ps']);

/**
 * Whether a shell block runs the project: a webpack command (`npx webpack`, `webpack --config …`)
 * or an npm, yarn or pnpm script (`npm run build`, `npm start`), as opposed to an install or setup.
 */
export function runsBuild(block: Block): boolean {
  if (!SHELL_COMMAND_LANGS.has(block.lang) || block.title) return false;
  return block.content
    .split('\n')
    .some((line) =>
      /^\s*(?:[$>]\s*)?(?:npx\s+(?:--no-install\s+)?webpack(?:-cli)?|webpack(?:-cli)?|npm\s+(?:run(?:-script)?\s+[\w:.-]+|start|test)|(?:yarn|pnpm)\s+(?:run\s+)?(?:build|start|dev|serve|watch|webpack)|(?:yarn|pnpm)\s+run\s+[\w:.-]+)(?:\s|$)/.test(
        line,
      ),
    );
}

/** What a block is to a project: a file that changes it, a build the page shows, or neither. */
function blockRole(block: Block, files: Map<string, string>): 'change' | 'build' | undefined {
  if (block.meta.output !== undefined || block.meta.tree !== undefined || block.meta.assert !== undefined) {
    return 'build';
  }
  const t = block.title ? normalizeTitle(block.title) : undefined;
  if (!t || t === 'node_modules' || t.startsWith('node_modules/')) return undefined;
  return files.get(t) === fileSource(block) ? undefined : 'change';
}

/**
 * Files a project shows that the page has shown before, in the same text, in another block with
 * the same title (another project's, or one of no project): a guide restating what the reader
 * already has. Each maps to that earlier block, the file's version from there on.
 */
function shownBefore(blocks: Block[], own: Block[]): Map<string, Block> {
  const earlier = new Map<string, Block>();
  const seen = new Set<string>();
  for (const b of own) {
    const t = b.title ? normalizeTitle(b.title) : undefined;
    if (!t || seen.has(t) || b.meta.output !== undefined || b.meta.tree !== undefined) continue;
    seen.add(t);
    const before = blocks
      .slice(0, blocks.indexOf(b))
      .reverse()
      .find((x) => x.title !== undefined && normalizeTitle(x.title) === t && x.meta.assert === undefined);
    if (before && fileSource(before) === fileSource(b)) earlier.set(t, before);
  }
  return earlier;
}

/**
 * A file of the project that the page, by the end of a step, last showed in a block of no project
 * (a `webpack.config.js` the reader writes before the project's own one comes) in another text
 * than the step holds, or undefined: then the step's files are not the reader's.
 */
function writtenOutside(shownSoFar: Block[], step: Project, final: Project): string | undefined {
  const files = new Set([...final.files.keys(), ...step.files.keys()]);
  const latest = new Map<string, Block>();
  for (const b of shownSoFar) {
    const t = b.title ? normalizeTitle(b.title) : undefined;
    // Another project's file of the same name is the reader's only when this project shows it in
    // the same text (a guide restating it); else it is a side example (guides/author-libraries).
    const owner = blockProject(b);
    if (owner !== undefined && owner !== step.name && t) {
      const same = [step.files.get(t), final.files.get(t)].some(
        (own) => own && fileSource(own) === fileSource(b),
      );
      if (!same) continue;
    }
    if (
      t &&
      files.has(t) &&
      b.meta.output === undefined &&
      b.meta.tree === undefined &&
      b.meta.assert === undefined
    )
      latest.set(t, b);
  }
  for (const [file, block] of latest) {
    if (blockProject(block) !== undefined) continue;
    const own = step.files.get(file);
    if (!own || fileSource(own) !== fileSource(block)) return file;
  }
  return undefined;
}

/**
 * A page's projects step by step. A step ends where the page shows a build of the project (its
 * `output`, `tree` or `assert` block, or a shell block that runs webpack or an npm script, after
 * the project's last block), and the next one starts with the next block that changes a file.
 * Each step's project is what the page has shown of it up to that step's end: `collectProjects`
 * of the page's blocks up to there, plus the files it shows again that the page had already shown
 * in the same text (another project's block, or one of no project) by then. A step that needs a
 * file the page shows only later (its configuration's entry, a relative import), or lacks a file
 * the page has the reader write by then in a block of no project, is not offered: it joins the
 * next step. The last step is exactly the project the harness builds. Projects with
 * authoring errors are left out.
 */
export function projectSteps(blocks: Block[]): ProjectStep[] {
  const finals = collectProjects(blocks).filter((p) => p.name && p.errors.length === 0);
  const result: ProjectStep[] = [];
  for (const final of finals) {
    const own = blocks.filter((b) => blockProject(b) === final.name);
    const earlier = shownBefore(blocks, own);
    // The shell blocks that run a build, each given to the project of the nearest block above it.
    const runs = new Set<Block>();
    let owner: string | undefined;
    for (const b of blocks) {
      const name = blockProject(b);
      if (name !== undefined && (b.title || b.meta.output !== undefined || b.meta.tree !== undefined))
        owner = name;
      else if (name === undefined && owner === final.name && runsBuild(b)) runs.add(b);
    }
    const files = new Map<string, string>();
    // Each step: its first changing block and the index (in `blocks`) of its last block.
    const ranges: {first: Block; end: number}[] = [];
    let built = true;
    for (const b of blocks) {
      const mine = blockProject(b) === final.name;
      if (!mine && !runs.has(b)) continue;
      const t = mine && b.title ? normalizeTitle(b.title) : undefined;
      const before = t === undefined ? undefined : earlier.get(t);
      if (t !== undefined && before && !files.has(t)) files.set(t, fileSource(before));
      const role = mine ? blockRole(b, files) : 'build';
      if (role === 'change') {
        if (built) ranges.push({first: b, end: blocks.indexOf(b)});
        built = false;
        files.set(t!, fileSource(b));
      } else if (role === 'build' && ranges.length) {
        built = true;
      }
      const last = ranges[ranges.length - 1];
      if (last) last.end = blocks.indexOf(b);
    }
    // The project as the page has shown it at the end of each step.
    const shown = ranges.map(({end}, i) => {
      if (i === ranges.length - 1) return final;
      const prefix = collectProjects(blocks.slice(0, end + 1)).find((p) => p.name === final.name)!;
      const stepFiles = new Map(prefix.files);
      for (const [file, block] of earlier) {
        if (!stepFiles.has(file) && blocks.indexOf(block) <= end) stepFiles.set(file, block);
      }
      return {...prefix, files: stepFiles};
    });
    // A step that cannot build as shown, or whose files are not what the page has the reader
    // write by then, is offered with the next one: its panel offers that one.
    const offered: {first: Block; project: Project}[] = [];
    let pending: Block | undefined;
    ranges.forEach(({first, end}, i) => {
      const project = shown[i]!;
      const last = i === ranges.length - 1;
      if (
        !last &&
        (!hasEntries(project) ||
          laterFileNeeded(project, final) !== undefined ||
          writtenOutside(blocks.slice(0, end + 1), project, final) !== undefined)
      ) {
        pending ??= first;
        return;
      }
      const start = blocks.indexOf(pending ?? first);
      // What the step shows of its build: its own output, tree and assert blocks (a tree at the top
      // of the page, before the project's first file, shows the finished project).
      const inStep = (b: Block | undefined) => (b && blocks.indexOf(b) >= start ? b : undefined);
      offered.push({
        first: pending ?? first,
        project: last
          ? project
          : {
              ...project,
              output: inStep(project.output),
              tree: inStep(project.tree),
              asserts: project.asserts.filter((a) => inStep(a.block)),
            },
      });
      pending = undefined;
    });
    offered.forEach(({first, project}, i) =>
      result.push({project, step: i + 1, steps: offered.length, first}),
    );
  }
  return result.sort((a, b) => a.first.line - b.first.line);
}
