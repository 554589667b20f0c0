import {test, expect} from '@playwright/test';

test.describe('organization', () => {
  // One load of the page for both groups of checks: they only read it.
  test('shows 41 project cards, 17 of them with "Maintainer needed...", and the webpack card has its repository link, lazy badges with alt text and a maintainer', async ({
    page,
  }) => {
    await page.goto('/organization/');
    await expect(page.getByRole('heading', {level: 1, name: 'The Organization'})).toBeVisible();
    const cards = page.getByTestId('project-card');
    await expect(cards).toHaveCount(41);
    const needed = cards.getByRole('link', {name: 'Maintainer needed...'});
    await expect(needed).toHaveCount(17);
    await expect(needed.first()).toHaveAttribute('href', 'https://github.com/webpack/webpack/issues/2734');

    const card = cards.filter({has: page.getByRole('link', {name: 'webpack/webpack', exact: true})});
    await expect(card.getByRole('link', {name: 'webpack/webpack', exact: true})).toHaveAttribute(
      'href',
      'https://github.com/webpack/webpack',
    );
    const badges = card.locator('img[src^="https://img.shields.io/"]');
    await expect(badges).toHaveCount(8);
    const badgeAttributes = await badges.evaluateAll((images) =>
      images.map((image) => ({loading: image.getAttribute('loading'), hasAlt: !!image.getAttribute('alt')})),
    );
    expect(badgeAttributes).toEqual(Array(8).fill({loading: 'lazy', hasAlt: true}));
    await expect(card.locator('a[href="https://github.com/sokra"] img')).toHaveAttribute(
      'src',
      'https://github.com/sokra.png?size=90',
    );
  });
});
