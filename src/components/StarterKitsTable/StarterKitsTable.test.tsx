/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {StarterKit} from '../../data/starterKits';
import StarterKitsTable from './index';

const kit = (githubPath: string, tags: string[]): StarterKit => {
  const [githubUserName = '', githubRepoName = ''] = githubPath.split('/');
  return {
    githubPath,
    githubUrl: `https://github.com/${githubPath}`,
    githubUserName,
    githubRepoName,
    description: null,
    tags,
  };
};
// The real list (62 kits of javascriptstuff-db) is checked in the plugin's test and on the page (e2e).
const kits = [
  kit('kim/react-boilerplate', ['webpack 4', 'redux']),
  kit('ann/universal-starter', ['webpack 3', 'express']),
  kit('joe/minimal-react', ['webpack 4']),
  kit('lee/ssr-kit', ['webpack 2', 'redux']),
];
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('StarterKitsTable', () => {
  it('shows the columns and one row per kit with links', () => {
    render(<StarterKitsTable kits={kits} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Project Name',
      'Maintainer',
      'Tags',
    ]);
    expect(bodyRows()).toHaveLength(kits.length);
    const first = bodyRows()[0]!;
    const [project, maintainer] = within(first).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(project.getAttribute('href')).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+$/);
    expect(maintainer.getAttribute('href')).toMatch(/^https:\/\/github\.com\/[^/]+$/);
    expect(screen.getByText('4 of 4 starter kits')).toBeTruthy();
  });

  it('filters by tag and sorts', async () => {
    const user = userEvent.setup();
    render(<StarterKitsTable kits={kits} />);
    const expected = kits.filter((k) => k.tags.includes('webpack 4')).length;
    await user.selectOptions(screen.getByLabelText('Filter by tag'), 'webpack 4');
    expect(bodyRows()).toHaveLength(expected);
    expect(expected).toBe(2);
    expect(screen.getByText('2 of 4 starter kits')).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Clear filter'}));
    expect(bodyRows()).toHaveLength(kits.length);

    const nameHeader = screen.getAllByRole('columnheader')[0]!;
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const firstName = () => within(bodyRows()[0]!).getAllByRole('link')[0]!.textContent;
    const ascending = firstName();
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(firstName()).not.toBe(ascending);
  });
});
