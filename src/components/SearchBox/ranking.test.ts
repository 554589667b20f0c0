import {FLAG_LEVEL, type SearchHeadingRecord, type SearchRecords} from '../../data/searchRecords';
import type {PagefindResultData} from './pagefind';
import {
  editDistance,
  latinWords,
  markKnownWords,
  mergeRanking,
  parseQuery,
  prepareRecords,
  rankRecords,
  spellingFixes,
  withCorrection,
  type FullTextHit,
  type ParsedQuery,
  type SearchHit,
} from './ranking';

const records: SearchRecords = {
  sections: ['API', 'Concepts', 'Configuration', 'Contribute', 'Guides', 'Plugins'],
  pages: [
    ['/concepts/plugins/', 'Plugins', 1, 4, [], ''],
    ['/plugins/', 'Plugins', 5, 1, [], ''],
    ['/contribute/writing-a-plugin/', 'Writing a Plugin', 3, -4, [], ''],
    ['/configuration/output/', 'Output', 2, 3, [], ''],
    ['/concepts/output/', 'Output', 1, 4, [], ''],
    ['/configuration/devtool/', 'Devtool', 2, 3, ['source maps'], ''],
    ['/api/compilation-hooks/', 'Compilation Hooks', 0, 2, [], ''],
    ['/api/cli/', 'Command Line Interface', 0, 2, [], ''],
    ['/configuration/dev-server/', 'DevServer', 2, 3, [], ''],
    ['/plugins/split-chunks-plugin/', 'SplitChunksPlugin', 5, 1, [], ''],
    ['/guides/caching/', 'Caching', 4, 3, ['contenthash'], ''],
    ['/api/module-methods/', 'Module Methods', 0, 2, [], ''],
    ['/comparison/', 'Comparison', -1, 0, [], 'How webpack differs from Rollup, esbuild and Vite.'],
    ['/api/loaders/', 'Loader Interface', 0, 2, [], ''],
    ['/blog/webpack-5/', 'webpack 5 release', -1, -2, [], ''],
    ['/plugins/define-plugin/', 'DefinePlugin', 5, 1, [], ''],
    ['/configuration/dotenv/', 'Dotenv', 2, 3, [], ''],
    ['/configuration/externals/', 'Externals', 2, 3, [], ''],
    ['/configuration/optimization/', 'Optimization', 2, 3, [], ''],
    ['/loaders/source-map-loader/', 'source-map-loader', -1, 1, [], ''],
    ['/concepts/extends/', 'Extends', 1, 4, [], ''],
    ['/zh/configuration/externals/', '外部扩展（externals）', 2, 3, [], ''],
    ['/zh/plugins/copy-webpack-plugin/', 'CopyWebpackPlugin', 5, 1, [], '把静态文件复制到构建输出目录。'],
    ['/zh/guides/asset-management/', '管理静态文件', 4, 3, [], 'Copy them too.'],
    ['/configuration/node/', 'Node', 2, 3, [], ''],
    ['/configuration/module/', 'Module', 2, 3, [], ''],
    ['/configuration/performance/', 'Performance', 2, 3, [], ''],
    ['/guides/build-performance/', 'Build Performance', 4, 4, [], ''],
    ['/guides/asset-management/', 'Asset Management', 4, 3, [], ''],
  ],
  headings: [
    [3, 2, 'output.filename', 'outputfilename', ''],
    [3, 2, 'output.chunkFilename', 'outputchunkfilename', ''],
    [4, 2, 'Naming files', 'naming-files', ''],
    [5, 2, 'devtool', 'devtool', ''],
    [6, 2, 'Processing assets', 'processing-assets', ''],
    [6, 3, 'processAssets', 'processassets', 'compilation.hooks.processAssets'],
    [7, 3, 'serve', 'serve', ''],
    [7, 2, 'Core flags', 'core-flags', ''],
    [7, FLAG_LEVEL, '--mode', 'core-flags', ''],
    [7, 3, 'Progress', 'progress', ''],
    [7, FLAG_LEVEL, '--progress', 'core-flags', ''],
    [7, FLAG_LEVEL, '--module-parser-javascript-import-meta-env', 'core-flags', ''],
    [8, 3, 'Behind a reverse proxy', 'behind-a-reverse-proxy', ''],
    [8, 2, 'devServer.proxy', 'devserverproxy', ''],
    [8, 2, 'devServer.port', 'devserverport', ''],
    [11, 2, '魔法注释', 'magic-comments', ''],
    [11, 3, 'webpackChunkName', 'webpackchunkname', ''],
    [11, 3, 'webpackMode', 'webpackmode', ''],
    [11, 2, 'require.context', 'requirecontext', ''],
    [7, FLAG_LEVEL, '--analyze', 'bundle-analysis', ''],
    [7, 3, 'Bundle analysis', 'bundle-analysis', ''],
    [14, 3, 'this.getOptions', 'thisgetoptions', ''],
    [13, 3, 'this.getOptions(schema)', 'thisgetoptionsschema', ''],
    [16, 2, 'What your code sees', 'what-your-code-sees', ''],
    [17, 2, 'externalsPresets', 'externalspresets', ''],
    [17, 3, 'externalsPresets.node', 'externalspresetsnode', ''],
    [18, 2, 'optimization.splitChunks.cacheGroups', 'optimizationsplitchunkscachegroups', ''],
    [9, 2, 'cacheGroups', 'cachegroups', ''],
    [9, 3, 'splitChunks.chunks', 'splitchunkschunks', ''],
    [18, 3, 'optimization.splitChunks.chunks', 'optimizationsplitchunkschunks', ''],
    [7, 3, '--env', '--env', ''],
    [2, 2, 'Glossary', 'glossary', ''],
    [21, 2, 'externals', 'externals', ''],
    [18, 2, 'optimization.minimize', 'optimizationminimize', ''],
    [18, 2, 'optimization.minimizeOptions', 'optimizationminimizeoptions', ''],
    [22, 2, '需要自己添加吗？', 'do-you-need-to-add-it', ''],
    [13, 2, 'webpack.sources', 'webpacksources', ''],
    [7, 2, 'Commands', 'commands', ''],
    [7, 3, 'build', 'build', 'webpack build'],
    [7, 3, 'info and version', 'info-and-version', 'webpack info, webpack version'],
    [18, 3, 'optimization.splitChunks.hidePathInfo', 'optimizationsplitchunkshidepathinfo', ''],
    [4, 2, 'Info in the build output', 'info-in-the-build-output', ''],
    [24, 2, 'node.__dirname', 'node__dirname', ''],
    [25, 5, 'module.parser.javascript.node.__dirname', 'moduleparserjavascriptnode__dirname', ''],
    [8, 2, 'devServer.server', 'devserverserver', '--server-type, --server-options-key'],
    [8, 2, 'devServer.webSocketServer', 'devserverwebsocketserver', '--web-socket-server-type'],
    [20, 2, 'Relation to splitChunks.chunks', 'relation-to-splitchunkschunks', ''],
    [26, 2, 'performance', 'performance', ''],
    [26, 3, 'performance.hints', 'performancehints', ''],
    [27, 3, 'Performance hints', 'performance-hints', ''],
    [28, 2, 'Loading style', 'loading-style', ''],
    [28, 2, 'Loading fonts', 'loading-fonts', ''],
    [25, 3, 'Style of a module', 'style-of-a-module', ''],
    [24, 3, 'Code style', 'code-style', ''],
  ],
  synonyms: [
    ['代理', 'proxy'],
    ['模块热替换', 'hot reload', 'hmr', 'hot module replacement'],
    ['公共路径', 'public path'],
    ['复制', 'copy'],
    ['压缩', 'minimize'],
    ['性能提示', 'performance hints'],
  ],
};

