/**
 * Remark plugin: a project panel (theme/ProjectPanel) before the first block of each step of
 * every runnable project on a page. The projects and their steps come from the English page
 * through src/markdown/projects.ts, as the harness reads them; a translation has the same blocks
 * (tests/docs/translations.test.ts), so its panels go before the same blocks and offer the same
 * files. A Chinese pulled page (i18n/zh/pulled/) has projects of its own: they come from the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {parseMarkdown} from '../../markdown';
import {pageBlocks, projectSteps, type ProjectStep} from '../../markdown/projects';
import {pageKey, zipPath} from './archive';
import {pulledChineseKey} from './pages';
import type {PanelData} from './panelData';

export interface RemarkExampleProjectsOptions {
  siteDir: string;
}

/** The English source of a page file (relative to the site folder): a translation's English page. */
export function englishSource(relative: string): string | undefined {
  const m = /^i18n\/[^/]+\/docusaurus-plugin-content-(docs|blog)\/(?:current\/)?(.+)$/.exec(relative);
  if (m) return m[1] === 'docs' ? `docs/${m[2]}` : `blog/${m[2]}`;
  return /^(docs|blog)\//.test(relative) ? relative : undefined;
}

export function panelProps(key: string, step: ProjectStep): PanelData {
  const files = [...step.project.files.keys()];
  if (!files.includes('package.json')) files.push('package.json');
  if (!files.includes('README.md')) files.push('README.md');
  files.sort();
  const config = files.find((f) => /^webpack\.config\.[cm]?[jt]s$/.test(f));
  return {
    name: step.project.name,
    step: step.step,
    steps: step.steps,
    zip: zipPath(key, step.project.name, step.step, step.steps),
    files,
    open: config ?? files[0]!,
  };
}

/** The MDX of a panel, parsed into mdast (as MDX, so that its attributes carry the ES tree the compiler needs). */
function panelNode(props: PanelData): RootContent {
  const attributes = Object.entries(props)
    .map(([name, value]) => `${name}={${JSON.stringify(value)}}`)
    .join(' ');
  return parseMarkdown(`<ProjectPanel ${attributes} />`, {mdx: true}).tree.children[0]!;
}

const IMPORT = "import ProjectPanel from '@theme/ProjectPanel';";

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const remarkExampleProjects: Plugin<[RemarkExampleProjectsOptions], Root> = function ({siteDir}) {
  return (tree, file) => {
    if (!file.path) return;
    const relative = path.relative(siteDir, file.path).split(path.sep).join('/');
    // A Chinese pulled page has projects its English page (the package's README) does not.
    const pulledKey = pulledChineseKey(relative);
    const english = pulledKey ? relative : englishSource(relative);
    const key = pulledKey ?? (english && pageKey(english));
    const englishText =
      english &&
      (pulledKey ? (readText(file.path) ?? String(file.value)) : readText(path.join(siteDir, english)));
    if (!key || !english || englishText === undefined) return;
    const englishBlocks = pageBlocks({file: english, source: englishText});
    const steps = projectSteps(englishBlocks);
    if (!steps.length) return;
    // The page's own blocks (a translation's comments differ): the same fenced blocks in the same order.
    const ownText = readText(file.path) ?? String(file.value);
    const ownBlocks = english === relative ? englishBlocks : pageBlocks({file: relative, source: ownText});
    if (ownBlocks.length !== englishBlocks.length) {
      throw new Error(
        `${relative}: ${ownBlocks.length} code blocks, its English page ${englishBlocks.length}`,
      );
    }
    // The tree's code nodes, matched in order to the fenced blocks by their text.
    const nodes: Code[] = [];
    visit(tree, 'code', (node: Code) => void nodes.push(node));
    const nodeOf = new Map<number, Code>();
    let next = 0;
    ownBlocks.forEach((block, i) => {
      const value = block.content.replace(/\n$/, '');
      const found = nodes.findIndex(
        (n, j) => j >= next && n.value === value && (n.lang ?? '') === block.lang,
      );
      if (found === -1) return;
      nodeOf.set(i, nodes[found]!);
      next = found + 1;
    });
    let inserted = 0;
    for (const step of steps) {
      // A blog post's excerpt on the list pages is compiled from its text up to the truncate
      // marker: blocks past it are not there. (The site check finds any panel missing from a page.)
      const node = nodeOf.get(englishBlocks.indexOf(step.first));
      if (!node) continue;
      let placed = false;
      visit(tree, 'code', (child, index, parent) => {
        if (placed || child !== node || !parent || index === undefined) return undefined;
        parent.children.splice(
          index,
          0,
          panelNode(panelProps(key, step)) as (typeof parent.children)[number],
        );
        placed = true;
        // Past the panel and its block.
        return index + 2;
      });
      if (placed) inserted++;
    }
    if (inserted) tree.children.unshift(...parseMarkdown(IMPORT, {mdx: true}).tree.children);
  };
};

export default remarkExampleProjects;
