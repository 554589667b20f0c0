/**
 * The one way our tooling reads a docs page: front matter through gray-matter, the body through
 * remark (the parser Docusaurus itself uses), heading ids as Docusaurus gives them. The sidebar
 * anchors, the docs-as-tests harness, the coverage report and the translation tools all read
 * Markdown here instead of scanning lines with regular expressions.
 */
import {createHash} from 'node:crypto';
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
// The two modules of @docusaurus/utils these come from, not its index: the index loads all of its
// helpers (globby, webpack utilities, git, …), about 0.5 s in Node and more in each Jest test file.
import {escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils/lib/markdownHeadingIdUtils';
import {createSlugger} from '@docusaurus/utils/lib/slugger';
import type {Code, Heading as MdastHeading, Root, RootContent} from 'mdast';

export interface MarkdownPage {
  /** The page's front matter (empty when it has none). */
  frontMatter: Record<string, unknown>;
  /** The whole file as remark parses it; node positions are lines of the file itself. */
  tree: Root;
}

export interface PageHeading {
  level: number;
  /** The heading as the reader sees it, without a `{#id}`. */
  text: string;
  /** The id Docusaurus gives it: the explicit `{#id}`, else the slug of the text. */
  id: string;
  explicitId: boolean;
  /** 1-based line in the file. */
  line: number;
}

export interface CodeBlock {
  lang: string | null;
  /** Everything after the language on the opening fence, e.g. `title="webpack.config.js" validate`. */
  meta: string | null;
  value: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the first line of code. */
  contentLine: number;
  /** Fence character and length, e.g. "```" (absent for indented code). */
  fence?: string;
  /** False when the fence is never closed (the block then runs to the end of the file). */
  closed: boolean;
}

const parsers = {
  md: unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective),
  mdx: unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx),
};

/**
 * Parses a page. `.mdx` pages are read as MDX (JSX, expressions), every other page as CommonMark
 * with GFM and directives (admonitions), as Docusaurus's `format: 'detect'` does.
 */
export function parseMarkdown(source: string, {mdx = false}: {mdx?: boolean} = {}): MarkdownPage {
  const text = source.replace(/^\uFEFF/, '');
  // gray-matter caches by content and hands back a shared object: copy it.
  const frontMatter = {...(matter(text).data as Record<string, unknown>)};
  // Like Docusaurus with `mdx1Compat.headingIds`: in MDX, `## Title {#id}` is text, not an expression.
  const tree = (mdx ? parsers.mdx.parse(escapeMarkdownHeadingIds(text)) : parsers.md.parse(text)) as Root;
  return {frontMatter, tree};
}

/** Whether a file path names an MDX page. */
export const isMdxPath = (file: string): boolean => file.endsWith('.mdx');

/** Reads a page's file contents the way its extension says. */
export const parsePage = (file: string, source: string): MarkdownPage =>
  parseMarkdown(source, {mdx: isMdxPath(file)});

/** The explicit id of a heading written `## Text {#id}`. */
function explicitHeadingId(heading: MdastHeading): {text: string; id?: string} {
  const parsed = parseMarkdownHeadingId(toString(heading), 'classic');
  return {text: parsed.text.trim(), id: parsed.id};
}

/**
 * Every heading of a page in document order with the id Docusaurus gives it: the explicit id, or
 * a GitHub-style slug of the text, made unique across the page (`-1`, `-2`, …) like Docusaurus does.
 */
export function pageHeadings({tree}: MarkdownPage): PageHeading[] {
  const slugger = createSlugger();
  const headings: PageHeading[] = [];
  visit(tree, 'heading', (heading) => {
    const {text, id} = explicitHeadingId(heading);
    headings.push({
      level: heading.depth,
      text,
      id: id ?? slugger.slug(text),
      explicitId: id !== undefined,
      line: heading.position?.start.line ?? 0,
    });
  });
  return headings;
}

/**
 * What the build reads from a page besides its text, small enough to keep for every page (unlike
 * its tree): the sidebar's anchors, the translation status's sections and code comparison.
 */
