// The downloads of runnable projects work on a reader's machine: a sample of the zips the site
// builds (src/plugins/example-projects, its own writeZips) is unzipped into a fresh folder,
// "installed" from this repository's node_modules (the harness's link: no network; each pinned
// version must be the one installed), and built with the command its README gives; what webpack
// emits must match the page's output and tree blocks. The sample: the first project with an output
// or tree block of each section (the Chinese pulled pages' sections, whose projects only Chinese
// has, among them), a step of a project built up over steps, one translated page's Chinese
// download, and every project of a page changed since the last commit (DOCS_ZIP_PAGES=<text> for
// the pages whose path contains it).
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync, spawn} from 'node:child_process';
import {strFromU8, unzipSync} from 'fflate';
import {REPO_ROOT} from './lib/pages';
import {checkProject, listFiles, type BuildResult} from './lib/projects';
import {freshDir, linkNodeModules} from './lib/tmp';
import {nodeRequirement} from './lib/engines';
import {pageUrlOf, writeZips} from '../../src/plugins/example-projects';
import type {ProjectStep} from '../../src/markdown/projects';
import {expectedZips} from '../site/lib/projects';

/** Pages changed in the last commit or not committed yet, as git sees them (none outside a work tree). */
function changedPages(): Set<string> {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      return '';
    }
  };
  const names = `${git('diff', '--name-only', 'HEAD~1', '--', 'docs', 'blog')}\n${git('diff', '--name-only', 'HEAD', '--', 'docs', 'blog')}`;
  return new Set(names.split('\n').filter(Boolean));
}

const languages = ['en', 'zh'] as const;
type Language = (typeof languages)[number];
type Sampled = ProjectStep & {page: string; language: Language; zip: string};
const all = new Map<string, Sampled>();
for (const language of languages) {
  for (const [zip, step] of expectedZips(REPO_ROOT, language)) {
    all.set(`${language}:${zip}`, {...step, language, zip});
  }
}
const section = (page: string) => {
  const pulled = /^i18n\/zh\/pulled\/([^/]+)\//.exec(page);
  if (pulled) return `zh-pulled-${pulled[1]}`;
  return page.startsWith('blog/') ? 'blog' : page.split('/')[1]!;
};
const changed = changedPages();
const only = process.env.DOCS_ZIP_PAGES;
const sample = new Map<string, Sampled>();
const seen = new Set<string>();
const buildable = (step: ProjectStep) => nodeRequirement(step.project).satisfied;
const shows = (step: ProjectStep) => Boolean(step.project.output || step.project.tree);
for (const [id, step] of all) {
  if (only ? step.page.includes(only) : changed.has(step.page)) sample.set(id, step);
}
if (!only) {
  // Per section the first project whose page shows what it emits, else its first project; Chinese
  // pulled pages (projects only Chinese has) count as sections of their own.
  for (const pick of [shows, () => true]) {
    for (const [id, step] of all) {
      if (step.language === 'zh' && !step.page.startsWith('i18n/zh/pulled/')) continue;
      if (!buildable(step) || !pick(step) || seen.has(section(step.page))) continue;
      seen.add(section(step.page));
      sample.set(id, step);
    }
  }
  // Every step before the last of a project built up over steps: the harness builds only the last.
  for (const [id, step] of all) {
    if (step.language === 'en' && step.step < step.steps && buildable(step)) sample.set(id, step);
  }
  // A translated page's download: its code with Chinese comments, built as the English one is.
  const translated = [...all].find(
    ([, step]) =>
      step.language === 'zh' && step.page.startsWith('i18n/zh/docusaurus') && buildable(step) && shows(step),
  );
  if (translated) sample.set(...translated);
}

let tmp: {dir: string; cleanup: () => void};
beforeAll(() => {
  tmp = freshDir('zips');
  for (const language of languages) {
    writeZips(REPO_ROOT, path.join(tmp.dir, 'site', language), language, (page) =>
      pageUrlOf(page, 'https://webpack.js.org', language === 'zh' ? '/zh/' : '/'),
    );
  }
});
afterAll(() => tmp.cleanup());

/** The commands of the README's first bash block. */
function readmeCommands(readme: string): string[] {
  const block = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  return block
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

function run(
  cmd: string,
  args: string[],
  cwd: string,
): Promise<{code: number | null; stdout: string; stderr: string}> {
  const env: NodeJS.ProcessEnv = {...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true'};
  delete env.NODE_ENV;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

test('the sample has a project of each section with projects', () => {
  const sections = new Set(
    [...all.values()]
      .filter((s) => s.language === 'en' || s.page.startsWith('i18n/zh/pulled/'))
      .map((s) => section(s.page)),
  );
  expect(sections.size).toBeGreaterThan(3);
  if (!only)
    for (const s of sections) expect([...sample.values()].some((x) => section(x.page) === s)).toBe(true);
  process.stdout.write(`project zips built from a fresh folder: ${[...sample.keys()].join(', ')}\n`);
});

describe.each([...sample.entries()])('%s', (id, step) => {
  test('unzips, installs from the local node_modules and builds as its page shows', async () => {
    const dir = path.join(tmp.dir, 'reader', id.replace(/[^\w.-]+/g, '_'));
    fs.mkdirSync(dir, {recursive: true});
    const entries = unzipSync(fs.readFileSync(path.join(tmp.dir, 'site', step.language, step.zip)));
    // The README is in the page's language.
    expect(/[\u4e00-\u9fff]/.test(strFromU8(entries['README.md']!))).toBe(step.language === 'zh');
    for (const [name, bytes] of Object.entries(entries)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), strFromU8(bytes));
    }
    const pkg = JSON.parse(strFromU8(entries['package.json']!)) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const commands = readmeCommands(strFromU8(entries['README.md']!));
    expect(commands).toEqual(['npm install', expect.stringMatching(/^npm (run )?\w+/)]);
    // `npm install`, offline: this repository's node_modules, where every pinned version must be.
    linkNodeModules(dir);
    for (const [name, version] of Object.entries({...pkg.dependencies, ...pkg.devDependencies})) {
      const manifest = path.join(dir, 'node_modules', name, 'package.json');
      expect([name, (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version]).toEqual([
        name,
        version,
      ]);
    }
    const [npm, ...args] = commands[1]!.split(/\s+/);
    const result = await run(npm!, args, dir);
    const built: BuildResult & {args: string[]} = {
      ...result,
      signal: null,
      ms: 0,
      timedOut: false,
      filesAfter: listFiles(dir),
      args: [],
    };
    // The assert blocks need the harness's probe, which tests/docs/projects.test.ts runs; here what
    // a reader sees: the build succeeds (or fails, when an assert block says `the build fails`), and
    // emits what the output and tree blocks show.
    const asserts = step.project.asserts
      .map((a) => ({...a, assertions: a.assertions.filter((x) => x.kind === 'build-fails')}))
      .filter((a) => a.assertions.length > 0);
    const problems = checkProject({...step.project, asserts}, dir, built);
    expect(problems).toEqual([]);
  }, 120_000);
});
