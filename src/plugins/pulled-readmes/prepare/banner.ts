/**
 * The top of a README is made for GitHub: logos, badges and an h1 with the package name. The page
 * has its own title (the h1 Docusaurus renders from the front matter), so these go.
 */
import type {Paragraph, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {findElement, parseSnippet, visibleText} from './html';

/** Paragraphs of a README's top made only of images (badges), image links and line breaks. */
function isBadgeParagraph(node: RootContent): node is Paragraph {
  let images = 0;
  const onlyImages = (children: Paragraph['children']): boolean =>
    children.every((child) => {
      switch (child.type) {
        case 'image':
        case 'imageReference':
          images++;
          return true;
        case 'link':
        case 'linkReference':
          return onlyImages(child.children);
        case 'break':
          return true;
        case 'text':
          return !child.value.trim();
        case 'html':
          return /^<(img|br)\b/i.test(child.value) ? (images++, true) : /^<\/?(a|br)\b/i.test(child.value);
        default:
          return false;
      }
    });
  return node.type === 'paragraph' && onlyImages(node.children) && images > 0;
}

/** How many blocks of real content the banner search looks through before it stops. */
const SEARCH_BLOCKS = 4;

/**
 * Removes the banner (badge paragraphs, HTML blocks with no text, such as logos) and the h1 from
 * the top of the README; if the h1 is not near the top, the first h1 wherever it is. Returns the
 * text of the removed h1.
 */
export function dropBanner(tree: Root): string | undefined {
  const children = tree.children;
  let title: string | undefined;
  let contentBlocks = 0;
  let i = 0;
  while (i < children.length && contentBlocks < SEARCH_BLOCKS) {
    const node = children[i]!;
    if (node.type === 'definition') {
      i++;
      continue;
    }
    if (isBadgeParagraph(node)) {
      children.splice(i, 1);
      continue;
    }
    if (node.type === 'heading') {
      if (node.depth !== 1 || title !== undefined) break; // the content proper has started
      title = toString(node).trim();
      children.splice(i, 1);
      continue;
    }
    if (node.type === 'html') {
      const snippet = parseSnippet(node.value);
      const h1 =
        title === undefined ? findElement(snippet, (element) => element.tagName === 'h1') : undefined;
      if (h1 || !visibleText(snippet).trim()) {
        if (h1) title = visibleText(h1).trim();
        children.splice(i, 1);
        continue;
      }
    }
    contentBlocks++;
    i++;
  }
  if (title === undefined) {
    const index = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    if (index !== -1) title = toString(children.splice(index, 1)[0]!).trim();
  }
  return title;
}
