import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * The navbar's Documentation dropdown tells the truth (issue 34, item C): its label's
 * `aria-expanded` is true exactly when its list is shown, on hover, on a click, with Enter and Space,
 * and Escape closes it with the focus back on the label (src/theme/NavbarItem/DropdownNavbarItem).
 * Read the way a screen reader does (Playwright's ARIA snapshot), beside what is on screen.
 */
test.describe('Documentation dropdown, desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  const truth = async (page: Page, open: boolean, step: string) => {
    const label = page.locator('.navbar__items .dropdown > .navbar__link');
    const menu = page.locator('.navbar__items .dropdown > .dropdown__menu');
    await expect(label, step).toHaveAttribute('aria-expanded', String(open));
    if (open) await expect(menu, step).toBeVisible();
    else await expect(menu, step).toBeHidden();
    // What a screen reader is told.
    const snapshot = await page.locator('.navbar__items').first().ariaSnapshot();
    expect(snapshot, step).toContain(open ? 'button "Documentation" [expanded]' : 'button "Documentation"');
    if (!open) expect(snapshot, step).not.toContain('button "Documentation" [expanded]');
  };

  test('hover and click: expanded exactly while the list shows', async ({page}) => {
    await page.goto('/guides/');
    const label = page.getByRole('button', {name: 'Documentation'});
    await truth(page, false, 'at first');
    await label.hover();
    await truth(page, true, 'hovered');
    await page.mouse.move(640, 500);
    await truth(page, false, 'pointer away');
    await label.click();
    await truth(page, true, 'clicked');
    await page.mouse.move(640, 500);
    await truth(page, true, 'clicked, pointer away: stays open');
    await label.click();
    await truth(page, false, 'clicked again');
    await label.click();
    await page.mouse.click(640, 500);
    await truth(page, false, 'a click elsewhere');
  });

  test('Enter and Space toggle it; Escape closes it, from the label or from the list, with the focus on the label', async ({
    page,
  }) => {
    await page.goto('/guides/');
    const label = page.getByRole('button', {name: 'Documentation'});
    await label.focus();
    await truth(page, false, 'focused');
    await page.keyboard.press('Enter');
    await truth(page, true, 'Enter');
    await page.keyboard.press('Escape');
    await truth(page, false, 'Escape');
    await expect(label).toBeFocused();
    await page.keyboard.press('Space');
    await truth(page, true, 'Space');
    await page.keyboard.press('Space');
    await truth(page, false, 'Space again');
    await page.keyboard.press('Enter');
    // The list is shown once React has rendered the Enter; a Tab sent before that leaves the label.
    await truth(page, true, 'Enter again');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Concepts', exact: true}).first()).toBeFocused();
    await truth(page, true, 'Tab into the list');
    await page.keyboard.press('Escape');
    await truth(page, false, 'Escape in the list');
    await expect(label).toBeFocused();
  });

  test('closes when a page is chosen in it, also under the pointer', async ({page}) => {
    await page.goto('/guides/');
    await page.getByRole('button', {name: 'Documentation'}).click();
    await page.locator('.dropdown__menu').getByRole('link', {name: 'Configuration'}).click();
    await expect(page).toHaveURL(/\/configuration\/$/);
    await truth(page, false, 'after the choice');
  });
});

test.describe('Documentation dropdown, phone menu', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the label is the one button of the list and says whether it is open', async ({page}) => {
    await page.goto('/');
    await page.locator('.navbar__toggle').tap();
    const sidebar = page.locator('.navbar-sidebar');
    const label = sidebar.getByRole('button', {name: 'Documentation'});
    // Open from the start (phone-taps.spec.ts), and said so.
    await expect(label).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', {name: 'Guides', exact: true})).toBeVisible();
    expect(await sidebar.ariaSnapshot()).toContain('button "Documentation" [expanded]');
    // theme-classic's second button (the chevron, "Collapse the dropdown") is gone.
    await expect(sidebar.getByRole('button', {name: /the dropdown/})).toHaveCount(0);
    await label.tap();
    await expect(label).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', {name: 'Guides', exact: true})).toBeHidden();
    await label.tap();
    await expect(label).toHaveAttribute('aria-expanded', 'true');
  });
});
