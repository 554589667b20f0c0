/**
 * Fourth held-out list of search queries, written on 2026-11-29 from the documentation pages only, by
 * a helper who saw neither the ranking code nor the other query lists, before the day's ranking
 * changes were measured on it. Run once, last; its figures are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout4: readonly RelevanceQuery[] = [
  // option paths
  {query: 'resolve.extensionAlias', expect: '/configuration/resolve/#resolveextensionalias', kind: 'option'},
  {query: 'output.chunkLoadTimeout', expect: '/configuration/output/#outputchunkloadtimeout', kind: 'option'},
  {query: 'cache.buildDependencies', expect: '/configuration/cache/#cachebuilddependencies', kind: 'option'},
  {
    query: 'watchOptions aggregateTimeout',
    expect: '/configuration/watch/#watchoptionsaggregatetimeout',
    kind: 'option',
  },
  {query: 'Rule.oneOf', expect: '/configuration/module/#ruleoneof', kind: 'option'},
  {
    query: 'optimization.realContentHash',
    expect: '/configuration/optimization/#optimizationrealcontenthash',
    kind: 'option',
  },
  {
    query: 'performance assetFilter',
    expect: '/configuration/performance/#performanceassetfilter',
    kind: 'option',
  },

  // hooks / API names
  {query: 'afterEmit hook', expect: '/api/compiler-hooks/#afteremit', kind: 'hook'},
  {query: 'this.getOptions', expect: '/api/loaders/#thisgetoptionsschema', kind: 'hook'},
  {
    query: 'module.hot.dispose',
    expect: '/api/hot-module-replacement/#dispose-or-adddisposehandler',
    kind: 'hook',
  },
  {query: 'webpackChunkName magic comment', expect: '/api/module-methods/#webpackchunkname', kind: 'hook'},
  {query: 'compilation.updateAsset', expect: '/api/compilation-object/#updateasset', kind: 'hook'},

  // CLI flags
  {query: '--config-node-env', expect: '/api/cli/#--config-node-env', kind: 'flag'},
  {query: 'webpack configtest', expect: '/api/cli/#configtest', kind: 'flag'},
  {query: '--analyze', expect: '/api/cli/#bundle-analysis', kind: 'flag'},

  // loader / plugin names
  {query: 'thread-loader', expect: '/loaders/thread-loader/', kind: 'package'},
  {query: 'ContextReplacementPlugin', expect: '/plugins/context-replacement-plugin/', kind: 'package'},
  {query: 'WatchIgnorePlugin', expect: '/plugins/watch-ignore-plugin/', kind: 'package'},
  {query: 'compression-webpack-plugin', expect: '/plugins/compression-webpack-plugin/', kind: 'package'},

  // page titles / general words
  {query: 'under the hood', expect: '/concepts/under-the-hood/', kind: 'title'},
  {query: 'authoring libraries', expect: '/guides/author-libraries/', kind: 'title'},
  {query: 'content security policy', expect: '/guides/csp/', kind: 'title'},
  {query: 'shimming', expect: '/guides/shimming/', kind: 'title'},

  // pasted errors / warnings
  {
    query: 'Watchpack polls the directories it cannot watch',
    expect: '/configuration/watch/#not-enough-watchers',
    kind: 'error',
  },
  {
    query: 'DEP_WEBPACK_STATS_WARNINGS_FILTER',
    expect: '/configuration/stats/#statswarningsfilter',
    kind: 'error',
  },
  {
    query: 'Conflict: Multiple chunks emit assets to the same filename',
    expect: '/configuration/output/#outputfilename',
    kind: 'error',
  },
  {
    query: 'WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB)',
    expect: '/configuration/performance/',
    kind: 'error',
  },
  {query: 'ChunkLoadError', expect: '/guides/lazy-loading/#handling-loading-failures', kind: 'error'},
  {
    query: 'DEP_WEBPACK_EXTERNALS_FUNCTION_PARAMETERS',
    expect: '/configuration/externals/#function',
    kind: 'error',
  },

  // typos
  {query: 'devServer.porxy', expect: '/configuration/dev-server/#devserverproxy', kind: 'typo'},
  {query: 'tree shakeing', expect: '/guides/tree-shaking/', kind: 'typo'},
  {query: 'lazy compliation', expect: '/configuration/experiments/#experimentslazycompilation', kind: 'typo'},

  // tasks in the reader's own words
  {
    query: '404 when I refresh a client-side route with webpack serve',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'task',
  },
  {query: 'stop the build at the first error', expect: '/configuration/other-options/#bail', kind: 'task'},
  {
    query: 'keep some files in dist when cleaning the output folder',
    expect: '/configuration/output/#outputcleankeep',
    kind: 'task',
  },
  {
    query: 'load web fonts referenced from css',
    expect: '/guides/asset-management/#loading-fonts',
    kind: 'task',
  },
  {
    query: 'add a copyright comment to the top of every bundle',
    expect: '/plugins/banner-plugin/',
    kind: 'task',
  },
  {
    query: 'debug webpack with chrome devtools inspector',
    expect: '/contribute/debugging/#step-through-the-code-with-chrome-devtools',
    kind: 'task',
  },
  {
    query: 'use a mkcert certificate with the dev server',
    expect: '/configuration/dev-server/#trusted-https-certificate',
    kind: 'task',
  },
  {
    query: 'build an array of configs one at a time to save memory',
    expect: '/configuration/configuration-types/#limiting-how-many-builds-run-at-once',
    kind: 'task',
  },
];

export const chineseHoldout4: readonly RelevanceQuery[] = [
  // option paths
  {query: 'resolve.mainFields 配置', expect: '/zh/configuration/resolve/#resolvemainfields', kind: 'option'},
  {
    query: 'output.crossOriginLoading',
    expect: '/zh/configuration/output/#outputcrossoriginloading',
    kind: 'option',
  },
  {
    query: 'optimization.runtimeChunk 作用',
    expect: '/zh/configuration/optimization/#optimizationruntimechunk',
    kind: 'option',
  },
  {query: 'cache.type 配置', expect: '/zh/configuration/cache/#cachetype', kind: 'option'},
  {query: 'stats.errorDetails', expect: '/zh/configuration/stats/#statserrordetails', kind: 'option'},
  {query: 'Rule.resourceQuery 用法', expect: '/zh/configuration/module/#ruleresourcequery', kind: 'option'},

  // hooks / API names
  {query: 'thisCompilation 钩子', expect: '/zh/api/compiler-hooks/#thiscompilation', kind: 'hook'},
  {query: 'compilation.emitAsset', expect: '/zh/api/compilation-object/#emitasset', kind: 'hook'},
  {query: 'loader 里的 this.async', expect: '/zh/api/loaders/#thisasync', kind: 'hook'},
  {
    query: 'normalModuleFactory beforeResolve',
    expect: '/zh/api/normalmodulefactory-hooks/#beforeresolve',
    kind: 'hook',
  },

  // CLI flags
  {query: 'webpack info 命令', expect: '/zh/api/cli/#info-and-version', kind: 'flag'},
  {query: '--fail-on-warnings 有警告时构建失败', expect: '/zh/api/cli/#warnings-and-colors', kind: 'flag'},
  {query: '--max-old-space-size 内存不够', expect: '/zh/api/cli/#passing-options-to-nodejs', kind: 'flag'},

  // loader / plugin names
  {query: 'DllPlugin', expect: '/zh/plugins/dll-plugin/', kind: 'package'},
  {query: 'VirtualUrlPlugin', expect: '/zh/plugins/virtual-url-plugin/', kind: 'package'},
  {query: 'mini-css-extract-plugin', expect: '/zh/plugins/mini-css-extract-plugin/', kind: 'package'},

  // page titles / general words
  {query: '渐进式 Web 应用', expect: '/zh/guides/progressive-web-application/', kind: 'title'},
  {query: '为什么选择 webpack', expect: '/zh/concepts/why-webpack/', kind: 'title'},
  {query: '依赖管理', expect: '/zh/guides/dependency-management/', kind: 'title'},

  // pasted errors / warnings
  {
    query: 'Shared module is not available for eager consumption',
    expect: '/zh/concepts/module-federation/#troubleshooting',
    kind: 'error',
  },
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default',
    expect: '/zh/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {query: 'is not exported under the conditions', expect: '/zh/guides/package-exports/', kind: 'error'},
  {
    query:
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema',
    expect: '/zh/configuration/#loading-and-validation',
    kind: 'error',
  },
  {
    query: 'DEP_WEBPACK_COMPILATION_NORMAL_MODULE_LOADER_HOOK',
    expect: '/zh/api/compilation-hooks/#normalmoduleloader',
    kind: 'error',
  },

  // typos
  {
    query: 'optimzation.minimizer',
    expect: '/zh/configuration/optimization/#optimizationminimizer',
    kind: 'typo',
  },
  {query: 'resovle.alias 别名', expect: '/zh/configuration/resolve/#resolvealias', kind: 'typo'},
  {query: 'webpack-dev-sever 配置', expect: '/zh/configuration/dev-server/', kind: 'typo'},

  // tasks in the reader's own words
  {
    query: '开发服务器 开启 gzip 压缩',
    expect: '/zh/configuration/dev-server/#devservercompress',
    kind: 'task',
  },
  {
    query: '多页面应用 怎么配置入口',
    expect: '/zh/concepts/entry-points/#multi-page-applications',
    kind: 'task',
  },
  {query: '如何 自己写一个 loader', expect: '/zh/contribute/writing-a-loader/', kind: 'task'},
  {
    query: '打包 Node 服务端代码时不打包 node_modules 里的依赖',
    expect: '/zh/configuration/externals/#externalspresetsnodemodules',
    kind: 'task',
  },
  {
    query: 'webpack 配置文件用 TypeScript 写',
    expect: '/zh/configuration/configuration-languages/#typescript',
    kind: 'task',
  },
  {query: '构建速度太慢 怎么优化', expect: '/zh/guides/build-performance/', kind: 'task'},
  {query: '如何 删除没用到的代码', expect: '/zh/guides/tree-shaking/', kind: 'task'},
  {
    query: '不用 webpack-dev-server 怎么实现热更新',
    expect: '/zh/guides/hot-module-replacement/#using-hmr-without-webpack-dev-server',
    kind: 'task',
  },

  // Chinese glossary terms
  {query: '外部扩展', expect: '/zh/configuration/externals/', kind: 'term'},
  {query: '公共路径', expect: '/zh/guides/public-path/', kind: 'term'},
  {query: '依赖图', expect: '/zh/concepts/dependency-graph/', kind: 'term'},
  {query: '模块解析', expect: '/zh/concepts/module-resolution/', kind: 'term'},
  {query: '资源模块', expect: '/zh/guides/asset-modules/', kind: 'term'},
];
