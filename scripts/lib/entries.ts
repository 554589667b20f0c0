/**
 * Reads the reference entries of a docs page: a heading that names an option (or a hook, or a
 * method), followed by a paragraph of fields, then the text that says what it does.
 *
 *     ### output.environment.arrowFunction
 *
 *     Type: `boolean`\
 *     Default: `true`
 *
 *     Whether the generated runtime code may use arrow functions.
 *
 * The fields are the lines of the first paragraph under the heading, separated by hard line
 * breaks (a trailing backslash or two trailing spaces): `Type:`, `Default:`, `Properties:`,
 * `Deprecated:`. See WRITING.md ("Reference entries").
 */
import type {PhrasingContent, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {headingSections, parsePage, type MarkdownPage, type PageHeading} from '../../src/markdown';
// The labels live in one table with the Chinese forms the Chinese pages show.
import {FIELD_LABELS, type FieldLabel} from '../../src/data/fieldLines';

export interface EntryField {
  label: FieldLabel;
  /** The inline nodes after `Label:`. */
  nodes: PhrasingContent[];
  /** The same as plain text, trimmed. */
  text: string;
  line: number;
}

export interface PageEntry {
  /** Page path as given to `readEntries`, e.g. `docs/configuration/output.md`. */
  file: string;
  /** The entry's heading; for the page's introduction (the text before the first heading), level 1, the title and no id. */
  heading: PageHeading;
  /** Whether this is the page's introduction, which documents the option the page is named after. */
  intro: boolean;
  fields: Partial<Record<FieldLabel, EntryField>>;
  /** Whether a paragraph, list or table under the heading (besides the fields) says what it does. */
  described: boolean;
  /** What is wrong with the entry's form (a missing hard break, an unknown field). */
  problems: string[];
}

const FIELD_START = /^\s*([A-Z][A-Za-z]*(?: [a-z]+)*):[ \t]*/;
const describes = (node: RootContent): boolean =>
  node.type === 'paragraph' ||
  node.type === 'list' ||
  node.type === 'table' ||
  node.type === 'containerDirective';

/** Splits a paragraph's inline nodes into lines at hard breaks. */
function lines(children: PhrasingContent[]): PhrasingContent[][] {
  const result: PhrasingContent[][] = [[]];
  for (const child of children) {
    if (child.type === 'break') result.push([]);
    else result.at(-1)!.push(child);
  }
  return result.filter((line) => line.length > 0);
}

/** Reads the fields paragraph, or undefined when the node does not start with a field label. */
function readFields(node: RootContent, problems: string[]): PageEntry['fields'] | undefined {
  if (node.type !== 'paragraph') return undefined;
  const first = node.children[0];
  const label = first?.type === 'text' ? FIELD_START.exec(first.value)?.[1] : undefined;
  if (!label || !(FIELD_LABELS as readonly string[]).includes(label)) return undefined;
  const fields: PageEntry['fields'] = {};
  for (const line of lines(node.children)) {
    const head = line[0];
    const match = head?.type === 'text' ? FIELD_START.exec(head.value) : null;
    const lineNumber = head?.position?.start.line ?? node.position?.start.line ?? 0;
    if (!match || !(FIELD_LABELS as readonly string[]).includes(match[1]!)) {
      problems.push(
        `line ${lineNumber}: "${toString({type: 'paragraph', children: line}).slice(0, 40)}" is not a field (${FIELD_LABELS.join(', ')})` +
          (/^\s*Added in/.test(toString({type: 'paragraph', children: line}))
            ? '; the "Added in" badge is generated from src/data/optionHistoryData.json'
            : ''),
      );
      continue;
    }
    const fieldLabel = match[1] as FieldLabel;
    const afterLabel = (head as {value: string}).value.slice(match[0].length);
    const rest: PhrasingContent[] = [
      ...(afterLabel ? [{...head, value: afterLabel} as PhrasingContent] : []),
      ...line.slice(1),
    ];
    const text = toString({type: 'paragraph', children: rest}).trim();
    const runOn = new RegExp(`\\n\\s*(${FIELD_LABELS.join('|')}):`).exec(text);
    if (runOn) {
      problems.push(
        `line ${lineNumber}: "${fieldLabel}:" and "${runOn[1]}:" are on one line for the reader; end the "${fieldLabel}:" line with a backslash`,
      );
    }
    if (fields[fieldLabel]) problems.push(`line ${lineNumber}: "${fieldLabel}:" is given twice`);
    fields[fieldLabel] = {label: fieldLabel, nodes: rest, text: text.replace(/\s+/g, ' '), line: lineNumber};
  }
  return fields;
}

function entry(file: string, heading: PageHeading, intro: boolean, content: RootContent[]): PageEntry {
  const problems: string[] = [];
  const fieldsIndex = content.findIndex((node) => node.type === 'paragraph');
  const fields = fieldsIndex === -1 ? undefined : readFields(content[fieldsIndex]!, problems);
  const described = content.some((node, index) => describes(node) && !(fields && index === fieldsIndex));
  return {file, heading, intro, fields: fields ?? {}, described, problems};
}

/**
 * The entries of a page: its introduction (the blocks before the first heading) and every
 * heading, each with the fields it states (empty when none). `page` is the page as parsed, when
 * the caller has parsed it already.
 */
export function readEntries(
  file: string,
  source: string,
  page: MarkdownPage = parsePage(file, source),
): PageEntry[] {
  const sections = headingSections(page);
  const firstHeading = sections[0]?.heading.line ?? Infinity;
  const introContent = page.tree.children.filter(
    (node) => node.type !== 'yaml' && (node.position?.start.line ?? 0) < firstHeading,
  );
  const title = typeof page.frontMatter.title === 'string' ? page.frontMatter.title : '';
  const introHeading: PageHeading = {level: 1, text: title, id: '', explicitId: false, line: 1};
  return [
    entry(file, introHeading, true, introContent),
    ...sections.map(({heading, content}) => entry(file, heading, false, content)),
  ];
}
