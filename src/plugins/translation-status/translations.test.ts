/**
 * The translations in this repository: a translation that claims to match the English page as it
 * is now (its sourceHash is the English file's hash) must really match it, section by section.
 * An honest "outdated" (the English changed after the stamp) is fine here: the status page shows
 * it. What fails is a stamp that hides a stale section, e.g. a sourceHash updated by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import {translationDirFor} from './index';
import {compareWithEnglish, describeComparison} from './stamp';

const siteDir = path.resolve(__dirname, '../../..');
const translationDir = path.join(siteDir, translationDirFor('zh'));

function pagesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return pagesUnder(dir, relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

const pages = pagesUnder(translationDir);

describe('translated pages', () => {
  it('are found', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages)('%s: has an English page, and its stamp tells the truth', (docPath) => {
    const englishFile = path.join(siteDir, 'docs', docPath);
    expect(fs.existsSync(englishFile) ? docPath : `no English page docs/${docPath}`).toBe(docPath);
    const comparison = compareWithEnglish(
      docPath,
      fs.readFileSync(englishFile),
      fs.readFileSync(path.join(translationDir, docPath), 'utf8'),
    );
    const claimsCurrent = comparison.translatedHash === comparison.sourceHash;
    const problems =
      claimsCurrent || comparison.reasons.includes('unreadable') ? describeComparison(comparison) : [];
    expect(problems).toEqual([]);
  });
});
