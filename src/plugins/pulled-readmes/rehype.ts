/**
 * The guarantee of pulled README pages: what a README can put on our pages is decided here, on
 * the tree that is rendered.
 *
 * Docusaurus's mdx-loader runs `rehype-raw` as the first rehype plugin for `format: 'md'` files
 * (`@docusaurus/mdx-loader/lib/processor.js`), so this plugin, listed in the docs plugin's
 * `rehypePlugins`, sees the final HTML tree of the page: Markdown and the README's raw HTML parsed
 * together, with heading ids, code blocks and admonitions in place. For pulled README files only
 * (`<section>/_<name>.md`, or front matter `pulled: true`), it
 *
 * 1. sanitizes the tree with rehype's sanitizer and the schema below (an allow-list: no script,
 *    style, iframe, form, object/embed, meta/base/link, no event handler or style attribute, no URL
 *    but http(s), mailto and relative ones: `data:` images are refused too, since no README here
 *    needs one and an inline SVG or blob is not worth an exception);
 * 2. then names what would have no accessible name: images without `alt`, links with no text,
 *    task-list checkboxes; and says where a link whose whole text is "here" or "information"
 *    leads, after that text: `here (github.com/css-modules/css-modules)`.
 *
 * The README text written to `_<name>.md` was already cleaned up at the Markdown level
 * (`prepare.ts`); this is the second, final line. The one thing that does not go through here is
 * the table of contents, which Docusaurus builds from the Markdown headings: `prepare.ts` writes
 * headings as plain text and inline code only, and its tests check that.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {sanitize} from 'hast-util-sanitize';
import type {Schema} from 'hast-util-sanitize';
import {toString} from 'hast-util-to-string';
import type {VFile} from 'vfile';
import {SKIP, visit} from 'unist-util-visit';
import {imageAlt, isGenericLinkText, linkLabel} from './names';

/** Ids a README may give (headings, anchors, footnotes): not Docusaurus's own `__docusaurus…`. */
const ID = /^(?!__docusaurus)[\p{L}\p{N}_-]+$/u;
const HEADING = ['id'];

