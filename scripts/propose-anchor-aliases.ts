/**
 * Proposes src/data/anchorAliases.ts from the production build: for every heading id of a
 * webpack.js.org page (tests/site/webpack-js-org-anchors.json), and every id that a link on our
 * pages (the pulled READMEs) names, that our page lacks, the section it should land on, matched by heading words (see tests/site/lib/aliases.ts). Aliases that are still
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
import * as prettier from 'prettier';
import {anchorAliases} from '../src/data/anchorAliases';
import {docFileForPath} from '../tests/helpers/docsTree';
import {proposeAliases} from '../tests/site/lib/aliases';
import {loadSite} from '../tests/site/lib/site';
import {PAGES_WITHOUT_THEIR_SECTIONS} from '../tests/site/lib/webpackJsOrg';
import spec from '../tests/site/webpack-js-org-anchors.json';

const root = path.resolve(__dirname, '..');
const dataFile = path.join(root, 'src/data/anchorAliases.ts');

/** Pages whose headings come from Markdown (docs and blog posts): the only ones aliases reach. */
const isMarkdownPage = (page: string) =>
  docFileForPath(page) !== undefined ||
  (/^\/blog\/[^/]+\/$/.test(page) && fs.existsSync(path.join(root, `blog/${page.split('/')[2]}.md`)));

const site = loadSite(path.join(root, 'build'));

/** The review notes of the current file (`'page': {` … `'their': 'ours', // note`), kept with their alias. */
const notes = new Map<string, string>();
let notePage = '';
for (const line of fs.readFileSync(dataFile, 'utf8').split('\n')) {
  const page = /^ {2}'([^']+)': \{$/.exec(line);
  if (page) notePage = page[1]!;
  const entry = /^ {4}'?([^':]+)'?: '[^']*', \/\/ (.+)$/.exec(line);
  if (entry) notes.set(`${notePage}#${entry[1]}`, entry[2]!);
}
const entries: string[] = [];
const notReached: string[] = [];
let count = 0;
/**
 * The ids to land: webpack.js.org's headings, then the ids that links on our pages name without
 * finding them (the pulled READMEs link webpack.js.org's older ids, e.g. `#rule-include`).
 */
const theirPages = new Map<string, string[]>(Object.entries(spec.pages as Record<string, string[]>));
for (const page of site.pages.values()) {
  for (const {href} of page.links) {
    const url = new URL(href, `https://webpack.js.org${page.path}`);
    if (url.origin !== 'https://webpack.js.org' || !url.hash || /^\/zh\//.test(url.pathname)) continue;
    const id = decodeURIComponent(url.hash.slice(1));
    const target = site.pages.get(url.pathname);
    if (!target || (target.ids.has(id) && !target.aliasIds.has(id))) continue;
    const ids = theirPages.get(url.pathname) ?? [];
    if (!ids.includes(id)) theirPages.set(url.pathname, [...ids, id]);
  }
}
for (const [pagePath, theirIds] of theirPages) {
  if (PAGES_WITHOUT_THEIR_SECTIONS.includes(pagePath)) continue;
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
    ...[...kept].map(([theirId, ourId]) => ({
      theirId,
      ourId,
      note: notes.get(`${pagePath}#${theirId}`) ?? `kept: "${textOf.get(ourId) ?? ''}"`,
    })),
    ...proposed.map((p) => ({theirId: p.theirId, ourId: p.ourId, note: `${p.kind}: "${p.ourText}"`})),
  ].sort((a, b) => theirIds.indexOf(a.theirId) - theirIds.indexOf(b.theirId));
  count += lines.length;
  entries.push(
    `  '${pagePath}': {\n${lines
      .map(({theirId, ourId, note}) => `    '${theirId}': '${ourId}', // ${note.replace(/\s+/g, ' ')}`)
      .join('\n')}\n  },`,
  );
}

async function main(): Promise<void> {
  const header = fs.readFileSync(dataFile, 'utf8').split('export const anchorAliases')[0];
  // Formatted as the repository's Prettier config says, so a rerun's diff shows only what changed.
  const output = await prettier.format(
    `${header}export const anchorAliases: AnchorAliases = {\n${entries.join('\n')}\n};\n`,
    {...(await prettier.resolveConfig(dataFile)), filepath: dataFile},
  );
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
    console.log(
      `\nNot Markdown pages (give these ids in the page's component):\n  ${notReached.join('\n  ')}`,
    );
  }
}

void main();
