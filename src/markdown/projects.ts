/**
 * Runnable projects of a page: the fenced blocks marked `project="<name>"`, grouped into the files
 * of each project. Shared by the docs-as-tests harness (tests/docs/lib/projects.ts builds them) and
 * the site (src/plugins/example-projects zips them and shows a panel for each), so that what a
 * reader downloads is what the tests built. Pure: no file system, no webpack.
 */
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
 * A page's projects step by step. A step ends where the page shows a build (an `output`, `tree` or
 * `assert` block of the project) and the next one starts with the next block that changes a file.
 * Each step's project is `collectProjects` of the page's blocks up to that step's end, plus the
 * files the page shows only later, in their first version (a guide shows a file where it changes
 * it); the last step is exactly the project the harness builds. Projects with authoring errors
 * are left out.
 */
export function projectSteps(blocks: Block[]): ProjectStep[] {
  const finals = collectProjects(blocks).filter((p) => p.name && p.errors.length === 0);
  const result: ProjectStep[] = [];
  for (const final of finals) {
    const own = blocks.filter((b) => blockProject(b) === final.name);
    const files = new Map<string, string>();
    // Each step: its first changing block and the index (in `blocks`) of its last block.
    const ranges: {first: Block; end: number}[] = [];
    let built = true;
    for (const b of own) {
      const role = blockRole(b, files);
      if (role === 'change') {
        if (built) ranges.push({first: b, end: blocks.indexOf(b)});
        built = false;
        files.set(normalizeTitle(b.title!)!, fileSource(b));
      } else if (role === 'build' && ranges.length) {
        built = true;
      }
      const last = ranges[ranges.length - 1];
      if (last) last.end = blocks.indexOf(b);
    }
    const prefixes = ranges.map(({end}, i) =>
      i === ranges.length - 1
        ? final
        : collectProjects(blocks.slice(0, end + 1)).find((p) => p.name === final.name)!,
    );
    // A guide that shows a file only when it changes it (a project carried over from another
    // guide) has earlier steps that cannot build: then it is offered whole, as one step.
    if (!prefixes.every(hasEntries)) {
      result.push({project: final, step: 1, steps: 1, first: ranges[0]!.first});
      continue;
    }
    ranges.forEach(({first}, i) => {
      const before = prefixes[i]!;
      // A file the page shows only in a later step was there unchanged: its first version.
      const files = new Map(before.files);
      for (const [file] of final.files) {
        if (files.has(file)) continue;
        const firstShown = own.find((b) => b.title !== undefined && normalizeTitle(b.title) === file);
        if (firstShown) files.set(file, firstShown);
      }
      const project = i === ranges.length - 1 ? final : {...before, files};
      result.push({project, step: i + 1, steps: ranges.length, first});
    });
  }
  return result.sort((a, b) => a.first.line - b.first.line);
}
