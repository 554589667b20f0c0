/**
 * Every Chinese page shows the field lines of its reference entries in Chinese: each page of
 * i18n/zh goes through the plugin the site renders it with (src/remark/zhFieldLines.ts), and no
 * English label, Default phrase or untranslated note may be left outside code. A failure names the
 * file, the line, what is left and where to fix it (the phrase table src/data/fieldLines.ts, or the
 * translation).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Paragraph, PhrasingContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {parsePage} from '../markdown';
import {fieldLineFindings, localizeFieldLines} from '../remark/zhFieldLines';
import {zhFieldPhrases, type ZhFieldPhrases} from '../data/fieldLines';

const zhDir = path.resolve(__dirname, '../../i18n/zh');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

// `_<name>.md` under the docs tree are the pulled packages' pages the build writes (gitignored)
// from i18n/zh/pulled/, which are read here.
const pages = filesUnder(zhDir)
  .map((file) => path.relative(zhDir, file).split(path.sep).join('/'))
  .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'));

/** A line of a paragraph that still starts like a field line in English. */
const ENGLISH_LABEL = /^\s*(?:(?:Type|Default|Properties|Deprecated)\s*:|Added in\b)/;

/** The text of inline nodes as a reader sees it, code spans as `x`, hard breaks as new lines. */
const text = (nodes: PhrasingContent[]): string =>
  nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'break') return '\n';
      if (node.type === 'inlineCode' || node.type === 'html') return 'x';
      return 'children' in node ? text(node.children as PhrasingContent[]) : '';
    })
    .join('');

/** What a Chinese page still shows in English in its field lines, as `line: what — fix`. */
function problems(file: string, source: string, phrases: ZhFieldPhrases = zhFieldPhrases): string[] {
  const {tree} = parsePage(file, source);
  const found: string[] = [];
  localizeFieldLines(tree, {
    phrases,
    onLine: (line) => {
      for (const finding of fieldLineFindings(line)) {
        found.push(`${finding.line}: ${finding.label}: "${finding.text}" — ${finding.message}`);
      }
    },
  });
  // A label the plugin did not reach: a field line inside a paragraph that starts with other text,
  // or run on after a soft line break.
  visit(tree, 'paragraph', (paragraph: Paragraph) => {
    const start = paragraph.position?.start.line ?? 0;
    text(paragraph.children)
      .split('\n')
      .forEach((line, index) => {
        if (ENGLISH_LABEL.test(line)) {
          found.push(
            `${start + index}: "${line.trim().slice(0, 40)}" — an English field label the Chinese page shows as it is: write an entry's fields as a paragraph that starts with them, each line ending in a backslash (WRITING.md, "Reference entries"); translate a label that is no entry field`,
          );
        }
      });
  });
  return found;
}

describe('field lines on the Chinese pages', () => {
  it('finds the pages, and field lines on them', () => {
    expect(pages).toContain('docusaurus-plugin-content-docs/current/configuration/resolve.md');
    expect(pages).toContain('pulled/loaders/css-loader.md');
    let lines = 0;
    const source = fs.readFileSync(
      path.join(zhDir, 'docusaurus-plugin-content-docs/current/configuration/resolve.md'),
      'utf8',
    );
    localizeFieldLines(parsePage('resolve.md', source).tree, {onLine: () => (lines += 1)});
    expect(lines).toBeGreaterThan(80);
  });

  it.each(pages)('%s shows no English field label or phrase', (file) => {
    const found = problems(file, fs.readFileSync(path.join(zhDir, file), 'utf8'));
    expect(found.map((problem) => `i18n/zh/${file}:${problem}`)).toEqual([]);
  });

  describe('the check fails', () => {
    const page = (...lines: string[]) => `## x {#x}\n\n${lines.join('\n')}\n\n说明。\n`;

    it('on a Default phrase the table does not know, with the line', () => {
      const {['not set']: _notSet, ...values} = zhFieldPhrases.values;
      const withoutNotSet: ZhFieldPhrases = {...zhFieldPhrases, values};
      const source = page('Type: `string`\\', 'Default: not set — 说明');
      expect(problems('x.md', source)).toEqual([]);
      expect(problems('x.md', source, withoutNotSet)).toEqual([
        expect.stringMatching(
          /^4: Default: "not set" — a phrase of the Default grammar .*src\/data\/fieldLines\.ts/,
        ),
      ]);
    });

    it('on an English note the translator left', () => {
      expect(problems('x.md', page('Type: `number` (milliseconds)\\', 'Default: `1`'))).toEqual([
        expect.stringMatching(
          /^3: Type: "\(milliseconds\)" — English text in a field line: translate it in the source/,
        ),
      ]);
    });

    it('on a field label the plugin cannot reach', () => {
      expect(problems('x.md', page('类型说明\\', 'Default: not set'))).toEqual([
        expect.stringMatching(/^4: "Default: not set" — an English field label/),
      ]);
      // Without the backslash, `Default:` runs on in the `Type:` line.
      expect(problems('x.md', page('Type: `string`', 'Default: not set'))).toEqual([
        expect.stringMatching(/^3: Type: "Default: not set" — English text in a field line/),
        expect.stringMatching(/^4: "Default: not set" — an English field label/),
      ]);
      expect(problems('x.md', page('**Type:** `false`'))).toEqual([
        expect.stringMatching(/^3: "Type: x" — an English field label/),
      ]);
    });
  });
});
