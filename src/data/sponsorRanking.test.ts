import fixture from '../../tests/fixtures/sponsors/supporters.json';
import {BACKER_SAMPLE_SIZE, LATEST_LIMIT, RANKS} from './sponsorTiers';
import {inRange, rankSupporters, sample, supporterHref} from './sponsorRanking';
import type {Supporter} from './sponsors';

const now = new Date(fixture.now);
const supporters = fixture.supporters as Supporter[];
const slugs = (list: Supporter[]) => list.map((s) => s.slug ?? s.name);
const rank = (r: (typeof RANKS)[number], mode: 'total' | 'monthly' = 'total', list = supporters) =>
  slugs(rankSupporters(list, r, mode, {now, random: () => 0}));

describe('inRange', () => {
  it('compares cents with min * 100 (inclusive) and max * 100 (exclusive)', () => {
    expect(inRange(20000, {min: 200, max: 2000})).toBe(true);
    expect(inRange(19999, {min: 200, max: 2000})).toBe(false);
    expect(inRange(200000, {min: 200, max: 2000})).toBe(false);
    expect(inRange(199999, {min: 200, max: 2000})).toBe(true);
    expect(inRange(0, {max: 200})).toBe(true);
  });
});

describe('rankSupporters, total mode', () => {
  it('puts each fixture supporter in the tier of its total, boundaries included', () => {
    expect(rank('platinum')).toEqual(['fx-platinum-exact']);
    expect(rank('gold')).toEqual(['fx-gold-high', 'fx-gold-exact']);
    expect(rank('silver')).toEqual(['fx-silver-exact']);
    expect(rank('bronze')).toEqual(['fx-silver-low', 'fx-bronze-exact']);
    expect(rank('backer')).toEqual(['fx-backer-high', 'fx-future', 'fx-backer-small']);
  });

  it('never lists members who gave nothing', () => {
    for (const r of RANKS) expect(rank(r)).not.toContain('fx-member');
  });

  it('every donor lands in exactly one tier', () => {
    const tiers = RANKS.filter((r) => r !== 'latest').flatMap((r) => rank(r));
    expect(new Set(tiers).size).toBe(tiers.length);
    expect(tiers).toHaveLength(supporters.filter((s) => s.totalDonations > 0).length);
  });
});

describe('rankSupporters, monthly mode', () => {
  it('uses the monthly average with the monthly thresholds', () => {
    expect(rank('platinum', 'monthly')).toEqual(['fx-platinum-exact']);
    expect(rank('gold', 'monthly')).toEqual(['fx-gold-high', 'fx-gold-exact']);
    expect(rank('silver', 'monthly')).toEqual(['fx-silver-exact']);
    expect(rank('bronze', 'monthly')).toEqual(['fx-silver-low', 'fx-bronze-exact']);
    expect(rank('backer', 'monthly')).toEqual(['fx-backer-high']);
  });

  it('leaves out supporters without a donation in the last year', () => {
    const all = RANKS.filter((r) => r !== 'latest').flatMap((r) => rank(r, 'monthly'));
    expect(all).not.toContain('fx-backer-small');
    expect(all).not.toContain('fx-future');
  });
});

describe('latest', () => {
  it('keeps first donations within the last 14 days (not in the future), by total', () => {
    expect(rank('latest')).toEqual(['fx-silver-exact', 'fx-silver-low', 'fx-backer-high']);
    expect(rank('latest', 'monthly')).toEqual(rank('latest'));
  });

  it('shows at most 10', () => {
    const many: Supporter[] = Array.from({length: 15}, (_, i) => ({
      name: `New ${i}`,
      slug: `new-${i}`,
      firstDonation: '2025-06-14T00:00:00Z',
      totalDonations: 1000 * (15 - i),
      monthlyDonations: 0,
    }));
    const latest = rank('latest', 'total', many);
    expect(latest).toHaveLength(LATEST_LIMIT);
    expect(latest[0]).toBe('new-0');
  });
});

describe('backers sample', () => {
  const backers = (n: number): Supporter[] =>
    Array.from({length: n}, (_, i) => ({
      name: `B${i}`,
      slug: `b-${i}`,
      totalDonations: 100 + i,
      monthlyDonations: 0,
    }));

  it('shows all backers when fewer than 100 qualify', () => {
    expect(rankSupporters(backers(99), 'backer', 'total', {now})).toHaveLength(99);
  });

  it('shows a random 100 when at least 100 qualify', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const picked = rankSupporters(backers(250), 'backer', 'total', {now, random});
    expect(picked).toHaveLength(BACKER_SAMPLE_SIZE);
    expect(new Set(picked.map((s) => s.slug)).size).toBe(BACKER_SAMPLE_SIZE);
    const other = rankSupporters(backers(250), 'backer', 'total', {now, random});
    expect(other.map((s) => s.slug)).not.toEqual(picked.map((s) => s.slug));
  });

  it('sample() does not change its input', () => {
    const input = [1, 2, 3, 4];
    expect(sample(input, 2, () => 0.99)).toHaveLength(2);
    expect(input).toEqual([1, 2, 3, 4]);
  });
});

describe('supporterHref', () => {
  it('links to the website, else to the Open Collective page', () => {
    expect(supporterHref(supporters[0]!)).toBe('https://platinum.example');
    expect(supporterHref(supporters[1]!)).toBe('https://opencollective.com/fx-gold-high');
  });
  it('ignores websites that are not http(s)', () => {
    expect(supporterHref(supporters[2]!)).toBe('https://opencollective.com/fx-gold-exact');
  });
  it('returns null without website and slug', () => {
    expect(supporterHref({name: 'X', totalDonations: 1, monthlyDonations: 0})).toBeNull();
  });
});
