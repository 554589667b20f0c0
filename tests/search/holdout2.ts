/**
 * A second held-out list of search queries, written without seeing the ranking, the README's search
 * section, the search synonyms or the other query lists. Each answer was chosen by reading the pages
 * and checked against the built site. Run it once and report its result apart from the tuned lists.
 *
 * Queries that the tuned list or the first held-out list also holds are left out.
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout2: readonly RelevanceQuery[] = [
  // Option paths and option names
  {query: 'output.path', expect: '/configuration/output/#outputpath', kind: 'option'},
  {query: 'module.generator', expect: '/configuration/module/#modulegenerator', kind: 'option'},
  {query: 'resolve.mainFields', expect: '/configuration/resolve/#resolvemainfields', kind: 'option'},
  {
    query: 'optimization.usedExports',
    expect: '/configuration/optimization/#optimizationusedexports',
    kind: 'option',
  },
  {query: 'devServer.static', expect: '/configuration/dev-server/#devserverstatic', kind: 'option'},
  {query: 'experiments.outputModule', expect: '/configuration/output/#outputmodule', kind: 'option'},
  {query: 'externalsType', expect: '/configuration/externals/#externalstype', kind: 'option'},
  {
    query: 'snapshot managedPaths',
    expect: '/configuration/other-options/#snapshotmanagedpaths',
    kind: 'option',
  },
  {
    query: 'historyApiFallback',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'option',
  },
  {
    query: 'performance maxAssetSize',
    expect: '/configuration/performance/#performancemaxassetsize',
    kind: 'option',
  },
  {query: 'rules oneOf', expect: '/configuration/module/#ruleoneof', kind: 'option'},
  // Hooks and API names
  {query: 'compiler.hooks.afterEmit', expect: '/api/compiler-hooks/#afteremit', kind: 'hook'},
  {query: 'this.getOptions', expect: '/api/loaders/#thisgetoptionsschema', kind: 'hook'},
  // CLI flags
  {query: '--env production', expect: '/api/cli/#--env', kind: 'flag'},
  {query: 'webpack --merge', expect: '/api/cli/', kind: 'flag'},
  // Loaders and plugins
  {query: 'babel loader', expect: '/loaders/babel-loader/', kind: 'package'},
  {query: 'postcss-loader autoprefixer', expect: '/loaders/postcss-loader/', kind: 'package'},
  // Task phrases
  {query: 'cache busting file names', expect: '/guides/caching/', kind: 'task'},
  {query: 'multi page app with several entries', expect: '/concepts/entry-points/', kind: 'task'},
  {
    query: 'pass variables from the command line to the config',
    expect: '/guides/environment-variables/',
    kind: 'task',
  },
  {query: 'publish a library as umd', expect: '/guides/author-libraries/', kind: 'task'},
  {query: 'make the build faster', expect: '/guides/build-performance/', kind: 'task'},
  {query: 'separate dev and prod config', expect: '/guides/production/', kind: 'task'},
  {
    query: 'proxy api requests to a backend',
    expect: '/configuration/dev-server/#devserverproxy',
    kind: 'task',
  },
  {query: 'load a module when a button is clicked', expect: '/guides/lazy-loading/', kind: 'task'},
  {query: 'inline small images as base64', expect: '/guides/asset-modules/', kind: 'task'},
  // Pasted errors and warnings
  {
    query: "The 'mode' option has not been set, webpack will fallback to 'production' for this value",
    expect: '/configuration/mode/',
    kind: 'error',
  },
  // Typos and general words
  {query: 'tree shacking', expect: '/guides/tree-shaking/', kind: 'typo'},
  {query: 'modul federation', expect: '/concepts/module-federation/', kind: 'typo'},
  {query: 'polyfills', expect: '/guides/shimming/', kind: 'general'},
];

export const chineseHoldout2: readonly RelevanceQuery[] = [
  // Glossary terms
  {query: '裸模块说明符', expect: '/zh/guides/modern-web-platform/', kind: 'term'},
  {query: '实时重新加载', expect: '/zh/configuration/dev-server/#devserverlivereload', kind: 'term'},
  {query: '模块热替换 原理', expect: '/zh/concepts/hot-module-replacement/', kind: 'term'},
  {query: '代码分割', expect: '/zh/guides/code-splitting/', kind: 'term'},
  {query: '摇树优化', expect: '/zh/guides/tree-shaking/', kind: 'term'},
  {query: '模块联合', expect: '/zh/concepts/module-federation/', kind: 'term'},
  // Task phrases
  {query: '如何配置多个入口', expect: '/zh/concepts/entry-points/', kind: 'task'},
  {query: '从 webpack 4 升级到 5', expect: '/zh/migrate/5/', kind: 'task'},
  {query: '开发时代理接口请求', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'task'},
  {query: '加快构建速度', expect: '/zh/guides/build-performance/', kind: 'task'},
  {query: '拆分开发环境和生产环境的配置', expect: '/zh/guides/production/', kind: 'task'},
  {query: '每次构建前清空输出目录', expect: '/zh/configuration/output/#outputclean', kind: 'task'},
  {query: '把小图片内联为 data URL', expect: '/zh/guides/asset-modules/', kind: 'task'},
  // Mixed Chinese and English
  {query: 'resolve.alias 别名', expect: '/zh/configuration/resolve/#resolvealias', kind: 'option'},
  {query: 'output.publicPath 公共路径', expect: '/zh/configuration/output/#outputpublicpath', kind: 'option'},
  {query: 'cache.type 文件系统缓存', expect: '/zh/configuration/cache/#cachetype', kind: 'option'},
  {
    query: 'optimization.runtimeChunk 运行时',
    expect: '/zh/configuration/optimization/#optimizationruntimechunk',
    kind: 'option',
  },
  {query: 'webpackChunkName 魔法注释', expect: '/zh/api/module-methods/#webpackchunkname', kind: 'hook'},
  {query: 'compiler.hooks.done 钩子', expect: '/zh/api/compiler-hooks/#done', kind: 'hook'},
  {query: 'loader 上下文 this.async', expect: '/zh/api/loaders/#thisasync', kind: 'hook'},
  {query: '--env 参数', expect: '/zh/api/cli/#--env', kind: 'flag'},
  {query: '怎么用 sass-loader', expect: '/zh/loaders/sass-loader/', kind: 'package'},
  {query: 'DefinePlugin 定义全局常量', expect: '/zh/plugins/define-plugin/', kind: 'package'},
  {query: 'HtmlWebpackPlugin 模板', expect: '/zh/plugins/html-webpack-plugin/', kind: 'package'},
  // Pasted errors
  {query: "The 'mode' option has not been set", expect: '/zh/configuration/mode/', kind: 'error'},
  {query: 'ChunkLoadError 报错', expect: '/zh/guides/lazy-loading/', kind: 'error'},
  // Typos
  {query: '环境变亮', expect: '/zh/guides/environment-variables/', kind: 'typo'},
];
