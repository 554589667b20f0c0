import {test, expect, type Response} from '@playwright/test';

/** Strings that exist only in the lazily loaded sponsors chunk (component + build-time data). */
const SPONSOR_MARKERS = ['MoonMail', 'Architects.io', 'Become a backer'];

test.describe('home page', () => {
  test('the splash rotator changes word', async ({page}) => {
    await page.goto('/');
    const word = page.getByTestId('text-rotator-current');
    await expect(word).toHaveText('assets');
    await expect(word).not.toHaveText('assets', {timeout: 8000});
    await expect(word).toHaveText('scripts');
  });

  test('has the heading, cube, accessible diagram, sections and links', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toContainText('bundle your');
    await expect(
      page.getByRole('img', {name: /bundles modules with dependencies into static assets/}),
    ).toBeVisible();
    await expect(page.getByTestId('cube')).toHaveAttribute('data-depth', '120');
    await expect(page.getByTestId('cube')).toHaveAttribute('data-repeat-delay', '5000');
    for (const name of [
      'Write Your Code',
      'Bundle It',
      "Awesome isn't it? Let's dive in!",
      'Support the Team',
    ]) {
      await expect(page.getByRole('heading', {level: 2, name})).toBeVisible();
    }
    await expect(page.locator('main a[href="/guides/getting-started/"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/concepts/"]').first()).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({reducedMotion: 'reduce'});
    test('the rotator and the cube stay still', async ({page}) => {
      // Both would turn on intervals (5 s): with the page's clock faked, 5.6 s pass at once.
      await page.clock.install();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.clock.runFor(5600);
      await expect(page.getByTestId('text-rotator-current')).toHaveText('assets');
      await expect(page.getByTestId('cube')).toHaveAttribute('data-turns', '0');
    });
  });

  test('no sponsor code in the first-load JS; the sponsors chunk loads near the section', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    for (const marker of SPONSOR_MARKERS) expect(html).not.toContain(marker);

    // Each body is asked for as its response arrives and read only after the load: awaiting it
    // inside the listener let the count below run before any push (flaky on a loaded machine).
    const scripts: Promise<{url: string; body: string}>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.text().then(
          (body) => ({url: response.url(), body}),
          () => ({url: response.url(), body: ''}),
        ),
      );
    };
    page.on('response', onResponse);
    await page.setViewportSize({width: 1280, height: 720});
    await page.goto('/', {waitUntil: 'networkidle'});
    await expect(page.getByTestId('sponsors-placeholder')).toBeAttached();
    const firstLoad = scripts.length;
    expect(firstLoad).toBeGreaterThan(0);
    for (const {url, body} of await Promise.all(scripts)) {
      for (const marker of SPONSOR_MARKERS) expect(body, `${url} contains ${marker}`).not.toContain(marker);
    }

    await page.getByTestId('support').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('sponsor-list')).toBeVisible();
    await expect
      .poll(async () =>
        (await Promise.all(scripts.slice(firstLoad))).some(({body}) => body.includes('MoonMail')),
      )
      .toBe(true);
    page.off('response', onResponse);

    const becomeBacker = page.getByRole('link', {name: 'Become a backer'});
    await expect(becomeBacker).toHaveAttribute('href', 'https://opencollective.com/webpack#support');
    await expect(page.getByRole('link', {name: 'Become a sponsor'}).first()).toBeVisible();
    // The hand-kept supporters are shown whatever the network did at build time.
    const segment = page.getByTestId('sponsor-list').getByRole('link', {name: /Segment/});
    await expect(segment).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(segment).toHaveAttribute('target', '_blank');
    if ((await page.getByTestId('sponsor-list').getAttribute('data-status')) === 'unavailable') {
      await expect(page.getByTestId('sponsors-unavailable')).toContainText('could not be loaded');
    }
  });

  test('the monthly checkbox switches the tier headings', async ({page}) => {
    await page.goto('/');
    await page.getByTestId('support').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', {name: 'Gold Sponsors'})).toBeVisible();
    await page.getByRole('checkbox').check();
    await expect(page.getByRole('heading', {name: 'Gold Monthly Sponsors'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Backers'})).toBeVisible();
  });
});
