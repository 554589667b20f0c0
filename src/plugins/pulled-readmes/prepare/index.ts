/**
 * Turns a README from the registry into the body of a `format: md` page, on the Markdown tree:
 * remark parses it as GitHub does (CommonMark + GFM), small transforms adapt it to this site, and
 * remark-stringify writes it back. What they do, in order:
 *
 * - banner.ts: drop the logos, badges and h1 at the top (the page has its own title);
 * - headings.ts: HTML headings become Markdown ones, levels start at h2 without gaps, every
 *   heading gets a `{#id}` from Docusaurus's slugger and holds only text and inline code;
 * - alerts.ts: GitHub alerts become admonitions;
 * - links.ts: every URL is checked and pointed at the right place (repository, this site);
 * - code.ts: code blocks keep their language and lose the rest of the info string.
 *
 * Raw HTML stays as the README wrote it (with its URLs rewritten): what may render is decided
 * by the sanitizer on the final tree (rehype.ts). The output is written for Docusaurus's Markdown
 * parser: remark-stringify escapes what would otherwise read as a directive (`:::`), and
 * `guardMdxCodeBlocks` covers Docusaurus's one text-level rewrite.
 */
import type {Root} from 'mdast';
import {directiveToMarkdown} from 'mdast-util-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import type {Processor} from 'unified';
import {unified} from 'unified';
import type {LinkContext} from '../links';
import {githubAlerts} from './alerts';
import {dropBanner} from './banner';
import {guardMdxCodeBlocks, plainCodeBlocks} from './code';
import type {Heading} from './headings';
import {htmlHeadings, normalizeHeadings} from './headings';
import {rewriteLinks} from './links';

export type {Heading} from './headings';

export interface PreparedReadme {
  /** The page body (Markdown); empty when the README has nothing but its banner. */
  markdown: string;
  headings: Heading[];
  /** Text of the h1 that was dropped, if any. */
  droppedTitle?: string;
}

/** Writes directives (our admonitions) without parsing the README's `:name` text as one. */
function directiveSerialization(this: Processor) {
  const data = this.data();
  (data.toMarkdownExtensions ??= []).push(directiveToMarkdown());
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(directiveSerialization)
  .use(remarkStringify, {bullet: '-', rule: '-', fences: true, listItemIndent: 'one'});

/** Line endings, byte-order mark and NUL as every Markdown parser expects them. */
const normalize = (raw: string) =>
  raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\0/g, '\ufffd');

/** A README parsed, its banner and title gone and its headings final (ids known). */
export interface ParsedReadme {
  tree: Root;
  headings: Heading[];
  /** Text of the h1 that was dropped, if any. */
  droppedTitle?: string;
}

export function parseReadme(raw: string): ParsedReadme {
  const tree = processor.parse(normalize(raw));
  htmlHeadings(tree);
  const droppedTitle = dropBanner(tree);
  const headings = normalizeHeadings(tree);
  return {tree, headings, ...(droppedTitle !== undefined ? {droppedTitle} : {})};
}

/** The rest of the work, once the heading ids of every page are known: the page body. */
export function writeReadme({tree}: ParsedReadme, ctx: LinkContext): string {
  githubAlerts(tree);
  rewriteLinks(tree, ctx);
  plainCodeBlocks(tree);
  return tree.children.length ? guardMdxCodeBlocks(processor.stringify(tree)) : '';
}

export function prepareReadme(raw: string, ctx: LinkContext): PreparedReadme {
  const parsed = parseReadme(raw);
  const {headings, droppedTitle} = parsed;
  return {
    markdown: writeReadme(parsed, ctx),
    headings,
    ...(droppedTitle !== undefined ? {droppedTitle} : {}),
  };
}
