import path from 'node:path';
import type {Root} from 'mdast';
import type {Plugin} from 'unified';
import {parseMarkdown, parsePage} from '../markdown';
import {docIdOf, pageAnchors} from './anchors';

export interface RemarkPageAnchorsOptions {
  siteDir: string;
}

const TRANSLATED_DOCS = /^i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\/(.+)$/;

/**
 * A docs file's path inside its docs folder (`docs/` or a translation's), from which Docusaurus
 * derives its id; undefined for files outside them.
 */
export function docsRelativePath(siteDir: string, filePath: string): string | undefined {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('docs/')) return relative.slice('docs/'.length);
  return TRANSLATED_DOCS.exec(relative)?.[1];
}

/** The module code a doc gets: it registers the doc's sidebar anchors when it is evaluated. */
export function registrationCode(docId: string, anchors: unknown): string {
  return [
    "import {registerPageAnchors as __registerPageAnchors} from '@site/src/sidebar/pageAnchors';",
    `export const __sidebarAnchors = __registerPageAnchors(${JSON.stringify(docId)}, ${JSON.stringify(anchors)});`,
  ].join('\n');
}

/**
 * Markdown plugin for the docs: each page carries its own sidebar anchors (h2/h3, read through
 * src/markdown like every other tool) and registers them with src/sidebar/pageAnchors when its
 * module is evaluated, so the sidebar can show them without them being in the global sidebar data.
 */
const remarkPageAnchors: Plugin<[RemarkPageAnchorsOptions], Root> = function ({siteDir}) {
  return (tree, file) => {
    const relative = file.path ? docsRelativePath(siteDir, file.path) : undefined;
    if (!relative) return;
    const anchors = pageAnchors(parsePage(file.path, String(file.value)));
    if (anchors.length === 0) return;
    const frontMatter = file.data.frontMatter as {id?: unknown} | undefined;
    // Parsed as MDX, so the nodes carry the ES tree the MDX compiler needs.
    const esm = parseMarkdown(registrationCode(docIdOf(relative, frontMatter?.id), anchors), {mdx: true});
    tree.children.unshift(...esm.tree.children);
  };
};

export default remarkPageAnchors;
