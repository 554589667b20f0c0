import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * What a reader sees of wide tables, code blocks and callouts (issue 34, items 7, 8, 9 and 11), at
 * a phone's and a desktop's width and in both colour modes.
 */

const viewports = {
  phone: {width: 390, height: 844},
  desktop: {width: 1280, height: 800},
} as const;

type Rgb = [number, number, number];

/**
 * Mean colour of a column of pixels (x, relative to the element) over the part of the element a
 * reader sees below the navbar. Not an element screenshot: for an element taller than the viewport
 * that renders beyond it, which lays the page out again and moves a scrolled table back.
 */
async function columnColours(page: Page, element: Locator, xs: number[]): Promise<Rgb[]> {
  const box = (await element.boundingBox())!;
  const navbarBottom = await page.evaluate(
    () => document.querySelector('.navbar')!.getBoundingClientRect().bottom,
  );
  const top = Math.max(box.y, navbarBottom);
  const bottom = Math.min(box.y + box.height, page.viewportSize()!.height);
  const clip = {x: box.x, y: top, width: box.width, height: bottom - top};
  const png = (await page.screenshot({clip})).toString('base64');
  return page.evaluate(
    async ({png, xs}) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return xs.map((x) => {
        const column = x < 0 ? image.width + x : x;
        const {data} = context.getImageData(column, 0, 1, image.height);
        const sum = [0, 0, 0];
        for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
        return sum.map((value) => value / image.height) as [number, number, number];
      });
    },
    {png, xs},
  );
}

const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((value, i) => Math.abs(value - b[i]!)));

