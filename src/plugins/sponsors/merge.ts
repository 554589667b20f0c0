import type {Supporter} from '../../data/sponsors';

const sameSupporter = (a: Supporter, b: Supporter) =>
  (a.slug !== undefined && a.slug === b.slug) || a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

export const byTotalDesc = (a: Supporter, b: Supporter): number => b.totalDonations - a.totalDonations;

/** Sorts by total donations (highest first) and keeps the first entry of each slug. */
export function sortAndDedupe(supporters: readonly Supporter[]): Supporter[] {
  const seen = new Set<string>();
  return supporters
    .slice()
    .sort(byTotalDesc)
    .filter((s) => {
      if (!s.slug) return true;
      if (seen.has(s.slug)) return false;
      seen.add(s.slug);
      return true;
    });
}

/**
 * Adds the hand-kept supporters to the Open Collective list. A hand-kept
 * supporter that is also on Open Collective (same slug or name) gets its
 * amounts added to that entry; the others are appended. Result sorted by total.
 */
export function mergeAdditionalSupporters(
  supporters: readonly Supporter[],
  additional: readonly Supporter[],
): Supporter[] {
  const merged = supporters.map((s) => ({...s}));
  for (const extra of additional) {
    const existing = merged.find((s) => sameSupporter(s, extra));
    if (!existing) {
      merged.push({...extra});
    } else {
      existing.website ||= extra.website;
      existing.avatar ||= extra.avatar;
      existing.totalDonations += extra.totalDonations;
      existing.monthlyDonations += extra.monthlyDonations;
    }
  }
  return merged.sort(byTotalDesc);
}
