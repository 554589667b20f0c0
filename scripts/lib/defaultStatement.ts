/**
 * The grammar of an entry's `Default:` line, so that a test can compare it with what webpack
 * computes (WRITING.md, "Defaults"):
 *
 *     Default: `true` (development); `false` (otherwise)
 *     Default: `'[name].js'`; `'[name].mjs'` (with `output.module: true`)
 *     Default: `'self'` (target web); `'global'` (target node)
 *     Default: not set
 *     Default: not set — webpack then uses the `name` of the entry
 *     Default: the value of [`output.chunkFilename`](#outputchunkfilename)
 *     Default: see the properties below
 *     Default: a function (development); `false` (otherwise) — the function returns …
 *
 * A clause is a value (a JavaScript expression in a code span, `not set`, `the value of` another
 * option's path in a code span, or `a function` / `an array` for a value too large or opaque to
 * write out, whose kind is checked and whose prose says the rest) with optional
 * conditions in parentheses: `development`, `production`, `none`, `target web`, `target node`,
 * `otherwise`, and `with` followed by a code span `option.path: value` (or
 * `package.json: {…}` for a file in the context directory). Conditions of one kind are
 * alternatives (`development, none`), conditions of different kinds all apply
 * (`production, target node`). Text after ` — ` is prose for the reader.
 */
import type {PhrasingContent} from 'mdast';
import {toString} from 'mdast-util-to-string';

export const MODES = ['development', 'production', 'none'] as const;
export const TARGETS = ['web', 'node'] as const;
export type Mode = (typeof MODES)[number];
export type Target = (typeof TARGETS)[number];

/** An extra setting a clause is stated under: an option, or a file written into the context. */
export interface Probe {
  /** Option path (`output.module`) or context file name (`package.json`). */
  key: string;
  /** The JavaScript expression of the value, as written. */
  expression: string;
}

/** Values stated by their kind only: `a function`, `an array`. */
export const VALUE_KINDS = ['function', 'array'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];

export interface DefaultClause {
  /** The JavaScript expression, or undefined for `not set`, `the value of` and a kind. */
  expression?: string;
  /** For `a function` and `an array`: the kind of value webpack computes. */
  valueKind?: ValueKind;
  /** For `the value of \`option.path\``: that option's path. */
  valueOfOption?: string;
  modes: Mode[];
  targets: Target[];
  otherwise: boolean;
  probes: Probe[];
}

export type DefaultStatement =
  {kind: 'clauses'; clauses: DefaultClause[]; prose?: string} | {kind: 'properties'};

type Token = {type: 'code'; value: string} | {type: 'word'; value: string} | {type: 'prose'; value: string};

/** Files a `with` condition may write into the context directory. */
export const CONTEXT_FILES = ['package.json'] as const;

const PROSE_SEPARATOR = /\s+—\s+/;

function tokenize(nodes: PhrasingContent[]): Token[] {
  const tokens: Token[] = [];
  let prose: string | undefined;
  const visit = (node: PhrasingContent): void => {
    if (prose !== undefined) {
      prose += toString(node);
      return;
    }
    if (node.type === 'inlineCode') tokens.push({type: 'code', value: node.value});
    else if (node.type === 'text') {
      const separator = PROSE_SEPARATOR.exec(node.value);
      const words = separator ? node.value.slice(0, separator.index) : node.value;
      for (const word of words.match(/[(),;]|[^\s(),;]+/g) ?? []) tokens.push({type: 'word', value: word});
      if (separator) prose = node.value.slice(separator.index + separator[0].length);
    } else if ('children' in node) for (const child of node.children as PhrasingContent[]) visit(child);
    else tokens.push({type: 'word', value: toString(node)});
  };
  for (const node of nodes) visit(node);
  if (prose !== undefined) tokens.push({type: 'prose', value: prose.trim()});
  return tokens;
}

export class DefaultSyntaxError extends Error {}

