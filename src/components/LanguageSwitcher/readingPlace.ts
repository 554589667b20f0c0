/** The headings a page can be entered at: those of its Markdown content, which both locales share. */
const HEADINGS = '.markdown :is(h2, h3, h4, h5, h6)[id]';

/**
 * The fragment that brings the reader back to the same place on this page in another language, read
 * when they pick the language: the address's own anchor while its target is still on screen, else
 * the last heading they have scrolled past, else the address's anchor (or none, at the top).
 */
export function readingFragment(doc: Document, hash: string, viewportHeight: number): string {
  const id = hash ? safeDecode(hash.slice(1)) : '';
  const target = id ? doc.getElementById(id) : null;
  if (target) {
    const {top, bottom} = target.getBoundingClientRect();
    if (bottom > 0 && top < viewportHeight) return hash;
  }
  // A heading the page scrolled to sits just under the navbar (its scroll-margin-top).
  const line = (doc.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0) + 24;
  let passed: Element | undefined;
  for (const heading of Array.from(doc.querySelectorAll(HEADINGS))) {
    if (heading.getBoundingClientRect().top > line) break;
    passed = heading;
  }
  return passed ? `#${encodeURIComponent(passed.id)}` : target ? hash : '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `href` with its fragment replaced by the one that keeps the reader's place. */
export function withReadingPlace(href: string, fragment: string): string {
  const hashAt = href.indexOf('#');
  return (hashAt === -1 ? href : href.slice(0, hashAt)) + fragment;
}
