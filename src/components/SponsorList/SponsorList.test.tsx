/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fixture from '../../../tests/fixtures/sponsors/supporters.json';
import {additionalSupporters} from '../../data/additionalSupporters';
import type {SponsorsData, Supporter} from '../../data/sponsors';
import SponsorList from './index';

jest.mock(
  '@webpack-site/sponsors-data',
  () => ({__esModule: true, default: {status: 'unavailable', fetchedAt: null, supporters: []}}),
  {virtual: true},
);

const now = new Date(fixture.now);
const rankOptions = {now, random: () => 0};
const unavailable: SponsorsData = {
  status: 'unavailable',
  fetchedAt: null,
  supporters: additionalSupporters,
};
const section = (rank: string) => document.querySelector(`[data-rank="${rank}"]`) as HTMLElement;

describe('SponsorList', () => {
  it('offline: says the list could not be loaded, shows the hand-kept supporters and every tier link', () => {
    render(<SponsorList data={unavailable} rankOptions={rankOptions} />);
    expect(screen.getByTestId('sponsors-unavailable').textContent).toMatch(/could not be loaded/);
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'Latest Sponsors',
      'Platinum Sponsors',
      'Gold Sponsors',
      'Silver Sponsors',
      'Bronze Sponsors',
      'Backers',
    ]);
    expect(screen.getAllByRole('link', {name: 'Become a sponsor'})).toHaveLength(5);
    expect(screen.getAllByRole('link', {name: 'Become a backer'})).toHaveLength(1);
    for (const link of screen.getAllByRole('link', {name: /Become a/})) {
      expect(link.getAttribute('href')).toBe('https://opencollective.com/webpack#support');
    }
    expect(within(section('gold')).getByText('Segment')).toBeTruthy();
    expect(within(section('backer')).getByText('MoonMail')).toBeTruthy();
    const items = document.querySelectorAll('li');
    expect(items).toHaveLength(5);
  });

  it('links each supporter to its website or Open Collective page, in a new tab, nofollow', () => {
    const data: SponsorsData = {
      status: 'live',
      fetchedAt: fixture.now,
      supporters: fixture.supporters as Supporter[],
    };
    render(<SponsorList data={data} rankOptions={rankOptions} />);
    expect(screen.queryByTestId('sponsors-unavailable')).toBeNull();
    const platinum = within(section('platinum')).getByRole('link', {name: 'Fixture Platinum Exact'});
    expect(platinum.getAttribute('href')).toBe('https://platinum.example');
    expect(platinum.getAttribute('target')).toBe('_blank');
    expect(platinum.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    const avatar = within(platinum).getByRole('img');
    expect(avatar.getAttribute('loading')).toBe('lazy');
    expect(avatar.getAttribute('alt')).toBe('Fixture Platinum Exact');
    const gold = within(section('gold')).getByRole('link', {name: /Fixture Gold High/});
    expect(gold.getAttribute('href')).toBe('https://opencollective.com/fx-gold-high');
    expect(within(section('latest')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('toggles between total and monthly tiers', async () => {
    const user = userEvent.setup();
    const data: SponsorsData = {
      status: 'cache',
      fetchedAt: '2025-06-01T00:00:00Z',
      supporters: fixture.supporters as Supporter[],
    };
    render(<SponsorList data={data} rankOptions={rankOptions} />);
    expect(screen.getByTestId('sponsors-cached').textContent).toContain('2025-06-01');
    expect(within(section('backer')).queryByText(/Fixture Backer Small/)).not.toBeNull();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('heading', {name: 'Gold Monthly Sponsors'})).toBeTruthy();
    expect(screen.getByRole('heading', {name: 'Backers'})).toBeTruthy();
    expect(within(section('backer')).queryByText(/Fixture Backer Small/)).toBeNull();
  });

  it('uses the build-time data by default', () => {
    render(<SponsorList rankOptions={rankOptions} />);
    expect(screen.getByTestId('sponsor-list').dataset.status).toBe('unavailable');
  });
});
