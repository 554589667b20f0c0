/**
 * A page's headings as the sidebar shows them under the page (build time). Read through the one
 * Markdown reader of the tooling (src/markdown), so the ids are the ones Docusaurus gives.
 */
import path from 'node:path';
import type {PageHeading} from '../markdown';

/** A heading of a page, as shown nested under the page in the sidebar. */
export interface Anchor {
  title: string;
  id: string;
  level: 2 | 3;
}

/** The page's h2 and h3 headings, in order (h1 is the title; h4+ are too deep for a menu). */
export function flatAnchors(headings: readonly PageHeading[]): Anchor[] {
  return headings.flatMap(({level, text, id}) =>
    level === 2 || level === 3 ? [{title: text, id, level}] : [],
  );
}

/**
 * The sidebar anchors of a page: its h2 headings only. The sidebar is for finding sibling pages;
 * a long reference listed every h3 there too (111 entries under Output), which buried them. The
 * deeper headings are in the table of contents on the right.
 */
export const pageAnchors = (headings: readonly PageHeading[]): Anchor[] =>
  flatAnchors(headings).filter((anchor) => anchor.level === 2);

/**
 * The doc id Docusaurus gives a page, from its path inside the docs folder (or its translation
 * folder) and its front matter `id`: `concepts/output.md` → `concepts/output`,
 * `loaders/_css-loader.md` with `id: css-loader` → `loaders/css-loader`. The sidebar finds a
 * page's anchors under this id; the sidebar generator checks it against Docusaurus's own.
 */
export function docIdOf(relativePath: string, frontMatterId?: unknown): string {
  const dir = path.posix.dirname(relativePath.split(path.sep).join('/'));
  const base =
    typeof frontMatterId === 'string'
      ? frontMatterId
      : path.posix.basename(relativePath).replace(/\.mdx?$/, '');
  return dir === '.' ? base : `${dir}/${base}`;
}
