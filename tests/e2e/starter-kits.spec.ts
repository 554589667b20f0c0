import {test, expect} from '@playwright/test';

test.describe('starter kits', () => {
  test('the table is not in the static HTML, only a placeholder and the warning', async ({request}) => {
    const html = await (await request.get('/starter-kits/')).text();
    expect(html).not.toContain('<table');
    expect(html).toMatch(/data-testid="?starter-kits-placeholder/);
    expect(html).toContain('not officially supported');
    expect(html).toContain('javascriptstuff-db');
  });

  test('the table appears after hydration, with 62 kits, filtering and sorting', async ({page}) => {
    await page.goto('/starter-kits/');
    await expect(page.getByRole('heading', {level: 1, name: 'Starter Kits'})).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([/Project Name/, /Maintainer/, /Tags/]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(62);
    await expect(page.getByTestId('starter-kits-placeholder')).toHaveCount(0);

    await page.getByLabel('Filter by tag').selectOption('webpack 4');
    const filtered = await rows.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(62);
    const rowsWithoutTag = await rows.evaluateAll((trs) =>
      trs
        .map((tr) => (tr.textContent ?? '').replace(/\s+/g, ' '))
        .filter((text) => !text.includes('webpack 4')),
    );
    expect(rowsWithoutTag).toEqual([]);
    await page.getByRole('button', {name: 'Clear filter'}).click();
    await expect(rows).toHaveCount(62);

    const first = rows.first().getByRole('link').first();
    const before = await first.textContent();
    await table.getByRole('button', {name: /Project Name/}).click();
    await expect(table.getByRole('columnheader').first()).toHaveAttribute('aria-sort', 'descending');
    await expect(first).not.toHaveText(before ?? '');
  });
});
