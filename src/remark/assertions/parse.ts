/**
 * The vocabulary of `assert` blocks: what a runnable example claims webpack does, one claim per
 * line. The docs-as-tests harness (tests/docs) checks every claim against a real build; the remark
 * plugin beside this file renders the claims for readers. Both use this parser, so a line that
 * renders is a line that is tested, and a line that is not understood fails both.
 *
 * Values are Markdown code spans (`` `main.js` ``; a value with a backtick in it uses a longer run of
 * backticks, as in Markdown). Words outside code spans must be exactly one of the forms in
 * `FORMS`; anything else is an error.
 */

interface Fails {
  kind: 'build-fails';
}
interface Prints {
  kind: 'prints';
  text: string;
  negated: boolean;
}
interface Emits {
  kind: 'emits';
  files: string[];
  negated: boolean;
}
interface Contains {
  kind: 'contains';
  file: string;
  text: string;
  negated: boolean;
}
interface OptionIs {
  kind: 'option';
  /** Dotted path into `compiler.options`, e.g. `output.module` or `module.generator["css/auto"]`. */
  path: string;
  /** A JavaScript literal (JSON, or object/array/regexp literals), compared deeply. */
  value: string;
}
interface ModuleType {
  kind: 'module-type';
  module: string;
  type: string;
}
interface ModuleLoader {
  kind: 'module-loader';
  module: string;
  loader: string;
  negated: boolean;
}
interface ModuleRule {
  kind: 'module-rule';
  module: string;
  /** Index into `module.rules`; undefined with `negated` means "matches no rule". */
  rule?: number;
  negated: boolean;
}
interface ModuleChunk {
  kind: 'module-chunk';
  module: string;
  chunk: string;
  negated: boolean;
}
interface ModuleLayer {
  kind: 'module-layer';
  module: string;
  layer: string;
}
interface ModuleBundled {
  kind: 'module-bundled';
  module: string;
  negated: boolean;
}
interface EntrypointChunks {
  kind: 'entrypoint-chunks';
  entrypoint: string;
  count: number;
}

export type AssertionBody =
  | Fails
  | Prints
  | Emits
  | Contains
  | OptionIs
  | ModuleType
  | ModuleLoader
  | ModuleRule
  | ModuleChunk
  | ModuleLayer
  | ModuleBundled
  | EntrypointChunks;

export type Assertion = AssertionBody & {
  /** 0-based line in the block. */
  index: number;
  /** The line as written. */
  source: string;
};

export class AssertionSyntaxError extends Error {
  constructor(
    message: string,
    /** 0-based line in the block. */
    readonly index: number,
  ) {
    super(message);
    this.name = 'AssertionSyntaxError';
  }
}

/** A placeholder for the nth code span of a line, as the form patterns see it. */
const CODE = '\u0000';

/**
 * Splits a line into its skeleton (code spans replaced by CODE) and the code spans' contents, with
 * CommonMark's code-span rules: a run of n backticks closes at the next run of exactly n, and one
 * space is stripped from both ends when both ends have one.
 */
export function splitCodeSpans(line: string): {skeleton: string; codes: string[]} {
  const codes: string[] = [];
  let skeleton = '';
  let i = 0;
  while (i < line.length) {
    if (line[i] !== '`') {
      skeleton += line[i++];
      continue;
    }
    let n = 0;
    while (line[i + n] === '`') n++;
    const opener = '`'.repeat(n);
    let close = i + n;
    for (;;) {
      close = line.indexOf(opener, close);
      if (close === -1) throw new Error(`a code span opened with ${opener} is not closed`);
      if (line[close + n] !== '`' && line[close - 1] !== '`') break;
      while (line[close] === '`') close++;
    }
    let content = line.slice(i + n, close);
    if (content.length > 1 && content.startsWith(' ') && content.endsWith(' ') && content.trim()) {
      content = content.slice(1, -1);
    }
    codes.push(content);
    skeleton += CODE;
    i = close + n;
  }
  return {skeleton: skeleton.replace(/\s+/g, ' ').trim(), codes};
}

const RULE_REF = /^module\.rules\[(\d+)\]$/;

function ruleIndex(code: string): number {
  const m = RULE_REF.exec(code);
  if (!m) throw new Error(`\`${code}\` is not a rule: write \`module.rules[0]\`, \`module.rules[1]\` …`);
  return Number(m[1]);
}

/** `C`, `C and C`, `C, C and C` or `C, C, C`: the list forms, as a regular expression source. */
const LIST = `${CODE}(?:, ${CODE})*(?: and ${CODE})?`;

/**
 * The code spans of a line that matched a form: one per code placeholder in its pattern, so a
 * form reads exactly the spans its pattern has (at most two, or a list).
 */
type MatchedCodes = readonly [string, string, ...string[]];

