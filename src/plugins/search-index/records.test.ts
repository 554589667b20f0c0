import {
  buildRecords,
  htmlText,
  memberName,
  pageDescription,
  pageHeadings,
  pageKeywords,
  searchRegion,
} from './records';
import {FLAG_LEVEL} from '../../data/searchRecords';

/** A built doc page, minified the way the build writes it (attribute quotes and closing tags left out). */
const page = `<html lang=en><head><meta data-rh=true name=keywords content="source maps,sourcemap"><meta data-rh=true name=description content="How source maps are made &amp; where."></head><body>
<nav><h2>Not content</h2></nav>
<article><div data-pagefind-body class="theme-doc-markdown markdown"><header><h1>Devtool</h1></header>
<h2 class="anchor anchorTargetStickyNavbar_x" id=devtool>devtool <span class="badge badge--secondary option-added-in">Added in 5.1.0</span><a href=#devtool class=hash-link aria-label="Direct link to devtool">&#8203;</a></h2>
<p>Text &amp; more.
<h3 class=anchor id="no-quotes-needed"><code>eval</code> &lt;fast&gt;</h3>
<h4>No id, no link</h4>
<h5 id=localidentname>localIdentName</h5>
<h2 id=core-flags>Core flags</h2>
<table><tr><th>Flag<th>Type<tr> <td><code>--mode</code><td><code>string</code><tr><td><code>--mode</code><td>again</table>
</div></article><footer><h2 id=footer>Footer</h2></footer></body></html>`;

describe('reading a built page', () => {
  it('keeps the searchable region: from the marked element to the end of its article', () => {
    const region = searchRegion(page);
    expect(region).toMatch(/^<div data-pagefind-body/);
    expect(region).not.toContain('Not content');
    expect(region).not.toContain('Footer');
    expect(searchRegion('<p>no marked region</p>')).toBe('');
  });

  it('reads the title, the linkable h2–h6 headings without badges, and each flag of a table once', () => {
    expect(pageHeadings(searchRegion(page), ['kw'], 'about it')).toEqual({
      title: 'Devtool',
      keywords: ['kw'],
      description: 'about it',
      headings: [
        {level: 2, text: 'devtool', id: 'devtool'},
        {level: 3, text: 'eval <fast>', id: 'no-quotes-needed'},
        {level: 5, text: 'localIdentName', id: 'localidentname'},
        {level: 2, text: 'Core flags', id: 'core-flags'},
        // A table row has no anchor of its own: the flag lands on the heading above the table.
        {level: FLAG_LEVEL, text: '--mode', id: 'core-flags'},
      ],
    });
    expect(pageHeadings('<div data-pagefind-body><p>no title</p></div>')).toBeUndefined();
  });

  it('points a flag to the section that mentions it most outside its table, else to the table', () => {
    const cli = `<div data-pagefind-body><h1>CLI</h1>
<h2 id=options>Options</h2><table><tr><td><code>--merge</code><td>Merge configurations.<tr><td><code>--mode</code><td>The mode.</table>
<p>Pass <code>--mode</code> and <code>--merge</code> as you need.
<h2 id=combining>Combining configurations</h2><p><code>--merge</code> combines the files; <code>--merge</code> needs two.
<h3 id=more>More</h3><p>See <code>--merge</code> and <code>--merge-all</code> (another flag).
<h2 id=codes>Exit codes</h2><table><tr><td>0<td>No <code>--merge</code>, <code>--merge</code>, <code>--merge</code>.</table></div>`;
    expect(pageHeadings(cli)?.headings.filter((heading) => heading.level === FLAG_LEVEL)).toEqual([
      {level: FLAG_LEVEL, text: '--merge', id: 'combining'},
      {level: FLAG_LEVEL, text: '--mode', id: 'options'},
    ]);
  });

  it("reads the page's keywords from its meta tag", () => {
    expect(pageKeywords(page)).toEqual(['source maps', 'sourcemap']);
    expect(pageKeywords('<meta name="keywords" content="a, b">')).toEqual(['a', 'b']);
    expect(pageKeywords('<meta name=description content=x>')).toEqual([]);
  });

  it("reads the page's description from its meta tag, as text", () => {
    expect(pageDescription(page)).toBe('How source maps are made & where.');
    expect(pageDescription('<meta name=keywords content=x>')).toBe('');
  });

  it('reads the flags the paragraph right under a heading names, and no other paragraph', () => {
    const body =
      '<article><h1>DevServer</h1><div data-pagefind-body>' +
      '<h2 id=devserverport>devServer.port</h2>\n<p id=sh-1><code>number</code> · default: <code>8080</code> · CLI: <code>--port</code>, <code class=flag>--web-socket-server-type</code></p>' +
      '<p>Also <code>--host</code>.' +
      '<h2 id=devserverhost>devServer.host</h2><pre><code>--host</code></pre></div></article>';
    expect(pageHeadings(body)?.headings).toEqual([
      {level: 2, text: 'devServer.port', id: 'devserverport', flags: ['--port', '--web-socket-server-type']},
      {level: 2, text: 'devServer.host', id: 'devserverhost'},
    ]);
  });

  it('decodes entities and folds space', () => {
    expect(htmlText('a&nbsp;&amp;<b> b</b>\n&#x41;&#66;&unknown;')).toBe('a & b AB&unknown;');
  });
});

