/**
 * The claim the plugin rests on, checked against Docusaurus itself: a pulled README page compiled by
 * Docusaurus's mdx-loader, as docusaurus.config.ts configures the docs plugin, ends up with the
 * sanitized tree (our rehype plugin sees the final tree: rehype-raw ran before it), and its table
 * of contents carries no README markup. See testDocusaurus.ts for how it is compiled.
 */
import {execFileSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {pulledPackages} from '../../data/pulledPackages';
import {renderPage} from './page';
import type {PipelineJob} from './testDocusaurus';
import {prepareReadme} from './prepare';
import {testContext, violations} from './testUtils';

interface Compiled {
  tree: Root;
  toc: {value: string; id: string}[];
}

/** Compiles each page on its own, all in one Node process (Docusaurus loads once). */
function compile<Jobs extends PipelineJob[]>(jobs: [...Jobs]): {[K in keyof Jobs]: Compiled} {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'testDocusaurus.ts')],
    {
      input: JSON.stringify(jobs),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const results = JSON.parse(output) as Compiled[];
  if (results.length !== jobs.length) throw new Error(`${jobs.length} pages, ${results.length} results`);
  return results as {[K in keyof Jobs]: Compiled};
}

const README = [
  '## Heading <img src=x onerror=alert(1)> ![i](javascript:alert(1)) &lt;b&gt; <!-- #evil -->',
  '> [!WARNING]\n> Careful <script>alert(1)</script>.',
  '> [!IMPORTANT]\n> Read this.',
  '- [x] Done item\n- [ ] Open item',
  ':::danger[Not from the README]\n<script>alert(1)</script>\n:::',
  '```bash npm2yarn\nnpm install evil-loader\n```',
  // Last: it ends inside an unclosed code block.
  fs.readFileSync(path.join(__dirname, '__fixtures__', 'hostile.md'), 'utf8'),
].join('\n\n');

const pkg = {...pulledPackages[0]!, name: 'evil-loader'};
const ctx = testContext();
const page = renderPage({
  pkg,
  repo: ctx.repo,
  body: prepareReadme(README, ctx).markdown,
  version: '1.0.0',
}).content;

const elements = (tree: Root, tagName: string): Element[] => {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === tagName) found.push(node);
  });
  return found;
};

describe("a pulled README page through Docusaurus's own pipeline", () => {
  let compiled: Compiled;
  let unsanitized: Compiled;
  let unprepared: Compiled;
  beforeAll(() => {
    // The README's heading as written, not through prepare/.
    const raw = '## Heading <img src=x onerror=alert(1)>\n';
    [compiled, unsanitized, unprepared] = compile([
      {page},
      {page, withoutPulledReadmes: true},
      {page: renderPage({pkg, repo: ctx.repo, body: raw, version: '1.0.0'}).content},
    ]);
  }, 180_000);

  it('would let the hostile content through without our rehype plugin', () => {
    expect(violations(unsanitized.tree)).not.toEqual([]);
  });

  it('renders none of it with the plugin, as configured in docusaurus.config.ts', () => {
    // At the top, two ESM nodes: the page's sidebar anchors (src/sidebar/remarkPageAnchors.ts, the
    // headings as JSON data) and Docusaurus's `export const toc = […]`.
    const isEsm = (node: {type: string}) => node.type === 'mdxjsEsm';
    const esm = compiled.tree.children.filter(isEsm);
    expect(esm).toHaveLength(2);
    expect(JSON.stringify(esm[0])).toMatch(/"value":"@site\/src\/sidebar\/pageAnchors"/);
    expect(JSON.stringify(esm[1])).toMatch(/"ExportNamedDeclaration".*"name":"toc"/);
    expect(
      violations({...compiled.tree, children: compiled.tree.children.filter((node) => !isEsm(node))}),
    ).toEqual([]);
  });

  it('keeps headings with their ids, admonitions, code blocks and named checkboxes', () => {
    expect(elements(compiled.tree, 'h2').map((h2) => h2.properties.id)).toEqual([
      'heading-b',
      'options',
      'options-1',
    ]);
    expect(elements(compiled.tree, 'admonition').map((a) => a.properties)).toEqual([
      {type: 'warning'},
      {type: 'info', title: 'Important'},
    ]);
    expect(
      elements(compiled.tree, 'code').some((code) => String(code.properties.className) === 'language-html'),
    ).toBe(true);
    expect(elements(compiled.tree, 'input').map((input) => input.properties.ariaLabel)).toEqual([
      'Done item',
      'Open item',
    ]);
    // npm2yarn would have made tabs (JSX): a README cannot ask for them.
    expect(JSON.stringify(compiled.tree)).not.toContain('mdxJsxFlowElement');
  });

  it('builds the table of contents from the Markdown headings, raw HTML included, outside the sanitized tree', () => {
    expect(unprepared.toc.map((entry) => entry.value)).toEqual(['Heading <img src=x onerror=alert(1)>']);
  });

  it('has a table of contents of plain text once prepared', () => {
    expect(compiled.toc.map((entry) => entry.id)).toEqual(['heading-b', 'options', 'options-1']);
    for (const {value} of compiled.toc) expect(value).not.toMatch(/<(?!\/?code>)/);
  });
});
