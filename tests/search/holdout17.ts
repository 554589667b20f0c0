/**
 * Seventeenth held-out list of search queries, written on 2026-12-01 from the documentation pages only,
 * by a helper who saw neither the ranking code nor the other query lists. Run once, last; its
 * figures are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout17: readonly RelevanceQuery[] = [
  // option
  {
    query: 'ignoreWarnings.module',
    expect: '/configuration/other-options/#ignorewarningsmodule',
    kind: 'option',
  },
  {query: 'Rule.issuerLayer', expect: '/configuration/module/#ruleissuerlayer', kind: 'option'},
  {
    query: 'output.trustedTypes.policyName',
    expect: '/configuration/output/#outputtrustedtypespolicyname',
    kind: 'option',
  },
  {
    query: 'stats.groupModulesByLayer',
    expect: '/configuration/stats/#statsgroupmodulesbylayer',
    kind: 'option',
  },
  {
    query: 'performance.duplicatePackages',
    expect: '/configuration/performance/#performanceduplicatepackages',
    kind: 'option',
  },
  {
    query: 'experiments.buildHttp.frozen',
    expect: '/configuration/experiments/#experimentsbuildhttpfrozen',
    kind: 'option',
  },
  {query: 'devtool.type', expect: '/configuration/devtool/#devtooltype', kind: 'option'},
  {query: 'resolveLoader.modules', expect: '/configuration/resolve/#resolveloadermodules', kind: 'option'},
  {
    query: 'splitChunks reuseExistingChunk',
    expect: '/configuration/optimization/#optimizationsplitchunkscachegroupscachegroupreuseexistingchunk',
    kind: 'option',
  },
  // hook
  {query: 'compiler.hooks.thisCompilation', expect: '/api/compiler-hooks/#thiscompilation', kind: 'hook'},
  {
    query: 'runtimeRequirementInTree',
    expect: '/api/compilation-hooks/#runtimerequirementintree',
    kind: 'hook',
  },
  {query: 'parser.hooks.expressionMemberChain', expect: '/api/parser/#expressionmemberchain', kind: 'hook'},
  {query: 'normalModuleFactory factorize', expect: '/api/normalmodulefactory-hooks/#factorize', kind: 'hook'},
  {
    query: 'contextModuleFiles hook',
    expect: '/api/contextmodulefactory-hooks/#contextmodulefiles',
    kind: 'hook',
  },
  // flag
  {query: 'webpack info --output json', expect: '/api/cli/#info-and-version', kind: 'flag'},
  {query: '--entry-reset', expect: '/api/cli/#flag-syntax', kind: 'flag'},
  {query: 'webpack --help=verbose', expect: '/api/cli/#help', kind: 'flag'},
  {query: 'webpack serve --host 0.0.0.0', expect: '/configuration/dev-server/#devserverhost', kind: 'flag'},
  // package
  {query: 'stylelint webpack plugin', expect: '/plugins/stylelint-webpack-plugin/', kind: 'package'},
  {query: 'remark-loader', expect: '/loaders/remark-loader/', kind: 'package'},
  {query: 'thread loader', expect: '/loaders/thread-loader/', kind: 'package'},
  {
    query: 'html-minimizer-webpack-plugin',
    expect: '/plugins/html-minimizer-webpack-plugin/',
    kind: 'package',
  },
  {query: 'npm-install-webpack-plugin', expect: '/plugins/npm-install-webpack-plugin/', kind: 'package'},
  // title
  {query: 'Progressive Web Application', expect: '/guides/progressive-web-application/', kind: 'title'},
  {query: 'Configuration Languages', expect: '/configuration/configuration-languages/', kind: 'title'},
  {query: 'Internal webpack plugins', expect: '/plugins/internal-plugins/', kind: 'title'},
  // general
  {query: 'polyfill', expect: '/guides/shimming/', kind: 'general'},
  {query: 'logger', expect: '/api/logging/', kind: 'general'},
  {query: 'workers', expect: '/guides/web-workers/', kind: 'general'},
  // task
  {query: 'ignore moment locales to reduce bundle size', expect: '/plugins/ignore-plugin/', kind: 'task'},
  {query: 'lazy load module on button click', expect: '/guides/lazy-loading/', kind: 'task'},
  {query: 'bundle a library for npm', expect: '/guides/author-libraries/', kind: 'task'},
  {query: 'add license banner comment to output file', expect: '/plugins/banner-plugin/', kind: 'task'},
  {query: 'load variables from .env file', expect: '/configuration/dotenv/', kind: 'task'},
  {query: 'file changes not detected in docker', expect: '/configuration/watch/', kind: 'task'},
  {
    query: 'persist webpack cache in github actions',
    expect: '/configuration/cache/#github-actions',
    kind: 'task',
  },
  {query: 'run dev server over https', expect: '/configuration/dev-server/#devserverserver', kind: 'task'},
  {query: 'set nonce for scripts content security policy', expect: '/guides/csp/', kind: 'task'},
  {query: 'call webpack api from node.js build script', expect: '/api/node/', kind: 'task'},
  // error
  {query: 'ReferenceError: Buffer is not defined', expect: '/migrate/5/', kind: 'error'},
  {
    query:
      "Should not import the named export 'version' (imported as 'version') from default-exporting module (only default export is available soon)",
    expect: '/configuration/module/#moduleparserjsonnamedexports',
    kind: 'error',
  },
  {
    query: 'ERROR in EnvironmentPlugin - API_URL environment variable is undefined.',
    expect: '/plugins/environment-plugin/',
    kind: 'error',
  },
  {
    query: "Uncaught TypeError: Failed to construct 'HTMLElement': Please use the 'new' operator",
    expect: '/loaders/polymer-webpack-loader/',
    kind: 'error',
  },
  // typo
  {
    query: 'hisoryApiFallback',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'typo',
  },
  {query: 'infrastructureLoging', expect: '/configuration/infrastructureLogging/', kind: 'typo'},
  {query: 'mini css extract pluign', expect: '/plugins/mini-css-extract-plugin/', kind: 'typo'},
  // term
  {query: 'asset module', expect: '/guides/asset-modules/', kind: 'term'},
  {query: 'side effects', expect: '/guides/tree-shaking/', kind: 'term'},
  {query: 'magic comments', expect: '/api/module-methods/#magic-comments', kind: 'term'},
  {query: 'content hash', expect: '/guides/caching/', kind: 'term'},
];

export const chineseHoldout17: readonly RelevanceQuery[] = [
  // option
  {
    query: 'output.crossOriginLoading 跨域',
    expect: '/zh/configuration/output/#outputcrossoriginloading',
    kind: 'option',
  },
  {
    query: 'optimization.moduleIds deterministic',
    expect: '/zh/configuration/optimization/#optimizationmoduleids',
    kind: 'option',
  },
  {query: 'entry.dependOn', expect: '/zh/configuration/entry-context/#entrynamedependon', kind: 'option'},
  {
    query: 'dataUrlCondition maxSize',
    expect: '/zh/configuration/module/#moduleparserassetdataurlconditionmaxsize',
    kind: 'option',
  },
  {query: 'devServer.compress', expect: '/zh/configuration/dev-server/#devservercompress', kind: 'option'},
  {query: 'resolve.symlinks', expect: '/zh/configuration/resolve/#resolvesymlinks', kind: 'option'},
  {query: 'cache.version', expect: '/zh/configuration/cache/#cacheversion', kind: 'option'},
  {
    query: 'ignoreWarnings.message',
    expect: '/zh/configuration/other-options/#ignorewarningsmessage',
    kind: 'option',
  },
  {
    query: 'experiments.asyncWebAssembly',
    expect: '/zh/configuration/experiments/#experimentsasyncwebassembly',
    kind: 'option',
  },
  // hook
  {query: 'afterCompile 钩子', expect: '/zh/api/compiler-hooks/#aftercompile', kind: 'hook'},
  {query: 'compilation.hooks.seal 钩子', expect: '/zh/api/compilation-hooks/#seal', kind: 'hook'},
  {query: 'parser.hooks.import', expect: '/zh/api/parser/#import', kind: 'hook'},
  {
    query: 'normalModuleFactory.hooks.module',
    expect: '/zh/api/normalmodulefactory-hooks/#module',
    kind: 'hook',
  },
  {query: 'compiler.hooks.failed', expect: '/zh/api/compiler-hooks/#failed', kind: 'hook'},
  // flag
  {query: '--env production 怎么用', expect: '/zh/api/cli/#--env', kind: 'flag'},
  {query: 'webpack serve --open', expect: '/zh/configuration/dev-server/#devserveropen', kind: 'flag'},
  {query: '--stats errors-only', expect: '/zh/configuration/stats/#stats-presets', kind: 'flag'},
  {query: 'webpack --config webpack.prod.js', expect: '/zh/api/cli/#with-a-configuration-file', kind: 'flag'},
  // package
  {query: 'babel-loader cacheDirectory', expect: '/zh/loaders/babel-loader/', kind: 'package'},
  {query: 'less-loader lessOptions', expect: '/zh/loaders/less-loader/', kind: 'package'},
  {query: 'css-loader modules', expect: '/zh/loaders/css-loader/', kind: 'package'},
  {query: 'url-loader', expect: '/zh/loaders/url-loader/', kind: 'package'},
  {query: 'ManifestPlugin', expect: '/zh/plugins/manifest-plugin/', kind: 'package'},
  // title
  {query: '配置类型', expect: '/zh/configuration/configuration-types/', kind: 'title'},
  {query: 'Compilation 对象', expect: '/zh/api/compilation-object/', kind: 'title'},
  {query: '扩展配置', expect: '/zh/configuration/extending-configurations/', kind: 'title'},
  // general
  {query: '概念', expect: '/zh/concepts/', kind: 'general'},
  {query: '迁移', expect: '/zh/migrate/', kind: 'general'},
  {query: 'loader', expect: '/zh/concepts/loaders/', kind: 'general'},
  // task
  {query: '小图片转 base64 内联', expect: '/zh/guides/asset-modules/', kind: 'task'},
  {query: '多页面应用配置多个入口', expect: '/zh/concepts/entry-points/', kind: 'task'},
  {query: '路由组件按需加载', expect: '/zh/guides/lazy-loading/', kind: 'task'},
  {query: '配置 @ 指向 src 目录', expect: '/zh/configuration/resolve/#resolvealias', kind: 'task'},
  {query: '删除没用到的代码', expect: '/zh/guides/tree-shaking/', kind: 'task'},
  {query: '区分开发环境和生产环境配置', expect: '/zh/guides/production/', kind: 'task'},
  {query: '文件名加 contenthash 长效缓存', expect: '/zh/guides/caching/', kind: 'task'},
  {query: '开发服务器代理接口解决跨域', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'task'},
  {query: '每次打包前清空 dist', expect: '/zh/configuration/output/#outputclean', kind: 'task'},
  {query: '不把 react 打包进 bundle 用 cdn 引入', expect: '/zh/configuration/externals/', kind: 'task'},
  // error
  {query: 'ChunkLoadError: Loading chunk 42 failed', expect: '/zh/guides/lazy-loading/', kind: 'error'},
  {query: "Module not found: Error: Can't resolve 'crypto'", expect: '/zh/migrate/5/', kind: 'error'},
  {query: 'ReferenceError: _ is not defined', expect: '/zh/guides/shimming/', kind: 'error'},
  {
    query: 'TypeScript parameter property is not supported in strip-only mode',
    expect: '/zh/guides/native-typescript/',
    kind: 'error',
  },
  // typo
  {query: 'devSever', expect: '/zh/configuration/dev-server/', kind: 'typo'},
  {query: 'html-webpack-pluign', expect: '/zh/plugins/html-webpack-plugin/', kind: 'typo'},
  {query: 'outptu.filename', expect: '/zh/configuration/output/#outputfilename', kind: 'typo'},
  // term
  {query: '共享作用域', expect: '/zh/concepts/module-federation/', kind: 'term'},
  {query: '预获取', expect: '/zh/guides/code-splitting/#prefetching-and-preloading-modules', kind: 'term'},
  {query: '运行时', expect: '/zh/concepts/manifest/', kind: 'term'},
  {query: '模块', expect: '/zh/concepts/modules/', kind: 'term'},
];
