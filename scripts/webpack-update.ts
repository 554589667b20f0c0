// Moves the documented webpack to a new release and says what the docs need for it.
//
//   npm run webpack:update                 latest webpack, webpack-cli and webpack-dev-server
//   npm run webpack:update -- 5.113.0      that webpack (webpack-cli and webpack-dev-server: latest)
//   npm run webpack:update -- --from-release 5.105.0 [--skip-tests] [--expect-removed path=page]…
//                                          installs nothing: compares an older release, unpacked from
//                                          the registry, with the installed one (webpack:update:proof),
//                                          then checks the report (proofProblems in scripts/lib/drift.ts)
//                                          and exits with 1 when it does not hold
//
// Steps: read what the docs depend on in the installed webpack (scripts/lib/webpackSnapshot.ts),
// install the new versions, regenerate the data made from them (`npm run option-history`), read
// them again, run the docs tests, and write the drift report (scripts/lib/drift.ts) to
// .cache/webpack-drift.md: options added, removed or changed in type; defaults changed per mode;
// hooks added, removed or changed in type; CLI flags added or removed; docs tests that now fail.
// Each change names the page and entry to update.
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {REPO_ROOT, readPage} from './lib/docsTree';
import {
  diffLists,
  diffMaps,
  formatDriftReport,
  proofProblems,
  testsOfWebpack,
  type Drift,
  type Place,
  type Places,
} from './lib/drift';
import {compareVersions, optionHistory} from '../src/data/optionHistory';
import {readEntries} from './lib/entries';
import {MODES, type Snapshot} from './lib/webpackSnapshot';
import {escapeRegExp} from '../src/text/escapeRegExp';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    'from-release': {type: 'string'},
    'skip-tests': {type: 'boolean', default: false},
    // With --from-release: an option the report must list as removed, and a page it must name for it.
    'expect-removed': {type: 'string', multiple: true, default: []},
    report: {type: 'string', default: path.join(REPO_ROOT, '.cache', 'webpack-drift.md')},
  },
});

const npm = (args: string[]) =>
  execFileSync('npm', args, {cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']});
const installed = (name: string) =>
  path.dirname(require.resolve(`${name}/package.json`, {paths: [REPO_ROOT]}));
/** The version of a package installed now (read from disk: `require` would keep the first one read). */
const installedVersion = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(installed(name), 'package.json'), 'utf8')) as {version: string})
    .version;
const MOVED = ['webpack', 'webpack-cli', 'webpack-dev-server'];

/** A snapshot taken in a process of its own, so that each release's own code is loaded. */
function snapshot(webpackDir: string, cliDir?: string): Snapshot {
  const out = execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(REPO_ROOT, 'scripts', 'lib', 'webpackSnapshot.ts'),
      webpackDir,
      ...(cliDir ? [cliDir] : []),
    ],
    {cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024},
  );
  return JSON.parse(out) as Snapshot;
}

/**
 * An older release unpacked inside the repository (.cache/webpack-update/), so that its `require`s
 * of tapable, enhanced-resolve and the rest find the installed ones.
 */
