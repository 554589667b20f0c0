import {criticalCssInliner} from './extract';
import {headStylesheets} from './critical';
import {splitDocumentWide} from './documentWide';

/** Beasties itself on a small page: which rules it keeps for the first paint, and the page it gives back. */

const HREF = '/assets/css/styles.abc.css';
const STYLESHEET = [
  ':root{--ifm-background-color:#fff;--ifm-unused:1px}',
  'html{background:var(--ifm-background-color)}',
  'html[data-theme=dark]{--ifm-background-color:#1b1b1d}',
  '[data-theme=dark] .navbar{background:#242526}',
  '[data-theme=light] .navbar{background:#fff}',
  '.navbar{display:flex}',
  '.navbar__link:hover{color:red}',
  '.pills{margin:0}',
  'kbd{font-family:monospace}',
  'a:hover{color:blue}',
  '.breadcrumbs__item:not(:last-child):after{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>")}',
  '@media print{.navbar{display:none}}',
  '@media (width<=996px){.navbar__link{display:none}}',
  '@media (width<=600px){table>tbody>tr>td{display:block}}',
].join('');

const PAGE =
  '<!doctype html><html lang=en class=plugin-docs><head><meta charset=UTF-8>' +
  `<link rel=stylesheet href=${HREF} /></head>` +
  '<body><script>document.documentElement.setAttribute("data-theme","dark")</script>' +
  '<nav class=navbar><a class=navbar__link href=/>Home</a></nav>' +
  '<ul><li class=breadcrumbs__item>a<li class=breadcrumbs__item>b</ul>' +
  // End tags left out as the minifier does: the browser closes <thead> at <tbody>.
  '<table><thead><tr><th>Option<th>Default<tbody id=sh-1><tr><td>mode<td>production</table></body></html>';

describe('criticalCssInliner (with Beasties)', () => {
  let html: string;
  let css: string;

  beforeAll(async () => {
    const page = await criticalCssInliner(new Map([[HREF, splitDocumentWide(STYLESHEET)]])).inline(PAGE);
    html = page!.html;
    css = /<style>([\s\S]*)<\/style>/.exec(html)![1]!;
    expect(page!.inlined).toBe(css.length);
    expect(page!.stylesheets).toEqual([HREF]);
  });

  it('keeps the rules of both colour modes that the page’s elements need, the root’s included', () => {
    expect(css).toContain('html[data-theme=dark]{--ifm-background-color:#1b1b1d}');
    expect(css).toContain('[data-theme=dark] .navbar{background:#242526}');
    expect(css).toContain('[data-theme=light] .navbar{background:#fff}');
    expect(css).toContain('html{background:var(--ifm-background-color)}');
  });

  it('keeps the media queries for other widths, and data URIs as written', () => {
    expect(css).toContain('@media (width<=996px){.navbar__link{display:none}}');
    expect(css).toContain('@media (width<=600px){table>tbody>tr>td{display:block}}');
    expect(css).toContain(
      'background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>")',
    );
  });

  it('leaves out hover rules and rules of absent classes, and keyed print rules', () => {
    expect(css).not.toContain('.navbar__link:hover');
    expect(css).not.toContain('.pills');
    expect(css).not.toMatch(/@media print/);
  });

  it('inlines every document-wide rule whole, matched or not, before the keyed ones', () => {
    expect(css).toContain(':root{--ifm-background-color:#fff;--ifm-unused:1px}');
    expect(css).toContain('kbd{font-family:monospace}');
    expect(css).toContain('a:hover{color:blue}');
    expect(css.indexOf('kbd{')).toBeLessThan(css.indexOf('.navbar{display:flex}'));
  });

  it('gives the page back with no render-blocking stylesheet and otherwise as it was', () => {
    expect(headStylesheets(html)).toEqual([]);
    expect(html.replace(/<style>[\s\S]*<\/style>/, `<link rel=stylesheet href=${HREF} />`)).toBe(PAGE);
  });

  it('leaves a page without a stylesheet alone', async () => {
    expect(
      await criticalCssInliner(new Map()).inline('<html><head></head><body></body></html>'),
    ).toBeUndefined();
  });
});
