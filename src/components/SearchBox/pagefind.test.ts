import {
  bestPhraseSubResult,
  bestSubResult,
  excerptOfSummary,
  excerptParts,
  longestRun,
  matchedWords,
  sharesStart,
  sectionLead,
  sectionTexts,
  type PagefindResultData,
  type PagefindSubResult,
} from './pagefind';

function sub(title: string, url: string, scores: number[], anchor = true, start = 0): PagefindSubResult {
  return {
    title,
    url,
    excerpt: `about <mark>${title}</mark>`,
    anchor: anchor ? {element: 'h2', id: url.split('#')[1] ?? '', text: title, location: start} : undefined,
    weighted_locations: scores.map((balanced_score, i) => ({weight: 1, balanced_score, location: start + i})),
    locations: scores.map((_, i) => start + i),
  };
}

const page: PagefindResultData = {
  url: '/concepts/module-federation/',
  excerpt: 'page <mark>excerpt</mark>',
  meta: {title: 'Module Federation'},
  sub_results: [
    sub('Module Federation', '/concepts/module-federation/', [1], false),
    sub('Why it exists', '/concepts/module-federation/#why-it-exists', [2, 3]),
    sub('Sharing', '/concepts/module-federation/#sharing', [4]),
  ],
};

describe('search result helpers', () => {
  it('picks the section whose matches weigh most', () => {
    expect(bestSubResult(page)?.title).toBe('Why it exists');
    expect(bestSubResult({...page, sub_results: []})).toBeUndefined();
  });

  it('of two sections whose matches weigh the same, picks the shorter', () => {
    const data: PagefindResultData = {
      ...page,
      sub_results: [
        sub('Long', '/p/#long', [2], true, 0),
        sub('Short', '/p/#short', [2], true, 100),
        sub('Next', '/p/#next', [], true, 110),
      ],
    };
    expect(bestSubResult(data)?.title).toBe('Short');
  });

  it('of sections that quote a phrase alike, picks the one about what went wrong', () => {
    // The first section quotes the warning in passing and weighs more (its heading holds the words).
    const passing = sub('Magic comments', '/p/#magic-comments', [5, 5, 5, 5], true, 0);
    const mistakes = sub(
      'Mistakes in magic comments',
      '/p/#mistakes-in-magic-comments',
      [1, 1, 1, 1],
      true,
      50,
    );
    const data = {...page, sub_results: [passing, mistakes]};
    expect(bestPhraseSubResult(data)?.title).toBe('Mistakes in magic comments');
    // A section that quotes less of it is not preferred for its name.
    const partly = {...mistakes, locations: [50, 52, 54, 56]};
    expect(bestPhraseSubResult({...page, sub_results: [passing, partly]})?.title).toBe('Magic comments');
  });

  it('counts the longest run of consecutive matched words, and picks the section that quotes most of a phrase', () => {
    const quoting = {...sub('Troubleshooting', '/p/#troubleshooting', [1, 1, 1, 1], true, 50)};
    const scattered = {...sub('Scattered', '/p/#scattered', [9], true, 0), locations: [1, 3, 5, 7]};
    expect(longestRun(quoting)).toBe(4);
    expect(longestRun(scattered)).toBe(1);
    expect(longestRun({...scattered, locations: []})).toBe(0);
    // The scattered section weighs more, but only the other quotes the phrase.
    expect(bestSubResult({...page, sub_results: [scattered, quoting]})?.title).toBe('Scattered');
    expect(bestPhraseSubResult({...page, sub_results: [scattered, quoting]})?.title).toBe('Troubleshooting');
    // Of two quoting sections, the shorter, measured to the next heading of the whole page: a
    // section left out must not make its quoting neighbour look longer.
    const quotingA = sub('A', '/p/#a', [1, 1, 1, 1], true, 100);
    const plainB = sub('B', '/p/#b', [], true, 105);
    const quotingC = sub('C', '/p/#c', [1, 1, 1, 1], true, 300);
    const plainD = sub('D', '/p/#d', [], true, 400);
    expect(bestPhraseSubResult({...page, sub_results: [quotingA, plainB, quotingC, plainD]})?.title).toBe(
      'A',
    );
  });

  it('drops the punctuation-only words an excerpt cut out of code starts with, not a word that starts with one', () => {
    expect(excerptParts(', ], }, }; 常用的<mark>代理</mark>选项')).toEqual([
      {text: '常用的', mark: false},
      {text: '代理', mark: true},
      {text: '选项', mark: false},
    ]);
    expect(excerptParts('[name].js is the <mark>default</mark>')[0]).toEqual({
      text: '[name].js is the ',
      mark: false,
    });
  });

  it('drops the heading shown above it from its start, across its highlights', () => {
    expect(excerptParts('<mark>output.filename.</mark> Type: string', 'output.filename')).toEqual([
      {text: 'Type: string', mark: false},
    ]);
    expect(excerptParts('代码<mark>分离</mark>. 借助入口起点', '代码分离')).toEqual([
      {text: '借助入口起点', mark: false},
    ]);
    expect(excerptParts('<mark>Shim </mark>预置依赖. 让依赖全局变量', 'Shim 预置依赖')).toEqual([
      {text: '让依赖全局变量', mark: false},
    ]);
    // Only a whole heading at the very start: not a heading that only begins the same way.
    expect(excerptParts('Output filenames are templates', 'Output')).toEqual([
      {text: 'Output filenames are templates', mark: false},
    ]);
    expect(excerptParts('需要自己添加吗？ 不需要', '需要自己添加吗？')).toEqual([
      {text: '不需要', mark: false},
    ]);
  });

  it('splits excerpts into text and highlights, decoding entities and dropping other tags', () => {
    expect(excerptParts('use <mark>splitChunks</mark> &amp; &lt;script&gt; <b>x</b>')).toEqual([
      {text: 'use ', mark: false},
      {text: 'splitChunks', mark: true},
      {text: ' & <script> x', mark: false},
    ]);
    expect(excerptParts('<mark>模块</mark>联邦')).toEqual([
      {text: '模块', mark: true},
      {text: '联邦', mark: false},
    ]);
  });
});