const prepared = prepareRecords(records);

/** Where the records rank a query: `url#id` (or the page's url) of each hit, best first. */
function ranked(query: string): string[] {
  const parsed = parseQuery(query, prepared.synonyms, prepared.optionPaths, prepared.commands);
  return rankRecords(markKnownWords(parsed, prepared), prepared).map(({page, heading}) => {
    const url = records.pages[page]![0];
    return heading === undefined ? url : `${url}#${records.headings[heading]![3]}`;
  });
}

/** A full-text hit whose page text is `sections` (heading id → its text; '' the introduction). */
function pageWithSections(url: string, terms: string[], sections: [string, string][]): FullTextHit {
  const hit = fullTextHit(url, terms);
  const words: string[] = [];
  hit.data.anchors = [];
  for (const [id, text] of sections) {
    if (id) hit.data.anchors.push({element: 'h2', id, text: id, location: words.length});
    words.push(...text.split(' '));
  }
  hit.data.raw_content = words.join(' ');
  return hit;
}

function fullTextHit(url: string, terms: string[], anchor?: string): FullTextHit {
  const data: PagefindResultData = {
    url,
    excerpt: 'page <mark>text</mark>',
    meta: {title: url},
    sub_results: anchor
      ? [
          {
            title: anchor,
            url: `${url}#${anchor}`,
            excerpt: `in <mark>${anchor}</mark>`,
            anchor: {element: 'h2', id: anchor, text: anchor, location: 1},
            weighted_locations: [{weight: 1, balanced_score: 1, location: 2}],
            locations: [2],
          },
        ]
      : [],
  };
  return {data, terms, best: data.sub_results[0]};
}

/**
 * The hrefs the merged list shows for a query, with the given full-text results. The records are
 * prepared afresh: they keep the sections of the pages they have seen, by URL, and the tests give
 * one URL different texts.
 */
function mergedHits(query: string | ParsedQuery, fullText: FullTextHit[] = []): SearchHit[] {
  const fresh = prepareRecords(records);
  const parsed = typeof query === 'string' ? parseQuery(query, fresh.synonyms) : query;
  return mergeRanking(fresh, parsed, rankRecords(parsed, fresh), fullText, {corrected: 0, quoted: false}, 8);
}

function merged(query: string | ParsedQuery, fullText: FullTextHit[] = []): string[] {
  return mergedHits(query, fullText).map((hit) => hit.href);
}

/** The query with the given words marked common (`QueryTerm.common`), as the engine marks them. */
function withCommon(query: string, common: string[]): ParsedQuery {
  const parsed = parseQuery(query, prepared.synonyms);
  return {...parsed, terms: parsed.terms.map((term) => ({...term, common: common.includes(term.text)}))};
}

