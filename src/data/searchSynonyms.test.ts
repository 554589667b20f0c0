import {extraSynonymGroups, glossarySynonymGroups, searchSynonymGroups} from './searchSynonyms';

describe('search synonyms', () => {
  it("pairs the glossary's Chinese terms with its English ones, notes in brackets dropped", () => {
    const groups = glossarySynonymGroups();
    expect(groups).toContainEqual(['别名', 'alias']);
    // An entry of two terms a side is two pairs: production is not development.
    expect(groups).toContainEqual(['入口', '入口点', 'entry']);
    expect(groups).toContainEqual(['入口起点', '入口点', 'entry point']);
    expect(groups).toContainEqual(['生产环境', 'production']);
    expect(groups.some((group) => group.includes('production') && group.includes('development'))).toBe(false);
    expect(groups).toContainEqual(['作用域提升', 'scope hoisting']);
    // A rendering the glossary avoids is still what some readers type.
    expect(groups).toContainEqual(['加载器', 'loader']);
    // A term the Chinese site keeps in English with nothing to avoid (chunk) makes no group.
    expect(groups.some((group) => group.includes('chunk'))).toBe(false);
  });

  it('holds lower-case terms of two or more characters, no group with fewer than two', () => {
    for (const group of searchSynonymGroups()) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const term of group) {
        expect(term).toBe(term.toLowerCase().trim());
        expect(term.length).toBeGreaterThan(1);
      }
    }
  });

  it('lists each extra term once', () => {
    const terms = extraSynonymGroups.flat();
    expect(new Set(terms).size).toBe(terms.length);
  });
});
