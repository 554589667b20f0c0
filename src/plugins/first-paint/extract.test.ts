import {criticalCssInliner} from './extract';
import {headStylesheets} from './critical';

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
    const page = await criticalCssInliner(new Map([[HREF, STYLESHEET]])).inline(PAGE);
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

  it('leaves out hover rules, rules of absent classes, print rules and unread custom properties', () => {
    expect(css).not.toContain(':hover');
    expect(css).not.toContain('.pills');
    expect(css).not.toContain('display:none}}@media print');
    expect(css).not.toMatch(/@media print/);
    expect(css).not.toContain('--ifm-unused');
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