/** Every form the vocabulary has: pattern over the skeleton → assertion from the code spans. */
const FORMS: readonly {
  form: string;
  pattern: RegExp;
  build: (codes: MatchedCodes, m: RegExpExecArray) => AssertionBody;
}[] = [
  {form: 'the build fails', pattern: /^the build fails$/, build: () => ({kind: 'build-fails'})},
  {
    form: 'prints `text`',
    pattern: new RegExp(`^prints ${CODE}$`),
    build: ([text]) => ({kind: 'prints', text, negated: false}),
  },
  {
    form: 'does not print `text`',
    pattern: new RegExp(`^does not print ${CODE}$`),
    build: ([text]) => ({kind: 'prints', text, negated: true}),
  },
  {
    form: 'emits `file`, `file` and `file`',
    pattern: new RegExp(`^emits ${LIST}$`),
    build: (files) => ({kind: 'emits', files: [...files], negated: false}),
  },
  {
    form: 'does not emit `file`, `file` and `file`',
    pattern: new RegExp(`^does not emit ${LIST}$`),
    build: (files) => ({kind: 'emits', files: [...files], negated: true}),
  },
  {
    form: '`file` contains `text`',
    pattern: new RegExp(`^${CODE} contains ${CODE}$`),
    build: ([file, text]) => ({kind: 'contains', file, text, negated: false}),
  },
  {
    form: '`file` does not contain `text`',
    pattern: new RegExp(`^${CODE} does not contain ${CODE}$`),
    build: ([file, text]) => ({kind: 'contains', file, text, negated: true}),
  },
  {
    form: 'option `path` is `value`',
    pattern: new RegExp(`^option ${CODE} is ${CODE}$`),
    build: ([path, value]) => ({kind: 'option', path, value}),
  },
  {
    form: 'module `path` has type `type`',
    pattern: new RegExp(`^module ${CODE} has type ${CODE}$`),
    build: ([module, type]) => ({kind: 'module-type', module, type}),
  },
  {
    form: 'module `path` is processed by `loader`',
    pattern: new RegExp(`^module ${CODE} is processed by ${CODE}$`),
    build: ([module, loader]) => ({kind: 'module-loader', module, loader, negated: false}),
  },
  {
    form: 'module `path` is not processed by `loader`',
    pattern: new RegExp(`^module ${CODE} is not processed by ${CODE}$`),
    build: ([module, loader]) => ({kind: 'module-loader', module, loader, negated: true}),
  },
  {
    form: 'module `path` matches `module.rules[n]`',
    pattern: new RegExp(`^module ${CODE} matches ${CODE}$`),
    build: ([module, rule]) => ({kind: 'module-rule', module, rule: ruleIndex(rule), negated: false}),
  },
  {
    form: 'module `path` does not match `module.rules[n]`',
    pattern: new RegExp(`^module ${CODE} does not match ${CODE}$`),
    build: ([module, rule]) => ({kind: 'module-rule', module, rule: ruleIndex(rule), negated: true}),
  },
  {
    form: 'module `path` matches no rule',
    pattern: new RegExp(`^module ${CODE} matches no rule$`),
    build: ([module]) => ({kind: 'module-rule', module, negated: true}),
  },
  {
    form: 'module `path` is in chunk `chunk`',
    pattern: new RegExp(`^module ${CODE} is in chunk ${CODE}$`),
    build: ([module, chunk]) => ({kind: 'module-chunk', module, chunk, negated: false}),
  },
  {
    form: 'module `path` is not in chunk `chunk`',
    pattern: new RegExp(`^module ${CODE} is not in chunk ${CODE}$`),
    build: ([module, chunk]) => ({kind: 'module-chunk', module, chunk, negated: true}),
  },
  {
    form: 'module `path` is in layer `layer`',
    pattern: new RegExp(`^module ${CODE} is in layer ${CODE}$`),
    build: ([module, layer]) => ({kind: 'module-layer', module, layer}),
  },
  {
    form: 'module `path` is bundled',
    pattern: new RegExp(`^module ${CODE} is bundled$`),
    build: ([module]) => ({kind: 'module-bundled', module, negated: false}),
  },
  {
    form: 'module `path` is not bundled',
    pattern: new RegExp(`^module ${CODE} is not bundled$`),
    build: ([module]) => ({kind: 'module-bundled', module, negated: true}),
  },
  {
    form: 'entrypoint `name` has N chunks',
    pattern: new RegExp(`^entrypoint ${CODE} has (\\d+) chunks?$`),
    build: ([entrypoint], m) => ({kind: 'entrypoint-chunks', entrypoint, count: Number(m[1])}),
  },
];

/** The forms, for error messages and the writers' guide test. */
export const assertionForms: readonly string[] = FORMS.map((f) => f.form);

/** Parses one line; throws with the reason when the line is not one of the forms. */
export function parseAssertionLine(line: string): AssertionBody {
  const {skeleton, codes} = splitCodeSpans(line);
  for (const {pattern, build} of FORMS) {
    const m = pattern.exec(skeleton);
    if (m) return build(codes as unknown as MatchedCodes, m);
  }
  throw new Error(
    `"${line.trim()}" is not an assertion webpack's docs understand; the forms are:\n  ${assertionForms.join('\n  ')}`,
  );
}

/**
 * Parses an `assert` block. Blank lines are skipped; every other line must be one assertion. An
 * empty block is an error too: it would render a box that claims nothing.
 */
export function parseAssertions(content: string): Assertion[] {
  const assertions: Assertion[] = [];
  content.split('\n').forEach((source, index) => {
    if (!source.trim()) return;
    try {
      assertions.push({...parseAssertionLine(source), index, source});
    } catch (err) {
      throw new AssertionSyntaxError((err as Error).message, index);
    }
  });
  if (!assertions.length)
    throw new AssertionSyntaxError('an assert block must contain at least one assertion', 0);
  return assertions;
}