describe('exact matches', () => {
  it('takes a method heading with its parameters for the method itself', () => {
    expect(ranked('this.getOptions')[0]).toBe('/api/loaders/#thisgetoptionsschema');
  });

  it('takes words written apart for the dotted path they spell, or its end', () => {
    // `node` is on most pages: the heading that is `externalsPresets` holds it in its text only.
    const externals = pageWithSections(
      '/configuration/externals/',
      ['externalspresets', 'node'],
      [
        ['externalspresets', 'externalsPresets node web electron'],
        ['externalspresetsnode', 'treats node built-ins as externals'],
      ],
    );
    expect(merged(withCommon('externalsPresets node', ['node']), [externals])[0]).toBe(
      '/configuration/externals/#externalspresetsnode',
    );
    // The last part of a path is one of the query's names.
    expect(ranked('splitChunks cacheGroups')[0]).toBe(
      '/configuration/optimization/#optimizationsplitchunkscachegroups',
    );
  });

  it("takes an option's full path for the option its end names, before a section titled with that end", () => {
    // Typed as a name or in lower case, the path is the query, before a higher heading that holds it.
    for (const query of ['splitChunks.chunks', 'splitChunks chunks', 'splitchunks chunks']) {
      expect(ranked(query).slice(0, 2)).toEqual([
        '/configuration/optimization/#optimizationsplitchunkschunks',
        '/plugins/split-chunks-plugin/#splitchunkschunks',
      ]);
    }
    // Misspelt, as corrected.
    const query = markKnownWords(
      parseQuery('splitChunks chunsk', prepared.synonyms, prepared.optionPaths),
      prepared,
    );
    const fixed = spellingFixes(query, prepared);
    expect(fixed.text).toBe('splitchunks chunks');
    const [hit] = rankRecords(withCorrection(query, prepared, fixed), prepared);
    expect(records.headings[hit!.heading!]![3]).toBe('optimizationsplitchunkschunks');
    // One part is not a path's end: `chunks` alone is not `optimization.splitChunks.chunks`.
    expect(ranked('splitChunks')[0]).toBe('/plugins/split-chunks-plugin/');
  });

  it('takes the option whose path the query writes with spaces or in other words before a heading of the same words', () => {
    expect(ranked('performance hints')[0]).toBe('/configuration/performance/#performancehints');
    expect(ranked('性能提示')[0]).toBe('/configuration/performance/#performancehints');
  });

  it('takes an entry for a flag among its names, not for the end of a longer flag', () => {
    expect(ranked('webpack serve --server-type https')[0]).toBe('/configuration/dev-server/#devserverserver');
  });

  it('takes an option for its own path before a heading five deep whose path ends with it', () => {
    expect(ranked('node.__dirname').slice(0, 2)).toEqual([
      '/configuration/node/#node__dirname',
      '/configuration/module/#moduleparserjavascriptnode__dirname',
    ]);
  });
});

describe('named queries', () => {
  it('puts the page a short query names as code before a section that only mentions the name', () => {
    const dotenv = pageWithSections(
      '/configuration/dotenv/',
      ['defineplugin', 'global', 'constants'],
      [['what-your-code-sees', 'the variables reach your code through DefinePlugin as global constants']],
    );
    const definePlugin = pageWithSections(
      '/plugins/define-plugin/',
      ['defineplugin', 'constants'],
      [['', 'Replaces identifiers with constants at build time.']],
    );
    expect(parseQuery('DefinePlugin global constants', prepared.synonyms).named).toBe(true);
    expect(merged('DefinePlugin global constants', [dotenv, definePlugin])[0]).toBe(
      '/plugins/define-plugin/',
    );
  });

  it('is not a name when written in capitals only, or when the query is long', () => {
    expect(parseQuery('CSS modules', prepared.synonyms).named).toBe(false);
    expect(parseQuery('devServer 端口', prepared.synonyms).named).toBe(true);
    // A flag is a name too.
    expect(parseQuery('--progress 显示构建进度', prepared.synonyms).named).toBe(true);
    // A run of Chinese is one word, however many terms the segmenter cut it into (自 | 定义 | 服务 | 器).
    expect(parseQuery('devServer.app 自定义服务器', prepared.synonyms).named).toBe(true);
    expect(
      parseQuery("Module not found: Error: Can't resolve './utils' in '/app/src'", prepared.synonyms).named,
    ).toBe(false);
  });
});

