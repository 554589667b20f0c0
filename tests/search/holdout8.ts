/**
 * Eighth held-out list of search queries, written on 2026-11-29 from the documentation pages only, by
 * a helper who saw neither the ranking code nor the other query lists. Run once, last; its figures
 * are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout8: readonly RelevanceQuery[] = [
  // Option paths, hooks, CLI flags, loader and plugin names
  {query: 'output.chunkFilename', expect: '/configuration/output/#outputchunkfilename', kind: 'option'},
  {query: 'resolve.extensionAlias', expect: '/configuration/resolve/#resolveextensionalias', kind: 'option'},
  {
    query: 'module.parser.javascript.dynamicImportMode',
    expect: '/configuration/module/#moduleparserjavascriptdynamicimportmode',
    kind: 'option',
  },
  {query: 'cache.buildDependencies', expect: '/configuration/cache/#cachebuilddependencies', kind: 'option'},
  {
    query: 'optimization.runtimeChunk',
    expect: '/configuration/optimization/#optimizationruntimechunk',
    kind: 'option',
  },
  {query: 'beforeCompile', expect: '/api/compiler-hooks/#beforecompile', kind: 'hook'},
  {query: 'optimizeChunks hook', expect: '/api/compilation-hooks/#optimizechunks', kind: 'hook'},
  {
    query: 'normalModuleFactory afterResolve',
    expect: '/api/normalmodulefactory-hooks/#afterresolve',
    kind: 'hook',
  },
  {query: '--merge', expect: '/api/cli/#choosing-and-combining-configurations', kind: 'flag'},
  {query: '--config-node-env', expect: '/api/cli/#--config-node-env', kind: 'flag'},
  {query: 'copy-webpack-plugin', expect: '/plugins/copy-webpack-plugin/', kind: 'package'},
  {query: 'postcss-loader', expect: '/loaders/postcss-loader/', kind: 'package'},

  // General words and page titles
  {query: 'asset modules', expect: '/guides/asset-modules/', kind: 'title'},
  {query: 'shimming', expect: '/guides/shimming/', kind: 'title'},
  {query: 'authoring libraries', expect: '/guides/author-libraries/', kind: 'title'},
  {query: 'module resolution', expect: '/concepts/module-resolution/', kind: 'title'},
  {query: 'build performance', expect: '/guides/build-performance/', kind: 'title'},
  {query: 'ES module output', expect: '/guides/esm-output/', kind: 'title'},
  {query: 'writing a plugin', expect: '/contribute/writing-a-plugin/', kind: 'title'},
  {query: 'runtime and manifest', expect: '/concepts/manifest/', kind: 'general'},
  {query: 'long term caching', expect: '/guides/caching/', kind: 'general'},
  {query: 'native css support', expect: '/guides/native-css/', kind: 'general'},

  // Tasks
  {
    query: 'write bundle files to disk when using the dev server',
    expect: '/configuration/dev-server/#devserverdevmiddleware',
    kind: 'task',
  },
  {
    query: 'open the browser automatically when the dev server starts',
    expect: '/configuration/dev-server/#devserveropen',
    kind: 'task',
  },
  {
    query: 'hide the full screen error overlay in the browser',
    expect: '/configuration/dev-server/#devserverclientoverlay',
    kind: 'task',
  },
  {
    query: 'run the dev server over https',
    expect: '/configuration/dev-server/#devserverserver',
    kind: 'task',
  },
  {query: 'how to load fonts', expect: '/guides/asset-management/#loading-fonts', kind: 'task'},
  {query: 'import a CSV file', expect: '/guides/asset-management/#csv-and-xml', kind: 'task'},
  {
    query: 'load react from a CDN instead of bundling it',
    expect: '/configuration/externals/#externals',
    kind: 'task',
  },
  {query: 'exclude moment.js locales from the bundle', expect: '/plugins/ignore-plugin/', kind: 'task'},
  {
    query: 'add a license comment to the top of every output file',
    expect: '/plugins/banner-plugin/',
    kind: 'task',
  },
  {query: 'run webpack from a node script', expect: '/api/node/', kind: 'task'},
  {query: 'debug a webpack build in Chrome DevTools', expect: '/contribute/debugging/', kind: 'task'},
  {
    query: 'watch mode does not pick up file changes',
    expect: '/configuration/watch/#a-change-is-not-picked-up',
    kind: 'task',
  },
  {
    query: 'set the public path at runtime',
    expect: '/guides/public-path/#setting-the-path-at-run-time',
    kind: 'task',
  },
  {
    query: 'split the config into development and production files',
    expect: '/guides/production/#splitting-the-configuration',
    kind: 'task',
  },

  // Pasted errors and warnings
  {
    query: 'WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).',
    expect: '/configuration/performance/',
    kind: 'error',
  },
  {
    query: 'Conflict: Multiple chunks emit assets to the same filename bundle.js',
    expect: '/configuration/output/#outputfilename',
    kind: 'error',
  },
  {query: 'Invalid Host header', expect: '/configuration/dev-server/#devserverallowedhosts', kind: 'error'},
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.',
    expect: '/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {
    query: "The 'mode' option has not been set, webpack will fallback to 'production' for this value.",
    expect: '/configuration/mode/',
    kind: 'error',
  },
  {
    query: 'Shared module is not available for eager consumption',
    expect: '/concepts/module-federation/#troubleshooting',
    kind: 'error',
  },

  // Typos and wrong casing
  {
    query: 'optimisation.minimizer',
    expect: '/configuration/optimization/#optimizationminimizer',
    kind: 'typo',
  },
  {query: 'resolve.fallbak', expect: '/configuration/resolve/#resolvefallback', kind: 'typo'},
  {query: 'HtmlWebpackPlugn', expect: '/plugins/html-webpack-plugin/', kind: 'typo'},
  {
    query: 'splitchunks minsize',
    expect: '/configuration/optimization/#optimizationsplitchunksminsize',
    kind: 'typo',
  },

  // Mixed and short queries
  {query: 'webpack.config.ts', expect: '/configuration/configuration-languages/#typescript', kind: 'general'},
  {query: 'pwa', expect: '/guides/progressive-web-application/', kind: 'general'},
  {query: 'scss', expect: '/loaders/sass-loader/', kind: 'package'},
  {query: 'dll', expect: '/plugins/dll-plugin/', kind: 'package'},
];

export const chineseHoldout8: readonly RelevanceQuery[] = [
  // Option paths, hooks, CLI flags, loader and plugin names
  {query: 'output.publicPath', expect: '/zh/configuration/output/#outputpublicpath', kind: 'option'},
  {query: 'resolve.modules', expect: '/zh/configuration/resolve/#resolvemodules', kind: 'option'},
  {
    query: 'splitChunks maxSize',
    expect: '/zh/configuration/optimization/#optimizationsplitchunksmaxsize',
    kind: 'option',
  },
  {query: 'externalsType', expect: '/zh/configuration/externals/#externalstype', kind: 'option'},
  {
    query: 'devServer.client.reconnect',
    expect: '/zh/configuration/dev-server/#devserverclientreconnect',
    kind: 'option',
  },
  {query: 'Rule.oneOf', expect: '/zh/configuration/module/#ruleoneof', kind: 'option'},
  {query: 'done 钩子', expect: '/zh/api/compiler-hooks/#done', kind: 'hook'},
  {
    query: 'compilation.hooks.finishModules',
    expect: '/zh/api/compilation-hooks/#finishmodules',
    kind: 'hook',
  },
  {query: '--analyze', expect: '/zh/api/cli/#bundle-analysis', kind: 'flag'},
  {query: '--fail-on-warnings', expect: '/zh/api/cli/#warnings-and-colors', kind: 'flag'},
  {query: 'less-loader', expect: '/zh/loaders/less-loader/', kind: 'package'},
  {
    query: 'css-minimizer-webpack-plugin',
    expect: '/zh/plugins/css-minimizer-webpack-plugin/',
    kind: 'package',
  },

  // Chinese terms and page titles
  {query: '代码分割', expect: '/zh/guides/code-splitting/', kind: 'term'},
  {query: '懒加载', expect: '/zh/guides/lazy-loading/', kind: 'title'},
  {query: '模块联邦', expect: '/zh/concepts/module-federation/', kind: 'title'},
  {query: '环境变量', expect: '/zh/guides/environment-variables/', kind: 'title'},
  {query: '公共路径', expect: '/zh/guides/public-path/', kind: 'title'},
  {query: '构建目标', expect: '/zh/concepts/targets/', kind: 'title'},
  {query: '摇树优化', expect: '/zh/guides/tree-shaking/', kind: 'term'},
  {query: '渐进式 Web 应用', expect: '/zh/guides/progressive-web-application/', kind: 'title'},
  {query: '模块解析', expect: '/zh/concepts/module-resolution/', kind: 'title'},
  {query: '构建性能优化', expect: '/zh/guides/build-performance/', kind: 'term'},

  // Tasks
  {query: '怎么修改开发服务器的端口', expect: '/zh/configuration/dev-server/#devserverport', kind: 'task'},
  {query: '如何配置 @ 指向 src 目录', expect: '/zh/configuration/resolve/#resolvealias', kind: 'task'},
  {
    query: 'history 路由刷新页面 404',
    expect: '/zh/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'task',
  },
  {query: '打包时生成 gz 压缩文件', expect: '/zh/plugins/compression-webpack-plugin/', kind: 'task'},
  {
    query: '小图片转成 base64 内联',
    expect: '/zh/guides/asset-modules/#letting-webpack-choose-with-asset',
    kind: 'task',
  },
  {query: '为什么每次打包 vendor 的 hash 都会变', expect: '/zh/guides/caching/', kind: 'task'},
  {query: '如何在 Node.js 脚本中调用 webpack', expect: '/zh/api/node/', kind: 'task'},
  {query: '怎么写一个自定义 loader', expect: '/zh/contribute/writing-a-loader/', kind: 'task'},
  {
    query: '如何关闭打包体积过大的警告',
    expect: '/zh/configuration/performance/#performancehints',
    kind: 'task',
  },
  {query: '导入时省略文件后缀名', expect: '/zh/configuration/resolve/#resolveextensions', kind: 'task'},
  {
    query: '打包 Node.js 服务端代码时不打包 node_modules',
    expect: '/zh/configuration/externals/#externalspresetsnodemodules',
    kind: 'task',
  },
  {query: '怎么打包一个 npm 库给别人用', expect: '/zh/guides/author-libraries/', kind: 'task'},
  {
    query: '修改 html 模板后浏览器自动刷新',
    expect: '/zh/configuration/dev-server/#devserverwatchfiles',
    kind: 'task',
  },
  {query: '如何在 webpack 中使用 web worker', expect: '/zh/guides/web-workers/', kind: 'task'},

  // Pasted errors and warnings (in English, answered by the Chinese pages)
  {
    query:
      "BREAKING CHANGE: The request './utils' failed to resolve only because it was resolved as fully specified",
    expect: '/zh/configuration/resolve/#resolvefullyspecified',
    kind: 'error',
  },
  {
    query: 'ERROR in EnvironmentPlugin - API_KEY environment variable is undefined.',
    expect: '/zh/plugins/environment-plugin/',
    kind: 'error',
  },
  {
    query: "export 'default' (imported as 'styles') was not found in './app.module.css'",
    expect: '/zh/guides/native-css/#css-modules-with-named-exports',
    kind: 'error',
  },
  {
    query: 'ChunkLoadError: Loading chunk 42 failed.',
    expect: '/zh/guides/lazy-loading/#handling-loading-failures',
    kind: 'error',
  },
  {
    query: 'Module "./Button" does not exist in container.',
    expect: '/zh/concepts/module-federation/#choosing-remotes-at-runtime',
    kind: 'error',
  },
  {
    query: 'Invalid Host/Origin header',
    expect: '/zh/configuration/dev-server/#devserverallowedhosts',
    kind: 'error',
  },

  // Typos and wrong casing
  {query: 'devsever proxy', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'typo'},
  {query: 'outptu.path', expect: '/zh/configuration/output/#outputpath', kind: 'typo'},
  {query: 'babel-laoder', expect: '/zh/loaders/babel-loader/', kind: 'typo'},
  {query: '代码分隔', expect: '/zh/guides/code-splitting/', kind: 'typo'},

  // Mixed and short queries
  {query: 'sourcemap', expect: '/zh/configuration/devtool/', kind: 'general'},
  {query: 'ts 配置文件', expect: '/zh/configuration/configuration-languages/#typescript', kind: 'general'},
  {query: 'mpa 多页面', expect: '/zh/concepts/entry-points/#multi-page-applications', kind: 'term'},
  {query: 'dll 插件', expect: '/zh/plugins/dll-plugin/', kind: 'package'},
];
