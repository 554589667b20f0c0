// Runnable guides: blocks marked project="<name>" are written to a temp dir and built with
// webpack-cli, in a few long-lived worker processes (BuildPool); shown `output` and `tree` blocks
// are checked. See WRITING.md, "Runnable projects".
import path from 'node:path';
import {pageBlocks, walkPages} from './lib/pages';
import {
  BuildPool,
  buildProject,
  checkProject,
  collectProjects,
  projectDirName,
  type BuildResult,
  type Project,
} from './lib/projects';
import {freshDir} from './lib/tmp';
import {nodeRequirement} from './lib/engines';

/**
 * Every build starts up front, so `-t` alone would still build them all: DOCS_TEST_PAGES=<text>
 * builds only the projects of pages whose path contains the text (e.g. `define-plugin`).
 */
const onlyPages = process.env.DOCS_TEST_PAGES;
// The Chinese pages of pulled packages (i18n/zh/pulled/) have their own examples: built here too.
const projects: Project[] = walkPages(undefined, ['docs', 'blog', 'i18n/zh/pulled'])
  .filter((page) => !onlyPages || page.file.includes(onlyPages))
  .flatMap((page) => collectProjects(pageBlocks(page)));
/** Projects whose package.json needs a newer Node.js than this one are skipped, not built. */
const requirements = new Map(projects.map((p) => [p.id, nodeRequirement(p)]));
const buildable = projects.filter((p) => requirements.get(p.id)!.satisfied);

type Built = BuildResult & {args: string[]; dir: string};
const builds = new Map<string, Promise<Built>>();
/** Builds run in long-lived worker processes, 2 at a time (CI has 2 cores; DOCS_TEST_CONCURRENCY=n to change). */
const pool = new BuildPool();
let cleanup = () => {};

beforeAll(() => {
  if (!buildable.length) return;
  const tmp = freshDir('projects');
  cleanup = tmp.cleanup;
  // Start every build now; each test awaits its own.
  for (const p of buildable) {
    const dir = path.join(tmp.dir, projectDirName(p));
    builds.set(
      p.id,
      buildProject(p, dir, pool).then(
        (r) => ({...r, dir}),
        (err: Error) => ({
          code: null,
          signal: null,
          stdout: '',
          stderr: String(err?.stack ?? err),
          ms: 0,
          filesAfter: [],
          timedOut: false,
          args: [],
          dir,
        }),
      ),
    );
  }
});

afterAll(async () => {
  await Promise.all(builds.values());
  await pool.close();
  cleanup();
});

describe('runnable guide projects', () => {
  // test.each refuses an empty table (a docs tree without any project).
  for (const project of projects) {
    const requirement = requirements.get(project.id)!;
    if (requirement.error) {
      test(project.id, () => {
        throw new Error(requirement.error);
      });
      continue;
    }
    if (!requirement.satisfied) {
      test.skip(`${project.id} (needs Node.js ${requirement.range}, this is ${process.version})`, () => {});
      continue;
    }
    test(
      project.id,
      async () => {
        const result = await builds.get(project.id)!;
        const problems = checkProject(project, result.dir, result);
        if (problems.length) throw new Error(`${project.id}:\n${problems.join('\n')}`);
      },
      180_000,
    );
  }

  test('project count', async () => {
    // Builds that could not use a pool worker (see BuildPool): a few are expected, most would mean a
    // broken worker, which costs time but no correctness.
    const ownProcess = (await Promise.all(builds.values())).filter((b) => b.ownProcess);
    const skipped = projects.filter(
      (p) => !requirements.get(p.id)!.satisfied && !requirements.get(p.id)!.error,
    );
    // Claims proven by a build: the lines of assert blocks, per page.
    const claims = new Map<string, number>();
    for (const p of projects) {
      const n = p.asserts.reduce((sum, a) => sum + a.assertions.length, 0);
      if (n) claims.set(p.file, (claims.get(p.file) ?? 0) + n);
    }
    const total = [...claims.values()].reduce((a, b) => a + b, 0);
    process.stdout.write(
      `docs projects: ${projects.length} runnable projects` +
        (skipped.length
          ? `, ${skipped.length} skipped on Node.js ${process.version}: ${skipped.map((p) => `${p.id} (${requirements.get(p.id)!.range})`).join(', ')}`
          : '') +
        `; ${total} claims checked by assert blocks on ${claims.size} pages\n` +
        [...claims].map(([file, n]) => `  ${String(n).padStart(4)}  ${file}\n`).join('') +
        `${ownProcess.length} built in a process of their own${ownProcess.length ? ':' : ''}\n` +
        ownProcess.map((b) => `  ${path.basename(b.dir)}: ${b.ownProcess!.slice(0, 200)}\n`).join(''),
    );
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
  });
});
