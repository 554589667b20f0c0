import Beasties from 'beasties';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import {unified} from 'unified';
import {
  firstPaintPage,
  headStylesheets,
  inlinedCriticalCss,
  placeCriticalCss,
  protectUrls,
  selectorAtFirstPaint,
  withoutPrintRules,
  type FirstPaintPage,
} from './critical';

/** Beasties' own selector normalisation (strips pseudo-classes and pseudo-elements), which 0.5 has but does not type. */
const beastiesNormalize = (
  Beasties.prototype as unknown as {normalizeCssSelector(this: Beasties, selector: string): string}
).normalizeCssSelector;

/**
 * Beasties, asked about the first paint: a rule's selector is looked for in the page as
 * `selectorAtFirstPaint` gives it for the page being processed (interaction states and classes the
 * page lacks left out, the attributes the colour mode and banner scripts set on `<html>` taken as
 * present), and stylesheets are read from memory.
 */
class FirstPaintBeasties extends Beasties {
  page: FirstPaintPage = firstPaintPage('<html>');

  constructor(private readonly stylesheets: ReadonlyMap<string, {css: string}>) {
    super({
      // Its default `preload` strategy; only the critical rules are read from its output
      // (`inlinedCriticalCss`): placing them in the page is placeCriticalCss's.
      mergeStylesheets: false,
      // The page's own <style> elements (none today) are not Beasties' to cut down.
      reduceInlineStyles: false,
      // The keyframes of the critical rules' animations; fonts: the site uses the system's.
      keyframes: 'critical',
      fonts: false,
      logLevel: 'warn',
    });
  }

  /** Not in Beasties' typings, but the method its rule filter calls for every selector. */
  normalizeCssSelector(selector: string): string {
    const atFirstPaint = selectorAtFirstPaint(selector, this.page);
    return atFirstPaint === undefined ? '' : beastiesNormalize.call(this, atFirstPaint);
  }

  override getCssAsset(href: string): string | undefined {
    const sheet = this.stylesheets.get(href);
    if (sheet === undefined) throw new Error(`first-paint: ${href} is not one of the stylesheets read`);
    return sheet.css;
  }
}

const htmlSpecProcessor = unified().use(rehypeParse).use(rehypeStringify);

/**
 * The page as a browser parses it, written out with every tag: the minifier omits optional tags
 * (`<th>A<th>B<tbody>`), and Beasties' htmlparser2 does not close them as the HTML standard does
 * (it put that `<tbody>` inside the last `<th>`, so `table > tbody > tr > td`, the phone's table
 * cards, matched nothing and was left out). Only for Beasties to match against: the page itself is
 * edited as built (placeCriticalCss).
 */
export const asBrowserParses = (html: string): string => String(htmlSpecProcessor.processSync(html));

/** Sizes of what one page got, for the build's log. */
export interface InlinedPage {
  html: string;
  /** Characters of critical CSS inlined into the page. */
  inlined: number;
  /** The stylesheets whose `<link>`s the rules replaced, for afterPaint.ts to load. */
  stylesheets: string[];
}

/** A stylesheet as the pages get it: its document-wide rules inlined whole, the rest late (documentWide.ts). */
export interface SplitStylesheet {
  /** What every page inlines whole, its relative `url(…)`s resolved (`resolveUrls`). */
  documentWide: string;
  /** The late sheet: Beasties picks the page's critical rules from it. */
  keyed: string;
}

/**
 * Inlines a locale's pages' critical CSS: `stylesheets` maps each stylesheet's `href` (as the
 * pages link it) to its two parts. A page gets the document-wide rules, all of them, then the
 * keyed rules its first paint needs. One instance per locale; `inline` is called page by page.
 */
export function criticalCssInliner(stylesheets: ReadonlyMap<string, SplitStylesheet>) {
  const prepared = new Map(
    [...stylesheets].map(([href, {documentWide, keyed}]) => [
      href,
      {...protectUrls(keyed, href), documentWide},
    ]),
  );
  const beasties = new FirstPaintBeasties(prepared);
  return {
    /** The page with its critical rules inlined in place of its stylesheets' `<link>`s; undefined when it links none. */
    async inline(html: string): Promise<InlinedPage | undefined> {
      const links = headStylesheets(html);
      if (links.length === 0) return undefined;
      beasties.page = firstPaintPage(html);
      const output = await beasties.process(asBrowserParses(html));
      let page = html;
      let inlined = 0;
      for (const link of links) {
        const {restore, documentWide} = prepared.get(link.href)!;
        const css = documentWide + restore(withoutPrintRules(inlinedCriticalCss(output, link.href)));
        page = placeCriticalCss(page, link, css);
        inlined += css.length;
      }
      return {html: page, inlined, stylesheets: links.map(({href}) => href)};
    },
  };
}
