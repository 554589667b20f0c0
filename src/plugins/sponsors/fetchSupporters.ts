import {sortAndDedupe} from './merge';
import type {Supporter} from '../../data/sponsors';

export const OPEN_COLLECTIVE_GRAPHQL = 'https://api.opencollective.com/graphql/v2';
export const PAGE_SIZE = 1000;
/** Safety stop for offset pagination (PAGE_SIZE * MAX_PAGES records). */
export const MAX_PAGES = 50;

export const MEMBERS_QUERY = `query webpackMembers($slug: String, $limit: Int, $offset: Int) {
  account(slug: $slug) {
    members(limit: $limit, offset: $offset) {
      nodes {
        account { name slug website imageUrl }
        totalDonations { value }
        createdAt
      }
    }
  }
}`;

export const TRANSACTIONS_QUERY = `query webpackTransactions($slug: String, $dateFrom: DateTime, $limit: Int, $offset: Int) {
  transactions(account: {slug: $slug}, dateFrom: $dateFrom, limit: $limit, offset: $offset, includeIncognitoTransactions: false) {
    nodes {
      amountInHostCurrency { value }
      fromAccount { name slug website imageUrl }
      createdAt
    }
  }
}`;

export interface OcAccount {
  name?: string | null;
  slug?: string | null;
  website?: string | null;
  imageUrl?: string | null;
}

export interface OcMember {
  account?: OcAccount | null;
  totalDonations?: {value?: number | null} | null;
  createdAt?: string | null;
}

export interface OcTransaction {
  amountInHostCurrency?: {value?: number | null} | null;
  fromAccount?: OcAccount | null;
  createdAt?: string | null;
}

export interface FetchOptions {
  readonly endpoint?: string;
  readonly slug?: string;
  /** Overall time limit for all requests, in ms. */
  readonly timeoutMs?: number;
  readonly pageSize?: number;
  readonly now?: Date;
  readonly fetchImpl?: typeof fetch;
}

/** Date one year before `now` (the window of the monthly average). */
export function oneYearBefore(now: Date): Date {
  const d = new Date(now.getTime());
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d;
}

/** Sum of positive transaction amounts per donor slug, in cents / 12, rounded. */
export function monthlyDonationsBySlug(transactions: readonly OcTransaction[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const t of transactions) {
    const slug = t.fromAccount?.slug;
    const value = t.amountInHostCurrency?.value;
    if (!slug || typeof value !== 'number' || !(value > 0)) continue;
    sums.set(slug, (sums.get(slug) ?? 0) + value);
  }
  const monthly = new Map<string, number>();
  for (const [slug, sum] of sums) monthly.set(slug, Math.round((sum * 100) / 12));
  return monthly;
}

/** Turns Open Collective members and last-year transactions into supporters. */
export function buildSupporters(
  members: readonly OcMember[],
  transactions: readonly OcTransaction[],
): Supporter[] {
  const monthly = monthlyDonationsBySlug(transactions);
  const supporters: Supporter[] = [];
  for (const m of members) {
    const account = m.account;
    if (!account?.slug || !account.name) continue;
    supporters.push({
      name: account.name,
      slug: account.slug,
      website: account.website || null,
      avatar: account.imageUrl || null,
      firstDonation: m.createdAt ?? null,
      totalDonations: Math.round((m.totalDonations?.value ?? 0) * 100),
      monthlyDonations: monthly.get(account.slug) ?? 0,
    });
  }
  return sortAndDedupe(supporters);
}

async function postGraphql<T>(
  fetchImpl: typeof fetch,
  endpoint: string,
  query: string,
  variables: Record<string, unknown>,
  signal: AbortSignal,
): Promise<T> {
  const res = await fetchImpl(endpoint, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json'},
    body: JSON.stringify({query, variables}),
    signal,
  });
  if (!res.ok) throw new Error(`Open Collective answered HTTP ${res.status}`);
  const json = (await res.json()) as {data?: T; errors?: {message?: string}[]};
  if (json.errors?.length) {
    throw new Error(`Open Collective GraphQL error: ${json.errors.map((e) => e.message).join('; ')}`);
  }
  if (!json.data) throw new Error('Open Collective answered without data');
  return json.data;
}

async function fetchAllPages<N>(
  loadPage: (offset: number) => Promise<readonly N[] | null | undefined>,
  pageSize: number,
): Promise<N[]> {
  const all: N[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const nodes = (await loadPage(page * pageSize)) ?? [];
    all.push(...nodes);
    if (nodes.length < pageSize) break;
  }
  return all;
}

/**
 * Fetches the collective's supporters from Open Collective's public GraphQL
 * API. Rejects on network error, HTTP or GraphQL error, or after `timeoutMs`.
 */
export async function fetchSupporters({
  endpoint = OPEN_COLLECTIVE_GRAPHQL,
  slug = 'webpack',
  timeoutMs = 10_000,
  pageSize = PAGE_SIZE,
  now = new Date(),
  fetchImpl = fetch,
}: FetchOptions = {}): Promise<Supporter[]> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`Open Collective did not answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  const {signal} = controller;
  try {
    const members = await fetchAllPages<OcMember>(async (offset) => {
      const data = await postGraphql<{account?: {members?: {nodes?: OcMember[]}} | null}>(
        fetchImpl,
        endpoint,
        MEMBERS_QUERY,
        {slug, limit: pageSize, offset},
        signal,
      );
      if (!data.account) throw new Error(`Open Collective has no account "${slug}"`);
      return data.account.members?.nodes;
    }, pageSize);
    const dateFrom = oneYearBefore(now).toISOString();
    const transactions = await fetchAllPages<OcTransaction>(async (offset) => {
      const data = await postGraphql<{transactions?: {nodes?: OcTransaction[]} | null}>(
        fetchImpl,
        endpoint,
        TRANSACTIONS_QUERY,
        {slug, dateFrom, limit: pageSize, offset},
        signal,
      );
      return data.transactions?.nodes;
    }, pageSize);
    return buildSupporters(members, transactions);
  } catch (error) {
    if (signal.aborted && signal.reason instanceof Error) throw signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
