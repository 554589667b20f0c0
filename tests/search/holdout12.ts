/**
 * Twelfth held-out list of search queries, written on 2026-11-30 from the documentation pages only,
 * by a helper who saw neither the ranking code nor the other lists' results; it had the other
 * lists' query strings, so as not to repeat them. Run once, last, after that session's two changes
 * (page summaries in the full text, `output.clean` naming `dist`); its figures are reported apart
 * (README, search). Seven of its queries' results were seen once before that run, by mistake, in a
 * tuning run; nothing was tuned for them, and the README gives the figures without them too.
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout12: readonly RelevanceQuery[] = [
  // options
  {query: 'output.uniqueName', expect: '/configuration/output/#outputuniquename', kind: 'option'},
  {query: 'resolve.tsconfig', expect: '/configuration/resolve/#resolvetsconfig', kind: 'option'},
  {query: 'devServer.watchFiles', expect: '/configuration/dev-server/#devserverwatchfiles', kind: 'option'},
  {
    query: 'optimization.concatenateModules',
    expect: '/configuration/optimization/#optimizationconcatenatemodules',
    kind: 'option',
  },
  {
    query: 'splitChunks minChunks',
    expect: '/configuration/optimization/#optimizationsplitchunksminchunks',
    kind: 'option',
  },
  {query: 'output.globalObject', expect: '/configuration/output/#outputglobalobject', kind: 'option'},
  {query: 'cache.cacheDirectory', expect: '/configuration/cache/#cachecachedirectory', kind: 'option'},
  {query: 'node.__dirname', expect: '/configuration/node/#node__dirname', kind: 'option'},
  {query: 'Rule.issuer', expect: '/configuration/module/#ruleissuer', kind: 'option'},
  {
    query: 'devServer.client.webSocketURL',
    expect: '/configuration/dev-server/#devserverclientwebsocketurl',
    kind: 'option',
  },
  {query: 'optimization.nodeEnv', expect: '/configuration/optimization/#optimizationnodeenv', kind: 'option'},
  // hooks
  {query: 'compiler.hooks.assetEmitted', expect: '/api/compiler-hooks/#assetemitted', kind: 'hook'},
  {query: 'compilation.hooks.buildModule', expect: '/api/compilation-hooks/#buildmodule', kind: 'hook'},
  {query: 'compiler.hooks.invalid', expect: '/api/compiler-hooks/#invalid', kind: 'hook'},
  {query: 'parser.hooks.expression', expect: '/api/parser/#expression', kind: 'hook'},
  {
    query: 'contextModuleFactory.hooks.afterResolve',
    expect: '/api/contextmodulefactory-hooks/#afterresolve',
    kind: 'hook',
  },
  {query: 'compilation.hooks.chunkHash', expect: '/api/compilation-hooks/#chunkhash', kind: 'hook'},
  // CLI flags and commands
  {query: '--disable-interpret', expect: '/api/cli/#options-of-webpack-cli', kind: 'flag'},
  {query: 'webpack version', expect: '/api/cli/#info-and-version', kind: 'flag'},
  {query: 'webpack complete shell completion', expect: '/api/cli/#commands', kind: 'flag'},
  // loaders and plugins
  {query: 'stylus-loader', expect: '/loaders/stylus-loader/', kind: 'package'},
  {query: 'html-loader', expect: '/loaders/html-loader/', kind: 'package'},
  {query: 'null-loader', expect: '/loaders/null-loader/', kind: 'package'},
  {query: 'ProfilingPlugin', expect: '/plugins/profiling-plugin/', kind: 'package'},
  {query: 'SourceMapDevToolPlugin', expect: '/plugins/source-map-dev-tool-plugin/', kind: 'package'},
  {query: 'stylelint-webpack-plugin', expect: '/plugins/stylelint-webpack-plugin/', kind: 'package'},
  // page titles
  {query: 'Plugin Patterns', expect: '/contribute/plugin-patterns/', kind: 'title'},
  {query: 'Modern Web Platform', expect: '/guides/modern-web-platform/', kind: 'title'},
  {query: 'Extending Configurations', expect: '/configuration/extending-configurations/', kind: 'title'},
  {query: 'Dependency Management', expect: '/guides/dependency-management/', kind: 'title'},
  // general words
  {query: 'installation', expect: '/guides/installation/', kind: 'general'},
  {query: 'debugging', expect: '/contribute/debugging/', kind: 'general'},
  {
    query: 'web components',
    expect: '/guides/modern-web-platform/#web-components-with-webpack',
    kind: 'general',
  },
  // tasks
  {
    query: 'raise the inotify watch limit on linux',
    expect: '/configuration/watch/#not-enough-watchers',
    kind: 'task',
  },
  {
    query: 'run the dev server behind a reverse proxy at /app/',
    expect: '/configuration/dev-server/#behind-a-reverse-proxy-with-a-path-prefix',
    kind: 'task',
  },
  {
    query: 'mark a function call as pure so it can be dropped',
    expect: '/guides/tree-shaking/#marking-a-call-as-pure',
    kind: 'task',
  },
  {query: 'run my tests with karma', expect: '/guides/integrations/#karma', kind: 'task'},
  {
    query: 'use import maps with webpack',
    expect: '/guides/modern-web-platform/#import-maps-with-webpack',
    kind: 'task',
  },
  {
    query: 'generate the html page without html-webpack-plugin',
    expect: '/configuration/output/#outputhtml',
    kind: 'task',
  },
  {query: 'test my webpack plugin', expect: '/contribute/writing-a-plugin/#testing-a-plugin', kind: 'task'},
  {
    query: 'import an svg file as a raw string',
    expect: '/guides/asset-modules/#importing-contents-with-assetsource',
    kind: 'task',
  },
  // pasted errors
  {
    query: "generator has an unknown property 'filename'",
    expect: '/configuration/module/#modulegeneratorasset',
    kind: 'error',
  },
  {
    query: "options has an unknown property 'onBeforeSetupMiddleware'",
    expect: '/configuration/dev-server/#upgrading-from-webpack-dev-server-4',
    kind: 'error',
  },
  {
    query: 'experiments.typescript does not support .tsx/JSX',
    expect: '/guides/native-typescript/#limits',
    kind: 'error',
  },
  {
    query:
      'entrypoint size limit: The following entrypoint(s) combined asset size exceeds the recommended limit (244 KiB)',
    expect: '/configuration/performance/#performancemaxentrypointsize',
    kind: 'error',
  },
  {
    query: 'Multiple versions of the package "react" (18.2.0, 18.3.1) are included in this build',
    expect: '/configuration/performance/#performanceduplicatepackages',
    kind: 'error',
  },
  // typos
  {query: 'webpack-dev-midleware', expect: '/guides/development/#using-webpack-dev-middleware', kind: 'typo'},
  {query: 'optimzation.chunkIds', expect: '/configuration/optimization/#optimizationchunkids', kind: 'typo'},
  {query: 'module concatination plugin', expect: '/plugins/module-concatenation-plugin/', kind: 'typo'},
  {query: 'infrastucture logging', expect: '/configuration/infrastructureLogging/', kind: 'typo'},
];

export const chineseHoldout12: readonly RelevanceQuery[] = [
  // terms
  {query: '加载器', expect: '/zh/concepts/loaders/', kind: 'term'},
  {query: '动态导入', expect: '/zh/guides/code-splitting/#dynamic-imports', kind: 'term'},
  {query: '模块标识符', expect: '/zh/guides/caching/#module-identifiers', kind: 'term'},
  {query: 'PURE 注释', expect: '/zh/guides/tree-shaking/#marking-a-call-as-pure', kind: 'term'},
  {query: '共享模块', expect: '/zh/concepts/module-federation/#shared-modules-and-overriding', kind: 'term'},
  {query: '异步边界', expect: '/zh/concepts/module-federation/#the-asynchronous-boundary', kind: 'term'},
  {query: '构建依赖', expect: '/zh/configuration/cache/#cachebuilddependencies', kind: 'term'},
  {query: '增量构建', expect: '/zh/guides/build-performance/#use-incremental-builds', kind: 'term'},
  {query: '虚拟模块', expect: '/zh/plugins/virtual-url-plugin/', kind: 'term'},
  // page titles
  {query: '配置语言', expect: '/zh/configuration/configuration-languages/', kind: 'title'},
  {query: '插件模式', expect: '/zh/contribute/plugin-patterns/', kind: 'title'},
  {query: '现代 Web 平台', expect: '/zh/guides/modern-web-platform/', kind: 'title'},
  {query: '高级入口', expect: '/zh/guides/entry-advanced/', kind: 'title'},
  {query: '模块变量', expect: '/zh/api/module-variables/', kind: 'title'},
  {query: '内置 TypeScript', expect: '/zh/guides/native-typescript/', kind: 'title'},
  // options
  {
    query: 'resolve.mainFiles 默认文件名',
    expect: '/zh/configuration/resolve/#resolvemainfiles',
    kind: 'option',
  },
  {
    query: 'optimization.minimize 关闭压缩',
    expect: '/zh/configuration/optimization/#optimizationminimize',
    kind: 'option',
  },
  {
    query: 'output.assetModuleFilename 图片输出目录',
    expect: '/zh/configuration/output/#outputassetmodulefilename',
    kind: 'option',
  },
  {query: 'devServer.host 局域网访问', expect: '/zh/configuration/dev-server/#devserverhost', kind: 'option'},
  {query: 'externals 函数写法', expect: '/zh/configuration/externals/#function', kind: 'option'},
  {query: 'stats 只显示错误', expect: '/zh/configuration/stats/#stats-presets', kind: 'option'},
  {query: 'target browserslist', expect: '/zh/configuration/target/#browserslist', kind: 'option'},
  {
    query: 'output.library.export 只导出 default',
    expect: '/zh/configuration/output/#outputlibrary-export',
    kind: 'option',
  },
  // hooks
  {query: 'compiler.hooks.beforeRun', expect: '/zh/api/compiler-hooks/#beforerun', kind: 'hook'},
  {query: 'compilation.hooks.afterSeal 钩子', expect: '/zh/api/compilation-hooks/#afterseal', kind: 'hook'},
  {query: 'parser.hooks.statementIf', expect: '/zh/api/parser/#statementif', kind: 'hook'},
  {
    query: 'normalModuleFactory createModule 钩子',
    expect: '/zh/api/normalmodulefactory-hooks/#createmodule',
    kind: 'hook',
  },
  {query: 'compiler.hooks.failed 构建失败', expect: '/zh/api/compiler-hooks/#failed', kind: 'hook'},
  // CLI flags and commands
  {query: 'webpack build 命令 多个入口', expect: '/zh/api/cli/#build', kind: 'flag'},
  {query: '命令行 --no- 前缀 关闭选项', expect: '/zh/api/cli/#flag-syntax', kind: 'flag'},
  {query: 'webpack-cli 退出码', expect: '/zh/api/cli/#exit-codes', kind: 'flag'},
  // loaders and plugins
  {query: 'exports-loader', expect: '/zh/loaders/exports-loader/', kind: 'package'},
  {query: 'raw-loader', expect: '/zh/loaders/raw-loader/', kind: 'package'},
  {query: 'MinChunkSizePlugin', expect: '/zh/plugins/min-chunk-size-plugin/', kind: 'package'},
  {query: 'AutomaticPrefetchPlugin', expect: '/zh/plugins/automatic-prefetch-plugin/', kind: 'package'},
  {
    query: 'html-minimizer-webpack-plugin 压缩 html',
    expect: '/zh/plugins/html-minimizer-webpack-plugin/',
    kind: 'package',
  },
  // tasks
  {query: '保存一次文件触发多次构建', expect: '/zh/configuration/watch/#too-many-rebuilds', kind: 'task'},
  {query: '在 gulp 里使用 webpack', expect: '/zh/guides/integrations/#gulp', kind: 'task'},
  {query: '只在需要的浏览器里加载 polyfill', expect: '/zh/guides/shimming/#loading-polyfills', kind: 'task'},
  {query: '关闭 AMD 支持', expect: '/zh/configuration/other-options/#amd', kind: 'task'},
  {
    query: '从 webpack-dev-server 4 升级到 5',
    expect: '/zh/configuration/dev-server/#upgrading-from-webpack-dev-server-4',
    kind: 'task',
  },
  // pasted errors
  {
    query: "Module parse failed: Unexpected character '@'",
    expect: '/zh/guides/native-typescript/#limits',
    kind: 'error',
  },
  {
    query: "Do you want to install 'webpack-cli' (yes/no)",
    expect: '/zh/guides/getting-started/#troubleshooting',
    kind: 'error',
  },
  {
    query: "Unknown command or entry 'init' 报错",
    expect: '/zh/guides/scaffolding/#where-the-generators-live',
    kind: 'error',
  },
  {
    query: 'WARNING in webpack alias recommendations',
    expect: '/zh/configuration/performance/#performanceunusedconfig',
    kind: 'error',
  },
  {
    query: 'circular dependencies 循环依赖警告',
    expect: '/zh/configuration/performance/#performancecirculardependencies',
    kind: 'error',
  },
  // typos
  {query: '扩展配制', expect: '/zh/configuration/extending-configurations/', kind: 'typo'},
  {query: '调式 webpack 构建', expect: '/zh/contribute/debugging/', kind: 'typo'},
  {query: '配置类形', expect: '/zh/configuration/configuration-types/', kind: 'typo'},
  {query: '勾子类型', expect: '/zh/api/plugins/#hook-types', kind: 'typo'},
];
