/**
 * The code of a code block without its comments, as a sequence of tokens: what a translation keeps
 * from its English page (./keptFromEnglish.ts), where only comments may be translated. Each family
 * of languages has its own comment rules; a language without any here (text, diff, nginx…)
 * has no comments to translate and is compared byte for byte. Pure: no file system.
 *
 * JavaScript, TypeScript and JSX are read by TypeScript's own scanner (`ts.createScanner`), which
 * knows strings, template literals, regular expressions and JSX text; the parser's decisions it
 * leaves to its caller (is this `/` a division or a regular expression, is this `<` a comparison
 * or a JSX element, does this `}` close a template's `${`) are taken here from the token before,
 * as a syntax highlighter does. The other languages are split into words at whitespace, with
 * their strings kept whole and their comments cut out.
 */
import ts from 'typescript';

export interface CodeToken {
  text: string;
  /** 1-based line of the token's start in the block. */
  line: number;
}

export interface TokenizedCode {
  /** The code, comments left out, except the comments that are code (see `isDirective`). */
  tokens: CodeToken[];
  /** The comments left out, each whole (with its `//`, `#`, `<!--`…). */
  comments: CodeToken[];
}

type Syntax = 'jsx' | 'ts' | 'json' | 'shell' | 'css' | 'scss' | 'markup' | 'yaml' | 'ini';

const SYNTAX_OF: Record<string, Syntax> = {
  js: 'jsx',
  javascript: 'jsx',
  jsx: 'jsx',
  mjs: 'jsx',
  cjs: 'jsx',
  tsx: 'jsx',
  // No JSX in .ts: `<T>(x: T) => x` and `<Type>value` are TypeScript there.
  ts: 'ts',
  typescript: 'ts',
  mts: 'ts',
  cts: 'ts',
  json: 'json',
  jsonc: 'json',
  json5: 'json',
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  zsh: 'shell',
  css: 'css',
  scss: 'scss',
  less: 'scss',
  html: 'markup',
  htm: 'markup',
  xml: 'markup',
  svg: 'markup',
  md: 'markup',
  markdown: 'markup',
  yaml: 'yaml',
  yml: 'yaml',
  // TOML's comments and strings are YAML's, as far as telling them apart goes.
  toml: 'yaml',
  // INI and .properties files: whole-line `#` and `;` comments.
  ini: 'ini',
  properties: 'ini',
};

/** Whether blocks of this fence language have comments that a translation may translate. */
export const hasCommentRules = (lang: string | null | undefined): boolean =>
  lang != null && Object.hasOwn(SYNTAX_OF, lang.toLowerCase());

/**
 * Comments that are code, not explanation: tool directives (`eslint-disable`, `@ts-check`,
 * `prettier-ignore`, `global`, Docusaurus's `highlight-next-line`), webpack's magic comments
 * (`webpackChunkName: "x"`, `webpackIgnore: true`), annotations (`#__PURE__`), JSDoc types
 * (`@type {…}`), legal comments (`/*!`), `/// <reference>`, `# sourceMappingURL=`, shebangs and
 * conditional comments (`<!--[if IE]>`). They stay in the token sequence: a translation keeps them.
 */
