import {test, expect} from './fixtures';

/** Hosts of analytics and tag services: a default build loads nothing from them. */
const ANALYTICS_HOSTS =
  /(^|\.)(google-analytics\.com|googletagmanager\.com|analytics\.google\.com|doubleclick\.net|plausible\.io|segment\.(io|com)|hotjar\.com)$/;

/**
 * Content images that some pages show from other hosts (the fixture answers them with a stub):
 * maintainers' avatars and project badges on /organization/, contributors' avatars on docs.
 * Images only: no script, style, font or data request may leave the site.
 */
const IMAGE_HOSTS = new Set(['github.com', 'avatars.githubusercontent.com', 'img.shields.io']);

const PAGES = [
  '/',
  '/concepts/',
  '/concepts/module-federation/',
  '/guides/getting-started/',
  '/configuration/',
  '/blog/',
  '/blog/2020-10-10-webpack-5-release/',
  '/organization/',
  '/zh/',
  '/zh/concepts/',
];

test.describe('no analytics and no third-party requests by default', () => {
  test('pages load nothing from other hosts but content images', async ({page, problems}) => {
    const external: {url: string; type: string}[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) {
        external.push({url: request.url(), type: request.resourceType()});
      }
    });
    for (const path of PAGES) {
      await page.goto(path, {waitUntil: 'networkidle'});
      // Using the search loads its files from the site itself.
      if (path === '/concepts/') {
        await page.getByRole('combobox', {name: /search/i}).fill('loader');
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      }
    }
    for (const {url, type} of external) {
      const host = new URL(url).hostname;
      expect(host, url).not.toMatch(ANALYTICS_HOSTS);
      expect({url, type, allowed: IMAGE_HOSTS.has(host) && type === 'image'}).toMatchObject({allowed: true});
    }
    expect(problems.externalRequests.length).toBe(external.length);
  });

  test('the HTML has no analytics or tag manager script', async ({request}) => {
    for (const path of PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/googletagmanager|google-analytics|gtag\(/);
    }
  });
});