describe('parseQuery', () => {
  it('reads an option path written with spaces, alone or at the start of a longer query, as a name', () => {
    for (const query of ['output filename hash', 'output filename']) {
      expect(parseQuery(query, prepared.synonyms, prepared.optionPaths)).toMatchObject({
        names: ['outputfilename'],
        identifier: true,
      });
    }
    expect(parseQuery('output hash', prepared.synonyms, prepared.optionPaths).names).toEqual([]);
  });

  it('takes the same thing said in two languages as one term', () => {
    expect(parseQuery('publicPath 公共路径', prepared.synonyms).terms.map((term) => term.text)).toEqual([
      '公共路径',
    ]);
  });

  it('remembers the name a word was written in', () => {
    expect(parseQuery('ts-loader options', prepared.synonyms).terms.map((term) => term.compound)).toEqual([
      'ts-loader',
      'ts-loader',
      undefined,
    ]);
  });

  it('drops words that do not tell pages apart, unless nothing else is left', () => {
    expect(parseQuery('how to use plugins in webpack', new Map()).terms.map((term) => term.text)).toEqual([
      'plugins',
    ]);
    expect(parseQuery('webpack', new Map()).terms.map((term) => term.text)).toEqual(['webpack']);
    // The `t` of "can't" is no word.
    expect(parseQuery("can't resolve", new Map()).terms.map((term) => term.text)).toEqual(['resolve']);
  });

  it('tells names from words, and flags from names', () => {
    for (const name of [
      'output.filename',
      'processAssets',
      '__webpack_public_path__',
      'import()',
      '--mode',
    ]) {
      expect(parseQuery(name, new Map()).identifier).toBe(true);
    }
    expect(parseQuery('caching', new Map()).identifier).toBe(false);
    expect(parseQuery('code splitting', new Map()).identifier).toBe(false);
    expect(parseQuery('--mode', new Map())).toMatchObject({flag: true, compact: '--mode'});
    expect(parseQuery('TerserPlugin', new Map()).terms[0]).toMatchObject({
      text: 'terserplugin',
      parts: ['terser', 'plugin'],
    });
  });

  it('drops words that say nothing about the page, Chinese particles among them', () => {
    const terms = (query: string) => parseQuery(query, prepared.synonyms).terms.map((term) => term.text);
    // 把 and 成 are single characters that any page holds: 把 CSS 提取成单独的文件 found css-loader first.
    expect(terms('把 CSS 提取成单独的文件')).toEqual(['提取', '单独', '文件', 'css']);
    // 要用 is one word to the segmenter, but 要 and 用 say nothing: without it the query is all stop
    // words, ranked whole, and 为什么 finds 为什么选择 webpack.
    expect(terms('升级要用 babel')).toEqual(['升级', 'babel']);
    expect(terms('为什么要用 webpack')).toEqual(['为什么', '要用', 'webpack']);
  });

  it('keeps known phrases whole, in Chinese text without spaces too', () => {
    const terms = (query: string) => parseQuery(query, prepared.synonyms).terms.map((term) => term.text);
    expect(terms('dev server hot reload')).toEqual(['hot reload', 'dev', 'server']);
    expect(terms('开启模块热替换')).toEqual(['模块热替换', '开启']);
    expect(parseQuery('代理', prepared.synonyms).terms[0]!.synonyms).toEqual(['proxy']);
  });
});