const DIRECTIVE =
  /^(?:[@#!]|\/\s*<|\[if\b|(?:eslint|jshint|jscs|globals?|exported|istanbul|c8|prettier-ignore|stylelint|shellcheck|highlight-)|webpack[A-Z]\w*\s*:|[#@]\s*sourceMappingURL)/;

/** The words of a comment, without its delimiters. */
function commentBody(comment: string): string {
  return comment
    .replace(/^(?:\/\/|\/\*+|<!--|#+)/, '')
    .replace(/(?:\*\/|-->)$/, '')
    .trim();
}

/** Whether a comment (with its delimiters) is code that must stay as it is (see DIRECTIVE). */
export function isDirective(comment: string): boolean {
  if (comment.startsWith('#!')) return true;
  return DIRECTIVE.test(commentBody(comment));
}

/** 1-based line of an offset, from the offsets where lines start. */
function lineFinder(code: string): (offset: number) => number {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

const K = ts.SyntaxKind;

/** Tokens after which `/` divides and `<` compares; after any other, they open a regular expression or a JSX element. */
const ENDS_EXPRESSION = new Set<ts.SyntaxKind>([
  K.NumericLiteral,
  K.BigIntLiteral,
  K.StringLiteral,
  K.RegularExpressionLiteral,
  K.NoSubstitutionTemplateLiteral,
  K.TemplateTail,
  K.CloseParenToken,
  K.CloseBracketToken,
  K.CloseBraceToken,
  K.PlusPlusToken,
  K.MinusMinusToken,
  K.ThisKeyword,
  K.SuperKeyword,
  K.TrueKeyword,
  K.FalseKeyword,
  K.NullKeyword,
]);
/** Words the scanner counts as identifiers (not reserved) that are followed by an expression. */
const BEFORE_EXPRESSION = new Set(['of', 'await', 'yield']);

/**
 * What an open bracket of a script is: a `{` (of a block, an object, an expression in JSX), the
 * `${` of a template, a JSX tag being read (`<div …>`, `</div>`), or a JSX element's children.
 */
type Open = 'brace' | 'template' | 'tag' | 'closing-tag' | 'children';

function scriptTokens(code: string, syntax: 'jsx' | 'ts' | 'json'): TokenizedCode {
  const jsx = syntax === 'jsx';
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    code,
  );
  const lineOf = lineFinder(code);
  const tokens: CodeToken[] = [];
  const comments: CodeToken[] = [];
  const open: Open[] = [];
  let expressionEnded = false;
  let selfClosing = false;
  for (;;) {
    const top = open.at(-1);
    let kind: ts.SyntaxKind = top === 'children' ? scanner.scanJsxToken() : scanner.scan();
    if (kind === K.EndOfFileToken) break;
    const start = scanner.getTokenStart();
    if (kind === K.WhitespaceTrivia || kind === K.NewLineTrivia || kind === K.JsxTextAllWhiteSpaces) continue;
    if (kind === K.SingleLineCommentTrivia || kind === K.MultiLineCommentTrivia || kind === K.ShebangTrivia) {
      const text = scanner.getTokenText();
      (isDirective(text) ? tokens : comments).push({text, line: lineOf(start)});
      continue;
    }
    if (top === 'children') {
      if (kind === K.JsxText) {
        // Text between JSX tags: its words (its whitespace is not significant).
        for (const word of scanner.getTokenText().matchAll(/\S+/g)) {
          tokens.push({text: word[0], line: lineOf(start + word.index)});
        }
        continue;
      }
      if (kind === K.OpenBraceToken) open.push('brace');
      else if (kind === K.LessThanToken) open.push('tag');
      else if (kind === K.LessThanSlashToken) open.push('closing-tag');
      selfClosing = false;
      expressionEnded = false;
      tokens.push({text: scanner.getTokenText(), line: lineOf(start)});
      continue;
    }
    const inTag = top === 'tag' || top === 'closing-tag';
    if (syntax !== 'json' && !inTag && !expressionEnded) {
      if (kind === K.SlashToken || kind === K.SlashEqualsToken) kind = scanner.reScanSlashToken();
      else if (jsx && kind === K.LessThanToken) {
        open.push('tag');
        selfClosing = false;
        tokens.push({text: '<', line: lineOf(start)});
        expressionEnded = false;
        continue;
      }
    }
    if (inTag && kind === K.SlashToken) selfClosing = true;
    if (inTag && kind === K.GreaterThanToken) {
      open.pop();
      if (top === 'closing-tag' && open.at(-1) === 'children') open.pop();
      else if (top === 'tag' && !selfClosing) open.push('children');
      tokens.push({text: '>', line: lineOf(start)});
      // A whole element is a value, like `)`.
      expressionEnded = true;
      continue;
    }
    if (kind === K.OpenBraceToken) open.push('brace');
    else if (kind === K.TemplateHead) open.push('template');
    else if (kind === K.CloseBraceToken) {
      if (top === 'template') {
        kind = scanner.reScanTemplateToken(false);
        if (kind === K.TemplateTail) open.pop();
      } else if (top === 'brace') open.pop();
    }
    const text = scanner.getTokenText();
    tokens.push({text, line: lineOf(start)});
    expressionEnded = ENDS_EXPRESSION.has(kind) || (scanner.isIdentifier() && !BEFORE_EXPRESSION.has(text));
  }
  return {tokens, comments};
}

/**
 * Where something starts at `i` that is not split at whitespace: a comment (left out), or a
 * string or an escaped character (kept whole, part of the word around it). `wordStart`: `i` is
 * the first character of a word (after whitespace or at the start).
 */
type Special = (code: string, i: number, wordStart: boolean) => {end: number; comment?: boolean} | undefined;

const lineEnd = (code: string, i: number) => {
  const end = code.indexOf('\n', i);
  return end === -1 ? code.length : end;
};
const closingAt = (code: string, i: number, close: string) => {
  const end = code.indexOf(close, i);
  return end === -1 ? code.length : end + close.length;
};
/** The end of a string opened at `i`, with backslash escapes (or, in YAML's single quotes, `''`). */
function stringEnd(code: string, i: number, {backslash = true, doubled = false} = {}): number {
  const quote = code[i]!;
  let j = i + 1;
  while (j < code.length) {
    if (backslash && code[j] === '\\') j += 2;
    else if (code[j] === quote) {
      if (doubled && code[j + 1] === quote) j += 2;
      else return j + 1;
    } else j++;
  }
  return code.length;
}

/** Whether only spaces or tabs precede `i` on its line. */
const atLineStart = (code: string, i: number) => /(?:^|\n)[ \t]*$/.test(code.slice(Math.max(0, i - 200), i));

const SPECIALS: Record<Exclude<Syntax, 'jsx' | 'ts' | 'json'>, Special> = {
  // `#` starts a comment at the start of a word, outside quotes (`$#`, `${#a}`, `a#b` are not
  // comments; `#!` on the first line is the shebang, kept as code).
  shell: (code, i, wordStart) => {
    const c = code[i];
    if (c === '\\') return {end: i + 2};
    if (c === "'") return {end: stringEnd(code, i, {backslash: false})};
    if (c === '"') return {end: stringEnd(code, i)};
    if (c === '#' && wordStart) return {end: lineEnd(code, i), comment: true};
    return undefined;
  },
  css: (code, i) => {
    const c = code[i];
    if (c === '/' && code[i + 1] === '*') return {end: closingAt(code, i + 2, '*/'), comment: true};
    if (c === '"' || c === "'") return {end: stringEnd(code, i)};
    if (c === '\\') return {end: i + 2};
    return undefined;
  },
  // Sass and Less add `//` comments; `url(http://…)` is not one (not at the start of a word).
  scss: (code, i, wordStart) => {
    if (code.startsWith('//', i) && (wordStart || /[;{}]/.test(code[i - 1] ?? ''))) {
      return {end: lineEnd(code, i), comment: true};
    }
    return SPECIALS.css(code, i, wordStart);
  },
  // HTML, XML, SVG and Markdown: `<!-- … -->`. Quotes are not tracked: an apostrophe in text is not one.
  markup: (code, i) =>
    code.startsWith('<!--', i) ? {end: closingAt(code, i + 4, '-->'), comment: true} : undefined,
  // `#` after whitespace or at the start of a line; quotes count only where a scalar starts
  // (`it's` in a plain scalar is not a quote).
  yaml: (code, i, wordStart) => {
    const c = code[i];
    if (c === '#' && wordStart) return {end: lineEnd(code, i), comment: true};
    const scalarStart = wordStart || /[[{,]/.test(code[i - 1] ?? '');
    if (scalarStart && c === "'") return {end: stringEnd(code, i, {backslash: false, doubled: true})};
    if (scalarStart && c === '"') return {end: stringEnd(code, i)};
    return undefined;
  },
  ini: (code, i) =>
    (code[i] === '#' || code[i] === ';') && atLineStart(code, i)
      ? {end: lineEnd(code, i), comment: true}
      : undefined,
};

function wordTokens(code: string, special: Special): TokenizedCode {
  const lineOf = lineFinder(code);
  const tokens: CodeToken[] = [];
  const comments: CodeToken[] = [];
  let word = '';
  let wordAt = 0;
  const endWord = () => {
    if (word) tokens.push({text: word, line: lineOf(wordAt)});
    word = '';
  };
  let i = 0;
  while (i < code.length) {
    if (/\s/.test(code[i]!)) {
      endWord();
      i++;
      continue;
    }
    const found = special(code, i, word === '');
    if (found?.comment) {
      // A comment separates the words around it.
      endWord();
      const text = code.slice(i, found.end).replace(/\s+$/, '');
      (isDirective(text) ? tokens : comments).push({text, line: lineOf(i)});
      i = found.end;
      continue;
    }
    if (word === '') wordAt = i;
    const end = Math.min(found ? found.end : i + 1, code.length);
    word += code.slice(i, end);
    i = end;
  }
  endWord();
  return {tokens, comments};
}

/**
 * A block's code as tokens, its comments apart; undefined for a language without comment rules
 * here (its blocks are compared byte for byte).
 */
export function tokenizeCode(code: string, lang: string | null | undefined): TokenizedCode | undefined {
  const syntax = lang == null ? undefined : SYNTAX_OF[lang.toLowerCase()];
  if (syntax === undefined) return undefined;
  if (syntax === 'jsx' || syntax === 'ts' || syntax === 'json') return scriptTokens(code, syntax);
  return wordTokens(code, SPECIALS[syntax]);
}

export interface CodeDifference {
  /** 1-based line of the first token that differs, in each block (the line after its last one when a block has no token left). */
  englishLine: number;
  chineseLine: number;
  /** The tokens that differ (undefined: that block has no token left). */
  english?: string;
  chinese?: string;
}

/**
 * Where the translated block's code first differs from the English block's, comments left out;
 * undefined when it does not. `sameLines`: each token must also stay on its line (for a block
 * whose lines are highlighted by number, `{1,3-5}`). A language without comment rules compares
 * the blocks' text, line by line.
 */
export function codeDifference(
  english: string,
  chinese: string,
  lang: string | null | undefined,
  {sameLines = false}: {sameLines?: boolean} = {},
): CodeDifference | undefined {
  if (english === chinese) return undefined;
  const en = tokenizeCode(english, lang);
  const zh = tokenizeCode(chinese, lang);
  if (!en || !zh) {
    const enLines = english.split('\n');
    const zhLines = chinese.split('\n');
    const line = enLines.findIndex((text, i) => text !== zhLines[i]);
    const at = line === -1 ? enLines.length : line;
    return {englishLine: at + 1, chineseLine: at + 1, english: enLines[at], chinese: zhLines[at]};
  }
  const count = Math.max(en.tokens.length, zh.tokens.length);
  for (let i = 0; i < count; i++) {
    const a = en.tokens[i];
    const b = zh.tokens[i];
    if (a && b && a.text === b.text && (!sameLines || a.line === b.line)) continue;
    const after = (code: string) => code.split('\n').length + 1;
    return {
      englishLine: a?.line ?? after(english),
      chineseLine: b?.line ?? after(chinese),
      english: a?.text,
      chinese: b?.text,
    };
  }
  if (sameLines && english.split('\n').length !== chinese.split('\n').length) {
    const line = Math.min(english.split('\n').length, chinese.split('\n').length) + 1;
    return {englishLine: line, chineseLine: line};
  }
  return undefined;
}
