import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {Plugin} from 'unified';
import {pageSummary, parseMarkdown} from '../markdown';
import {docIdOf, pageAnchors} from './anchors';

export interface RemarkPageAnchorsOptions {
  siteDir: string;
}

/** The folders Docusaurus reads docs from: current and versioned, English and translated. */
const DOCS_FOLDERS = [
  /^docs\/(.+)$/,
  /^versioned_docs\/version-[^/]+\/(.+)$/,
  /^i18n\/[^/]+\/docusaurus-plugin-content-docs\/(?:current|version-[^/]+)\/(.+)$/,
];

/**
 * A docs file's path inside its docs folder (`docs/`, `versioned_docs/version-5/` or a
 * translation's), from which Docusaurus derives its id; undefined for files outside them.
 */
export function docsRelativePath(siteDir: string, filePath: string): string | undefined {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  for (const folder of DOCS_FOLDERS) {
    const inside = folder.exec(relative)?.[1];
    if (inside) return inside;
  }
  return undefined;
}

/** The module code a doc gets: it registers the doc's sidebar anchors when it is evaluated. */
export function registrationCode(docId: string, anchors: unknown): string {
  return [
    "import {registerPageAnchors as __registerPageAnchors} from '@site/src/sidebar/pageAnchors';",
    `export const __sidebarAnchors = __registerPageAnchors(${JSON.stringify(docId)}, ${JSON.stringify(anchors)});`,
  ].join('\n');
}

/**
 * A page's text as the sidebar generator reads it: the file itself, not what the MDX loader hands
 * remark, which it preprocessed (`{#id}` escaped, mdx-code-block fences unwrapped). Reading the same
 * text, the two share one parse and agree on the page's headings. A page compiled from memory,
 * never written to its path (src/plugins/pulled-readmes/testDocusaurus.ts), has only that value.
 */
function pageText(filePath: string, loaderValue: string): string {
  try {
    return fs.readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return loaderValue;
    throw error;
  }
}

/**
 * Markdown plugin for the docs: each page carries its own sidebar anchors (its h2s, read through
 * src/markdown like every other tool) and registers them with src/sidebar/pageAnchors when its
 * module is evaluated, so the sidebar can show them without them being in the global sidebar data.
 */
const remarkPageAnchors: Plugin<[RemarkPageAnchorsOptions], Root> = function ({siteDir}) {
  return (tree, file) => {
    const relative = file.path ? docsRelativePath(siteDir, file.path) : undefined;
    if (!relative) return;
    const anchors = pageAnchors(pageSummary(file.path, pageText(file.path, String(file.value))).headings);
    if (anchors.length === 0) return;
    const frontMatter = file.data.frontMatter as {id?: unknown} | undefined;
    // Parsed as MDX, so the nodes carry the ES tree the MDX compiler needs.
    const esm = parseMarkdown(registrationCode(docIdOf(relative, frontMatter?.id), anchors), {mdx: true});
    tree.children.unshift(...esm.tree.children);
  };
};

export default remarkPageAnchors;
