import {createSlugger} from '@docusaurus/utils';

/** A heading of a page, as shown nested under the page in the sidebar. */
export interface Anchor {
  title: string;
  id: string;
  level: 2 | 3;
  children?: Anchor[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const EXPLICIT_ID = /\s*\{#([^}]+)\}\s*$/;

/** Plain text of a heading's inline markdown, as the reader sees it. */
export function headingText(markdown: string): string {
  // Code spans keep their text verbatim; markup is stripped only outside them.
  return markdown
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part.slice(1, -1)
        : part
            .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/(\*\*|__)(.*?)\1/g, '$2')
            .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=[^\w*]|$)/g, '$1$2')
            .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1'),
    )
    .join('')
    .trim();
}

/**
 * The h2/h3 headings of a markdown document with the ids Docusaurus gives them
 * (explicit `{#id}` or the GitHub-style slug of the text), skipping code blocks
 * and front matter.
 */
export function extractHeadings(markdown: string): Anchor[] {
  const slugger = createSlugger();
  const lines = markdown.split(/\r?\n/);
  const headings: Anchor[] = [];
  let fence: string | null = null;
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
    start = end > 0 ? end + 1 : 0;
  }
  for (const line of lines.slice(start)) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (
        fenceMatch &&
        fenceMatch[1][0] === fence[0] &&
        fenceMatch[1].length >= fence.length &&
        line.trim() === fenceMatch[1]
      ) {
        fence = null;
      }
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (!heading) {
      continue;
    }
    const level = heading[1].length;
    let raw = heading[2];
    const explicit = EXPLICIT_ID.exec(raw);
    if (explicit) {
      raw = raw.slice(0, explicit.index);
    }
    const title = headingText(raw);
    // Every heading advances the slugger, so duplicate ids get the same suffix as in the page.
    const id = explicit ? explicit[1] : slugger.slug(title);
    if (level === 2 || level === 3) {
      headings.push({title, id, level});
    }
  }
  return headings;
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
