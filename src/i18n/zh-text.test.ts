/**
 * Every Chinese page and interface string follows the glossary and the punctuation rules of
 * src/data/zhGlossary.ts (see zhText.ts for what is read). A failure names the file, the line, the
 * rule and what to write instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkMarkdown, checkMessages} from './zhText';

const zhDir = path.resolve(__dirname, '../../i18n/zh');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const files = filesUnder(zhDir).map((file) => path.relative(zhDir, file).split(path.sep).join('/'));
const pages = files.filter((file) => /\.mdx?$/.test(file));
// pulled/<section>/<name>.schema.json: the options schema a Chinese page was written against (English).
const messageFiles = files.filter((file) => file.endsWith('.json') && !file.startsWith('pulled/'));

describe('Chinese text in i18n/zh', () => {
  it('is found', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(messageFiles).toContain('code.json');
  });

  it.each(pages)('%s follows the glossary and punctuation rules', (file) => {
    const problems = checkMarkdown(file, fs.readFileSync(path.join(zhDir, file), 'utf8'));
    expect(problems.map((p) => `${file}:${p.line} ${p.rule}: ${p.message} — ${p.excerpt}`)).toEqual([]);
  });

  it.each(messageFiles)('%s follows the glossary and punctuation rules', (file) => {
    const messages = JSON.parse(fs.readFileSync(path.join(zhDir, file), 'utf8')) as Record<
      string,
      {message: string}
    >;
    expect(
      checkMessages(messages).map((p) => `${file} ${p.id} ${p.rule}: ${p.message} — ${p.excerpt}`),
    ).toEqual([]);
  });
});
