/**
 * The README's raw HTML snippets (mdast `html` nodes), read with the HTML parser of the
 * unified family. Snippets may be fragments (`<details>` now, `</details>` later), so nothing
 * is re-serialized: edits are spliced into the source at the positions the parser reports.
 */
import type {Element, Nodes, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {visit} from 'unist-util-visit';
import {escapeAttribute} from '../../../text/escapeAttribute';

export function parseSnippet(html: string): Root {
  return fromHtml(html, {fragment: true, verbose: true});
}

/** The visible text of a snippet: text nodes only (not comments). */
export function visibleText(node: Nodes): string {
  let text = '';
  visit(node, 'text', (child) => {
    text += child.value;
  });
  return text;
}

export function findElement(tree: Root, test: (element: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visit(tree, 'element', (element) => {
    if (found || !test(element)) return undefined;
    found = element;
    return false;
  });
  return found;
}

/**
 * Rewrites one attribute on every element of a snippet. `rewrite` returns the new value, or
 * undefined to remove the attribute.
 */
export function rewriteAttribute(
  html: string,
  attribute: {property: string; name: string; tagNames: readonly string[]},
  rewrite: (value: string) => string | undefined,
): string {
  const edits: {start: number; end: number; text: string}[] = [];
  visit(parseSnippet(html), 'element', (element) => {
    const value = element.properties[attribute.property];
    const position = (
      element.data as {
        position?: {properties?: Record<string, {start: {offset?: number}; end: {offset?: number}}>};
      }
    )?.position?.properties?.[attribute.property];
    if (!attribute.tagNames.includes(element.tagName) || value === undefined || value === null || !position)
      return;
    const {offset: start} = position.start;
    const {offset: end} = position.end;
    if (start === undefined || end === undefined) return;
    const next = rewrite(String(value));
    edits.push({start, end, text: next === undefined ? '' : `${attribute.name}="${escapeAttribute(next)}"`});
  });
  let result = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
