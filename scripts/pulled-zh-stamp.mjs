#!/usr/bin/env node
// The Chinese pages of pulled loaders and plugins (i18n/zh/pulled/<section>/<name>.md, see
// src/plugins/pulled-readmes/zh.ts) are written against one version of the package's options
// schemas. This script compares them with the package's schemas now and records them.
//
//   node scripts/pulled-zh-stamp.mjs --check [name…]   list what to write for each page (all by default):
//                                                      new, changed and removed options with the schema's
//                                                      English description; exit 1 when one is outdated
//   node scripts/pulled-zh-stamp.mjs <name…>           after updating the page: record the schemas
//                                                      (<name>.schema.json), its `version` and `schemaHash`;
//                                                      refuses while an option of the schema has no entry
//   --root DIR                                         site directory (default: this repository)
//   --tarball FILE                                     with one name: read the package from its tarball
//                                                      (`npm pack <name>`), for a package not installed
//
// "Now" is the newest version in the pull's cache (.cache/pulled-readmes/, written by every build)
// that holds the schemas, else the package installed in node_modules. A package without a schema
// (`schemas: []`) has a page whose options come from its code: stamping records its version and
// checks that each entry is complete; --check has nothing to compare.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {register} from 'tsx/cjs/api';
import * as prettier from 'prettier';

register();
const require = createRequire(import.meta.url);
const {pulledPackages} = require('../src/data/pulledPackages.ts');
const {schemaHash} = require('../src/plugins/pulled-readmes/schema.ts');
const {
  lackingEntries,
  packageFromTarball,
  parseZhRecord,
  parseZhSource,
  schemaState,
  versionState,
  zhFiles,
} = require('../src/plugins/pulled-readmes/zh.ts');
const {readNewestCache} = require('../src/plugins/pulled-readmes/cache.ts');

const args = process.argv.slice(2);
let root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootAt = args.indexOf('--root');
if (rootAt !== -1) {
  root = path.resolve(args[rootAt + 1]);
  args.splice(rootAt, 2);
}
const tarballAt = args.indexOf('--tarball');
let tarball;
if (tarballAt !== -1) {
  tarball = path.resolve(args[tarballAt + 1]);
  args.splice(tarballAt, 2);
}
const check = args.includes('--check');
const names = args.filter((arg) => !arg.startsWith('--'));
if (tarball && names.length !== 1) {
  console.error(
    '--tarball reads one package: name it, e.g. `--tarball closure-webpack-plugin-2.6.1.tgz closure-webpack-plugin`',
  );
  process.exit(1);
}

/**
 * The package's schemas now: the newest cached version that has them, else node_modules. A package
 * with no schema (`schemas: []`) has none to read: only its version.
 */
async function currentSchemas(pkg) {
  if (tarball) return {...(await packageFromTarball(fs.readFileSync(tarball), pkg)), from: tarball};
  const cached = await readNewestCache(path.join(root, '.cache', 'pulled-readmes'), pkg.name);
  if (cached && pkg.schemas.every((file) => file in (cached.schemas ?? {}))) {
    const schemas = Object.fromEntries(pkg.schemas.map((file) => [file, cached.schemas[file]]));
    return {version: cached.version, schemas, from: 'the pull cache'};
  }
  try {
    const dir = path.dirname(require.resolve(`${pkg.name}/package.json`, {paths: [root]}));
    const {version} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const schemas = Object.fromEntries(
      pkg.schemas.map((file) => [file, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]),
    );
    return {version, schemas, from: 'node_modules'};
  } catch {
    return undefined;
  }
}

const withPages = pulledPackages.filter(
  (pkg) => Array.isArray(pkg.schemas) && fs.existsSync(zhFiles(root, pkg).source),
);
const selected = names.length
  ? names.map((name) => withPages.find((pkg) => pkg.name === name) ?? name)
  : withPages;
let failed = false;
for (const pkg of selected) {
  if (typeof pkg === 'string') {
    console.error(
      `${pkg}: no Chinese page with schemas (i18n/zh/pulled/…/${pkg}.md and \`schemas\` in src/data/pulledPackages.ts, \`[]\` for none)`,
    );
    failed = true;
    continue;
  }
  const files = zhFiles(root, pkg);
  const text = fs.readFileSync(files.source, 'utf8');
  const source = parseZhSource(files.source, text, {unstamped: !check});
  const record = fs.existsSync(files.record)
    ? parseZhRecord(files.record, fs.readFileSync(files.record, 'utf8'))
    : undefined;
  const now = await currentSchemas(pkg);
  if (!now) {
    console.error(
      `${pkg.name}: no schemas in the cache nor in node_modules (build once, install it, or pass --tarball)`,
    );
    failed = true;
    continue;
  }
  // Without a schema, the options come from the code: a new version is all there is to compare.
  const state = pkg.schemas.length
    ? schemaState(source, record, now.schemas)
    : versionState(source, now.version);
  if (check) {
    if (state.status === 'current') {
      console.log(
        `${pkg.name}: current (${source.version}, schema ${source.schemaHash}; ${now.version} from ${now.from})`,
      );
      continue;
    }
    failed = true;
    console.log(
      `${pkg.name}: outdated, written for ${source.version}, now ${now.version} (${now.from}); to write:`,
    );
    if (!state.diff) {
      console.log(
        `  no options schema: compare the options in the code of ${source.version} and ${now.version}`,
      );
      continue;
    }
    for (const option of state.diff.added)
      console.log(`  new      ${option.path} (${option.type}): ${option.description}`);
    for (const {option, before} of state.diff.changed)
      console.log(`  changed  ${option.path} (${before.type} → ${option.type}): ${option.description}`);
    for (const option of state.diff.removed) console.log(`  removed  ${option.path}`);
    continue;
  }
  // Stamp: every option of the schemas needs an entry with Type and Default on the page.
  const lacking = lackingEntries(source.body, now.schemas);
  if (lacking.length) {
    console.error(
      `${pkg.name}: not stamped; these options lack a complete entry (heading {#id}, Type:, Default:, text):\n` +
        lacking.map((option) => `  ${option.path} {#${option.id}}`).join('\n'),
    );
    failed = true;
    continue;
  }
  const hash = schemaHash(now.schemas);
  // Written as Prettier writes JSON here, so that `npm test`'s format check passes on a stamped record.
  const stampRecord = JSON.stringify(
    {package: pkg.name, version: now.version, schemas: now.schemas},
    null,
    2,
  );
  const options = (await prettier.resolveConfig(files.record)) ?? {};
  fs.writeFileSync(files.record, await prettier.format(stampRecord, {...options, filepath: files.record}));
  const stamped = withField(withField(text, 'version', now.version), 'schemaHash', hash);
  fs.writeFileSync(files.source, stamped);
  console.log(`${pkg.name}: stamped ${now.version}, schema ${hash} (${now.from})`);
}
process.exit(failed ? 1 : 0);

/** The page's text with a front matter field set: replaced where it is, added at the end where not. */
function withField(text, key, value) {
  const line = `${key}: ${JSON.stringify(value)}`;
  const field = new RegExp(`^${key}:.*$`, 'm');
  const end = text.indexOf('\n---', 3);
  if (field.test(text.slice(0, end))) return text.replace(field, line);
  return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
}
