import {
  firstPaintPage,
  headStylesheets,
  inlinedCriticalCss,
  pageFile,
  placeCriticalCss,
  prePaintRootAttributes,
  protectUrls,
  selectorAtFirstPaint,
  withoutPrintRules,
} from './critical';
import {FULL_LAYOUT_ATTRIBUTE} from '../../data/fullLayout';
import {fullLayoutHeadScript} from '../../data/fullLayoutHeadScript';

/** A built page as the minifier leaves it: unquoted attributes, the stylesheet in <head>. */
const PAGE =
  '<!doctype html><html lang=en dir=ltr class="docs-wrapper plugin-docs" data-has-hydrated=false><head>' +
  '<meta charset=UTF-8><script>try{"3"===localStorage.getItem("n")&&document.documentElement.setAttribute("data-banner-dismissed","")}catch(t){}</script>' +
  '<link rel=stylesheet href=/assets/css/styles.abc.css /><script src=/assets/js/main.js defer></script></head>' +
  '<body><script>!function(){document.documentElement.setAttribute("data-theme","dark"),document.documentElement.setAttribute("data-theme-choice","system")}()</script>' +
  '<nav class="navbar navbar--dark"><a class=navbar__brand href=/>webpack</a></nav>' +
  '<main><p style="color:var(--from-attribute)">Text</p></main></body></html>';

describe('headStylesheets', () => {
  it('finds the render-blocking stylesheets of <head>, quoted or not', () => {
    expect(headStylesheets(PAGE)).toEqual([
      {tag: '<link rel=stylesheet href=/assets/css/styles.abc.css />', href: '/assets/css/styles.abc.css'},
    ]);
    expect(headStylesheets('<head><link href="/a.css" rel="stylesheet"></head>')).toEqual([
      {tag: '<link href="/a.css" rel="stylesheet">', href: '/a.css'},
    ]);
  });

  it('leaves out preloads, print and alternate stylesheets, and links in <body>', () => {
    const html =
      '<head><link rel=preload href=/a.css as=style><link rel=stylesheet media=print href=/p.css>' +
      '<link rel="alternate stylesheet" href=/x.css><link rel=alternate href=/feed.xml></head>' +
      '<body><link rel=stylesheet href=/a.css></body>';
    expect(headStylesheets(html)).toEqual([]);
  });
});

describe('prePaintRootAttributes', () => {
  it('names the attributes that inline scripts set on <html> before the paint', () => {
    expect(prePaintRootAttributes(PAGE)).toEqual([
      'data-banner-dismissed',
      'data-theme',
      'data-theme-choice',
    ]);
  });

  it("sees the full-layout head script's attribute, so that its rule is in every page's critical CSS", () => {
    expect(prePaintRootAttributes(`<script>${fullLayoutHeadScript}</script>`)).toEqual([
      FULL_LAYOUT_ATTRIBUTE,
    ]);
  });

  it('ignores scripts loaded from a file and attributes set on other elements', () => {
    expect(
      prePaintRootAttributes(
        '<script src=/x.js>document.documentElement.setAttribute("data-a","")</script>' +
          '<script>document.body.setAttribute("data-b","")</script>',
      ),
    ).toEqual([]);
  });
});

describe('selectorAtFirstPaint', () => {
  const page = firstPaintPage(PAGE);

  it('reads the page: its classes, and the classes and attributes of <html>', () => {
    expect([...page.classes].sort()).toEqual([
      'docs-wrapper',
      'navbar',
      'navbar--dark',
      'navbar__brand',
      'plugin-docs',
    ]);
    expect([...page.root.classes]).toEqual(['docs-wrapper', 'plugin-docs']);
    expect([...page.root.attributes].sort()).toEqual(['class', 'data-has-hydrated', 'dir', 'lang']);
  });

  it('takes the colour mode and banner attributes as present, whatever their value', () => {
    expect(selectorAtFirstPaint('[data-theme=dark] .navbar--dark', page)).toBe('* .navbar--dark');
    expect(selectorAtFirstPaint("[data-theme='light'] .navbar", page)).toBe('* .navbar');
    expect(selectorAtFirstPaint('html[data-banner-dismissed] .navbar', page)).toBe('html .navbar');
    expect(selectorAtFirstPaint('[data-theme-choice=system] .navbar__brand', page)).toBe('* .navbar__brand');
  });

  it('answers a selector of <html> alone itself, which Beasties never finds among <html>’s descendants', () => {
    expect(selectorAtFirstPaint('html[data-theme=dark]', page)).toBe('*');
    expect(selectorAtFirstPaint('[data-theme=dark]:root', page)).toBe('*');
    expect(selectorAtFirstPaint(':where([data-theme=dark])', page)).toBe('*');
    expect(selectorAtFirstPaint('html.docs-wrapper', page)).toBe('*');
    expect(selectorAtFirstPaint('.plugin-docs[lang]', page)).toBe('*');
    // Not the root: left to Beasties, or no match at all.
    expect(selectorAtFirstPaint('.navbar', page)).toBe('.navbar');
    expect(selectorAtFirstPaint('html.plugin-blog', page)).toBeUndefined();
    expect(selectorAtFirstPaint('html[data-announcement-bar-initially-dismissed=true]', page)).toBe(
      'html[data-announcement-bar-initially-dismissed=true]',
    );
  });

  it('leaves out what needs hover, focus or a press, but not what holds without them', () => {
    expect(selectorAtFirstPaint('.navbar__brand:hover', page)).toBeUndefined();
    expect(selectorAtFirstPaint('.navbar:focus-within .navbar__brand', page)).toBeUndefined();
    expect(selectorAtFirstPaint('.navbar__brand:active', page)).toBeUndefined();
    expect(selectorAtFirstPaint('.navbar__brand:not(:hover)', page)).toBe('.navbar__brand:not(:hover)');
    expect(selectorAtFirstPaint('.navbar__brand:focus-visible-ish', page)).toBe(
      '.navbar__brand:focus-visible-ish',
    );
  });

  it('leaves out a selector that needs a class the page has none of, looking outside parentheses and attributes only', () => {
    expect(selectorAtFirstPaint('.pills .navbar', page)).toBeUndefined();
    expect(selectorAtFirstPaint('.navbar:not(.pills)', page)).toBe('.navbar:not(.pills)');
    expect(selectorAtFirstPaint('a[href$=".zip"]', page)).toBe('a[href$=".zip"]');
    // An escaped character is not judged here: the selector is kept (left to Beasties, or taken as the root).
    expect(selectorAtFirstPaint('.navbar .col\\:6', page)).toBe('.navbar .col\\:6');
    expect(selectorAtFirstPaint('.col\\:6', page)).toBe('*');
  });
});

