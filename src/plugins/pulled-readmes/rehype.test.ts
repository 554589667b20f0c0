import fs from 'fs';
import path from 'path';
import type {Element, Nodes, Root} from 'hast';
import {h} from 'hastscript';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {prepareReadme} from './prepare';
import {isPulledReadme, rehypePulledReadmes, sanitizeReadme} from './rehype';
import {renderTree, testContext, violations} from './testUtils';

/** Each one reaches the page (as an element, handler or URL) when nothing sanitizes. */
const HOSTILE: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  'Inline <script>alert(1)</script> in a paragraph.',
  '- list item <script>alert(1)</script>',
  '> <iframe src="https://evil.example/"></iframe>',
  '| a |\n| - |\n| <img src=x onerror=alert(1)> |',
  '<img src=x onerror=alert(1)>',
  '<div onclick="alert(1)" onmouseover=\'alert(2)\'>x</div>',
  '<details open ontoggle=alert(1)><summary>s</summary>x</details>',
  '<kbd onclick=alert(1)>Ctrl</kbd>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '[x](javascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](&#106;avascript:alert(1))',
  '[x][r]\n\n[r]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<img srcset="x.png 1x, javascript:alert(1) 2x">',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="evil.swf"></object>',
  '<object type="text/html" data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="evil.swf">',
  '<form action="https://evil.example/"><input name=q><button>Go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input type="text" autofocus onfocus=alert(1)>',
  '<input type=image src=x onerror=alert(1)>',
  '<textarea>secret</textarea>',
  '<select><option>1</option></select>',
  '<style>body{display:none}</style>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</div>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<map><area href="javascript:alert(1)" alt="x"></map>',
  '<div id="__docusaurus">clobber</div>',
  '<!-- a comment --> and text',
  '<a href="https://example.com/" style="color:red">styled link</a>',
];

describe('the sanitizer on the rendered tree (remark-parse → remark-rehype → rehype-raw → rehype.ts)', () => {
  it(`has ${HOSTILE.length} hostile payloads`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE)('each payload is hostile without it: %s', (payload) => {
    expect(violations(renderTree(payload, {sanitize: false}))).not.toEqual([]);
  });

  it.each(HOSTILE)('nothing of it survives: %s', (payload) => {
    expect(violations(renderTree(payload))).toEqual([]);
  });

  it('nothing survives when the payloads are prepared as README text first', () => {
    const {markdown} = prepareReadme(HOSTILE.join('\n\n'), testContext());
    expect(violations(renderTree(markdown))).toEqual([]);
  });

  it('the hostile README fixture, prepared, renders without any of it', () => {
    const hostile = fs.readFileSync(path.join(__dirname, '__fixtures__', 'hostile.md'), 'utf8');
    expect(violations(renderTree(hostile, {sanitize: false}))).not.toEqual([]);
    expect(violations(renderTree(hostile))).toEqual([]);
    expect(violations(renderTree(prepareReadme(hostile, testContext()).markdown))).toEqual([]);
  });
});

/** The first element with this tag name, or undefined. */
function find(tree: Nodes, tagName: string): Element | undefined {
  let found: Element | undefined;
  visit(tree, 'element', (node) => {
    if (!found && node.tagName === tagName) found = node;
  });
  return found;
}