/** Parses the inline nodes after `Default:`. Throws a `DefaultSyntaxError` saying what is wrong. */
export function parseDefaultStatement(nodes: PhrasingContent[]): DefaultStatement {
  const text = toString({type: 'paragraph', children: nodes}).trim().replace(/\s+/g, ' ');
  if (/^see (the|each) propert(y|ies)( below)?\.?$/i.test(text)) return {kind: 'properties'};
  const tokens = tokenize(nodes);
  let position = 0;
  const peek = () => tokens[position];
  const fail = (expected: string): never => {
    const token = peek();
    const found =
      token === undefined
        ? 'the end of the line'
        : token.type === 'code'
          ? `\`${token.value}\``
          : `"${token.value}"`;
    throw new DefaultSyntaxError(`expected ${expected}, found ${found} in "Default: ${text}"`);
  };
  const isWord = (value: string) => peek()?.type === 'word' && peek()!.value === value;
  const word = (value: string) => (isWord(value) ? (position++, true) : false);

  const clauses: DefaultClause[] = [];
  let prose: string | undefined;
  for (;;) {
    const clause: DefaultClause = {modes: [], targets: [], otherwise: false, probes: []};
    const token = peek();
    if (token?.type === 'code') {
      clause.expression = token.value;
      position++;
    } else if (word('not')) {
      if (!word('set')) fail('"set" after "not"');
    } else if (word('the')) {
      if (!word('value') || !word('of')) fail('"value of" after "the"');
      const other = peek();
      if (other?.type !== 'code') fail('an option path in a code span after "the value of"');
      clause.valueOfOption = (other as {value: string}).value;
      position++;
    } else if (word('a') || word('an')) {
      const kind = peek();
      if (kind?.type !== 'word' || !(VALUE_KINDS as readonly string[]).includes(kind.value)) {
        fail('"function" or "array" after "a"/"an"');
      }
      clause.valueKind = kind!.value as ValueKind;
      position++;
    } else
      fail('a value in a code span, "not set", "the value of `option.path`", "a function" or "an array"');
    if (word('(')) {
      do {
        const condition = peek();
        if (condition?.type !== 'word') fail('a condition');
        position++;
        const value = condition!.value;
        if ((MODES as readonly string[]).includes(value)) clause.modes.push(value as Mode);
        else if (value === 'otherwise') clause.otherwise = true;
        else if (value === 'target') {
          const target = peek();
          if (target?.type !== 'word' || !(TARGETS as readonly string[]).includes(target.value)) {
            fail(`a target (${TARGETS.join(', ')})`);
          }
          clause.targets.push(target!.value as Target);
          position++;
        } else if (value === 'with') {
          // `with \`a: 1\`, \`b: 2\``: one "with" may list several settings.
          do {
            const probe = peek();
            if (probe?.type !== 'code') fail('`option.path: value` in a code span after "with"');
            const match = /^\s*([\w$.{}/-]+)\s*:\s*([\s\S]+)$/.exec((probe as {value: string}).value);
            if (!match) fail('`option.path: value` after "with"');
            clause.probes.push({key: match![1]!, expression: match![2]!.trim()});
            position++;
          } while (
            peek()?.type === 'word' &&
            peek()!.value === ',' &&
            tokens[position + 1]?.type === 'code' &&
            ++position
          );
        } else {
          position--;
          fail(
            `a condition (${[...MODES, 'target web', 'target node', 'otherwise', 'with `…`'].join(', ')})`,
          );
        }
      } while (word(','));
      if (!word(')')) fail('"," or ")"');
    }
    if (clause.otherwise && (clause.modes.length || clause.targets.length)) {
      throw new DefaultSyntaxError(`"otherwise" stands alone in "Default: ${text}"`);
    }
    clauses.push(clause);
    if (word(';')) continue;
    const rest = peek();
    if (rest === undefined) break;
    if (rest.type === 'prose') {
      prose = rest.value;
      break;
    }
    fail('";" before the next value, or " — " before an explanation');
  }
  return {kind: 'clauses', clauses, prose};
}
