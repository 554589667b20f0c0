/**
 * Held-out relevance queries: written from the pages and the built site only, without looking at the
 * tuned queries (queries.ts) or at the ranking and index code. The search was not tuned on them; they
 * run last and are reported apart, as an estimate of how well the tuning generalises.
 *
 * Queries that the tuned list also holds (the same words typed, found independently) are left out:
 * they were tuned for, so they would not measure how the tuning generalises.
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout: readonly RelevanceQuery[] = [
  // Option paths
  {query: 'module.noParse', expect: '/configuration/module/#modulenoparse', kind: 'option'},
  {
    query: 'performance.maxAssetSize',
    expect: '/configuration/performance/#performancemaxassetsize',
    kind: 'option',
  },
  {query: 'entry dependOn', expect: '/configuration/entry-context/#entrynamedependon', kind: 'option'},

  // Hooks
  {query: 'afterEmit hook', expect: '/api/compiler-hooks/#afteremit', kind: 'hook'},
  {query: 'compilation.hooks.optimizeChunks', expect: '/api/compilation-hooks/#optimizechunks', kind: 'hook'},
  {
    query: 'normalModuleFactory beforeResolve',
    expect: '/api/normalmodulefactory-hooks/#beforeresolve',
    kind: 'hook',
  },
  {query: 'parser.hooks.importCall', expect: '/api/parser/#importcall', kind: 'hook'},

  // CLI flags
  {query: '--config-name', expect: '/api/cli/', kind: 'flag'},
  {query: '--merge', expect: '/api/cli/', kind: 'flag'},
  {query: '--fail-on-warnings', expect: '/api/cli/', kind: 'flag'},

  // Loaders and plugins, by package or class name

  // Page titles
  {query: 'Content Security Policies', expect: '/guides/csp/', kind: 'title'},
  {query: 'Logger Interface', expect: '/api/logging/', kind: 'title'},

  // General words

  // Task phrases
  {
    query: 'delete old files in dist before each build',
    expect: '/configuration/output/#outputclean',
    kind: 'task',
  },
  {query: 'load fonts', expect: '/guides/asset-management/', kind: 'task'},
  {query: 'typescript setup', expect: '/guides/typescript/', kind: 'task'},
  {query: 'bundle typescript without ts-loader', expect: '/guides/native-typescript/', kind: 'task'},
  {query: 'run code in a web worker', expect: '/guides/web-workers/', kind: 'task'},
  {query: 'speed up slow builds', expect: '/guides/build-performance/', kind: 'task'},
  {query: 'upgrade from webpack 4 to 5', expect: '/migrate/5/', kind: 'task'},
  {query: 'read variables from a .env file', expect: '/configuration/dotenv/', kind: 'task'},
  {query: 'inline small images as data urls', expect: '/guides/asset-modules/', kind: 'task'},
  {query: 'run webpack from a node script', expect: '/api/node/', kind: 'task'},

  // Pasted error messages
  {query: 'Invalid Host header', expect: '/configuration/dev-server/#devserverallowedhosts', kind: 'error'},
  {
    query: 'BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default',
    expect: '/migrate/5/',
    kind: 'error',
  },
  {
    query: 'failed to resolve only because it was resolved as fully specified',
    expect: '/guides/ecma-script-modules/',
    kind: 'error',
  },

  // Typos
  {query: 'html-webpak-plugin', expect: '/plugins/html-webpack-plugin/', kind: 'typo'},
  {
    query: 'histroyApiFallback',
    expect: '/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'typo',
  },
  {
    query: 'optimisation.minimizer',
    expect: '/configuration/optimization/#optimizationminimizer',
    kind: 'typo',
  },

  // Terms
  {query: 'scope hoisting', expect: '/plugins/module-concatenation-plugin/', kind: 'term'},
  {query: 'tapable', expect: '/api/plugins/', kind: 'term'},
  {query: 'runtime chunk', expect: '/configuration/optimization/#optimizationruntimechunk', kind: 'term'},
];

export const chineseHoldout: readonly RelevanceQuery[] = [
  // Chinese terms from the glossary
  {query: '持久化缓存', expect: '/zh/configuration/cache/', kind: 'term'},
  {query: '魔法注释', expect: '/zh/api/module-methods/', kind: 'term'},
  {query: '类型剥离', expect: '/zh/guides/native-typescript/', kind: 'term'},
  {query: '桶文件', expect: '/zh/guides/tree-shaking/', kind: 'term'},

  // Chinese page titles
  {query: '基础设施日志', expect: '/zh/configuration/infrastructureLogging/', kind: 'title'},
  {query: '渐进式 Web 应用', expect: '/zh/guides/progressive-web-application/', kind: 'title'},
  {query: '揭示内部原理', expect: '/zh/concepts/under-the-hood/', kind: 'title'},

  // Mixed Chinese and English
  {query: 'devServer 端口', expect: '/zh/configuration/dev-server/#devserverport', kind: 'option'},
  {query: 'compiler 钩子 done', expect: '/zh/api/compiler-hooks/#done', kind: 'hook'},
  {query: 'loader 上下文', expect: '/zh/api/loaders/', kind: 'general'},
  {query: 'source map 配置', expect: '/zh/configuration/devtool/', kind: 'general'},
  {query: 'tree shaking 不生效', expect: '/zh/guides/tree-shaking/', kind: 'general'},
  {query: 'babel-loader 配置', expect: '/zh/loaders/babel-loader/', kind: 'package'},
  {query: 'HtmlWebpackPlugin 用法', expect: '/zh/plugins/html-webpack-plugin/', kind: 'package'},
  {query: 'webpack 5 升级', expect: '/zh/migrate/5/', kind: 'task'},

  // Chinese task phrases
  {query: '如何清理 dist 目录', expect: '/zh/configuration/output/#outputclean', kind: 'task'},
  {query: '加载字体', expect: '/zh/guides/asset-management/', kind: 'task'},
  {query: '提高构建速度', expect: '/zh/guides/build-performance/', kind: 'task'},
  {query: '怎么开启 HMR', expect: '/zh/guides/hot-module-replacement/', kind: 'task'},
  {
    query: '单页应用刷新页面 404',
    expect: '/zh/configuration/dev-server/#devserverhistoryapifallback',
    kind: 'task',
  },
  {query: '监听时忽略 node_modules', expect: '/zh/configuration/watch/#watchoptionsignored', kind: 'task'},
  {query: '在 Web Worker 中运行代码', expect: '/zh/guides/web-workers/', kind: 'task'},
  {query: '用 TypeScript 编写代码', expect: '/zh/guides/typescript/', kind: 'task'},

  // Error message pasted into the Chinese site
  {
    query: 'Shared module is not available for eager consumption 报错',
    expect: '/zh/concepts/module-federation/',
    kind: 'error',
  },
];
