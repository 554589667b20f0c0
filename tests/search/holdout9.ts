/**
 * Ninth held-out list of search queries, written on 2026-11-29 night from the documentation pages
 * only, by a helper who saw neither the ranking code nor the other query lists. Run once, last; its
 * figures are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout9: readonly RelevanceQuery[] = [
  // options
  {
    query: 'optimization.splitChunks.cacheGroups priority',
    expect: '/configuration/optimization/#optimizationsplitchunkscachegroupscachegrouppriority',
    kind: 'option',
  },
  {query: 'resolve alias', expect: '/configuration/resolve/#resolvealias', kind: 'option'},
  {query: 'devServer.proxy', expect: '/configuration/dev-server/#devserverproxy', kind: 'option'},
  {query: 'output library type umd', expect: '/configuration/output/#outputlibrarytype', kind: 'option'},
  {query: 'cache.buildDependencies', expect: '/configuration/cache/#cachebuilddependencies', kind: 'option'},
  {query: 'watchOptions ignored', expect: '/configuration/watch/#watchoptionsignored', kind: 'option'},
  {query: 'module rules oneOf', expect: '/configuration/module/#ruleoneof', kind: 'option'},
  {
    query: 'runtimeChunk single',
    expect: '/configuration/optimization/#optimizationruntimechunk',
    kind: 'option',
  },
  {
    query: 'historyApiFallback',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'option',
  },
  {query: 'entry dependOn', expect: '/configuration/entry-context/#entrynamedependon', kind: 'option'},
  // hooks
  {query: 'compiler.hooks.done', expect: '/api/compiler-hooks/#done', kind: 'hook'},
  {query: 'processAssets stage', expect: '/api/compilation-hooks/#processassets', kind: 'hook'},
  {
    query: 'normalModuleFactory beforeResolve hook',
    expect: '/api/normalmodulefactory-hooks/#beforeresolve',
    kind: 'hook',
  },
  {query: 'thisCompilation', expect: '/api/compiler-hooks/#thiscompilation', kind: 'hook'},
  // CLI flags
  {query: '--config-node-env', expect: '/api/cli/#--config-node-env', kind: 'flag'},
  {query: 'webpack --json stats.json', expect: '/api/cli/#stats-as-json', kind: 'flag'},
  {query: '--fail-on-warnings', expect: '/api/cli/#warnings-and-colors', kind: 'flag'},
  {
    query: 'webpack --merge two configs',
    expect: '/api/cli/#choosing-and-combining-configurations',
    kind: 'flag',
  },
  // loaders, plugins, packages
  {query: 'mini-css-extract-plugin', expect: '/plugins/mini-css-extract-plugin/', kind: 'package'},
  {query: 'thread-loader', expect: '/loaders/thread-loader/', kind: 'package'},
  {query: 'plugin to gzip assets', expect: '/plugins/compression-webpack-plugin/', kind: 'package'},
  {query: 'DefinePlugin', expect: '/plugins/define-plugin/', kind: 'package'},
  {query: 'IgnorePlugin moment locales', expect: '/plugins/ignore-plugin/', kind: 'package'},
  {query: 'sass loader', expect: '/loaders/sass-loader/', kind: 'package'},
  // page titles and general words
  {query: 'Module Federation', expect: '/concepts/module-federation/', kind: 'title'},
  {query: 'tree shaking', expect: '/guides/tree-shaking/', kind: 'title'},
  {query: 'dependency graph', expect: '/concepts/dependency-graph/', kind: 'general'},
  {query: 'webpack vs vite', expect: '/comparison/#vite', kind: 'general'},
  {query: 'content security policy', expect: '/guides/csp/', kind: 'title'},
  {query: 'Stats Data', expect: '/api/stats/', kind: 'title'},
  // tasks
  {
    query: 'how do I add a content hash to my bundle file names',
    expect: '/guides/caching/#output-filenames',
    kind: 'task',
  },
  {
    query: 'clean dist folder before each build',
    expect: '/guides/output-management/#cleaning-up-the-dist-folder',
    kind: 'task',
  },
  {query: 'how to load fonts', expect: '/guides/asset-management/#loading-fonts', kind: 'task'},
  {query: 'how to write a custom loader', expect: '/contribute/writing-a-loader/', kind: 'task'},
  {
    query: 'inline images smaller than 8kb as base64',
    expect: '/guides/asset-modules/#letting-webpack-choose-with-asset',
    kind: 'task',
  },
  {
    query: 'use jquery $ everywhere without importing it',
    expect: '/guides/shimming/#providing-globals-with-provideplugin',
    kind: 'task',
  },
  {query: 'run webpack from a node script', expect: '/api/node/', kind: 'task'},
  {query: 'lazy load a module when a button is clicked', expect: '/guides/lazy-loading/', kind: 'task'},
  {query: 'how to bundle a library for npm', expect: '/guides/author-libraries/', kind: 'task'},
  {query: 'make webpack build faster', expect: '/guides/build-performance/', kind: 'task'},
  {query: 'how to use web workers in webpack 5', expect: '/guides/web-workers/', kind: 'task'},
  {
    query: 'pass variables to webpack config from command line',
    expect: '/guides/environment-variables/#passing-values-with---env',
    kind: 'task',
  },
  // pasted error messages
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.',
    expect: '/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {
    query: 'Conflict: Multiple chunks emit assets to the same filename bundle.js (chunks 179 and 792)',
    expect: '/configuration/output/#outputfilename',
    kind: 'error',
  },
  {
    query:
      'Uncaught Error: Shared module is not available for eager consumption: webpack/sharing/consume/default/react/react',
    expect: '/concepts/module-federation/#troubleshooting',
    kind: 'error',
  },
  {
    query: 'asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).',
    expect: '/configuration/performance/',
    kind: 'error',
  },
  {query: 'Invalid Host header', expect: '/configuration/dev-server/#devserverallowedhosts', kind: 'error'},
  // typos
  {query: 'devtol source map', expect: '/configuration/devtool/', kind: 'typo'},
  {query: 'html-webpak-plugin', expect: '/plugins/html-webpack-plugin/', kind: 'typo'},
  {query: 'code spliting', expect: '/guides/code-splitting/', kind: 'typo'},
];

export const chineseHoldout9: readonly RelevanceQuery[] = [
  // options
  {query: 'output.clean 清空输出目录', expect: '/zh/configuration/output/#outputclean', kind: 'option'},
  {query: 'resolve.extensions 配置', expect: '/zh/configuration/resolve/#resolveextensions', kind: 'option'},
  {query: 'devServer port 端口', expect: '/zh/configuration/dev-server/#devserverport', kind: 'option'},
  {query: 'externalsType module', expect: '/zh/configuration/externals/#externalstype', kind: 'option'},
  {query: 'rule exclude node_modules', expect: '/zh/configuration/module/#ruleexclude', kind: 'option'},
  {
    query: 'optimization.minimizer 配置',
    expect: '/zh/configuration/optimization/#optimizationminimizer',
    kind: 'option',
  },
  {query: "cache type 'filesystem'", expect: '/zh/configuration/cache/#cachetype', kind: 'option'},
  {query: 'output chunkFilename', expect: '/zh/configuration/output/#outputchunkfilename', kind: 'option'},
  {
    query: 'devServer client overlay 关闭报错遮罩',
    expect: '/zh/configuration/dev-server/#devserverclientoverlay',
    kind: 'option',
  },
  {
    query: 'performance.hints 关闭',
    expect: '/zh/configuration/performance/#performancehints',
    kind: 'option',
  },
  // hooks
  {query: 'compiler.hooks.emit', expect: '/zh/api/compiler-hooks/#emit', kind: 'hook'},
  {query: 'optimizeChunks 钩子', expect: '/zh/api/compilation-hooks/#optimizechunks', kind: 'hook'},
  {query: 'watchRun 钩子', expect: '/zh/api/compiler-hooks/#watchrun', kind: 'hook'},
  {
    query: 'normalModuleFactory afterResolve',
    expect: '/zh/api/normalmodulefactory-hooks/#afterresolve',
    kind: 'hook',
  },
  // CLI flags
  {query: '--env 传参', expect: '/zh/api/cli/#--env', kind: 'flag'},
  {query: 'webpack --analyze 分析打包体积', expect: '/zh/api/cli/#bundle-analysis', kind: 'flag'},
  {query: '--progress 显示构建进度', expect: '/zh/api/cli/#progress', kind: 'flag'},
  {query: 'webpack configtest 校验配置', expect: '/zh/api/cli/#configtest', kind: 'flag'},
  // loaders, plugins, packages
  {query: 'babel-loader 配置', expect: '/zh/loaders/babel-loader/', kind: 'package'},
  {query: 'css-loader 开启 css modules', expect: '/zh/loaders/css-loader/#modules', kind: 'package'},
  {
    query: 'terser-webpack-plugin 去掉 console',
    expect: '/zh/plugins/terser-webpack-plugin/',
    kind: 'package',
  },
  {query: 'style-loader 是做什么的', expect: '/zh/loaders/style-loader/', kind: 'package'},
  {query: 'copy-webpack-plugin 复制静态资源', expect: '/zh/plugins/copy-webpack-plugin/', kind: 'package'},
  {query: 'BannerPlugin 在文件顶部加注释', expect: '/zh/plugins/banner-plugin/', kind: 'package'},
  // page titles, terms and general words
  {query: '模块热替换 原理', expect: '/zh/concepts/hot-module-replacement/', kind: 'title'},
  {query: '依赖图', expect: '/zh/concepts/dependency-graph/', kind: 'term'},
  {query: '构建目标', expect: '/zh/concepts/targets/', kind: 'term'},
  {query: 'webpack 内部原理', expect: '/zh/concepts/under-the-hood/', kind: 'general'},
  {query: 'webpack 术语表', expect: '/zh/glossary/', kind: 'title'},
  {query: '为什么要用 webpack', expect: '/zh/concepts/why-webpack/', kind: 'general'},
  // tasks
  {query: '如何配置多页面应用', expect: '/zh/concepts/entry-points/#multi-page-applications', kind: 'task'},
  {query: '怎么配置代理解决跨域', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'task'},
  {query: 'webpack4 升级到 webpack5', expect: '/zh/migrate/5/', kind: 'task'},
  {query: '怎么配置 @ 别名指向 src 目录', expect: '/zh/configuration/resolve/#resolvealias', kind: 'task'},
  {
    query: '不用 webpack-dev-server 怎么开启热更新',
    expect: '/zh/guides/hot-module-replacement/#using-hmr-without-webpack-dev-server',
    kind: 'task',
  },
  {query: '如何懒加载模块', expect: '/zh/guides/lazy-loading/', kind: 'task'},
  {
    query: '怎么预获取和预加载模块 prefetch preload',
    expect: '/zh/guides/code-splitting/#prefetching-and-preloading-modules',
    kind: 'task',
  },
  {query: '如何编写一个 webpack 插件', expect: '/zh/contribute/writing-a-plugin/', kind: 'task'},
  {query: '怎么安装 webpack 和 webpack-cli', expect: '/zh/guides/installation/', kind: 'task'},
  {
    query: 'docker 容器里运行 dev server 怎么配置',
    expect: '/zh/configuration/dev-server/#inside-a-container-or-virtual-machine',
    kind: 'task',
  },
  {
    query: 'CI 中如何缓存 webpack 构建缓存',
    expect: '/zh/configuration/cache/#setup-cache-in-cicd-system',
    kind: 'task',
  },
  {query: '静态资源放 CDN 怎么设置 publicPath', expect: '/zh/guides/public-path/', kind: 'task'},
  // pasted error messages
  {
    query: "The 'mode' option has not been set, webpack will fallback to 'production' for this value.",
    expect: '/zh/configuration/mode/',
    kind: 'error',
  },
  {
    query: 'Critical dependency: the request of a dependency is an expression',
    expect: '/zh/guides/dependency-management/#dynamic-expressions-in-require-and-import',
    kind: 'error',
  },
  {
    query:
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.',
    expect: '/zh/configuration/#loading-and-validation',
    kind: 'error',
  },
  {
    query: 'ChunkLoadError: Loading chunk 512 failed.',
    expect: '/zh/guides/lazy-loading/#handling-loading-failures',
    kind: 'error',
  },
  {
    query: "Module not found: Error: Can't resolve './utils' in '/app/src'",
    expect: '/zh/concepts/module-resolution/#when-resolution-fails',
    kind: 'error',
  },
  // typos
  {query: 'webpack-dev-sever 配置', expect: '/zh/configuration/dev-server/', kind: 'typo'},
  {query: 'tree shanking', expect: '/zh/guides/tree-shaking/', kind: 'typo'},
  {query: '模快联邦', expect: '/zh/concepts/module-federation/', kind: 'typo'},
];
