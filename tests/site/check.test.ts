/**
 * The site check proves it can fail: a small fixture build with one example of each defect class
 * (and pages that must pass) goes through the same code as `npm run test:site`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkSite, formatReport, type SiteCheckResult} from './lib/check';
import {analysePage} from './lib/page';
import type {DefectKind} from './lib/page';
import {criticalCssCeiling} from '../../src/data/performance';

const page = (body: string, {title = 'Page'}: {title?: string} = {}) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main>${body}</main></body></html>`;

/** A page with what its <head> holds given: the stylesheet as a page gets it before and after src/plugins/first-paint. */
const styledPage = (head: string, bodyEnd = '') =>
  `<!doctype html><html><head><title>Styled</title>${head}</head><body><main><h1>Styled</h1></main>${bodyEnd}</body></html>`;

/** CSS that gzip cannot shrink much: 2,000 rules of made-up class names (a fixed sequence, not random). */
const heavyCss = Array.from(
  {length: 2000},
  (_, i) => `.c${((i * 2654435761) >>> 0).toString(36)}{margin:${i}px}`,
).join('');

/** The fixture build: site path → file contents. */
const FILES: Record<string, string> = {
  'index.html': page(
    '<h1>Home</h1><p>Read <a href="/good/#usage">usage</a> and <a href="/old/#usage">the old page</a>.</p>',
  ),
  'good/index.html': page(
    `<h1>Good</h1>
     <h2 id="usage"><a id="their-usage" class="anchor-alias" aria-hidden="true"></a>Usage</h2>
     <p>Text with <code>**not emphasis**</code>, <code>:::tip</code> and <code>[a](b)</code> in code.</p>
     <pre><code>## not a heading {#x}
&lt;div&gt;</code></pre>
     <p>An asterisk * alone, a glob in code <code>src/**/*.js</code>, <kbd>__</kbd>, and __dirname.</p>
     <p>Mentioning a &lt;style&gt; element is prose, and so is 2 &lt; 3.</p>
     <h3 id="details">Details</h3>
     <img src="/logo.svg" alt="webpack logo"><img src="/line.svg" alt="" role="presentation">
     <span aria-hidden="true"><img src="/deco.svg" alt=""></span>
     <a href="/logo.svg">logo file</a> <a href="https://example.com/x#y">elsewhere</a> <a href="#details">details</a>
     <a href="mailto:someone@example.com">mail</a>`,
  ),
  'old/index.html':
    '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/good/"></head></html>',
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'raw/index.html': page(
    `<h1>Raw</h1>
     <p>:::tip Title</p><p>This is **bold** text.</p><p>这种*源代码</p><p>And __this__ too.</p>
     <p>See [the guide](/guides/).</p><h2>Chinese heading {#english-id}</h2>
     <p>A &lt;details&gt; block that did not render.</p><p>## Heading as text</p>
     <blockquote><p>[!NOTE] GitHub alert</p></blockquote>
     <div class="admonition"><mdxadmonitiontitle>Set <code>mode</code></mdxadmonitiontitle></div>`,
  ),
  'links/index.html': page(
    `<h1>Links</h1>
     <a href="/nowhere/">missing page</a> <a href="/good/#nope">missing anchor</a>
     <a href="/old/#nope">missing anchor behind a redirect</a> <a href="#also-nope">missing here</a>
     <a href="https://webpack.js.org/concepts/">old site</a> <a href="/missing.png">missing file</a>`,
  ),
  'structure/index.html': page(
    `<h1>One</h1><h1>Two</h1><p id="dup">a</p><p id="dup">b</p>
     <h2 id="a">A</h2><h4 id="b">B jumps a level</h4>
     <img src="/logo.svg"><img src="/logo.svg" alt="">`,
  ),
  'no-title/index.html': page('<p>No h1 at all.</p>'),
  'blocking/index.html': styledPage(
    '<link rel=stylesheet href=/assets/css/styles.css /><link rel=stylesheet media=print href=/print.css>',
  ),
  'inlined/index.html': styledPage(
    '<style>h1{margin:0}</style>',
    '<noscript><link rel="stylesheet" href="/assets/css/styles.css"></noscript>' +
      '<script data-stylesheets="/assets/css/styles.css" data-scripts="/assets/js/main.js">loader()</script>',
  ),
  'early/index.html': styledPage(
    '<link rel="preload" href="/assets/css/styles.css" as="style"><style>h1{margin:0}</style>' +
      '<script src=/assets/js/main.js defer></script><link rel=preload as=image href=/logo.svg>',
    '<link rel="stylesheet" href="/assets/css/styles.css">',
  ),
  'heavy/index.html': styledPage(
    `<style>${heavyCss}</style>`,
    '<link rel="stylesheet" href="/assets/css/styles.css">',
  ),
  'app-shell/index.html': styledPage('<link rel=stylesheet href=/assets/css/styles.css />'),
  'assets/css/styles.css': 'h1{margin:0}',
  'print.css': '',
  'sitemap.xml':
    '<?xml version="1.0"?><urlset><url><loc>https://example.org/good/</loc></url><url><loc>https://example.org/gone/</loc></url></urlset>',
  'zh/index.html': page('<h1>首页</h1>'),
  'zh/good/index.html': page('<h1>好</h1><h2 id="usage">用法</h2>'),
  'zh/sitemap.xml':
    '<?xml version="1.0"?><urlset><url><loc>https://example.org/zh/good/</loc></url></urlset>',
};

