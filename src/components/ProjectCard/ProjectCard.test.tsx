/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import {organizationProjects} from '../../data/organizationProjects';
import {ProjectGrid} from './index';

describe('ProjectGrid / ProjectCard', () => {
  it('renders 41 cards, 17 with "Maintainer needed..."', () => {
    render(<ProjectGrid projects={organizationProjects} />);
    const cards = screen.getAllByTestId('project-card');
    expect(cards).toHaveLength(41);
    const needed = screen.getAllByRole('link', {name: 'Maintainer needed...'});
    expect(needed).toHaveLength(17);
    for (const link of needed)
      expect(link.getAttribute('href')).toBe('https://github.com/webpack/webpack/issues/2734');
  });

  it('shows the repository link, one heading, labelled lazy badges with alt text and the maintainer avatar', () => {
    render(<ProjectGrid projects={organizationProjects.slice(1, 2)} />);
    const card = screen.getByTestId('project-card');
    expect(within(card).getByRole('heading', {level: 2, name: 'webpack/webpack'})).toBeTruthy();
    expect(within(card).getByRole('link', {name: 'webpack/webpack'}).getAttribute('href')).toBe(
      'https://github.com/webpack/webpack',
    );
    // The badge rows are labelled by text, not by headings that would jump from h2 to h6.
    expect(
      within(card)
        .getAllByRole('heading')
        .map((h) => h.tagName),
    ).toEqual(['H2']);
    for (const label of ['Downloads and Stars', 'Activity', 'Issues and PRs', 'Maintainers']) {
      expect(within(card).getByText(label).tagName).toBe('P');
    }
    const images = within(card).getAllByRole('img');
    expect(images).toHaveLength(9);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('alt')).toBeTruthy();
    }
    const avatar = within(card).getByRole('img', {name: "sokra's avatar"});
    expect(avatar.getAttribute('src')).toBe('https://github.com/sokra.png?size=90');
    expect(avatar.closest('a')!.getAttribute('href')).toBe('https://github.com/sokra');
  });
});
