/**
 * What a translation keeps from its English page: every code block (only a comment may be
 * translated) and every heading id. Used by the stamp tool (which refuses a page that does not),
 * the translation status, and tests/docs/translations.test.ts (which checks every translated page).
 */
import {codeBlocks, pageHeadings, parseMarkdown, type CodeBlock, type MarkdownPage} from '../../markdown';

/** Where a comment starts in a line of code: `//`, `/*`, `<!--`, or `#` at the start or after a space. */
const COMMENT_START = /\/\/|\/\*|<!--|(?:^|\s)#/;
const CJK = /[\u3400-\u9fff]/;

/**
 * Whether a line of a translated code block may stand for the English line: the same text, or the
 * same text up to and including a comment marker, followed by a comment in Chinese. Anything else
 * (code, strings, output) must stay byte-identical.
 */
function sameCodeLine(english: string, chinese: string): boolean {
  if (english === chinese) return true;
  const marker = COMMENT_START.exec(english);
  if (!marker) return false;
  const prefix = english.slice(0, marker.index + marker[0].length);
  return chinese.startsWith(prefix) && CJK.test(chinese.slice(prefix.length));
}

function blockProblems(english: CodeBlock, chinese: CodeBlock, index: number): string[] {
  const where = `code block ${index + 1} (English line ${english.line}, Chinese line ${chinese.line})`;
  if (english.lang !== chinese.lang || english.meta !== chinese.meta) {
    return [
      `${where}: fence info differs: "${english.lang ?? ''} ${english.meta ?? ''}" → "${chinese.lang ?? ''} ${chinese.meta ?? ''}"`,
    ];
  }
  const enLines = english.value.split('\n');
  const zhLines = chinese.value.split('\n');
  if (enLines.length !== zhLines.length) {
    return [`${where}: ${enLines.length} lines in English, ${zhLines.length} in Chinese`];
  }
  const line = enLines.findIndex((text, i) => !sameCodeLine(text, zhLines[i]!));
  return line === -1 ? [] : [`${where}, line ${line + 1}: "${zhLines[line]}" should be "${enLines[line]}"`];
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
