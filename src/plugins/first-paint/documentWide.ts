import postcss, {type Rule} from 'postcss';
import {dropEmpty} from '../css-prune/prune';

/**
 * The stylesheet split in two for its late arrival (index.ts): the rules that make Chromium restyle
 * the whole document when a sheet holding them is added, which every page inlines instead, and the
 * rest, which the page requests after its first paint.
 *
 * Chromium restyles every element when an added sheet holds a rule whose last compound names no
 * class, id or attribute (`table td`, `a:hover`, `.x > :last-child`: it cannot tell which elements
 * they match), and a container's whole subtree when the sheet gives it custom properties. On
 * `/configuration/output/` that restyle of 3,747 elements took 123–167 ms of CPU at 4× when the
 * stylesheet arrived (README, "What took the main thread").
 */

/** The last compound of a selector: what the element itself must be (`td` of `.markdown table td`). */
export function lastCompound(selector: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const character = selector[i]!;
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (depth === 0 && /[\s>+~]/.test(character)) start = i + 1;
  }
  return selector.slice(start);
}

/** A compound's selectors without `:not(…)`, which says what the element is not. */
const withoutNegations = (compound: string) => compound.replace(/:not\([^()]*\)/g, '');

/**
 * Whether adding a sheet with this selector restyles more than the elements it names: its last
 * compound names no class, id or attribute, or its rule declares custom properties (`declaresCustom`)
 * on the root (`:root`, `html[data-theme=dark]`), which every element inherits.
 */
export function isDocumentWide(selector: string, declaresCustom: boolean): boolean {
  const compound = withoutNegations(lastCompound(selector.trim()));
  return !/[.#[]/.test(compound) || (declaresCustom && !/[.#]/.test(compound));
}

/**
 * A selector's specificity as one number (ids, classes, types: 1,000,000 · a + 1,000 · b + c), close
 * enough to tell two rules' order apart: `:where(…)` counts nothing, `:not(…)`, `:is(…)` and
 * `:has(…)` count what they hold.
 */
export function specificity(selector: string): number {
  let text = selector.replace(/:where\((?:[^()]|\([^()]*\))*\)/g, '');
  text = text.replace(/:(?:not|is|has)\(/g, ' (');
  const attributes = text.match(/\[[^\]]*\]/g)?.length ?? 0;
  text = text.replace(/\[[^\]]*\]/g, '');
  const ids = text.match(/#[\w-]+/g)?.length ?? 0;
  const classes = text.match(/\.[\w-]+/g)?.length ?? 0;
  const pseudoElements = text.match(/::[\w-]+|:(?:before|after|first-line|first-letter)\b/g)?.length ?? 0;
  text = text.replace(/::[\w-]+|:(?:before|after|first-line|first-letter)\b/g, '');
  const pseudoClasses = text.match(/:[\w-]+/g)?.length ?? 0;
  const types = text.match(/(?:^|[\s>+~(,])[a-z][\w-]*/gi)?.length ?? 0;
  return 1_000_000 * ids + 1000 * (classes + attributes + pseudoClasses) + types + pseudoElements;
}

/** What decides whether two selectors can set the same property of the same element. */
interface SelectorFacts {
  specificity: number;
  /** The last compound's type (`td`), or '' for any. */
  type: string;
  /** The last compound's pseudo-element (`::before`), or '' for the element itself. */
  pseudoElement: string;
}

function selectorFacts(selector: string): SelectorFacts {
  const compound = lastCompound(selector.trim());
  return {
    specificity: specificity(selector),
    type: /^[a-z][\w-]*/i.exec(compound)?.[0].toLowerCase() ?? '',
    pseudoElement: (
      /::?(?:before|after|first-line|first-letter)\b|::[\w-]+/.exec(compound)?.[0] ?? ''
    ).replace(/^:+/, ''),
  };
}

/** Whether two selectors can both set a property of one element with the same weight. */
function mayTie(a: SelectorFacts, b: SelectorFacts): boolean {
  return (
    a.specificity === b.specificity &&
    a.pseudoElement === b.pseudoElement &&
    (a.type === '' || b.type === '' || a.type === b.type)
  );
}

/** A rule's properties, and each of its selectors as `selectorFacts` says. */
interface Part {
  rule: Rule;
  properties: Set<string>;
  selectors: SelectorFacts[];
}

const partOf = (rule: Rule): Part => ({
  rule,
  properties: new Set(rule.nodes.flatMap((node) => (node.type === 'decl' ? [node.prop] : []))),
  selectors: rule.selectors.map(selectorFacts),
});

/** A rule inside `@keyframes` (`from`, `50%`) is a step of an animation, not a rule about elements. */
const isKeyframe = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name);

/**
 * The rules each page inlines (`documentWide`) and the late sheet (`keyed`), both in the
 * stylesheet's order, each with its `@media` around it. A rule whose selectors are of both kinds is
 * split, its declarations copied. A keyed rule that comes before a document-wide one which may set
 * the same property of the same element with the same specificity goes with the document-wide
 * rules: in the late sheet it would come after that rule and win where the stylesheet had it lose.
 * `@keyframes` and `@font-face` stay in the late sheet (Beasties inlines the ones a page uses).
 */
export function splitDocumentWide(css: string): {documentWide: string; keyed: string} {
  const root = postcss.parse(css);
  const rules: Rule[] = [];
  const parts: Part[] = [];
  const wide = new Set<Part>();
  const add = (rule: Rule, isWide: boolean) => {
    const part = partOf(rule);
    parts.push(part);
    if (isWide) wide.add(part);
  };
  // Each rule of both kinds becomes two, its document-wide selectors first (a clone, which the walk
  // does not visit again).
  root.walkRules((rule) => {
    rules.push(rule);
    if (isKeyframe(rule)) return;
    const custom = rule.nodes.some((node) => node.type === 'decl' && node.prop.startsWith('--'));
    const selectors = rule.selectors.filter((selector) => isDocumentWide(selector, custom));
    const allWide = selectors.length === rule.selectors.length;
    if (selectors.length > 0 && !allWide) {
      const clone = rule.clone({selectors});
      rule.before(clone);
      rule.selectors = rule.selectors.filter((selector) => !selectors.includes(selector));
      rules.splice(-1, 0, clone);
      add(clone, true);
    }
    add(rule, allWide);
  });
  const collides = (earlier: Part, later: Part) =>
    [...earlier.properties].some((property) => later.properties.has(property)) &&
    earlier.selectors.some((a) => later.selectors.some((b) => mayTie(a, b)));
  // From the last rule back, so that a rule that joins is checked against the ones before it too.
  const laterWide: Part[] = [];
  for (const part of [...parts].reverse()) {
    if (!wide.has(part) && laterWide.some((later) => collides(part, later))) wide.add(part);
    if (wide.has(part)) laterWide.push(part);
  }
  const inWide = new Set([...wide].map(({rule}) => rule));
  const copy = (wanted: boolean) => {
    const result = root.clone();
    let index = 0;
    result.walkRules((rule) => {
      const original = rules[index++]!;
      if (isKeyframe(original) ? wanted : inWide.has(original) !== wanted) rule.remove();
    });
    result.walkAtRules((atRule) => {
      if (wanted && /^(?:-\w+-)?(?:keyframes|font-face)$/i.test(atRule.name)) atRule.remove();
    });
    dropEmpty(result);
    return result.toString();
  };
  return {documentWide: copy(true), keyed: copy(false)};
}
