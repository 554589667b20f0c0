import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import type {LoadContext} from '@docusaurus/types';
import translationStatusPlugin, {translationDirFor, type TranslationStatusData} from './index';
import {pageSections} from './sections';
import {readSourceHash, sourceHashOf} from './stamp';

const repoRoot = path.resolve(__dirname, '../../..');
const TRANSLATIONS = translationDirFor('zh');

function write(root: string, file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), content);
}

function makeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
  write(root, 'docs/concepts/index.md', '---\ntitle: Concepts\n---\n\nEnglish.\n');
  write(root, 'docs/concepts/output.md', '---\ntitle: Output\n---\n\nEnglish.\n');
  write(root, 'docs/loaders/_css-loader.md', '---\ntitle: css-loader\n---\n');
  write(root, 'docs/glossary.md', '---\ntitle: Glossary\n---\n');
  write(root, `${TRANSLATIONS}/concepts/index.md`, '---\ntitle: 概念\n---\n\n中文。\n');
  return root;
}

describe('translation-status plugin', () => {
  let root: string;
  beforeEach(() => {
    root = makeSite();
  });
  afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

  async function run(sources: Record<string, string>): Promise<TranslationStatusData> {
    const context = {
      siteDir: root,
      generatedFilesDir: path.join(root, '.docusaurus'),
      siteConfig: {trailingSlash: true},
    } as LoadContext;
    const plugin = translationStatusPlugin(context, {locale: 'zh'});
    let written: string | undefined;
    const docs = Object.entries(sources).map(([id, source]) => ({
      id,
      source,
      title: id,
      permalink: `/zh/${id}`,
    }));
    await plugin.allContentLoaded!({
      allContent: {
        'docusaurus-plugin-content-docs': {default: {loadedVersions: [{versionName: 'current', docs}]}},
      } as never,
      actions: {
        createData: async (name: string, content: string | object) => {
          written = typeof content === 'string' ? content : JSON.stringify(content);
          return path.join(root, '.docusaurus', name);
        },
        addRoute: () => undefined,
        setGlobalData: () => undefined,
      },
    });
    expect(plugin.configureWebpack!({} as never, false, {} as never, {} as never)).toEqual({
      resolve: {
        alias: {
          '@webpack-site/translation-status-data$': path.join(root, '.docusaurus', 'translation-status.json'),
        },
      },
    });
    return JSON.parse(written!) as TranslationStatusData;
  }

  const zhSources = {
    'concepts/index': `@site/${TRANSLATIONS}/concepts/index.md`,
    'concepts/output': '@site/docs/concepts/output.md',
    'loaders/css-loader': '@site/docs/loaders/_css-loader.md',
    glossary: '@site/docs/glossary.md',
  };

  it('reports an unstamped translation as outdated, untranslated pages as missing, READMEs as pulled', async () => {
    const data = await run(zhSources);
    const states = Object.fromEntries(data.sections.flatMap((s) => s.entries.map((e) => [e.path, e.state])));
    expect(states).toEqual({
      'concepts/index.md': 'outdated',
      'concepts/output.md': 'missing',
      'loaders/_css-loader.md': 'pulled',
      'glossary.md': 'missing',
    });
    expect(data.sections.map((s) => s.section)).toEqual(['concepts', 'loaders', '']);
    // Links follow the site's trailingSlash setting.
    expect(data.sections[0]!.entries.map((e) => e.permalink)).toEqual([
      '/zh/concepts/index/',
      '/zh/concepts/output/',
    ]);
  });

  it('follows the stamp script, then notices when the English page changes', async () => {
    const stamp = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [path.join(repoRoot, 'scripts/translation-stamp.mjs'), '--root', root, ...args],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
    const zhFile = `${TRANSLATIONS}/concepts/index.md`;
    expect(stamp('--check', zhFile).status).toBe(1);

    const stamped = stamp(zhFile);
    expect(stamped.stderr).toBe('');
    expect(stamped.status).toBe(0);
    const english = fs.readFileSync(path.join(root, 'docs/concepts/index.md'));
    const text = fs.readFileSync(path.join(root, zhFile), 'utf8');
    expect(readSourceHash(text)).toBe(sourceHashOf(english));
    const [frontMatter, intro] = pageSections('concepts/index.md', text);
    const [englishFrontMatter, englishIntro] = pageSections('docs/concepts/index.md', english.toString());
    expect(text).toBe(
      `---\ntitle: 概念\nsourceHash: ${sourceHashOf(english)}\nsectionHashes:\n` +
        `  _front-matter: ${englishFrontMatter!.hash}/${frontMatter!.hash}\n` +
        `  _intro: ${englishIntro!.hash}/${intro!.hash}\n---\n\n中文。\n`,
    );
    expect(stamp('--check', '--all').status).toBe(0);

    let states = Object.fromEntries(
      (await run(zhSources)).sections.flatMap((s) => s.entries.map((e) => [e.path, e.state])),
    );
    expect(states['concepts/index.md']).toBe('translated');

    // The English page changes: the translation is now outdated, in the plugin and for the script.
    fs.appendFileSync(path.join(root, 'docs/concepts/index.md'), 'A new paragraph.\n');
    states = Object.fromEntries(
      (await run(zhSources)).sections.flatMap((s) => s.entries.map((e) => [e.path, e.state])),
    );
    expect(states['concepts/index.md']).toBe('outdated');
    expect(stamp('--check', zhFile).stdout).toMatch(
      /the English page changed since the stamp \([0-9a-f]{12} → [0-9a-f]{12}\)\n.*changed in English, translation unchanged: #_intro/,
    );
    // The stamp tool will not record it as current while the Chinese text is the old one.
    const refused = stamp(zhFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/section #_intro changed in English since the last stamp/);
  });

  it('rejects files that are not translated docs', () => {
    write(root, 'elsewhere.md', '---\ntitle: x\n---\n');
    write(root, `${TRANSLATIONS}/concepts/removed.md`, '---\ntitle: x\n---\n');
    const result = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'scripts/translation-stamp.mjs'),
        '--root',
        root,
        'elsewhere.md',
        `${TRANSLATIONS}/concepts/removed.md`,
      ],
      {cwd: root, encoding: 'utf8'},
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/elsewhere\.md: not a translated doc/);
    expect(result.stderr).toMatch(/no English page docs\/concepts\/removed\.md/);
  });

  it('fails loudly without a current docs version', async () => {
    const plugin = translationStatusPlugin({siteDir: root, generatedFilesDir: root} as LoadContext);
    await expect(plugin.allContentLoaded!({allContent: {} as never, actions: {} as never})).rejects.toThrow(
      /no "current" version/,
    );
  });
});
