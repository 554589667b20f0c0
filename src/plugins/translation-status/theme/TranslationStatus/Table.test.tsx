/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import type {StatusEntry, TranslationStatusData} from '../../status';
import TranslationStatusTable from './Table';

const entry = (
  path: string,
  state: 'translated' | 'outdated' | 'missing' | 'pulled',
  translatedHash?: string,
  details: Partial<StatusEntry> = {},
): StatusEntry => ({
  path,
  id: path.replace(/\.mdx?$/, ''),
  title: `Title of ${path}`,
  permalink: `/zh/${path.replace(/\.mdx?$/, '')}/`,
  section: path.includes('/') ? path.split('/')[0]! : '',
  state,
  sourceHash: '0123456789ab',
  ...(translatedHash ? {translatedHash} : {}),
  ...details,
});

const data: TranslationStatusData = {
  locale: 'zh',
  translationDir: 'i18n/zh/docusaurus-plugin-content-docs/current',
  totals: {translated: 1, outdated: 2, missing: 1, pulled: 2},
  sections: [
    {
      section: 'concepts',
      counts: {translated: 1, outdated: 2, missing: 0, pulled: 0},
      entries: [
        entry('concepts/index.md', 'translated', '0123456789ab'),
        entry('concepts/output.md', 'outdated', 'ffffffffffff', {
          reasons: ['english-changed'],
          changedSections: [
            {id: '_front-matter', heading: '', translationChanged: true},
            {id: 'what-loaders-can-do', heading: 'What loaders can do', translationChanged: false},
            {id: 'new-in-english', heading: 'New in English', translationChanged: true},
          ],
          missingIds: ['new-in-english'],
        }),
        entry('concepts/targets.md', 'outdated', undefined, {reasons: ['unstamped']}),
      ],
    },
    {
      section: 'loaders',
      counts: {translated: 0, outdated: 0, missing: 0, pulled: 2},
      entries: [entry('loaders/_css-loader.md', 'pulled'), entry('loaders/_sass-loader.md', 'pulled')],
    },
    {
      section: '',
      counts: {translated: 0, outdated: 0, missing: 1, pulled: 0},
      entries: [entry('glossary.md', 'missing')],
    },
  ],
};

describe('TranslationStatusTable', () => {
  it('lists every page with its title, link and state, section by section', () => {
    render(<TranslationStatusTable data={data} language="中文" />);
    const rows = screen.getAllByTestId('translation-status-row');
    expect(rows.map((row) => [row.getAttribute('data-path'), row.getAttribute('data-state')])).toEqual([
      ['concepts/index.md', 'translated'],
      ['concepts/output.md', 'outdated'],
      ['concepts/targets.md', 'outdated'],
      ['loaders/_css-loader.md', 'pulled'],
      ['loaders/_sass-loader.md', 'pulled'],
      ['glossary.md', 'missing'],
    ]);
    expect(within(rows[1]!).getAllByRole('link')[0]!.getAttribute('href')).toBe('/zh/concepts/output/');
    expect(rows[1]!.textContent).toContain('Title of concepts/output.md');
    expect(within(rows[5]!).getByText('Not translated')).toBeTruthy();
    expect(screen.getAllByRole('heading').map((h) => h.textContent?.trim())).toEqual([
      'Concepts',
      'Loaders',
      'Other pages',
    ]);
  });

  it('says how many pages are in the language, with pulled READMEs apart, by name not locale code', () => {
    render(<TranslationStatusTable data={data} language="中文" />);
    expect(screen.getByTestId('translation-status').querySelector('p')!.textContent).toBe(
      '6 documentation pages, 3 of them in 中文:',
    );
    expect(screen.getAllByTestId('translation-status-section-summary').map((p) => p.textContent)).toEqual([
      '3 of 3 pages in 中文',
      '0 of 2 pages in 中文; 2 are package READMEs, not translated',
      '0 of 1 pages in 中文',
    ]);
  });

  it('explains why a translation is outdated and names the sections to update', () => {
    render(<TranslationStatusTable data={data} language="中文" />);
    const [, changed, unstamped] = screen.getAllByTestId('translation-status-row');
    const details = within(changed!).getByTestId('translation-status-details');
    expect(details.textContent).toContain('The English page changed after the translation was checked.');
    const sections = within(details).getAllByRole('listitem');
    expect(sections.map((li) => li.textContent)).toEqual([
      'title and description',
      'What loaders can do (translation unchanged)',
      'New in English',
    ]);
    expect(within(sections[1]!).getByRole('link').getAttribute('href')).toBe(
      '/zh/concepts/output/#what-loaders-can-do',
    );
    // Not on the translated page yet: a link to its anchor would be broken (and fail the build).
    expect(within(sections[2]!).getByRole('link').getAttribute('href')).toBe('/zh/concepts/output/');
    expect(within(unstamped!).getByTestId('translation-status-details').textContent).toMatch(
      /records no sourceHash/,
    );
  });
});
