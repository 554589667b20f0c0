/**
 * Fourteenth held-out list of search queries, written on 2026-11-30 from the documentation pages only,
 * by a helper who saw neither the ranking code nor the other query lists. Run once, last; its
 * figures are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout14: readonly RelevanceQuery[] = [
  // options
  {query: 'devServer.onListening', expect: '/configuration/dev-server/#devserveronlistening', kind: 'option'},
  {query: 'devServer.bonjour', expect: '/configuration/dev-server/#devserverbonjour', kind: 'option'},
  {
    query: 'output.hotUpdateChunkFilename',
    expect: '/configuration/output/#outputhotupdatechunkfilename',
    kind: 'option',
  },
  {
    query: 'optimization.emitOnErrors',
    expect: '/configuration/optimization/#optimizationemitonerrors',
    kind: 'option',
  },
  {query: 'resolve.roots', expect: '/configuration/resolve/#resolveroots', kind: 'option'},
  {
    query: 'performance.maxEntrypointSize',
    expect: '/configuration/performance/#performancemaxentrypointsize',
    kind: 'option',
  },
  {query: 'watchOptions.stdin', expect: '/configuration/watch/#watchoptionsstdin', kind: 'option'},
  {query: 'stats.colors', expect: '/configuration/stats/#statscolors', kind: 'option'},
  {
    query: 'this.importModule',
    expect: '/api/loaders/#thisimportmodulerequest-options-callback',
    kind: 'option',
  },
  {query: 'module.hot.decline', expect: '/api/hot-module-replacement/#decline', kind: 'option'},
  {
    query: 'performance asyncChunkWaterfalls',
    expect: '/configuration/performance/#performanceasyncchunkwaterfalls',
    kind: 'option',
  },
  // hooks
  {query: 'compiler.hooks.entryOption', expect: '/api/compiler-hooks/#entryoption', kind: 'hook'},
  {
    query: 'compilation.hooks.optimizeModuleIds',
    expect: '/api/compilation-hooks/#optimizemoduleids',
    kind: 'hook',
  },
  {query: 'parser.hooks.evaluateIdentifier', expect: '/api/parser/#evaluateidentifier', kind: 'hook'},
  {
    query: 'contextModuleFactory.hooks.contextModuleFiles',
    expect: '/api/contextmodulefactory-hooks/#contextmodulefiles',
    kind: 'hook',
  },
  {
    query: 'normalModuleFactory.hooks.createGenerator',
    expect: '/api/normalmodulefactory-hooks/#creategenerator',
    kind: 'hook',
  },
  {query: 'multiCompiler.hooks.watchClose', expect: '/api/node/#multicompilerhookswatchclose', kind: 'hook'},
  // CLI
  {query: '--no-color', expect: '/api/cli/#warnings-and-colors', kind: 'flag'},
  {query: 'webpack info --output markdown', expect: '/api/cli/#info-and-version', kind: 'flag'},
  {query: 'WEBPACK_DEV_SERVER_PACKAGE', expect: '/api/cli/#passing-options-to-nodejs', kind: 'flag'},
  {query: '--module-rules-test', expect: '/api/cli/#flag-syntax', kind: 'flag'},
  // packages
  {query: 'worker-loader', expect: '/loaders/worker-loader/', kind: 'package'},
  {query: 'coffee-loader', expect: '/loaders/coffee-loader/', kind: 'package'},
  {query: 'LimitChunkCountPlugin', expect: '/plugins/limit-chunk-count-plugin/', kind: 'package'},
  {query: 'ProgressPlugin', expect: '/plugins/progress-plugin/', kind: 'package'},
  {query: 'DllReferencePlugin', expect: '/plugins/dll-plugin/#dllreferenceplugin', kind: 'package'},
  // page titles and general words
  {query: 'Output Management', expect: '/guides/output-management/', kind: 'title'},
  {query: 'Module Variables', expect: '/api/module-variables/', kind: 'title'},
  {query: 'Compilation Object', expect: '/api/compilation-object/', kind: 'title'},
  {query: 'dotenv', expect: '/configuration/dotenv/', kind: 'general'},
  {query: 'experiments', expect: '/configuration/experiments/', kind: 'general'},
  {query: 'vagrant', expect: '/guides/development-vagrant/', kind: 'general'},
  // tasks
  {
    query: 'give every npm package its own chunk',
    expect: '/plugins/split-chunks-plugin/#one-chunk-per-npm-package',
    kind: 'task',
  },
  {
    query: 'serve source maps from a private server only my team can reach',
    expect: '/plugins/source-map-dev-tool-plugin/#maps-on-a-separate-server',
    kind: 'task',
  },
  {
    query: 'replace a module with a mock in the test build',
    expect: '/plugins/normal-module-replacement-plugin/',
    kind: 'task',
  },
  {
    query: 'import a .wasm file',
    expect: '/configuration/experiments/#experimentsasyncwebassembly',
    kind: 'task',
  },
  {
    query: 'install the latest unreleased webpack from github',
    expect: '/guides/installation/#bleeding-edge',
    kind: 'task',
  },
  {
    query: 'keep the webpack cache between GitLab pipelines',
    expect: '/configuration/cache/#gitlab-cicd',
    kind: 'task',
  },
  {
    query: 'watchOptions ignored path not working on windows',
    expect: '/configuration/watch/#windows-paths-in-ignored',
    kind: 'task',
  },
  {
    query: 'run the dev server on a unix socket instead of a port',
    expect: '/configuration/dev-server/#devserveripc',
    kind: 'task',
  },
  // pasted errors
  {
    query: 'TypeError: Cannot add property main.js, object is not extensible',
    expect: '/api/compiler-hooks/#emit',
    kind: 'error',
  },
  {query: 'tapAsync is not supported on a SyncHook', expect: '/api/plugins/#tapping', kind: 'error'},
  {
    query: 'configuration.entry[0] should be a non-empty string.',
    expect: '/configuration/entry-context/#entries-on-the-command-line',
    kind: 'error',
  },
  {
    query: "Module not found: Error: Can't resolve virtual module virtual:config",
    expect: '/plugins/virtual-url-plugin/#constructor',
    kind: 'error',
  },
  {
    query: 'require.include() is deprecated and will be removed soon.',
    expect: '/api/module-methods/#requireinclude',
    kind: 'error',
  },
  // typos
  {query: 'requrie.resolveWeak', expect: '/api/module-methods/#requireresolveweak', kind: 'typo'},
  {query: 'resovleLoader', expect: '/configuration/resolve/#resolveloader', kind: 'typo'},
  {query: 'HotModuleRepalcementPlugin', expect: '/plugins/hot-module-replacement-plugin/', kind: 'typo'},
  {query: 'webpackPreolad', expect: '/api/module-methods/#webpackpreload', kind: 'typo'},
  {
    query: 'optimization.removeAvailableModuels',
    expect: '/configuration/optimization/#optimizationremoveavailablemodules',
    kind: 'typo',
  },
];

export const chineseHoldout14: readonly RelevanceQuery[] = [
  // terms
  {query: '热更新', expect: '/zh/guides/hot-module-replacement/', kind: 'term'},
  {query: '子路径导出', expect: '/zh/guides/package-exports/#subpaths', kind: 'term'},
  {query: 'exports 条件导出', expect: '/zh/guides/package-exports/#conditions', kind: 'term'},
  {query: '可构造样式表', expect: '/zh/guides/native-css/#import-a-constructable-stylesheet', kind: 'term'},
  {query: '模块 worker', expect: '/zh/guides/web-workers/#module-workers', kind: 'term'},
  {
    query: '导入映射 import map',
    expect: '/zh/guides/modern-web-platform/#import-maps-with-webpack',
    kind: 'term',
  },
  {
    query: 'loader 对等依赖 peerDependencies',
    expect: '/zh/contribute/writing-a-loader/#declare-peer-dependencies',
    kind: 'term',
  },
  // options
  {query: 'resolve.restrictions', expect: '/zh/configuration/resolve/#resolverestrictions', kind: 'option'},
  {
    query: 'resolve.aliasFields browser 字段',
    expect: '/zh/configuration/resolve/#resolvealiasfields',
    kind: 'option',
  },
  {
    query: 'module.generator.asset.outputPath',
    expect: '/zh/configuration/module/#modulegeneratorassetoutputpath',
    kind: 'option',
  },
  {query: 'externals.byLayer', expect: '/zh/configuration/externals/#externalsbylayer', kind: 'option'},
  {
    query: 'devServer.client.progress 显示编译进度',
    expect: '/zh/configuration/dev-server/#devserverclientprogress',
    kind: 'option',
  },
  {
    query: 'infrastructureLogging.debug 调试日志',
    expect: '/zh/configuration/infrastructureLogging/#infrastructureloggingdebug',
    kind: 'option',
  },
  {
    query: 'optimization.avoidEntryIife',
    expect: '/zh/configuration/optimization/#optimizationavoidentryiife',
    kind: 'option',
  },
  {query: 'cache.readonly 只读缓存', expect: '/zh/configuration/cache/#cachereadonly', kind: 'option'},
  {query: 'this.cacheable', expect: '/zh/api/loaders/#thiscacheableflag', kind: 'option'},
  {
    query: 'performance.duplicateModules',
    expect: '/zh/configuration/performance/#performanceduplicatemodules',
    kind: 'option',
  },
  // hooks
  {query: 'compiler.hooks.afterCompile 钩子', expect: '/zh/api/compiler-hooks/#aftercompile', kind: 'hook'},
  {query: 'compilation.hooks.beforeHash', expect: '/zh/api/compilation-hooks/#beforehash', kind: 'hook'},
  {query: 'parser.hooks.program', expect: '/zh/api/parser/#program-1', kind: 'hook'},
  {
    query: 'normalModuleFactory.hooks.createModuleClass',
    expect: '/zh/api/normalmodulefactory-hooks/#createmoduleclass',
    kind: 'hook',
  },
  {query: 'resolverFactory.hooks.resolveOptions', expect: '/zh/api/resolvers/#resolveoptions', kind: 'hook'},
  // CLI
  {query: 'NO_COLOR 关闭彩色输出', expect: '/zh/api/cli/#warnings-and-colors', kind: 'flag'},
  {query: 'WEBPACK_CLI_HELP_WIDTH', expect: '/zh/api/cli/#passing-options-to-nodejs', kind: 'flag'},
  // packages
  {query: 'polymer-webpack-loader', expect: '/zh/loaders/polymer-webpack-loader/', kind: 'package'},
  {
    query: 'npm-install-webpack-plugin 自动安装依赖',
    expect: '/zh/plugins/npm-install-webpack-plugin/',
    kind: 'package',
  },
  {query: 'extract-loader', expect: '/zh/loaders/extract-loader/', kind: 'package'},
  // page titles and general words
  {query: '编写脚手架', expect: '/zh/contribute/writing-a-scaffold/', kind: 'title'},
  {query: 'JavascriptParser 钩子', expect: '/zh/api/parser/', kind: 'title'},
  {query: '解析器', expect: '/zh/api/resolvers/', kind: 'title'},
  {query: '品牌指南', expect: '/zh/branding/', kind: 'title'},
  {query: 'dotenv 配置', expect: '/zh/configuration/dotenv/', kind: 'general'},
  {query: '许可证', expect: '/zh/license/', kind: 'general'},
  // tasks
  {
    query: '只输出一个 js 文件 不要拆分 chunk',
    expect: '/zh/plugins/limit-chunk-count-plugin/#example-one-file-for-a-nodejs-bundle-or-a-library',
    kind: 'task',
  },
  {
    query: 'loader 执行顺序 为什么从右往左',
    expect: '/zh/concepts/loaders/#chains-run-from-last-to-first',
    kind: 'task',
  },
  {query: '全局安装 webpack', expect: '/zh/guides/installation/#global-installation', kind: 'task'},
  {
    query: '用 records 文件让模块 id 保持不变',
    expect: '/zh/configuration/other-options/#recordspath',
    kind: 'task',
  },
  {query: '自己写的插件怎么报告构建进度', expect: '/zh/api/plugins/#reporting-progress', kind: 'task'},
  {query: '给 webpack 换成内存文件系统', expect: '/zh/api/node/#custom-file-systems', kind: 'task'},
  {
    query: '配置文件异步获取 导出 Promise',
    expect: '/zh/configuration/configuration-types/#exporting-a-promise',
    kind: 'task',
  },
  {
    query: 'HotModuleReplacementPlugin 还需要手动添加吗',
    expect: '/zh/plugins/hot-module-replacement-plugin/#do-you-need-to-add-it',
    kind: 'task',
  },
  {
    query: '不给第三方 vendors chunk 生成 source map',
    expect: '/zh/plugins/source-map-dev-tool-plugin/#maps-for-your-own-code-only',
    kind: 'task',
  },
  {
    query: '入口只有 css 没有 js',
    expect: '/zh/guides/entry-advanced/#entries-without-javascript',
    kind: 'task',
  },
  {query: 'webpack 和 rspack 有什么区别', expect: '/zh/comparison/#rspack', kind: 'task'},
  // pasted errors
  {
    query: 'options.proxy should be an array 报错',
    expect: '/zh/configuration/dev-server/#devserverproxy',
    kind: 'error',
  },
  {
    query: "`webpackMode` expected 'lazy', 'lazy-once', 'eager' or 'weak', but received",
    expect: '/zh/api/module-methods/#mistakes-in-magic-comments',
    kind: 'error',
  },
  {
    query: "Can't resolve './src' 找不到入口",
    expect: '/zh/guides/getting-started/#troubleshooting',
    kind: 'error',
  },
  // typos
  {query: 'url-loder', expect: '/zh/loaders/url-loader/', kind: 'typo'},
  {query: 'ManifestPlgin', expect: '/zh/plugins/manifest-plugin/', kind: 'typo'},
  {query: 'vagarnt 虚拟机 开发环境', expect: '/zh/guides/development-vagrant/', kind: 'typo'},
];
