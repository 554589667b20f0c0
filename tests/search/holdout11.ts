/**
 * Eleventh held-out list of search queries, written on 2026-11-30 from the documentation pages only,
 * by helpers who saw neither the ranking code nor the other lists' results. Of the first helper's
 * 50 + 50 queries, the 35 English and 14 Chinese that another list already asks were left out
 * (popular queries recur, and a query tuned for measures nothing); a second helper then wrote 40
 * English ones with the other lists' English queries in hand, so as not to repeat them. Run once,
 * last; its figures are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout11: readonly RelevanceQuery[] = [
  // options
  {
    query: 'devServer.client.overlay',
    expect: '/configuration/dev-server/#devserverclientoverlay',
    kind: 'option',
  },
  {query: 'rule oneOf', expect: '/configuration/module/#ruleoneof', kind: 'option'},
  // hooks and API names
  {query: 'this.async()', expect: '/api/loaders/#thisasync', kind: 'hook'},
  // CLI flags and commands
  {query: '--json stats.json', expect: '/api/cli/#stats-as-json', kind: 'flag'},
  // loader and plugin packages
  {query: 'imports-loader', expect: '/loaders/imports-loader/', kind: 'package'},
  // tasks
  {query: 'how do I bundle a library for npm', expect: '/guides/author-libraries/', kind: 'task'},
  {query: 'add a banner comment to the top of the bundle', expect: '/plugins/banner-plugin/', kind: 'task'},
  {query: 'speed up slow webpack build', expect: '/guides/build-performance/', kind: 'task'},
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
  {query: 'define global constants at compile time', expect: '/plugins/define-plugin/', kind: 'task'},
  // pasted errors
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
  // a second helper's entries, written with the other lists' English queries in hand to avoid them
  {
    query: 'output.chunkLoadingGlobal',
    expect: '/configuration/output/#outputchunkloadingglobal',
    kind: 'option',
  },
  {query: 'resolve.conditionNames', expect: '/configuration/resolve/#resolveconditionnames', kind: 'option'},
  {
    query: 'optimization.moduleIds',
    expect: '/configuration/optimization/#optimizationmoduleids',
    kind: 'option',
  },
  {query: 'stats.errorDetails', expect: '/configuration/stats/#statserrordetails', kind: 'option'},
  {
    query: 'infrastructureLogging.level',
    expect: '/configuration/infrastructureLogging/#infrastructurelogginglevel',
    kind: 'option',
  },
  {
    query: 'devServer.allowedHosts',
    expect: '/configuration/dev-server/#devserverallowedhosts',
    kind: 'option',
  },
  {
    query: 'module.parser.javascript.exprContextCritical',
    expect: '/configuration/module/#moduleparserjavascriptexprcontextcritical',
    kind: 'option',
  },
  {
    query: 'experiments.buildHttp',
    expect: '/configuration/experiments/#experimentsbuildhttp',
    kind: 'option',
  },
  {query: 'compiler.hooks.shouldEmit', expect: '/api/compiler-hooks/#shouldemit', kind: 'hook'},
  {query: 'this.addDependency', expect: '/api/loaders/#thisadddependencyfile', kind: 'hook'},
  {query: 'stats.hasErrors()', expect: '/api/node/#statshaserrors', kind: 'hook'},
  {query: 'parser.hooks.evaluateTypeof', expect: '/api/parser/#evaluatetypeof', kind: 'hook'},
  {query: 'webpack info', expect: '/api/cli/#info-and-version', kind: 'flag'},
  {query: '--max-old-space-size=4096', expect: '/api/cli/#passing-options-to-nodejs', kind: 'flag'},
  {query: '--help=verbose', expect: '/api/cli/#help', kind: 'flag'},
  {query: '--no-cache', expect: '/api/cli/#cache', kind: 'flag'},
  {query: 'expose-loader', expect: '/loaders/expose-loader/', kind: 'package'},
  {
    query: 'NormalModuleReplacementPlugin',
    expect: '/plugins/normal-module-replacement-plugin/',
    kind: 'package',
  },
  {
    query: 'image-minimizer-webpack-plugin',
    expect: '/plugins/image-minimizer-webpack-plugin/',
    kind: 'package',
  },
  {query: 'EnvironmentPlugin', expect: '/plugins/environment-plugin/', kind: 'package'},
  {query: 'source-map-loader', expect: '/loaders/source-map-loader/', kind: 'package'},
  {query: 'how do I run webpack from a gulp task', expect: '/guides/integrations/#gulp', kind: 'task'},
  {
    query: 'make my app work offline with a service worker',
    expect: '/guides/progressive-web-application/',
    kind: 'task',
  },
  {
    query: 'put several configs in one webpack.config.js',
    expect: '/configuration/configuration-types/#exporting-multiple-configurations',
    kind: 'task',
  },
  {query: 'how do I use the exports field in package.json', expect: '/guides/package-exports/', kind: 'task'},
  {query: 'lint javascript during the build', expect: '/plugins/eslint-webpack-plugin/', kind: 'task'},
  {
    query: 'how do I unit test my loader',
    expect: '/contribute/writing-a-loader/#testing-a-loader',
    kind: 'task',
  },
  {
    query: 'get the list of changed files on rebuild in my plugin',
    expect: '/contribute/plugin-patterns/#finding-out-which-files-changed',
    kind: 'task',
  },
  {
    query: 'write a custom resolver plugin',
    expect: '/api/resolvers/#writing-a-resolver-plugin',
    kind: 'task',
  },
  {query: 'limit the number of chunks to 5', expect: '/plugins/limit-chunk-count-plugin/', kind: 'task'},
  {
    query: 'use a shared webpack config published as an npm package',
    expect: '/configuration/extending-configurations/#loading-configuration-from-external-packages',
    kind: 'task',
  },
  {
    query: 'ModuleConcatenation bailout: Module is not in strict mode',
    expect: '/plugins/module-concatenation-plugin/#common-reasons',
    kind: 'error',
  },
  {
    query: 'PathVariableError: Path variable [contenthash] not implemented in this context',
    expect: '/plugins/banner-plugin/#placeholders',
    kind: 'error',
  },
  {
    query: 'Compilation error while processing magic comment(-s)',
    expect: '/api/module-methods/#mistakes-in-magic-comments',
    kind: 'error',
  },
  {
    query: 'TypeScript enum is not supported in strip-only mode',
    expect: '/guides/native-typescript/#limits',
    kind: 'error',
  },
  {
    query: 'Conflict: Multiple assets emit different content to the same filename',
    expect: '/api/compilation-object/#emitasset',
    kind: 'error',
  },
  {query: 'output.hashDigestLenght', expect: '/configuration/output/#outputhashdigestlength', kind: 'typo'},
  {query: 'resolve.symlnks', expect: '/configuration/resolve/#resolvesymlinks', kind: 'typo'},
  {query: 'webpackPrefech magic comment', expect: '/api/module-methods/#webpackprefetch', kind: 'typo'},
  {query: 'logo', expect: '/branding/', kind: 'general'},
];

export const chineseHoldout11: readonly RelevanceQuery[] = [
  // options
  {
    query: 'output.chunkFilename 配置',
    expect: '/zh/configuration/output/#outputchunkfilename',
    kind: 'option',
  },
  {
    query: 'devServer.setupMiddlewares',
    expect: '/zh/configuration/dev-server/#devserversetupmiddlewares',
    kind: 'option',
  },
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
  {query: 'compiler.hooks.done', expect: '/zh/api/compiler-hooks/#done', kind: 'hook'},
  {query: 'this.getOptions', expect: '/zh/api/loaders/#thisgetoptionsschema', kind: 'hook'},
  {query: 'require.context', expect: '/zh/api/module-methods/#requirecontext', kind: 'hook'},
  // CLI flags and commands
  {query: '--progress profile', expect: '/zh/api/cli/#progress', kind: 'flag'},
  {query: 'webpack watch 命令', expect: '/zh/api/cli/#watch', kind: 'flag'},
  {query: 'webpack info', expect: '/zh/api/cli/#info-and-version', kind: 'flag'},
  {query: '--config-node-env', expect: '/zh/api/cli/#--config-node-env', kind: 'flag'},
  {query: 'npx webpack help', expect: '/zh/api/cli/#help', kind: 'flag'},
  // loader and plugin packages
  {
    query: 'image-minimizer-webpack-plugin',
    expect: '/zh/plugins/image-minimizer-webpack-plugin/',
    kind: 'package',
  },
  {query: 'ProvidePlugin', expect: '/zh/plugins/provide-plugin/', kind: 'package'},
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
  {
    query: '预获取 预加载 prefetch preload',
    expect: '/zh/guides/code-splitting/#prefetching-and-preloading-modules',
    kind: 'task',
  },
  {query: 'webpack4 升级 webpack5', expect: '/zh/migrate/5/', kind: 'task'},
  {query: 'PWA 离线 service worker', expect: '/zh/guides/progressive-web-application/', kind: 'task'},
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
  {query: 'externels', expect: '/zh/configuration/externals/', kind: 'typo'},
  // general words
];
