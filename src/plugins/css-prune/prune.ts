import postcss, {type Container, type Root} from 'postcss';

/**
 * The classes an element must have for a selector to match it: `.navbar__item:hover > .badge--info`
 * → navbar__item, badge--info. Classes inside parentheses (`:not(.button--active)`,
 * `:is(.a, .b)`) are left out: a class nothing uses there does not keep the selector from matching.
 */
export function selectorClasses(selector: string): string[] {
  let outside = selector;
  // Innermost parentheses first, until none are left.
  while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, '');
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/**
 * Whether a class can occur on the site: its name appears in the built HTML or scripts as a whole
 * word, or the start of its name does as the start of a name made at run time
 * (`"alert--".concat(type)`, `` `col--${size}` ``), which counts every class so named as used.
 */
export function classUsage(text: string): (name: string) => boolean {
  const words = new Set(text.match(/[\w-]+/g));
  const stems = new Set([...text.matchAll(/([\w-]*?(?:--|__))["'`$]/g)].map((match) => match[1]!));
  return (name) => {
    if (words.has(name)) return true;
    // Every start of the name that ends at a `--` or `__`: `navbar__item--active` → navbar__, navbar__item--.
    return [...name.matchAll(/--|__/g)].some((match) => stems.has(name.slice(0, match.index + 2)));
  };
}

/**
 * The stylesheet without the rules that can match nothing: rules each of whose selectors names a
 * class the site never uses (most of them Infima's utilities and components this site has none
 * of: `pills`, `button-group`, `col--offset-9`, `padding-vert--xl`). At-rules left empty go too.
 */
export function pruneCss(css: string, isUsed: (name: string) => boolean): {css: string; removed: number} {
  const root: Root = postcss.parse(css);
  let removed = 0;
  root.walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are no selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as {name: string}).name)) return;
    const dead = rule.selectors.every((selector) => selectorClasses(selector).some((name) => !isUsed(name)));
    if (dead) {
      rule.remove();
      removed += 1;
    }
  });
  dropEmpty(root);
  return {css: root.toString(), removed};
}

/** Removes the rules and at-rules that removals left empty, innermost first. */
export function dropEmpty(container: Container): void {
  container.each((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) {
      dropEmpty(node);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/**
 * The stylesheet without the custom properties nothing reads: no `var()` of the stylesheet names
 * them (once the rules that can match nothing are gone), and neither do the built pages or scripts
 * (`usedText`: a script may read one with `getPropertyValue`). Infima declares about 300 on `:root`,
 * and each page inlines that rule whole (src/plugins/first-paint). A property read only by another
 * that goes goes too.
 */
export function pruneUnreadProperties(css: string, usedText: string): {css: string; removed: number} {
  const root: Root = postcss.parse(css);
  const named = new Set(usedText.match(/--[\w-]+/g));
  let removed = 0;
  for (;;) {
    const read = new Set<string>();
    root.walkDecls((decl) => {
      for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1]!);
    });
    let dropped = 0;
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop) || named.has(decl.prop)) return;
      decl.remove();
      dropped += 1;
    });
    if (dropped === 0) break;
    removed += dropped;
  }
  dropEmpty(root);
  return {css: root.toString(), removed};
}
