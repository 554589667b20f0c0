/**
 * Thirteenth held-out list of search queries, written on 2026-11-30 from the documentation pages only,
 * by a helper who saw neither the ranking code nor the other lists' results; it had the other
 * lists' query strings, so as not to repeat them. Run once, last, after that session's changes
 * (page summaries in the full text, Chinese typos corrected through characters read alike); its
 * figures are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout13: readonly RelevanceQuery[] = [
  // options and API entries
  {query: 'output.hashFunction', expect: '/configuration/output/#outputhashfunction', kind: 'option'},
  {
    query: 'optimization.mangleExports',
    expect: '/configuration/optimization/#optimizationmangleexports',
    kind: 'option',
  },
  {query: 'resolve.fullySpecified', expect: '/configuration/resolve/#resolvefullyspecified', kind: 'option'},
  {
    query: 'splitChunks maxInitialRequests',
    expect: '/configuration/optimization/#optimizationsplitchunksmaxinitialrequests',
    kind: 'option',
  },
  {query: 'devServer.liveReload', expect: '/configuration/dev-server/#devserverlivereload', kind: 'option'},
  {query: 'cache.maxAge', expect: '/configuration/cache/#cachemaxage', kind: 'option'},
  {
    query: 'snapshot.immutablePaths',
    expect: '/configuration/other-options/#snapshotimmutablepaths',
    kind: 'option',
  },
  {
    query: 'experiments.futureDefaults',
    expect: '/configuration/experiments/#experimentsfuturedefaults',
    kind: 'option',
  },
  {
    query: 'watchOptions.followSymlinks',
    expect: '/configuration/watch/#watchoptionsfollowsymlinks',
    kind: 'option',
  },
  {
    query: 'this.emitFile',
    expect: '/api/loaders/#thisemitfilename-content-sourcemap-assetinfo',
    kind: 'option',
  },
  {query: 'webpackIgnore', expect: '/api/module-methods/#webpackignore', kind: 'option'},
  {query: 'style-loader injectType', expect: '/loaders/style-loader/#injecttype', kind: 'option'},

  // hooks
  {query: 'compiler.hooks.make', expect: '/api/compiler-hooks/#make', kind: 'hook'},
  {
    query: 'normalModuleFactory.hooks.createParser',
    expect: '/api/normalmodulefactory-hooks/#createparser',
    kind: 'hook',
  },
  {query: 'compilation.hooks.renderManifest', expect: '/api/compilation-hooks/#rendermanifest', kind: 'hook'},
  {query: 'parser.hooks.varDeclaration', expect: '/api/parser/#vardeclaration', kind: 'hook'},
  {query: 'compiler.hooks.infrastructureLog', expect: '/api/compiler-hooks/#infrastructurelog', kind: 'hook'},
  {
    query: 'compilation.hooks.processWarnings',
    expect: '/api/compilation-hooks/#processwarnings',
    kind: 'hook',
  },

  // CLI flags
  {
    query: '--ignore-warnings-message',
    expect: '/api/cli/#ignorewarnings-and-infrastructurelogging',
    kind: 'flag',
  },
  {query: '--module-no-parse', expect: '/api/cli/#other-module-options', kind: 'flag'},
  {query: 'WEBPACK_CLI_FORCE_LOAD_ESM_CONFIG', expect: '/api/cli/#passing-options-to-nodejs', kind: 'flag'},

  // loader and plugin packages
  {query: 'json5-loader', expect: '/loaders/json5-loader/', kind: 'package'},
  {query: 'val-loader', expect: '/loaders/val-loader/', kind: 'package'},
  {query: 'ContextExclusionPlugin', expect: '/plugins/context-exclusion-plugin/', kind: 'package'},
  {query: 'EvalSourceMapDevToolPlugin', expect: '/plugins/eval-source-map-dev-tool-plugin/', kind: 'package'},
  {query: 'PrefetchPlugin', expect: '/plugins/prefetch-plugin/', kind: 'package'},

  // page titles
  {query: "Writer's Guide", expect: '/contribute/writers-guide/', kind: 'title'},
  {query: 'Release Process', expect: '/contribute/release-process/', kind: 'title'},
  {query: 'Scaffolding', expect: '/guides/scaffolding/', kind: 'title'},
  {query: 'ECMAScript Modules', expect: '/guides/ecma-script-modules/', kind: 'title'},

  // general words
  {query: 'pitching loader', expect: '/api/loaders/#pitching-loaders', kind: 'general'},
  {query: 'import attributes', expect: '/guides/modern-web-platform/#import-attributes', kind: 'general'},
  {query: 'stats presets', expect: '/configuration/stats/#stats-presets', kind: 'general'},
  {
    query: 'top-level await',
    expect: '/guides/modern-web-platform/#importmeta-and-top-level-await',
    kind: 'general',
  },

  // tasks in the reader's own words
  {
    query: 'why is an unused export still in my bundle',
    expect: '/guides/tree-shaking/#finding-out-what-was-removed',
    kind: 'task',
  },
  {
    query: 'show an error message when a lazy chunk fails to load',
    expect: '/guides/lazy-loading/#handling-loading-failures',
    kind: 'task',
  },
  {
    query: 'set the module federation remote url at runtime',
    expect: '/concepts/module-federation/#choosing-remotes-at-runtime',
    kind: 'task',
  },
  {
    query: 'hide dev server messages in the browser console',
    expect: '/configuration/dev-server/#devserverclientlogging',
    kind: 'task',
  },
  {
    query: 'use worker_threads in a node bundle',
    expect: '/guides/web-workers/#worker-threads-in-nodejs',
    kind: 'task',
  },
  {
    query: 'treat .js files as ES modules',
    expect: '/guides/ecma-script-modules/#flagging-modules-as-esm',
    kind: 'task',
  },
  {
    query: 'generate a service worker with workbox',
    expect: '/guides/progressive-web-application/#generating-a-service-worker-with-workbox',
    kind: 'task',
  },
  {
    query: 'prepend scss variables to every sass file',
    expect: '/loaders/sass-loader/#additionaldata',
    kind: 'task',
  },

  // pasted error messages
  {
    query: 'Compiler dependency `client` not found.',
    expect: '/configuration/configuration-types/#dependencies-between-configurations',
    kind: 'error',
  },
  {
    query: 'Cache group "vendors" conflicts with existing chunk.',
    expect: '/configuration/optimization/#optimizationsplitchunksname',
    kind: 'error',
  },
  {
    query:
      'Critical dependency: require function is used in a way in which dependencies cannot be statically extracted',
    expect: '/configuration/other-options/#amd',
    kind: 'error',
  },
  {
    query: 'Conflicting order. Following module has been added:',
    expect: '/plugins/mini-css-extract-plugin/#remove-order-warnings',
    kind: 'error',
  },

  // typos
  {query: 'json-minimiser-webpack-plugin', expect: '/plugins/json-minimizer-webpack-plugin/', kind: 'typo'},
  {query: 'NormalModuleReplacmentPlugin', expect: '/plugins/normal-module-replacement-plugin/', kind: 'typo'},
  {
    query: 'splitChunks maxAsyncRequets',
    expect: '/configuration/optimization/#optimizationsplitchunksmaxasyncrequests',
    kind: 'typo',
  },
  {
    query: 'externalsPresets.electon',
    expect: '/configuration/externals/#externalspresetselectron',
    kind: 'typo',
  },
];

export const chineseHoldout13: readonly RelevanceQuery[] = [
  // options and API entries
  {
    query: 'optimization.innerGraph',
    expect: '/zh/configuration/optimization/#optimizationinnergraph',
    kind: 'option',
  },
  {
    query: 'resolve.preferRelative 相对路径',
    expect: '/zh/configuration/resolve/#resolvepreferrelative',
    kind: 'option',
  },
  {query: 'cache.compression 缓存压缩', expect: '/zh/configuration/cache/#cachecompression', kind: 'option'},
  {query: 'output.iife 去掉立即执行函数', expect: '/zh/configuration/output/#outputiife', kind: 'option'},
  {query: 'module.unsafeCache', expect: '/zh/configuration/module/#moduleunsafecache', kind: 'option'},
  {
    query: 'parallelism 同时处理的模块数量',
    expect: '/zh/configuration/other-options/#parallelism',
    kind: 'option',
  },
  {query: 'Rule.mimetype', expect: '/zh/configuration/module/#rulemimetype', kind: 'option'},
  {query: 'module.hot.invalidate', expect: '/zh/api/hot-module-replacement/#invalidate', kind: 'option'},
  {query: 'this.resourceQuery', expect: '/zh/api/loaders/#thisresourcequery', kind: 'option'},
  {query: 'output.pathinfo 路径信息注释', expect: '/zh/configuration/output/#outputpathinfo', kind: 'option'},

  // hooks
  {query: 'compiler.hooks.shutdown 钩子', expect: '/zh/api/compiler-hooks/#shutdown', kind: 'hook'},
  {
    query: 'compilation.hooks.afterProcessAssets',
    expect: '/zh/api/compilation-hooks/#afterprocessassets',
    kind: 'hook',
  },
  {
    query: 'resolveForScheme 钩子',
    expect: '/zh/api/normalmodulefactory-hooks/#resolveforscheme',
    kind: 'hook',
  },
  {query: 'compilation.hooks.statsPrinter', expect: '/zh/api/compilation-hooks/#statsprinter', kind: 'hook'},

  // CLI flags
  {query: '--output-clean-keep 参数', expect: '/zh/api/cli/#outputclean-and-outputcopy', kind: 'flag'},
  {query: 'WEBPACK_PACKAGE 环境变量', expect: '/zh/api/cli/#passing-options-to-nodejs', kind: 'flag'},
  {query: '--externals-type 参数', expect: '/zh/api/cli/#externals-and-externalspresets', kind: 'flag'},

  // loader and plugin packages
  {query: 'remark-loader 加载 markdown', expect: '/zh/loaders/remark-loader/', kind: 'package'},
  {query: 'node-loader', expect: '/zh/loaders/node-loader/', kind: 'package'},
  {query: 'HashedModuleIdsPlugin', expect: '/zh/plugins/hashed-module-ids-plugin/', kind: 'package'},
  {
    query: 'MergeDuplicateChunksPlugin',
    expect: '/zh/plugins/merge-duplicate-chunks-plugin/',
    kind: 'package',
  },
  {
    query: 'istanbul-instrumenter-loader 代码覆盖率',
    expect: '/zh/loaders/istanbul-instrumenter-loader/',
    kind: 'package',
  },

  // page titles
  {query: '集成', expect: '/zh/guides/integrations/', kind: 'title'},
  {query: '原生 CSS', expect: '/zh/guides/native-css/', kind: 'title'},
  {query: '翻译进度', expect: '/zh/contribute/translation-status/', kind: 'title'},
  {query: 'Compiler 对象', expect: '/zh/api/compiler-object/', kind: 'title'},

  // terms of the Chinese webpack community
  {
    query: '自我接受模块',
    expect: '/zh/guides/hot-module-replacement/#self-accepting-modules-and-cleanup',
    kind: 'term',
  },
  {query: '提取样板代码', expect: '/zh/guides/caching/#extracting-boilerplate', kind: 'term'},
  {query: '运行时 logger', expect: '/zh/api/logging/#runtime-logger', kind: 'term'},
  {query: '构建分析检查', expect: '/zh/configuration/performance/#build-analysis-checks', kind: 'term'},
  {query: 'exports 类型声明 types', expect: '/zh/guides/package-exports/#type-declarations', kind: 'term'},
  {
    query: '导入属性 with type json',
    expect: '/zh/guides/modern-web-platform/#import-attributes',
    kind: 'term',
  },
  {
    query: '顶层 await',
    expect: '/zh/guides/modern-web-platform/#importmeta-and-top-level-await',
    kind: 'term',
  },
  {query: 'stats 预设', expect: '/zh/configuration/stats/#stats-presets', kind: 'term'},

  // tasks as a Chinese developer types them
  {
    query: 'PWA 添加到桌面 可安装',
    expect: '/zh/guides/progressive-web-application/#making-the-app-installable',
    kind: 'task',
  },
  {
    query: 'service worker 缓存接口数据',
    expect: '/zh/guides/progressive-web-application/#caching-api-responses-at-run-time',
    kind: 'task',
  },
  {
    query: '老的第三方脚本里 this 不是 window',
    expect: '/zh/guides/shimming/#fixing-this-with-imports-loader',
    kind: 'task',
  },
  {
    query: '把老脚本声明的全局变量导出成模块',
    expect: '/zh/guides/shimming/#exporting-globals-with-exports-loader',
    kind: 'task',
  },
  {
    query: 'webpack.config.js 怎么获得类型提示',
    expect: '/zh/configuration/configuration-types/#type-checking-with-defineconfig',
    kind: 'task',
  },
  {
    query: '不写配置文件直接用命令行打包',
    expect: '/zh/api/cli/#without-a-configuration-file',
    kind: 'task',
  },
  {
    query: '导入二进制文件得到 Uint8Array',
    expect: '/zh/guides/asset-modules/#raw-bytes-with-assetbytes',
    kind: 'task',
  },
  {query: 'npm 包给浏览器和 node 提供不同的文件', expect: '/zh/guides/package-exports/', kind: 'task'},
  {
    query: '多个配置 先构建 client 再构建 server',
    expect: '/zh/configuration/configuration-types/#dependencies-between-configurations',
    kind: 'task',
  },

  // pasted error messages
  {
    query: 'DEP_WEBPACK_CONTEXT_MODULE_FACTORY_ALTERNATIVES',
    expect: '/zh/api/contextmodulefactory-hooks/#alternatives',
    kind: 'error',
  },
  {
    query: 'Composition is only allowed when selector is single local class name',
    expect: '/zh/guides/native-css/#experimental-status--known-limitations',
    kind: 'error',
  },
  {
    query: '[webpack-dev-server] Server started: Hot Module Replacement enabled, Live Reloading enabled',
    expect: '/zh/configuration/dev-server/#devserverclientlogging',
    kind: 'error',
  },

  // typos
  {query: '渐近式 web 应用', expect: '/zh/guides/progressive-web-application/', kind: 'typo'},
  {query: '生产坏境 配置', expect: '/zh/guides/production/', kind: 'typo'},
  {query: '依赖管里', expect: '/zh/guides/dependency-management/', kind: 'typo'},
  {query: 'copy-webpack-pulgin 复制文件', expect: '/zh/plugins/copy-webpack-plugin/', kind: 'typo'},
];
