// Writes src/data/optionHistoryData.json: the first webpack 5 release in which each option path of
// the installed webpack appears, and values added later to an option's enums.
//
//   npm run option-history            (re-run when the documented webpack version moves)
//
// For every 5.x release (no pre-releases) up to the installed version, it fetches the package
// with `npm pack`, keeps only package/schemas/WebpackOptions.json in .cache/option-history/, and
// walks each schema with the same rules as the coverage report (scripts/lib/schemaPaths.ts).
// Cached schemas are reused, so a re-run only fetches the new releases.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {createRequire} from 'node:module';
import {REPO_ROOT} from './lib/docsTree';
import {schemaOptionPaths, type JsonSchema} from './lib/schemaPaths';
import {compareVersions, type OptionHistory} from '../src/data/optionHistory';

const run = promisify(execFile);
const require = createRequire(__filename);
const CACHE = path.join(REPO_ROOT, '.cache', 'option-history');
const OUTPUT = path.join(REPO_ROOT, 'src', 'data', 'optionHistoryData.json');
const PARALLEL = 4;

async function releases(upTo: string): Promise<string[]> {
  const {stdout} = await run('npm', ['view', 'webpack', 'versions', '--json'], {maxBuffer: 16 * 1024 * 1024});
  return (JSON.parse(stdout) as string[])
    .filter((version) => /^5\.\d+\.\d+$/.test(version) && compareVersions(version, upTo) <= 0)
    .sort(compareVersions);
}

/** The WebpackOptions schema of a release, from the cache or from the registry. */
async function schemaOf(version: string): Promise<JsonSchema> {
  const cached = path.join(CACHE, `${version}.json`);
  if (!fs.existsSync(cached)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'option-history-'));
    try {
      const {stdout} = await run('npm', [
        'pack',
        `webpack@${version}`,
        '--pack-destination',
        dir,
        '--json',
        '--silent',
      ]);
      const [{filename}] = JSON.parse(stdout) as [{filename: string}];
      const tarball = path.join(dir, path.basename(filename));
      const {stdout: schema} = await run('tar', ['-xzOf', tarball, 'package/schemas/WebpackOptions.json'], {
        maxBuffer: 64 * 1024 * 1024,
      });
      JSON.parse(schema); // fail here, not later, on a broken download
      fs.mkdirSync(CACHE, {recursive: true});
      fs.writeFileSync(cached, schema);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
  return JSON.parse(fs.readFileSync(cached, 'utf8')) as JsonSchema;
}

async function main() {
  const installed = (require('webpack/package.json') as {version: string}).version;
  const versions = await releases(installed);
  if (versions.at(-1) !== installed) throw new Error(`webpack ${installed} is not a published 5.x release`);

  const schemas = new Map<string, JsonSchema>();
  let next = 0;
  await Promise.all(
    Array.from({length: PARALLEL}, async () => {
      while (next < versions.length) {
        const version = versions[next++]!;
        schemas.set(version, await schemaOf(version));
        process.stdout.write(`\r${schemas.size}/${versions.length} schemas`);
      }
    }),
  );
  process.stdout.write('\n');

  const firstSeen = new Map<string, string>();
  const valuesSeen = new Map<string, Map<string, string>>();
  for (const version of versions) {
    // Maps of old releases that no longer exist have no placeholder name; they cannot match a
    // current path, so any name does.
    for (const option of schemaOptionPaths(schemas.get(version)!, {onUnnamedMap: () => 'key'})) {
      if (!firstSeen.has(option.path)) firstSeen.set(option.path, version);
      const values = valuesSeen.get(option.path) ?? new Map<string, string>();
      for (const value of option.enumValues) {
        // Strings only: the `false`, `0` and `''` of "falsy" alternatives are not new forms.
        if (typeof value === 'string' && value !== '' && !values.has(value)) values.set(value, version);
      }
      valuesSeen.set(option.path, values);
    }
  }

  const current = schemaOptionPaths(require('webpack/schemas/WebpackOptions.json') as JsonSchema);
  const history: OptionHistory = {
    releases: {first: versions[0]!, last: installed, count: versions.length},
    options: {},
    values: {},
  };
  for (const option of current) {
    history.options[option.path] = firstSeen.get(option.path)!;
    // Values that arrived after the option itself, e.g. a new `output.chunkLoading` type.
    const added = [...(valuesSeen.get(option.path) ?? [])].filter(
      ([value, version]) => option.enumValues.includes(value) && version !== history.options[option.path],
    );
    if (added.length) history.values[option.path] = Object.fromEntries(added);
  }
  fs.writeFileSync(OUTPUT, `${JSON.stringify(history, null, 2)}\n`);
  const later = Object.values(history.options).filter((version) => version !== versions[0]).length;
  console.log(
    `Wrote ${path.relative(REPO_ROOT, OUTPUT)}: ${current.length} option paths from ${versions.length} releases (${versions[0]} … ${installed}); ${later} arrived after ${versions[0]}, ${Object.keys(history.values).length} options gained values.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