/** The pages with the widest tables: the processAssets stages, the CLI's commands and flags, an options page. */
const tablePages = ['/api/compilation-hooks/', '/api/cli/', '/zh/api/cli/', '/configuration/optimization/'];

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`wide tables at ${name} width`, () => {
    test.use({viewport});

    if (name === 'desktop') {
      for (const path of ['/api/compilation-hooks/', '/zh/api/compilation-hooks/']) {
        test(`a table wider than the page shows a shadow on the side it scrolls to: ${path}`, async ({
          page,
        }) => {
          await page.goto(path);
          // The first table wider than its container (the shadows need no script: not waiting for hydration).
          const containers = page.locator('.markdown div:has(> table)');
          const index = await containers.evaluateAll((divs) =>
            divs.findIndex((div) => div.scrollWidth > div.clientWidth + 1),
          );
          expect(index, 'a table wider than the page').toBeGreaterThanOrEqual(0);
          const region = containers.nth(index);
          await region.scrollIntoViewIfNeeded();
          // Only what the container paints itself: the table's text, borders and stripes are hidden.
          await page.addStyleTag({
            content: `.markdown table, .markdown table * {
              color: transparent !important; border-color: transparent !important;
              background: transparent !important; text-decoration: none !important; }`,
          });
          const edges = async () => {
            const [left, middle, right] = await columnColours(page, region, [1, 200, -2]);
            return {left: distance(left!, middle!), right: distance(right!, middle!)};
          };
          const atStart = await edges();
          expect(atStart.right, 'a shadow at the right edge: there is more to the right').toBeGreaterThan(12);
          expect(atStart.left, 'no shadow at the left edge at the start').toBeLessThan(3);

          await region.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
          const atEnd = await edges();
          expect(atEnd.left, 'a shadow at the left edge once scrolled to the end').toBeGreaterThan(12);
          expect(atEnd.right, 'no shadow at the right edge at the end').toBeLessThan(3);
        });
      }

      for (const [path, hint] of [
        ['/api/compilation-hooks/', 'Scroll sideways →'],
        ['/zh/api/cli/', '横向滚动查看 →'],
      ] as const) {
        test(`a table wider than the page says so in words while there is more to the right: ${path}`, async ({
          page,
        }) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
          // Pinned: a table further up becomes a region once it is laid out near the screen (its
          // blocks are skipped until then), and `.first()` would then name that one instead.
          await page
            .getByRole('region', {name: /Table|表格/})
            .first()
            .evaluate((element) => element.setAttribute('data-test-region', ''));
          const region = page.locator('[data-test-region]');
          await region.scrollIntoViewIfNeeded();
          const label = region.locator('xpath=..').getByText(hint, {exact: true});
          await expect(label).toBeVisible();
          // For the eyes: the region's name already says that it scrolls.
          await expect(label).toHaveAttribute('aria-hidden', 'true');
          // Under the container's right edge, in its bottom margin: over nothing, moving nothing.
          const boxes = await region.evaluate((element) => {
            const wrapper = element.parentElement!;
            const hintBox = wrapper.lastElementChild!.getBoundingClientRect();
            const next = wrapper.nextElementSibling?.getBoundingClientRect();
            const own = element.getBoundingClientRect();
            return {hint: hintBox.toJSON(), region: own.toJSON(), nextTop: next?.top ?? Infinity};
          });
          expect(boxes.hint.top).toBeGreaterThanOrEqual(boxes.region.bottom - 0.5);
          expect(boxes.hint.bottom).toBeLessThanOrEqual(boxes.nextTop + 0.5);
          expect(Math.abs(boxes.hint.right - boxes.region.right)).toBeLessThan(1);
          // Drawn, not only placed: a block skipped until near the screen clips what lies outside it.
          const drawn = await label.screenshot();
          await label.evaluate((element) => void (element.style.color = 'transparent'));
          const blank = await label.screenshot();
          await label.evaluate((element) => void (element.style.color = ''));
          expect(drawn.equals(blank), 'the hint is drawn, not clipped by its block').toBe(false);

          await region.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
          await expect(label, 'no hint once scrolled to the end').toHaveCount(0);
          await region.evaluate((element) => element.scrollTo({left: 0}));
          await expect(label, 'the hint again once scrolled back').toBeVisible();
        });
      }
    } else {
      for (const path of tablePages) {
        test(`a table is a list of cards, each cell under its column's header: ${path}`, async ({page}) => {
          // Without script: the reader on a slow phone sees the cards before the page hydrates.
          await page.route(/\.js$/, (route) => route.abort());
          await page.goto(path, {waitUntil: 'load'});
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(viewport.width);
          const tables = await page.locator('.markdown table:has(> thead)').evaluateAll((tables) =>
            tables.map((table) => {
              const headers = Array.from(table.querySelectorAll(':scope > thead th'), (th) =>
                th.textContent!.trim(),
              );
              const container = table.parentElement!;
              const rows = Array.from(table.querySelectorAll(':scope > tbody > tr'));
              const cells = rows.flatMap((row) => Array.from(row.children));
              const stacked = rows.every((row) => {
                const lefts = new Set(
                  Array.from(row.children, (cell) => Math.round(cell.getBoundingClientRect().left)),
                );
                return lefts.size === 1;
              });
              const labels = cells.map((cell) => {
                const before = getComputedStyle(cell, '::before').content;
                const column = headers[Array.prototype.indexOf.call(cell.parentElement!.children, cell)];
                return {shown: before, column};
              });
              const thead = table.querySelector(':scope > thead')!;
              return {
                overflows: container.scrollWidth > container.clientWidth + 1,
                stacked,
                labels,
                theadDisplay: getComputedStyle(thead).display,
                theadHeight: thead.getBoundingClientRect().height,
              };
            }),
          );
          expect(tables.length).toBeGreaterThan(0);
          for (const [i, table] of tables.entries()) {
            expect(table.overflows, `table ${i} scrolls sideways`).toBe(false);
            expect(table.stacked, `table ${i}: each row's cells one under the other`).toBe(true);
            for (const {shown, column} of table.labels)
              expect(shown, `table ${i}: a cell shows its column's header`).toContain(column!);
            // Out of sight, not out of the page: screen readers still read the headers.
            expect(table.theadDisplay).not.toBe('none');
            expect(table.theadHeight).toBeLessThanOrEqual(1);
          }
          // The table keeps its roles: each cell is read with its column's header (once: the
          // label shown has empty alternative text).
          const snapshot = await page.locator('.markdown table').first().ariaSnapshot();
          const headers = Array.from(snapshot.matchAll(/- columnheader "([^"]*)"/g), (match) => match[1]!);
          expect(headers.length).toBeGreaterThan(1);
          let column = 0;
          let cells = 0;
          for (const line of snapshot.split('\n')) {
            if (/^\s*- row\b/.test(line)) column = 0;
            const cell = /^\s*- cell "([^"]*)"/.exec(line);
            if (!cell) continue;
            cells++;
            expect(cell[1]!.startsWith(`${headers[column++]} `), `a cell read with its label: ${line}`).toBe(
              false,
            );
          }
          expect(cells).toBeGreaterThan(headers.length);
        });
      }

      for (const scheme of ['light', 'dark'] as const) {
        test(`a card's labels can be read in ${scheme} mode`, async ({page}) => {
          await page.emulateMedia({colorScheme: scheme});
          await page.goto('/zh/api/cli/');
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          const cell = page.locator('.markdown table td[data-label]').first();
          await expect(cell, 'body cells labelled with their column').toBeAttached();
          const colours = await cell.evaluate((cell) => {
            let element: Element | null = cell;
            let background = 'rgba(0, 0, 0, 0)';
            while (element && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
              background = getComputedStyle(element).backgroundColor;
              element = element.parentElement;
            }
            return {label: getComputedStyle(cell, '::before').color, background};
          });
          const pageColour = parse(
            await page.locator('html').evaluate((html) => getComputedStyle(html).backgroundColor),
          );
          const background = parse(colours.background, pageColour);
          expect(contrast(parse(colours.label, background), background)).toBeGreaterThanOrEqual(4.5);
        });
      }
    }

    test('flags and option paths in tables stay on one line; prose in the cells still wraps', async ({
      page,
    }) => {
      for (const path of ['/api/cli/', '/zh/api/cli/', '/api/compilation-hooks/']) {
        await page.goto(path);
        const split = await page.locator('.markdown table code').evaluateAll((codes) =>
          codes
            .filter((code) => {
              // The lines of its text (on a phone's cards, code is an inline block: one box).
              const range = document.createRange();
              range.selectNodeContents(code);
              const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
              if (lines.size <= 1) return false;
              // Broken because it alone is wider than its cell (a card on a phone): allowed.
              const cell = code.closest('td, th')!;
              const style = getComputedStyle(cell);
              const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              return code.getBoundingClientRect().width < room - 1;
            })
            .map((code) => code.textContent),
        );
        expect(split, `${path}: inline code broken over lines`).toEqual([]);
        // A column title without spaces (别名, Alias) stays on one line.
        const brokenTitles = await page.locator('.markdown table th').evaluateAll((cells) =>
          cells
            .filter((cell) => !/\s/.test(cell.textContent!.trim()))
            .filter((cell) => {
              const range = document.createRange();
              range.selectNodeContents(cell);
              return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
            })
            .map((cell) => cell.textContent),
        );
        expect(brokenTitles, `${path}: a column title broken over lines`).toEqual([]);
      }
      // /zh/api/cli/ was the last page: its longest cell still wraps over several lines.
      const wrapped = await page
        .locator('.markdown table td')
        .evaluateAll((cells) =>
          cells.some(
            (cell) => cell.getBoundingClientRect().height > 3 * parseFloat(getComputedStyle(cell).lineHeight),
          ),
        );
      expect(wrapped).toBe(true);
    });
  });
}

