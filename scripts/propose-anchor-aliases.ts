/**
 * Proposes src/data/anchorAliases.ts from the production build: for every heading id of a
 * webpack.js.org page (tests/site/webpack-js-org-anchors.json) that our page lacks, the section it
 * should land on, matched by heading words (see tests/site/lib/aliases.ts). Aliases that are still
 * needed and still point at an existing id are kept; aliases for ids that now exist are dropped.
 *
 *   npm run build && npm run anchors:propose            # print the proposal
 *   npm run anchors:propose -- --write                  # write it to src/data/anchorAliases.ts
 *
 * Review the diff: each entry says how it was matched ("same words", "similar heading",
 * "nearest section": the section of the id before it on webpack.js.org) and our heading's text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {anchorAliases} from '../src/data/anchorAliases';
import {docFileForPath} from '../tests/helpers/docsTree';
import {proposeAliases} from '../tests/site/lib/aliases';
import {loadSite} from '../tests/site/lib/site';
import {PAGES_WITHOUT_THEIR_SECTIONS} from '../tests/site/lib/webpackJsOrg';
import {PENDING_PAGES_FROM_OTHER_BRANCHES} from '../tests/site/pending';
import spec from '../tests/site/webpack-js-org-anchors.json';

const root = path.resolve(__dirname, '..');
const dataFile = path.join(root, 'src/data/anchorAliases.ts');

/** Pages whose headings come from Markdown (docs and blog posts): the only ones aliases reach. */
const isMarkdownPage = (page: string) =>
  docFileForPath(page) !== undefined ||
  (/^\/blog\/[^/]+\/$/.test(page) && fs.existsSync(path.join(root, `blog/${page.split('/')[2]}.md`)));

const site = loadSite(path.join(root, 'build'));
const entries: string[] = [];
const notReached: string[] = [];
let count = 0;
const theirPages: Record<string, string[]> = spec.pages;
for (const [pagePath, theirIds] of Object.entries(theirPages)) {
  if (PENDING_PAGES_FROM_OTHER_BRANCHES.includes(pagePath) || PAGES_WITHOUT_THEIR_SECTIONS.includes(pagePath))
    continue;
  const page = site.pages.get(pagePath);
  if (!page || page.redirectTo !== undefined) continue;
  const realIds = new Set([...page.ids].filter((id) => !page.aliasIds.has(id)));
  const missing = theirIds.filter((id) => !realIds.has(id));
  if (missing.length === 0) continue;
  if (!isMarkdownPage(pagePath)) {
    notReached.push(`${pagePath}: ${missing.join(', ')}`);
    continue;
  }
  const headings = page.headings
    .filter(
      (heading) =>
        heading.inMarkdown && heading.level >= 2 && heading.id !== undefined && realIds.has(heading.id),
    )
    .map((heading) => ({id: heading.id!, text: heading.text}));
  const textOf = new Map(headings.map((heading) => [heading.id, heading.text]));
  const kept = new Map(
    Object.entries<string>(anchorAliases[pagePath] ?? {}).filter(
      ([theirId, ourId]) => missing.includes(theirId) && realIds.has(ourId),
    ),
  );
  const proposed = proposeAliases(theirIds, new Set(missing.filter((id) => !kept.has(id))), headings, kept);
  const lines = [
    ...[...kept].map(([theirId, ourId]) => ({theirId, ourId, note: `kept: "${textOf.get(ourId) ?? ''}"`})),
    ...proposed.map((p) => ({theirId: p.theirId, ourId: p.ourId, note: `${p.kind}: "${p.ourText}"`})),
  ].sort((a, b) => theirIds.indexOf(a.theirId) - theirIds.indexOf(b.theirId));
  count += lines.length;
  entries.push(
    `  '${pagePath}': {\n${lines
      .map(({theirId, ourId, note}) => `    '${theirId}': '${ourId}', // ${note.replace(/\s+/g, ' ')}`)
      .join('\n')}\n  },`,
  );
}

const header = fs.readFileSync(dataFile, 'utf8').split('export const anchorAliases')[0];
const output = `${header}export const anchorAliases: AnchorAliases = {\n${entries.join('\n')}\n};\n`;
if (process.argv.includes('--write')) {
  fs.writeFileSync(dataFile, output);
  console.log(
    `anchors:propose: ${count} aliases on ${entries.length} pages written to ${path.relative(root, dataFile)}`,
  );
} else {
  console.log(output);
  console.log(`anchors:propose: ${count} aliases on ${entries.length} pages (--write to save)`);
}
if (notReached.length > 0) {
  console.log(`\nNot Markdown pages (give these ids in the page's component):\n  ${notReached.join('\n  ')}`);
}
