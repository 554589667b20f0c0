/**
 * Tenth held-out list of search queries, written on 2026-11-30 from the documentation pages only,
 * by a helper who saw neither the ranking code nor the other query lists, after the ranking changes
 * of that night. Run once, last; its figures are reported apart (README, search). Of the 50 + 50
 * queries written, those another list already asks on the same site are left out: popular queries
 * recur, and a query tuned for measures nothing.
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout10: readonly RelevanceQuery[] = [
  {query: 'watchOptions poll', expect: '/configuration/watch/#watchoptionspoll', kind: 'option'},
  {query: 'performance hints', expect: '/configuration/performance/#performancehints', kind: 'option'},
  {query: 'cache buildDependencies', expect: '/configuration/cache/#cachebuilddependencies', kind: 'option'},
  {query: 'externalsPresets', expect: '/configuration/externals/#externalspresets', kind: 'option'},
  {query: 'compilation.hooks.processAssets', expect: '/api/compilation-hooks/#processassets', kind: 'hook'},
  {query: 'html-webpack-plugin', expect: '/plugins/html-webpack-plugin/', kind: 'package'},
  {query: 'serve over https', expect: '/configuration/dev-server/#devserverserver', kind: 'task'},
  {
    query: 'watch not picking up file changes',
    expect: '/configuration/watch/#a-change-is-not-picked-up',
    kind: 'task',
  },
  {
    query: 'separate config for dev and production',
    expect: '/guides/production/#splitting-the-configuration',
    kind: 'task',
  },
  {query: 'publish my code as a library', expect: '/guides/author-libraries/', kind: 'task'},
  {
    query: 'Invalid options object. Dev Server has been initialized using an options object',
    expect: '/configuration/dev-server/#upgrading-from-webpack-dev-server-4',
    kind: 'error',
  },
  {
    query: 'asset size limit: The following asset(s) exceed the recommended size limit',
    expect: '/configuration/performance/',
    kind: 'error',
  },
  {query: 'sorce map', expect: '/configuration/devtool/', kind: 'typo'},
  {query: 'extrenals', expect: '/configuration/externals/', kind: 'typo'},
];

export const chineseHoldout10: readonly RelevanceQuery[] = [
  {query: '入口', expect: '/zh/concepts/entry-points/', kind: 'term'},
  {query: '出口', expect: '/zh/concepts/output/', kind: 'term'},
  {query: '垫片', expect: '/zh/guides/shimming/', kind: 'term'},
  {query: '术语表', expect: '/zh/glossary/', kind: 'title'},
  {query: 'devServer 代理', expect: '/zh/configuration/dev-server/#devserverproxy', kind: 'option'},
  {query: 'output.filename', expect: '/zh/configuration/output/#outputfilename', kind: 'option'},
  {
    query: 'resolve.extensions 扩展名',
    expect: '/zh/configuration/resolve/#resolveextensions',
    kind: 'option',
  },
  {
    query: 'optimization.minimizer',
    expect: '/zh/configuration/optimization/#optimizationminimizer',
    kind: 'option',
  },
  {query: 'watchOptions.ignored', expect: '/zh/configuration/watch/#watchoptionsignored', kind: 'option'},
  {query: 'processAssets 钩子', expect: '/zh/api/compilation-hooks/#processassets', kind: 'hook'},
  {query: 'this.async', expect: '/zh/api/loaders/#thisasync', kind: 'hook'},
  {query: 'webpack --env 参数', expect: '/zh/api/cli/#--env', kind: 'flag'},
  {query: 'webpack serve 命令', expect: '/zh/api/cli/#serve', kind: 'flag'},
  {query: '--json stats.json', expect: '/zh/api/cli/#stats-as-json', kind: 'flag'},
  {query: 'postcss-loader', expect: '/zh/loaders/postcss-loader/', kind: 'package'},
  {query: '打包速度太慢怎么优化', expect: '/zh/guides/build-performance/', kind: 'task'},
  {query: '本地开发怎么开启 https', expect: '/zh/configuration/dev-server/#devserverserver', kind: 'task'},
  {query: 'webpack5 迁移', expect: '/zh/migrate/5/', kind: 'task'},
  {
    query: '开发和生产环境配置分离',
    expect: '/zh/guides/production/#splitting-the-configuration',
    kind: 'task',
  },
  {query: '引入图片', expect: '/zh/guides/asset-management/#loading-images', kind: 'task'},
  {
    query: 'Invalid Host header',
    expect: '/zh/configuration/dev-server/#devserverallowedhosts',
    kind: 'error',
  },
  {
    query:
      "Module not found: Error: Can't resolve 'path' BREAKING CHANGE: webpack < 5 used to include polyfills",
    expect: '/zh/migrate/5/#nodejs-polyfills-are-no-longer-automatic',
    kind: 'error',
  },
  {
    query: 'Invalid configuration object. Webpack has been initialized using a configuration object',
    expect: '/zh/configuration/#loading-and-validation',
    kind: 'error',
  },
  {query: '代码分理', expect: '/zh/guides/code-splitting/', kind: 'typo'},
  {query: '环竟变量', expect: '/zh/guides/environment-variables/', kind: 'typo'},
];
