/**
 * The field lines of a reference entry (WRITING.md, "Reference entries"): the labels the checks
 * read (`Type:`, `Default:`, …), the fixed phrases of the `Default:` grammar (`not set`,
 * `(development)`, `the value of …`), and how the Chinese pages show them.
 *
 * Every page, Chinese ones included, writes the English form: the coverage report, the defaults
 * test and the pulled-package checks parse it (scripts/lib/entries.ts, defaultStatement.ts). On
 * /zh/ the remark plugin src/remark/zhFieldLines.ts puts the labels and phrases below into
 * Chinese while the page is rendered; the code spans (types and values) stay as written. A phrase
 * it does not know stays English, and src/i18n/zh-field-lines.test.ts fails on it with the file
 * and line: add it here.
 */

/** The field labels an entry may use, in the order they are written. */
export const FIELD_LABELS = ['Type', 'Default', 'Properties', 'Deprecated'] as const;
export type FieldLabel = (typeof FIELD_LABELS)[number];

/** What a condition in parentheses is about; conditions of one kind are alternatives. */
export type ConditionKind = 'mode' | 'target' | 'otherwise' | 'with';

export interface ZhFieldPhrases {
  /** `Type:` → `类型：` (the label, then `colon`). */
  labels: Readonly<Record<FieldLabel, string>>;
  colon: string;
  /** A `Default:` line that is one of these phrases as a whole (`see the properties below`). */
  statements: Readonly<Record<string, string>>;
  /** The value of a clause, when it is not a code span (`not set`). */
  values: Readonly<Record<string, string>>;
  /**
   * A phrase that introduces a code span or a link (`the value of [\`output.filename\`](…)`),
   * which comes first in Chinese: `{}` marks where it goes.
   */
  references: Readonly<Record<string, string>>;
  /** Conditions in parentheses after a value; `with` introduces settings (`{}`, several joined by `listSeparator`). */
  conditions: Readonly<Record<string, {kind: ConditionKind; zh: string}>>;
  /** Between conditions of one kind (alternatives) and between conditions of different kinds (all apply). */
  conditionSeparator: {sameKind: string; otherKinds: string};
  /** Between the settings of one `with`. */
  listSeparator: string;
  /** `(`, `)`, `;` of the grammar. */
  punctuation: Readonly<Record<'(' | ')' | ';', string>>;
  /** The ` — ` before the reader's explanation of a `Default:` line. */
  proseSeparator: string;
}

/**
 * The one table of the Chinese field lines. The wording follows the Chinese pages' prose and
 * tables (未设置, 开发模式, web 构建目标) and the glossary (默认值, 已弃用: src/data/zhGlossary.ts).
 */
export const zhFieldPhrases: ZhFieldPhrases = {
  labels: {Type: '类型', Default: '默认值', Properties: '属性', Deprecated: '已弃用'},
  colon: '：',
  statements: {
    'see the properties below': '见下面的各个属性',
    'see each property': '见各个属性',
  },
  values: {
    'not set': '未设置',
    'a function': '一个函数',
    'an array': '一个数组',
  },
  references: {
    'the value of': '{} 的值',
    'the same as': '与 {} 相同',
  },
  conditions: {
    development: {kind: 'mode', zh: '开发模式'},
    production: {kind: 'mode', zh: '生产模式'},
    none: {kind: 'mode', zh: 'none 模式'},
    'target web': {kind: 'target', zh: 'web 构建目标'},
    'target node': {kind: 'target', zh: 'node 构建目标'},
    otherwise: {kind: 'otherwise', zh: '其他情况'},
    with: {kind: 'with', zh: '{} 时'},
  },
  conditionSeparator: {sameKind: '、', otherKinds: '，'},
  listSeparator: '、',
  punctuation: {'(': '（', ')': '）', ';': '；'},
  proseSeparator: '——',
};
