/**
 * Remark plugin: on the Chinese pages (sources under i18n/zh/), shows the field lines of the
 * reference entries in Chinese. The sources keep the English form the checks parse
 * (`Type: \`string\`\`, `Default: not set — …`, WRITING.md, "Reference entries"); the reader gets
 * `类型：\`string\``, `默认值：未设置——…`. The labels and the fixed phrases of the `Default:` grammar
 * come from one table, src/data/fieldLines.ts; code spans and links stay as they are, and so does
 * the translator's text after ` — `.
 *
 * A field paragraph is found as scripts/lib/entries.ts finds it: a paragraph whose first line
 * starts with a field label, its lines separated by hard breaks. `fieldLineFindings` says what a
 * rendered line still shows in English (src/i18n/zh-field-lines.test.ts runs it on every page).
 */
import type {Paragraph, PhrasingContent, Root} from 'mdast';
import type {Plugin} from 'unified';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {FIELD_LABELS, zhFieldPhrases, type FieldLabel, type ZhFieldPhrases} from '../data/fieldLines';
import {HAN} from '../data/zhGlossary';

/** Whether a page's source is a Chinese one (a translation, or a pulled package's Chinese page). */
export const isChineseSource = (file: string | undefined): boolean =>
  file !== undefined && /[\\/]i18n[\\/]zh[\\/]/.test(file);

const FIELD_START = /^\s*([A-Z][A-Za-z]*(?: [a-z]+)*):[ \t]*/;
const PROSE_SEPARATOR = /\s+—\s+/;
const isLabel = (word: string | undefined): word is FieldLabel =>
  word !== undefined && (FIELD_LABELS as readonly string[]).includes(word);

/** One field line as rendered, for the check. */
export interface RenderedFieldLine {
  label: FieldLabel;
  /** 1-based line in the source. */
  line: number;
  /** `Default:` only: the statement's English words that the table does not know (left as written). */
  untranslated: string[];
  /** The translator's text: a `Default:` line's explanation after ` — `, any other line's value. */
  text: PhrasingContent[];
}

