/**
 * Sponsor tiers of the "Support the Team" section. Amounts are in USD; a
 * supporter's amounts (in cents) are compared as `>= min * 100` and
 * `< max * 100`.
 */
export type RankName = 'latest' | 'platinum' | 'gold' | 'silver' | 'bronze' | 'backer';
export type TieredRank = Exclude<RankName, 'latest'>;
export type DonationMode = 'total' | 'monthly';

export interface AmountRange {
  readonly min?: number;
  readonly max?: number;
}

export interface Tier {
  readonly total: AmountRange;
  readonly monthly: AmountRange;
}

/** Order in which the ranks are shown. */
export const RANKS: readonly RankName[] = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'];

export const TIERS: Readonly<Record<TieredRank, Tier>> = {
  platinum: {total: {min: 50000}, monthly: {min: 2500}},
  gold: {total: {min: 10000, max: 50000}, monthly: {min: 500, max: 2500}},
  silver: {total: {min: 2000, max: 10000}, monthly: {min: 100, max: 500}},
  bronze: {total: {min: 200, max: 2000}, monthly: {min: 10, max: 100}},
  backer: {total: {max: 200}, monthly: {max: 10}},
};

/** "Latest" = first donation within this many days; at most LATEST_LIMIT shown. */
export const LATEST_WINDOW_DAYS = 14;
export const LATEST_LIMIT = 10;
/** When at least this many backers qualify, a random sample of this size is shown. */
export const BACKER_SAMPLE_SIZE = 100;

export const SUPPORT_URL = 'https://opencollective.com/webpack#support';
export const OPEN_COLLECTIVE_PROFILE = (slug: string): string => `https://opencollective.com/${slug}`;
