/**
 * GitHub alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`) become
 * Docusaurus admonitions. GitHub wants the marker alone on the blockquote's first line; READMEs
 * also write it at the start of a paragraph or with text on the same line, so those count too
 * (they would otherwise show as a raw `[!NOTE]`).
 */
import type {BlockContent, Blockquote, Paragraph, Root} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import {SKIP, visit} from 'unist-util-visit';

/** GitHub's alert types → Docusaurus admonition type and, where the words differ, GitHub's title. */
const ALERTS: Record<string, {type: string; title?: string}> = {
  NOTE: {type: 'note'},
  TIP: {type: 'tip'},
  IMPORTANT: {type: 'info', title: 'Important'},
  WARNING: {type: 'warning'},
  CAUTION: {type: 'danger', title: 'Caution'},
};

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\](?:[ \t]*\n[ \t]*|[ \t]+|$)/i;

/** Takes the marker off the start of a paragraph; returns the alert it names. */
function takeMarker(paragraph: Paragraph): (typeof ALERTS)[string] | undefined {
  const first = paragraph.children[0];
  const match = first?.type === 'text' ? MARKER.exec(first.value) : null;
  if (!first || first.type !== 'text' || !match) return undefined;
  first.value = first.value.slice(match[0].length);
  if (!first.value) paragraph.children.shift();
  return ALERTS[match[1]!.toUpperCase()];
}

function admonition(alert: (typeof ALERTS)[string], children: BlockContent[]): ContainerDirective {
  const label: ContainerDirective['children'] = alert.title
    ? [{type: 'paragraph', data: {directiveLabel: true}, children: [{type: 'text', value: alert.title}]}]
    : [];
  return {type: 'containerDirective', name: alert.type, attributes: {}, children: [...label, ...children]};
}

export function githubAlerts(tree: Root): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (node.type !== 'blockquote' && node.type !== 'paragraph') return undefined;
    const paragraph = node.type === 'blockquote' ? node.children[0] : node;
    if (paragraph?.type !== 'paragraph') return undefined;
    const alert = takeMarker(paragraph);
    if (!alert) return undefined;
    const rest = node.type === 'blockquote' ? (node as Blockquote).children : [paragraph];
    const content = rest.filter((child) => child.type !== 'paragraph' || child.children.length > 0);
    parent.children.splice(index, 1, admonition(alert, content as BlockContent[]) as never);
    return [SKIP, index]; // visit the admonition next (alerts may nest), not the old node
  });
}
