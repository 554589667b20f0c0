import fs from 'node:fs';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {pageSummary} from '../markdown';
import {docIdOf, pageAnchors} from './anchors';
import {orderPages, type OrderablePage} from './order';
import {sidebarClassNames} from './classNames';
import {docsRelativePath} from './remarkPageAnchors';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type GeneratorDoc = Parameters<SidebarItemsGeneratorOption>[0]['docs'][number];
type NormalizedSidebarItem = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];

/**
 * What the global sidebar data holds about a page: only how many headings it has. The headings
 * themselves ship with each page (./remarkPageAnchors.ts).
 */
export type SidebarDocProps = {headings: number};

function fileNameOf(doc: GeneratorDoc): string {
  return path.basename(doc.source).replace(/\.mdx?$/, '');
}

/** The page's number of sidebar anchors (h2 headings); checks that the page registers its anchors under its doc id. */
function headingCount(siteDir: string, doc: GeneratorDoc): number {
  const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
  const relative = docsRelativePath(siteDir, file);
  const registeredAs = relative && docIdOf(relative, doc.frontMatter.id);
  if (registeredAs !== doc.id) {
    throw new Error(
      `sidebar: ${doc.source} is the doc "${doc.id}", but its sidebar anchors would be registered as ` +
        `"${registeredAs}" (see docIdOf in src/sidebar/anchors.ts)`,
    );
  }
  return pageAnchors(pageSummary(file, fs.readFileSync(file, 'utf8')).headings).length;
}

interface Page extends OrderablePage {
  doc: GeneratorDoc;
}

function toPage(doc: GeneratorDoc): Page {
  const {sort, group} = doc.frontMatter as {sort?: number; group?: string};
  return {doc, fileName: fileNameOf(doc), title: doc.title, sort, group};
}

/**
 * Builds one section's sidebar: pages in webpack.js.org's order; the pages of a group inside a
 * category named after the group (always open, its label translated like any category label);
 * each page with its number of headings. `dirName: '.'` means the top-level pages.
 */
export function createSidebarItemsGenerator(siteDir: string): SidebarItemsGeneratorOption {
  return ({item, docs}) => {
    const inSection = docs.filter((doc) => doc.sourceDirName === item.dirName);
    const items: NormalizedSidebarItem[] = [];
    let group: Extract<NormalizedSidebarItem, {type: 'category'}> | undefined;
    for (const page of orderPages(inSection.map(toPage))) {
      const customProps: SidebarDocProps = {headings: headingCount(siteDir, page.doc)};
      const pageItem: NormalizedSidebarItem = {type: 'doc', id: page.doc.id, label: page.title, customProps};
      if (!page.group) {
        group = undefined;
        items.push(pageItem);
        continue;
      }
      if (group?.label !== page.group) {
        group = {
          type: 'category',
          label: page.group,
          items: [],
          collapsible: false,
          collapsed: false,
          className: sidebarClassNames.group,
        };
        items.push(group);
      }
      group.items.push(pageItem);
    }
    return placeGroupsByLabel(
      items,
      inSection.some((doc) => doc.frontMatter.group === undefined && isSorted(doc)),
    );
  };
}

const isSorted = (doc: GeneratorDoc) => {
  const {sort} = doc.frontMatter as {sort?: number};
  // The index page's -1 only keeps it first; 0 is no sort value to the comparator.
  return Boolean(sort) && sort !== -1;
};

/**
 * When a section lists its ungrouped pages by title (none has a `sort`), each group goes where its
 * label falls among them, not after them all: the Loaders menu lists css-loader in its "CSS" group
 * between coffee-loader and exports-loader, where a reader scanning the list for it looks. The
 * index page stays first. Sections ordered by `sort` keep their groups after their pages.
 */
function placeGroupsByLabel(items: NormalizedSidebarItem[], bySort: boolean): NormalizedSidebarItem[] {
  if (bySort) return items;
  const labelOf = (item: NormalizedSidebarItem) =>
    ('label' in item && typeof item.label === 'string' ? item.label : '').toLowerCase();
  const [first, ...rest] = items;
  const pages = rest.filter((item) => item.type !== 'category');
  const groups = rest.filter((item) => item.type === 'category');
  const placed: NormalizedSidebarItem[] = [...pages];
  for (const group of groups) {
    const at = placed.findIndex((item) => item.type !== 'category' && labelOf(item) > labelOf(group));
    placed.splice(at === -1 ? placed.length : at, 0, group);
  }
  return first ? [first, ...placed] : placed;
}
