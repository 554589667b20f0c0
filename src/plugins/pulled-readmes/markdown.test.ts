import fs from 'fs';
import path from 'path';
import {isAllowedTag} from './html';
import {createSlugger, neutralizeSchemes, processReadme, sanitizeInline, splitBlocks} from './markdown';
import {splitCode, tagsIn, testContext} from './testUtils';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');

describe('processReadme with a hostile README', () => {
  const result = processReadme(fixture('hostile.md'), testContext());
  const {code, text} = splitCode(result.body);

  it('drops the banner, the badges and the first h1', () => {
    expect(result.droppedTitle).toBe('evil-loader');
    expect(result.body).not.toContain('icon-square-big');
    expect(result.body).not.toContain('[![npm]');
    expect(result.body).not.toMatch(/^# /m);
    expect(result.body.startsWith('Intro with')).toBe(true);
  });

  it('leaves only allow-listed tags without event handlers or styles', () => {
    for (const tag of tagsIn(text)) {
      expect(isAllowedTag(tag.name)).toBe(true);
      expect(tag.raw).not.toMatch(/\son[a-z]+\s*=/i);
      expect(tag.raw).not.toMatch(/\s(style|class|srcdoc)\s*=/i);
      expect(tag.raw).not.toMatch(/\sid="__docusaurus"/);
    }
    expect(text).not.toMatch(/<(script|style|iframe|object|embed|pre|textarea)\b/i);
    expect(text).toContain('&lt;script>alert');
    expect(text).toContain('&lt;iframe');
  });

  it('leaves no javascript: or data: URL anywhere a parser could use it', () => {
    expect(text).not.toMatch(/javascript\s*:/i);
    expect(text).not.toMatch(/data\s*:/i);
    expect(text).not.toMatch(/&#x?0*(106|6a);/i); // entity-encoded "j" is decoded, then broken up
    expect(text).toContain('[js link]'.slice(1, -1)); // the text survives without the link
    expect(text).not.toMatch(/\]\(\s*<?\s*(javascript|data)/i);
    expect(text).not.toMatch(/^\[evil\]:/m);
    expect(text).not.toContain('](#)');
  });

  it('neutralises MDX-looking syntax', () => {
    const prose = text.replace(/`[^`\n]*`/g, '').replace(/ \{#[\w-]+\}$/gm, '');
    expect(prose).not.toMatch(/[{}]/);
    expect(text).toContain('&#123;props.secret&#125;');
    expect(text).toContain('&lt;Foo bar=&#123;1&#125; />');
    expect(text).toContain('&lt;Tabs>text&lt;/Tabs>');
  });

  it('keeps code blocks byte for byte', () => {
    expect(code).toEqual(
      expect.arrayContaining([
        "<script>alert('in code')</script>",
        '<img src=x onerror=alert(1)>',
        '{props.value}',
      ]),
    );
    expect(result.body).toContain(
      "```html\n<script>alert('in code')</script>\n<img src=x onerror=alert(1)>\n{props.value}\n```",
    );
  });

  it('turns inline code containing markup into an inert <code> element', () => {
    expect(text).toContain('<code>&#60;script&#62;alert&#40;1&#41;&#60;&#47;script&#62;</code>');
    expect(text).toContain('`{braces}`');
    expect(text).toContain('`plain code`');
  });

  it('gives every heading a stable unique id and no h1', () => {
    expect(result.headings.map((h) => h.id)).toEqual(['options', 'options-1']);
    expect(result.body).toContain('## Options {#options}');
    expect(result.body).toContain('## Options {#options-1}');
  });

  it('never lets Docusaurus unwrap an mdx-code-block', () => {
    expect(result.body).not.toMatch(/^ *`{3,4} *mdx-code-block/m);
  });

  it('keeps ambiguous fences as canonical code blocks', () => {
    expect(code).toContain("<script>alert('indented fence')</script>");
    // Inside <pre> (an HTML block until </pre>) a fence is not a fence: here
    // the ``` pair becomes an inert inline code element.
    expect(code).not.toContain("<script>alert('in pre')</script>");
    expect(text).toContain(
      '&lt;pre>\n<code>&#60;script&#62;alert&#40;&#39;in pre&#39;&#41;&#60;&#47;script&#62;</code>\n&lt;/pre>',
    );
  });

  it('survives broken markdown', () => {
    expect(text).toContain('[unclosed link(http://x.com');
    expect(text).toContain('&lt;!-- unclosed comment');
  });
});

describe('processReadme edge cases', () => {
  it('closes an unclosed fence at the end', () => {
    const {body} = processReadme(fixture('broken.md'), testContext());
    expect(body).toBe('```js\nconst a = 1;\nno closing fence, the rest is code <script>\n```\n');
  });

  it('handles BOM, CRLF, NUL and explicit ids', () => {
    const {body, headings, droppedTitle} = processReadme(fixture('crlf.md'), testContext());
    expect(droppedTitle).toBe('title');
    expect(body).not.toMatch(/[\r\0\uFEFF]/);
    expect(body).toContain('line\ufffdwith nul');
    expect(headings).toEqual([{level: 2, text: 'Heading', id: 'heading'}]);
  });

  it('returns an empty body for an empty README', () => {
    expect(processReadme('', testContext()).body).toBe('');
    expect(processReadme('# only a title\n', testContext()).body).toBe('');
  });

  it('demotes headings when more h1 follow the title', () => {
    const {body} = processReadme('# Title\n\n# Usage\n\n## Options\n\n###### Deep\n', testContext());
    expect(body).toBe('## Usage {#usage}\n\n### Options {#options}\n\n###### Deep {#deep}\n');
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
    const {body, headings} = processReadme(src, testContext());
    expect(body).toBe(
      '## Usage {#usage}\n\n## Install {#install}\n\n### `modules` option {#modules-option}\n',
    );
    expect(headings.map((h) => h.id)).toEqual(['usage', 'install', 'modules-option']);
  });

  it('keeps a blockquote before the title (babel-loader layout)', () => {
    const src =
      '> This README is for v8\n\n[![npm](https://img.shields.io/x.svg)](https://npmjs.com/x)\n\n<div align="center">\n  <img src="https://x/logo.svg">\n</div>\n\n<h1 align="center">Babel Loader</h1>\n\nText.\n';
    const result = processReadme(src, testContext());
    expect(result.droppedTitle).toBe('Babel Loader');
    expect(result.body).toBe('> This README is for v8\n\nText.\n');
  });

  it('drops a title block that holds the h1 (npm-install-webpack-plugin layout)', () => {
    const src =
      '[![npm][npm]][npm-url]\n\n<div align="center">\n  <!-- logo -->\n  <h1>NPM Install Webpack Plugin</h1>\n  <p>Speed up.</p>\n</div>\n\nIt sucks.\n';
    const result = processReadme(src, testContext());
    expect(result.droppedTitle).toBe('NPM Install Webpack Plugin');
    expect(result.body).toBe('It sucks.\n');
  });
});

describe('links and images', () => {
  const ctx = testContext();
  const run = (md: string) => sanitizeInline(md, ctx);

  it('rewrites relative links and images against the repository', () => {
    expect(run('[guide](./docs/guide.md#Setup)')).toBe(
      '[guide](https://github.com/webpack/evil-loader/blob/HEAD/docs/guide.md#setup)',
    );
    expect(run('![shot](img/shot.png)')).toBe(
      '![shot](https://raw.githubusercontent.com/webpack/evil-loader/HEAD/img/shot.png)',
    );
    expect(run('[license](/LICENSE)')).toBe(
      '[license](https://github.com/webpack/evil-loader/blob/HEAD/LICENSE)',
    );
    expect(run('<img src="./logo.png">')).toBe(
      '<img src="https://raw.githubusercontent.com/webpack/evil-loader/HEAD/logo.png" />',
    );
  });

  it('rewrites links to other pulled packages to their pages, lowercasing fragments', () => {
    expect(run('[css](https://github.com/webpack-contrib/css-loader#Modules)')).toBe(
      '[css](/loaders/css-loader/#modules)',
    );
    expect(run('[css](https://github.com/webpack/css-loader/blob/main/README.md)')).toBe(
      '[css](/loaders/css-loader/)',
    );
    expect(run('[mcep](https://www.npmjs.com/package/mini-css-extract-plugin)')).toBe(
      '[mcep](/plugins/mini-css-extract-plugin/)',
    );
    expect(run('[wjo](https://webpack.js.org/loaders/css-loader/)')).toBe('[wjo](/loaders/css-loader/)');
    // Not the README: stays on GitHub.
    expect(run('[issues](https://github.com/webpack/css-loader/issues)')).toBe(
      '[issues](https://github.com/webpack/css-loader/issues)',
    );
    expect(run('[same](#Options)')).toBe('[same](#options)');
    expect(run('[self](README.md#Usage)')).toBe('[self](#usage)');
  });

  it('drops fragments that point nowhere when the anchors are known', () => {
    const strict = testContext({
      selfRoute: '/loaders/evil-loader/',
      anchors: new Map([
        ['/loaders/evil-loader/', new Set(['options'])],
        ['/loaders/css-loader/', new Set(['modules'])],
      ]),
    });
    expect(sanitizeInline('[a](#options) [b](#missing)', strict)).toBe('[a](#options) b');
    expect(sanitizeInline('[c](https://github.com/webpack/css-loader#nope)', strict)).toBe(
      '[c](/loaders/css-loader/)',
    );
    expect(sanitizeInline('[c](https://github.com/webpack/css-loader#modules)', strict)).toBe(
      '[c](/loaders/css-loader/#modules)',
    );
  });

  it('drops unsafe links but keeps their text', () => {
    expect(run('see [this](javascript:alert(1)) now')).toBe('see this now');
    expect(run('[![badge](data:image/png;base64,AAA)](https://x.org)')).toBe('[badge](https://x.org/)');
    expect(run('[x](<java\tscript:alert(1)>)')).toBe('x');
    expect(run('[x](vbscript:msgbox)')).toBe('x');
  });

  it('rewrites reference definitions', () => {
    const {body} = processReadme(
      '[a][one]\n\n[one]: ./CONTRIBUTING.md\n[two]: javascript:alert(1)\n',
      testContext(),
    );
    expect(body).toBe(
      '[a][one]\n\n[one]: https://github.com/webpack/evil-loader/blob/HEAD/CONTRIBUTING.md\n',
    );
  });

  it('keeps safe autolinks and breaks up scheme text in prose', () => {
    expect(run('<https://example.com/a>')).toBe('<https://example.com/a>');
    expect(run('a data: URL')).toBe('a data\u200b: URL');
    expect(neutralizeSchemes('&#106;avascript&#58;x')).toBe('javascript\u200b:x');
  });
});

describe('helpers', () => {
  it('slugs like GitHub and de-duplicates', () => {
    const slug = createSlugger();
    expect(slug('Getting Started')).toBe('getting-started');
    expect(slug('`modules` option')).toBe('modules-option');
    expect(slug('Getting Started')).toBe('getting-started-1');
    expect(slug('!!!')).toBe('section');
    expect(slug('!!!')).toBe('section-1');
  });

  it('splits fenced code, tildes and long fences included', () => {
    const blocks = splitBlocks('a\n~~~ts title="x"\n```\ninner\n```\n~~~\nb');
    expect(blocks).toEqual([
      {kind: 'text', lines: ['a']},
      {kind: 'code', lang: 'ts', lines: ['```', 'inner', '```']},
      {kind: 'text', lines: ['b']},
    ]);
    const {body} = processReadme('~~~ts\n```\ninner\n```\n~~~\n', testContext());
    expect(body).toBe('````ts\n```\ninner\n```\n````\n');
  });
});
