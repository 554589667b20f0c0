/**
 * Real queries a reader types into the search box, each with the page that answers it: the one a
 * webpack expert would send the reader to, chosen by reading the pages, not by what a search engine
 * returns today. Option paths, hooks and CLI flags name the heading of their entry (`#id`); general
 * words, titles and tasks name the concept or guide page that explains them. Chinese queries are
 * typed on the Chinese site and lead to its /zh/ pages (heading ids are the same in both locales).
 */
export type QueryKind =
  'option' | 'hook' | 'flag' | 'package' | 'title' | 'general' | 'task' | 'error' | 'typo' | 'term';

export interface RelevanceQuery {
  query: string;
  /** The answer: a site path ('/concepts/plugins/'); with '#id' when the answer is one entry of a page (an option, hook or flag heading). */
  expect: string;
  kind: QueryKind;
}

/** Whether a result's href is the expected answer: the page, and the entry's heading when it names one. */
export function isAnswer(href: string, expected: string): boolean {
  const got = new URL(href, 'http://site');
  const want = new URL(expected, 'http://site');
  if (got.pathname !== want.pathname) return false;
  return !want.hash || decodeURIComponent(got.hash) === decodeURIComponent(want.hash);
}

export const englishQueries: readonly RelevanceQuery[] = [
  // Option paths, from top-level keys to nested properties
  {query: 'output.filename', expect: '/configuration/output/#outputfilename', kind: 'option'},
  {
    query: 'optimization.splitChunks.chunks',
    expect: '/configuration/optimization/#optimizationsplitchunkschunks',
    kind: 'option',
  },
  {query: 'devServer.proxy', expect: '/configuration/dev-server/#devserverproxy', kind: 'option'},
  {query: 'resolve.alias', expect: '/configuration/resolve/#resolvealias', kind: 'option'},
  {query: 'output.publicPath', expect: '/configuration/output/#outputpublicpath', kind: 'option'},
  {query: 'module.rules', expect: '/configuration/module/#modulerules', kind: 'option'},
  {query: 'resolve.extensions', expect: '/configuration/resolve/#resolveextensions', kind: 'option'},
  {
    query: 'optimization.runtimeChunk',
    expect: '/configuration/optimization/#optimizationruntimechunk',
    kind: 'option',
  },
  {query: 'devtool', expect: '/configuration/devtool/#devtool', kind: 'option'},
  {query: 'externals', expect: '/configuration/externals/#externals', kind: 'option'},
  {query: 'externalsPresets.node', expect: '/configuration/externals/#externalspresetsnode', kind: 'option'},
  {query: 'performance.hints', expect: '/configuration/performance/#performancehints', kind: 'option'},
  {query: 'experiments.css', expect: '/configuration/experiments/#experimentscss', kind: 'option'},
  {query: 'cache.type', expect: '/configuration/cache/#cachetype', kind: 'option'},
  {query: 'cache.buildDependencies', expect: '/configuration/cache/#cachebuilddependencies', kind: 'option'},
  {query: 'stats', expect: '/configuration/stats/', kind: 'option'},
  {query: 'output.clean', expect: '/configuration/output/#outputclean', kind: 'option'},
  {query: 'output.library.type', expect: '/configuration/output/#outputlibrarytype', kind: 'option'},
  {query: 'resolve.fallback', expect: '/configuration/resolve/#resolvefallback', kind: 'option'},
  {
    query: 'optimization.minimizer',
    expect: '/configuration/optimization/#optimizationminimizer',
    kind: 'option',
  },
  {
    query: 'optimization.splitChunks.cacheGroups',
    expect: '/configuration/optimization/#optimizationsplitchunkscachegroups',
    kind: 'option',
  },
  {
    query: 'devServer.historyApiFallback',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'option',
  },
  {query: 'watchOptions.ignored', expect: '/configuration/watch/#watchoptionsignored', kind: 'option'},
  {query: 'Rule.oneOf', expect: '/configuration/module/#ruleoneof', kind: 'option'},
  {
    query: 'module.generator.asset.filename',
    expect: '/configuration/module/#modulegeneratorassetfilename',
    kind: 'option',
  },
  {query: 'dependOn', expect: '/configuration/entry-context/#entrynamedependon', kind: 'option'},
  {query: 'ignoreWarnings', expect: '/configuration/other-options/#ignorewarnings', kind: 'option'},
  {
    query: 'experiments.lazyCompilation',
    expect: '/configuration/experiments/#experimentslazycompilation',
    kind: 'option',
  },
  // Lowercase and partial forms of option names
  {query: 'runtimechunk', expect: '/configuration/optimization/#optimizationruntimechunk', kind: 'option'},
  {query: 'chunkfilename', expect: '/configuration/output/#outputchunkfilename', kind: 'option'},
  {query: 'devserver proxy', expect: '/configuration/dev-server/#devserverproxy', kind: 'option'},

  // Hooks
  {query: 'processAssets', expect: '/api/compilation-hooks/#processassets', kind: 'hook'},
  {query: 'compilation.hooks.seal', expect: '/api/compilation-hooks/#seal', kind: 'hook'},
  {query: 'compiler.hooks.emit', expect: '/api/compiler-hooks/#emit', kind: 'hook'},
  {query: 'afterEmit', expect: '/api/compiler-hooks/#afteremit', kind: 'hook'},
  {query: 'thisCompilation', expect: '/api/compiler-hooks/#thiscompilation', kind: 'hook'},
  {query: 'compiler.hooks.done', expect: '/api/compiler-hooks/#done', kind: 'hook'},
  {query: 'watchRun', expect: '/api/compiler-hooks/#watchrun', kind: 'hook'},
  {query: 'optimizeChunks', expect: '/api/compilation-hooks/#optimizechunks', kind: 'hook'},
  {
    query: 'additionalTreeRuntimeRequirements',
    expect: '/api/compilation-hooks/#additionaltreeruntimerequirements',
    kind: 'hook',
  },
  {
    query: 'normalModuleFactory.hooks.beforeResolve',
    expect: '/api/normalmodulefactory-hooks/#beforeresolve',
    kind: 'hook',
  },
  {query: 'factorize', expect: '/api/normalmodulefactory-hooks/#factorize', kind: 'hook'},
  {query: 'parser.hooks.call', expect: '/api/parser/#call', kind: 'hook'},

  // CLI flags and commands
  {query: '--mode', expect: '/api/cli/', kind: 'flag'},
  {query: '--env', expect: '/api/cli/#--env', kind: 'flag'},
  {query: '--watch', expect: '/api/cli/', kind: 'flag'},
  {query: '--config', expect: '/api/cli/', kind: 'flag'},
  {query: '--analyze', expect: '/api/cli/#bundle-analysis', kind: 'flag'},
  {query: '--json', expect: '/api/cli/#stats-as-json', kind: 'flag'},
  {query: '--progress', expect: '/api/cli/#progress', kind: 'flag'},
  {query: '--config-node-env', expect: '/api/cli/#--config-node-env', kind: 'flag'},
  {query: 'webpack serve', expect: '/api/cli/#serve', kind: 'flag'},
  {query: 'webpack configtest', expect: '/api/cli/#configtest', kind: 'flag'},

  // Loaders and plugins, by package or class name
  {query: 'css-loader', expect: '/loaders/css-loader/', kind: 'package'},
  {query: 'DefinePlugin', expect: '/plugins/define-plugin/', kind: 'package'},
  {query: 'MiniCssExtractPlugin', expect: '/plugins/mini-css-extract-plugin/', kind: 'package'},
  {query: 'babel-loader', expect: '/loaders/babel-loader/', kind: 'package'},
  {query: 'HtmlWebpackPlugin', expect: '/plugins/html-webpack-plugin/', kind: 'package'},
  {query: 'ModuleFederationPlugin', expect: '/plugins/module-federation-plugin/', kind: 'package'},
  {query: 'TerserPlugin', expect: '/plugins/terser-webpack-plugin/', kind: 'package'},
  {query: 'SplitChunksPlugin', expect: '/plugins/split-chunks-plugin/', kind: 'package'},
  {query: 'style-loader', expect: '/loaders/style-loader/', kind: 'package'},
  {query: 'sass-loader', expect: '/loaders/sass-loader/', kind: 'package'},
  {query: 'postcss-loader', expect: '/loaders/postcss-loader/', kind: 'package'},
  {query: 'copy-webpack-plugin', expect: '/plugins/copy-webpack-plugin/', kind: 'package'},
  {query: 'ProvidePlugin', expect: '/plugins/provide-plugin/', kind: 'package'},
  {query: 'CssMinimizerPlugin', expect: '/plugins/css-minimizer-webpack-plugin/', kind: 'package'},
  {query: 'IgnorePlugin', expect: '/plugins/ignore-plugin/', kind: 'package'},
  {query: 'thread-loader', expect: '/loaders/thread-loader/', kind: 'package'},
  {query: 'webpack-dev-server', expect: '/configuration/dev-server/', kind: 'package'},
  {query: 'ts-loader', expect: '/guides/typescript/', kind: 'package'},
  // Lowercase and partial forms of package names
  {query: 'splitchunks', expect: '/plugins/split-chunks-plugin/', kind: 'package'},
  {query: 'mini css extract', expect: '/plugins/mini-css-extract-plugin/', kind: 'package'},
  {query: 'html webpack plugin', expect: '/plugins/html-webpack-plugin/', kind: 'package'},
  {query: 'terser', expect: '/plugins/terser-webpack-plugin/', kind: 'package'},

  // Page titles
  {query: 'Tree Shaking', expect: '/guides/tree-shaking/', kind: 'title'},
  {query: 'Hot Module Replacement', expect: '/concepts/hot-module-replacement/', kind: 'title'},
  {query: 'Code Splitting', expect: '/guides/code-splitting/', kind: 'title'},
  {query: 'Lazy Loading', expect: '/guides/lazy-loading/', kind: 'title'},
  {query: 'Entry Points', expect: '/concepts/entry-points/', kind: 'title'},
  {query: 'Module Federation', expect: '/concepts/module-federation/', kind: 'title'},
  {query: 'Asset Management', expect: '/guides/asset-management/', kind: 'title'},
  {query: 'Shimming', expect: '/guides/shimming/', kind: 'title'},
  {query: 'Authoring Libraries', expect: '/guides/author-libraries/', kind: 'title'},
  {query: 'Build Performance', expect: '/guides/build-performance/', kind: 'title'},
  {query: 'Getting Started', expect: '/guides/getting-started/', kind: 'title'},
  {query: 'Web Workers', expect: '/guides/web-workers/', kind: 'title'},
  {query: 'Content Security Policy', expect: '/guides/csp/', kind: 'title'},

  // General words
  {query: 'plugins', expect: '/concepts/plugins/', kind: 'general'},
  {query: 'loaders', expect: '/concepts/loaders/', kind: 'general'},
  {query: 'caching', expect: '/guides/caching/', kind: 'general'},
  {query: 'output', expect: '/concepts/output/', kind: 'general'},
  {query: 'proxy', expect: '/configuration/dev-server/#devserverproxy', kind: 'general'},
  {query: 'node api', expect: '/api/node/', kind: 'general'},
  {query: 'mode', expect: '/configuration/mode/', kind: 'general'},
  {query: 'entry', expect: '/concepts/entry-points/', kind: 'general'},
  {query: 'target', expect: '/concepts/targets/', kind: 'general'},
  {query: 'dependency graph', expect: '/concepts/dependency-graph/', kind: 'general'},
  {query: 'module resolution', expect: '/concepts/module-resolution/', kind: 'general'},
  {query: 'manifest', expect: '/concepts/manifest/', kind: 'general'},
  {query: 'configuration', expect: '/concepts/configuration/', kind: 'general'},
  {query: 'source maps', expect: '/configuration/devtool/', kind: 'general'},

  // Terms and API names
  {query: 'publicPath', expect: '/guides/public-path/', kind: 'term'},
  {query: 'HMR', expect: '/concepts/hot-module-replacement/', kind: 'term'},
  {query: 'module.hot.accept', expect: '/api/hot-module-replacement/#accept', kind: 'term'},
  {query: 'import()', expect: '/api/module-methods/#import-1', kind: 'term'},
  {query: 'require.context', expect: '/api/module-methods/#requirecontext', kind: 'term'},
  {query: 'webpackChunkName', expect: '/api/module-methods/#webpackchunkname', kind: 'term'},
  {query: '__webpack_public_path__', expect: '/api/module-variables/#webpack_public_path', kind: 'term'},
  {query: 'sideEffects', expect: '/guides/tree-shaking/', kind: 'term'},

  // Tasks, phrased as a reader would
  {query: 'contenthash caching', expect: '/guides/caching/', kind: 'task'},
  {query: 'migrate from webpack 4', expect: '/migrate/5/', kind: 'task'},
  {query: 'how to split vendor code', expect: '/guides/code-splitting/', kind: 'task'},
  {query: 'environment variables', expect: '/guides/environment-variables/', kind: 'task'},
  {query: 'source maps in production', expect: '/guides/production/', kind: 'task'},
  {query: 'dev server hot reload', expect: '/guides/hot-module-replacement/', kind: 'task'},
  {query: 'asset modules images', expect: '/guides/asset-modules/', kind: 'task'},
  {query: 'clean dist folder', expect: '/guides/output-management/', kind: 'task'},
  {query: 'speed up build', expect: '/guides/build-performance/', kind: 'task'},
  {query: 'load css', expect: '/guides/asset-management/', kind: 'task'},
  {query: 'set up typescript', expect: '/guides/typescript/', kind: 'task'},
  {query: 'write a custom loader', expect: '/contribute/writing-a-loader/', kind: 'task'},
  {query: 'write a plugin', expect: '/contribute/writing-a-plugin/', kind: 'task'},

  // Pasted error messages that a page quotes or explains
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.',
    expect: '/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {
    query: "Module not found: Error: Can't resolve",
    expect: '/concepts/module-resolution/#when-resolution-fails',
    kind: 'error',
  },
  {
    query: 'Buffer is not defined',
    expect: '/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {
    query: 'Invalid configuration object. Webpack has been initialized using a configuration object',
    expect: '/configuration/#loading-and-validation',
    kind: 'error',
  },
  {
    query: 'Conflict: Multiple chunks emit assets to the same filename',
    expect: '/configuration/output/#outputfilename',
    kind: 'error',
  },
  {
    query: 'WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).',
    expect: '/configuration/performance/',
    kind: 'error',
  },
  {
    query: 'Critical dependency: the request of a dependency is an expression',
    expect: '/guides/dependency-management/#dynamic-expressions-in-require-and-import',
    kind: 'error',
  },
  {query: 'ChunkLoadError', expect: '/guides/lazy-loading/#handling-loading-failures', kind: 'error'},
  {
    query: "The 'mode' option has not been set, webpack will fallback to 'production' for this value.",
    expect: '/configuration/mode/#mode',
    kind: 'error',
  },
  {
    query: 'Shared module is not available for eager consumption',
    expect: '/concepts/module-federation/#troubleshooting',
    kind: 'error',
  },
  {
    query:
      "Should not import the named export 'version' (imported as 'version') from default-exporting module",
    expect: '/configuration/module/#moduleparserjsonnamedexports',
    kind: 'error',
  },
  {
    query: "'import' and 'export' may appear only with 'sourceType: module'",
    expect: '/guides/getting-started/#troubleshooting',
    kind: 'error',
  },

  // Small typos of common terms
  {query: 'contenthsah', expect: '/guides/caching/', kind: 'typo'},
  {query: 'splitchunk', expect: '/plugins/split-chunks-plugin/', kind: 'typo'},
  {query: 'lazy laoding', expect: '/guides/lazy-loading/', kind: 'typo'},
  {query: 'tree shakng', expect: '/guides/tree-shaking/', kind: 'typo'},
  {query: 'code spliting', expect: '/guides/code-splitting/', kind: 'typo'},
  {query: 'enviroment variables', expect: '/guides/environment-variables/', kind: 'typo'},
  {query: 'module federaton', expect: '/concepts/module-federation/', kind: 'typo'},
  {query: 'hot module replacment', expect: '/concepts/hot-module-replacement/', kind: 'typo'},
  {query: 'resolve.alais', expect: '/configuration/resolve/#resolvealias', kind: 'typo'},
  {query: 'devtol', expect: '/configuration/devtool/#devtool', kind: 'typo'},
  {query: 'html-webpack-plugn', expect: '/plugins/html-webpack-plugin/', kind: 'typo'},
  {query: 'babel-laoder', expect: '/loaders/babel-loader/', kind: 'typo'},
  {query: 'asset moduels', expect: '/guides/asset-modules/', kind: 'typo'},
  {query: 'persistent caching', expect: '/configuration/cache/', kind: 'term'},
  {query: 'define global constants', expect: '/plugins/define-plugin/', kind: 'task'},
];

