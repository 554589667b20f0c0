/**
 * Eighteenth held-out list of search queries, written on 2026-12-01 from the documentation pages only,
 * by a helper who saw neither the ranking code nor the other query lists. Run once, last; its
 * figures are reported apart (README, search). The queries another list also asks were taken out.
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout18: readonly RelevanceQuery[] = [
  // option
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

  // hook
  {query: 'PROCESS_ASSETS_STAGE_SUMMARIZE', expect: '/api/compilation-hooks/#processassets', kind: 'hook'},
  {
    query: 'contextModuleFactory alternativeRequests',
    expect: '/api/contextmodulefactory-hooks/#alternativerequests',
    kind: 'hook',
  },

  // flag
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
  {
    query: 'copy-webpack-plugin noErrorOnMissing',
    expect: '/plugins/copy-webpack-plugin/#noerroronmissing',
    kind: 'package',
  },

  // error

  // typo
  {query: 'optimizaton.chunkIds', expect: '/configuration/optimization/#optimizationchunkids', kind: 'typo'},
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
  {
    query: 'compilation.hooks.optimizeChunks 钩子',
    expect: '/zh/api/compilation-hooks/#optimizechunks',
    kind: 'hook',
  },
  {
    query: 'NormalModuleFactory 的 createModule 钩子',
    expect: '/zh/api/normalmodulefactory-hooks/#createmodule',
    kind: 'hook',
  },

  // flag
  {query: 'webpack --json > stats.json 生成统计文件', expect: '/zh/api/cli/#stats-as-json', kind: 'flag'},
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
    query: '[mini-css-extract-plugin] Conflicting order. Following module has been added',
    expect: '/zh/plugins/mini-css-extract-plugin/#ignoreorder',
    kind: 'error',
  },

  // typo
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
  {
    query: "导入属性 with { type: 'json' }",
    expect: '/zh/guides/modern-web-platform/#import-attributes',
    kind: 'term',
  },

  // title

  // general
  {query: 'webpack 5 有哪些新特性', expect: '/zh/blog/2020-10-10-webpack-5-release/', kind: 'general'},
  {query: 'webpack 的 logo 在哪里下载', expect: '/zh/branding/', kind: 'general'},
];
