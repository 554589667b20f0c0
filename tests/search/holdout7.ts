/**
 * Seventh held-out list of search queries, written on 2026-11-29 from the documentation pages only, by
 * a helper who saw neither the ranking code nor the other query lists. Run once, last; its figures
 * are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout7: readonly RelevanceQuery[] = [
  // Option paths, hooks, CLI flags, loader and plugin names
  {
    query: 'splitChunks.cacheGroups',
    expect: '/configuration/optimization/#optimizationsplitchunkscachegroups',
    kind: 'option',
  },
  {
    query: 'devServer.historyApiFallback',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'option',
  },
  {query: 'watchOptions.ignored', expect: '/configuration/watch/#watchoptionsignored', kind: 'option'},
  {query: 'webpackChunkName', expect: '/api/module-methods/#webpackchunkname', kind: 'option'},
  {query: 'thisCompilation', expect: '/api/compiler-hooks/#thiscompilation', kind: 'hook'},
  {query: 'processAssets hook', expect: '/api/compilation-hooks/#processassets', kind: 'hook'},
  {query: '--env', expect: '/api/cli/#--env', kind: 'flag'},
  {query: 'webpack configtest', expect: '/api/cli/#configtest', kind: 'flag'},
  {query: 'mini-css-extract-plugin', expect: '/plugins/mini-css-extract-plugin/', kind: 'package'},
  {query: 'thread-loader', expect: '/loaders/thread-loader/', kind: 'package'},

  // General words and page titles
  {query: 'tree shaking', expect: '/guides/tree-shaking/', kind: 'general'},
  {query: 'Content Security Policy', expect: '/guides/csp/', kind: 'title'},
  {query: 'glossary', expect: '/glossary/', kind: 'title'},
  {query: 'dependency graph', expect: '/concepts/dependency-graph/', kind: 'title'},
  {query: 'web workers', expect: '/guides/web-workers/', kind: 'general'},

  // Tasks
  {
    query: 'how to clean the dist folder before each build',
    expect: '/configuration/output/#outputclean',
    kind: 'task',
  },
  {
    query: 'forward /api requests to a backend server in development',
    expect: '/configuration/dev-server/#devserverproxy',
    kind: 'task',
  },
  {
    query: 'add a content hash to file names so browsers cache them',
    expect: '/guides/caching/',
    kind: 'task',
  },
  {query: 'inline small images as data URLs', expect: '/guides/asset-modules/', kind: 'task'},
  {
    query: 'bundle a library that works with import and require',
    expect: '/guides/author-libraries/',
    kind: 'task',
  },
  {query: 'load react from a CDN instead of bundling it', expect: '/configuration/externals/', kind: 'task'},
  {
    query: 'open the browser automatically when the dev server starts',
    expect: '/configuration/dev-server/#devserveropen',
    kind: 'task',
  },
  {query: 'change dev server port', expect: '/configuration/dev-server/#devserverport', kind: 'task'},
  {query: 'how to make the build faster', expect: '/guides/build-performance/', kind: 'task'},
  {query: 'load a module only when a button is clicked', expect: '/guides/lazy-loading/', kind: 'task'},
  {query: 'remove console.log in production build', expect: '/plugins/terser-webpack-plugin/', kind: 'task'},
  {
    query: 'put the runtime code in a separate chunk',
    expect: '/configuration/optimization/#optimizationruntimechunk',
    kind: 'task',
  },
  {query: 'how do I write a custom loader', expect: '/contribute/writing-a-loader/', kind: 'task'},
  {
    query: 'serve the dev server over https',
    expect: '/configuration/dev-server/#devserverserver',
    kind: 'task',
  },
  {query: 'use polling to watch files', expect: '/configuration/watch/#watchoptionspoll', kind: 'task'},
  {
    query: 'generate a manifest.json that maps file names to hashed names',
    expect: '/plugins/manifest-plugin/',
    kind: 'task',
  },
  {query: 'import yaml files', expect: '/guides/asset-management/', kind: 'task'},
  {query: 'ignore moment.js locales', expect: '/plugins/ignore-plugin/', kind: 'task'},
  {query: 'show build progress percentage', expect: '/plugins/progress-plugin/', kind: 'task'},
  {
    query: 'add a license banner comment at the top of every bundle',
    expect: '/plugins/banner-plugin/',
    kind: 'task',
  },

  // Pasted error messages
  {
    query: 'Shared module is not available for eager consumption',
    expect: '/concepts/module-federation/',
    kind: 'error',
  },
  {
    query: 'Conflict: Multiple chunks emit assets to the same filename',
    expect: '/configuration/output/#outputfilename',
    kind: 'error',
  },
  {
    query: "The 'mode' option has not been set, webpack will fallback to 'production' for this value",
    expect: '/configuration/mode/',
    kind: 'error',
  },
  {query: 'Invalid Host header', expect: '/configuration/dev-server/#devserverallowedhosts', kind: 'error'},
  {
    query:
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.',
    expect: '/configuration/',
    kind: 'error',
  },

  // Typos
  {query: 'resolve.extentions', expect: '/configuration/resolve/#resolveextensions', kind: 'typo'},
  {query: 'devtoll', expect: '/configuration/devtool/', kind: 'typo'},
  {query: 'html-webpak-plugin', expect: '/plugins/html-webpack-plugin/', kind: 'typo'},
  {query: 'output.chunkFilname', expect: '/configuration/output/#outputchunkfilename', kind: 'typo'},
  {query: 'extenals', expect: '/configuration/externals/', kind: 'typo'},

  // More of what users type most: short names and words
  {query: 'DefinePlugin', expect: '/plugins/define-plugin/', kind: 'package'},
  {query: 'babel', expect: '/loaders/babel-loader/', kind: 'term'},
  {query: 'sass', expect: '/loaders/sass-loader/', kind: 'term'},
  {query: 'entry', expect: '/configuration/entry-context/#entry', kind: 'option'},
  {query: 'target node', expect: '/configuration/target/#target', kind: 'option'},
];

export const chineseHoldout7: readonly RelevanceQuery[] = [
  // Option paths, hooks, CLI flags, loader and plugin names
  {query: 'devServer.hot', expect: '/zh/configuration/dev-server/#devserverhot', kind: 'option'},
  {
    query: 'splitChunks.chunks',
    expect: '/zh/configuration/optimization/#optimizationsplitchunkschunks',
    kind: 'option',
  },
  {query: 'resolve.mainFields', expect: '/zh/configuration/resolve/#resolvemainfields', kind: 'option'},
  {query: 'output.library.type', expect: '/zh/configuration/output/#outputlibrarytype', kind: 'option'},
  {query: 'module.noParse', expect: '/zh/configuration/module/#modulenoparse', kind: 'option'},
  {query: 'afterEmit 钩子', expect: '/zh/api/compiler-hooks/#afteremit', kind: 'hook'},
  {query: 'webpack serve', expect: '/zh/api/cli/#serve', kind: 'flag'},
  {query: 'css-loader', expect: '/zh/loaders/css-loader/', kind: 'package'},
  {query: 'copy-webpack-plugin', expect: '/zh/plugins/copy-webpack-plugin/', kind: 'package'},
  {query: 'HtmlWebpackPlugin', expect: '/zh/plugins/html-webpack-plugin/', kind: 'package'},

  // General words and page titles
  {query: '内容安全策略', expect: '/zh/guides/csp/', kind: 'title'},
  {query: '公共路径', expect: '/zh/guides/public-path/', kind: 'title'},
  {query: '依赖图', expect: '/zh/concepts/dependency-graph/', kind: 'title'},
  {query: '模块解析', expect: '/zh/concepts/module-resolution/', kind: 'title'},
  {query: '持久化缓存', expect: '/zh/configuration/cache/', kind: 'general'},

  // Tasks
  {query: '打包前清空 dist 目录', expect: '/zh/configuration/output/#outputclean', kind: 'task'},
  {query: '怎么配置路径别名 @', expect: '/zh/configuration/resolve/#resolvealias', kind: 'task'},
  {query: '修改 devServer 端口', expect: '/zh/configuration/dev-server/#devserverport', kind: 'task'},
  {query: '生产环境去掉 console', expect: '/zh/plugins/terser-webpack-plugin/', kind: 'task'},
  {query: '小图片转 base64', expect: '/zh/guides/asset-modules/', kind: 'task'},
  {
    query: 'history 路由刷新 404',
    expect: '/zh/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'task',
  },
  {query: '如何配置 source map', expect: '/zh/configuration/devtool/', kind: 'task'},
  {query: '如何编写一个插件', expect: '/zh/contribute/writing-a-plugin/', kind: 'task'},
  {query: '打包太慢怎么优化', expect: '/zh/guides/build-performance/', kind: 'task'},
  {query: '多线程打包', expect: '/zh/loaders/thread-loader/', kind: 'task'},
  {query: 'webpack4 升级到 webpack5', expect: '/zh/migrate/5/', kind: 'task'},
  {query: '第三方库不打包 用 CDN 引入', expect: '/zh/configuration/externals/', kind: 'task'},
  {query: '定义全局常量', expect: '/zh/plugins/define-plugin/', kind: 'task'},
  {query: '读取 .env 文件', expect: '/zh/configuration/dotenv/', kind: 'task'},
  {query: '打包 web worker', expect: '/zh/guides/web-workers/', kind: 'task'},
  {query: '在 node 脚本里调用 webpack', expect: '/zh/api/node/', kind: 'task'},
  {query: '文件名加 contenthash 做长期缓存', expect: '/zh/guides/caching/', kind: 'task'},
  {query: '打包生成 gz 文件', expect: '/zh/plugins/compression-webpack-plugin/', kind: 'task'},
  {query: '压缩图片', expect: '/zh/plugins/image-minimizer-webpack-plugin/', kind: 'task'},
  {query: '输出 ES module 格式的 bundle', expect: '/zh/guides/esm-output/', kind: 'task'},

  // Pasted error messages
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default',
    expect: '/zh/migrate/5/',
    kind: 'error',
  },
  {
    query: "Should not import the named export 'name' (imported as 'name') from default-exporting module",
    expect: '/zh/configuration/module/#moduleparserjsonnamedexports',
    kind: 'error',
  },
  {
    query: 'WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).',
    expect: '/zh/configuration/performance/',
    kind: 'error',
  },
  {query: 'ChunkLoadError: Loading chunk 123 failed.', expect: '/zh/guides/lazy-loading/', kind: 'error'},
  {
    query: 'EnvironmentPlugin - API_URL environment variable is undefined.',
    expect: '/zh/plugins/environment-plugin/',
    kind: 'error',
  },

  // Typos
  {query: '代码分里', expect: '/zh/guides/code-splitting/', kind: 'typo'},
  {
    query: 'optimzation.splitChunks',
    expect: '/zh/configuration/optimization/#optimizationsplitchunks',
    kind: 'typo',
  },
  {query: 'mini-css-extact-plugin', expect: '/zh/plugins/mini-css-extract-plugin/', kind: 'typo'},
  {query: '模快联邦', expect: '/zh/concepts/module-federation/', kind: 'typo'},
  {query: 'babel-laoder', expect: '/zh/loaders/babel-loader/', kind: 'typo'},

  // More of what users type most: short terms
  {query: '摇树优化', expect: '/zh/guides/tree-shaking/', kind: 'term'},
  {query: 'scss', expect: '/zh/loaders/sass-loader/', kind: 'term'},
  {query: 'postcss autoprefixer', expect: '/zh/loaders/postcss-loader/', kind: 'term'},
  {query: 'PWA', expect: '/zh/guides/progressive-web-application/', kind: 'term'},
  {query: 'less', expect: '/zh/loaders/less-loader/', kind: 'term'},
];
