/**
 * Where a docs page's Markdown twin lives (written by src/plugins/llms-txt, linked from the page's
 * head in the built HTML by the same plugin): next to its HTML, `/concepts/entry-points/` →
 * `/concepts/entry-points.md`, `/zh/concepts/` → `/zh/concepts.md`.
 */
export function markdownTwinPath(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed ? `${trimmed}.md` : '/index.md';
}
