import fixture from '../../../tests/fixtures/sponsors/supporters.json';
import {RANKS} from '../../data/sponsorTiers';
import {additionalSupporters} from '../../data/additionalSupporters';
import {rankSupporters} from '../../data/sponsorRanking';
import type {Supporter} from '../../data/sponsors';
import {mergeAdditionalSupporters, sortAndDedupe} from './merge';

const now = new Date(fixture.now);

describe('merging the hand-kept supporters', () => {
  it('are all present and ranked even with an empty Open Collective list', () => {
    const merged = mergeAdditionalSupporters([], additionalSupporters);
    expect(merged.map((s) => s.name)).toEqual([
      'Segment',
      'Google Angular',
      'Peerigon',
      'Architects.io',
      'MoonMail',
    ]);
    const names = (r: (typeof RANKS)[number]) => rankSupporters(merged, r, 'total', {now}).map((s) => s.name);
    expect(names('gold')).toEqual(['Segment']);
    expect(names('silver')).toEqual(['Google Angular']);
    expect(names('bronze')).toEqual(['Peerigon', 'Architects.io']);
    expect(names('backer')).toEqual(['MoonMail']);
    expect(names('platinum')).toEqual([]);
  });

  it('adds amounts to a supporter already on Open Collective (same slug or name)', () => {
    const live: Supporter[] = [
      {
        name: 'segment',
        slug: 'segment',
        totalDonations: 100,
        monthlyDonations: 5,
        avatar: 'https://img.example/s.png',
      },
    ];
    const merged = mergeAdditionalSupporters(live, additionalSupporters);
    const segment = merged.filter((s) => s.name.toLowerCase() === 'segment');
    expect(segment).toHaveLength(1);
    expect(segment[0]).toMatchObject({
      slug: 'segment',
      totalDonations: 2400100,
      monthlyDonations: 5,
      website: 'https://segment.com',
    });
    expect(merged).toHaveLength(5);
    expect(live[0]!.totalDonations).toBe(100);
  });

  it('the amounts of the hand-kept list are the agreed ones (cents)', () => {
    expect(Object.fromEntries(additionalSupporters.map((s) => [s.name, s.totalDonations]))).toEqual({
      MoonMail: 11000,
      'Google Angular': 250000,
      'Architects.io': 30000,
      Peerigon: 144139,
      Segment: 2400000,
    });
  });

  it('sortAndDedupe keeps the highest entry of a slug', () => {
    const list = sortAndDedupe([
      {name: 'A', slug: 'a', totalDonations: 1, monthlyDonations: 0},
      {name: 'A', slug: 'a', totalDonations: 9, monthlyDonations: 0},
      {name: 'B', slug: 'b', totalDonations: 5, monthlyDonations: 0},
    ]);
    expect(list.map((s) => [s.slug, s.totalDonations])).toEqual([
      ['a', 9],
      ['b', 5],
    ]);
  });
});
