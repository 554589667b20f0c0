#!/usr/bin/env node
// Records in a translated page which version of the English page it was checked against, section
// by section, and checks those records.
//
//   node scripts/translation-stamp.mjs <zh-file...>               stamp each file (or refuse, see below)
//   node scripts/translation-stamp.mjs --accept <id>[,<id>…] <zh-file>
//                                       … a changed English section you checked needs no change here
//   node scripts/translation-stamp.mjs --check <zh-file...>       only report; exit 1 if one is outdated
//   node scripts/translation-stamp.mjs --check --all              report every translated page
//   node scripts/translation-stamp.mjs --root DIR …               site directory (default: this repository)
//
// A <zh-file> is i18n/zh/docusaurus-plugin-content-docs/current/<path>; its English page is
// docs/<path>. The stamp (`sourceHash` and `sectionHashes` in the front matter) is described in
// src/plugins/translation-status/stamp.ts, which holds the logic this script and the
// translation-status plugin share. Stamp a page after you have brought it up to date with the
// English page: the stamp says "this translation matches the English page as it is now". The
// script refuses when that cannot be true: a heading without the English id, or a section whose
// English changed since the last stamp while its translation stayed the same.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {register} from 'tsx/cjs/api';

// tsx's require hook, not tsImport(): tsImport loads in a namespace of its own each run, which
// makes every transform (ours and the ES-only remark packages) miss tsx's cache: ~2 s more a run.
register();
const {stampTranslation, compareWithEnglish, describeComparison} = createRequire(import.meta.url)(
  '../src/plugins/translation-status/stamp.ts',
);

const TRANSLATION_DIR = path.join('i18n', 'zh', 'docusaurus-plugin-content-docs', 'current');

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    // `_name.md`: a page the build writes (the Chinese page of a pulled package), not a translation.
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const check = args.includes('--check');
const all = args.includes('--all');
const root = path.resolve(valueOf('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const acceptArg = valueOf('--accept');
const accept = acceptArg === 'all' ? 'all' : (acceptArg?.split(',').filter(Boolean) ?? []);
const files = args.filter((arg, i) => !arg.startsWith('--') && !['--root', '--accept'].includes(args[i - 1]));
const translationRoot = path.join(root, TRANSLATION_DIR);
if (all) files.push(...walk(translationRoot).sort());

const usage =
  `usage: node scripts/translation-stamp.mjs [--accept <id>[,<id>…]] <${TRANSLATION_DIR.split(path.sep).join('/')}/<path>…>\n` +
  '       node scripts/translation-stamp.mjs --check (<file>… | --all)';
if (args.includes('--help')) {
  console.log(usage);
  process.exit(0);
}
if (files.length === 0 || (all && !check) || (acceptArg !== undefined && (check || files.length !== 1))) {
  console.error(
    all && !check
      ? 'Stamping every page at once is not supported: stamp each page after checking it.\n' + usage
      : acceptArg !== undefined && (check || files.length !== 1)
        ? '--accept applies to one page being stamped.\n' + usage
        : usage,
  );
  process.exit(2);
}

let problems = 0;
for (const file of files) {
  const absolute = path.resolve(file);
  const relative = path.relative(translationRoot, absolute);
  const shown = path.relative(process.cwd(), absolute) || absolute;
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    console.error(`✗ ${shown}: not a translated doc (expected a file under ${TRANSLATION_DIR})`);
    problems += 1;
    continue;
  }
  const docPath = relative.split(path.sep).join('/');
  const english = path.join(root, 'docs', relative);
  if (!fs.existsSync(absolute) || !fs.existsSync(english)) {
    console.error(
      `✗ ${shown}: ${fs.existsSync(absolute) ? `no English page docs/${docPath}` : 'file not found'}`,
    );
    problems += 1;
    continue;
  }
  const englishBytes = fs.readFileSync(english);
  const text = fs.readFileSync(absolute, 'utf8');
  if (check) {
    const comparison = compareWithEnglish(docPath, englishBytes, text);
    const lines = describeComparison(comparison);
    if (lines.length === 0) {
      console.log(`✓ ${shown}: up to date with docs/${docPath} (${comparison.sourceHash})`);
    } else {
      console.log(`✗ ${shown}:\n${lines.map((line) => `    ${line}`).join('\n')}`);
      problems += 1;
    }
    continue;
  }
  let result;
  try {
    result = stampTranslation(docPath, englishBytes, text, {accept});
  } catch (error) {
    console.error(`✗ ${shown}: ${error.message}`);
    problems += 1;
    continue;
  }
  if (!result.ok) {
    console.error(`✗ ${shown}: not stamped\n${result.problems.map((p) => `    ${p}`).join('\n')}`);
    problems += 1;
    continue;
  }
  if (result.changed) fs.writeFileSync(absolute, result.text);
  console.log(
    `${result.changed ? '✓' : '='} ${shown}: stamped against docs/${docPath} (${result.comparison.sourceHash})`,
  );
}
process.exit(problems > 0 ? 1 : 0);