describe('sectionTexts', () => {
  const anchor = (element: string, id: string, location: number) => ({element, id, text: id, location});

  it('cuts the page text at its headings, the introduction under the empty id', () => {
    const data: PagefindResultData = {
      ...page,
      raw_content: 'Intro words. Entry point text here. Output text',
      anchors: [anchor('h2', 'entry', 2), anchor('p', 'note', 4), anchor('h3', 'output', 6)],
    };
    expect(sectionTexts(data)).toEqual(
      new Map([
        ['', 'Intro words.'],
        ['entry', 'Entry point text here.'],
        ['output', 'Output text'],
      ]),
    );
  });

  it('splits Chinese text where pagefind put zero-width spaces, and joins it back without them', () => {
    const data: PagefindResultData = {
      ...page,
      raw_content: ['开发', '服务器', '代理', '请求'].join('\u200B'),
      anchors: [anchor('h2', 'proxy', 2)],
    };
    expect(sectionTexts(data)).toEqual(
      new Map([
        ['', '开发服务器'],
        ['proxy', '代理请求'],
      ]),
    );
  });
});

describe('sectionLead', () => {
  const words = (count: number) => Array.from({length: count}, (_, i) => `w${i}`).join(' ');

  it("starts after the heading's words and its full stop, and takes as many words as an excerpt", () => {
    const data: PagefindResultData = {
      ...page,
      raw_content: `Intro. The seal hook. Called &lt;when&gt; all &amp; done ${words(30)}`,
      anchors: [{element: 'h2', id: 'seal', text: 'The seal hook', location: 1}],
    };
    expect(sectionLead(data, 'seal')).toBe(`Called &lt;when&gt; all &amp; done ${words(13)}`);
  });

  it('stops at the next heading', () => {
    const data: PagefindResultData = {
      ...page,
      raw_content: 'seal. Called when sealing starts. optimize. Type: SyncBailHook',
      anchors: [
        {element: 'h3', id: 'seal', text: 'seal', location: 0},
        {element: 'a', id: 'link', text: 'starts', location: 4},
        {element: 'h3', id: 'optimize', text: 'optimize', location: 5},
      ],
    };
    expect(sectionLead(data, 'seal')).toBe('Called when sealing starts.');
  });

  it('counts Chinese words as pagefind cut them', () => {
    const data: PagefindResultData = {
      ...page,
      raw_content: ['简介。', '内存', '缓存', '.', '两个', '选项', '。'].join('\u200B'),
      anchors: [{element: 'h3', id: 'memory', text: '内存缓存', location: 1}],
    };
    expect(sectionLead(data, 'memory')).toBe('两个选项。');
  });

  it('measures Chinese text in characters: its type cut into words does not fill it', () => {
    const type = [
      'Array',
      '&lt;',
      'object',
      ' ',
      '|',
      ' ',
      '(',
      'req',
      ',',
      ' ',
      'res',
      ',',
      ' ',
      'next',
      ')',
      ' ',
      '=&gt;',
      ' ',
      'object',
      '&gt;',
    ];
    const sentence =
      '把匹配的请求转发到另一台服务器，通常是开发环境的 API；这样在浏览器看来是同一个源，不必设置 CORS。';
    const data: PagefindResultData = {
      ...page,
      raw_content: ['proxy', '.', ...type, '·', ...sentence.split('，'), '后面'].join('\u200B'),
      anchors: [{element: 'h2', id: 'proxy', text: 'proxy', location: 0}],
    };
    const lead = sectionLead(data, 'proxy');
    expect(lead).toContain('把匹配的请求转发到另一台服务器');
    expect(lead).not.toContain('后面');
  });

  it('is empty for an id that is no heading of the page', () => {
    const data: PagefindResultData = {
      ...page,
      raw_content: 'A note here',
      anchors: [{element: 'p', id: 'note', text: 'A note here', location: 0}],
    };
    expect(sectionLead(data, 'note')).toBe('');
    expect(sectionLead(data, 'other')).toBe('');
  });
});