describe('rankRecords', () => {
  it('puts the concept page first for a general word, and a contributor page last', () => {
    const hits = ranked('plugins');
    expect(hits.slice(0, 2)).toEqual(['/concepts/plugins/', '/plugins/']);
    expect(hits.indexOf('/contribute/writing-a-plugin/')).toBeGreaterThan(1);
    expect(ranked('output')[0]).toBe('/concepts/output/');
  });

  it("lands an option path, a hook or its owner's path on the entry's heading", () => {
    expect(ranked('output.filename')[0]).toBe('/configuration/output/#outputfilename');
    expect(ranked('chunkfilename')[0]).toBe('/configuration/output/#outputchunkfilename');
    // The heading that is the name wins over a section heading higher up that only contains its words.
    expect(ranked('processAssets')[0]).toBe('/api/compilation-hooks/#processassets');
    expect(ranked('compilation.hooks.processAssets')[0]).toBe('/api/compilation-hooks/#processassets');
  });

  it('puts the heading with the rarer of the words first when two hold as many', () => {
    // "style" heads three records, "fonts" one: the fonts section is what the query is about.
    expect(ranked('load fonts with style')[0]).toBe('/guides/asset-management/#loading-fonts');
  });

  it('takes a word the headings use for itself, not for a typo of another', () => {
    // "node" is one typo from "code" (What your code sees), and a word of externalsPresets.node.
    expect(ranked('node')).toContain('/configuration/externals/#externalspresetsnode');
    expect(ranked('node')).not.toContain('/configuration/dotenv/#what-your-code-sees');
    expect(ranked('cdoe')).toContain('/configuration/dotenv/#what-your-code-sees');
  });

  it('matches a flag only to flags', () => {
    expect(ranked('--mode')).toEqual(['/api/cli/#core-flags']);
  });

  it("lands a package's name on the entry that is it, stop word and all, before a title holding a word of it", () => {
    // `webpack` is a stop word; `sources` alone is a word of source-map-loader's title.
    expect(ranked('webpack-sources')[0]).toBe('/api/loaders/#webpacksources');
  });

  it('lands a command typed as in a terminal on its heading, but not the same words in prose', () => {
    expect(ranked('webpack info')[0]).toBe('/api/cli/#info-and-version');
    expect(ranked('npx webpack version')[0]).toBe('/api/cli/#info-and-version');
    expect(ranked('webpack build 输出')[0]).toBe('/api/cli/#build');
    expect(
      parseQuery('webpack info', prepared.synonyms, prepared.optionPaths, prepared.commands),
    ).toMatchObject({
      command: 'webpackinfo',
      identifier: true,
    });
    expect(
      parseQuery('debug a webpack build', prepared.synonyms, prepared.optionPaths, prepared.commands),
    ).toMatchObject({
      command: '',
      identifier: false,
    });
  });

  it('reads a flag pasted with its value as the flag, and `--no-x` as the `--x` it switches off', () => {
    expect(ranked('--mode=production')).toEqual(['/api/cli/#core-flags']);
    expect(ranked('--no-progress')).toEqual(['/api/cli/#core-flags']);
    expect(parseQuery('--no-progress', new Map()).terms.map((term) => term.text)).toEqual(['progress']);
  });

  it('finds an option from a Chinese synonym, and a page from its keywords', () => {
    expect(ranked('代理')[0]).toBe('/configuration/dev-server/#devserverproxy');
    expect(ranked('source maps')[0]).toBe('/configuration/devtool/');
    expect(ranked('contenthash')[0]).toBe('/guides/caching/');
  });

  it("lands a page found by its keyword on its heading that holds the query's words as well", () => {
    const caching = records.pages.findIndex(([url]) => url === '/guides/caching/');
    const pages = records.pages.map((page, index) =>
      index === caching
        ? ([...page.slice(0, 4), ['contenthash', 'hashed names'], page[5]] as typeof page)
        : page,
    );
    const withKeyword = prepareRecords({...records, pages});
    const first = (fresh: typeof withKeyword) => {
      const query = parseQuery('hashed names', fresh.synonyms);
      return mergeRanking(fresh, query, rankRecords(query, fresh), [], {corrected: 0, quoted: false}, 8)[0]!
        .href;
    };
    expect(first(withKeyword)).toBe('/guides/caching/');
    const headings = [
      ...records.headings,
      [caching, 2, 'Hashed names', 'hashed-names', ''] satisfies SearchHeadingRecord,
    ];
    expect(first(prepareRecords({...records, pages, headings}))).toBe('/guides/caching/#hashed-names');
  });

  it('takes the query as corrected for exactly what a record is', () => {
    // source-map-loader's title holds both words; Devtool's keyword `source maps` is the whole query
    // only once `sorce` is corrected.
    const query = parseQuery('sorce maps', prepared.synonyms);
    const fixed = spellingFixes(query, prepared);
    expect(fixed.text).toBe('source maps');
    const first = (parsed: ParsedQuery) => {
      const [hit] = rankRecords(parsed, prepared);
      return hit && records.pages[hit.page]![0];
    };
    expect(first(query)).toBe('/loaders/source-map-loader/');
    expect(first(withCorrection(query, prepared, fixed))).toBe('/configuration/devtool/');
  });

  it('forgives a typo, a compound typed lower case, and a plural', () => {
    expect(ranked('devtol')).toContain('/configuration/devtool/');
    expect(ranked('splitchunks')[0]).toBe('/plugins/split-chunks-plugin/');
    expect(ranked('splitchunk')[0]).toBe('/plugins/split-chunks-plugin/');
  });

  it("matches a page by its description when that holds two of the query's words", () => {
    expect(ranked('how does vite differ')[0]).toBe('/comparison/');
    // One word is not enough: the title must hold it.
    expect(ranked('vite')).toEqual([]);
  });

  it("names a page by its description's Chinese words as by its title", () => {
    // The plugin's title is a name; what it does is in its description. The guide's title holds two
    // of the words, its (English) description the third.
    expect(ranked('复制静态文件')).toEqual([
      '/zh/plugins/copy-webpack-plugin/',
      '/zh/guides/asset-management/',
    ]);
  });

  it('prefers a word one typo away to one two typos away', () => {
    // extenals is one typo from externals, two from extends (whose page has the higher prior).
    expect(ranked('extenals')[0]).toBe('/configuration/externals/');
  });

  it('prefers a whole word to the start of a longer one', () => {
    expect(ranked('serve')[0]).toBe('/api/cli/#serve');
  });
});

