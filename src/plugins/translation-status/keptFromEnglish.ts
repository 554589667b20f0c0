/**
 * What a translation keeps from its English page: every code block (only its comments may be
 * translated) and every heading id. Used by the stamp tool (which refuses a page that does not),
 * the translation status, and tests/docs/translations.test.ts (which checks every translated page).
 */
import {codeBlocks, pageHeadings, parseMarkdown, type CodeBlock, type MarkdownPage} from '../../markdown';
import {parseMeta} from '../../markdown/meta';
import {codeDifference, hasCommentRules, type CodeDifference} from './codeTokens';

/**
 * Blocks whose every character is the English one, whatever their language: what a build printed
 * (`output`, `tree`) and the claims a build is checked against (`assert`).
 */
const VERBATIM_META = ['output', 'tree', 'assert'] as const;

/** Whether a translated block must be the English block byte for byte: no comment of it may change. */
export function keptVerbatim(block: Pick<CodeBlock, 'lang' | 'meta'>): boolean {
  if (!hasCommentRules(block.lang)) return true;
  const meta = parseMeta(block.meta ?? '');
  return VERBATIM_META.some((flag) => meta[flag] === true);
}

const quote = (line: string | undefined) => (line === undefined ? 'nothing' : `"${line}"`);

/**
 * How a translated block differs from the English block: its fence, or its code. A block of a
 * language with comments (JavaScript, TypeScript, JSON, shell, CSS, HTML, Markdown, YAML) may
 * translate them: the two blocks must have the same tokens once comments are left out (see
 * ./codeTokens.ts), and on the same lines when the fence highlights lines by number (`{2,4}`).
 * Any other block (text, output, tree, assert…) must be byte-identical.
 */
function blockProblems(english: CodeBlock, chinese: CodeBlock, index: number): string[] {
  const where = `code block ${index + 1} (English line ${english.line}, Chinese line ${chinese.line})`;
  if (english.lang !== chinese.lang || english.meta !== chinese.meta) {
    return [
      `${where}: fence info differs: "${english.lang ?? ''} ${english.meta ?? ''}" → "${chinese.lang ?? ''} ${chinese.meta ?? ''}"`,
    ];
  }
  if (english.value === chinese.value) return [];
  const enLines = english.value.split('\n');
  const zhLines = chinese.value.split('\n');
  if (keptVerbatim(english)) {
    if (enLines.length !== zhLines.length) {
      return [`${where}: ${enLines.length} lines in English, ${zhLines.length} in Chinese`];
    }
    const line = enLines.findIndex((text, i) => text !== zhLines[i]);
    return [`${where}, line ${line + 1}: "${zhLines[line]}" should be "${enLines[line]}"`];
  }
  const sameLines = parseMeta(english.meta ?? '').highlight !== undefined;
  const difference = codeDifference(english.value, chinese.value, english.lang, {sameLines});
  if (!difference) return [];
  const {englishLine, chineseLine} = difference;
  const lines =
    englishLine === chineseLine ? `line ${chineseLine}` : `line ${chineseLine} (English line ${englishLine})`;
  return [
    `${where}, ${lines}: ${quote(zhLines[chineseLine - 1])} should be ${quote(enLines[englishLine - 1])} (${tokenDetail(difference, enLines.length, zhLines.length)})`,
  ];
}

const token = (text: string | undefined) => (text === undefined ? 'nothing' : `\`${text}\``);

/** What differs, in words: the first token that is not the English one, or a line that moved. */
function tokenDetail(difference: CodeDifference, enLineCount: number, zhLineCount: number): string {
  const {english, chinese} = difference;
  if (english === undefined && chinese === undefined) {
    return `the fence highlights lines by number: ${enLineCount} lines in English, ${zhLineCount} in Chinese`;
  }
  if (english === chinese)
    return `${token(english)} moved to another line; the fence highlights lines by number`;
  return `${token(chinese)} where English has ${token(english)}`;
}

/** How the translation's code blocks differ from the English page's; empty when they do not. */
export function codeBlockProblems(enBlocks: readonly CodeBlock[], zhBlocks: readonly CodeBlock[]): string[] {
  if (enBlocks.length !== zhBlocks.length) {
    return [`${enBlocks.length} code blocks in English, ${zhBlocks.length} in Chinese`];
  }
  return enBlocks.flatMap((block, i) => blockProblems(block, zhBlocks[i]!, i));
}

/** Headings whose id is not the English heading's at the same place; empty when every one is. */
export function headingProblems(english: MarkdownPage, chinese: MarkdownPage): string[] {
  const enIds = pageHeadings(english).map((heading) => heading.id);
  const zhHeadings = pageHeadings(chinese);
  if (enIds.length !== zhHeadings.length) {
    return [`${enIds.length} headings in English, ${zhHeadings.length} in Chinese`];
  }
  return zhHeadings.flatMap((heading, i) =>
    heading.id === enIds[i]
      ? []
      : [
          `heading "${heading.text}" (line ${heading.line}) has id #${heading.id}, the English one #${enIds[i]}`,
        ],
  );
}

/**
 * What a translated page changed that it must keep from its English page: every code block (only
 * comments may be translated) and every heading id, in order, so `#anchors` work in both languages.
 */
export function translationProblems(
  englishSource: string,
  chineseSource: string,
  {mdx = false} = {},
): string[] {
  const english = parseMarkdown(englishSource, {mdx});
  const chinese = parseMarkdown(chineseSource, {mdx});
  return [
    ...codeBlockProblems(codeBlocks(english, englishSource), codeBlocks(chinese, chineseSource)),
    ...headingProblems(english, chinese),
  ];
}
