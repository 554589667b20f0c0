/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import TranslationNotice, {fallbackKind, TRANSLATION_STATUS_PATH, TRANSLATOR_GUIDE_PATH} from './index';

describe('fallbackKind', () => {
  it('flags English content on a translated site only', () => {
    expect(fallbackKind('@site/docs/concepts/output.md', 'zh', 'en')).toBe('untranslated');
    expect(fallbackKind('@site/docs/concepts/output.md', 'en', 'en')).toBeNull();
    expect(
      fallbackKind('@site/i18n/zh/docusaurus-plugin-content-docs/current/concepts/output.md', 'zh', 'en'),
    ).toBeNull();
  });

  it('tells pulled READMEs apart', () => {
    expect(fallbackKind('@site/docs/loaders/_css-loader.md', 'zh', 'en')).toBe('pulled');
    expect(fallbackKind('@site/docs/loaders/index.md', 'zh', 'en')).toBe('untranslated');
  });
});

describe('TranslationNotice', () => {
  it('links to the status page and the translator guide', () => {
    render(<TranslationNotice kind="untranslated" />);
    const note = screen.getByRole('note');
    expect(note.textContent).toMatch(/not been translated yet/);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([TRANSLATION_STATUS_PATH, TRANSLATOR_GUIDE_PATH]);
    expect(TRANSLATION_STATUS_PATH).toBe('/contribute/translation-status/');
    expect(TRANSLATOR_GUIDE_PATH).toBe('/contribute/writers-guide/#translations');
  });

  it('says that pulled READMEs stay in English', () => {
    render(<TranslationNotice kind="pulled" />);
    expect(screen.getByRole('note').textContent).toMatch(/pulled from npm/);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([TRANSLATION_STATUS_PATH]);
  });
});
