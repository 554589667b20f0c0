import {attributeOf, relOf, withAttribute} from './critical';

const MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  png: 'image/png',
};

/** A small image file as a `data:` URI (base64), typed by its extension. */
export function dataUri(fileName: string, content: Buffer): string {
  const extension = /\.(\w+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const type = MEDIA_TYPES[extension];
  if (!type) throw new Error(`first-paint: no media type for ${fileName}`);
  return `data:${type};base64,${content.toString('base64')}`;
}

/**
 * The page with the images of `images` (URL as the page writes it → data URI) held inline: each
 * `<img src>` and `<link rel="icon">` naming one gets its data, and the preload React adds for such
 * an `<img>` goes. For the favicon and the navbar logo, which every page shows: as files, the
 * browser requested them while the page was loading, the logo for its first paint and the favicon
 * when the page had loaded (before the paint on a short page), and Lighthouse's simulated largest
 * paint waits for both (README, "Largest contentful paint against first paint"). The files stay
 * for whoever asks for them by URL; React keeps the attributes it hydrates.
 */
export function inlineImages(html: string, images: ReadonlyMap<string, string>): string {
  return html.replace(/<(img|link)\b[^>]*>/gi, (tag, name: string) => {
    if (name.toLowerCase() === 'img') {
      const uri = images.get(attributeOf(tag, 'src') ?? '');
      return uri ? withAttribute(tag, 'src', uri) : tag;
    }
    const uri = images.get(attributeOf(tag, 'href') ?? '');
    if (!uri) return tag;
    const rel = relOf(tag);
    if (rel.includes('preload') && attributeOf(tag, 'as') === 'image') return '';
    return rel.includes('icon') ? withAttribute(tag, 'href', uri) : tag;
  });
}