/** Splits inline nodes into lines at hard breaks. */
function lines(children: PhrasingContent[]): PhrasingContent[][] {
  const result: PhrasingContent[][] = [[]];
  for (const child of children) {
    if (child.type === 'break') result.push([]);
    else result.at(-1)!.push(child);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The Default grammar, token by token. Unknown words pass through unchanged, so that the check sees
// them; the translation never drops or reorders anything it does not understand.

type Token =
  | {type: 'word'; value: string}
  | {type: 'punct'; value: '(' | ')' | ',' | ';'}
  | {type: 'atom'; node: PhrasingContent};

function tokenize(nodes: PhrasingContent[]): Token[] {
  const tokens: Token[] = [];
  for (const node of nodes) {
    if (node.type !== 'text') {
      tokens.push({type: 'atom', node});
      continue;
    }
    for (const [word] of node.value.matchAll(/[(),;]|[^\s(),;]+/g)) {
      tokens.push(
        /^[(),;]$/.test(word)
          ? {type: 'punct', value: word as '(' | ')' | ',' | ';'}
          : {type: 'word', value: word},
      );
    }
  }
  return tokens;
}

/** What the renderer writes: Chinese (or a kept English word), full-width punctuation, or a node. */
type Part =
  {type: 'text'; value: string} | {type: 'punct'; value: string} | {type: 'node'; node: PhrasingContent};

const han = new RegExp(`[${HAN}]`);
const FULL_WIDTH = /^[\u3000-\u303f\uff00-\uffef—]/;

/** The first or last character a part shows (code spans and links count as Latin). */
function edge(part: Part, end: 'first' | 'last'): string {
  if (part.type === 'node') {
    const text = part.node.type === 'inlineCode' ? 'x' : toString(part.node) || 'x';
    return end === 'first' ? text[0]! : text.at(-1)!;
  }
  return end === 'first' ? part.value[0]! : part.value.at(-1)!;
}

/** Joins parts into inline nodes with the site's spacing: one space between Chinese and Latin text or code, none at full-width punctuation. */
function join(parts: Part[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const pushText = (value: string) => {
    const last = out.at(-1);
    if (last?.type === 'text') last.value += value;
    else out.push({type: 'text', value});
  };
  parts.forEach((part, i) => {
    const before = parts[i - 1];
    if (before) {
      const left = edge(before, 'last');
      const right = edge(part, 'first');
      const punct = FULL_WIDTH.test(left) || FULL_WIDTH.test(right);
      const bothChinese = han.test(left) && han.test(right);
      if (!punct && !bothChinese) pushText(' ');
    }
    if (part.type === 'node') out.push(part.node);
    else pushText(part.value);
  });
  return out;
}

/** A template with `{}` around the given atoms: `{} 的值` → [atoms…, 的值]. */
function fill(template: string, atoms: PhrasingContent[], phrases: ZhFieldPhrases): Part[] {
  const [before = '', after = ''] = template.split('{}').map((piece) => piece.trim());
  const parts: Part[] = before ? [{type: 'text', value: before}] : [];
  atoms.forEach((node, i) => {
    if (i > 0) parts.push({type: 'punct', value: phrases.listSeparator});
    parts.push({type: 'node', node});
  });
  if (after) parts.push({type: 'text', value: after});
  return parts;
}

/** The longest key of `table` that the words at `position` spell, with the number of tokens it takes. */
function phraseAt(
  tokens: Token[],
  position: number,
  keys: string[],
): {key: string; length: number} | undefined {
  let best: {key: string; length: number} | undefined;
  for (const key of keys) {
    const words = key.split(' ');
    const matches = words.every((word, i) => {
      const token = tokens[position + i];
      return token?.type === 'word' && token.value === word;
    });
    if (matches && (!best || words.length > best.length)) best = {key, length: words.length};
  }
  return best;
}

/** The atoms of a reference: one code span or link, or for `with` several separated by commas. */
function atomsAt(tokens: Token[], position: number, list: boolean): PhrasingContent[] {
  const atoms: PhrasingContent[] = [];
  let at = position;
  while (tokens[at]?.type === 'atom') {
    atoms.push((tokens[at] as {node: PhrasingContent}).node);
    if (!list || tokens[at + 1]?.type !== 'punct' || (tokens[at + 1] as {value: string}).value !== ',') break;
    if (tokens[at + 2]?.type !== 'atom') break;
    at += 2;
  }
  return atoms;
}

/** A statement rendered in Chinese, and the English words of it the table does not know (kept as written). */
export interface RenderedStatement {
  nodes: PhrasingContent[];
  untranslated: string[];
}

/** Renders the statement part of a line (before any ` — `) in Chinese. */
export function renderStatement(
  nodes: PhrasingContent[],
  phrases: ZhFieldPhrases = zhFieldPhrases,
): RenderedStatement {
  const whole = toString({type: 'paragraph', children: nodes}).trim().replace(/\s+/g, ' ');
  if (Object.hasOwn(phrases.statements, whole) && nodes.every((node) => node.type === 'text')) {
    return {nodes: [{type: 'text', value: phrases.statements[whole]!}], untranslated: []};
  }
  const untranslated: string[] = [];
  const tokens = tokenize(nodes);
  const parts: Part[] = [];
  const valueKeys = Object.keys(phrases.values);
  const referenceKeys = Object.keys(phrases.references);
  const conditionKeys = Object.keys(phrases.conditions);
  let depth = 0;
  /** The kind of the condition before a comma inside parentheses. */
  let lastKind: string | undefined;
  let pendingComma = false;
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (token.type === 'punct') {
      if (pendingComma) {
        parts.push({type: 'punct', value: phrases.conditionSeparator.otherKinds});
        pendingComma = false;
      }
      if (token.value === ',' && depth > 0) {
        pendingComma = true;
        i += 1;
        continue;
      }
      if (token.value === '(') depth += 1;
      if (token.value === ')') depth = Math.max(0, depth - 1);
      if (token.value === '(' || token.value === ')') lastKind = undefined;
      parts.push({
        type: 'punct',
        value: token.value === ',' ? phrases.conditionSeparator.otherKinds : phrases.punctuation[token.value],
      });
      i += 1;
      continue;
    }
    const condition = depth > 0 ? phraseAt(tokens, i, conditionKeys) : undefined;
    const kind = condition ? phrases.conditions[condition.key]!.kind : undefined;
    if (pendingComma) {
      parts.push({
        type: 'punct',
        value:
          kind !== undefined && kind === lastKind
            ? phrases.conditionSeparator.sameKind
            : phrases.conditionSeparator.otherKinds,
      });
      pendingComma = false;
    }
    lastKind = kind;
    if (condition) {
      const {zh} = phrases.conditions[condition.key]!;
      if (!zh.includes('{}')) {
        parts.push({type: 'text', value: zh});
        i += condition.length;
        continue;
      }
      const atoms = atomsAt(tokens, i + condition.length, true);
      if (atoms.length > 0) {
        parts.push(...fill(zh, atoms, phrases));
        i += condition.length + atoms.length * 2 - 1;
        continue;
      }
    }
    const value = depth === 0 ? phraseAt(tokens, i, valueKeys) : undefined;
    if (value) {
      parts.push({type: 'text', value: phrases.values[value.key]!});
      i += value.length;
      continue;
    }
    const reference = phraseAt(tokens, i, referenceKeys);
    if (reference) {
      const atoms = atomsAt(tokens, i + reference.length, false);
      if (atoms.length === 1) {
        parts.push(...fill(phrases.references[reference.key]!, atoms, phrases));
        i += reference.length + 1;
        continue;
      }
    }
    // A code span or link, or a word the table does not know (kept, so that the check finds it).
    if (token.type === 'atom') parts.push({type: 'node', node: token.node});
    else {
      parts.push({type: 'text', value: token.value});
      if (/[A-Za-z]/.test(token.value)) untranslated.push(token.value);
    }
    i += 1;
  }
  return {nodes: join(parts), untranslated};
}

/** The part of a `Default:` line before ` — `, and the explanation after it. */
function splitProse(nodes: PhrasingContent[]): {statement: PhrasingContent[]; prose?: PhrasingContent[]} {
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i]!;
    if (node.type !== 'text') continue;
    const separator = PROSE_SEPARATOR.exec(node.value);
    if (!separator) continue;
    const head = node.value.slice(0, separator.index);
    const tail = node.value.slice(separator.index + separator[0].length);
    return {
      statement: [...nodes.slice(0, i), ...(head ? [{...node, value: head}] : [])],
      prose: [...(tail ? [{...node, value: tail}] : []), ...nodes.slice(i + 1)],
    };
  }
  return {statement: nodes};
}

