import {extraSynonymGroups, glossarySynonymGroups, searchSynonymGroups} from './searchSynonyms';

describe('search synonyms', () => {
  it("pairs the glossary's Chinese terms with its English ones, notes in brackets dropped", () => {
    const groups = glossarySynonymGroups();
    expect(groups).toContainEqual(['别名', 'alias']);
    expect(groups).toContainEqual(['入口', '入口起点', 'entry', 'entry point']);
    expect(groups).toContainEqual(['作用域提升', 'scope hoisting']);
    // A term the Chinese site keeps in English (loader) is no synonym of itself.
    expect(groups.some((group) => group.includes('loader'))).toBe(false);
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
