/**
 * A docs page's source → plain Markdown for its twin: no front matter, imports/exports, JSX or
 * directives; admonitions as blockquotes headed by their title; links absolute; code blocks as
 * they are, their fence meta cut down to `title="…"` (the rest is test vocabulary), `assert`
 * blocks as the "Checked by building this example" box the page shows, and on Chinese pages the
 * field lines of reference entries in Chinese, as the page shows them.
 */
import type {Code, Heading, Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent} from 'mdast';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {toString} from 'mdast-util-to-string';
import {parsePage} from '../../markdown';
import {parseMeta} from '../../markdown/meta';
import {isAssertBlock, renderAssertBlock} from '../../remark/assertions';
import type {Language} from '../../remark/assertions/phrases';
import {DIRECTIVE_NAME as GLOSSARY_DIRECTIVE, glossaryTable} from '../../remark/zhGlossaryTable';
import {localizeFieldLines} from '../../remark/zhFieldLines';
import {absoluteUrl, type LinkContext} from './links';

/** The admonitions Docusaurus knows, and their default titles (its own translations). */
export const ADMONITION_TITLES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  note: {en: 'Note', zh: '备注'},
  tip: {en: 'Tip', zh: '提示'},
  info: {en: 'Info', zh: '信息'},
  warning: {en: 'Warning', zh: '警告'},
  danger: {en: 'Danger', zh: '危险'},
  caution: {en: 'Caution', zh: '警告'},
  important: {en: 'Important', zh: '重要'},
};

export interface ConvertOptions {
  /** The file's path (decides MDX or CommonMark, and the language of assert boxes). */
  file: string;
  /** The language of the page (admonition titles, assert boxes). */
  language: Language;
  webpackVersion: string;
  links: LinkContext;
}

export interface ConvertedPage {
  frontMatter: Record<string, unknown>;
  /** The Markdown body, without its title (a leading `# ` heading, which Docusaurus shows as the title). */
  markdown: string;
  /** The first paragraph as plain text (for a description). */
  firstParagraph?: string;
}

const HEADING_ID = /\s*\\?\{#[^}]*\}\s*$/;
const HTML_COMMENT = /^\s*<!--[\s\S]*?-->\s*$/;

/** What a node becomes: nodes to put in its place (none removes it), or undefined to keep it. */
type Replacement = RootContent[] | undefined;

function titleParagraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children: [{type: 'strong', children}]};
}

/** The source text a node was parsed from (for directives that are not admonitions). */
const sourceOf = (node: Nodes, source: string): string =>
  node.position?.start.offset !== undefined && node.position.end.offset !== undefined
    ? source.slice(node.position.start.offset, node.position.end.offset)
    : toString(node);

function replace(node: RootContent, source: string, options: ConvertOptions): Replacement {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      // A component's text stays; the component goes.
      return node.children as RootContent[];
    case 'containerDirective': {
      const [first, ...rest] = node.children;
      const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const body = (labelled ? rest : node.children) as RootContent[];
      const defaults = ADMONITION_TITLES[node.name];
      if (!defaults) return body;
      const title = labelled ? first.children : [{type: 'text' as const, value: defaults[options.language]}];
      return [{type: 'blockquote', children: [titleParagraph(title), ...(body as Paragraph[])]}];
    }
    case 'leafDirective': {
      // `::zh-glossary` is the table the page shows; any other `::name` line is text, as
      // Docusaurus renders it — a paragraph: a bare text node among blocks would make
      // remark-stringify join the whole container as phrasing, without blank lines.
      if (node.name === GLOSSARY_DIRECTIVE) {
        return [glossaryTable(node.attributes?.lang === 'zh' ? 'zh' : 'en')];
      }
      return [{type: 'paragraph', children: [{type: 'text', value: sourceOf(node, source)}]}];
    }
    case 'textDirective':
      // `:hover` or `:name` in prose is text, as Docusaurus renders it.
      return [{type: 'text', value: sourceOf(node, source)}] as RootContent[];
    case 'html':
      return HTML_COMMENT.test(node.value) ? [] : undefined;
    case 'heading': {
      const last = node.children.at(-1);
      if (last?.type === 'text') last.value = last.value.replace(HEADING_ID, '');
      return undefined;
    }
    case 'code': {
      if (isAssertBlock(node)) return [renderAssertBlock(node, options.language, options.webpackVersion)];
      const title = parseMeta(node.meta ?? '').title;
      node.meta = typeof title === 'string' ? `title=${JSON.stringify(title)}` : null;
      return undefined;
    }
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(node.url, options.links);
      return undefined;
    default:
      return undefined;
  }
}

/** Rewrites a tree in place, children before their parent's replacement is spliced in. */
function transform(parent: Parents, source: string, options: ConvertOptions): void {
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length;) {
    const child = children[i] as RootContent;
    if ('children' in child) transform(child, source, options);
    const replacement = replace(child, source, options);
    if (replacement === undefined) {
      i += 1;
      continue;
    }
    children.splice(i, 1, ...replacement);
    // Replacements are already transformed (their children were, above).
    i += replacement.length;
  }
}

const stringifier = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  fences: true,
  rule: '-',
  emphasis: '_',
  listItemIndent: 'one',
});

export function toPlainMarkdown(source: string, options: ConvertOptions): ConvertedPage {
  const {frontMatter, tree} = parsePage(options.file, source);
  // The field lines of reference entries as the Chinese page shows them (类型：, 默认值：未设置).
  if (options.language === 'zh') localizeFieldLines(tree);
  transform(tree, source, options);
  const first = tree.children[0];
  if (first?.type === 'heading' && (first as Heading).depth === 1) tree.children.shift();
  const paragraph = tree.children.find((node): node is Paragraph => node.type === 'paragraph');
  const markdown = stringifier.stringify(tree as Root).trim();
  return {frontMatter, markdown, ...(paragraph ? {firstParagraph: toString(paragraph)} : {})};
}

/** Code blocks of a Markdown text, as a reader copies them (for the build check and the tests). */
export function codeValues(markdown: string, file = 'page.md'): Pick<Code, 'lang' | 'value'>[] {
  const {tree} = parsePage(file, markdown);
  const blocks: Pick<Code, 'lang' | 'value'>[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'code' && !isAssertBlock(node))
      blocks.push({lang: node.lang ?? null, value: node.value});
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return blocks;
}
