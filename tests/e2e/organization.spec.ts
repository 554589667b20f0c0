import {test, expect} from '@playwright/test';

test.describe('organization', () => {
  test('shows 41 project cards, 17 of them with "Maintainer needed..."', async ({page}) => {
    await page.goto('/organization/');
    await expect(page.getByRole('heading', {level: 1, name: 'The Organization'})).toBeVisible();
    const cards = page.getByTestId('project-card');
    await expect(cards).toHaveCount(41);
    const needed = cards.getByRole('link', {name: 'Maintainer needed...'});
    await expect(needed).toHaveCount(17);
    await expect(needed.first()).toHaveAttribute('href', 'https://github.com/webpack/webpack/issues/2734');
  });

  test('each card has its repository link, lazy badges with alt text and a maintainer', async ({page}) => {
    await page.goto('/organization/');
    const card = page
      .getByTestId('project-card')
      .filter({has: page.getByRole('link', {name: 'webpack/webpack', exact: true})});
    await expect(card.getByRole('link', {name: 'webpack/webpack', exact: true})).toHaveAttribute(
      'href',
      'https://github.com/webpack/webpack',
    );
    const badges = card.locator('img[src^="https://img.shields.io/"]');
    await expect(badges).toHaveCount(8);
    for (const badge of await badges.all()) {
      await expect(badge).toHaveAttribute('loading', 'lazy');
      expect(await badge.getAttribute('alt')).toBeTruthy();
    }
    await expect(card.locator('a[href="https://github.com/sokra"] img')).toHaveAttribute(
      'src',
      'https://github.com/sokra.png?size=90',
    );
  });
});