describe('mergeRanking', () => {
  it("lands on the page's own entry when its title matched best", () => {
    expect(merged('devtool')[0]).toBe('/configuration/devtool/#devtool');
    // A Chinese title names its option by its Latin words.
    expect(merged('externals')).toContain('/zh/configuration/externals/#externals');
  });

  it('lands a query that names an entry on it, not on a neighbour whose text holds more of its words', () => {
    const optimization = pageWithSections(
      '/configuration/optimization/',
      ['optimization', '压缩', '关闭'],
      [
        ['', '优化输出：压缩，以及何时关闭它。'],
        ['optimizationminimize', '用 minimizer 中的插件压缩输出。'],
        ['optimizationminimizeoptions', '每种资源类型一个键，false 关闭该类型的压缩。'],
      ],
    );
    expect(merged('optimization.minimize 关闭压缩', [optimization])[0]).toBe(
      '/configuration/optimization/#optimizationminimize',
    );
  });

  it("points a flag's table row to the heading named after it", () => {
    expect(merged('--progress')[0]).toBe('/api/cli/#progress');
  });

  it('matches a flag written in the query only as a whole, not at the end of a longer flag', () => {
    // Without the rule, the longer flag holds both words (`import`, `env`) and wins.
    expect(ranked('import --env')[0]).toBe('/api/cli/#--env');
  });

  it("lands a flag's table row where its record points (the section the build found explaining it)", () => {
    const cli = pageWithSections(
      '/api/cli/',
      ['analyze'],
      [
        ['', 'The command line.'],
        ['core-flags', 'Flag Description --mode sets the mode --analyze adds the analyzer --progress'],
        ['bundle-analysis', '--analyze applies the bundle analyzer; install it first. npx webpack --analyze'],
      ],
    );
    expect(merged('webpack --analyze', [cli])[0]).toBe('/api/cli/#bundle-analysis');
    expect(merged('--analyze')[0]).toBe('/api/cli/#bundle-analysis');
    expect(merged('--mode')[0]).toBe('/api/cli/#core-flags');
  });

  it('ranks a page whose body holds every word above a title that holds one of them', () => {
    const hits = merged('contenthash naming', [
      pageWithSections(
        '/concepts/output/',
        ['contenthash', 'naming'],
        [
          ['', 'Where the bundles go.'],
          ['naming-files', 'Naming uses placeholders such as contenthash in file names.'],
        ],
      ),
    ]);
    expect(hits[0]).toBe('/concepts/output/#naming-files');
  });

  it("ranks a contributors' page that only its text matched after the readers' pages", () => {
    // A glossary table of the writers' guide holds every word; the readers' page holds two.
    const contributors = pageWithSections(
      '/contribute/writing-a-plugin/',
      ['bundle', 'library', 'npm'],
      [
        ['', 'How a plugin taps hooks.'],
        ['glossary', 'bundle library npm and their renderings'],
      ],
    );
    const readers = pageWithSections(
      '/concepts/output/',
      ['bundle', 'library'],
      [
        ['', 'Where the output goes.'],
        ['naming-files', 'Name each library bundle after its entry.'],
      ],
    );
    const hits = merged('bundle library npm', [contributors, readers]);
    expect(hits.indexOf('/contribute/writing-a-plugin/#glossary')).toBeGreaterThan(
      hits.indexOf('/concepts/output/#naming-files'),
    );
    // Named in its title, it ranks as any page.
    expect(merged('write a plugin', [contributors])[0]).toBe('/contribute/writing-a-plugin/');
  });

  it('counts only the words one section holds together, as a DocSearch record would', () => {
    // Both pages hold both words, but the Output concept page holds them in two different sections.
    const scattered = pageWithSections(
      '/concepts/output/',
      ['contenthash', 'naming'],
      [
        ['', 'Where the bundles go; contenthash comes later.'],
        ['naming-files', 'Naming uses placeholders in file names.'],
      ],
    );
    const together = pageWithSections(
      '/api/module-methods/',
      ['contenthash', 'naming'],
      [
        ['', 'Functions of the module.'],
        ['magic-comments', 'Naming a chunk changes its contenthash.'],
      ],
    );
    expect(merged('contenthash naming', [scattered, together])[0]).toBe(
      '/api/module-methods/#magic-comments',
    );
  });

  it('ranks pages that only the full text found by their place in it, below headings that are the query', () => {
    const hits = merged('output.filename', [
      fullTextHit('/elsewhere/a/', ['output', 'filename']),
      fullTextHit('/elsewhere/b/', ['output', 'filename'], 'part'),
    ]);
    // Both words in the body beat one word in a title (the Output pages).
    expect(hits.slice(0, 4)).toEqual([
      '/configuration/output/#outputfilename',
      '/elsewhere/a/',
      '/elsewhere/b/#part',
      '/concepts/output/',
    ]);
  });

  it('matches a heading by some words and the text of its section by the rest, as a DocSearch record', () => {
    const devServer = pageWithSections(
      '/configuration/dev-server/',
      ['proxy', 'api', 'backend'],
      [
        ['', 'Options of the dev server.'],
        ['devserverproxy', 'devServer.proxy sends api requests to a backend server'],
        ['devserverport', 'devServer.port the port to listen on'],
      ],
    );
    expect(merged('proxy api requests to a backend', [devServer])[0]).toBe(
      '/configuration/dev-server/#devserverproxy',
    );
    // Without its section's text the heading holds one word of four, and the page's body wins.
    expect(
      merged('proxy api requests to a backend', [fullTextHit('/configuration/dev-server/', ['proxy'])])[0],
    ).toBe('/configuration/dev-server/#devserverproxy');
  });

  it("finds a name's words in a section only where it holds the name, not its parts apart", () => {
    // Both headings hold `proxy`; only one section holds `ts-loader`, the other `ts` and `loader` apart.
    const page = pageWithSections(
      '/configuration/dev-server/',
      ['ts', 'loader', 'proxy'],
      [
        ['devserverproxy', 'ts files go through a loader'],
        ['behind-a-reverse-proxy', 'use ts-loader here'],
      ],
    );
    expect(merged('ts-loader proxy', [page])[0]).toBe('/configuration/dev-server/#behind-a-reverse-proxy');
  });

  it('reads the headings above a heading as part of it', () => {
    expect(ranked('webpackChunkName 魔法注释')[0]).toBe('/api/module-methods/#webpackchunkname');
  });

  it('lets a common word decide only between matches equal in the rarer ones', () => {
    const parsed = parseQuery('devServer 端口', prepared.synonyms);
    const marked = {...parsed, terms: parsed.terms.map((term) => ({...term, common: term.text === '端口'}))};
    const page = pageWithSections(
      '/configuration/dev-server/',
      ['devserver', '端口'],
      [
        ['devserverproxy', 'devServer.proxy'],
        ['devserverport', 'devServer.port 端口'],
      ],
    );
    expect(merged(marked, [page])[0]).toBe('/configuration/dev-server/#devserverport');
  });

  it("counts a named query's common Chinese words as the record's own where its heading says them", () => {
    // The title holds the name only; the heading under it says what the reader asks about it.
    const hits = rankRecords(withCommon('CopyWebpackPlugin 需要手动添加吗', ['需要', '添加']), prepared);
    const [first] = hits.map(({page, heading}) =>
      heading === undefined
        ? records.pages[page]![0]
        : `${records.pages[page]![0]}#${records.headings[heading]![3]}`,
    );
    expect(first).toBe('/zh/plugins/copy-webpack-plugin/#do-you-need-to-add-it');
  });

  it('finds a phrase in a section that writes it as one name (`public path` as `publicPath`)', () => {
    const loaders = pageWithSections(
      '/api/loaders/',
      ['public path', 'cdn'],
      [['', 'Set publicPath to the cdn url.']],
    );
    const caching = pageWithSections(
      '/guides/caching/',
      ['public path', 'cdn'],
      [['', 'Serve the files from a cdn host.']],
    );
    expect(merged('public path cdn', [caching, loaders])[0]).toBe('/api/loaders/');
  });

  it('lands a pasted message on the section that quotes it, not on a heading of one of its words', () => {
    const query = parseQuery('Processing assets failed in a hook', prepared.synonyms);
    // pagefind's phrase search matched it by its first words: the heading holds more of them.
    const page = fullTextHit('/api/compilation-hooks/', ['failed'], 'mistakes');
    const land = (fullText: FullTextHit[]) =>
      mergeRanking(
        prepared,
        query,
        rankRecords(query, prepared),
        fullText,
        {corrected: 0, quoted: true},
        8,
      )[0]!.href;
    expect(land([page])).toBe('/api/compilation-hooks/#mistakes');
    // The heading's own section quotes it as much: it stays.
    const quotedThere = structuredClone(page);
    quotedThere.data.sub_results.push({
      ...quotedThere.data.sub_results[0]!,
      anchor: {element: 'h3', id: 'processassets', text: 'processAssets', location: 9},
    });
    expect(land([{...quotedThere, best: quotedThere.data.sub_results[0]}])).toBe(
      '/api/compilation-hooks/#processassets',
    );
  });

  it('gives each hit its section and page, and the excerpt of the matching section', () => {
    const parsed = parseQuery('output.filename', prepared.synonyms);
    const fullText = [fullTextHit('/configuration/output/', ['output', 'filename'], 'outputfilename')];
    const [hit] = mergeRanking(
      prepared,
      parsed,
      rankRecords(parsed, prepared),
      fullText,
      {corrected: 0, quoted: false},
      8,
    );
    expect(hit).toEqual({
      href: '/configuration/output/#outputfilename',
      title: 'Output',
      sectionLabel: 'Configuration',
      heading: 'output.filename',
      excerpt: 'in <mark>outputfilename</mark>',
      words: ['filename', 'output'],
    });
  });
});

