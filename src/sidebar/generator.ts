import fs from 'node:fs';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {extractHeadings, nestAnchors, type Anchor} from './anchors';
import {orderPages, type OrderablePage} from './order';
import {GROUP_HEADING_CLASS} from './classNames';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type GeneratorDoc = Parameters<SidebarItemsGeneratorOption>[0]['docs'][number];
type NormalizedSidebarItem = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];

export type SidebarDocProps = {
  /** h2/h3 headings of the page, h3 nested under h2, for the expandable sidebar item. */
  anchors: Anchor[];
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fileNameOf(doc: GeneratorDoc): string {
  return path.basename(doc.source).replace(/\.mdx?$/, '');
}

function readAnchors(siteDir: string, doc: GeneratorDoc): Anchor[] {
  const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
  try {
    return nestAnchors(extractHeadings(fs.readFileSync(file, 'utf8'), file));
  } catch {
    return [];
  }
}

interface Page extends OrderablePage {
  doc: GeneratorDoc;
}

function toPage(doc: GeneratorDoc): Page {
  const {sort, group} = doc.frontMatter as {sort?: number; group?: string};
  return {doc, fileName: fileNameOf(doc), title: doc.title, sort, group};
}

/**
 * Builds one section's sidebar: pages in webpack.js.org's order, a heading where the
 * group changes, and each page's anchors attached as custom props.
 * `dirName: '.'` means the top-level pages (comparison, glossary, …).
 */
export function createSidebarItemsGenerator(siteDir: string): SidebarItemsGeneratorOption {
  return ({item, docs}) => {
    const inSection = docs.filter((doc) => doc.sourceDirName === item.dirName);
    const items: NormalizedSidebarItem[] = [];
    let currentGroup: string | undefined;
    for (const page of orderPages(inSection.map(toPage))) {
      if (page.group && page.group !== currentGroup) {
        items.push({
          type: 'html',
          value: escapeHtml(page.group),
          className: GROUP_HEADING_CLASS,
          defaultStyle: true,
        });
      }
      currentGroup = page.group;
      const customProps: SidebarDocProps = {anchors: readAnchors(siteDir, page.doc)};
      items.push({type: 'doc', id: page.doc.id, label: page.title, customProps});
    }
    return items;
  };
}
