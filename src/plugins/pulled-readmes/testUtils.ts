/** Helpers shared by the tests of this plugin (not used at build time). */
import {gzipSync} from 'zlib';
import {pack} from 'tar-stream';
import type {Root as HastRoot} from 'hast';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
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

/** An npm-style tarball (tar-stream writes pax headers for long names, as npm pack does). */
export async function makeTarball(files: Record<string, string>): Promise<Buffer> {
  const archive = pack();
  for (const [name, text] of Object.entries(files)) archive.entry({name}, text);
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}
