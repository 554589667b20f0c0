/**
 * Markdown constructs that do not parse, found in the source: after remark (the parser Docusaurus
 * uses) has read a page, a `:::` or `**` left in plain text is what the reader would see literally.
 */
import {visit} from 'unist-util-visit';
import type {Emphasis, Root, Text} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';
import {parsePage} from '../../../src/markdown';

export interface UnparsedConstruct {
  /** 1-based line in the file. */
  line: number;
  message: string;
}

const RULES: readonly {pattern: RegExp; message: string}[] = [
  {
    pattern: /(^|\n)\s*:::/,
    message:
      'an admonition that does not parse: write the title in brackets, `:::tip[Title]`, and close it with `:::` on its own line',
  },
  {
    pattern: /\*\*/,
    message:
      '`**` that does not parse as bold: next to CJK text, a `**` right after punctuation (“”，。：) must be followed by a space or punctuation, and one right before punctuation must follow a space; move the punctuation outside the bold, or leave the bold out',
  },
  {
    pattern:
      /[\p{Script=Han}\u3000-\u303f\uff00-\uffef“”]\*(?!\*)|(?<!\*)\*[\p{Script=Han}\u3000-\u303f\uff00-\uffef“”]/u,
    message:
      '`*` next to Chinese text that does not parse as emphasis: Chinese text takes no italics; use “quotes” or plain text',
  },
  {
    pattern: /(^|[^\w])__[^_\s](?:[^_]*[^_\s])?__(?!\w)/u,
    message: '`__` that does not parse as bold: use `**`, with the same spacing rules',
  },
];

/** Plain-text constructs of a page that Markdown left unparsed. */
export function unparsedConstructs(file: string, source: string): UnparsedConstruct[] {
  const {tree} = parsePage(file, source);
  const found: UnparsedConstruct[] = [];
  visit(tree as Root, 'emphasis', (node: Emphasis) => {
    if (/\p{Script=Han}/u.test(toString(node))) {
      found.push({
        line: node.position?.start.line ?? 0,
        message: 'italics on Chinese text: Chinese takes no italics; use “quotes” or plain text',
      });
    }
  });
  // In a .md page (CommonMark, not MDX), Docusaurus renders a title holding Markdown as a raw
  // <mdxadmonitiontitle> element inside the box, under the default title.
  if (file.endsWith('.md')) {
    visit(tree as Root, 'containerDirective', (node: ContainerDirective) => {
      const [label] = node.children;
      if (
        label?.type === 'paragraph' &&
        label.data?.directiveLabel &&
        label.children.some((c) => c.type !== 'text')
      ) {
        found.push({
          line: node.position?.start.line ?? 0,
          message:
            'an admonition title with Markdown in it (code, emphasis, a link), which a .md page shows as a raw <mdxAdmonitionTitle> element: write the title as plain text',
        });
      }
    });
  }
  visit(tree as Root, 'text', (node: Text) => {
    for (const {pattern, message} of RULES) {
      if (pattern.test(node.value)) found.push({line: node.position?.start.line ?? 0, message});
    }
  });
  return found;
}
