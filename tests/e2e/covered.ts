import type {Locator} from '@playwright/test';

/** Text and code a floating button would hide: every block of the article and the table of contents. */
export const READING_CONTENT =
  'article :is(p, pre, table, li, h1, h2, h3, h4, blockquote), .table-of-contents a';

/**
 * The content under `element` on screen (none while it is scrolled out of view), as short
 * descriptions: what a floating button would cover.
 */
export function contentUnder(element: Locator, selector = READING_CONTENT): Promise<string[]> {
  return element.evaluate((node, selector) => {
    const box = node.getBoundingClientRect();
    if (box.bottom < 0 || box.top > innerHeight) return [];
    return Array.from(document.querySelectorAll(selector))
      .filter((other) => {
        const rect = other.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top
        );
      })
      .map((other) => `${other.tagName.toLowerCase()}: ${(other.textContent ?? '').slice(0, 40)}`);
  }, selector);
}