test.describe('field lines on a phone', () => {
  test.use({viewport: viewports.phone});

  test('a Chinese field label (类型：, 默认值：) stays on one line', async ({page}) => {
    await page.goto('/zh/configuration/output/');
    const labels = page.locator('.markdown p', {hasText: '默认值：'});
    expect(await labels.count()).toBeGreaterThan(50);
    const broken = await labels.evaluateAll((paragraphs) =>
      paragraphs.flatMap((paragraph) => {
        // Each label's characters, as the reader sees them: one line box per label.
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent!;
          for (const label of ['类型：', '默认值：']) {
            const at = text.indexOf(label);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + label.length);
            const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
            if (tops.size > 1) found.push(paragraph.textContent!.slice(0, 40));
          }
        }
        return found;
      }),
    );
    expect(broken, 'field lines whose label breaks over two lines').toEqual([]);
  });
});

/** WCAG relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
/** A computed colour, laid over the page's background when it is translucent. */
function parse(colour: string, over: Rgb = [255, 255, 255]): Rgb {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b].map((value, i) => value * a + over[i]! * (1 - a)) as Rgb;
}

interface BoxColours {
  background: string;
  borderColour: string;
  borderWidth: number;
}

async function boxColours(box: Locator): Promise<BoxColours> {
  return box.evaluate((element) => {
    const style = getComputedStyle(element);
    const side = style.borderLeftWidth !== '0px' ? 'Left' : 'Top';
    return {
      background: style.backgroundColor,
      borderColour: style[`border${side}Color`],
      borderWidth: parseFloat(style[`border${side}Width`]),
    };
  });
}

