/**
 * Checks Chinese text against the glossary (`avoid` terms) and the punctuation rules of
 * src/data/zhGlossary.ts: on translated pages (prose, headings, table cells, link text, image alt,
 * admonition titles and the front matter's title, description and related titles; never code) and
 * on interface strings. Pages are read with the shared Markdown reader (src/markdown).
 */
import type {Nodes, Parent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {parsePage} from '../markdown';
import {HAN, zhGlossary, zhPunctuationRules} from '../data/zhGlossary';

export interface TextProblem {
  /** `avoid:<term>`, a punctuation rule's name, `english-verb`, `italic` or `unparsed-strong`. */
  rule: string;
  /** What to do instead (Chinese). */
  message: string;
  /** The text the problem was found in, shortened. */
  excerpt: string;
  /** 1-based line in the file, when the text comes from a page. */
  line?: number;
  /** Where in the checked text the problem starts. */
  at?: number;
}

const hasHan = new RegExp(`[${HAN}]`);
/** Han characters and the full-width punctuation of Chinese sentences. */
const chineseChar = new RegExp(`[${HAN}\\u3000-\\u303f\\uff00-\\uffef]`);

/**
 * English words that a literal translation leaves standing as the verb of a Chinese sentence
 * (“在服务器开始监听后 resolve”, “promise 会被 reject”, “emit 文件”). Chinese has its own words:
 * a promise 兑现/完成 or 被拒绝, webpack 输出/产出 a file or 触发 an event, a function takes a 回调,
 * a 后备 is used. Checked only where the word touches Chinese text, outside code spans.
 */
const ENGLISH_VERB =
  /(?<![\w$./-])(?:resolv(?:e|es|ed|ing)|reject(?:s|ed|ing)?|emit(?:s|ted|ting)?|callbacks?|fallbacks?)(?![\w$/-]|\.\w)/g;
/** A word that names a thing webpack calls by that name: the `resolve` hook, the `emit` stage. */
const NAMING_NOUN = /^\s*(?:钩子|选项|阶段|事件)/;
/**
 * The places where such a word is right, as the text a reader sees (code spans read as `x`).
 * Keep this short, and say why each one is right.
 */
export const englishVerbAllowed: readonly string[] = [
  // api/cli.md: a heading that names the two configuration keys the section's flags set.
  'resolve 和 resolveLoader',
];

/**
 * English verbs used as the verb of a Chinese sentence: the index of the first one, or -1. A word
 * glossed in full-width parentheses after its Chinese (被拒绝（reject）), a word naming a hook, an
 * option, a stage or an event (resolve 钩子), and the allowed places above are fine.
 */
export function findEnglishVerb(text: string): number {
  if (!hasHan.test(text)) return -1;
  for (const match of text.matchAll(ENGLISH_VERB)) {
    const at = match.index;
    const end = at + match[0].length;
    const before = text.slice(0, at).trimEnd().at(-1);
    const after = text.slice(end).trimStart()[0];
    if (!chineseChar.test(before ?? '') && !chineseChar.test(after ?? '')) continue;
    const open = text.lastIndexOf('（', at);
    const close = text.indexOf('）', end);
    const gloss =
      open !== -1 && close !== -1 && !/[（）]/.test(text.slice(open + 1, at) + text.slice(end, close));
    if (gloss && !hasHan.test(text.slice(open + 1, close))) continue;
    if (NAMING_NOUN.test(text.slice(end))) continue;
    const allowed = englishVerbAllowed.some((phrase) => {
      for (let from = text.indexOf(phrase); from !== -1; from = text.indexOf(phrase, from + 1)) {
        if (from <= at && end <= from + phrase.length) return true;
      }
      return false;
    });
    if (!allowed) return at;
  }
  return -1;
}

const excerptOf = (text: string, index: number) => {
  const start = Math.max(0, index - 20);
  return `${start > 0 ? '…' : ''}${text.slice(start, index + 30).replace(/\s+/g, ' ')}${index + 30 < text.length ? '…' : ''}`;
};

/** The glossary and punctuation problems of one piece of text (no Markdown in it). */
export function checkText(text: string): TextProblem[] {
  const problems: TextProblem[] = [];
  for (const entry of zhGlossary) {
    for (const term of entry.avoid ?? []) {
      const at = text.indexOf(term);
      if (at !== -1) {
        problems.push({
          rule: `avoid:${term}`,
          message: `不用“${term}”，用“${entry.zh}”（${entry.en}）${entry.note ? `：${entry.note}` : ''}`,
          excerpt: excerptOf(text, at),
          at,
        });
      }
    }
  }
  const chinese = hasHan.test(text);
  for (const rule of zhPunctuationRules) {
    if (rule.chineseOnly && !chinese) continue;
    const at = rule.find(text);
    if (at !== -1) problems.push({rule: rule.name, message: rule.message, excerpt: excerptOf(text, at), at});
  }
  const verb = findEnglishVerb(text);
  if (verb !== -1) {
    problems.push({
      rule: 'english-verb',
      message:
        '英文动词不做中文句子的谓语：promise “兑现”“完成”或“被拒绝”，文件“输出”，事件“触发”，用“回调”“后备”；指名称时写成代码（`resolve`）',
      excerpt: excerptOf(text, verb),
      at: verb,
    });
  }
  return problems;
}

/**
 * The text a reader sees in an inline container. Code spans, inline HTML and MDX expressions
 * count as one Latin word ("x"), so that the spacing and parenthesis rules see what surrounds them.
 */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'inlineCode':
    case 'html':
    case 'mdxTextExpression':
      return 'x';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'break':
      // A hard break renders as a line break; a soft one stays the '\n' of the source (a space).
      return '\u2028';
    default:
      return 'children' in node
        ? (node as Parent).children.map((child) => inlineText(child as Nodes)).join('')
        : '';
  }
}

