import {pageHeadings, parsePage} from '../markdown';

/** A heading of a page, as shown nested under the page in the sidebar. */
export interface Anchor {
  title: string;
  id: string;
  level: 2 | 3;
  children?: Anchor[];
}

/**
 * The h2/h3 headings of a page with the ids Docusaurus gives them (explicit `{#id}` or the
 * GitHub-style slug of the text), read by the site's one Markdown reader so that an id written
 * with escapes (`{#a-\_\_b}`) or a heading with markup gets the same anchor as on the page.
 * `file` only decides whether the page is read as MDX.
 */
export function extractHeadings(markdown: string, file = 'page.md'): Anchor[] {
  return pageHeadings(parsePage(file, markdown)).flatMap(({text, id, level}) =>
    level === 2 || level === 3 ? [{title: text, id, level}] : [],
  );
}

/** Nests each h3 under the h2 before it; an h3 with no h2 before it stays top-level. */
export function nestAnchors(flat: readonly Anchor[]): Anchor[] {
  const tree: Anchor[] = [];
  let parent: Anchor | undefined;
  for (const anchor of flat) {
    if (anchor.level === 2 || !parent) {
      parent = anchor.level === 2 ? {...anchor, children: []} : undefined;
      tree.push(parent ?? {...anchor});
    } else {
      parent.children!.push({...anchor});
    }
  }
  return tree;
}
