import {rewriteUrl} from './links';
import {testContext} from './testUtils';

const ctx = testContext();

describe('rewriteUrl', () => {
  it('allows http(s), mailto and relative URLs only', () => {
    expect(rewriteUrl('https://example.com/a b(c)', 'link', ctx)).toBe('https://example.com/a%20b(c)');
    expect(rewriteUrl('//cdn.example.com/x.png', 'image', ctx)).toBe('https://cdn.example.com/x.png');
    expect(rewriteUrl('mailto:me@example.com', 'link', ctx)).toBe('mailto:me@example.com');
    expect(rewriteUrl('ftp://example.com', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl('mailto:me@example.com', 'image', ctx)).toBeUndefined();
    expect(rewriteUrl('\u0000javascript:alert(1)', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl('java\tscript:alert(1)', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl(' JAVASCRIPT:alert(1)', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl('data:image/png;base64,AAAA', 'image', ctx)).toBeUndefined();
    expect(rewriteUrl('vbscript:x', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl('', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl('#Top', 'image', ctx)).toBeUndefined();
  });

  it('resolves relative URLs against the repository, inside a monorepo directory too', () => {
    expect(rewriteUrl('./docs/a.md#Setup', 'link', ctx)).toBe(
      'https://github.com/webpack/evil-loader/blob/HEAD/docs/a.md#setup',
    );
    expect(rewriteUrl('img/a.png?raw=1', 'image', ctx)).toBe(
      'https://raw.githubusercontent.com/webpack/evil-loader/HEAD/img/a.png?raw=1',
    );
    const mono = testContext({repo: {owner: 'o', repo: 'r', directory: 'packages/p', branch: 'main'}});
    expect(rewriteUrl('docs/a.md', 'link', mono)).toBe(
      'https://github.com/o/r/blob/main/packages/p/docs/a.md',
    );
    expect(rewriteUrl('../../LICENSE', 'link', mono)).toBe('https://github.com/o/r/blob/main/LICENSE');
    expect(rewriteUrl('../../../../etc/passwd', 'link', mono)).toBe(
      'https://github.com/o/r/blob/main/etc/passwd',
    );
    expect(rewriteUrl('/LICENSE', 'link', mono)).toBe('https://github.com/o/r/blob/main/LICENSE');
    expect(rewriteUrl('./README.md#Usage', 'link', mono)).toBe('#usage');
    expect(rewriteUrl('../../README.md', 'link', mono)).toBe('https://github.com/o/r/blob/main/README.md');
  });

  it('counts links to webpack.js.org it cannot place only when it knows the site', () => {
    const report = {
      onSite: 0,
      missingPages: new Map<string, number>(),
      missingAnchors: new Map<string, number>(),
    };
    expect(rewriteUrl('https://webpack.js.org/guides/x/', 'link', testContext({report}))).toBe(
      'https://webpack.js.org/guides/x/',
    );
    expect(report.missingPages.size).toBe(0);
    // Images from webpack.js.org (its logo) are files there, not pages here.
    expect(rewriteUrl('https://webpack.js.org/assets/icon-square-big.svg', 'image', ctx)).toBe(
      'https://webpack.js.org/assets/icon-square-big.svg',
    );
  });
});
