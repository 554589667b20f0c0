// The supporters list as the sponsors plugin generates it at build time and the home page shows it.

/** One supporter of the webpack collective. Amounts are in cents (USD). */
export interface Supporter {
  readonly name: string;
  /** Open Collective slug; absent for supporters kept by hand. */
  readonly slug?: string;
  readonly website?: string | null;
  /** Avatar image URL (Open Collective `imageUrl`). */
  readonly avatar?: string | null;
  /** ISO date of the first donation (member `createdAt`). */
  readonly firstDonation?: string | null;
  /** Total donated, in cents. */
  readonly totalDonations: number;
  /** Average per month over the last year, in cents. */
  readonly monthlyDonations: number;
}

/**
 * - `live`: fetched from Open Collective during this build;
 * - `cache`: the fetch failed, the last successful fetch was read from disk;
 * - `unavailable`: no network and no cache, only the hand-kept supporters.
 */
export type SponsorsStatus = 'live' | 'cache' | 'unavailable';

export interface SponsorsData {
  readonly status: SponsorsStatus;
  /** When the Open Collective list was fetched (null when unavailable). */
  readonly fetchedAt: string | null;
  readonly supporters: readonly Supporter[];
}
