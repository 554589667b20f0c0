/**
 * Marks the parts of a page that are plain HTML once rendered, so that the browser adopts them as
 * the server rendered them instead of hydrating them (`theme/StaticHtml`).
 *
 * A long reference page is thousands of elements: paragraphs full of links and inline code, lists,
 * table bodies. React hydrates each of them, and every link is a Docusaurus `<Link>` with its own
 * IntersectionObserver. None of them does anything after hydration that the HTML cannot do by
 * itself, except links, whose router navigation and preloading `StaticHtml` handles for the whole
 * block. This plugin runs last among the docs and blog rehype plugins, on the tree MDX compiles,
 * and gives the outermost such blocks the `data-static-html` attribute, whose value is the id the
 * block will have in the page: unique on every page the file is rendered on (a printable section or
 * the blog's list shows several files), and the same on the server and in the browser. (React's
 * `useId` gave two elements of /api/printable/ the same id.)
 *
 * A block qualifies when it is one of `STATIC_HTML_TAGS` (a heading, once it has its id) and nothing inside it needs React in the
 * browser: no JSX component or expression (tabs, admonitions with state, anything unknown), no code
 * block (its copy and wrap buttons), no `<details>` (it opens and closes), no table (a wide one
 * becomes a focusable region once measured), no form control. Anything else is searched for
 * qualifying blocks further down: the paragraphs inside an admonition or a list item that also holds
 * a code block still qualify.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';

/** The hast property of `data-static-html`, the attribute that marks a block. */
export const STATIC_HTML_PROPERTY = 'dataStaticHtml';

/**
 * Headings that can be adopted whole (the theme's heading with its anchor link, a badge, an old
 * anchor's alias), once they have their id: the block keeps it, the page's anchors use it.
 */
const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Elements that can be adopted whole. The theme's MDXComponents maps each to `StaticHtml`, typed by these. */
export const STATIC_HTML_TAGS = ['p', 'ul', 'ol', 'blockquote', 'tbody', 'aside', ...HEADING_TAGS] as const;
export type StaticHtmlTag = (typeof STATIC_HTML_TAGS)[number];

/** Elements whose rendering needs React in the browser. */
const INTERACTIVE_TAGS = new Set([
  'pre', // code block: copy and word-wrap buttons
  'details', // theme-classic's Details: opens and closes with state
  'table', // src/components/ScrollableTable: measures its width to become a focusable region
  'input',
  'button',
  'select',
  'textarea',
  'form',
  'iframe',
  'script',
  'style',
]);

type Node = Root | RootContent | ElementContent;

const isCandidate = (node: Node): node is Element =>
  node.type === 'element' &&
  (STATIC_HTML_TAGS as readonly string[]).includes(node.tagName) &&
  (!(HEADING_TAGS as readonly string[]).includes(node.tagName) || typeof node.properties.id === 'string');

/** Whether everything inside `node` renders to plain HTML. */
function isStatic(node: Node): boolean {
  switch (node.type) {
    case 'element':
      if (INTERACTIVE_TAGS.has(node.tagName)) return false;
      // A task list's class is transformed by theme-classic's MDXUl: leave it to it.
      if (node.tagName === 'ul' && node.properties.className !== undefined) return false;
      return node.children.every(isStatic);
    case 'text':
    case 'comment':
      return true;
    default:
      // JSX elements and expressions, ESM, raw HTML: may need React, or may be anything.
      return false;
  }
}

/** Marks the outermost static blocks under `node` with ids made of `prefix` and a count; returns how many. */
export function markStaticHtml(node: Node, prefix: string, counter = {next: 0}): number {
  if (isCandidate(node) && isStatic(node)) {
    const {id} = node.properties;
    node.properties[STATIC_HTML_PROPERTY] =
      typeof id === 'string' ? id : `${prefix}${(counter.next++).toString(36)}`;
    return 1;
  }
  if (!('children' in node)) return 0;
  // Not into a code block or <details>: their content is rendered by their component.
  if (node.type === 'element' && (node.tagName === 'pre' || node.tagName === 'details')) return 0;
  let marked = 0;
  for (const child of node.children) marked += markStaticHtml(child, prefix, counter);
  return marked;
}

/** The id prefix of a source file's blocks: short, and the same on every machine. */
export const idPrefixOf = (file: string): string =>
  `sh-${createHash('sha256').update(path.relative(process.cwd(), file).split(path.sep).join('/')).digest('hex').slice(0, 6)}-`;

const rehypeStaticHtml: Plugin<[], Root> = () => (tree, file) => {
  markStaticHtml(tree, idPrefixOf(file.path));
};

export default rehypeStaticHtml;
