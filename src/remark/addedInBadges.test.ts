import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {VFile} from 'vfile';
import {toHast} from 'mdast-util-to-hast';
import type {Element, Root as HastRoot} from 'hast';
import type {Heading, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import addedInBadges from './addedInBadges';
import type {OptionHistory} from '../data/optionHistory';

const history: OptionHistory = {
  releases: {first: '5.0.0', last: '5.112.2', count: 223},
  options: {
    output: '5.0.0',
    'output.filename': '5.0.0',
    'output.copy': '5.111.0',
    'output.copy.from': '5.111.0',
    'output.library': '5.0.0',
    'output.library.entryExports': '5.112.0',
    'module.rules.phase': '5.106.0',
  },
  values: {},
};

/** Runs the plugin on a page at `path`, then says which headings got which badge. */
function badges(markdown: string, path: string): Record<string, string> {
  const processor = unified()
    .use(remarkParse)
    // What Docusaurus's own heading plugin does first: `{#id}` becomes data.id.
    .use(() => (tree: Root) => {
      visit(tree, 'heading', (heading: Heading) => {
        const last = heading.children.at(-1);
        const match = last?.type === 'text' ? /\s*\{#([^}]+)\}$/.exec(last.value) : null;
        if (last?.type === 'text' && match) {
          last.value = last.value.slice(0, match.index);
          heading.data = {...heading.data, id: match[1]} as Heading['data'];
        }
      });
    })
    .use(addedInBadges, {history});
  const file = new VFile({path, value: markdown});
  const hast = toHast(processor.runSync(processor.parse(file), file)) as HastRoot;
  const result: Record<string, string> = {};
  visit(hast, 'element', (element: Element) => {
    if (!/^h\d$/.test(element.tagName)) return;
    const text = (node: Element['children'][number]): string =>
      node.type === 'text' ? node.value : 'children' in node ? node.children.map(text).join('') : '';
    const badge = element.children.find(
      (child): child is Element =>
        child.type === 'element' && String(child.properties.className).includes('option-added-in'),
    );
    result[text(element.children[0]!)] = badge ? text(badge) : '';
  });
  return result;
}

const page = [
  '## output.filename',
  '## output.copy',
  '### output.copy.from',
  '### Where the entry exports go {#outputlibraryentryexports}',
  '### Rule.phase',
  '## Template strings',
].join('\n\n');

describe('addedInBadges', () => {
  it('marks options that arrived after 5.0.0, once per option family', () => {
    expect(badges(page, '/site/docs/configuration/output.md')).toEqual({
      'output.filename': '',
      'output.copy': 'Added in 5.111.0',
      'output.copy.from': '', // arrived with its parent
      'Where the entry exports go': 'Added in 5.112.0', // found by its explicit anchor
      'Rule.phase': 'Added in 5.106.0', // alias of module.rules.phase
      'Template strings': '',
    });
  });

  it('says it in Chinese on the Chinese pages', () => {
    expect(
      badges(page, '/site/i18n/zh/docusaurus-plugin-content-docs/current/configuration/output.md'),
    ).toMatchObject({
      'output.copy': '5.111.0 新增',
    });
  });

  it('leaves pages outside /configuration/ alone', () => {
    expect(badges(page, '/site/docs/guides/caching.md')['output.copy']).toBe('');
  });

  it('works when Docusaurus loads it with the site config (jiti), data included', () => {
    // Run in a plain Node.js process, as the build does: Jest resolves modules its own way, and a
    // JSON file named like ../data/optionHistory.ts would win over it there.
    const script = `
      const {loadFreshModule} = require('@docusaurus/utils');
      loadFreshModule(${JSON.stringify(path.join(__dirname, 'addedInBadges.ts'))})
        .then((plugin) => process.stdout.write(typeof plugin()));
    `;
    expect(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'})).toBe('function');
  });
});
