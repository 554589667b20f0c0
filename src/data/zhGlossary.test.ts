import {zhGlossary, zhPunctuationRules} from './zhGlossary';

describe('zhGlossary', () => {
  it('has one entry per English term, each with a Chinese term', () => {
    const english = zhGlossary.map((entry) => entry.en);
    expect(new Set(english).size).toBe(english.length);
    for (const entry of zhGlossary) {
      expect(entry.en.trim()).toBe(entry.en);
      expect(entry.en).not.toBe('');
      expect(entry.zh.trim()).toBe(entry.zh);
      expect(entry.zh).not.toBe('');
    }
  });

  it('never avoids a term that it recommends', () => {
    const recommended = zhGlossary.map((entry) => entry.zh);
    for (const entry of zhGlossary) {
      for (const term of entry.avoid ?? []) {
        expect(term.trim()).toBe(term);
        expect(term).not.toBe('');
        // An avoided term inside a recommended one would fail every page that follows the glossary.
        expect(recommended.filter((zh) => zh.includes(term))).toEqual([]);
        // Translators are told why a term is avoided.
        expect(entry.note ? entry.en : `${entry.en}: avoid without a note`).toBe(entry.en);
      }
    }
  });

  it('has punctuation rules with unique names, each with a message', () => {
    const names = zhPunctuationRules.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of zhPunctuationRules) {
      expect(rule.message).not.toBe('');
      // Same answer twice: no state kept between calls (a global regex would).
      expect(rule.find('中文...（） “x” 「」')).toBe(rule.find('中文...（） “x” 「」'));
    }
  });
});
