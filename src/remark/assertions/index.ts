/**
 * Remark plugin: renders the `assert` blocks of runnable examples for readers. A block
 *
 * ```text project="define" assert
 * `main.js` contains `"https://api.example.com"`
 * ```
 *
 * is test vocabulary (see ./parse.ts and WRITING.md); on the page it becomes a short box, "Checked by
 * building this example with webpack 5.x.y:", with one sentence per claim in the page's language.
 * A line the parser does not understand fails the build, so raw test syntax never reaches a page.
 */
import path from 'node:path';
import type {BlockContent, Code, ListItem, Parent, PhrasingContent, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {parseMeta} from '../../markdown/meta';
import {parseAssertions, AssertionSyntaxError} from './parse';
import {heading, phrase, type Language, type Part} from './phrases';

export interface Options {
  /** The webpack version the examples are built with (shown in the box's heading). */
  webpackVersion: string;
}

/** Whether a fence is an assert block (the `assert` word in its meta). */
export const isAssertBlock = (node: Code): boolean => parseMeta(node.meta ?? '').assert === true;

/** The language a docs file is written in: `i18n/<locale>/…` files are translations. */
export function fileLanguage(filePath: string | undefined): Language {
  const locale = filePath
    ?.split(path.sep)
    .join('/')
    .match(/\/i18n\/([^/]+)\//)?.[1];
  return locale === 'zh' ? 'zh' : 'en';
}

const toPhrasing = (parts: Part[]): PhrasingContent[] =>
  parts.map((p) => (typeof p === 'string' ? {type: 'text', value: p} : {type: 'inlineCode', value: p.code}));

/** The mdast that replaces an assert block: an `<aside class="verified-build">` with a list. */
export function renderAssertBlock(node: Code, language: Language, webpackVersion: string): BlockContent {
  const meta = parseMeta(node.meta ?? '');
  if (typeof meta.project !== 'string' || !meta.project.trim()) {
    throw new Error('an assert block belongs to a project: add project="<name>" to its fence');
  }
  const compiler = typeof meta.compiler === 'string' ? meta.compiler : undefined;
  const items: ListItem[] = parseAssertions(node.value).map((assertion) => ({
    type: 'listItem',
    spread: false,
    children: [{type: 'paragraph', children: toPhrasing(phrase(assertion, language))}],
  }));
  return {
    type: 'blockquote',
    data: {hName: 'aside', hProperties: {className: ['verified-build']}},
    children: [
      {
        type: 'paragraph',
        children: [{type: 'strong', children: toPhrasing(heading(webpackVersion, language, compiler))}],
      },
      {type: 'list', ordered: false, spread: false, children: items},
    ],
  };
}

export default function remarkAssertions({webpackVersion}: Options) {
  return (tree: Root, file: VFile): void => {
    const language = fileLanguage(file.path);
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (!isAssertBlock(node) || !parent || index === undefined) return;
      try {
        parent.children[index] = renderAssertBlock(node, language, webpackVersion);
      } catch (err) {
        const fence = node.position?.start.line ?? 0;
        // Lines of the block's content start one below the fence.
        const line = err instanceof AssertionSyntaxError ? fence + 1 + err.index : fence;
        throw new Error(`${file.path}:${line}: ${(err as Error).message}`);
      }
    });
  };
}