export const chineseQueries: readonly RelevanceQuery[] = [
  // Page titles
  {query: '模块解析', expect: '/zh/concepts/module-resolution/', kind: 'title'},
  {query: '构建目标', expect: '/zh/concepts/targets/', kind: 'title'},
  {query: '优化', expect: '/zh/configuration/optimization/', kind: 'title'},
  {query: '命令行接口', expect: '/zh/api/cli/', kind: 'title'},
  {query: '资源模块', expect: '/zh/guides/asset-modules/', kind: 'title'},
  {query: '入口起点', expect: '/zh/concepts/entry-points/', kind: 'title'},
  {query: '模块热替换', expect: '/zh/concepts/hot-module-replacement/', kind: 'title'},
  {query: '代码分离', expect: '/zh/guides/code-splitting/', kind: 'title'},
  {query: '懒加载', expect: '/zh/guides/lazy-loading/', kind: 'title'},
  {query: '缓存', expect: '/zh/guides/caching/', kind: 'title'},
  {query: '依赖图', expect: '/zh/concepts/dependency-graph/', kind: 'title'},
  {query: '模块联邦', expect: '/zh/concepts/module-federation/', kind: 'title'},
  {query: '公共路径', expect: '/zh/guides/public-path/', kind: 'title'},
  {query: '环境变量', expect: '/zh/guides/environment-variables/', kind: 'title'},
  {query: '生产环境', expect: '/zh/guides/production/', kind: 'title'},
  {query: '开发环境', expect: '/zh/guides/development/', kind: 'title'},
  {query: '起步', expect: '/zh/guides/getting-started/', kind: 'title'},
  {query: '管理资源', expect: '/zh/guides/asset-management/', kind: 'title'},
  {query: '管理输出', expect: '/zh/guides/output-management/', kind: 'title'},
  {query: '构建性能', expect: '/zh/guides/build-performance/', kind: 'title'},
  {query: '创建库', expect: '/zh/guides/author-libraries/', kind: 'title'},
  {query: 'shim 预置依赖', expect: '/zh/guides/shimming/', kind: 'title'},
  {query: '依赖管理', expect: '/zh/guides/dependency-management/', kind: 'title'},
  {query: '内容安全策略', expect: '/zh/guides/csp/', kind: 'title'},
  {query: '编写 loader', expect: '/zh/contribute/writing-a-loader/', kind: 'title'},
  {query: '模块方法', expect: '/zh/api/module-methods/', kind: 'title'},
  {query: '实验特性', expect: '/zh/configuration/experiments/', kind: 'title'},

  // General words
  {query: '代理', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'general'},
  {query: '插件', expect: '/zh/concepts/plugins/', kind: 'general'},
  {query: '输出', expect: '/zh/concepts/output/', kind: 'general'},
  {query: '模式', expect: '/zh/configuration/mode/', kind: 'general'},
  {query: '开发服务器', expect: '/zh/configuration/dev-server/', kind: 'general'},

  // Glossary terms, as the translated pages write them
  {query: '内容哈希', expect: '/zh/guides/caching/', kind: 'term'},
  {query: '别名', expect: '/zh/configuration/resolve/#resolvealias', kind: 'term'},
  {query: '长效缓存', expect: '/zh/guides/caching/', kind: 'term'},
  {query: '外部扩展', expect: '/zh/configuration/externals/', kind: 'term'},
  {query: '懒编译', expect: '/zh/configuration/experiments/#experimentslazycompilation', kind: 'term'},
  {query: '性能提示', expect: '/zh/configuration/performance/#performancehints', kind: 'term'},
  {query: '作用域提升', expect: '/zh/plugins/module-concatenation-plugin/', kind: 'term'},
  {
    query: '缓存组',
    expect: '/zh/configuration/optimization/#optimizationsplitchunkscachegroups',
    kind: 'term',
  },
  {query: '监听模式', expect: '/zh/configuration/watch/', kind: 'term'},
  {query: '副作用', expect: '/zh/guides/tree-shaking/', kind: 'term'},

  // Chinese mixed with an option or package name
  {query: '配置 output', expect: '/zh/configuration/output/', kind: 'option'},
  {query: '配置 devtool', expect: '/zh/configuration/devtool/', kind: 'option'},
  {query: '配置 externals', expect: '/zh/configuration/externals/', kind: 'option'},
  {query: 'output.filename 占位符', expect: '/zh/configuration/output/#outputfilename', kind: 'option'},
  {
    query: 'splitChunks 缓存组',
    expect: '/zh/configuration/optimization/#optimizationsplitchunkscachegroups',
    kind: 'option',
  },
  {query: 'webpack-dev-server 代理', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'option'},
  {query: 'publicPath 公共路径', expect: '/zh/guides/public-path/', kind: 'term'},
  {query: 'tree shaking 副作用', expect: '/zh/guides/tree-shaking/', kind: 'term'},

  // Option paths, hooks, flags and packages typed on the Chinese site
  {query: 'output.publicPath', expect: '/zh/configuration/output/#outputpublicpath', kind: 'option'},
  {query: 'resolve.extensions', expect: '/zh/configuration/resolve/#resolveextensions', kind: 'option'},
  {query: 'module.rules', expect: '/zh/configuration/module/#modulerules', kind: 'option'},
  {
    query: 'optimization.splitChunks',
    expect: '/zh/configuration/optimization/#optimizationsplitchunks',
    kind: 'option',
  },
  {query: 'cache.type', expect: '/zh/configuration/cache/#cachetype', kind: 'option'},
  {query: 'devServer.proxy', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'option'},
  {query: 'processAssets', expect: '/zh/api/compilation-hooks/#processassets', kind: 'hook'},
  {query: 'thisCompilation', expect: '/zh/api/compiler-hooks/#thiscompilation', kind: 'hook'},
  {query: '--env', expect: '/zh/api/cli/#--env', kind: 'flag'},
  {query: 'css-loader', expect: '/zh/loaders/css-loader/', kind: 'package'},
  {query: 'babel-loader', expect: '/zh/loaders/babel-loader/', kind: 'package'},
  {query: 'MiniCssExtractPlugin', expect: '/zh/plugins/mini-css-extract-plugin/', kind: 'package'},
  {query: 'DefinePlugin', expect: '/zh/plugins/define-plugin/', kind: 'package'},
  {query: 'HtmlWebpackPlugin', expect: '/zh/plugins/html-webpack-plugin/', kind: 'package'},
  {query: 'ModuleFederationPlugin', expect: '/zh/plugins/module-federation-plugin/', kind: 'package'},
  {query: 'splitchunks', expect: '/zh/plugins/split-chunks-plugin/', kind: 'package'},

  // Tasks, in Chinese
  {query: '从 webpack 4 迁移', expect: '/zh/migrate/5/', kind: 'task'},
  {query: 'webpack 5 迁移', expect: '/zh/migrate/5/', kind: 'task'},
  {query: '如何配置代理', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'task'},
  {query: '分离第三方库代码', expect: '/zh/guides/code-splitting/', kind: 'task'},
  {query: '生产环境 source map', expect: '/zh/guides/production/', kind: 'task'},
  {query: '清理 dist 目录', expect: '/zh/guides/output-management/', kind: 'task'},
  {query: '加载 CSS', expect: '/zh/guides/asset-management/', kind: 'task'},
  {query: '使用 TypeScript', expect: '/zh/guides/typescript/', kind: 'task'},
  {query: '开启模块热替换', expect: '/zh/guides/hot-module-replacement/', kind: 'task'},
  {query: '编写插件', expect: '/zh/contribute/writing-a-plugin/', kind: 'task'},

  // Error messages pasted on the Chinese site (webpack prints them in English)
  {
    query: "Module not found: Error: Can't resolve",
    expect: '/zh/concepts/module-resolution/#when-resolution-fails',
    kind: 'error',
  },
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.',
    expect: '/zh/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },

  // Typos
  {query: 'contenthsah', expect: '/zh/guides/caching/', kind: 'typo'},
  {query: 'resolve.alais', expect: '/zh/configuration/resolve/#resolvealias', kind: 'typo'},
  // Chinese typos are characters read alike, which the input method offered in their place.
  {query: '摇数优化', expect: '/zh/guides/tree-shaking/', kind: 'typo'},
  {query: '模块热替唤', expect: '/zh/concepts/hot-module-replacement/', kind: 'typo'},
  {query: '代码分利', expect: '/zh/guides/code-splitting/', kind: 'typo'},
  {query: '公共路经', expect: '/zh/guides/public-path/', kind: 'typo'},
  {query: '持久化缓存', expect: '/zh/configuration/cache/', kind: 'term'},
  {query: '定义全局常量', expect: '/zh/plugins/define-plugin/', kind: 'task'},
];
