import fs from 'node:fs';
import type {Page, Route} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * No flash of unstyled content (issue 31, deliverable 4; src/plugins/first-paint): a page paints
 * while its stylesheet is still on the way, styled by the critical rules inlined into its HTML, and
 * what it shows then is, above the fold, pixel for pixel what it shows once the full stylesheet has
 * applied. The stylesheet is held back by the test until the first screenshot is taken; the
 * scripts too, until the second, so that hydration (which changes a few client-only parts)
 * does not enter the comparison: both screenshots show the server's HTML, first under the inlined
 * rules, then under the whole stylesheet. Animations are off (`reducedMotion`): the home page's
 * rotating word fades in over 0.6 s, which would be caught at different moments.
 *
 * No pixel may differ (beyond anti-aliasing, see `differingPixels`): a missing rule shows as a
 * missing icon, background, border or spacing. Without the one rule of the breadcrumbs' separator,
 * /concepts/ differs in about 1,700 pixels; without any inlined rule, in most of the screen.
 */

const viewports = {
  phone: {width: 390, height: 844},
  desktop: {width: 1280, height: 800},
} as const;

const pages = ['/', '/concepts/', '/configuration/output/'];

/** Holds back every request matching `pattern` until `release` is called. */
async function holdBack(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(pattern, async (route: Route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue().catch(() => undefined);
  });
  return {release, held};
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The pixels that differ between two PNG screenshots of the same size (decoded in a blank page),
 * and where. A pixel differs when one of its channels moved by more than 8 of 255: Chromium's
 * anti-aliasing of a rounded edge now and then comes out one level apart between two paints of the
 * same styles (37 against 38 along the phone's "On this page" box on a loaded machine), while a
 * missing rule changes a background, a border, an icon or a position by far more.
 */
async function differingPixels(
  page: Page,
  first: Buffer,
  second: Buffer,
): Promise<{count: number; box: string}> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({first, second}) => {
        const pixels = async (png: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [a, b] = await Promise.all([pixels(first), pixels(second)]);
        if (a.data.length !== b.data.length) return {count: Number.POSITIVE_INFINITY, box: 'sizes differ'};
        let count = 0;
        const box = {left: Infinity, top: Infinity, right: -1, bottom: -1};
        for (let i = 0; i < a.data.length; i += 4) {
          const moved = [0, 1, 2].some(
            (channel) => Math.abs(a.data[i + channel]! - b.data[i + channel]!) > 8,
          );
          if (!moved) continue;
          count += 1;
          const x = (i / 4) % a.width;
          const y = Math.floor(i / 4 / a.width);
          Object.assign(box, {
            left: Math.min(box.left, x),
            top: Math.min(box.top, y),
            right: Math.max(box.right, x),
            bottom: Math.max(box.bottom, y),
          });
        }
        return {count, box: count ? `x ${box.left}–${box.right}, y ${box.top}–${box.bottom}` : 'none'};
      },
      {first: first.toString('base64'), second: second.toString('base64')},
    );
  } finally {
    await blank.close();
  }
}

for (const [width, viewport] of Object.entries(viewports)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`first paint at ${width} width, ${colorScheme} mode`, () => {
      test.use({viewport, colorScheme, reducedMotion: 'reduce'});

      for (const path of pages) {
        test(`${path} paints styled before its stylesheet arrives`, async ({page, problems}, testInfo) => {
          const stylesheet = await holdBack(page, /\/assets\/css\/[^/]+\.css$/);
          const scripts = await holdBack(page, /\/assets\/js\/[^/]+\.js$/);
          await page.goto(path, {waitUntil: 'commit'});

          // The first contentful paint happens with the stylesheet held back: nothing blocks it.
          const firstPaint = await page
            .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
              timeout: 15_000,
            })
            .then(() => true)
            .catch(() => false);
          expect(firstPaint, 'the page painted nothing while its stylesheet was held back').toBe(true);
          // After the paint the page's loader, the last thing in <body>, adds the stylesheet's <link>
          // there: the whole page is parsed (the chat button, fixed at the bottom, comes last) and
          // painted with the inlined rules.
          await page.waitForFunction(() => document.querySelector('body > link[rel="stylesheet"]') !== null);
          await expect
            .poll(() => stylesheet.held.length, {message: 'the stylesheet was requested'})
            .toBeGreaterThan(0);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          await nextFrames(page);
          const atFirstPaint = await page.screenshot();

          stylesheet.release();
          await page.waitForFunction(() =>
            Array.from(document.styleSheets).some(
              (sheet) => sheet.href !== null && sheet.cssRules.length > 0,
            ),
          );
          await nextFrames(page);
          const styled = await page.screenshot();
          scripts.release();

          const changed = await differingPixels(page, atFirstPaint, styled);
          if (changed.count > 0) {
            for (const [name, shot] of [
              ['at-first-paint', atFirstPaint],
              ['with-the-stylesheet', styled],
            ] as const) {
              fs.writeFileSync(testInfo.outputPath(`${name}.png`), shot);
              await testInfo.attach(name, {
                path: testInfo.outputPath(`${name}.png`),
                contentType: 'image/png',
              });
            }
          }
          expect(changed.count, `pixels that changed when the stylesheet applied (${changed.box})`).toBe(0);

          // And the page then hydrates under the site's Content Security Policy without errors.
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
          expect(problems.consoleErrors).toEqual([]);
        });
      }
    });
  }
}