/** Renders one field line (its nodes after the label) in Chinese. */
function renderLine(
  label: FieldLabel,
  rest: PhrasingContent[],
  phrases: ZhFieldPhrases,
): Omit<RenderedFieldLine, 'label' | 'line'> & {nodes: PhrasingContent[]} {
  if (label !== 'Default') {
    // `Properties: the same as [\`resolve\`](…)`: a line that is one reference is a fixed phrase;
    // any other text here is the translator's.
    const [first, second] = rest;
    const reference =
      rest.length === 2 && first?.type === 'text' && second?.type !== 'text'
        ? Object.hasOwn(phrases.references, first.value.trim())
        : false;
    const value = reference ? renderStatement(rest, phrases).nodes : rest;
    return {untranslated: [], text: value, nodes: value};
  }
  const {statement, prose = []} = splitProse(rest);
  const rendered = renderStatement(statement, phrases);
  const result = {untranslated: rendered.untranslated, text: prose};
  if (prose.length === 0) return {...result, nodes: rendered.nodes};
  const [first, ...others] = prose;
  const tail: PhrasingContent[] =
    first?.type === 'text'
      ? [{...first, value: phrases.proseSeparator + first.value}, ...others]
      : [{type: 'text', value: phrases.proseSeparator}, ...prose];
  const last = rendered.nodes.at(-1);
  const head = tail[0] as {type: 'text'; value: string};
  const nodes: PhrasingContent[] =
    last?.type === 'text'
      ? [...rendered.nodes.slice(0, -1), {...last, value: last.value + head.value}, ...tail.slice(1)]
      : [...rendered.nodes, ...tail];
  return {...result, nodes};
}