describe('matches of a Latin query word', () => {
  it('take the words at the sub-results locations', () => {
    const data = {
      url: '/api/cli/',
      excerpt: '',
      meta: {},
      raw_content: 'Prints the stats --json -j file',
      sub_results: [{title: '', url: '', excerpt: '', weighted_locations: [], locations: [4]}],
    };
    expect(matchedWords(data)).toEqual(['-j']);
  });

  it('must share the word start: a one-letter fallback is no match', () => {
    expect(sharesStart('jjqqxk', '-j')).toBe(false);
    expect(sharesStart('contenthsah', 'contenthash')).toBe(true);
    expect(sharesStart('plugins', 'Plugin')).toBe(true);
    expect(sharesStart('js', 'JS')).toBe(true);
    expect(sharesStart('js', 'json')).toBe(true);
  });
});

describe('excerptOfSummary', () => {
  const description =
    '借助 webpack-dev-server 和 import.meta.webpackHot API，把改动过的模块换进正在运行的页面。';
  it("tells an excerpt of the page's summary from one of its text", () => {
    const keywords = ['micro frontends', 'microfrontends'];
    const excerpt =
      'share libraries such as React. <mark>micro</mark> <mark>frontends</mark> microfrontends.';
    expect(excerptOfSummary(excerpt, 'Builds that share libraries such as React.', keywords)).toBe(true);
    expect(
      excerptOfSummary(
        '块热替换. 借助 webpack-dev-server 和 import.meta.webpackHot API，把改动过的',
        description,
        [],
      ),
    ).toBe(true);
    expect(
      excerptOfSummary('Several builds form one <mark>application</mark> at runtime.', description, keywords),
    ).toBe(false);
    expect(excerptOfSummary('热更新 HMR', '', ['热更新'])).toBe(true);
    expect(excerptOfSummary('anything at all here', '', [])).toBe(false);
  });
});
