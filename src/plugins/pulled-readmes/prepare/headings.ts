/**
 * Headings as this site needs them: the page's h1 is its title, so README headings start at h2
 * and never skip a level; HTML headings (`<h2 align="center">Usage</h2>`) become Markdown
 * headings; every heading gets its id from the slugger Docusaurus uses, written out as `{#id}` so
 * links between pages can be checked before Docusaurus renders them.
 *
 * Headings hold only text, inline code and emphasis: Docusaurus builds the table of contents from
 * the Markdown headings as HTML strings, outside the sanitized tree (see rehype.ts), so nothing
 * else may reach it.
 */
import type {Heading as MdastHeading, Nodes, PhrasingContent, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {createSlugger} from '@docusaurus/utils/lib/slugger'; // not the index: see src/markdown/index.ts
import {SKIP, visit} from 'unist-util-visit';
import {parseSnippet, visibleText} from './html';

export interface Heading {
  level: number;
  text: string;
  id: string;
}

/** An HTML block that is one heading and nothing else → a Markdown heading with its text. */
export function htmlHeadings(tree: Root): void {
  visit(tree, 'html', (node, index, parent) => {
    if (index === undefined || !parent || parent.type === 'paragraph' || parent.type === 'heading') return;
    const elements = parseSnippet(node.value).children.filter(
      (child) => child.type !== 'comment' && !(child.type === 'text' && !child.value.trim()),
    );
    const [only] = elements;
    const level =
      elements.length === 1 && only?.type === 'element' ? /^h([1-6])$/.exec(only.tagName)?.[1] : undefined;
    if (!level) return;
    const heading: MdastHeading = {
      type: 'heading',
      depth: Number(level) as MdastHeading['depth'],
      children: [{type: 'text', value: visibleText(only!).replace(/\s+/g, ' ').trim()}],
    };
    parent.children.splice(index, 1, heading as never);
  });
}

/** Text, inline code and emphasis only; links keep their text; anything else goes. */
function phrasing(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [node];
      case 'emphasis':
      case 'strong':
      case 'delete':
        return [{...node, children: phrasing(node.children)}];
      case 'link':
      case 'linkReference':
        return phrasing(node.children);
      case 'break':
        return [{type: 'text', value: ' '}];
      default:
        return []; // images, raw HTML, footnote references
    }
  });
}

/** Adjacent text merged, runs of white space (left where images or HTML were) made one space. */
function tidy(nodes: PhrasingContent[]): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const node of nodes) {
    const previous = merged.at(-1);
    if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
    else merged.push(node.type === 'text' ? {...node} : node);
  }
  for (const node of merged) if (node.type === 'text') node.value = node.value.replace(/\s+/g, ' ');
  const first = merged[0];
  const last = merged.at(-1);
  if (first?.type === 'text') first.value = first.value.trimStart();
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return merged.filter((node) => node.type !== 'text' || node.value);
}

/** A `{#id}` the README wrote for itself would show as text on GitHub: it is not an id here either. */
const EXPLICIT_ID = /\s*\{#[^}]*\}\s*$/;

/**
 * Sets the levels (h2 for the top, one more per nesting, no gaps), cleans the content and writes
 * the id of every heading; returns them in document order.
 */
export function normalizeHeadings(tree: Root): Heading[] {
  const slugger = createSlugger();
  const headings: Heading[] = [];
  /** Original depths of the headings enclosing the current one. */
  const open: number[] = [];
  visit(tree, 'heading', (node, index, parent) => {
    node.children = phrasing(node.children);
    const last = node.children.at(-1);
    if (last?.type === 'text') last.value = last.value.replace(EXPLICIT_ID, '');
    node.children = tidy(node.children);
    if (!toString(node as Nodes).trim() && parent && index !== undefined) {
      parent.children.splice(index, 1); // an empty heading would be an empty entry in the contents
      return [SKIP, index];
    }
    while (open.length && open.at(-1)! >= node.depth) open.pop();
    open.push(node.depth);
    const level = Math.min(6, open.length + 1);
    node.depth = level as MdastHeading['depth'];
    const text = toString(node as Nodes)
      .replace(/\s+/g, ' ')
      .trim();
    // Docusaurus's slugger (github-slugger): the ids GitHub gives, made unique with -1, -2, …
    const id = slugger.slug(/[\p{L}\p{N}_]/u.test(text) ? text : 'section');
    node.children.push({type: 'text', value: ` {#${id}}`});
    headings.push({level, text, id});
    return undefined;
  });
  return headings;
}
