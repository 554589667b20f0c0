import fs from 'node:fs';
import path from 'node:path';
import {copyPageMessages, mergeMessages, type MessageFile} from './messages';

const lazyDir = path.resolve(__dirname, '../../../i18n');
const locales = fs
  .readdirSync(lazyDir)
  // Every translated locale (en, the default, is messages.ts itself: its code.json rewords two theme strings).
  .filter((locale) => locale !== 'en' && fs.existsSync(path.join(lazyDir, locale, 'code.json')));

describe('Copy page messages', () => {
  test('a locale with a translated interface is found (zh)', () => {
    expect(locales).toContain('zh');
  });

  test.each(locales)('i18n/%s/lazy/copy-page.json translates every message, and nothing else', (locale) => {
    const file = JSON.parse(
      fs.readFileSync(path.join(lazyDir, locale, 'lazy', 'copy-page.json'), 'utf8'),
    ) as MessageFile;
    expect(Object.keys(file).sort()).toEqual(Object.keys(copyPageMessages).sort());
    for (const [id, english] of Object.entries(copyPageMessages)) {
      expect(file[id]!.message.trim()).not.toBe('');
      expect(file[id]!.message).not.toBe(english);
    }
  });

  test('mergeMessages: a translated id replaces the English one, a missing or empty one keeps it', () => {
    const merged = mergeMessages({
      'site.copyPage.menu': {message: '本页的 Markdown'},
      'site.copyPage.menu.copy': {message: ''},
    });
    expect(merged['site.copyPage.menu']).toBe('本页的 Markdown');
    expect(merged['site.copyPage.menu.copy']).toBe(copyPageMessages['site.copyPage.menu.copy']);
    expect(mergeMessages(undefined)).toEqual(copyPageMessages);
  });
});
