/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {loadStarterKits} from '../../plugins/starter-kits';
import StarterKitsTable from './index';

const {kits} = loadStarterKits();
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('StarterKitsTable', () => {
  it('shows the columns and one row per kit with links', () => {
    render(<StarterKitsTable kits={kits} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Project Name',
      'Maintainer',
      'Tags',
    ]);
    expect(bodyRows()).toHaveLength(62);
    const first = bodyRows()[0]!;
    const [project, maintainer] = within(first).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(project.getAttribute('href')).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+$/);
    expect(maintainer.getAttribute('href')).toMatch(/^https:\/\/github\.com\/[^/]+$/);
    expect(screen.getByText('62 of 62 starter kits')).toBeTruthy();
  });

  it('filters by tag and sorts', async () => {
    const user = userEvent.setup();
    render(<StarterKitsTable kits={kits} />);
    const expected = kits.filter((k) => k.tags.includes('webpack 4')).length;
    await user.selectOptions(screen.getByLabelText('Filter by tag'), 'webpack 4');
    expect(bodyRows()).toHaveLength(expected);
    expect(screen.getByText(`${expected} of 62 starter kits`)).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Clear filter'}));
    expect(bodyRows()).toHaveLength(62);

    const nameHeader = screen.getAllByRole('columnheader')[0]!;
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const firstName = () => within(bodyRows()[0]!).getAllByRole('link')[0]!.textContent;
    const ascending = firstName();
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(firstName()).not.toBe(ascending);
  });
});
