import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {contentUnder} from './covered';

/**
 * The back-to-top button (theme-classic's, wrapped in src/theme/BackToTopButton) and the chat button
 * (src/components/ChatWidget) never cover the text, nor each other (issue 34, items 10 and A).
 * Below 1800 px there is no margin beside the text column: the back-to-top button shows while the
 * reader scrolls up and goes once scrolling stops; from 1800 px both sit in the right margin.
 */
const PAGE = '/configuration/output/';
const IDLE_MS = 2000;

/** Scrolls down far, then up in a few steps, as a reader looking for the way back does. */
async function scrollUp(page: Page, from = 6000) {
  await page.evaluate((top) => window.scrollTo(0, top), from);
  for (let step = 0; step < 4; step++) {
    await page.evaluate(() => window.scrollBy(0, -150));
    await page.waitForTimeout(50);
  }
}

type Box = {left: number; right: number; top: number; bottom: number};
const intersects = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

const covered = (button: Locator) => contentUnder(button);

for (const [name, use] of [
  ['phone', {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true}],
  ['desktop', {viewport: {width: 1280, height: 800}}],
] as const) {
  test.describe(`back-to-top button, ${name}`, () => {
    test.use(use);

    test('shows while scrolling up and is gone once scrolling stops, so it does not stay over the text', async ({
      page,
    }) => {
      await page.goto(PAGE);
      const button = page.getByRole('button', {name: 'Scroll back to top'});
      await scrollUp(page);
      await expect(button).toBeVisible();
      await page.waitForTimeout(IDLE_MS + 500);
      await expect(button).toBeHidden();
      // And a reader who scrolls up again gets it back, and it takes them to the top.
      await scrollUp(page, 5000);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('at the end of the page it does not cover the chat button', async ({page}) => {
      await page.goto(PAGE);
      const chat = page.getByRole('button', {name: 'Chat with the webpack community'});
      await expect(chat).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Two frames between the scrolls: the button reads the direction from one scroll position to
      // the next, and two scrolls within one frame read as one scroll down.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.evaluate(() => window.scrollBy(0, -40));
      const button = page.getByRole('button', {name: 'Scroll back to top'});
      await expect(button).toBeVisible();
      // Both boxes in one task: the button hides once scrolling has stopped for a while, which a
      // loaded machine can reach between two separate reads.
      const [mine, theirs] = await page.evaluate(() =>
        ['Scroll back to top', 'Chat with the webpack community'].map((label) =>
          document.querySelector(`button[aria-label="${label}"]`)!.getBoundingClientRect().toJSON(),
        ),
      );
      expect(mine.width).toBeGreaterThan(0);
      expect(intersects(mine, theirs)).toBe(false);
    });
  });
}

test.describe('back-to-top button, phone size', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('is smaller and further into the corner than on a desktop', async ({page}) => {
    await page.goto(PAGE);
    await scrollUp(page);
    const button = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(button).toBeVisible();
    await expect.poll(async () => (await button.boundingBox())?.width).toBeLessThanOrEqual(40);
    const box = (await button.boundingBox())!;
    expect(390 - (box.x + box.width)).toBeLessThanOrEqual(8.5);
    expect(844 - (box.y + box.height)).toBeLessThanOrEqual(8.5);
  });
});

test.describe('back-to-top button, 1920 px', () => {
  test.use({viewport: {width: 1920, height: 1080}});

  test('sits beside the chat button in the right margin: over neither the text nor the chat button, and stays', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await scrollUp(page);
    const button = page.getByRole('button', {name: 'Scroll back to top'});
    const chat = page.getByRole('button', {name: 'Chat with the webpack community'});
    await expect(button).toBeVisible();
    await page.waitForTimeout(IDLE_MS + 500);
    await expect(button).toBeVisible();
    const [mine, theirs] = [(await button.boundingBox())!, (await chat.boundingBox())!];
    expect(mine.x + mine.width, 'left of the chat button').toBeLessThanOrEqual(theirs.x);
    expect(await covered(button)).toEqual([]);
  });
});
