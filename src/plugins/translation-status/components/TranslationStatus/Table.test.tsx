/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import type {TranslationStatusData} from '../../status';
import TranslationStatusTable from './Table';

const entry = (
  path: string,
  state: 'translated' | 'outdated' | 'missing' | 'pulled',
  translatedHash?: string,
) => ({
  path,
  id: path.replace(/\.mdx?$/, ''),
  title: `Title of ${path}`,
  permalink: `/zh/${path.replace(/\.mdx?$/, '')}/`,
  section: path.includes('/') ? path.split('/')[0]! : '',
  state,
  sourceHash: '0123456789ab',
  ...(translatedHash ? {translatedHash} : {}),
});

const data: TranslationStatusData = {
  locale: 'zh',
  translationDir: 'i18n/zh/docusaurus-plugin-content-docs/current',
  totals: {translated: 1, outdated: 2, missing: 1, pulled: 1},
  sections: [
    {
      section: 'concepts',
      counts: {translated: 1, outdated: 2, missing: 0, pulled: 0},
      entries: [
        entry('concepts/index.md', 'translated', '0123456789ab'),
        entry('concepts/output.md', 'outdated', 'ffffffffffff'),
        entry('concepts/targets.md', 'outdated'),
      ],
    },
    {
      section: 'loaders',
      counts: {translated: 0, outdated: 0, missing: 0, pulled: 1},
      entries: [entry('loaders/_css-loader.md', 'pulled')],
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
    render(<TranslationStatusTable data={data} />);
    const rows = screen.getAllByTestId('translation-status-row');
    expect(rows.map((row) => [row.getAttribute('data-path'), row.getAttribute('data-state')])).toEqual([
      ['concepts/index.md', 'translated'],
      ['concepts/output.md', 'outdated'],
      ['concepts/targets.md', 'outdated'],
      ['loaders/_css-loader.md', 'pulled'],
      ['glossary.md', 'missing'],
    ]);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/zh/concepts/output/');
    expect(rows[1]!.textContent).toContain('Title of concepts/output.md');
    expect(within(rows[4]!).getByText('Not translated')).toBeTruthy();
    expect(screen.getAllByRole('heading').map((h) => h.textContent?.trim())).toEqual([
      'Concepts 33% translated',
      'Loaders',
      'Other pages 0% translated',
    ]);
    expect(screen.getByTestId('translation-status').querySelector('p')!.textContent).toBe(
      '5 documentation pages, translations into zh:',
    );
  });

  it('explains why a translation is outdated', () => {
    render(<TranslationStatusTable data={data} />);
    const [, changed, unstamped] = screen.getAllByTestId('translation-status-row');
    expect(within(changed!).getByText('Outdated').getAttribute('title')).toMatch(
      /sourceHash ffffffffffff, now 0123456789ab/,
    );
    expect(within(unstamped!).getByText('Outdated').getAttribute('title')).toMatch(/records no sourceHash/);
  });
});