describe('the excerpt of a hit pagefind wrote none for', () => {
  it("is a page's description when the full text did not return the page", () => {
    expect(mergedHits('Comparison')[0]).toMatchObject({
      href: '/comparison/',
      excerpt: 'How webpack differs from Rollup, esbuild and Vite.',
    });
  });

  it("is the opening of the heading's section when pagefind matched other sections of its page", () => {
    const output = pageWithSections(
      '/configuration/output/',
      ['output', 'filename'],
      [
        ['', 'Where webpack writes.'],
        ['outputfilename', 'outputfilename. Names each bundle.'],
        ['outputchunkfilename', 'outputchunkfilename. Names other chunks.'],
      ],
    );
    output.data.sub_results = fullTextHit(
      '/configuration/output/',
      [],
      'outputchunkfilename',
    ).data.sub_results;
    expect(mergedHits('output.filename', [output])[0]).toMatchObject({
      href: '/configuration/output/#outputfilename',
      excerpt: 'Names each bundle.',
    });
  });
});

describe('the excerpt of a heading pagefind wrote one for', () => {
  function outputPage(): FullTextHit {
    const output = pageWithSections(
      '/configuration/output/',
      ['output', 'filename'],
      [
        ['', 'Where webpack writes.'],
        ['outputfilename', 'outputfilename. Names each bundle. A table: [name] bundle'],
      ],
    );
    output.data.sub_results = fullTextHit('/configuration/output/', [], 'outputfilename').data.sub_results;
    output.data.sub_results[0]!.excerpt = 'A table: [name] <mark>bundle</mark>';
    return output;
  }
  function excerptFor(query: string): string | undefined {
    return mergedHits(query, [outputPage()]).find(
      (hit) => hit.href === '/configuration/output/#outputfilename',
    )?.excerpt;
  }

  it("is the section's opening when the heading holds every word of the query", () => {
    expect(excerptFor('output.filename')).toBe('Names each bundle. A table: [name] bundle');
  });

  it("is pagefind's, where the text matched, when the query asks for more than the heading", () => {
    expect(excerptFor('output.filename bundle')).toBe('A table: [name] <mark>bundle</mark>');
  });
});

