/**
 * Every interface string of the site has a Chinese translation.
 *
 * Runs `docusaurus write-translations --locale zh` into a temporary directory (so the real
 * i18n/zh/ is not touched) to learn which strings the site has today: our own `translate()` /
 * `<Translate>` ids, Docusaurus's theme strings, the navbar, the footer, the blog and docs
 * options and sidebar category labels (page groups). Each must be in the matching file under i18n/zh/, with a message that is not the
 * English one (unless it is listed in SAME_IN_BOTH with a reason) and uses the same
 * {placeholders}. Strings whose ids are built at run time are listed by DYNAMIC_IDS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {organizationProjects} from '../data/organizationProjects';

const siteDir = path.resolve(__dirname, '../..');
const zhDir = path.join(siteDir, 'i18n/zh');

type TranslationFile = Record<string, {message: string; description?: string}>;

/** Messages that are rightly the same in Chinese, with the reason. Keys are `<file>:<id>`. */
export const SAME_IN_BOTH: Record<string, string> = {
  'docusaurus-theme-classic/navbar.json:title': 'the product name is always written "webpack"',
  'docusaurus-theme-classic/navbar.json:item.label.API': 'Chinese docs call it API',
  'docusaurus-theme-classic/footer.json:link.item.label.Stack Overflow': 'name of the site',
  'docusaurus-plugin-content-docs/current.json:version.label': 'a version number',
  'code.json:site.translationStatus.section.api': 'Chinese docs call it API',
  'docusaurus-plugin-content-docs/current.json:sidebar.plugins.category.webpack': 'the product name',
  'docusaurus-plugin-content-docs/current.json:sidebar.loaders.category.CSS':
    'CSS is written CSS in Chinese too',
};

/** Ids built at run time, which write-translations cannot find in the source. */
export function dynamicIds(): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const project of organizationProjects) {
    ids[`organization.project.${project.npm}.description`] = project.description;
  }
  return ids;
}

/** English of Docusaurus's own theme strings (write-translations puts their zh-Hans default in). */
function themeEnglish(): Record<string, string> {
  const base = path.join(
    path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
    'locales/base',
  );
  const english: Record<string, string> = {};
  for (const file of fs.readdirSync(base)) {
    for (const [id, message] of Object.entries(JSON.parse(fs.readFileSync(path.join(base, file), 'utf8')))) {
      if (!id.endsWith('___DESCRIPTION')) english[id] = message as string;
    }
  }
  return english;
}

/** Whether a message has words to translate (not only placeholders and punctuation, like "{a} - {b}"). */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{\w+\}/g, ''));

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Problems of one translation file against what the site needs. */
export function translationProblems(
  file: string,
  required: Record<string, string>,
  translated: TranslationFile | undefined,
  sameInBoth: Record<string, string> = SAME_IN_BOTH,
): string[] {
  const problems: string[] = [];
  for (const [id, english] of Object.entries(required)) {
    const zh = translated?.[id]?.message;
    if (zh === undefined) {
      problems.push(`${file}: "${id}" has no translation (English: ${JSON.stringify(english)})`);
    } else if (zh.trim() === '') {
      problems.push(`${file}: "${id}" is empty`);
    } else if (zh === english && hasWords(english) && !(`${file}:${id}` in sameInBoth)) {
      problems.push(`${file}: "${id}" is still in English: ${JSON.stringify(zh)}`);
    } else if (placeholders(zh).join() !== placeholders(english).join()) {
      problems.push(
        `${file}: "${id}" has placeholders {${placeholders(zh).join('}, {')}}, English has {${placeholders(english).join('}, {')}}`,
      );
    }
  }
  return problems;
}

function readJson(file: string): TranslationFile | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationFile) : undefined;
}

function listJson(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listJson(dir, rel);
    return entry.name.endsWith('.json') ? [rel] : [];
  });
}

describe('translationProblems', () => {
  it('reports missing, empty, untranslated and mismatched strings, and accepts listed exceptions', () => {
    const required = {a: 'Hello', b: 'Hi {name}', c: 'webpack', d: 'Bye', e: 'Go', f: '{title} - {count}'};
    const translated = {
      a: {message: 'Hello'},
      b: {message: '你好 {who}'},
      c: {message: 'webpack'},
      e: {message: ' '},
      f: {message: '{title} - {count}'},
    };
    expect(translationProblems('code.json', required, translated, {'code.json:c': 'product name'})).toEqual([
      'code.json: "a" is still in English: "Hello"',
      'code.json: "b" has placeholders {who}, English has {name}',
      'code.json: "d" has no translation (English: "Bye")',
      'code.json: "e" is empty',
    ]);
  });
});

describe('i18n/zh', () => {
  let generated: string;
  let out: string | undefined;
  let config: string | undefined;
  afterAll(() => {
    for (const file of [out, config]) if (file) fs.rmSync(file, {recursive: true, force: true});
  });
  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'zh-strings-'));
    // The site's own config, with the translation files written into `out` instead of i18n/.
    // It sits next to the real one (removed afterwards): plugin paths resolve from its directory.
    config = path.join(siteDir, `docusaurus.zh-strings-${process.pid}.config.ts`);
    fs.writeFileSync(
      config,
      `import config from ${JSON.stringify(path.join(siteDir, 'docusaurus.config.ts'))};\n` +
        `export default {...config, i18n: {...config.i18n, path: ${JSON.stringify(out)}}};\n`,
    );
    const result = spawnSync(
      process.execPath,
      [
        require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
        'write-translations',
        '--locale',
        'zh',
        '--config',
        config,
      ],
      {
        cwd: siteDir,
        encoding: 'utf8',
        env: {...process.env, PULLED_READMES_OFFLINE: '1', SPONSORS_OFFLINE: '1', STARTER_KITS_OFFLINE: '1'},
      },
    );
    if (result.status !== 0)
      throw new Error(`write-translations failed:\n${result.stdout}\n${result.stderr}`);
    generated = path.join(out!, 'zh');
  }, 180_000);

  it('write-translations finds the interface strings', () => {
    expect(Object.keys(readJson(path.join(generated, 'code.json'))!).length).toBeGreaterThan(150);
  });

  it('translates every interface string into Chinese', () => {
    const theme = themeEnglish();
    const problems: string[] = [];
    for (const file of listJson(generated)) {
      const fresh = readJson(path.join(generated, file))!;
      const required = Object.fromEntries(
        // Code strings come with the zh-Hans default of Docusaurus when it has one: compare with its English.
        Object.entries(fresh).map(([id, {message}]) => [
          id,
          file === 'code.json' ? (theme[id] ?? message) : message,
        ]),
      );
      if (file === 'code.json') Object.assign(required, dynamicIds());
      problems.push(...translationProblems(file, required, readJson(path.join(zhDir, file))));
    }
    expect(problems).toEqual([]);
  });
});
