/**
 * Sixth held-out list of search queries, written on 2026-11-29 from the documentation pages only, by
 * a helper who saw neither the ranking code nor the other query lists. Run once, last; its figures
 * are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout6: readonly RelevanceQuery[] = [
  // Options, hooks, flags, packages
  {
    query: 'devServer.historyApiFallback',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'option',
  },
  {query: 'resolve.extensions', expect: '/configuration/resolve/#resolveextensions', kind: 'option'},
  {
    query: 'splitChunks cacheGroups',
    expect: '/configuration/optimization/#optimizationsplitchunkscachegroups',
    kind: 'option',
  },
  {query: 'watchOptions.poll', expect: '/configuration/watch/#watchoptionspoll', kind: 'option'},
  {query: 'externalsPresets node', expect: '/configuration/externals/#externalspresetsnode', kind: 'option'},
  {query: 'webpackChunkName', expect: '/api/module-methods/#webpackchunkname', kind: 'option'},
  {query: 'processAssets', expect: '/api/compilation-hooks/#processassets', kind: 'hook'},
  {query: 'compiler.hooks.afterEmit', expect: '/api/compiler-hooks/#afteremit', kind: 'hook'},
  {query: '--config-node-env', expect: '/api/cli/#--config-node-env', kind: 'flag'},
  {query: 'webpack --json stats', expect: '/api/cli/#stats-as-json', kind: 'flag'},
  {query: 'mini-css-extract-plugin', expect: '/plugins/mini-css-extract-plugin/', kind: 'package'},
  {query: 'ProvidePlugin', expect: '/plugins/provide-plugin/', kind: 'package'},
  // General words and page titles
  {query: 'tree shaking', expect: '/guides/tree-shaking/', kind: 'title'},
  {query: 'content security policy', expect: '/guides/csp/', kind: 'title'},
  {query: 'web workers', expect: '/guides/web-workers/', kind: 'title'},
  {query: 'dependency graph', expect: '/concepts/dependency-graph/', kind: 'general'},
  {query: 'shimming', expect: '/guides/shimming/', kind: 'title'},
  // Tasks
  {
    query: 'how to proxy api requests to my backend',
    expect: '/configuration/dev-server/#devserverproxy',
    kind: 'task',
  },
  {query: 'clean dist folder before each build', expect: '/configuration/output/#outputclean', kind: 'task'},
  {
    query: 'inline small svg as data uri',
    expect: '/guides/asset-modules/#inlining-files-with-assetinline',
    kind: 'task',
  },
  {query: 'source maps in production', expect: '/guides/production/#source-maps', kind: 'task'},
  {query: 'how do I load fonts', expect: '/guides/asset-management/#loading-fonts', kind: 'task'},
  {query: 'alias @ to src folder', expect: '/configuration/resolve/#resolvealias', kind: 'task'},
  {
    query: 'content hash in filename for cache busting',
    expect: '/guides/caching/#output-filenames',
    kind: 'task',
  },
  {query: 'enable gzip in dev server', expect: '/configuration/dev-server/#devservercompress', kind: 'task'},
  {
    query: 'use tsconfig paths with webpack',
    expect: '/guides/typescript/#path-aliases-from-tsconfigjson',
    kind: 'task',
  },
  {query: 'change dev server port', expect: '/configuration/dev-server/#devserverport', kind: 'task'},
  {
    query: 'disable error overlay in browser',
    expect: '/configuration/dev-server/#devserverclientoverlay',
    kind: 'task',
  },
  {query: 'copy static files to output directory', expect: '/plugins/copy-webpack-plugin/', kind: 'task'},
  {query: 'how to publish a library with webpack', expect: '/guides/author-libraries/', kind: 'task'},
  {query: 'remove moment.js locales from bundle', expect: '/plugins/ignore-plugin/', kind: 'task'},
  {query: 'run webpack from a node script', expect: '/api/node/', kind: 'task'},
  {
    query: 'persistent filesystem cache to speed up rebuilds',
    expect: '/configuration/cache/#filesystem-cache',
    kind: 'task',
  },
  {query: 'add a license banner to the top of every bundle', expect: '/plugins/banner-plugin/', kind: 'task'},
  {query: 'module.hot.accept a dependency', expect: '/api/hot-module-replacement/#accept', kind: 'task'},
  {
    query: 'mark my package as side effect free',
    expect: '/guides/tree-shaking/#modules-with-side-effects',
    kind: 'task',
  },
  {
    query: 'generate index.html with the script tags injected',
    expect: '/plugins/html-webpack-plugin/',
    kind: 'task',
  },
  // Pasted error messages
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default',
    expect: '/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {query: 'Invalid Host header', expect: '/configuration/dev-server/#devserverallowedhosts', kind: 'error'},
  {
    query: 'Conflict: Multiple chunks emit assets to the same filename',
    expect: '/configuration/output/#outputfilename',
    kind: 'error',
  },
  {
    query: "The request './utils' failed to resolve only because it was resolved as fully specified",
    expect: '/configuration/resolve/#resolvefullyspecified',
    kind: 'error',
  },
  {
    query: 'ChunkLoadError: Loading chunk 42 failed.',
    expect: '/guides/lazy-loading/#handling-loading-failures',
    kind: 'error',
  },
  // Typos
  {query: 'devtol', expect: '/configuration/devtool/', kind: 'typo'},
  {
    query: 'histroyApiFallback',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'typo',
  },
  {query: 'code spliting', expect: '/guides/code-splitting/', kind: 'typo'},
  {query: 'resovle alias', expect: '/configuration/resolve/#resolvealias', kind: 'typo'},
  {query: 'output.publicPth', expect: '/configuration/output/#outputpublicpath', kind: 'typo'},
  // More of what users type most
  {query: 'output.library', expect: '/configuration/output/#outputlibrary', kind: 'option'},
  {query: 'module.noParse', expect: '/configuration/module/#modulenoparse', kind: 'option'},
  {query: 'output ES modules instead of commonjs', expect: '/guides/esm-output/', kind: 'task'},
];

export const chineseHoldout6: readonly RelevanceQuery[] = [
  // 选项、钩子、命令行参数、包
  {query: 'output.publicPath', expect: '/zh/configuration/output/#outputpublicpath', kind: 'option'},
  {query: 'resolve.fallback', expect: '/zh/configuration/resolve/#resolvefallback', kind: 'option'},
  {query: 'runtimeChunk', expect: '/zh/configuration/optimization/#optimizationruntimechunk', kind: 'option'},
  {query: 'oneOf', expect: '/zh/configuration/module/#ruleoneof', kind: 'option'},
  {query: 'devServer.static', expect: '/zh/configuration/dev-server/#devserverstatic', kind: 'option'},
  {query: 'thisCompilation 钩子', expect: '/zh/api/compiler-hooks/#thiscompilation', kind: 'hook'},
  {query: 'optimizeChunks', expect: '/zh/api/compilation-hooks/#optimizechunks', kind: 'hook'},
  {query: '--merge 合并配置', expect: '/zh/api/cli/#choosing-and-combining-configurations', kind: 'flag'},
  {query: 'css-loader', expect: '/zh/loaders/css-loader/', kind: 'package'},
  {query: 'terser-webpack-plugin', expect: '/zh/plugins/terser-webpack-plugin/', kind: 'package'},
  {query: 'DefinePlugin', expect: '/zh/plugins/define-plugin/', kind: 'package'},
  // 通用词、页面标题
  {query: '懒加载', expect: '/zh/guides/lazy-loading/', kind: 'title'},
  {query: '依赖图', expect: '/zh/concepts/dependency-graph/', kind: 'title'},
  {query: '资源模块', expect: '/zh/guides/asset-modules/', kind: 'title'},
  {query: '渐进式 Web 应用', expect: '/zh/guides/progressive-web-application/', kind: 'title'},
  {query: '模块解析', expect: '/zh/concepts/module-resolution/', kind: 'general'},
  // 任务
  {query: 'webpack 配置代理解决跨域', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'task'},
  {query: '如何配置路径别名 @', expect: '/zh/configuration/resolve/#resolvealias', kind: 'task'},
  {query: '打包前清空 dist 目录', expect: '/zh/configuration/output/#outputclean', kind: 'task'},
  {query: '怎么把 css 提取成单独的文件', expect: '/zh/plugins/mini-css-extract-plugin/', kind: 'task'},
  {
    query: '图片转 base64 内联',
    expect: '/zh/guides/asset-modules/#inlining-files-with-assetinline',
    kind: 'task',
  },
  {query: '生产环境 source map 怎么配', expect: '/zh/guides/production/#source-maps', kind: 'task'},
  {query: '修改 dev server 端口', expect: '/zh/configuration/dev-server/#devserverport', kind: 'task'},
  {
    query: 'history 路由刷新 404',
    expect: '/zh/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'task',
  },
  {query: '文件名加 contenthash 做长效缓存', expect: '/zh/guides/caching/#output-filenames', kind: 'task'},
  {query: 'webpack 如何打包 typescript', expect: '/zh/guides/typescript/', kind: 'task'},
  {query: 'react 不打包 用 cdn 引入', expect: '/zh/configuration/externals/#externals', kind: 'task'},
  {query: '全局注入 jquery 的 $', expect: '/zh/plugins/provide-plugin/', kind: 'task'},
  {query: '打包产物 gzip 压缩', expect: '/zh/plugins/compression-webpack-plugin/', kind: 'task'},
  {query: '开启持久化缓存 加快二次构建', expect: '/zh/configuration/cache/#filesystem-cache', kind: 'task'},
  {query: '如何编写一个 loader', expect: '/zh/contribute/writing-a-loader/', kind: 'task'},
  {query: '怎么写 webpack 插件', expect: '/zh/contribute/writing-a-plugin/', kind: 'task'},
  {
    query: '关闭 资源体积过大 的性能提示',
    expect: '/zh/configuration/performance/#performancehints',
    kind: 'task',
  },
  {query: '自动生成 html 文件', expect: '/zh/plugins/html-webpack-plugin/', kind: 'task'},
  {
    query: 'docker 里监听文件变化不生效 轮询',
    expect: '/zh/configuration/watch/#watchoptionspoll',
    kind: 'task',
  },
  {query: '复制静态资源到 dist', expect: '/zh/plugins/copy-webpack-plugin/', kind: 'task'},
  // 粘贴的报错信息
  {
    query:
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.',
    expect: '/zh/configuration/#loading-and-validation',
    kind: 'error',
  },
  {
    query: 'WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).',
    expect: '/zh/configuration/performance/',
    kind: 'error',
  },
  {
    query: "Module not found: Error: Can't resolve './utils' in '/app/src'",
    expect: '/zh/concepts/module-resolution/#when-resolution-fails',
    kind: 'error',
  },
  {
    query: 'Critical dependency: the request of a dependency is an expression',
    expect: '/zh/guides/dependency-management/#dynamic-expressions-in-require-and-import',
    kind: 'error',
  },
  {query: "The 'mode' option has not been set", expect: '/zh/configuration/mode/', kind: 'error'},
  // 错别字
  {query: 'devserver.prxy', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'typo'},
  {query: 'extenals', expect: '/zh/configuration/externals/#externals', kind: 'typo'},
  {query: 'sass-loder', expect: '/zh/loaders/sass-loader/', kind: 'typo'},
  {query: '懒家载', expect: '/zh/guides/lazy-loading/', kind: 'typo'},
  {
    query: 'optimiztion.minimizer',
    expect: '/zh/configuration/optimization/#optimizationminimizer',
    kind: 'typo',
  },
  // 其他常见输入
  {query: 'webpack 4 升级到 5', expect: '/zh/migrate/5/', kind: 'task'},
  {query: 'web worker 怎么用', expect: '/zh/guides/web-workers/', kind: 'task'},
  {query: '开发服务器 配置 https', expect: '/zh/configuration/dev-server/#devserverserver', kind: 'task'},
  {
    query: 'splitChunks.chunks',
    expect: '/zh/configuration/optimization/#optimizationsplitchunkschunks',
    kind: 'option',
  },
];