describe("a flag's hit", () => {
  it('names the section it leads to, not the flag, so that the label matches where the reader lands', () => {
    const parsed = parseQuery('--mode', prepared.synonyms);
    const [hit] = mergeRanking(
      prepared,
      parsed,
      rankRecords(parsed, prepared),
      [],
      {corrected: 0, quoted: false},
      8,
    );
    expect(hit).toMatchObject({
      href: '/api/cli/#core-flags',
      heading: 'Core flags',
      excerpt: '<mark>--mode</mark>',
    });
  });

  it('keeps the excerpt of a section that writes about the flag', () => {
    const cli = pageWithSections(
      '/api/cli/',
      ['analyze'],
      [
        ['', 'The command line.'],
        ['bundle-analysis', '--analyze applies the bundle analyzer; install it first.'],
      ],
    );
    cli.data.sub_results = fullTextHit('/api/cli/', ['analyze'], 'bundle-analysis').data.sub_results;
    const parsed = parseQuery('--analyze', prepared.synonyms);
    const fresh = prepareRecords(records);
    const [hit] = mergeRanking(
      fresh,
      parsed,
      rankRecords(parsed, fresh),
      [cli],
      {corrected: 0, quoted: false},
      8,
    );
    expect(hit).toMatchObject({
      href: '/api/cli/#bundle-analysis',
      excerpt: 'in <mark>bundle-analysis</mark>',
    });
  });
});

describe('spellingFixes', () => {
  it('corrects a word no title or heading uses to the closest one, in short queries only', () => {
    expect(spellingFixes(parseQuery('devtol', prepared.synonyms), prepared)).toEqual({
      text: 'devtool',
      fixes: 1,
    });
    expect(spellingFixes(parseQuery('devtool', prepared.synonyms), prepared)).toEqual({
      text: 'devtool',
      fixes: 0,
    });
    const pasted = 'Module not found: Error: Cannot resolve devtol';
    expect(spellingFixes(parseQuery(pasted, prepared.synonyms), prepared).fixes).toBe(0);
  });

  it('asks for the query to be read again when a word is corrected to a stop word', () => {
    const fixed = spellingFixes(parseQuery('webpak 别名', prepared.synonyms), prepared);
    expect(fixed).toEqual({text: 'webpack 别名', fixes: 1, reread: true});
    expect(parseQuery(fixed.text, prepared.synonyms).terms.map((term) => term.text)).toEqual(['别名']);
    // A name with its version keeps its digits as a term.
    expect(spellingFixes(parseQuery('webpack5 迁移', prepared.synonyms), prepared)).not.toHaveProperty(
      'reread',
    );
  });
});

describe('words and distances', () => {
  it('splits identifiers into their parts and leading compounds', () => {
    expect(latinWords('SplitChunksPlugin')).toEqual([
      'splitchunksplugin',
      'split',
      'chunks',
      'plugin',
      'splitchunks',
    ]);
    expect(latinWords('__webpack_public_path__ v5')).toEqual([
      '__webpack_public_path__',
      'webpack',
      'public',
      'path',
      'webpackpublic',
      '5',
    ]);
  });

  it('counts edits, a swap of two letters as one, and stops past the limit', () => {
    expect(editDistance('contenthsah', 'contenthash', 2)).toBe(1);
    expect(editDistance('devtol', 'devtool', 1)).toBe(1);
    expect(editDistance('loader', 'plugin', 2)).toBe(3);
  });
});

describe('Chinese typos', () => {
  const chinese = prepareRecords({
    sections: ['贡献', 'API'],
    pages: [
      ['/zh/contribute/debugging/', '调试', 0, -4, [], ''],
      ['/zh/api/plugins/', '插件 API', 1, 2, [], ''],
      ['/zh/api/node/', 'Node 接口', 1, 2, [], '在 Node.js 脚本中调用 webpack'],
    ],
    headings: [[1, 2, '钩子类型', 'hook-types', '']],
    synonyms: [],
    homophones: ['试式是', '钩勾沟', '调条掉'],
  });
  const fix = (query: string) => spellingFixes(parseQuery(query, chinese.synonyms), chinese);

  it('corrects a character read alike to the word a title or heading writes', () => {
    expect(fix('调式')).toEqual({text: '调试', fixes: 1, reread: true});
    expect(fix('勾子类型 怎么用').text).toBe('钩子类型 怎么用');
  });

  it('leaves the words the records hold, and a word with no character the same', () => {
    expect(fix('调试')).toEqual({text: '调试', fixes: 0});
    expect(fix('调用')).toEqual({text: '调用', fixes: 0});
    expect(fix('条式')).toEqual({text: '条式', fixes: 0});
  });

  it('corrects nothing without the groups of characters read alike', () => {
    const withoutGroups = prepareRecords({...chinese.records, homophones: undefined});
    expect(spellingFixes(parseQuery('调式', withoutGroups.synonyms), withoutGroups).text).toBe('调式');
  });
});
