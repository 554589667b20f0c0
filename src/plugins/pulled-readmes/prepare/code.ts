/**
 * Code blocks keep their content byte for byte and their language. The rest of the info string
 * goes: on this site it would mean something else (`npm2yarn` makes tabs, `title=` a title,
 * `live` an editor), and a README cannot ask for that.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

/** Languages as Prism names them; `mdx-code-block` is unwrapped by Docusaurus, so it is shown as text. */
const LANGUAGE = /^[\w+#.-]{1,40}$/;

export function plainCodeBlocks(tree: Root): void {
  visit(tree, 'code', (node) => {
    node.meta = null;
    node.lang =
      node.lang && LANGUAGE.test(node.lang) && node.lang !== 'mdx-code-block'
        ? node.lang
        : node.lang
          ? 'text'
          : null;
  });
}

/**
 * Docusaurus unwraps ```` ```mdx-code-block ```` fences in the file text before parsing, even
 * inside other code blocks: such a line in a README's code must not reach it as it is.
 */
export function guardMdxCodeBlocks(markdown: string): string {
  return markdown.replace(/^(\x20*`{3,4}\x20*)(mdx-code-block)/gm, '$1\u200b$2');
}
