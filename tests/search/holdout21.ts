/**
 * Twenty-first held-out list of search queries, written on 2026-12-02 by a helper who saw the pages and
 * the earlier lists' queries (to avoid repeats) but neither the ranking code nor any search result.
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout21: readonly RelevanceQuery[] = [
  // option
  {query: 'node.global', expect: '/configuration/node/#nodeglobal', kind: 'option'},
  {query: 'resolve.preferAbsolute', expect: '/configuration/resolve/#resolvepreferabsolute', kind: 'option'},
  {query: 'stats.moduleTrace', expect: '/configuration/stats/#statsmoduletrace', kind: 'option'},
  {query: 'output.html.inject head', expect: '/configuration/output/#outputhtmlinject', kind: 'option'},
  // hook
  {query: 'compilation.hooks.runtimeModule', expect: '/api/compilation-hooks/#runtimemodule', kind: 'hook'},
  {
    query: 'module.hot.removeStatusHandler',
    expect: '/api/hot-module-replacement/#removestatushandler',
    kind: 'hook',
  },
  {query: 'this.resourcePath in a loader', expect: '/api/loaders/#thisresourcepath', kind: 'hook'},
  {query: 'compilation.getPath', expect: '/api/compilation-object/#getpath', kind: 'hook'},
  // flag
  {query: 'webpack --output-library-type umd', expect: '/api/cli/#outputlibrary', kind: 'flag'},
  {query: '--performance-max-entrypoint-size', expect: '/api/cli/#performance', kind: 'flag'},
  {query: '--output-html-title', expect: '/api/cli/#outputhtml', kind: 'flag'},
  // package
  {
    query: 'compression-webpack-plugin zstd',
    expect: '/plugins/compression-webpack-plugin/#using-zstandard',
    kind: 'package',
  },
  {
    query: 'image-minimizer-webpack-plugin sharp',
    expect: '/plugins/image-minimizer-webpack-plugin/#optimize-with-sharp',
    kind: 'package',
  },
  {
    query: 'eslint-webpack-plugin outputReport',
    expect: '/plugins/eslint-webpack-plugin/#outputreport',
    kind: 'package',
  },
  {
    query: 'source-map-loader filterSourceMappingUrl',
    expect: '/loaders/source-map-loader/#filtersourcemappingurl',
    kind: 'package',
  },
  {query: 'html-loader handlebars templates', expect: '/loaders/html-loader/#templating', kind: 'package'},
  {
    query: 'terser-webpack-plugin esbuild minify',
    expect: '/plugins/terser-webpack-plugin/#esbuild',
    kind: 'package',
  },
  // error
  {
    query: 'UnhandledSchemeError: Reading from "demo:hello" is not handled by plugins',
    expect: '/api/normalmodulefactory-hooks/#resolveforscheme',
    kind: 'error',
  },
  {
    query: "It's no longer allowed to omit the '-loader' suffix when using loaders",
    expect: '/migrate/3/#automatic-loader-module-name-extension-removed',
    kind: 'error',
  },
  {
    query: "WARNING in DefinePlugin Conflicting values for 'process.env.NODE_ENV'",
    expect: '/plugins/define-plugin/#what-webpack-defines-by-itself',
    kind: 'error',
  },
  {
    query:
      "Invalid generator object. Asset Modules Plugin has been initialized using a generator object that does not match the API schema. - generator has an unknown property 'filename'",
    expect: '/configuration/module/#modulegeneratorasset',
    kind: 'error',
  },
  {
    query: '[DEP_WEBPACK_COMPILATION_ASSETS] DeprecationWarning: Compilation.assets will be frozen in future',
    expect: '/migrate/5/#processing-assets-with-processassets',
    kind: 'error',
  },
  // typo
  {
    query: 'ModuleFederationPlugn remotes',
    expect: '/plugins/module-federation-plugin/#remotes',
    kind: 'typo',
  },
  {query: 'dependancy graph', expect: '/concepts/dependency-graph/', kind: 'typo'},
  {
    query: 'perfomance.maxAssetSize',
    expect: '/configuration/performance/#performancemaxassetsize',
    kind: 'typo',
  },
  {query: 'entry descripter', expect: '/concepts/entry-points/#entry-descriptors', kind: 'typo'},
  // title
  {query: 'Loader Interface', expect: '/api/loaders/', kind: 'title'},
  {query: 'Package exports', expect: '/guides/package-exports/', kind: 'title'},
  {query: 'To v4 from v3', expect: '/migrate/4/', kind: 'title'},
  // general, term
  {
    query: 'where is the webpack changelog',
    expect: '/contribute/release-process/#where-to-read-what-changed',
    kind: 'general',
  },
  {query: 'donate to webpack', expect: '/contribute/#funding', kind: 'general'},
  {
    query: 'is bundling still needed with http/2',
    expect: '/concepts/dependency-graph/#fewer-requests-or-more',
    kind: 'general',
  },
  {
    query: 'which file types can webpack handle without a loader',
    expect: '/concepts/modules/#module-types-webpack-understands',
    kind: 'general',
  },
  {
    query: 'initial chunks vs non-initial chunks',
    expect: '/concepts/under-the-hood/#two-kinds-of-chunks',
    kind: 'term',
  },
  {
    query: 'module federation container get() and init()',
    expect: '/concepts/module-federation/#containers',
    kind: 'term',
  },
  {
    query: 'source phase imports',
    expect: '/configuration/experiments/#experimentssourceimport',
    kind: 'term',
  },
  // task
  {
    query: 'entry bundle hash changes when I only edit a lazy loaded module',
    expect: '/concepts/manifest/#why-the-manifest-affects-caching',
    kind: 'task',
  },
  {
    query: "relative url() in an imported scss partial can't be resolved",
    expect: '/loaders/sass-loader/#problems-with-url',
    kind: 'task',
  },
  {
    query: 'copy files to dist without keeping their folder structure',
    expect: '/plugins/copy-webpack-plugin/#flatten-copy',
    kind: 'task',
  },
  {
    query: 'different babel preset-env targets for the node and web builds',
    expect: '/loaders/babel-loader/#customize-config-based-on-webpack-target',
    kind: 'task',
  },
  {
    query: 'use loaders from a local folder by name without publishing them',
    expect: '/contribute/writing-a-loader/#finding-local-loaders-by-name',
    kind: 'task',
  },
  {
    query: 'css-loader leave url() pointing to /static/ images unresolved',
    expect: '/loaders/css-loader/#url',
    kind: 'task',
  },
  {
    query: 'add a stylesheet only while a component is mounted and remove it afterwards',
    expect: '/loaders/style-loader/#lazystyletag',
    kind: 'task',
  },
  {
    query: 'make jquery available as window.jQuery for inline scripts',
    expect: '/loaders/expose-loader/',
    kind: 'task',
  },
  {
    query: 'run mocha tests on code that uses webpack aliases',
    expect: '/guides/integrations/#mocha',
    kind: 'task',
  },
  {
    query: 'add a generated file to the output from my plugin',
    expect: '/contribute/writing-a-plugin/#adding-and-changing-output-files',
    kind: 'task',
  },
  {
    query: 'rebuild in watch mode when a json file read by my plugin changes',
    expect: '/contribute/plugin-patterns/#monitoring-the-watch-graph',
    kind: 'task',
  },
  {
    query: 'preload the fonts from @font-face in the generated html',
    expect: '/configuration/module/#moduleparsercssfontpreload',
    kind: 'task',
  },
  {
    query: 'devServer options in webpack.config.js are ignored when using new WebpackDevServer',
    expect: '/api/webpack-dev-server/#creating-a-server',
    kind: 'task',
  },
  {
    query: 'check the webpack version from inside my plugin',
    expect: '/api/node/#webpackversion',
    kind: 'task',
  },
];

export const chineseHoldout21: readonly RelevanceQuery[] = [
  // option
  {query: 'dotenv.dir 指定 .env 文件所在目录', expect: '/zh/configuration/dotenv/#dotenvdir', kind: 'option'},
  {
    query: 'infrastructureLogging.appendOnly',
    expect: '/zh/configuration/infrastructureLogging/#infrastructureloggingappendonly',
    kind: 'option',
  },
  {
    query: 'output.workerChunkLoading',
    expect: '/zh/configuration/output/#outputworkerchunkloading',
    kind: 'option',
  },
  {
    query: 'performance.unusedModules 报告没用到的模块',
    expect: '/zh/configuration/performance/#performanceunusedmodules',
    kind: 'option',
  },
  // hook
  {query: 'compilation.hooks.chunkAsset', expect: '/zh/api/compilation-hooks/#chunkasset', kind: 'hook'},
  {
    query: 'compiler.hooks.watchClose 监听停止时触发',
    expect: '/zh/api/compiler-hooks/#watchclose',
    kind: 'hook',
  },
  {query: 'loader 上下文 this.emitError', expect: '/zh/api/loaders/#thisemiterrorerror', kind: 'hook'},
  {
    query: 'compiler.getInfrastructureLogger',
    expect: '/zh/api/compiler-object/#getinfrastructurelogger',
    kind: 'hook',
  },
  // flag
  {query: '--snapshot-managed-paths 命令行参数', expect: '/zh/api/cli/#snapshot', kind: 'flag'},
  {query: 'webpack --node-dirname mock', expect: '/zh/api/cli/#node', kind: 'flag'},
  {query: '--output-resource-hints preload', expect: '/zh/api/cli/#outputresourcehints', kind: 'flag'},
  // package
  {
    query: 'image-minimizer-webpack-plugin ?as=webp 生成 webp',
    expect: '/zh/plugins/image-minimizer-webpack-plugin/#generate',
    kind: 'package',
  },
  {query: 'thread-loader workers 设置几个', expect: '/zh/loaders/thread-loader/#workers', kind: 'package'},
  {query: 'imports-loader wrapper 选项', expect: '/zh/loaders/imports-loader/#wrapper', kind: 'package'},
  {
    query: 'css-loader exportLocalsConvention 类名转驼峰',
    expect: '/zh/loaders/css-loader/#modulesexportlocalsconvention',
    kind: 'package',
  },
  {
    query: 'mini-css-extract-plugin linkType 去掉 type 属性',
    expect: '/zh/plugins/mini-css-extract-plugin/#linktype',
    kind: 'package',
  },
  {query: "sass-loader api 'modern-compiler'", expect: '/zh/loaders/sass-loader/#api', kind: 'package'},
  {
    query: 'stylelint-webpack-plugin outputReport 输出检查报告',
    expect: '/zh/plugins/stylelint-webpack-plugin/#outputreport',
    kind: 'package',
  },
  // error
  {
    query: 'HookWebpackError 插件里抛出异常',
    expect: '/zh/contribute/writing-a-plugin/#reporting-errors-and-warnings',
    kind: 'error',
  },
  {
    query: '读取 .env 里的变量 ReferenceError: process is not defined',
    expect: '/zh/configuration/dotenv/#what-your-code-sees',
    kind: 'error',
  },
  {
    query: 'thread-loader this.emitFile is not a function',
    expect: '/zh/loaders/thread-loader/#limitations',
    kind: 'error',
  },
  {
    query: "Cannot find module 'webpack/lib/RuleSet'",
    expect: '/zh/loaders/polymer-webpack-loader/',
    kind: 'error',
  },
  // typo
  {query: '模块联帮', expect: '/zh/concepts/module-federation/', kind: 'typo'},
  {query: '副做用 sideEffects 怎么配', expect: '/zh/guides/tree-shaking/', kind: 'typo'},
  {query: '内容安全侧略', expect: '/zh/guides/csp/', kind: 'typo'},
  {query: '热跟新 配置', expect: '/zh/guides/hot-module-replacement/', kind: 'typo'},
  // title
  {query: 'NormalModuleFactory 钩子', expect: '/zh/api/normalmodulefactory-hooks/', kind: 'title'},
  {query: 'Stats 数据', expect: '/zh/api/stats/', kind: 'title'},
  {query: '从 v1 升级到 v2 或 v3', expect: '/zh/migrate/3/', kind: 'title'},
  // general, term
  {query: '公司怎么支持 webpack 的开发', expect: '/zh/contribute/#for-employers', kind: 'general'},
  {query: 'webpack 运行时代码是做什么的', expect: '/zh/concepts/manifest/#the-runtime', kind: 'general'},
  {
    query: 'webpack 里什么算一个模块',
    expect: '/zh/concepts/modules/#what-counts-as-a-webpack-module',
    kind: 'general',
  },
  {
    query: 'webpack 从合并 PR 到发布到 npm 的流程',
    expect: '/zh/contribute/release-process/#from-pull-request-to-npm',
    kind: 'general',
  },
  {query: '模块联邦容器 get 和 init', expect: '/zh/concepts/module-federation/#containers', kind: 'term'},
  {
    query: 'import defer 延迟导入',
    expect: '/zh/configuration/experiments/#experimentsdeferimport',
    kind: 'term',
  },
  {query: '构建依赖是什么', expect: '/zh/glossary/#build-dependencies', kind: 'term'},
  // task
  {
    query: '复制过来的 min.js 不要再被压缩一遍',
    expect: '/zh/plugins/copy-webpack-plugin/#patternsinfo',
    kind: 'task',
  },
  {
    query: '同时装了 sass 和 sass-embedded 怎么指定用 sass',
    expect: '/zh/loaders/sass-loader/#implementation',
    kind: 'task',
  },
  {
    query: '压缩后体积没小多少的文件不要生成 .gz',
    expect: '/zh/plugins/compression-webpack-plugin/#minratio',
    kind: 'task',
  },
  {
    query: 'CI 构建里 ESLint 有警告也要失败',
    expect: '/zh/plugins/eslint-webpack-plugin/#failonwarning',
    kind: 'task',
  },
  {
    query: '用 ProvidePlugin 给浏览器提供 process 和 Buffer',
    expect: '/zh/plugins/provide-plugin/#example-nodejs-globals-in-browser-code',
    kind: 'task',
  },
  {
    query: '开启 require-trusted-types-for 后 chunk 加载报错',
    expect: '/zh/guides/csp/#trusted-types',
    kind: 'task',
  },
  {
    query: '改不了第三方包的 package.json 怎么标记 sideEffects',
    expect: '/zh/guides/tree-shaking/#setting-side-effects-with-a-module-rule',
    kind: 'task',
  },
  {
    query: '怎么看自己项目的 webpack 依赖图',
    expect: '/zh/concepts/dependency-graph/#looking-at-your-own-graph',
    kind: 'task',
  },
  {query: 'Node API 里怎么停止 watch 监听', expect: '/zh/api/node/#close-watching', kind: 'task'},
  {
    query: 'package.json exports 给开发环境单独一个入口文件',
    expect: '/zh/guides/package-exports/#development-builds',
    kind: 'task',
  },
  {
    query: '本地试用自己写的 create-webpack-app 模板',
    expect: '/zh/contribute/writing-a-scaffold/#trying-it-out',
    kind: 'task',
  },
  {
    query: "webpack 5 里 node: { fs: 'empty' } 怎么改",
    expect: '/zh/migrate/5/#the-node-option-is-smaller',
    kind: 'task',
  },
  {
    query: 'Vagrant 里用 nginx 转发 dev server 的 WebSocket',
    expect: '/zh/guides/development-vagrant/#advanced-usage-with-nginx',
    kind: 'task',
  },
  {
    query: 'loader 单元测试 内存文件系统',
    expect: '/zh/contribute/writing-a-loader/#testing-a-loader',
    kind: 'task',
  },
];
