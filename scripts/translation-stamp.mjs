#!/usr/bin/env node
// Records in a translated page which version of the English page it was checked against.
//
//   node scripts/translation-stamp.mjs <zh-file...>          write/update `sourceHash` in each file
//   node scripts/translation-stamp.mjs --check <zh-file...>  only report; exit 1 if one is not up to date
//   node scripts/translation-stamp.mjs --check --all         report every translated page
//   node scripts/translation-stamp.mjs --root DIR ...        site directory (default: this repository)
//
// A <zh-file> is i18n/zh/docusaurus-plugin-content-docs/current/<path>; its English page is
// docs/<path>. `sourceHash` is the first 12 hex characters of sha256 of the English file's raw
// bytes, the value the translation-status plugin (src/plugins/translation-status) compares with.
// Run it after you have brought the translation up to date with the English page, not before:
// the stamp says "this translation matches the English page as it is now".
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const TRANSLATION_DIR = path.join('i18n', 'zh', 'docusaurus-plugin-content-docs', 'current');
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const SOURCE_HASH_LINE = /^sourceHash:[ \t]*(['"]?)([^'"\s#]*)\1[ \t]*(?:#.*)?$/m;

const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

function readHash(text) {
  const block = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''));
  const line = block && SOURCE_HASH_LINE.exec(block[1]);
  return line?.[2] ? line[2].toLowerCase() : undefined;
}

function writeHash(text, hash) {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  const block = FRONT_MATTER.exec(body);
  if (!block) throw new Error('it has no front matter (--- … ---) to record the hash in');
  const eol = block[0].includes('\r\n') ? '\r\n' : '\n';
  const inner = block[1];
  const updated = SOURCE_HASH_LINE.test(inner)
    ? inner.replace(SOURCE_HASH_LINE, `sourceHash: ${hash}`)
    : `${inner}${eol}sourceHash: ${hash}`;
  const start = block[0].indexOf(inner);
  return bom + body.slice(0, start) + updated + body.slice(start + inner.length);
}

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const all = args.includes('--all');
let root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootAt = args.indexOf('--root');
if (rootAt !== -1) root = path.resolve(args[rootAt + 1] ?? '.');
const files = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--root');
const translationRoot = path.join(root, TRANSLATION_DIR);
if (all) files.push(...walk(translationRoot));

if (files.length === 0 || args.includes('--help')) {
  console.error(
    `usage: node scripts/translation-stamp.mjs [--check] <${TRANSLATION_DIR.split(path.sep).join('/')}/<path>...>\n` +
      '       node scripts/translation-stamp.mjs --check --all',
  );
  process.exit(files.length === 0 && !args.includes('--help') ? 2 : 0);
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
  const english = path.join(root, 'docs', relative);
  if (!fs.existsSync(absolute) || !fs.existsSync(english)) {
    console.error(
      `✗ ${shown}: ${fs.existsSync(absolute) ? `no English page docs/${relative}` : 'file not found'}`,
    );
    problems += 1;
    continue;
  }
  const hash = hashOf(fs.readFileSync(english));
  const text = fs.readFileSync(absolute, 'utf8');
  const recorded = readHash(text);
  const englishShown = `docs/${relative.split(path.sep).join('/')}`;
  if (check) {
    if (recorded === hash) {
      console.log(`✓ ${shown}: up to date with ${englishShown} (${hash})`);
    } else {
      console.log(
        `✗ ${shown}: ${recorded ? `checked against ${recorded}` : 'no sourceHash'}, ${englishShown} is now ${hash}`,
      );
      problems += 1;
    }
    continue;
  }
  try {
    if (recorded !== hash) fs.writeFileSync(absolute, writeHash(text, hash));
  } catch (error) {
    console.error(`✗ ${shown}: ${error.message}`);
    problems += 1;
    continue;
  }
  console.log(`${recorded === hash ? '=' : '✓'} ${shown}: sourceHash ${hash} (${englishShown})`);
}
process.exit(problems > 0 ? 1 : 0);