/** How far a box stands out from the page: by its border, or else by its background. */
function edgeContrast(box: BoxColours, page: Rgb): number {
  const byBackground = contrast(parse(box.background, page), page);
  return box.borderWidth > 0
    ? Math.max(byBackground, contrast(parse(box.borderColour, page), page))
    : byBackground;
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`code blocks and callouts in ${scheme} mode`, () => {
    test.use({colorScheme: scheme});

    test('stand apart from the page at 3:1 at least; the build check box is a tint, not a glare', async ({
      page,
    }) => {
      // tree-shaking: a build check box and a warning; resolve: info, note, tip and warning.
      for (const path of ['/guides/tree-shaking/', '/zh/guides/tree-shaking/', '/configuration/resolve/']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const pageColour = parse(
          await page.locator('html').evaluate((html) => getComputedStyle(html).backgroundColor),
          [255, 255, 255],
        );
        const boxes: Record<string, Locator> = {'code block': page.locator('.theme-code-block').first()};
        const hasCheck = path.includes('tree-shaking');
        if (hasCheck) boxes['build check'] = page.locator('.verified-build').first();
        const admonitions = await page.locator('.theme-admonition').all();
        expect(admonitions.length).toBeGreaterThan(0);
        for (const [what, box] of [
          ...Object.entries(boxes),
          ...admonitions.map((box, i) => [`admonition ${i}`, box] as const),
        ]) {
          const colours = await boxColours(box);
          expect(
            edgeContrast(colours, pageColour),
            `${path}: ${what} against the page`,
          ).toBeGreaterThanOrEqual(3);
        }
        if (!hasCheck) continue;
        const check = await boxColours(boxes['build check']!);
        const background = parse(check.background, pageColour);
        expect(contrast(background, pageColour), `${path}: build check background`).toBeLessThan(1.5);
        // Chroma (the spread of the channels): 16 for the light tint; Infima's dark #003100 has 49.
        expect(Math.max(...background) - Math.min(...background), `${path}: build check tint`).toBeLessThan(
          30,
        );
      }
    });
  });
}

test.describe('code block buttons', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`stay at hand while a long block scrolls past, at ${name} width`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto('/api/compilation-hooks/');
      // The page's longest block (42 lines): taller than either screen.
      const long = page.locator('.theme-code-block', {
        has: page.locator('[style*="--code-lines:42"]'),
      });
      await long.scrollIntoViewIfNeeded();
      const box = (await long.boundingBox())!;
      expect(box.height).toBeGreaterThan(viewport.height);
      // Halfway down the block.
      await page.evaluate((y) => window.scrollBy(0, y), box.y + box.height / 2 - viewport.height / 2);
      const copy = long.getByRole('button', {name: 'Copy code to clipboard'});
      await expect(copy).toBeAttached();
      await expect
        .poll(async () => {
          const rect = (await copy.boundingBox())!;
          return rect.y >= 0 && rect.y + rect.height <= viewport.height;
        }, 'the copy button is on screen halfway down a long block')
        .toBe(true);
    });
  }

  test.describe('on a touch screen', () => {
    test.use({viewport: viewports.phone, hasTouch: true, isMobile: true});

    for (const [path, label] of [
      ['/guides/tree-shaking/', 'Copy code to clipboard'],
      ['/zh/guides/tree-shaking/', '复制代码到剪贴板'],
    ] as const) {
      test(`are shown without a tap and do not cover the code: ${path}`, async ({page}) => {
        await page.goto(path);
        expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
        const block = page.locator('.theme-code-block').first();
        await block.scrollIntoViewIfNeeded();
        const copy = block.getByRole('button', {name: label});
        await expect(copy).toBeVisible();
        await expect.poll(() => copy.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
        const buttons = (await copy.boundingBox())!;
        const firstLine = await block
          .locator('.token-line')
          .first()
          .evaluate((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            const rect = range.getBoundingClientRect();
            return {top: rect.top, bottom: rect.bottom};
          });
        expect(firstLine.top, 'the first line of code starts below the buttons').toBeGreaterThanOrEqual(
          buttons.y + buttons.height,
        );
      });
    }
  });
});
