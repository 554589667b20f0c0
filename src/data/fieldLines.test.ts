import type {Paragraph} from 'mdast';
import {FIELD_LABELS, zhFieldPhrases} from './fieldLines';
import {HAN} from './zhGlossary';
import {checkText} from '../i18n/zhText';
import {parseMarkdown} from '../markdown';
import {MODES, TARGETS, VALUE_KINDS, parseDefaultStatement} from '../../scripts/lib/defaultStatement';

const han = new RegExp(`[${HAN}]`);

/** The inline nodes of a one-line Markdown paragraph, as the defaults test reads a `Default:` line. */
const inline = (markdown: string) => (parseMarkdown(markdown).tree.children[0] as Paragraph).children;

/** Every Chinese string of the table, with where it is. */
const chinese: [string, string][] = [
  ...Object.entries(zhFieldPhrases.labels).map(([en, zh]): [string, string] => [`label ${en}`, zh]),
  ...Object.entries(zhFieldPhrases.statements).map(([en, zh]): [string, string] => [`statement ${en}`, zh]),
  ...Object.entries(zhFieldPhrases.values).map(([en, zh]): [string, string] => [`value ${en}`, zh]),
  ...Object.entries(zhFieldPhrases.references).map(([en, zh]): [string, string] => [`reference ${en}`, zh]),
  ...Object.entries(zhFieldPhrases.conditions).map(([en, {zh}]): [string, string] => [`condition ${en}`, zh]),
];

describe('zhFieldPhrases', () => {
  it('puts every field label into Chinese', () => {
    expect(Object.keys(zhFieldPhrases.labels).sort()).toEqual([...FIELD_LABELS].sort());
    for (const label of FIELD_LABELS) expect(zhFieldPhrases.labels[label]).toMatch(new RegExp(`^[${HAN}]+$`));
    expect(zhFieldPhrases.colon).toBe('：');
  });

  it('covers every fixed phrase of the Default grammar (scripts/lib/defaultStatement.ts)', () => {
    const conditions = Object.keys(zhFieldPhrases.conditions);
    expect(conditions).toEqual(
      expect.arrayContaining([...MODES, ...TARGETS.map((t) => `target ${t}`), 'otherwise', 'with']),
    );
    expect(Object.keys(zhFieldPhrases.values)).toEqual(
      expect.arrayContaining([
        'not set',
        ...VALUE_KINDS.map((kind) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`)),
      ]),
    );
    expect(Object.keys(zhFieldPhrases.references)).toContain('the value of');
    for (const mode of MODES) expect(zhFieldPhrases.conditions[mode]?.kind).toBe('mode');
    for (const target of TARGETS) expect(zhFieldPhrases.conditions[`target ${target}`]?.kind).toBe('target');
  });

  it('knows only phrases the Default grammar reads, each where the grammar reads it', () => {
    for (const statement of Object.keys(zhFieldPhrases.statements)) {
      expect(parseDefaultStatement(inline(statement))).toEqual({kind: 'properties'});
    }
    for (const value of Object.keys(zhFieldPhrases.values)) {
      expect(parseDefaultStatement(inline(value)).kind).toBe('clauses');
    }
    expect(parseDefaultStatement(inline('the value of `output.path`')).kind).toBe('clauses');
    for (const [condition, {kind}] of Object.entries(zhFieldPhrases.conditions)) {
      const clause =
        kind === 'with' ? `\`1\` (${condition} \`output.module: true\`)` : `\`1\` (${condition})`;
      expect(parseDefaultStatement(inline(clause)).kind).toBe('clauses');
    }
  });

  it('has one place for the code span in each phrase that names one', () => {
    for (const template of [
      ...Object.values(zhFieldPhrases.references),
      ...Object.values(zhFieldPhrases.conditions)
        .filter(({kind}) => kind === 'with')
        .map(({zh}) => zh),
    ]) {
      expect(template.split('{}')).toHaveLength(2);
    }
    for (const {kind, zh} of Object.values(zhFieldPhrases.conditions)) {
      if (kind !== 'with') expect(zh).not.toContain('{}');
    }
  });

  it.each(chinese)('%s is Chinese that follows the glossary and punctuation rules: %s', (_where, zh) => {
    expect(zh).toMatch(han);
    expect(zh.trim()).toBe(zh);
    expect(checkText(zh.replace('{}', '`x`').replace(/`[^`]*`/g, 'x'))).toEqual([]);
  });

  it('uses full-width punctuation', () => {
    const marks = [
      ...Object.values(zhFieldPhrases.punctuation),
      zhFieldPhrases.conditionSeparator.sameKind,
      zhFieldPhrases.conditionSeparator.otherKinds,
      zhFieldPhrases.listSeparator,
      zhFieldPhrases.proseSeparator,
    ];
    for (const mark of marks) expect(mark).toMatch(/^[\u3000-\u303f\uff00-\uffef\u2014]+$/);
  });
});