/**
 * Rewrites the field lines of a tree in place. `onLine` is told about each line rendered (the
 * check uses it); lines that start with no known label are left as they are.
 */
export function localizeFieldLines(
  tree: Root,
  {
    phrases = zhFieldPhrases,
    onLine,
  }: {phrases?: ZhFieldPhrases; onLine?: (line: RenderedFieldLine) => void} = {},
): void {
  visit(tree, 'paragraph', (paragraph: Paragraph) => {
    const first = paragraph.children[0];
    if (first?.type !== 'text' || !isLabel(FIELD_START.exec(first.value)?.[1])) return;
    const children: PhrasingContent[] = [];
    lines(paragraph.children).forEach((line, index) => {
      if (index > 0) children.push({type: 'break'});
      const head = line[0];
      const match = head?.type === 'text' ? FIELD_START.exec(head.value) : null;
      if (head?.type !== 'text' || !match || !isLabel(match[1])) {
        children.push(...line);
        return;
      }
      const label = match[1];
      const afterLabel = head.value.slice(match[0].length);
      const rest: PhrasingContent[] = [
        ...(afterLabel ? [{...head, value: afterLabel}] : []),
        ...line.slice(1),
      ];
      const {nodes, ...rendered} = renderLine(label, rest, phrases);
      // The label in a span of its own that never wraps: Chinese breaks anywhere, 默认 | 值： on a phone.
      children.push(
        {
          ...head,
          value: `${phrases.labels[label]}${phrases.colon}`,
          data: {hName: 'span', hProperties: {className: ['field-label']}},
        },
        ...nodes,
      );
      onLine?.({
        label,
        line: head.position?.start.line ?? paragraph.position?.start.line ?? 0,
        ...rendered,
      });
    });
    paragraph.children = children;
  });
}

export interface FieldLineFinding {
  line: number;
  label: FieldLabel;
  /** The English left, as the reader sees it. */
  text: string;
  message: string;
}

/** Words that only English prose has between Chinese words (a half-translated note). */
const ENGLISH_WORDS = new Set(
  'a an the of with as is are to from by at than or and not set see use same below above each when if then instead including without matched against'.split(
    ' ',
  ),
);

/** The text a reader sees outside code spans and HTML (link text included). */
function visibleText(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'inlineCode' || node.type === 'html') return ' ';
      return 'children' in node ? visibleText(node.children as PhrasingContent[]) : ' ';
    })
    .join('');
}

/** What a rendered field line still shows in English, with what to do about it. */
export function fieldLineFindings(line: RenderedFieldLine): FieldLineFinding[] {
  const findings: FieldLineFinding[] = [];
  const add = (text: string, message: string) =>
    findings.push({line: line.line, label: line.label, text: text.trim().replace(/\s+/g, ' '), message});
  if (line.untranslated.length > 0) {
    add(
      line.untranslated.join(' '),
      'a phrase of the Default grammar that src/data/fieldLines.ts does not put into Chinese: add it there (or correct the grammar, WRITING.md "Defaults")',
    );
  }
  const free = visibleText(line.text);
  const words = free.match(/[A-Za-z]+/g) ?? [];
  if (words.length > 0 && !han.test(free)) {
    add(
      free,
      'English text in a field line: translate it in the source (only the label and the Default grammar stay English)',
    );
  } else {
    const english = words.filter((word) => ENGLISH_WORDS.has(word));
    if (english.length > 0) {
      add(
        english.join(' '),
        'English words in a field line: translate them in the source (only the label and the Default grammar stay English)',
      );
    }
  }
  return findings;
}

export interface ZhFieldLinesOptions {
  phrases?: ZhFieldPhrases;
}

/** The plugin: Chinese sources only, so that the English pages shown on /zh/ stay English throughout. */
const zhFieldLines: Plugin<[ZhFieldLinesOptions?], Root> = ({phrases = zhFieldPhrases} = {}) => {
  return (tree, file) => {
    if (isChineseSource(file.path)) localizeFieldLines(tree, {phrases});
  };
};

export default zhFieldLines;