export const readmeSchema: Schema = {
  tagNames: [
    ...['p', 'div', 'span', 'center', 'br', 'hr', 'blockquote', 'pre', 'code', 'kbd', 'samp', 'var'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'img', 'picture', 'figure', 'figcaption'],
    ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'tt'],
    ...['abbr', 'cite', 'dfn', 'q', 'time', 'bdi', 'bdo', 'ruby', 'rp', 'rt', 'wbr'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'input', 'details', 'summary', 'section'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    // Docusaurus's admonitions (`:::note[Title]`, from GitHub alerts) as its remark plugin leaves them.
    'admonition',
  ],
  attributes: {
    '*': ['align', 'dir', 'lang', 'title'],
    a: [
      'href',
      ['id', ID],
      ['name', ID],
      'dataFootnoteRef',
      'dataFootnoteBackref',
      'ariaDescribedBy',
      'ariaLabel',
    ],
    img: ['src', 'alt', 'width', 'height'],
    code: [['className', /^language-[\w+#.-]+$/]],
    ...{
      h1: HEADING,
      h2: [...HEADING, ['className', 'sr-only']],
      h3: HEADING,
      h4: HEADING,
      h5: HEADING,
      h6: HEADING,
    },
    li: [['id', ID], ['className', 'task-list-item'], 'value'],
    ul: [['className', 'contains-task-list']],
    ol: [['className', 'contains-task-list'], 'start', 'reversed', 'type'],
    input: [['type', 'checkbox'], 'checked', 'disabled'],
    section: [['className', 'footnotes'], 'dataFootnotes'],
    details: ['open'],
    td: ['colSpan', 'rowSpan', 'vAlign', 'width'],
    th: ['colSpan', 'rowSpan', 'vAlign', 'width', 'scope'],
    col: ['span', 'width'],
    colgroup: ['span'],
    time: ['dateTime'],
    admonition: [['type', 'note', 'tip', 'info', 'warning', 'danger'], 'title'],
  },
  required: {input: {type: 'checkbox', disabled: true}},
  protocols: {href: ['http', 'https', 'mailto'], src: ['http', 'https'], cite: ['http', 'https']},
  ancestors: {
    li: ['ul', 'ol'],
    ...{tbody: ['table'], thead: ['table'], tfoot: ['table'], tr: ['table'], th: ['table'], td: ['table']},
  },
  // Dropped with their content (everything else not allowed is unwrapped: its text stays).
  strip: [
    ...['script', 'style', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
    ...['textarea', 'select', 'noscript', 'noembed', 'noframes', 'xmp', 'title'],
  ],
  // Ids stay as written: in-page links and heading anchors must keep working.
  clobber: [],
  clobberPrefix: '',
  allowComments: false,
  allowDoctypes: false,
};

/** Whether a file is a README pulled from npm (see the plugin's page.ts). */
export function isPulledReadme(file: Pick<VFile, 'path' | 'data'>): boolean {
  const frontMatter = file.data.frontMatter as {pulled?: unknown; writtenHere?: unknown} | undefined;
  // A Chinese page written here (zh.ts) sits at the README's path but is ours, like any page.
  if (frontMatter?.writtenHere === true) return false;
  return /[\\/](loaders|plugins)[\\/]_[^\\/]+\.md$/.test(file.path ?? '') || frontMatter?.pulled === true;
}

/**
 * Sanitized copy of a page tree. `mdxjsEsm` nodes (Docusaurus's `export const toc`) are kept, moved
 * to the top: a `format: 'md'` file cannot produce ESM from its text, only Docusaurus's own remark
 * plugins add it at the top, and a README's unclosed HTML element (rehype-raw parses the page as
 * one document) may have pulled it inside. Every other node goes through the schema.
 */
export function sanitizeReadme(tree: Root): Root {
  const esm: RootContent[] = [];
  visit(tree, (node, index, parent) => {
    if ((node as {type: string}).type !== 'mdxjsEsm' || !parent || index === undefined) return undefined;
    esm.push(node as RootContent);
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  const clean = sanitize(tree, readmeSchema) as Root;
  return {...clean, children: [...clean.children, ...esm]};
}

const isElement = (node: ElementContent, tagName: string): node is Element =>
  node.type === 'element' && node.tagName === tagName;

/** Text a screen reader reads for a node: its text and the `alt` of its images. */
function accessibleText(node: Element): string {
  let text = '';
  visit(node, (child) => {
    if (child.type === 'text') text += child.value;
    if (child.type === 'element' && child.tagName === 'img') text += String(child.properties.alt ?? '');
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** Gives images, image links and task-list checkboxes the accessible names they lack. */
export function nameUnnamed(tree: Root, packageName: string): void {
  visit(tree, 'element', (node, _index, parent) => {
    if (node.tagName === 'img' && !String(node.properties.alt ?? '').trim()) {
      const link = parent?.type === 'element' && parent.tagName === 'a' ? parent : undefined;
      const onlyContent = link && !toString(link).trim();
      node.properties.alt = imageAlt({
        src: String(node.properties.src ?? ''),
        packageName,
        ...(onlyContent ? {linkHref: String(link.properties.href ?? '')} : {}),
        ...(parent?.type === 'element' && !link ? {caption: toString(parent)} : {}),
      });
    }
  });
  visit(tree, 'element', (node) => {
    if (node.tagName === 'a' && node.properties.href !== undefined) {
      const text = accessibleText(node);
      if (!text) node.properties.ariaLabel = linkLabel(String(node.properties.href));
      else if (isGenericLinkText(text)) {
        node.children.push({type: 'text', value: ` (${linkLabel(String(node.properties.href))})`});
      }
    }
    if (node.tagName === 'li') {
      // GFM puts the checkbox first in the item, or first in its paragraph when the list is loose.
      const first = node.children.find((child) => child.type === 'element');
      const checkbox =
        first && isElement(first, 'p') ? first.children.find((child) => child.type === 'element') : first;
      if (checkbox && isElement(checkbox, 'input') && !checkbox.properties.ariaLabel) {
        const ownText = node.children.filter((child) => !isElement(child, 'ul') && !isElement(child, 'ol'));
        checkbox.properties.ariaLabel = accessibleText({...node, children: ownText}) || 'Task';
      }
    }
  });
}

/** The rehype plugin (docs plugin `rehypePlugins`). */
export function rehypePulledReadmes() {
  return (tree: Root, file: VFile): Root | undefined => {
    if (!isPulledReadme(file)) return undefined;
    const clean = sanitizeReadme(tree);
    const frontMatter = file.data.frontMatter as {package?: unknown} | undefined;
    nameUnnamed(clean, typeof frontMatter?.package === 'string' ? frontMatter.package : 'package');
    return clean;
  };
}
