import axe from 'axe-core';
import type {Page} from '@playwright/test';

/** A violation as the page reports it: what is needed to name it, nothing more crosses over. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

export interface AxeOutcome {
  /** Serious and critical violations, one line each with up to three elements. */
  violations: string[];
  /** Ids of the rules axe ran. */
  rules: string[];
}

/**
 * axe on a whole page, fast enough for every page of the site. Every rule runs on the whole page,
 * except four: `region` (a best-practice rule whose impact is moderate, never serious) is left out;
 * `avoid-inline-spacing` looks only at style attributes that can set spacing or line height, the
 * only ones it can fail on;
 * `color-contrast`, by far the slowest, runs on one element per distinct combination of text colour,
 * effective background, font size, weight and opacity, which is what contrast depends on; and
 * `link-in-text-block` runs on one link per distinct combination of the link's and its text's
 * colours, backgrounds, weights and decorations, which is what it depends on. A crawl passes the
 * same `seenStyles` to every page, so that a combination is checked once, on the first page that
 * has it. Code tokens' colours are checked exhaustively by src/data/codeTheme.test.ts, and full axe
 * runs in both colour schemes on the pages of tests/e2e/a11y.spec.ts.
 *
 * axe-core runs in the page itself, injected once, in one `axe.run` that reports only violations in
 * full. `@axe-core/playwright` would inject its 1.3 MB source twice per run (into the page and into
 * a blank page it opens to merge results across frames, which this site's pages do not have).
 */
export async function axeEveryRule(page: Page, seenStyles = new Set<string>()): Promise<AxeOutcome> {
  await injectAxe(page);
  const outcome = await page.evaluate(
    async (seenBefore) => {
      const seen = new Set(seenBefore);
      const newlySeen: string[] = [];
      const firstOf = (key: string) => {
        if (seen.has(key)) return false;
        seen.add(key);
        newlySeen.push(key);
        return true;
      };
      const backgroundOf = (element: Element) => {
        let background = 'rgba(0, 0, 0, 0)';
        for (
          let node: Element | null = element;
          node && background === 'rgba(0, 0, 0, 0)';
          node = node.parentElement
        ) {
          background = getComputedStyle(node).backgroundColor;
        }
        return background;
      };
      // Samples of a page visited before in this document (the navbar and sidebar stay).
      for (const sample of Array.from(
        document.querySelectorAll('[data-contrast-sample], [data-link-sample]'),
      )) {
        sample.removeAttribute('data-contrast-sample');
        sample.removeAttribute('data-link-sample');
      }
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        const hasText = Array.from(element.childNodes).some(
          (child) => child.nodeType === 3 && child.textContent?.trim(),
        );
        if (!hasText) continue;
        const style = getComputedStyle(element);
        const key = [style.color, backgroundOf(element), style.fontSize, style.fontWeight, style.opacity];
        if (firstOf(`contrast|${key.join('|')}`)) element.setAttribute('data-contrast-sample', '');
      }
      for (const link of Array.from(document.querySelectorAll('a[href], [role=link]'))) {
        // The block the link sits in, as the rule takes it.
        let text = link.parentElement;
        while (text && getComputedStyle(text).display.startsWith('inline')) text = text.parentElement;
        if (!text) continue;
        const [linkStyle, textStyle] = [getComputedStyle(link), getComputedStyle(text)];
        const key = [
          linkStyle.color,
          backgroundOf(link),
          linkStyle.fontWeight,
          linkStyle.textDecorationLine,
          linkStyle.borderBottomStyle,
          linkStyle.borderBottomWidth,
          textStyle.color,
          backgroundOf(text),
          textStyle.fontWeight,
        ];
        if (firstOf(`link|${key.join('|')}`)) link.setAttribute('data-link-sample', '');
      }
      const inPage = (window as unknown as {axe: typeof axe}).axe;
      inPage.configure({
        rules: [
          {id: 'color-contrast', selector: '[data-contrast-sample]'},
          {id: 'link-in-text-block', selector: '[data-link-sample]'},
          // Its checks fail only on letter-spacing, word-spacing or line-height (also set by the font
          // shorthand) made !important in a style attribute; its own selector, [style], also takes in
          // every highlighted code token (an inline colour each), whose visibility it works out one by one.
          // Lower case, as React writes style attributes: axe's selector engine has no `i` flag.
          {
            id: 'avoid-inline-spacing',
            selector: '[style*="spacing"], [style*="line-height"], [style*="font"]',
          },
        ],
      });
      const results = await inPage.run(document, {
        rules: {region: {enabled: false}},
        resultTypes: ['violations'],
      });
      const violations = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
      const rules = [
        ...results.passes,
        ...results.violations,
        ...results.incomplete,
        ...results.inapplicable,
      ].map((rule) => rule.id);
      return {violations, rules: [...new Set(rules)], newlySeen};
    },
    [...seenStyles],
  );
  for (const key of outcome.newlySeen) seenStyles.add(key);
  return {violations: serious(outcome.violations), rules: outcome.rules};
}

/**
 * Every rule of axe's default set on every element (what `@axe-core/playwright`'s `analyze()` runs),
 * contrast included: for the few pages that get a full check in both colour schemes.
 */
export async function axeWholePage(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const inPage = (window as unknown as {axe: typeof axe}).axe;
    // Undo the sampling selectors an earlier `axeEveryRule` may have configured in this document.
    inPage.reset();
    const results = await inPage.run(document, {resultTypes: ['violations']});
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return serious(violations);
}

/** Once per document: after a router navigation the page keeps it, already compiled and warm. */
async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
}

/** Serious and critical violations, one line each with up to three elements. */
function serious(violations: Violation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id} (${v.impact}): ${v.help}: ${v.targets.slice(0, 3).join(', ')}${
          v.targets.length > 3 ? ` and ${v.targets.length - 3} more` : ''
        }`,
    );
}