describe('withoutPrintRules', () => {
  it('drops print rules and keeps every custom property, read or not', () => {
    const css =
      ':root{--a:1px;--unused:0}.x{margin:var(--a)}@media print{.x{color:black}}@media (width>=997px){:root{--unused2:1}}';
    expect(withoutPrintRules(css)).toBe(
      ':root{--a:1px;--unused:0}.x{margin:var(--a)}@media (width>=997px){:root{--unused2:1}}',
    );
  });
});

describe('protectUrls', () => {
  it('hides url() tokens from Beasties and puts them back as written', () => {
    const css =
      '.a{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>")}' +
      ".b{background:url('/img/x.png')}.c{background:url(#m)}";
    const {css: hidden, restore} = protectUrls(css, '/assets/css/styles.css');
    expect(hidden).toBe(
      '.a{background:url(#critical-css-url-0)}.b{background:url(#critical-css-url-1)}.c{background:url(#critical-css-url-2)}',
    );
    expect(restore(hidden)).toBe(css);
  });

  it('resolves a relative URL against the stylesheet, as the rules move into pages elsewhere', () => {
    const {css, restore} = protectUrls(
      '.a{background:url(../img/a.svg)}.b{src:url("f.woff2?v=1")}',
      '/zh/assets/css/s.css',
    );
    expect(restore(css)).toBe(
      '.a{background:url(/zh/assets/img/a.svg)}.b{src:url("/zh/assets/css/f.woff2?v=1")}',
    );
  });
});

describe('inlinedCriticalCss', () => {
  it('reads the <style> that Beasties put right before the stylesheet’s <link>', () => {
    const output =
      '<head><style>.other{}</style><meta><style>.x{color:red}</style><link rel="stylesheet" href="/a.css"></head>';
    expect(inlinedCriticalCss(output, '/a.css')).toBe('.x{color:red}');
    expect(
      inlinedCriticalCss(
        '<head><style>.o{}</style><meta><link rel="stylesheet" href="/a.css"></head>',
        '/a.css',
      ),
    ).toBe('');
    expect(() => inlinedCriticalCss('<head></head>', '/a.css')).toThrow(/no <link> to \/a\.css/);
  });
});

describe('placeCriticalCss', () => {
  it('inlines the rules where the stylesheet was linked, nothing else changed', () => {
    const [link] = headStylesheets(PAGE);
    const html = placeCriticalCss(PAGE, link!, '.navbar{color:red}');
    expect(html).toBe(
      PAGE.replace(
        '<link rel=stylesheet href=/assets/css/styles.abc.css />',
        '<style>.navbar{color:red}</style>',
      ),
    );
    expect(headStylesheets(html)).toEqual([]);
  });

  it('refuses rules that would close the <style> element', () => {
    const [link] = headStylesheets(PAGE);
    expect(() => placeCriticalCss(PAGE, link!, '.a{content:"</style>"}')).toThrow(/close a <style>/);
  });
});

describe('pageFile', () => {
  it('maps a route to the file Docusaurus writes it to (trailing slashes on)', () => {
    expect(pageFile('/', '/')).toBe('index.html');
    expect(pageFile('/concepts/', '/')).toBe('concepts/index.html');
    expect(pageFile('/404.html', '/')).toBe('404.html');
    expect(pageFile('/zh/', '/zh/')).toBe('index.html');
    expect(pageFile('/zh/api/cli/', '/zh/')).toBe('api/cli/index.html');
    expect(pageFile('/zh/404.html', '/zh/')).toBe('404.html');
  });
});
