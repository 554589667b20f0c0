import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export interface AxeOutcome {
  /** Serious and critical violations, one line each with up to three elements. */
  violations: string[];
  /** Ids of the rules axe ran. */
  rules: string[];
}

const describe = (v: {id: string; impact?: string | null; help: string; nodes: {target: unknown[]}[]}) =>
  `axe ${v.id} (${v.impact}): ${v.help}: ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`;

/**
 * axe on a whole page, fast enough for every page of the site. Every rule runs on the whole page,
 * except two: `region` (a best-practice rule whose impact is moderate, never serious) is left out,
 * and `color-contrast`, by far the slowest, runs on one element per distinct combination of text
 * colour, effective background, font size, weight and opacity, which is what contrast depends on.
 * Code tokens' colours are checked exhaustively by src/data/codeTheme.test.ts, and full axe runs in
 * both colour schemes on the pages of tests/e2e/a11y.spec.ts.
 */
export async function axeEveryRule(page: Page): Promise<AxeOutcome> {
  const main = await new AxeBuilder({page}).disableRules(['color-contrast', 'region']).analyze();
  await page.evaluate(() => {
    const seen = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const hasText = Array.from(element.childNodes).some(
        (child) => child.nodeType === 3 && child.textContent?.trim(),
      );
      if (!hasText) continue;
      const style = getComputedStyle(element);
      let background = 'rgba(0, 0, 0, 0)';
      for (
        let node: Element | null = element;
        node && background === 'rgba(0, 0, 0, 0)';
        node = node.parentElement
      ) {
        background = getComputedStyle(node).backgroundColor;
      }
      const key = [style.color, background, style.fontSize, style.fontWeight, style.opacity].join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      element.setAttribute('data-contrast-sample', '');
    }
  });
  const contrast = await new AxeBuilder({page})
    .withRules(['color-contrast'])
    .include('[data-contrast-sample]')
    .analyze();
  const serious = [...main.violations, ...contrast.violations].filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const rules = [...main.passes, ...main.violations, ...main.incomplete, ...main.inapplicable]
    .concat(contrast.passes, contrast.violations, contrast.incomplete)
    .map((rule) => rule.id);
  return {
    violations: serious.map(describe),
    rules: [...new Set(rules)],
  };
}