describe('buildRecords', () => {
  const records = buildRecords({
    baseUrl: '/zh/',
    sectionLabels: {api: 'API', concepts: '概念', contribute: '贡献'},
    synonyms: [['代理', 'proxy']],
    pages: [
      {
        url: '/zh/api/compilation-hooks/',
        headings: {
          title: 'Compilation 钩子',
          keywords: [],
          description: '编译的钩子',
          headings: [
            {level: 3, text: 'seal', id: 'seal'},
            {level: 2, text: 'Sealing the compilation', id: 'sealing'},
          ],
        },
      },
      {url: '/zh/concepts/', headings: {title: '概念', keywords: ['core'], description: '', headings: []}},
      {
        url: '/zh/contribute/writers-guide/',
        headings: {title: '写作指南', keywords: [], description: '', headings: []},
      },
      {url: '/zh/glossary/', headings: {title: '术语表', keywords: [], description: '', headings: []}},
    ],
  });

  it('gives each page its section (in the locale) and prior', () => {
    expect(records.sections).toEqual(['API', '概念', '贡献']);
    expect(records.pages).toEqual([
      ['/zh/api/compilation-hooks/', 'Compilation 钩子', 0, 2, [], '编译的钩子'],
      ['/zh/concepts/', '概念', 1, 4, ['core'], ''],
      ['/zh/contribute/writers-guide/', '写作指南', 2, -4, [], ''],
      ['/zh/glossary/', '术语表', -1, 0, [], ''],
    ]);
    expect(records.synonyms).toEqual([['代理', 'proxy']]);
  });

  it("names a hook heading by its owner's path too, but not a prose heading", () => {
    expect(records.headings).toEqual([
      [0, 3, 'seal', 'seal', 'compilation.hooks.seal'],
      [0, 2, 'Sealing the compilation', 'sealing', ''],
    ]);
  });

  it("names the headings under the CLI's commands as the commands they are, from their ids", () => {
    const cli = buildRecords({
      baseUrl: '/zh/',
      sectionLabels: {api: 'API'},
      synonyms: [],
      pages: [
        {
          url: '/zh/api/cli/',
          headings: {
            title: '命令行接口（CLI）',
            keywords: [],
            description: '',
            headings: [
              {level: 2, text: '命令', id: 'commands'},
              {level: 3, text: 'build', id: 'build'},
              {level: 3, text: 'info 和 version', id: 'info-and-version'},
              {level: 2, text: '用法', id: 'usage'},
              {level: 3, text: '不用配置文件', id: 'without-a-configuration-file'},
            ],
          },
        },
      ],
    });
    expect(cli.headings.map(([, , , , also]) => also)).toEqual([
      '',
      'webpack build',
      'webpack info, webpack version',
      '',
      '',
    ]);
  });

  it('names an entry by the flags its type line lists, on the pages whose entries list them', () => {
    const headings = [
      {
        level: 2,
        text: 'devServer.server',
        id: 'devserverserver',
        flags: ['--server-type', '--server-options-key'],
      },
      {level: 2, text: 'Command line', id: 'command-line', flags: ['--port']},
    ];
    const pageWith = (url: string) => ({
      url,
      headings: {title: 'DevServer', keywords: [], description: '', headings},
    });
    const built = buildRecords({
      baseUrl: '/',
      sectionLabels: {configuration: 'Configuration', guides: 'Guides'},
      synonyms: [],
      pages: [pageWith('/configuration/dev-server/'), pageWith('/guides/development/')],
    });
    expect(built.headings).toEqual([
      [0, 2, 'devServer.server', 'devserverserver', '--server-type, --server-options-key'],
      // A flag in the paragraph under another heading, or on another page, is prose.
      [0, 2, 'Command line', 'command-line', ''],
      [1, 2, 'devServer.server', 'devserverserver', ''],
      [1, 2, 'Command line', 'command-line', ''],
    ]);
  });

  it('names a heading that explains a member in brackets after its name as that member, unless the name is a heading', () => {
    const headings = new Set(['accept', 'accept (self)', 'dispose (or addDisposeHandler)', 'Use cases']);
    expect(memberName('module.hot', 'accept', headings)).toBe('module.hot.accept');
    expect(memberName('module.hot', 'dispose (or addDisposeHandler)', headings)).toBe('module.hot.dispose');
    expect(memberName('module.hot', 'accept (self)', headings)).toBe('');
    expect(memberName('module.hot', 'Use cases', headings)).toBe('');
  });
});
