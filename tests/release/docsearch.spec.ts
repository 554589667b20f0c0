/**
 * With Algolia keys the site searches with DocSearch instead of the built-in index. The DocSearch
 * API is answered by a stub here (the machine has no internet): the test sees the request the
 * site sends and the results it shows, under the site's Content-Security-Policy.
 */
import {cspViolations, expect, test} from '../e2e/lib/csp';

interface SearchRequest {
  requests: {indexName: string; query?: string; params?: string}[];
}

const hit = (title: string, url: string) => ({
  objectID: url,
  url,
  type: 'lvl1',
  content: null,
  hierarchy: {lvl0: 'Concepts', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Concepts', matchLevel: 'none', matchedWords: []},
      lvl1: {
        value: `<span class="algolia-docsearch-suggestion--highlight">${title}</span>`,
        matchLevel: 'full',
        matchedWords: ['stub'],
      },
    },
  },
});

test('keys given: DocSearch is the search, answered by the (stubbed) DocSearch API', async ({
  page,
  problems,
  reported,
}) => {
  const requests: {url: string; apiKey: string | null; body: SearchRequest}[] = [];
  await page.route(/^https:\/\/stubappid(-dsn\.algolia\.net|-\d\.algolianet\.com)\//i, async (route) => {
    const request = route.request();
    const body = JSON.parse(request.postData() ?? '{}') as SearchRequest;
    const url = new URL(request.url());
    requests.push({
      url: request.url(),
      apiKey: request.headers()['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key'),
      body,
    });
    const results = body.requests.map(({indexName, query = ''}) => {
      const hits = query
        ? [hit('Module Federation', 'https://webpack.js.org/concepts/module-federation/')]
        : [];
      return {
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query,
        params: '',
        index: indexName,
      };
    });
    await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results})});
  });

  const response = await page.goto('/concepts/');
  expect(response?.headers()['content-security-policy']).toContain('https://stubappid-dsn.algolia.net');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});

  // The built-in index is not shipped, and its search box is not there.
  expect((await page.request.get('/pagefind/pagefind.js')).status()).toBe(404);
  await expect(page.getByRole('combobox', {name: /search/i})).toHaveCount(0);

  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  const input = page.getByRole('searchbox').or(page.locator('.DocSearch-Input'));
  await input.first().fill('federation');
  const result = page.locator('.DocSearch-Hit a').first();
  await expect(result).toContainText('Module Federation');
  // DocSearch turns the absolute URL of a hit on this site into a link on this host.
  await expect(result).toHaveAttribute('href', /\/concepts\/module-federation\/$/);

  const queries = requests.flatMap(({body}) => body.requests).filter((r) => r.query === 'federation');
  expect(queries.length).toBeGreaterThan(0);
  expect(queries[0]!.indexName).toBe('webpack-docs-stub');
  expect(requests.every(({apiKey}) => apiKey === 'stub-search-only-key')).toBe(true);

  await result.click();
  await expect(page).toHaveURL(/\/concepts\/module-federation\/$/);
  // DocSearch's Ask AI code bundles zod, which probes once whether eval is allowed (`Function('')`
  // in a try/catch). The policy blocks it, the browser reports that, and zod works without eval:
  // the one report allowed here. 'unsafe-eval' stays out of the policy.
  const violations = cspViolations(reported, problems);
  const isEvalProbe = (violation: string) =>
    /^script-src blocked eval on \/\S* \(\S+\/assets\/js\/\S+\.js:\d+\)$/.test(violation) ||
    /Refused to evaluate a string as JavaScript/.test(violation);
  expect(violations.filter((violation) => !isEvalProbe(violation))).toEqual([]);
});
