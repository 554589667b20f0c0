/** Pure helpers of the printable-pages plugin, tested without Docusaurus. */

export interface PrintableDoc {
  id: string;
  title: string;
  source: string;
  permalink: string;
}

interface SidebarItemLike {
  type: string;
  id?: string;
  items?: SidebarItemLike[];
}

/** Doc ids of a sidebar in menu order (categories flattened, headings skipped). */
export function docIdsInOrder(items: readonly SidebarItemLike[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category' && item.items) return docIdsInOrder(item.items);
    return [];
  });
}

/** The section's docs in sidebar order; throws when the sidebar names an unknown doc. */
export function printableDocs(
  sidebar: readonly SidebarItemLike[],
  docsById: ReadonlyMap<string, PrintableDoc>,
): PrintableDoc[] {
  return docIdsInOrder(sidebar).map((id) => {
    const doc = docsById.get(id);
    if (!doc) throw new Error(`printable-pages: the sidebar lists "${id}", which is not a doc`);
    return doc;
  });
}

/** Version path `/zh/` + `concepts` → `/zh/concepts/printable/` */
export const printablePath = (versionPath: string, section: string): string =>
  `${versionPath.replace(/\/?$/, '/')}${section}/printable/`;

/**
 * What the ids of one doc start with on the printable page, so that equal heading ids of
 * different docs stay apart: its last path segment, `/zh/concepts/entry-points/` → `entry-points-`.
 */
export function printableIdPrefix(permalink: string): string {
  const segment = permalink.split('/').filter(Boolean).pop();
  if (!segment) throw new Error(`printable-pages: no page name in the permalink "${permalink}"`);
  return `${segment}-`;
}
