/**
 * Renders the Chinese glossary (src/data/zhGlossary.ts) where a page writes the leaf directive
 * `::zh-glossary` (English column headings) or `::zh-glossary{lang="zh"}` (Chinese ones), so the
 * writers' guide shows the one list the translation checks use, in both languages.
 */
import type {Plugin} from 'unified';
import type {PhrasingContent, Root, Table, TableCell} from 'mdast';
import type {LeafDirective} from 'mdast-util-directive';
import {visit} from 'unist-util-visit';
import {zhGlossary, type GlossaryEntry} from '../data/zhGlossary';

export const DIRECTIVE_NAME = 'zh-glossary';

const HEADINGS = {
  en: ['English', 'Chinese', 'Notes'],
  zh: ['英文', '中文', '说明'],
} as const;

const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const text = (value: string): PhrasingContent[] => (value ? [{type: 'text', value}] : []);

/** The notes cell: the avoided terms struck out (不用 ~~a~~、~~b~~), then why. */
function notes(entry: GlossaryEntry): PhrasingContent[] {
  const avoid: PhrasingContent[] = (entry.avoid ?? []).flatMap((term, i) => [
    ...text(i === 0 ? '不用 ' : '、'),
    {type: 'delete', children: text(term)} as PhrasingContent,
  ]);
  if (avoid.length === 0) return text(entry.note ?? '');
  return [...avoid, ...text(entry.note ? `：${entry.note}` : '')];
}

function row(entry: GlossaryEntry) {
  return {
    type: 'tableRow' as const,
    children: [cell(text(entry.en)), cell(text(entry.zh)), cell(notes(entry))],
  };
}

/** The glossary as a GFM table, with column headings in `lang`. */
export function glossaryTable(lang: keyof typeof HEADINGS, entries = zhGlossary): Table {
  return {
    type: 'table',
    align: [null, null, null],
    children: [
      {type: 'tableRow', children: HEADINGS[lang].map((heading) => cell(text(heading)))},
      ...entries.map(row),
    ],
  };
}

const zhGlossaryTable: Plugin<[], Root> = () => (tree, file) => {
  visit(tree, 'leafDirective', (node: LeafDirective, index, parent) => {
    if (node.name !== DIRECTIVE_NAME || !parent || index === undefined) return undefined;
    const lang = node.attributes?.lang ?? 'en';
    if (lang !== 'en' && lang !== 'zh') {
      file.fail(`::${DIRECTIVE_NAME}{lang="${lang}"}: lang must be "en" or "zh"`, node);
    }
    parent.children.splice(index, 1, glossaryTable(lang as keyof typeof HEADINGS));
    return index + 1;
  });
};

export default zhGlossaryTable;