function unpackRelease(version: string): string {
  const dir = path.join(REPO_ROOT, '.cache', 'webpack-update', `webpack-${version}`);
  if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-update-'));
  try {
    const [{filename}] = JSON.parse(
      npm(['pack', `webpack@${version}`, '--pack-destination', tmp, '--json', '--silent']),
    ) as [{filename: string}];
    fs.mkdirSync(dir, {recursive: true});
    execFileSync('tar', ['-xzf', path.join(tmp, path.basename(filename)), '-C', dir, '--strip-components=1']);
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
  return dir;
}

/** Jest's test files under a folder (jest.config.mjs: `*.test.ts(x)`, not e2e or release), by path from the root. */
function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(REPO_ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', 'e2e', 'release'].includes(entry.name) ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The docs tests that fail, from Jest's JSON report. */
function failingDocsTests(): Drift['failingTests'] {
  const output = path.join(os.tmpdir(), `webpack-update-jest-${process.pid}.json`);
  // tests/docs, and the other tests that load the installed webpack (src/data/optionHistory.test.ts
  // among them), as jest.config.mjs finds them under src/, scripts/ and tests/.
  const others = testsOfWebpack(
    ['src', 'scripts', 'tests']
      .flatMap((dir) => testFiles(dir))
      .map((file) => ({file, text: fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')})),
  );
  spawnSync('npx', ['jest', 'tests/docs', ...others, '--json', '--outputFile', output], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (!fs.existsSync(output)) throw new Error('the docs tests wrote no report');
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    testResults: {
      name: string;
      assertionResults: {status: string; fullName: string; failureMessages: string[]}[];
    }[];
  };
  fs.rmSync(output);
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        title: `${path.relative(REPO_ROOT, file.name)}: ${test.fullName}`,
        message: (test.failureMessages[0] ?? '').replace(
          new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
          '',
        ),
      })),
  );
}

// -------------------------------------------------------------------------------------------------
// Where the docs say it

const HOOK_PAGES: Record<string, string> = {
  Compiler: 'docs/api/compiler-hooks.md',
  Compilation: 'docs/api/compilation-hooks.md',
  JavascriptParser: 'docs/api/parser.md',
  NormalModuleFactory: 'docs/api/normalmodulefactory-hooks.md',
  ContextModuleFactory: 'docs/api/contextmodulefactory-hooks.md',
  MultiCompiler: 'docs/api/node.md',
  ResolverFactory: 'docs/api/resolvers.md',
};

/** The pages written for a package's release, named when it moves to a new major one. */
const PACKAGE_PAGES: Record<string, string[]> = {
  'webpack-cli': ['docs/api/cli.md'],
  'webpack-dev-server': ['docs/configuration/dev-server.md', 'docs/api/webpack-dev-server.md'],
};

/** Every Markdown page under docs/, by its path from the repository root. */
function docsFiles(dir = 'docs'): string[] {
  return fs.readdirSync(path.join(REPO_ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return docsFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

function docsPlaces(): Places {
  const texts = new Map(
    docsFiles().map((file) => [file, fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')]),
  );
  // Every heading of the configuration and API pages, by the name it documents.
  const headings = new Map<string, Place>();
  const pageOf = new Map<string, Place[]>();
  for (const folder of ['configuration', 'api']) {
    for (const file of fs.readdirSync(path.join(REPO_ROOT, 'docs', folder))) {
      if (!/\.mdx?$/.test(file)) continue;
      const page = readPage(REPO_ROOT, `docs/${folder}/${file.replace(/\.mdx?$/, '')}`);
      if (!page) continue;
      const places: Place[] = [];
      for (const entry of readEntries(page.file, page.source)) {
        const name = entry.heading.text.trim().replace(/^`(.*)`$/, '$1');
        const place = {page: page.file, entry: entry.heading.id};
        places.push(place);
        if (!headings.has(`${folder}:${name}`)) headings.set(`${folder}:${name}`, place);
      }
      pageOf.set(page.file, places);
    }
  }
  return {
    // The option's own entry, else its nearest documented ancestor's (where a new child goes), else
    // the page of its top-level option (docs/configuration/experiments.md for `experiments.*`).
    option: (optionPath) => {
      const parts = optionPath.split('.');
      for (let length = parts.length; length > 0; length -= 1) {
        const found = headings.get(`configuration:${parts.slice(0, length).join('.')}`);
        if (found) return found;
      }
      const page = `docs/configuration/${parts[0]!.toLowerCase()}.md`;
      return texts.has(page) ? {page} : undefined;
    },
    mentions: (optionPath) => {
      const name = new RegExp(`(?<![\\w.$])${escapeRegExp(optionPath)}(?![\\w$])`);
      return [...texts].filter(([, text]) => name.test(text)).map(([file]) => file);
    },
    hook: (owner, hook) => {
      const page = HOOK_PAGES[owner];
      if (!page) return undefined;
      const file = [...pageOf.keys()].find((key) => key.startsWith(page.replace(/\.md$/, '')));
      const entry = (pageOf.get(file ?? '') ?? []).find((place) => place.entry === hook.toLowerCase());
      return {page: file ?? page, entry: entry?.entry};
    },
    flag: () => ({page: 'docs/api/cli.md'}),
    package: (name) => (PACKAGE_PAGES[name] ?? []).map((page) => ({page})),
    testSource: (file) => {
      const full = path.join(REPO_ROOT, file);
      return fs.existsSync(full) ? fs.readFileSync(full, 'utf8').split('\n') : undefined;
    },
  };
}

// -------------------------------------------------------------------------------------------------

function compare(
  before: Snapshot,
  after: Snapshot,
  failingTests: Drift['failingTests'],
  packages?: Drift['packages'],
): Drift {
  const asMap = (record: Record<string, string>) => new Map(Object.entries(record));
  return {
    packages,
    from: before.version,
    to: after.version,
    options: diffMaps(asMap(before.options), asMap(after.options)),
    defaults: MODES.map((mode) => ({
      mode,
      diff: diffMaps(asMap(before.defaults[mode] ?? {}), asMap(after.defaults[mode] ?? {})),
    })),
    hooks: Object.keys(after.hooks).map((owner) => ({
      owner,
      ...diffMaps(asMap(before.hooks[owner] ?? {}), asMap(after.hooks[owner] ?? {})),
    })),
    cliFlags: diffLists(before.cliFlags, after.cliFlags),
    failingTests,
  };
}

function main() {
  let before: Snapshot;
  let versionsBefore: string[] | undefined;
  if (values['from-release']) {
    before = snapshot(unpackRelease(values['from-release']), installed('webpack-cli'));
  } else {
    before = snapshot(installed('webpack'), installed('webpack-cli'));
    versionsBefore = MOVED.map(installedVersion);
    const target = positionals[0] ?? npm(['view', 'webpack', 'version']).trim();
    console.log(
      `webpack:update: webpack ${before.version} → ${target}, webpack-cli and webpack-dev-server → latest`,
    );
    npm(['install', '--save-dev', '--save-exact', `webpack@${target}`, 'webpack-cli@latest']);
    npm(['install', '--save-dev', 'webpack-dev-server@latest']);
    // Data generated from webpack: the release each option arrived in.
    execFileSync('npm', ['run', 'option-history'], {cwd: REPO_ROOT, stdio: 'inherit'});
  }
  const after = snapshot(installed('webpack'), installed('webpack-cli'));
  const failingTests = values['skip-tests'] ? [] : failingDocsTests();
  const packages = versionsBefore?.map((from, index) => ({
    name: MOVED[index]!,
    from,
    to: installedVersion(MOVED[index]!),
  }));
  const drift = compare(before, after, failingTests, packages);
  const places = docsPlaces();
  const report = formatDriftReport(drift, places);
  fs.mkdirSync(path.dirname(values.report!), {recursive: true});
  fs.writeFileSync(values.report!, report);
  process.stdout.write(report);
  console.log(`\nwebpack:update: report written to ${path.relative(REPO_ROOT, values.report!)}`);
  if (!values['from-release']) return;

  // The proof: the report against the option history and the expected removals.
  const problems = proofProblems(drift, places, {
    history: optionHistory.options,
    removed: values['expect-removed']!.map((pair) => {
      const [optionPath = '', page = ''] = pair.split('=');
      return {path: optionPath, page};
    }),
    compareVersions,
  });
  const dated = Object.values(optionHistory.options).filter(
    (version) => compareVersions(version, drift.from) > 0,
  );
  if (problems.length > 0) {
    console.error(
      `webpack:update:proof: the report does not hold:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `webpack:update:proof: holds: the ${dated.length} options that the option history dates after ${drift.from} are all among the ` +
        `${drift.options.added.length} reported as added; ` +
        `${values['expect-removed']!.length} expected removal(s) reported with their page`,
    );
  }
}

if (require.main === module) main();
