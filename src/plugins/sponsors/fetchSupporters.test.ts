import http, {type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import membersPage from '../../../tests/fixtures/sponsors/members-page.json';
import transactionsPage from '../../../tests/fixtures/sponsors/transactions-page.json';
import {buildSupporters, fetchSupporters, monthlyDonationsBySlug, oneYearBefore} from './fetchSupporters';
import sponsorsPlugin, {loadSponsors} from './index';

type Handler = (body: {query: string; variables: Record<string, unknown>}, res: ServerResponse) => void;

interface FixtureServer {
  url: string;
  requests: {query: string; variables: Record<string, unknown>}[];
  close: () => Promise<void>;
}

/** A GraphQL stand-in for Open Collective on 127.0.0.1. */
async function startServer(handler: Handler): Promise<FixtureServer> {
  const requests: FixtureServer['requests'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push(body);
      handler(body, res);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql/v2`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, data: unknown, status = 200) => {
  res.writeHead(status, {'content-type': 'application/json'});
  res.end(JSON.stringify(data));
};

/** Serves the fixture pages; with pageSize 2, members come in pages of 2. */
const fixtureHandler =
  (pageSize: number): Handler =>
  ({query, variables}, res) => {
    const offset = Number(variables.offset ?? 0);
    if (query.includes('members')) {
      const nodes = membersPage.data.account.members.nodes.slice(offset, offset + pageSize);
      json(res, {data: {account: {members: {nodes}}}});
    } else {
      const nodes = transactionsPage.data.transactions.nodes.slice(offset, offset + pageSize);
      json(res, {data: {transactions: {nodes}}});
    }
  };

const now = new Date('2025-06-15T12:00:00Z');
let servers: FixtureServer[] = [];
let tmp: string;
const quiet = () => {};

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sponsors-'));
});
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  await rm(tmp, {recursive: true, force: true});
});
const serve = async (handler: Handler) => {
  const s = await startServer(handler);
  servers.push(s);
  return s;
};

describe('parsing', () => {
  it('computes monthly averages from positive transactions, in cents', () => {
    const monthly = monthlyDonationsBySlug(transactionsPage.data.transactions.nodes);
    expect(monthly.get('fx-org-a')).toBe(Math.round((1000 * 100) / 12));
    expect(monthly.get('fx-person-b')).toBe(Math.round((25 * 100) / 12));
    expect(monthly.size).toBe(2);
  });

  it('builds sorted, de-duplicated supporters with amounts in cents', () => {
    const list = buildSupporters(
      membersPage.data.account.members.nodes,
      transactionsPage.data.transactions.nodes,
    );
    expect(list).toEqual([
      {
        name: 'Fixture Org A',
        slug: 'fx-org-a',
        website: 'https://a.example',
        avatar: 'https://images.example/a.png',
        firstDonation: '2017-02-01T10:00:00Z',
        totalDonations: 1200050,
        monthlyDonations: 8333,
      },
      {
        name: 'Fixture Person B',
        slug: 'fx-person-b',
        website: null,
        avatar: 'https://images.example/b.png',
        firstDonation: '2025-06-10T10:00:00Z',
        totalDonations: 2500,
        monthlyDonations: 208,
      },
      {
        name: 'Fixture Admin C',
        slug: 'fx-admin-c',
        website: null,
        avatar: null,
        firstDonation: '2016-01-01T00:00:00Z',
        totalDonations: 0,
        monthlyDonations: 0,
      },
    ]);
  });

  it('oneYearBefore', () => {
    expect(oneYearBefore(now).toISOString()).toBe('2024-06-15T12:00:00.000Z');
  });
});

describe('fetchSupporters against a local fixture server', () => {
  it('pages through members and transactions with offsets', async () => {
    const server = await serve(fixtureHandler(2));
    const list = await fetchSupporters({endpoint: server.url, pageSize: 2, now});
    expect(list.map((s) => s.slug)).toEqual(['fx-org-a', 'fx-person-b', 'fx-admin-c']);
    const members = server.requests.filter((r) => r.query.includes('members'));
    const transactions = server.requests.filter((r) => r.query.includes('transactions('));
    expect(members.map((r) => r.variables.offset)).toEqual([0, 2, 4]);
    expect(transactions.map((r) => r.variables.offset)).toEqual([0, 2, 4]);
    expect(members[0]!.variables).toMatchObject({slug: 'webpack', limit: 2});
    expect(transactions[0]!.variables).toMatchObject({slug: 'webpack', dateFrom: '2024-06-15T12:00:00.000Z'});
    expect(transactions[0]!.query).toContain('includeIncognitoTransactions: false');
  });

  it('rejects after the timeout when the server does not answer', async () => {
    const server = await serve(() => {
      /* never answers */
    });
    const started = Date.now();
    await expect(fetchSupporters({endpoint: server.url, timeoutMs: 200, now})).rejects.toThrow(
      /within 200 ms/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('rejects on HTTP and GraphQL errors', async () => {
    const failing = await serve((_, res) => json(res, {message: 'nope'}, 503));
    await expect(fetchSupporters({endpoint: failing.url, now})).rejects.toThrow(/HTTP 503/);
    const erroring = await serve((_, res) => json(res, {errors: [{message: 'Rate limit exceeded'}]}));
    await expect(fetchSupporters({endpoint: erroring.url, now})).rejects.toThrow(/Rate limit exceeded/);
  });
});

describe('loadSponsors (the plugin content)', () => {
  const cacheFile = () => path.join(tmp, '.cache', 'sponsors.json');

  it('is live when the fetch works, merges the hand-kept supporters and writes the cache', async () => {
    const server = await serve(fixtureHandler(1000));
    const data = await loadSponsors(tmp, {endpoint: server.url, now, log: quiet});
    expect(data.status).toBe('live');
    expect(data.fetchedAt).toBe(now.toISOString());
    expect(data.supporters.map((s) => s.name)).toEqual([
      'Segment',
      'Fixture Org A',
      'Google Angular',
      'Peerigon',
      'Architects.io',
      'MoonMail',
      'Fixture Person B',
      'Fixture Admin C',
    ]);
    const cache = JSON.parse(await readFile(cacheFile(), 'utf8'));
    expect(cache.fetchedAt).toBe(now.toISOString());
    // The cache holds the Open Collective list only.
    expect(cache.supporters.map((s: {slug: string}) => s.slug)).toEqual([
      'fx-org-a',
      'fx-person-b',
      'fx-admin-c',
    ]);
  });

  it('falls back to the cache when the fetch fails', async () => {
    const server = await serve((_, res) => json(res, {}, 500));
    await writeFile(
      path.join(tmp, 'cache.json'),
      JSON.stringify({
        fetchedAt: '2025-01-01T00:00:00.000Z',
        supporters: [{name: 'Cached', slug: 'cached', totalDonations: 999999, monthlyDonations: 0}],
      }),
    );
    const data = await loadSponsors(tmp, {endpoint: server.url, cacheFile: 'cache.json', now, log: quiet});
    expect(data.status).toBe('cache');
    expect(data.fetchedAt).toBe('2025-01-01T00:00:00.000Z');
    expect(data.supporters.map((s) => s.name)).toContain('Cached');
    expect(data.supporters.map((s) => s.name)).toContain('Segment');
  });

  it('is unavailable with no network and no cache: only the hand-kept supporters, no invented names', async () => {
    const server = await serve((_, res) => res.destroy());
    const logs: string[] = [];
    const data = await loadSponsors(tmp, {endpoint: server.url, now, log: (m) => logs.push(m)});
    expect(data.status).toBe('unavailable');
    expect(data.fetchedAt).toBeNull();
    expect(data.supporters.map((s) => s.name).sort()).toEqual(
      ['Architects.io', 'Google Angular', 'MoonMail', 'Peerigon', 'Segment'].sort(),
    );
    expect(logs.join('\n')).toMatch(/could not fetch/);
  });

  it('ignores a corrupt cache', async () => {
    await writeFile(path.join(tmp, 'bad.json'), '{"fetchedAt": 3');
    const data = await loadSponsors(tmp, {offline: true, cacheFile: 'bad.json', log: quiet});
    expect(data.status).toBe('unavailable');
  });

  it('offline mode does not touch the network', async () => {
    const server = await serve(fixtureHandler(1000));
    const data = await loadSponsors(tmp, {endpoint: server.url, offline: true, log: quiet});
    expect(data.status).toBe('unavailable');
    expect(server.requests).toHaveLength(0);
  });
});

describe('the plugin', () => {
  it('writes the data with createData and aliases it for the client chunk', async () => {
    const context = {siteDir: tmp, generatedFilesDir: path.join(tmp, '.docusaurus')} as never;
    const plugin = sponsorsPlugin(context, {offline: true, log: quiet});
    expect(plugin.name).toBe('webpack-sponsors');
    const content = await plugin.loadContent!();
    const createData = jest.fn(async (name: string) =>
      path.join(tmp, '.docusaurus', 'webpack-sponsors', 'default', name),
    );
    await plugin.contentLoaded!({content, actions: {createData} as never});
    expect(createData).toHaveBeenCalledWith('sponsors.json', JSON.stringify(content));
    const config = (
      plugin.configureWebpack as (...args: unknown[]) => {resolve: {alias: Record<string, string>}}
    )();
    expect(config.resolve.alias['@webpack-site/sponsors-data$']).toBe(
      path.join(tmp, '.docusaurus', 'webpack-sponsors', 'default', 'sponsors.json'),
    );
  });
});
