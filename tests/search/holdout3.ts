/**
 * Third held-out list of search queries. It was written from the documentation pages only, by
 * someone who had not seen the search ranking code or the other query lists. Each answer was chosen
 * by reading the pages. Run this list last and report its results separately from the others.
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout3: readonly RelevanceQuery[] = [
  // task: what the reader wants to get done, in their own words
  {
    query: "vendor hash changes even though I didn't touch node_modules",
    expect: '/guides/caching/',
    kind: 'task',
  },
  {
    query: 'page refresh gives 404 with client side routing on the dev server',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'task',
  },
  {
    query: 'forward /api calls to my backend while developing',
    expect: '/configuration/dev-server/#devserverproxy',
    kind: 'task',
  },
  {
    query: 'dev server running in docker not reachable from host machine',
    expect: '/configuration/dev-server/#inside-a-container-or-virtual-machine',
    kind: 'task',
  },
  {
    query: "saving a file in vim doesn't trigger a rebuild",
    expect: '/configuration/watch/#a-change-is-not-picked-up',
    kind: 'task',
  },
  {query: 'how do I make my webpack builds faster', expect: '/guides/build-performance/', kind: 'task'},
  {
    query: 'bundle my code as a library and publish it to npm',
    expect: '/guides/author-libraries/',
    kind: 'task',
  },
  {query: 'load a module only when the user clicks a button', expect: '/guides/lazy-loading/', kind: 'task'},
  {query: 'remove unused exports from the production bundle', expect: '/guides/tree-shaking/', kind: 'task'},
  {
    query: 'add a copyright comment to the top of every output file',
    expect: '/plugins/banner-plugin/',
    kind: 'task',
  },
  {query: 'load react from a CDN instead of bundling it', expect: '/configuration/externals/', kind: 'task'},
  {
    query: 'keep only the german and french moment locales',
    expect: '/plugins/context-replacement-plugin/',
    kind: 'task',
  },
  {
    query: 'import with @/ instead of ../../../',
    expect: '/configuration/resolve/#resolvealias',
    kind: 'task',
  },
  {query: 'run heavy computation in a background thread', expect: '/guides/web-workers/', kind: 'task'},
  {
    query: 'hot reload inside my own express server',
    expect: '/guides/hot-module-replacement/#using-hmr-without-webpack-dev-server',
    kind: 'task',
  },

  // error: messages pasted from the terminal or the browser
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default',
    expect: '/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {
    query: 'WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB)',
    expect: '/configuration/performance/',
    kind: 'error',
  },
  {query: 'Invalid Host header', expect: '/configuration/dev-server/#devserverallowedhosts', kind: 'error'},
  {
    query: 'Conflict: Multiple chunks emit assets to the same filename',
    expect: '/configuration/output/#outputfilename',
    kind: 'error',
  },
  {
    query: 'Watchpack polls the directories it cannot watch',
    expect: '/configuration/watch/#not-enough-watchers',
    kind: 'error',
  },
  {
    query:
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema',
    expect: '/configuration/#loading-and-validation',
    kind: 'error',
  },

  // typo
  {query: 'mini-css-extarct-plugin', expect: '/plugins/mini-css-extract-plugin/', kind: 'typo'},
  {query: 'code spliting', expect: '/guides/code-splitting/', kind: 'typo'},
  {query: 'devtool sorce map', expect: '/configuration/devtool/', kind: 'typo'},
  {query: 'enviroment variables', expect: '/guides/environment-variables/', kind: 'typo'},

  // option
  {
    query: "runtimeChunk: 'single'",
    expect: '/configuration/optimization/#optimizationruntimechunk',
    kind: 'option',
  },
  {query: 'output.chunkFilename', expect: '/configuration/output/#outputchunkfilename', kind: 'option'},
  {query: 'resolve.extensionAlias', expect: '/configuration/resolve/#resolveextensionalias', kind: 'option'},
  {query: 'module.noParse', expect: '/configuration/module/#modulenoparse', kind: 'option'},

  // hook
  {query: 'compiler.hooks.afterEmit', expect: '/api/compiler-hooks/#afteremit', kind: 'hook'},
  {
    query: 'PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE',
    expect: '/api/compilation-hooks/#processassets',
    kind: 'hook',
  },
  {
    query: 'normalModuleFactory.hooks.beforeResolve',
    expect: '/api/normalmodulefactory-hooks/#beforeresolve',
    kind: 'hook',
  },

  // flag
  {query: 'webpack --analyze', expect: '/api/cli/#bundle-analysis', kind: 'flag'},
  {query: '--config-node-env', expect: '/api/cli/#--config-node-env', kind: 'flag'},

  // package
  {query: 'thread-loader', expect: '/loaders/thread-loader/', kind: 'package'},
  {query: 'sass-loader', expect: '/loaders/sass-loader/', kind: 'package'},

  // term
  {
    query: 'module federation async boundary bootstrap.js',
    expect: '/concepts/module-federation/#the-asynchronous-boundary',
    kind: 'term',
  },
  {query: 'webpack runtime and manifest', expect: '/concepts/manifest/', kind: 'term'},

  // general
  {query: 'webpack vs rollup vs esbuild', expect: '/comparison/', kind: 'general'},

  // title
  {query: 'shimming', expect: '/guides/shimming/', kind: 'title'},
];

export const chineseHoldout3: readonly RelevanceQuery[] = [
  // task：用自己的话描述想做的事
  {query: '每次打包前清空 dist 目录', expect: '/zh/configuration/output/#outputclean', kind: 'task'},
  {
    query: 'devServer 跨域 代理后端接口',
    expect: '/zh/configuration/dev-server/#devserverproxy',
    kind: 'task',
  },
  {
    query: 'webpack-dev-server 启动后自动打开浏览器',
    expect: '/zh/configuration/dev-server/#devserveropen',
    kind: 'task',
  },
  {query: 'webpack 打包 css', expect: '/zh/guides/asset-management/#loading-css', kind: 'task'},
  {query: 'import 的时候省略 .ts 后缀', expect: '/zh/configuration/resolve/#resolveextensions', kind: 'task'},
  {query: '生产环境去掉 console.log', expect: '/zh/guides/production/#minification', kind: 'task'},
  {
    query: 'import() 动态导入 自定义 chunk 名字',
    expect: '/zh/api/module-methods/#webpackchunkname',
    kind: 'task',
  },
  {query: '配置 TypeScript 用 ts-loader', expect: '/zh/guides/typescript/', kind: 'task'},
  {query: '打包速度太慢 怎么优化', expect: '/zh/guides/build-performance/', kind: 'task'},
  {query: '打包时生成 .gz 文件', expect: '/zh/plugins/compression-webpack-plugin/', kind: 'task'},
  {query: '微前端 多个应用共享依赖', expect: '/zh/concepts/module-federation/', kind: 'task'},
  {query: '输出 ES module 格式的包', expect: '/zh/guides/esm-output/', kind: 'task'},
  {
    query: '运行时动态修改 publicPath',
    expect: '/zh/guides/public-path/#setting-the-path-at-run-time',
    kind: 'task',
  },
  {
    query: 'webpack.config.js 里 process.env.NODE_ENV 是 undefined',
    expect: '/zh/configuration/mode/#mode-and-processenvnode_env',
    kind: 'task',
  },
  {query: '自己写一个 webpack 插件', expect: '/zh/contribute/writing-a-plugin/', kind: 'task'},
  {query: '在 node 脚本里调用 webpack', expect: '/zh/api/node/', kind: 'task'},

  // error：从终端或浏览器复制的报错
  {
    query: "Module not found: Error: Can't resolve './utils' in '/app/src'",
    expect: '/zh/concepts/module-resolution/#when-resolution-fails',
    kind: 'error',
  },
  {
    query: 'Uncaught Error: Shared module is not available for eager consumption',
    expect: '/zh/concepts/module-federation/#troubleshooting',
    kind: 'error',
  },
  {
    query: 'is not exported under the conditions 报错',
    expect: '/zh/guides/package-exports/#troubleshooting',
    kind: 'error',
  },
  {
    query: "The 'mode' option has not been set, webpack will fallback to 'production' for this value",
    expect: '/zh/configuration/mode/',
    kind: 'error',
  },
  {
    query: 'ChunkLoadError 懒加载失败',
    expect: '/zh/guides/lazy-loading/#handling-loading-failures',
    kind: 'error',
  },

  // typo
  {
    query: 'hisotryApiFallback',
    expect: '/zh/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'typo',
  },
  {query: 'babel-loder', expect: '/zh/loaders/babel-loader/', kind: 'typo'},
  {query: 'externels 配置', expect: '/zh/configuration/externals/', kind: 'typo'},
  {query: 'splitchunk 插件', expect: '/zh/plugins/split-chunks-plugin/', kind: 'typo'},

  // option
  {query: 'output.library.type umd', expect: '/zh/configuration/output/#outputlibrarytype', kind: 'option'},
  {
    query: 'performance.hints 关闭警告',
    expect: '/zh/configuration/performance/#performancehints',
    kind: 'option',
  },
  {
    query: 'optimization.moduleIds',
    expect: '/zh/configuration/optimization/#optimizationmoduleids',
    kind: 'option',
  },
  {query: 'devServer.headers', expect: '/zh/configuration/dev-server/#devserverheaders', kind: 'option'},

  // hook
  {query: 'compiler.hooks.watchRun', expect: '/zh/api/compiler-hooks/#watchrun', kind: 'hook'},
  {
    query: 'compilation.hooks.optimizeChunks',
    expect: '/zh/api/compilation-hooks/#optimizechunks',
    kind: 'hook',
  },
  {query: 'parser.hooks.call', expect: '/zh/api/parser/#call', kind: 'hook'},

  // flag
  {query: 'webpack configtest 检查配置文件有没有写错', expect: '/zh/api/cli/#configtest', kind: 'flag'},
  {query: 'webpack --json 输出 stats.json', expect: '/zh/api/cli/#stats-as-json', kind: 'flag'},

  // package
  {query: 'postcss-loader autoprefixer', expect: '/zh/loaders/postcss-loader/', kind: 'package'},
  {query: 'eslint-webpack-plugin', expect: '/zh/plugins/eslint-webpack-plugin/', kind: 'package'},

  // term
  {query: '摇树优化', expect: '/zh/guides/tree-shaking/', kind: 'term'},
  {query: '热模块替换 原理', expect: '/zh/concepts/hot-module-replacement/', kind: 'term'},

  // general
  {query: 'webpack 和 vite 有什么区别', expect: '/zh/comparison/', kind: 'general'},

  // title
  {query: '依赖图', expect: '/zh/concepts/dependency-graph/', kind: 'title'},
];
