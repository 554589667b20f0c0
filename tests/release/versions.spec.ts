/**
 * After `docusaurus docs:version 5` (README, "Maintainers: cutting a version"), the frozen 5 docs
 * are the site's docs at the root and the current docs are the next version under /next/; the
 * version box of each names its version and leads to the same page in the other.
 */
import {expect, test} from '../e2e/fixtures';

test('the next docs live under /next/ and the frozen 5 docs at the root, each leading to the other', async ({
  page,
  problems,
}) => {
  const response = await page.goto('/next/concepts/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
  await expect(page.getByText('You are reading webpack Next documentation')).toBeVisible();

  const toFrozen = page.getByRole('link', {name: 'webpack 5 documentation'});
  await expect(toFrozen).toHaveAttribute('href', '/concepts/');
  await toFrozen.click();
  await expect(page).toHaveURL(/\/concepts\/$/);
  await expect(page).not.toHaveURL(/\/next\//);
  await expect(page.getByText('You are reading webpack 5 documentation')).toBeVisible();
  await expect(page.getByRole('link', {name: 'webpack Next documentation'})).toHaveAttribute(
    'href',
    '/next/concepts/',
  );

  // The frozen page is also what the server sends at the root.
  expect((await page.request.get('/concepts/')).status()).toBe(200);
  expect(problems.consoleErrors).toEqual([]);
});