export interface PageSummary {
  readonly frontMatter: Readonly<Record<string, unknown>>;
  readonly headings: readonly Readonly<PageHeading>[];
  readonly codeBlocks: readonly Readonly<CodeBlock>[];
  /** Offset in the text (without byte order mark) where the body starts, after the front matter. */
  readonly bodyStart: number;
}

/** Freezes a value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function summarize(page: MarkdownPage, text: string): PageSummary {
  const first = page.tree.children[0];
  return deepFreeze({
    // A copy: the nested values are gray-matter's cached ones, which must not be frozen.
    frontMatter: structuredClone(page.frontMatter),
    headings: pageHeadings(page),
    codeBlocks: codeBlocks(page, text),
    bodyStart: first?.type === 'yaml' ? (first.position?.end.offset ?? 0) : 0,
  });
}

// Docusaurus loads its config and each plugin afresh (jiti, bypassing Node's module cache), so
// this module is evaluated once per locale and per plugin: the summaries are kept on the process.
const processWide = globalThis as typeof globalThis & {webpackDocsPageSummaries?: Map<string, PageSummary>};
const summaries = (processWide.webpackDocsPageSummaries ??= new Map<string, PageSummary>());

/**
 * A page's summary, parsed once per process for each distinct content: kept by content and
 * whether the file is MDX, not by path, so the sidebar, the page's own anchors and the translation
 * status share one parse, in every locale's build and for a versioned copy of the page. An edited
 * page is new content, so `docusaurus start` sees the edit (a change to this code needs a restart,
 * which Docusaurus needs anyway: it does not watch this file). Shared, hence frozen.
 */
export function pageSummary(file: string, source: string): PageSummary {
  const text = source.replace(/^\uFEFF/, '');
  const mdx = isMdxPath(file);
  // A hash, not the text, so that the memo does not keep every page's text.
  const key = `${mdx ? 'mdx' : 'md'}:${createHash('sha256').update(text).digest('base64')}`;
  let summary = summaries.get(key);
  if (!summary) {
    summary = summarize(parseMarkdown(text, {mdx}), text);
    summaries.set(key, summary);
  }
  return summary;
}

export interface HeadingSection {
  heading: PageHeading;
  /** The heading node itself (its children are the heading's inline content). */
  node: MdastHeading;
  /** The top-level nodes after the heading, up to the next heading of any level. */
  content: RootContent[];
}

/**
 * Each top-level heading of a page with the blocks that follow it up to the next heading, for
 * tools that read what a page says under a heading (the option entries of /configuration/ pages).
 */
export function headingSections(page: MarkdownPage): HeadingSection[] {
  const byLine = new Map(pageHeadings(page).map((heading) => [heading.line, heading]));
  const sections: HeadingSection[] = [];
  for (const node of page.tree.children) {
    const heading = node.type === 'heading' ? byLine.get(node.position?.start.line ?? 0) : undefined;
    if (node.type === 'heading' && heading) sections.push({heading, node, content: []});
    else sections.at(-1)?.content.push(node);
  }
  return sections;
}

/** Every fenced or indented code block of a page, with its position in the file. */
export function codeBlocks({tree}: MarkdownPage, source: string): CodeBlock[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (code: Code) => {
    const start = code.position?.start.line ?? 1;
    const end = code.position?.end.line ?? start;
    // A fenced block starts at its fence; an indented block starts with its indentation.
    const opening = (lines[start - 1] ?? '').slice((code.position?.start.column ?? 1) - 1);
    const fence = /^(`{3,}|~{3,})/.exec(opening)?.[1];
    const closing = lines[end - 1] ?? '';
    const closed =
      fence === undefined ||
      (end > start &&
        new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(closing));
    blocks.push({
      lang: code.lang ?? null,
      meta: code.meta ?? null,
      value: code.value,
      line: start,
      contentLine: fence === undefined ? start : start + 1,
      fence,
      closed,
    });
  });
  return blocks;
}