let dir: string;
let result: SiteCheckResult;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecheck-'));
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  result = checkSite(dir, {
    webpackJsOrg: {
      spec: {
        source: 'fixture',
        pages: {
          '/good/': ['usage', 'their-usage', 'gone-section'],
          '/old/': ['usage'],
          '/only-there/': ['x'],
          '/elsewhere/': ['z'],
        },
      },
      pagesWithoutTheirSections: ['/old/'],
      aliases: {'/good/': {'their-usage': 'usage', details: 'usage'}},
    },
  });
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const details = (kind: DefectKind, page?: string) =>
  result.defects
    .filter((d) => d.kind === kind && (page === undefined || d.page === page))
    .map((d) => d.detail);

describe('site check on the fixture build', () => {
  it('passes the clean pages: code, decorative images, files, redirects, other sites and aliases', () => {
    const ofCompat = new Set<DefectKind>(['webpack-js-org-anchor', 'stale-alias']);
    expect(
      result.defects.filter((d) => (d.page === '/good/' || d.page === '/') && !ofCompat.has(d.kind)),
    ).toEqual([]);
  });

  it('finds each kind of unrendered Markdown in visible text, not in code', () => {
    expect(details('raw-markdown', '/raw/')).toEqual([
      'admonition fence (:::) in ":::tip Title"',
      'emphasis marker (**) in "This is **bold** text."',
      'emphasis marker (*) next to Chinese text in "这种*源代码"',
      'emphasis marker (__) in "And __this__ too."',
      'link syntax (](…) in "See [the guide](/guides/)."',
      'heading id ({#id}) in "Chinese heading {#english-id}"',
      'HTML tag shown as text in "A <details> block that did not render."',
      'heading shown as text: "## Heading as text"',
      'GitHub alert ([!NOTE]) in "[!NOTE] GitHub alert"',
      'unrendered <mdxadmonitiontitle>: "Set mode"',
    ]);
  });

  it('finds links to missing pages, files and anchors (also behind a redirect and on the page itself)', () => {
    expect(details('broken-link', '/links/')).toEqual([
      '"missing page" → /nowhere/: no such page or file',
      '"missing file" → /missing.png: no such page or file',
    ]);
    expect(details('broken-anchor', '/links/')).toEqual([
      '"missing anchor" → /good/#nope: no id "nope" on /good/',
      '"missing anchor behind a redirect" → /old/#nope: no id "nope" on /good/',
      '"missing here" → #also-nope: no id "also-nope" on /links/',
    ]);
    expect(details('link-to-webpack-js-org', '/links/')).toEqual([
      '"old site" → https://webpack.js.org/concepts/',
    ]);
  });

  it('finds pages without exactly one h1, repeated ids, images without alt and heading jumps', () => {
    expect(details('h1-count', '/structure/')).toEqual(['2 <h1> elements']);
    expect(details('h1-count', '/no-title/')).toEqual(['0 <h1> elements']);
    expect(details('duplicate-id', '/structure/')).toEqual(['id "dup" is used 2 times']);
    expect(details('image-alt', '/structure/')).toEqual([
      '<img src="/logo.svg"> has no alt',
      '<img src="/logo.svg"> has alt="" but is not marked decorative (role="presentation" or aria-hidden)',
    ]);
    expect(details('heading-jump', '/structure/')).toEqual(['h2 "A" is followed by h4 "B jumps a level"']);
  });

  it('finds a stylesheet that blocks the first paint from <head>, and inlined CSS over its ceiling', () => {
    expect(details('render-blocking-css')).toEqual([
      '<link rel="stylesheet" href="/assets/css/styles.css"> in <head> blocks the first paint',
      expect.stringMatching(
        new RegExp(
          `^\\d+ bytes \\(gzip\\) of CSS inlined in <head>, over the ${criticalCssCeiling} allowed$`,
        ),
      ),
    ]);
    expect(result.defects.filter((d) => d.kind === 'render-blocking-css').map((d) => d.page)).toEqual([
      '/blocking/',
      '/heavy/',
    ]);
    // Inlined critical rules with the stylesheet loaded from the end of <body> pass; so does the app shell (a template).
    expect(result.figures['pages with their critical CSS inlined']).toBe(3);
    expect(result.figures['largest inlined critical CSS (bytes, gzip)']).toBeGreaterThan(criticalCssCeiling);
  });

  it('finds scripts and preloads that the browser requests before the first paint', () => {
    expect(result.defects.filter((d) => d.kind === 'early-request')).toEqual([
      {
        page: '/early/',
        kind: 'early-request',
        detail: '<link rel="preload" href="/assets/css/styles.css"> is requested before the first paint',
      },
      {
        page: '/early/',
        kind: 'early-request',
        detail: '<script src="/assets/js/main.js"> is requested before the first paint',
      },
    ]);
  });

  it('finds sitemap URLs that are not built', () => {
    expect(result.defects.filter((d) => d.kind === 'missing-page')).toEqual([
      {page: '/gone/', kind: 'missing-page', detail: 'listed in sitemap.xml but not built'},
    ]);
  });

  it('finds webpack.js.org pages and ids that resolve nowhere, and stale or missing aliases', () => {
    expect(result.defects.filter((d) => d.kind === 'webpack-js-org-page').map((d) => d.page)).toEqual([
      '/only-there/',
      '/elsewhere/',
    ]);
    expect(details('webpack-js-org-anchor')).toEqual([
      '1 id(s) of webpack.js.org not on /good/: gone-section',
    ]);
    expect(details('stale-alias')).toEqual([
      'alias "details" duplicates a real id of the page: remove it from src/data/anchorAliases.ts',
      'alias "their-usage" is missing: the page has no id "usage" (a translation without that section?)',
      'alias "details" is missing: the page has no id "usage" (a translation without that section?)',
    ]);
    expect(result.figures['webpack.js.org ids found through an alias']).toBe(1);
    expect(result.figures['webpack.js.org ids on pages without their sections']).toBe(1);
  });

  it('prints the figures and the pass/fail line over pages', () => {
    const report = formatReport(result);
    expect(report).toMatch(/HTML pages checked \(en\): 11/);
    expect(report).toMatch(/HTML pages checked \(zh\): 2/);
    expect(report).toMatch(/^site: \d+ passed, \d+ failed$/m);
  });
});

describe('analysePage', () => {
  it('does not count ids of a redirect page and reads its target', () => {
    const facts = analysePage('/old/', FILES['old/index.html']!);
    expect(facts.redirectTo).toBe('/good/');
    expect(facts.defects).toEqual([]);
  });
});