const EXPLICIT_ID = /\s*\{#[^}]*\}\s*$/;

/** Every problem of a translated page, with its line. */
export function checkMarkdown(file: string, source: string): TextProblem[] {
  const page = parsePage(file, source);
  const problems: TextProblem[] = [];
  // The line of a problem: the node's first line plus the line breaks before it in the text.
  const add = (text: string, line: number | undefined) => {
    for (const problem of checkText(text)) {
      const breaks = text.slice(0, problem.at).match(/[\n\u2028]/g)?.length ?? 0;
      problems.push({...problem, line: line === undefined ? undefined : line + breaks});
    }
  };

  const {title, description, related} = page.frontMatter;
  for (const value of [title, description]) if (typeof value === 'string') add(value, 1);
  if (Array.isArray(related)) {
    for (const link of related) if (typeof link?.title === 'string') add(link.title, 1);
  }

  visit(page.tree, (node) => {
    const line = node.position?.start.line;
    switch (node.type) {
      case 'paragraph':
      case 'tableCell':
        add(inlineText(node), line);
        return 'skip';
      case 'heading':
        add(inlineText(node).replace(EXPLICIT_ID, ''), line);
        return 'skip';
      case 'code':
      case 'yaml':
      case 'html':
        return 'skip';
      default:
        return undefined;
    }
  });
  // Markup mistakes that a reader sees as such.
  visit(page.tree, 'emphasis', (node) => {
    const text = toString(node);
    if (hasHan.test(text)) {
      problems.push({
        rule: 'italic',
        message: '中文不用斜体：需要强调时用加粗，或改写句子',
        excerpt: text,
        line: node.position?.start.line,
      });
    }
  });
  visit(page.tree, 'text', (node) => {
    const at = node.value.indexOf('**');
    if (at !== -1) {
      problems.push({
        rule: 'unparsed-strong',
        message: '这里的 ** 没有被解析成加粗：把标点放到 ** 外面，或在 ** 外侧加空格',
        excerpt: excerptOf(node.value, at),
        line: node.position?.start.line,
      });
    }
  });
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** Problems of interface strings: a `{id: {message}}` file such as i18n/zh/code.json. */
export function checkMessages(messages: Record<string, {message: string}>): (TextProblem & {id: string})[] {
  return Object.entries(messages).flatMap(([id, {message}]) =>
    checkText(message).map((problem) => ({...problem, id})),
  );
}
