/** Helpers shared by the tests of this plugin (not used at build time). */
import {gzipSync} from 'zlib';
import {pack} from 'tar-stream';
import type {Nodes, Root as HastRoot} from 'hast';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import type {LinkContext, SitePages} from './links';
import {rehypePulledReadmes} from './rehype';
import {repoInfo} from './repository';

export function testContext(overrides: Partial<LinkContext> = {}): LinkContext {
  return {
    repo: repoInfo('https://github.com/webpack/evil-loader.git', 'webpack-contrib/evil-loader'),
    pulled: {
      byName: new Map([
        ['css-loader', '/loaders/css-loader/'],
        ['mini-css-extract-plugin', '/plugins/mini-css-extract-plugin/'],
      ]),
      byRepo: new Map([
        ['webpack-contrib/css-loader', '/loaders/css-loader/'],
        ['webpack/css-loader', '/loaders/css-loader/'],
        ['webpack/mini-css-extract-plugin', '/plugins/mini-css-extract-plugin/'],
      ]),
    },
    ...overrides,
  };
}

/** A site with a few pages and their ids, one moved page, as `SitePages`. */
export function testSite(pages: Record<string, string[]>, redirects: Record<string, string> = {}): SitePages {
  const anchors = new Map(Object.entries(pages).map(([route, ids]) => [route, new Set(ids)]));
  return {anchors: (route) => anchors.get(route), redirects: new Map(Object.entries(redirects))};
}

/** Docusaurus's `md` path on the parser side: Markdown with GFM and directives, raw HTML kept. */
const markdownToHast = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkRehype, {
    allowDangerousHtml: true,
    passThrough: [
      'mdxFlowExpression',
      'mdxJsxFlowElement',
      'mdxJsxTextElement',
      'mdxTextExpression',
      'mdxjsEsm',
    ],
  })
  // First rehype plugin, as in @docusaurus/mdx-loader for `format: 'md'`.
  .use(rehypeRaw, {
    passThrough: [
      'mdxFlowExpression',
      'mdxJsxFlowElement',
      'mdxJsxTextElement',
      'mdxTextExpression',
      'mdxjsEsm',
    ],
  });

/** A pulled README file's path, so that the sanitizer applies. */
export const README_PATH = '/site/docs/loaders/_evil-loader.md';

/**
 * The HTML tree of a Markdown page: remark-parse → remark-rehype → rehype-raw, then (unless
 * `sanitize` is false) our rehype plugin, as the docs plugin runs it on a pulled README.
 */
export function renderTree(markdown: string, {sanitize = true} = {}): HastRoot {
  const file = new VFile({path: README_PATH, value: markdown, data: {frontMatter: {package: 'evil-loader'}}});
  const tree = markdownToHast.runSync(markdownToHast.parse(file), file) as HastRoot;
  return sanitize ? (rehypePulledReadmes()(tree, file) ?? tree) : tree;
}

/**
 * What must never reach a page, written independently of the sanitizer's schema: elements that run
 * code, load or embed documents, submit data or restyle the page; event handlers and style
 * attributes; URLs with a script or data scheme anywhere one is read; Docusaurus's own root id;
 * comments and other node kinds that are not plain HTML.
 */
const FORBIDDEN_ELEMENTS = new Set(
  [
    ...['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'template'],
    ...['form', 'button', 'textarea', 'select', 'option', 'meta', 'base', 'link', 'svg', 'math', 'noscript'],
    ...['xmp', 'video', 'audio', 'source', 'track', 'marquee', 'body', 'head', 'html', 'title'],
  ].map((name) => name.toLowerCase()),
);
const FORBIDDEN_PROPERTIES = new Set(['style', 'srcDoc', 'formAction', 'action', 'background', 'xLinkHref']);
const URL_PROPERTIES = [
  'href',
  'src',
  'srcSet',
  'cite',
  'action',
  'formAction',
  'data',
  'poster',
  'background',
  'xLinkHref',
];

export function violations(tree: Nodes): string[] {
  const found: string[] = [];
  visit(tree, (node) => {
    if (node.type !== 'root' && node.type !== 'element' && node.type !== 'text') {
      found.push(`${node.type} node`);
      return;
    }
    if (node.type !== 'element') return;
    const name = node.tagName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(name)) found.push(`<${name}>`);
    if (name === 'input' && (node.properties.type !== 'checkbox' || !node.properties.disabled)) {
      found.push(`<input type=${String(node.properties.type)}>`);
    }
    for (const [key, value] of Object.entries(node.properties)) {
      if (/^on/i.test(key)) found.push(`${name}[${key}]`);
      if (FORBIDDEN_PROPERTIES.has(key)) found.push(`${name}[${key}]`);
      if (URL_PROPERTIES.includes(key)) {
        const url = String(Array.isArray(value) ? value.join(' ') : value)
          // eslint-disable-next-line no-control-regex -- what browsers ignore in a URL
          .replace(/[\x00-\x20]/g, '')
          .toLowerCase();
        if (/(javascript|vbscript):|^data:|,data:/.test(url))
          found.push(`${name}[${key}=${url.slice(0, 30)}]`);
      }
      if (key === 'id' && String(value).startsWith('__docusaurus')) found.push(`${name}#${String(value)}`);
    }
  });
  return found;
}

/** An npm-style tarball (tar-stream writes pax headers for long names, as npm pack does). */
export async function makeTarball(files: Record<string, string>): Promise<Buffer> {
  const archive = pack();
  for (const [name, text] of Object.entries(files)) archive.entry({name}, text);
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}
