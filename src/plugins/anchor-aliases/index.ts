/**
 * Rehype plugin for docs and blog posts: adds the alias ids of `src/data/anchorAliases.ts` to the
 * page, each as an empty `<a id="…" class="anchor-alias">` at the start of the element that has
 * our id. MDX renders it through the theme's link component, which registers the id with
 * Docusaurus's broken-anchor check.
 */
import path from 'node:path';
import type {Element, Root} from 'hast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {anchorAliases, type AnchorAliases} from '../../data/anchorAliases';

export interface AnchorAliasOptions {
  /**
   * The aliases (default: `src/data/anchorAliases.ts`). Leave it out in docusaurus.config.ts:
   * Docusaurus ships the site config, plugin options included, in every page's main.js, where the
   * table cost 21 KiB gzip (twice: docs and blog).
   */
  aliases?: AnchorAliases;
  /** The site directory, to tell the page of a source file. */
  siteDir: string;
  /**
   * Fail the build when an alias names an id the page lacks (default). The blog turns it off: it
   * also compiles each post's excerpt (the text above `<!-- truncate -->`) for the list pages,
   * which has only the first sections. The site check still finds an alias missing on a post.
   */
  strict?: boolean;
}

/** Class of the alias anchors (styled with the headings' scroll margin; found by the site check). */
export const ALIAS_CLASS = 'anchor-alias';

/**
 * The page path of a docs or blog source file, in any locale:
 * `docs/configuration/module.md` and `i18n/zh/docusaurus-plugin-content-docs/current/configuration/module.md`
 * → `/configuration/module/`; `docs/api/index.md` → `/api/`; a pulled README
 * `docs/loaders/_css-loader.md` → `/loaders/css-loader/`; `blog/2020-10-10-x.md` → `/blog/2020-10-10-x/`.
 * Undefined for other files.
 */
export function pagePathOfSource(siteDir: string, file: string): string | undefined {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  const match =
    /^(?:docs|versioned_docs\/version-[^/]+|i18n\/[^/]+\/docusaurus-plugin-content-docs\/(?:current|version-[^/]+))\/(.+)\.mdx?$/.exec(
      relative,
    ) ?? /^(?:blog|i18n\/[^/]+\/docusaurus-plugin-content-blog)\/(.+)\.mdx?$/.exec(relative);
  if (!match) return undefined;
  const prefix = relative.includes('content-blog') || relative.startsWith('blog/') ? '/blog/' : '/';
  const page = match[1]!.replace(/(^|\/)_([^/]+)$/, '$1$2').replace(/(^|\/)index$/, '');
  return `${prefix}${page}${page ? '/' : ''}`.replace(/\/\/$/, '/');
}

/**
 * Adds the aliases of one page to its tree. Throws when an alias names an id the page lacks, unless
 * the page is a translation (`strict: false`): one that does not have the section yet is reported
 * by the site check instead of failing the build.
 */
export function addAliases(
  tree: Root,
  page: string,
  aliases: Readonly<Record<string, string>>,
  {strict = true}: {strict?: boolean} = {},
): void {
  const elements = new Map<string, Element>();
  visit(tree, 'element', (node: Element) => {
    const id = node.properties.id;
    if (typeof id === 'string' && !elements.has(id)) elements.set(id, node);
  });
  for (const [alias, target] of Object.entries(aliases)) {
    // A real id now (a heading was added): nothing to add; the site check reports the stale alias.
    if (elements.has(alias)) continue;
    const element = elements.get(target);
    if (!element) {
      if (!strict) continue;
      throw new Error(
        `anchor-aliases: ${page} has no element with id "${target}" for the alias "${alias}" ` +
          `(src/data/anchorAliases.ts): point the alias at an id the page has, or remove it`,
      );
    }
    element.children.unshift({
      type: 'element',
      tagName: 'a',
      properties: {id: alias, className: [ALIAS_CLASS], ariaHidden: 'true'},
      children: [],
    });
  }
}

const rehypeAnchorAliases: Plugin<[AnchorAliasOptions], Root> = ({
  aliases = anchorAliases,
  siteDir,
  strict = true,
}) => {
  return (tree, file) => {
    const page = file.path ? pagePathOfSource(siteDir, file.path) : undefined;
    const ofPage = page ? aliases[page] : undefined;
    const translation = path.relative(siteDir, file.path).startsWith('i18n');
    if (page && ofPage) addAliases(tree, page, ofPage, {strict: strict && !translation});
  };
};

export default rehypeAnchorAliases;
