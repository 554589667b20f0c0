import {
  ignoreOptionFlagTables,
  indexablePaths,
  markSearchBody,
  pageUrl,
  separateBlocks,
  withPageSummary,
} from './pages';

describe('indexablePaths', () => {
  const files = [
    'index.html',
    '404.html',
    'concepts/index.html',
    'concepts/module-federation/index.html',
    'concepts/printable/index.html',
    'app-shell/index.html',
    'zh/concepts/index.html',
    'zh/404.html',
    'pagefind/fragment/x.pf_fragment',
    'assets/js/main.js',
    'blog/2020-10-10-webpack-5-release/index.html',
    'contribute/translation-status/index.html',
    'search/index.html',
  ];

  it('keeps the pages of this locale, without lists of pages, the app shell, search, 404 or other locales', () => {
    expect(indexablePaths(files, ['zh'])).toEqual([
      'blog/2020-10-10-webpack-5-release/index.html',
      'concepts/index.html',
      'concepts/module-federation/index.html',
      'index.html',
    ]);
  });

  it('normalises Windows separators', () => {
    expect(indexablePaths(['guides\\index.html', 'guides\\printable\\index.html'])).toEqual([
      'guides/index.html',
    ]);
  });
});

describe('pageUrl', () => {
  it('maps files to slashed URLs under the locale base', () => {
    expect(pageUrl('/', 'index.html')).toBe('/');
    expect(pageUrl('/', 'concepts/index.html')).toBe('/concepts/');
    expect(pageUrl('/zh/', 'concepts/module-federation/index.html')).toBe('/zh/concepts/module-federation/');
    expect(pageUrl('/zh', 'glossary.html')).toBe('/zh/glossary.html');
  });
});

describe('markSearchBody', () => {
  it("marks a doc's markdown, with or without quotes (minified HTML)", () => {
    const quoted =
      '<html lang="en"><nav>menu</nav><article><div class="theme-doc-markdown markdown"><h1>T</h1></div></article></html>';
    expect(markSearchBody(quoted)).toContain('<div data-pagefind-body class="theme-doc-markdown markdown">');
    const bare = '<html lang=en><div class=theme-doc-markdown><h1>T</h1></div></html>';
    expect(markSearchBody(bare)).toContain('<div data-pagefind-body class=theme-doc-markdown>');
  });

  it('marks only the first doc markdown region', () => {
    const html =
      '<div class="theme-doc-markdown markdown">a</div><div class="theme-doc-markdown markdown">b</div>';
    expect(markSearchBody(html)!.match(/data-pagefind-body/g)).toHaveLength(1);
  });

  it("marks a blog post's article", () => {
    const html =
      '<html lang=en class="blog-wrapper blog-post-page plugin-blog"><main><article class=""><header><h1>Post</h1></header></article></main></html>';
    expect(markSearchBody(html)).toContain('<article data-pagefind-body class="">');
  });

  it('leaves out pages that are not content: blog lists, the home page', () => {
    expect(
      markSearchBody('<html lang=en class="blog-wrapper blog-list-page"><article>x</article></html>'),
    ).toBeUndefined();
    expect(markSearchBody('<html lang=en><main><h1>webpack</h1></main></html>')).toBeUndefined();
  });
});

describe('separateBlocks', () => {
  it('puts a space between table cells, list items and paragraphs that minified HTML runs together', () => {
    expect(separateBlocks('<tr><td>string<td>false<li>a<li>b<p>c<pre>d')).toBe(
      ' <tr> <td>string <td>false <li>a <li>b <p>c <pre>d',
    );
    // Inline elements and longer tag names are left alone.
    expect(separateBlocks('<code>a</code><path d=x><param>')).toBe('<code>a</code><path d=x><param>');
  });
});

describe('ignoreOptionFlagTables', () => {
  it('leaves out a table that maps a flag to each configuration option, and no other', () => {
    const flags =
      '<table data-labelled=""><thead><tr><th>Flag<th>Type<th>Description<tbody><tr><td data-label=Flag><code>--stats</code>, <code>--no-stats</code><td>boolean<td data-label=Description><code>stats</code>: Preset or on/off.<tr><td><code>--stats-all</code><td>boolean<td><code>stats.all</code>: Default for every stats option.</table>';
    expect(ignoreOptionFlagTables(flags)).toBe(flags.replace('<table', '<table data-pagefind-ignore'));
    const zh =
      '<table><tr><td><code>--stats-all</code><td>boolean<td><code>stats.all</code>：默认值。</table>';
    expect(ignoreOptionFlagTables(zh)).toBe(zh.replace('<table', '<table data-pagefind-ignore'));
    // The CLI's own options, explained in prose, stay.
    const cli =
      '<table><tr><th>Flag<th>Alias<th>Description<tr><td><code>--merge</code><td><code>-m</code><td>Merge all configurations.</table>';
    expect(ignoreOptionFlagTables(cli)).toBe(cli);
    // A table of options that are not flags stays.
    const options = '<table><tr><td><code>output.clean</code><td><code>output.clean</code>: Clean.</table>';
    expect(ignoreOptionFlagTables(options)).toBe(options);
  });
});

describe('withPageSummary', () => {
  const page = '<h1>Menu</h1><div data-pagefind-body class=markdown><header><h1>Caching</h1></header><p>Text';

  it('puts the summary under the h1 of the searchable region, escaped', () => {
    expect(withPageSummary(page, 'Hashes & <names> cache busting')).toBe(
      '<h1>Menu</h1><div data-pagefind-body class=markdown><header><h1>Caching</h1> <p>Hashes &amp; &lt;names> cache busting</p></header><p>Text',
    );
  });

  it('leaves a page without a summary or a searchable h1 as it is', () => {
    expect(withPageSummary(page, ' ')).toBe(page);
    expect(withPageSummary('<h1>Menu</h1><p>x', 'summary')).toBe('<h1>Menu</h1><p>x');
  });
});
