/**
 * Every URL of the README, in Markdown and in raw HTML, goes through `rewriteUrl` (../links.ts).
 * Reference-style links and images are first resolved to inline ones, so that each URL is
 * rewritten for what it is (a link, or an image served raw).
 */
import type {Nodes, PhrasingContent, Root} from 'mdast';
import {definitions} from 'mdast-util-definitions';
import {SKIP, visit} from 'unist-util-visit';
import type {LinkContext} from '../links';
import {rewriteUrl} from '../links';
import {rewriteAttribute} from './html';

/** `[text][ref]` / `![alt][ref]` → `[text](url)` / `![alt](url)`; definitions go. */
function resolveReferences(tree: Root): void {
  const definition = definitions(tree);
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (node.type === 'definition') {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type !== 'linkReference' && node.type !== 'imageReference') return undefined;
    const target = definition(node.identifier);
    if (!target) return undefined; // no definition: Markdown shows it as text, so do we
    const title = target.title ?? null;
    const inline: PhrasingContent =
      node.type === 'linkReference'
        ? {type: 'link', url: target.url, title, children: node.children}
        : {type: 'image', url: target.url, title, alt: node.alt ?? ''};
    parent.children.splice(index, 1, inline as never);
    return undefined;
  });
}

const rewriteHtml = (html: string, ctx: LinkContext): string =>
  rewriteAttribute(
    rewriteAttribute(html, {property: 'href', name: 'href', tagNames: ['a']}, (url) =>
      rewriteUrl(url, 'link', ctx),
    ),
    {property: 'src', name: 'src', tagNames: ['img']},
    (url) => rewriteUrl(url, 'image', ctx),
  );

export function rewriteLinks(tree: Root, ctx: LinkContext): void {
  resolveReferences(tree);
  visit(tree, (node: Nodes, index, parent) => {
    if (node.type === 'html') {
      node.value = rewriteHtml(node.value, ctx);
      return undefined;
    }
    if (node.type !== 'link' && node.type !== 'image') return undefined;
    const url = rewriteUrl(node.url, node.type, ctx);
    if (url !== undefined) {
      node.url = url;
      return undefined;
    }
    if (!parent || index === undefined) return undefined;
    // An unsafe URL: the link keeps its text, the image its alt text.
    const replacement: PhrasingContent[] =
      node.type === 'link' ? node.children : node.alt ? [{type: 'text', value: node.alt}] : [];
    parent.children.splice(index, 1, ...(replacement as never[]));
    return [SKIP, index]; // look at what took its place
  });
}
