import {
  BACKER_SAMPLE_SIZE,
  LATEST_LIMIT,
  LATEST_WINDOW_DAYS,
  OPEN_COLLECTIVE_PROFILE,
  TIERS,
  type AmountRange,
  type DonationMode,
  type RankName,
} from './sponsorTiers';
import type {Supporter} from './sponsors';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RankOptions {
  /** Reference time for "latest" (defaults to now). */
  readonly now?: Date;
  /** Random source in [0, 1) for the backer sample (defaults to Math.random). */
  readonly random?: () => number;
}

export function inRange(cents: number, range: AmountRange): boolean {
  if (range.min !== undefined && cents < range.min * 100) return false;
  if (range.max !== undefined && cents >= range.max * 100) return false;
  return true;
}

/** Fisher-Yates sample of `size` items, without changing `items`. */
export function sample<T>(items: readonly T[], size: number, random: () => number = Math.random): T[] {
  const copy = items.slice();
  const n = Math.min(size, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    // Both indices are below copy.length.
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

export function isLatest(supporter: Supporter, now: Date): boolean {
  if (!supporter.firstDonation) return false;
  const first = Date.parse(supporter.firstDonation);
  if (Number.isNaN(first)) return false;
  const age = now.getTime() - first;
  return age >= 0 && age <= LATEST_WINDOW_DAYS * DAY_MS;
}

/**
 * Supporters of one rank, in display order.
 *
 * `supporters` is expected sorted by total donations, highest first (as the
 * build step stores them). Only actual donors are ranked: in total mode a
 * supporter needs a total above 0, in monthly mode a donation in the last
 * year (monthly average above 0), so members who never gave are not listed as
 * backers.
 */
export function rankSupporters(
  supporters: readonly Supporter[],
  rank: RankName,
  mode: DonationMode,
  {now = new Date(), random = Math.random}: RankOptions = {},
): Supporter[] {
  if (rank === 'latest') {
    return supporters.filter((s) => s.totalDonations > 0 && isLatest(s, now)).slice(0, LATEST_LIMIT);
  }
  const range = TIERS[rank][mode];
  const amount = (s: Supporter) => (mode === 'monthly' ? s.monthlyDonations : s.totalDonations);
  const ranked = supporters
    .filter((s) => amount(s) > 0 && inRange(amount(s), range))
    .sort((a, b) => amount(b) - amount(a));
  if (rank === 'backer' && ranked.length >= BACKER_SAMPLE_SIZE) {
    return sample(ranked, BACKER_SAMPLE_SIZE, random);
  }
  return ranked;
}

/** The supporter's website, else their Open Collective page (null if neither). */
export function supporterHref(supporter: Supporter): string | null {
  if (supporter.website && /^https?:\/\//i.test(supporter.website)) return supporter.website;
  if (supporter.slug) return OPEN_COLLECTIVE_PROFILE(supporter.slug);
  return null;
}

/** Stable key for React lists. */
export const supporterKey = (s: Supporter): string => s.slug ?? `extra:${s.name}`;
