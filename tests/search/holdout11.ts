/**
 * Eleventh held-out list of search queries, written on 2026-11-30 from the documentation pages only,
 * by a helper who saw neither the ranking code nor the other query lists. Run once, last; its figures
 * are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout11: readonly RelevanceQuery[] = [
  // options
  {
    query: 'optimization.runtimeChunk',
    expect: '/configuration/optimization/#optimizationruntimechunk',
    kind: 'option',
  },
  {query: 'resolve.fallback', expect: '/configuration/resolve/#resolvefallback', kind: 'option'},
  {query: 'output.library.type', expect: '/configuration/output/#outputlibrarytype', kind: 'option'},
  {query: 'cache.buildDependencies', expect: '/configuration/cache/#cachebuilddependencies', kind: 'option'},
  {query: 'watchOptions.ignored', expect: '/configuration/watch/#watchoptionsignored', kind: 'option'},
  {
    query: 'devServer.client.overlay',
    expect: '/configuration/dev-server/#devserverclientoverlay',
    kind: 'option',
  },
  {query: 'module.noParse', expect: '/configuration/module/#modulenoparse', kind: 'option'},
  {
    query: 'performance.maxAssetSize',
    expect: '/configuration/performance/#performancemaxassetsize',
    kind: 'option',
  },
  {
    query: 'experiments.lazyCompilation',
    expect: '/configuration/experiments/#experimentslazycompilation',
    kind: 'option',
  },
  {query: 'rule oneOf', expect: '/configuration/module/#ruleoneof', kind: 'option'},
  // hooks and API names
  {query: 'processAssets', expect: '/api/compilation-hooks/#processassets', kind: 'hook'},
  {query: 'compiler.hooks.afterEmit', expect: '/api/compiler-hooks/#afteremit', kind: 'hook'},
  {query: 'module.hot.accept', expect: '/api/hot-module-replacement/#accept', kind: 'hook'},
  {query: 'this.async()', expect: '/api/loaders/#thisasync', kind: 'hook'},
  {
    query: 'normalModuleFactory beforeResolve',
    expect: '/api/normalmodulefactory-hooks/#beforeresolve',
    kind: 'hook',
  },
  // CLI flags and commands
  {query: '--env production', expect: '/api/cli/#--env', kind: 'flag'},
  {query: 'webpack configtest', expect: '/api/cli/#configtest', kind: 'flag'},
  {query: '--analyze', expect: '/api/cli/#bundle-analysis', kind: 'flag'},
  {query: '--json stats.json', expect: '/api/cli/#stats-as-json', kind: 'flag'},
  {query: '--fail-on-warnings', expect: '/api/cli/#warnings-and-colors', kind: 'flag'},
  // loader and plugin packages
  {query: 'thread-loader', expect: '/loaders/thread-loader/', kind: 'package'},
  {query: 'copy-webpack-plugin', expect: '/plugins/copy-webpack-plugin/', kind: 'package'},
  {query: 'compression-webpack-plugin', expect: '/plugins/compression-webpack-plugin/', kind: 'package'},
  {query: 'postcss-loader', expect: '/loaders/postcss-loader/', kind: 'package'},
  {query: 'imports-loader', expect: '/loaders/imports-loader/', kind: 'package'},
  {query: 'ContextReplacementPlugin', expect: '/plugins/context-replacement-plugin/', kind: 'package'},
  // tasks
  {query: 'how do I bundle a library for npm', expect: '/guides/author-libraries/', kind: 'task'},
  {query: 'load a module only when a button is clicked', expect: '/guides/lazy-loading/', kind: 'task'},
  {query: 'add a banner comment to the top of the bundle', expect: '/plugins/banner-plugin/', kind: 'task'},
  {query: 'speed up slow webpack build', expect: '/guides/build-performance/', kind: 'task'},
  {query: 'how to load fonts', expect: '/guides/asset-management/#loading-fonts', kind: 'task'},
  {query: 'run code in a web worker', expect: '/guides/web-workers/', kind: 'task'},
  {
    query: 'micro frontends share code between separate builds',
    expect: '/concepts/module-federation/',
    kind: 'task',
  },
  {query: 'remove unused exports from the bundle', expect: '/guides/tree-shaking/', kind: 'task'},
  {
    query: 'inline small images as data url',
    expect: '/guides/asset-modules/#letting-webpack-choose-with-asset',
    kind: 'task',
  },
  {query: 'how to write a custom loader', expect: '/contribute/writing-a-loader/', kind: 'task'},
  {query: 'output es modules instead of commonjs', expect: '/guides/esm-output/', kind: 'task'},
  {query: 'define global constants at compile time', expect: '/plugins/define-plugin/', kind: 'task'},
  // pasted errors
  {
    query: 'Shared module is not available for eager consumption',
    expect: '/concepts/module-federation/#troubleshooting',
    kind: 'error',
  },
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default',
    expect: '/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {
    query: 'Conflict: Multiple chunks emit assets to the same filename',
    expect: '/configuration/output/#outputfilename',
    kind: 'error',
  },
  {query: 'Invalid Host header', expect: '/configuration/dev-server/#devserverallowedhosts', kind: 'error'},
  {
    query: "Chunk format can't be selected by default when no target is specified",
    expect: '/configuration/target/#false',
    kind: 'error',
  },
  {
    query: 'ChunkLoadError: Loading chunk failed',
    expect: '/guides/lazy-loading/#handling-loading-failures',
    kind: 'error',
  },
  // typos
  {
    query: 'optimzation.minimizer',
    expect: '/configuration/optimization/#optimizationminimizer',
    kind: 'typo',
  },
  {query: 'tree shacking', expect: '/guides/tree-shaking/', kind: 'typo'},
  {query: 'html-webpak-plugin', expect: '/plugins/html-webpack-plugin/', kind: 'typo'},
  {query: 'resolve.extentions', expect: '/configuration/resolve/#resolveextensions', kind: 'typo'},
  // general words
  {query: 'manifest', expect: '/concepts/manifest/', kind: 'general'},
  {query: 'dependency graph', expect: '/concepts/dependency-graph/', kind: 'general'},
];

export const chineseHoldout11: readonly RelevanceQuery[] = [
  // options
  {
    query: 'optimization.moduleIds',
    expect: '/zh/configuration/optimization/#optimizationmoduleids',
    kind: 'option',
  },
  {
    query: 'output.chunkFilename 配置',
    expect: '/zh/configuration/output/#outputchunkfilename',
    kind: 'option',
  },
  {query: 'resolve.mainFields', expect: '/zh/configuration/resolve/#resolvemainfields', kind: 'option'},
  {
    query: 'devServer.setupMiddlewares',
    expect: '/zh/configuration/dev-server/#devserversetupmiddlewares',
    kind: 'option',
  },
  {query: 'externalsType', expect: '/zh/configuration/externals/#externalstype', kind: 'option'},
  {
    query: 'module.parser.javascript.exportsPresence',
    expect: '/zh/configuration/module/#moduleparserjavascriptexportspresence',
    kind: 'option',
  },
  {query: 'cache.type filesystem', expect: '/zh/configuration/cache/#cachetype', kind: 'option'},
  {
    query: 'optimization.sideEffects',
    expect: '/zh/configuration/optimization/#optimizationsideeffects',
    kind: 'option',
  },
  {query: 'entry dependOn', expect: '/zh/configuration/entry-context/#entrynamedependon', kind: 'option'},
  {
    query: 'ignoreWarnings 忽略警告',
    expect: '/zh/configuration/other-options/#ignorewarnings',
    kind: 'option',
  },
  // hooks and API names
  {
    query: 'compilation.hooks.optimizeChunks',
    expect: '/zh/api/compilation-hooks/#optimizechunks',
    kind: 'hook',
  },
  {query: 'compiler.hooks.done', expect: '/zh/api/compiler-hooks/#done', kind: 'hook'},
  {query: 'this.getOptions', expect: '/zh/api/loaders/#thisgetoptionsschema', kind: 'hook'},
  {query: 'require.context', expect: '/zh/api/module-methods/#requirecontext', kind: 'hook'},
  {query: 'thisCompilation 钩子', expect: '/zh/api/compiler-hooks/#thiscompilation', kind: 'hook'},
  // CLI flags and commands
  {query: '--progress profile', expect: '/zh/api/cli/#progress', kind: 'flag'},
  {query: 'webpack watch 命令', expect: '/zh/api/cli/#watch', kind: 'flag'},
  {query: 'webpack info', expect: '/zh/api/cli/#info-and-version', kind: 'flag'},
  {query: '--config-node-env', expect: '/zh/api/cli/#--config-node-env', kind: 'flag'},
  {query: 'npx webpack help', expect: '/zh/api/cli/#help', kind: 'flag'},
  // loader and plugin packages
  {query: 'mini-css-extract-plugin', expect: '/zh/plugins/mini-css-extract-plugin/', kind: 'package'},
  {query: 'babel-loader', expect: '/zh/loaders/babel-loader/', kind: 'package'},
  {
    query: 'image-minimizer-webpack-plugin',
    expect: '/zh/plugins/image-minimizer-webpack-plugin/',
    kind: 'package',
  },
  {query: 'ProvidePlugin', expect: '/zh/plugins/provide-plugin/', kind: 'package'},
  {query: 'eslint-webpack-plugin', expect: '/zh/plugins/eslint-webpack-plugin/', kind: 'package'},
  {query: 'less-loader', expect: '/zh/loaders/less-loader/', kind: 'package'},
  // tasks
  {query: '怎么配置多页面应用', expect: '/zh/concepts/entry-points/#multi-page-applications', kind: 'task'},
  {query: 'webpack 打包太慢 怎么优化', expect: '/zh/guides/build-performance/', kind: 'task'},
  {query: 'webpack 配置 typescript', expect: '/zh/guides/typescript/', kind: 'task'},
  {query: '如何传入环境变量', expect: '/zh/guides/environment-variables/', kind: 'task'},
  {query: '本地开发服务器 启用 https', expect: '/zh/configuration/dev-server/#devserverserver', kind: 'task'},
  {
    query: '生产环境和开发环境配置分离',
    expect: '/zh/guides/production/#splitting-the-configuration',
    kind: 'task',
  },
  {query: '如何编写一个 webpack 插件', expect: '/zh/contribute/writing-a-plugin/', kind: 'task'},
  {
    query: '预获取 预加载 prefetch preload',
    expect: '/zh/guides/code-splitting/#prefetching-and-preloading-modules',
    kind: 'task',
  },
  {query: 'webpack4 升级 webpack5', expect: '/zh/migrate/5/', kind: 'task'},
  {query: 'PWA 离线 service worker', expect: '/zh/guides/progressive-web-application/', kind: 'task'},
  {query: '在 node 脚本里调用 webpack', expect: '/zh/api/node/', kind: 'task'},
  {query: 'CSP nonce 怎么设置', expect: '/zh/guides/csp/#nonces-and-__webpack_nonce__', kind: 'task'},
  // pasted errors
  {
    query: 'Compilation error while processing magic comment(-s)',
    expect: '/zh/api/module-methods/#mistakes-in-magic-comments',
    kind: 'error',
  },
  {
    query: 'No parser registered for css/module',
    expect: '/zh/configuration/experiments/#experimentscss',
    kind: 'error',
  },
  {
    query: "Entrypoint 'app' has 'dependOn' and 'runtime' specified",
    expect: '/zh/configuration/entry-context/#sharing-modules-between-entries',
    kind: 'error',
  },
  {query: 'Library name must be unset', expect: '/zh/guides/esm-output/#pitfalls', kind: 'error'},
  {
    query: "The global namespace object is a Node.js feature and isn't available in browsers.",
    expect: '/zh/configuration/node/#nodeglobal',
    kind: 'error',
  },
  {
    query: 'At least two configurations are required for merge.',
    expect: '/zh/api/cli/#choosing-and-combining-configurations',
    kind: 'error',
  },
  // typos
  {query: 'output.libary', expect: '/zh/configuration/output/#outputlibrary', kind: 'typo'},
  {query: 'DllPlgin', expect: '/zh/plugins/dll-plugin/', kind: 'typo'},
  {query: '懒家载', expect: '/zh/guides/lazy-loading/', kind: 'typo'},
  {query: 'externels', expect: '/zh/configuration/externals/', kind: 'typo'},
  // general words
  {query: '模块解析', expect: '/zh/concepts/module-resolution/', kind: 'general'},
  {query: '构建目标', expect: '/zh/concepts/targets/', kind: 'general'},
];
