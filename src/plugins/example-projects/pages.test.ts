import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chineseTranslation, projectPages, pulledChineseKey} from './pages';

test('chineseTranslation and pulledChineseKey name the Chinese files', () => {
  expect(chineseTranslation('docs/guides/x.md')).toBe(
    'i18n/zh/docusaurus-plugin-content-docs/current/guides/x.md',
  );
  expect(chineseTranslation('blog/2020-post.md')).toBe('i18n/zh/docusaurus-plugin-content-blog/2020-post.md');
  expect(pulledChineseKey('i18n/zh/docusaurus-plugin-content-docs/current/loaders/_style-loader.md')).toBe(
    'loaders/style-loader',
  );
  expect(
    pulledChineseKey('i18n/zh/docusaurus-plugin-content-docs/current/guides/_partial.md'),
  ).toBeUndefined();
  expect(pulledChineseKey('docs/loaders/_style-loader.md')).toBeUndefined();
});

test('Chinese downloads read translations and the Chinese pulled pages; English ones the English pages', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'project-pages-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), text);
  };
  try {
    write('docs/guides/a.md', 'english a');
    write('docs/guides/b.md', 'english b');
    write('docs/loaders/_x-loader.md', 'pulled README');
    write('i18n/zh/docusaurus-plugin-content-docs/current/guides/a.md', 'chinese a');
    write('i18n/zh/pulled/loaders/x-loader.md', 'chinese x-loader');
    const of = (language: 'en' | 'zh') =>
      projectPages(siteDir, language).map(({key, file, source}) => [key, file, source]);
    expect(of('en')).toEqual([
      ['guides/a', 'docs/guides/a.md', 'english a'],
      ['guides/b', 'docs/guides/b.md', 'english b'],
    ]);
    expect(of('zh')).toEqual([
      ['guides/a', 'i18n/zh/docusaurus-plugin-content-docs/current/guides/a.md', 'chinese a'],
      ['guides/b', 'docs/guides/b.md', 'english b'],
      ['loaders/x-loader', 'i18n/zh/pulled/loaders/x-loader.md', 'chinese x-loader'],
    ]);
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});
