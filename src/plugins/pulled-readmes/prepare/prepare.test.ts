import fs from 'fs';
import path from 'path';
import type {Heading as MdastHeading, Root} from 'mdast';
import {parseMarkdown} from '../../../markdown';
import {renderTree, testContext, testSite} from '../testUtils';
import {guardMdxCodeBlocks} from './code';
import {prepareReadme} from './index';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', '__fixtures__', name), 'utf8');
const body = (markdown: string, ctx = testContext()) => prepareReadme(markdown, ctx).markdown;

/** The file as Docusaurus's parser reads it (CommonMark, GFM, directives). */
const reparse = (markdown: string): Root => parseMarkdown(markdown).tree;

function codeValues(tree: Root): string[] {
  const values: string[] = [];
  const walk = (node: {type: string; value?: string; children?: unknown[]}) => {
    if (node.type === 'code') values.push(node.value!);
    for (const child of (node.children ?? []) as never[]) walk(child);
  };
  walk(tree as never);
  return values;
}

describe('prepareReadme with the hostile README fixture', () => {
  const result = prepareReadme(fixture('hostile.md'), testContext());

  it('drops the banner, the badges and the first h1', () => {
    expect(result.droppedTitle).toBe('evil-loader');
    expect(result.markdown).not.toContain('icon-square-big');
    expect(result.markdown).not.toContain('[![npm]');
    expect(result.markdown).not.toMatch(/^# /m);
    expect(result.markdown.startsWith('Intro with')).toBe(true);
  });

  it('keeps code blocks byte for byte, where CommonMark (and so GitHub) sees them', () => {
    expect(codeValues(reparse(result.markdown))).toEqual(
      expect.arrayContaining([
        "<script>alert('in code')</script>\n<img src=x onerror=alert(1)>\n{props.value}",
        "<script>alert('unwrap')</script>",
        '```', // four spaces before a fence make an indented code block
      ]),
    );
  });

  it('leaves no javascript: or data: URL in a link, image or definition', () => {
    const urls: string[] = [];
    const walk = (node: {type: string; url?: string; children?: unknown[]}) => {
      if (node.url !== undefined) urls.push(node.url);
      for (const child of (node.children ?? []) as never[]) walk(child);
    };
    walk(reparse(result.markdown) as never);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^(https?:|#|\/)/);
    expect(result.markdown).toContain('js link'); // the text survives without the link
  });

  it('gives every heading a stable unique id', () => {
    expect(result.headings.map((h) => h.id)).toEqual(['options', 'options-1']);
    expect(result.markdown).toContain('## Options {#options}');
    expect(result.markdown).toContain('## Options {#options-1}');
  });

  it('never lets Docusaurus unwrap an mdx-code-block', () => {
    expect(result.markdown).not.toMatch(/^ *`{3,4} *mdx-code-block/m);
  });

  it('keeps MDX-looking text as text (the page is CommonMark)', () => {
    const tree = renderTree(result.markdown);
    expect(JSON.stringify(tree)).toContain('{props.secret}');
  });
});

describe('prepareReadme edge cases', () => {
  it('closes an unclosed fence at the end', () => {
    expect(codeValues(reparse(body(fixture('broken.md'))))).toEqual([
      'const a = 1;\nno closing fence, the rest is code <script>',
    ]);
  });

  it('handles BOM, CRLF, NUL and explicit ids', () => {
    const {markdown, headings, droppedTitle} = prepareReadme(fixture('crlf.md'), testContext());
    expect(droppedTitle).toBe('title');
    expect(markdown).not.toMatch(/[\r\0\uFEFF]/);
    expect(markdown).toContain('line\ufffdwith nul');
    expect(headings).toEqual([{level: 2, text: 'Heading', id: 'heading'}]);
  });

  it('returns an empty body for an empty README', () => {
    expect(body('')).toBe('');
    expect(body('# only a title\n')).toBe('');
  });

  it('converts HTML and setext headings, without links inside', () => {
    const src = [
      'extract-loader',
      '==============',
      '',
      '<h2 align="center"><a href="https://webpack.js.org/concepts/loaders">Usage</a></h2>',
      '',
      'Install',
      '-------',
      '',
      '### [`modules`](#modules) option',
    ].join('\n');
    const {markdown, headings} = prepareReadme(src, testContext());
    expect(markdown).toBe(
      '## Usage {#usage}\n\n## Install {#install}\n\n### `modules` option {#modules-option}\n',
    );
    expect(headings.map((h) => h.id)).toEqual(['usage', 'install', 'modules-option']);
  });

  it('keeps a blockquote before the title (babel-loader layout)', () => {
    const src =
      '> This README is for v8\n\n[![npm](https://img.shields.io/x.svg)](https://npmjs.com/x)\n\n<div align="center">\n  <img src="https://x/logo.svg">\n</div>\n\n<h1 align="center">Babel Loader</h1>\n\nText.\n';
    const result = prepareReadme(src, testContext());
    expect(result.droppedTitle).toBe('Babel Loader');
    expect(result.markdown).toBe('> This README is for v8\n\nText.\n');
  });

  it('drops a title block that holds the h1 (npm-install-webpack-plugin layout)', () => {
    const src =
      '[![npm][npm]][npm-url]\n\n<div align="center">\n  <!-- logo -->\n  <h1>NPM Install Webpack Plugin</h1>\n  <p>Speed up.</p>\n</div>\n\nIt sucks.\n\n[npm]: https://img.shields.io/npm/v/x.svg\n[npm-url]: https://npmjs.com/package/x\n';
    const result = prepareReadme(src, testContext());
    expect(result.droppedTitle).toBe('NPM Install Webpack Plugin');
    expect(result.markdown).toBe('It sucks.\n');
  });

  it('shows an unpaired backtick as the character it is (babel-loader version table)', () => {
    // babel-loader@10's README ends a table cell with a stray backtick (`>=22.0.0\``): GitHub and
    // npm show it too. It is text, not a broken code span: no code element, nothing else changed.
    const table = '> | babel-loader | Node.js |\n> |:-:|:-:|\n> | 10.x | ^18.20.0 \\|\\| >=22.0.0` |\n';
    const tree = renderTree(body(table));
    const json = JSON.stringify(tree);
    expect(json).toContain('"value":"^18.20.0 || >=22.0.0`"');
    expect(json).not.toContain('"tagName":"code"');
  });
});

describe('heading levels', () => {
  const levels = (markdown: string) => prepareReadme(markdown, testContext()).headings.map((h) => h.level);

  it('start at h2 and never skip a level', () => {
    expect(levels('# Title\n\n### Usage\n\n##### Deep\n\n### Options\n')).toEqual([2, 3, 2]);
    expect(levels('# Title\n\n# Usage\n\n## Options\n\n###### Deep\n')).toEqual([2, 3, 4]);
    expect(levels('## A\n\n#### B\n\n### C\n\n## D\n')).toEqual([2, 3, 3, 2]);
    expect(body('# Title\n\n### Usage\n\n##### Deep\n')).toBe('## Usage {#usage}\n\n### Deep {#deep}\n');
  });

  it('hold only text, inline code and emphasis (the table of contents is built from them)', () => {
    const markdown = body(
      '## *Em* `code` [link](https://x.org) ![img](https://x.org/a.png "t") <img src=x onerror=alert(1)> &lt;b&gt; <!-- #evil --> {#custom}\n\n## ![only an image](x.png)\n',
    );
    const headings: MdastHeading[] = [];
    const walk = (node: {type: string; children?: unknown[]}) => {
      if (node.type === 'heading') headings.push(node as MdastHeading);
      for (const child of (node.children ?? []) as never[]) walk(child);
    };
    walk(reparse(markdown) as never);
    expect(headings).toHaveLength(1);
    const types = new Set<string>();
    const collect = (node: {type: string; children?: unknown[]}) => {
      types.add(node.type);
      for (const child of (node.children ?? []) as never[]) collect(child);
    };
    headings.forEach((heading) => heading.children.forEach((child) => collect(child as never)));
    expect([...types].sort()).toEqual(['emphasis', 'inlineCode', 'text']);
    expect(markdown).toBe('## *Em* `code` link \\<b> {#em-code-link-b}\n');
  });
});

describe('GitHub alerts', () => {
  it('become admonitions', () => {
    expect(body('> [!NOTE]\n>\n> Read this.\n')).toBe(':::note\nRead this.\n:::\n');
    expect(body('> [!tip]\n> Short.\n')).toBe(':::tip\nShort.\n:::\n');
    expect(body('> [!IMPORTANT]\n> A\n>\n> B\n')).toBe(':::info[Important]\nA\n\nB\n:::\n');
    expect(body('> [!WARNING]\n> Careful.\n')).toBe(':::warning\nCareful.\n:::\n');
    expect(body('> [!CAUTION]\n> Danger.\n')).toBe(':::danger[Caution]\nDanger.\n:::\n');
  });

  it('also at the start of a paragraph or with text on the marker line', () => {
    expect(body('[!NOTE] Brotli is `zlib`.\nMore.\n')).toBe(':::note\nBrotli is `zlib`.\nMore.\n:::\n');
    expect(body('> [!WARNING] Same line.\n')).toBe(':::warning\nSame line.\n:::\n');
  });

  it('inside lists and nested in each other', () => {
    expect(body('- item\n\n  > [!NOTE]\n  > > [!TIP]\n  > > Inner.\n')).toBe(
      '- item\n\n  ::::note\n  :::tip\n  Inner.\n  :::\n  ::::\n',
    );
  });

  it('leave other blockquotes and bracketed text alone', () => {
    expect(body('> Just a quote [!NOTE]\n')).toBe('> Just a quote \\[!NOTE]\n');
    expect(body('> [!NOTES]\n> x\n')).toBe('> \\[!NOTES]\n> x\n');
  });

  it('keep the README from writing directives of its own', () => {
    const markdown = body(':::danger[Pwned]\ntext\n:::\n\nand :abbr[x]{onclick=y}\n');
    expect(JSON.stringify(reparse(markdown))).not.toMatch(/Directive/);
  });
});

describe('links and images', () => {
  const ctx = testContext();
  /** After a heading: the top of a README (the banner) is behind. */
  const link = (markdown: string, context = ctx) =>
    body(`## Section\n\n${markdown}`, context).replace('## Section {#section}\n\n', '').trim();

  it('rewrites relative links and images against the repository', () => {
    expect(link('[guide](./docs/guide.md#Setup)')).toBe(
      '[guide](https://github.com/webpack/evil-loader/blob/HEAD/docs/guide.md#setup)',
    );
    expect(link('![shot](img/shot.png)')).toBe(
      '![shot](https://raw.githubusercontent.com/webpack/evil-loader/HEAD/img/shot.png)',
    );
    expect(link('[license](/LICENSE)')).toBe(
      '[license](https://github.com/webpack/evil-loader/blob/HEAD/LICENSE)',
    );
    expect(link('Logo: <img src="./logo.png" width=10>')).toBe(
      'Logo: <img src="https://raw.githubusercontent.com/webpack/evil-loader/HEAD/logo.png" width=10>',
    );
  });

  it('rewrites links to other pulled packages to their pages, lowercasing fragments', () => {
    expect(link('[css](https://github.com/webpack-contrib/css-loader#Modules)')).toBe(
      '[css](/loaders/css-loader/#modules)',
    );
    expect(link('[css](https://github.com/webpack/css-loader/blob/main/README.md)')).toBe(
      '[css](/loaders/css-loader/)',
    );
    expect(link('[mcep](https://www.npmjs.com/package/mini-css-extract-plugin)')).toBe(
      '[mcep](/plugins/mini-css-extract-plugin/)',
    );
    expect(link('[wjo](https://webpack.js.org/loaders/css-loader/)')).toBe('[wjo](/loaders/css-loader/)');
    expect(link('[issues](https://github.com/webpack/css-loader/issues)')).toBe(
      '[issues](https://github.com/webpack/css-loader/issues)',
    );
    expect(link('[same](#Options)')).toBe('[same](#options)');
    expect(link('[self](README.md#Usage)')).toBe('[self](#usage)');
    expect(link('<a href="https://github.com/webpack/css-loader">css</a>')).toBe(
      '<a href="/loaders/css-loader/">css</a>',
    );
  });

  it('drops fragments that point nowhere when the anchors are known', () => {
    const strict = testContext({
      selfRoute: '/loaders/evil-loader/',
      anchors: new Map([
        ['/loaders/evil-loader/', new Set(['options'])],
        ['/loaders/css-loader/', new Set(['modules'])],
      ]),
    });
    expect(link('[a](#options) [b](#missing)', strict)).toBe('[a](#options) b');
    expect(link('[c](https://github.com/webpack/css-loader#nope)', strict)).toBe('[c](/loaders/css-loader/)');
    expect(link('[c](https://github.com/webpack/css-loader#modules)', strict)).toBe(
      '[c](/loaders/css-loader/#modules)',
    );
  });

  it('drops unsafe links but keeps their text', () => {
    expect(link('see [this](javascript:alert(1)) now')).toBe('see this now');
    expect(link('[![badge](data:image/png;base64,AAA)](https://x.org)')).toBe('[badge](https://x.org/)');
    expect(link('[x](<java\tscript:alert(1)>)')).toBe('x');
    expect(link('[x](vbscript:msgbox)')).toBe('x');
    expect(link('<a href="javascript:alert(1)" title="t">x</a>')).toBe('<a  title="t">x</a>');
  });

  it('resolves reference links and images, each URL for what it is', () => {
    expect(link('[a][one] ![b][one]\n\n[one]: ./docs/x.png\n[two]: javascript:alert(1)\n')).toBe(
      '[a](https://github.com/webpack/evil-loader/blob/HEAD/docs/x.png) ![b](https://raw.githubusercontent.com/webpack/evil-loader/HEAD/docs/x.png)',
    );
    expect(link('[no definition][nowhere]\n')).toBe('\\[no definition]\\[nowhere]');
  });

  it('keeps safe autolinks', () => {
    expect(link('<https://example.com/a>')).toBe('<https://example.com/a>');
    expect(link('<javascript:alert(1)>')).toBe('javascript\\:alert(1)'); // text: the escape keeps it from reading as a directive
  });
});

describe('links to webpack.js.org', () => {
  const site = testSite(
    {
      '/': [],
      '/configuration/module/': ['rule-include', 'condition'],
      '/configuration/optimization/': ['optimizationemitonerrors'],
      '/guides/shimming/': [],
    },
    {'/plugins/no-emit-on-errors-plugin/': '/configuration/optimization/#optimizationemitonerrors'},
  );
  const rewrite = (url: string) => {
    const report = {
      onSite: 0,
      missingPages: new Map<string, number>(),
      missingAnchors: new Map<string, number>(),
    };
    const markdown = body(`[x](${url})`, testContext({site, report})).trim();
    return {markdown, report};
  };

  it.each([
    ['https://webpack.js.org/configuration/module/#rule-include', '/configuration/module/#rule-include'],
    ['http://webpack.js.org/configuration/module/#condition', '/configuration/module/#condition'],
    ['//webpack.js.org/configuration/module/', '/configuration/module/'],
    ['https://webpack.js.org/configuration/module', '/configuration/module/'],
    ['https://www.webpack.js.org/guides/shimming', '/guides/shimming/'],
    ['https://webpack.js.org/', '/'],
    ['https://webpack.js.org', '/'],
    [
      'https://webpack.js.org/plugins/no-emit-on-errors-plugin/',
      '/configuration/optimization/#optimizationemitonerrors',
    ],
  ])('%s → %s', (url, expected) => {
    const {markdown, report} = rewrite(url);
    expect(markdown).toBe(`[x](${expected})`);
    expect(report.onSite).toBe(1);
  });

  it('leaves links to pages or ids this site lacks on webpack.js.org, and says which', () => {
    const page = rewrite('https://webpack.js.org/guides/native-css/#migration-guide');
    expect(page.markdown).toBe('[x](https://webpack.js.org/guides/native-css/#migration-guide)');
    expect([...page.report.missingPages]).toEqual([['/guides/native-css/', 1]]);
    const id = rewrite('http://webpack.js.org/configuration/module/#rule-exclude');
    expect(id.markdown).toBe('[x](https://webpack.js.org/configuration/module/#rule-exclude)');
    expect([...id.report.missingAnchors]).toEqual([['/configuration/module/#rule-exclude', 1]]);
    expect(rewrite('https://webpack.js.org/assets/icon-square-big.svg').report).toEqual({
      onSite: 0,
      missingPages: new Map(),
      missingAnchors: new Map(),
    });
  });
});

describe('code blocks', () => {
  it('keep their language and lose the rest of the info string', () => {
    expect(body('```js title="x" live\nconst a = 1;\n```\n\n```bash npm2yarn\nnpm i\n```\n')).toBe(
      '```js\nconst a = 1;\n```\n\n```bash\nnpm i\n```\n',
    );
    expect(body('```{evil}\nx\n```\n\n    indented\n')).toBe('```text\nx\n```\n\n```\nindented\n```\n');
  });

  it('use a fence longer than any inside them', () => {
    expect(body('~~~ts\n```\ninner\n```\n~~~\n')).toBe('````ts\n```\ninner\n```\n````\n');
  });

  it('cannot be unwrapped by Docusaurus', () => {
    expect(guardMdxCodeBlocks('````md\n```mdx-code-block\n<b>x</b>\n```\n````')).toBe(
      '````md\n```\u200bmdx-code-block\n<b>x</b>\n```\n````',
    );
    expect(body('```mdx-code-block\n<script>x</script>\n```\n')).toBe('```text\n<script>x</script>\n```\n');
  });
});