describe('what the sanitizer keeps', () => {
  it('keeps code blocks, their language and content', () => {
    const tree = renderTree('```js\nconst a = "<script>";\n```');
    const code = find(tree, 'code');
    expect(find(tree, 'pre')).toBeDefined();
    expect(code?.properties.className).toEqual(['language-js']);
    expect(code?.children).toEqual([
      expect.objectContaining({type: 'text', value: 'const a = "<script>";\n'}),
    ]);
  });

  it('keeps heading ids, tables and their alignment, details, safe links and images', () => {
    const tree = renderTree(
      [
        '<h2 id="options">Options</h2>',
        '<h3 id="__webpack_nonce__">__webpack_nonce__</h3>',
        '| a |\n| :-: |\n| b |',
        '<details><summary>More</summary>\n\nText\n\n</details>',
        '[site](/configuration/) [ext](https://example.com/) [mail](mailto:a@example.com) [frag](#options)',
        '![logo](https://example.com/logo.png)',
      ].join('\n\n'),
    );
    expect(find(tree, 'h2')?.properties.id).toBe('options');
    expect(find(tree, 'h3')?.properties.id).toBe('__webpack_nonce__');
    expect(find(tree, 'td')?.properties.align).toBe('center');
    expect(find(tree, 'summary')).toBeDefined();
    const hrefs: unknown[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'a') hrefs.push(node.properties.href);
    });
    expect(hrefs).toEqual(['/configuration/', 'https://example.com/', 'mailto:a@example.com', '#options']);
    expect(find(tree, 'img')?.properties).toEqual({src: 'https://example.com/logo.png', alt: 'logo'});
  });

  it("keeps Docusaurus's admonitions and the ESM export of the table of contents", () => {
    const esm = {type: 'mdxjsEsm', value: 'export const toc = []'} as unknown as Root['children'][number];
    const tree: Root = {
      type: 'root',
      children: [
        h('admonition', {type: 'warning', title: 'Careful'}, [h('p', 'Text')]),
        h('admonition', {type: 'evil', onClick: 'x'}, [h('p', 'Text')]),
        esm,
      ],
    };
    const clean = sanitizeReadme(tree);
    expect(clean.children[0]).toMatchObject({
      tagName: 'admonition',
      properties: {type: 'warning', title: 'Careful'},
    });
    expect(clean.children[1]).toMatchObject({tagName: 'admonition', properties: {}});
    expect(clean.children[2]).toBe(esm);
    // A README's unclosed element may have taken it in: it comes back to the top.
    const nested = sanitizeReadme({type: 'root', children: [h('pre', [h('p', 'x'), esm as never])]});
    expect(nested.children.map((child) => child.type)).toEqual(['element', 'mdxjsEsm']);
    expect(violations({...nested, children: nested.children.slice(0, 1)})).toEqual([]);
  });

  it('applies to pulled README files only', () => {
    const file = (filePath: string, frontMatter = {}) => new VFile({path: filePath, data: {frontMatter}});
    expect(isPulledReadme(file('/site/docs/loaders/_css-loader.md'))).toBe(true);
    expect(isPulledReadme(file('C:\\site\\docs\\plugins\\_x.md'))).toBe(true);
    expect(isPulledReadme(file('/site/docs/guides/x.md', {pulled: true}))).toBe(true);
    expect(isPulledReadme(file('/site/docs/loaders/index.md'))).toBe(false);
    const tree: Root = {type: 'root', children: [h('script', 'x')]};
    expect(rehypePulledReadmes()(tree, file('/site/docs/guides/x.md'))).toBeUndefined();
  });
});

describe('names for what has none', () => {
  it('labels task-list checkboxes with their item', () => {
    const tree = renderTree('- [x] Supports CSS imports.\n- [ ] Loose item\n\n  with more\n  - nested');
    const labels: unknown[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'input') labels.push(node.properties.ariaLabel);
    });
    expect(labels).toEqual(['Supports CSS imports.', 'Loose item with more']);
  });

  it('gives images an alt and image-only links a name', () => {
    const tree = renderTree(
      [
        '[![](https://img.shields.io/npm/v/evil-loader.svg)](https://www.npmjs.com/package/evil-loader)',
        '[<img src="https://example.com/peerigon-logo.png" width="150" />](https://peerigon.com)',
        '<img src="https://example.com/docs/flow-chart.svg" alt="">',
        '<a href="https://github.com/webpack"></a>',
        '<table><tr><td><img src="https://avatars.githubusercontent.com/u/1?v=3"><br><a href="https://github.com/sokra">Tobias</a></td></tr></table>',
      ].join('\n\n'),
    );
    const alts: unknown[] = [];
    const names: unknown[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'img') alts.push(node.properties.alt);
      if (node.tagName === 'a' && node.properties.ariaLabel) names.push(node.properties.ariaLabel);
    });
    expect(alts).toEqual(['npm version: evil-loader', 'peerigon.com', 'evil-loader: flow chart', 'Tobias']);
    expect(names).toEqual(['github.com/webpack']);
  });

  it('says where a link whose whole text is "here" or "information" leads, and leaves other links alone', () => {
    const tree = renderTree(
      [
        'You can find more on scoping [here](https://github.com/css-modules/css-modules).',
        '`@import` rules not yet allowed, more [Information](https://web.dev/css-module-scripts/#import).',
        'Read [the CSS Modules spec](https://github.com/css-modules/css-modules) or [here is why](https://example.com/why).',
      ].join('\n\n'),
    );
    const texts: string[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'a') texts.push(toString(node));
    });
    expect(texts).toEqual([
      'here (github.com/css-modules/css-modules)',
      'Information (web.dev/css-module-scripts)',
      'the CSS Modules spec',
      'here is why',
    ]);
  });
});
