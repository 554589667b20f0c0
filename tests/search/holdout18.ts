/**
 * Eighteenth held-out list of search queries, written on 2026-12-01 from the documentation pages only,
 * by a helper who saw neither the ranking code nor the other query lists. Run once, last; its
 * figures are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout18: readonly RelevanceQuery[] = [
  // option
  {
    query: 'output.chunkLoadingGlobal',
    expect: '/configuration/output/#outputchunkloadingglobal',
    kind: 'option',
  },
  {
    query: 'optimization.realContentHash',
    expect: '/configuration/optimization/#optimizationrealcontenthash',
    kind: 'option',
  },
  {
    query: 'cache.buildDependencies config file',
    expect: '/configuration/cache/#cachebuilddependencies',
    kind: 'option',
  },
  {
    query: 'snapshot.managedPaths',
    expect: '/configuration/other-options/#snapshotmanagedpaths',
    kind: 'option',
  },
  {
    query: 'watchOptions.aggregateTimeout',
    expect: '/configuration/watch/#watchoptionsaggregatetimeout',
    kind: 'option',
  },
  {query: 'externalsType', expect: '/configuration/externals/#externalstype', kind: 'option'},
  {query: 'resolve.extensionAlias', expect: '/configuration/resolve/#resolveextensionalias', kind: 'option'},
  {
    query: 'devServer.historyApiFallback',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'option',
  },
  {query: 'stats.errorDetails', expect: '/configuration/stats/#statserrordetails', kind: 'option'},

  // hook
  {query: 'compiler.hooks.afterEmit', expect: '/api/compiler-hooks/#afteremit', kind: 'hook'},
  {query: 'PROCESS_ASSETS_STAGE_SUMMARIZE', expect: '/api/compilation-hooks/#processassets', kind: 'hook'},
  {query: 'parser.hooks.evaluateTypeof', expect: '/api/parser/#evaluatetypeof', kind: 'hook'},
  {
    query: 'normalModuleFactory.hooks.beforeResolve',
    expect: '/api/normalmodulefactory-hooks/#beforeresolve',
    kind: 'hook',
  },
  {
    query: 'contextModuleFactory alternativeRequests',
    expect: '/api/contextmodulefactory-hooks/#alternativerequests',
    kind: 'hook',
  },

  // flag
  {query: '--config-node-env', expect: '/api/cli/#--config-node-env', kind: 'flag'},
  {query: 'webpack --fail-on-warnings', expect: '/api/cli/#warnings-and-colors', kind: 'flag'},
  {query: 'webpack serve --open-app-name', expect: '/configuration/dev-server/#devserveropen', kind: 'flag'},
  {
    query: 'node --trace-deprecation webpack',
    expect: '/migrate/5/#make-the-build-free-of-warnings',
    kind: 'flag',
  },

  // package
  {
    query: 'mini-css-extract-plugin ignoreOrder',
    expect: '/plugins/mini-css-extract-plugin/#ignoreorder',
    kind: 'package',
  },
  {query: 'sass-loader additionalData', expect: '/loaders/sass-loader/#additionaldata', kind: 'package'},
  {
    query: 'terser-webpack-plugin extractComments',
    expect: '/plugins/terser-webpack-plugin/#extractcomments',
    kind: 'package',
  },
  {query: 'style-loader injectType', expect: '/loaders/style-loader/#injecttype', kind: 'package'},
  {
    query: 'copy-webpack-plugin noErrorOnMissing',
    expect: '/plugins/copy-webpack-plugin/#noerroronmissing',
    kind: 'package',
  },

  // error
  {
    query: 'Uncaught Error: Shared module is not available for eager consumption',
    expect: '/concepts/module-federation/',
    kind: 'error',
  },
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default',
    expect: '/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {
    query: 'WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB)',
    expect: '/configuration/performance/',
    kind: 'error',
  },
  {
    query: 'Conflict: Multiple chunks emit assets to the same filename',
    expect: '/configuration/output/#outputfilename',
    kind: 'error',
  },

  // typo
  {query: 'optimizaton.chunkIds', expect: '/configuration/optimization/#optimizationchunkids', kind: 'typo'},
  {query: 'resolve.extentions', expect: '/configuration/resolve/#resolveextensions', kind: 'typo'},
  {
    query: 'infrastuctureLogging level',
    expect: '/configuration/infrastructureLogging/#infrastructurelogginglevel',
    kind: 'typo',
  },

  // task
  {query: 'load fonts referenced from css', expect: '/guides/asset-management/#loading-fonts', kind: 'task'},
  {
    query: 'import toml or yaml files',
    expect: '/guides/asset-management/#custom-parsers-for-toml-yaml-and-json5',
    kind: 'task',
  },
  {
    query: 'inline svg icons as data url',
    expect: '/guides/asset-modules/#inlining-files-with-assetinline',
    kind: 'task',
  },
  {query: 'run webpack from a node script', expect: '/api/node/', kind: 'task'},
  {
    query: 'add a copyright comment to the top of every bundle',
    expect: '/plugins/banner-plugin/',
    kind: 'task',
  },
  {
    query: 'dev server behind nginx under a sub path',
    expect: '/configuration/dev-server/#behind-a-reverse-proxy-with-a-path-prefix',
    kind: 'task',
  },
  {
    query: 'gzip and brotli compress output files',
    expect: '/plugins/compression-webpack-plugin/',
    kind: 'task',
  },
  {
    query: 'webpack keeps rebuilding in a loop',
    expect: '/configuration/watch/#too-many-rebuilds',
    kind: 'task',
  },
  {
    query: 'show an error when a lazy loaded chunk fails to load',
    expect: '/guides/lazy-loading/#handling-loading-failures',
    kind: 'task',
  },
  {query: 'write log messages from my plugin', expect: '/api/logging/', kind: 'task'},

  // term
  {query: 'pitching loader', expect: '/api/loaders/#pitching-loaders', kind: 'term'},
  {query: 'entry descriptor', expect: '/concepts/entry-points/#entry-descriptors', kind: 'term'},
  {
    query: 'asynchronous boundary bootstrap.js',
    expect: '/concepts/module-federation/#the-asynchronous-boundary',
    kind: 'term',
  },
  {query: 'SyncBailHook AsyncSeriesHook', expect: '/api/plugins/#hook-types', kind: 'term'},

  // title
  {query: 'webpack under the hood', expect: '/concepts/under-the-hood/', kind: 'title'},
  {query: 'javascript parser hooks', expect: '/api/parser/', kind: 'title'},
  {query: 'advanced entry guide', expect: '/guides/entry-advanced/', kind: 'title'},

  // general
  {query: 'webpack 5 release announcement', expect: '/blog/2020-10-10-webpack-5-release/', kind: 'general'},
  {query: 'webpack vs rollup vs esbuild', expect: '/comparison/', kind: 'general'},
  {query: 'webpack logo usage', expect: '/branding/', kind: 'general'},
];

export const chineseHoldout18: readonly RelevanceQuery[] = [
  // option
  {
    query: '配置 output.crossOriginLoading',
    expect: '/zh/configuration/output/#outputcrossoriginloading',
    kind: 'option',
  },
  {
    query: 'optimization.moduleIds deterministic 是什么意思',
    expect: '/zh/configuration/optimization/#optimizationmoduleids',
    kind: 'option',
  },
  {
    query: '持久化缓存 cache.cacheDirectory 默认路径',
    expect: '/zh/configuration/cache/#cachecachedirectory',
    kind: 'option',
  },
  {
    query: 'resolve.mainFields 的顺序',
    expect: '/zh/configuration/resolve/#resolvemainfields',
    kind: 'option',
  },
  {query: 'module.noParse 跳过解析大型库', expect: '/zh/configuration/module/#modulenoparse', kind: 'option'},
  {
    query: 'experiments.lazyCompilation 懒编译',
    expect: '/zh/configuration/experiments/#experimentslazycompilation',
    kind: 'option',
  },
  {query: 'node.__dirname 配置', expect: '/zh/configuration/node/#node__dirname', kind: 'option'},
  {
    query: 'watchOptions.ignored 忽略 node_modules',
    expect: '/zh/configuration/watch/#watchoptionsignored',
    kind: 'option',
  },
  {
    query: 'entry.dependOn 怎么用',
    expect: '/zh/configuration/entry-context/#entrynamedependon',
    kind: 'option',
  },

  // hook
  {query: 'compiler.hooks.watchRun', expect: '/zh/api/compiler-hooks/#watchrun', kind: 'hook'},
  {
    query: 'compilation.hooks.optimizeChunks 钩子',
    expect: '/zh/api/compilation-hooks/#optimizechunks',
    kind: 'hook',
  },
  {query: 'parser.hooks.statementIf', expect: '/zh/api/parser/#statementif', kind: 'hook'},
  {
    query: 'NormalModuleFactory 的 createModule 钩子',
    expect: '/zh/api/normalmodulefactory-hooks/#createmodule',
    kind: 'hook',
  },
  {query: 'resolver.hooks.resolveStep', expect: '/zh/api/resolvers/#resolvestep', kind: 'hook'},

  // flag
  {query: 'webpack --json > stats.json 生成统计文件', expect: '/zh/api/cli/#stats-as-json', kind: 'flag'},
  {query: 'webpack --analyze 分析打包体积', expect: '/zh/api/cli/#bundle-analysis', kind: 'flag'},
  {
    query: 'webpack serve --server-type https',
    expect: '/zh/configuration/dev-server/#devserverserver',
    kind: 'flag',
  },
  {
    query: '--no-client-overlay-warnings 关闭警告浮层',
    expect: '/zh/configuration/dev-server/#devserverclientoverlay',
    kind: 'flag',
  },

  // package
  {
    query: 'compression-webpack-plugin threshold 配置',
    expect: '/zh/plugins/compression-webpack-plugin/#threshold',
    kind: 'package',
  },
  {
    query: 'postcss-loader 的 postcssOptions 怎么写',
    expect: '/zh/loaders/postcss-loader/#postcssoptions',
    kind: 'package',
  },
  {query: 'html-loader sources 选项', expect: '/zh/loaders/html-loader/#sources', kind: 'package'},
  {
    query: 'eslint-webpack-plugin failOnError',
    expect: '/zh/plugins/eslint-webpack-plugin/#failonerror',
    kind: 'package',
  },
  {
    query: 'less-loader lessOptions modifyVars 修改主题变量',
    expect: '/zh/loaders/less-loader/#lessoptions',
    kind: 'package',
  },

  // error
  {
    query:
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.',
    expect: '/zh/configuration/#loading-and-validation',
    kind: 'error',
  },
  {
    query: '[mini-css-extract-plugin] Conflicting order. Following module has been added',
    expect: '/zh/plugins/mini-css-extract-plugin/#ignoreorder',
    kind: 'error',
  },
  {
    query: 'Compilation error while processing magic comment(-s)',
    expect: '/zh/api/module-methods/#mistakes-in-magic-comments',
    kind: 'error',
  },
  {
    query: 'ChunkLoadError: Loading chunk 123 failed.',
    expect: '/zh/guides/lazy-loading/#handling-loading-failures',
    kind: 'error',
  },

  // typo
  {query: '模快联邦', expect: '/zh/concepts/module-federation/', kind: 'typo'},
  {query: 'externls 配置', expect: '/zh/configuration/externals/', kind: 'typo'},
  {query: 'output.chunkFilname 命名', expect: '/zh/configuration/output/#outputchunkfilename', kind: 'typo'},

  // task
  {query: '怎么加载字体文件', expect: '/zh/guides/asset-management/#loading-fonts', kind: 'task'},
  {
    query: '小于 8kb 的图片转成 base64，大的单独输出文件',
    expect: '/zh/guides/asset-modules/#letting-webpack-choose-with-asset',
    kind: 'task',
  },
  {query: '在 Node.js 脚本里调用 webpack 打包', expect: '/zh/api/node/', kind: 'task'},
  {query: '给打包后的文件顶部加版权注释', expect: '/zh/plugins/banner-plugin/', kind: 'task'},
  {query: 'webpack 构建太慢怎么优化', expect: '/zh/guides/build-performance/', kind: 'task'},
  {
    query: '开发服务器放在 nginx 反向代理的子路径下',
    expect: '/zh/configuration/dev-server/#behind-a-reverse-proxy-with-a-path-prefix',
    kind: 'task',
  },
  {query: '生产环境去掉 console.log', expect: '/zh/guides/production/#minification', kind: 'task'},
  {
    query: '在 CI 里保留 webpack 的缓存',
    expect: '/zh/configuration/cache/#setup-cache-in-cicd-system',
    kind: 'task',
  },
  {
    query: '给 script 标签加 nonce 满足 CSP',
    expect: '/zh/guides/csp/#nonces-and-__webpack_nonce__',
    kind: 'task',
  },
  {query: '把耗时的计算放到 Web Worker 里', expect: '/zh/guides/web-workers/', kind: 'task'},

  // term
  {query: '魔法注释', expect: '/zh/api/module-methods/#magic-comments', kind: 'term'},
  {query: 'loader 上下文', expect: '/zh/api/loaders/#the-loader-context', kind: 'term'},
  {query: '入口描述符', expect: '/zh/concepts/entry-points/#entry-descriptors', kind: 'term'},
  {
    query: "导入属性 with { type: 'json' }",
    expect: '/zh/guides/modern-web-platform/#import-attributes',
    kind: 'term',
  },

  // title
  {query: 'webpack 内部原理', expect: '/zh/concepts/under-the-hood/', kind: 'title'},
  {query: '模块变量', expect: '/zh/api/module-variables/', kind: 'title'},
  {query: 'shim 预置依赖', expect: '/zh/guides/shimming/', kind: 'title'},

  // general
  {query: 'webpack 5 有哪些新特性', expect: '/zh/blog/2020-10-10-webpack-5-release/', kind: 'general'},
  {query: 'webpack 和 vite 有什么区别', expect: '/zh/comparison/', kind: 'general'},
  {query: 'webpack 的 logo 在哪里下载', expect: '/zh/branding/', kind: 'general'},
];
