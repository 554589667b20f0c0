import {legacyRedirects, missingPageRedirects} from './redirects';
import {docFileForPath} from '../../tests/helpers/docsTree';

describe('legacy redirect table', () => {
  it('has the 31 redirects of webpack.js.org (inventory §4.1), each from a unique path', () => {
    expect(legacyRedirects).toHaveLength(31);
    expect(new Set(legacyRedirects.map((r) => r.from)).size).toBe(31);
  });

  it('uses trailing slashes on every source and target path', () => {
    for (const {from, to} of legacyRedirects) {
      expect(from).toMatch(/^\/.*\/$/);
      expect(to.replace(/#.*$/, '')).toMatch(/^\/.*\/$/);
    }
  });

  it.each(legacyRedirects.map((r) => [r.from, r.to]))('%s leads to a real page (%s)', (_from, to) => {
    expect(docFileForPath(to)).toBeDefined();
  });

  it('never redirects from a path that is itself a page', () => {
    for (const {from} of legacyRedirects) {
      expect(docFileForPath(from)).toBeUndefined();
    }
  });
});

describe('redirects for pages of webpack.js.org that are not written here', () => {
  it.each(missingPageRedirects.map((r) => [r.from, r.to]))(
    '%s is not a page here and leads to %s',
    (from, to) => {
      expect(docFileForPath(from)).toBeUndefined();
      expect(to === '/blog/' || docFileForPath(to) !== undefined).toBe(true);
    },
  );

  it('shares no path with the legacy redirects', () => {
    const legacy = new Set(legacyRedirects.map((r) => r.from));
    expect(missingPageRedirects.filter((r) => legacy.has(r.from))).toEqual([]);
  });
});
