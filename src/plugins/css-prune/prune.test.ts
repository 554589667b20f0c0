import {classUsage, pruneCss, pruneUnreadProperties, selectorClasses} from './prune';

describe('selectorClasses', () => {
  it('lists the classes of a selector', () => {
    expect(selectorClasses('.navbar__item:hover > .badge--info a')).toEqual(['navbar__item', 'badge--info']);
    expect(selectorClasses('html[data-theme=dark] pre')).toEqual([]);
  });

  it('leaves out the classes inside parentheses, which need not be there for a match', () => {
    expect(selectorClasses('.button--outline:not(.button--active):not(:hover)')).toEqual(['button--outline']);
    expect(selectorClasses(':is(.pills, .menu) a')).toEqual([]);
  });
});

describe('classUsage', () => {
  const isUsed = classUsage(
    '<div class="navbar navbar--dark"><a class="pagination-nav__link">x</a></div>' +
      'e.className="alert--".concat(t);`col--${n}`;{codeBlock:"codeBlock_a8dz"}',
  );

  it('knows a class written whole in the pages or scripts', () => {
    expect(isUsed('navbar--dark')).toBe(true);
    expect(isUsed('pagination-nav__link')).toBe(true);
    expect(isUsed('codeBlock_a8dz')).toBe(true);
  });

  it('counts the classes a script names at run time by their start', () => {
    expect(isUsed('alert--warning')).toBe(true);
    expect(isUsed('col--offset-9')).toBe(true);
  });

  it('knows a class nothing names', () => {
    expect(isUsed('pills__item')).toBe(false);
    expect(isUsed('pagination__link')).toBe(false);
    // A longer name that starts like a used one is not the used one.
    expect(isUsed('navbar--dark-extra')).toBe(false);
  });
});

describe('pruneCss', () => {
  const isUsed = (name: string) => !name.startsWith('pills');

  it('drops a rule only when each of its selectors names an unused class', () => {
    const css = '.pills{margin:0}.pills,.menu{padding:0}p .pills__item--active{color:red}a{color:blue}';
    expect(pruneCss(css, isUsed)).toEqual({css: '.pills,.menu{padding:0}a{color:blue}', removed: 2});
  });

  it('drops an at-rule left empty and keeps keyframes', () => {
    const css = '@media (min-width:1px){.pills{margin:0}}@keyframes spin{from{opacity:0}to{opacity:1}}';
    expect(pruneCss(css, isUsed).css).toBe('@keyframes spin{from{opacity:0}to{opacity:1}}');
  });
});

describe('pruneUnreadProperties', () => {
  it('drops the custom properties no var() and no built page or script names, and those only they read', () => {
    const css =
      ':root{--read:1px;--chain-end:red;--chain:var(--chain-end);--by-script:0;--unread:var(--read)}' +
      '.x{margin:var(--read)}@media (width>=997px){:root{--unread-too:1}}';
    const {css: pruned, removed} = pruneUnreadProperties(css, 'el.style.getPropertyValue("--by-script")');
    expect(pruned).toBe(':root{--read:1px;--by-script:0}.x{margin:var(--read)}');
    expect(removed).toBe(4);
  });
});
