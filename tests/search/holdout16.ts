/**
 * Sixteenth held-out list of search queries, written on 2026-11-30 from the documentation pages only,
 * by a helper who saw neither the ranking code nor the other query lists. Run once, last; its
 * figures are reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout16: readonly RelevanceQuery[] = [
  // option
  {query: 'output.hashSalt', expect: '/configuration/output/#outputhashsalt', kind: 'option'},
  {
    query: 'optimization.portableRecords',
    expect: '/configuration/optimization/#optimizationportablerecords',
    kind: 'option',
  },
  {
    query: 'splitChunks automaticNameDelimiter',
    expect: '/configuration/optimization/#optimizationsplitchunksautomaticnamedelimiter',
    kind: 'option',
  },
  {query: 'cache.maxGenerations', expect: '/configuration/cache/#cachemaxgenerations', kind: 'option'},
  {
    query: 'devServer.client.webSocketTransport',
    expect: '/configuration/dev-server/#devserverclientwebsockettransport',
    kind: 'option',
  },
  {query: 'stats.excludeModules', expect: '/configuration/stats/#statsexcludemodules', kind: 'option'},
  {
    query: 'externalsPresets.electronRenderer',
    expect: '/configuration/externals/#externalspresetselectronrenderer',
    kind: 'option',
  },
  {query: 'Rule.descriptionData', expect: '/configuration/module/#ruledescriptiondata', kind: 'option'},
  {
    query: 'output.devtoolModuleFilenameTemplate',
    expect: '/configuration/output/#outputdevtoolmodulefilenametemplate',
    kind: 'option',
  },
  {
    query: 'cacheGroups reuseExistingChunk',
    expect: '/configuration/optimization/#optimizationsplitchunkscachegroupscachegroupreuseexistingchunk',
    kind: 'option',
  },
  // hook
  {
    query: 'compilation.hooks.runtimeRequirementInTree',
    expect: '/api/compilation-hooks/#runtimerequirementintree',
    kind: 'hook',
  },
  {query: 'compiler.hooks.readRecords', expect: '/api/compiler-hooks/#readrecords', kind: 'hook'},
  {query: 'compilation.hooks.assetPath', expect: '/api/compilation-hooks/#assetpath', kind: 'hook'},
  {query: 'parser.hooks.importSpecifier', expect: '/api/parser/#importspecifier', kind: 'hook'},
  {
    query: 'module.hot.addStatusHandler',
    expect: '/api/hot-module-replacement/#addstatushandler',
    kind: 'hook',
  },
  // flag
  {query: '--output-path', expect: '/api/cli/#output', kind: 'flag'},
  {query: '--no-devtool', expect: '/api/cli/#top-level-options', kind: 'flag'},
  {query: '--records-path', expect: '/api/cli/#top-level-options', kind: 'flag'},
  {query: '--experiments-css', expect: '/api/cli/#experiments', kind: 'flag'},
  // package
  {
    query: 'ContainerReferencePlugin',
    expect: '/concepts/module-federation/#containerreferenceplugin',
    kind: 'package',
  },
  {query: 'ConsumeSharedPlugin', expect: '/concepts/module-federation/#the-sharing-plugins', kind: 'package'},
  {
    query: 'compression-webpack-plugin brotli',
    expect: '/plugins/compression-webpack-plugin/#using-brotli',
    kind: 'package',
  },
  {query: 'eslint-webpack-plugin fix', expect: '/plugins/eslint-webpack-plugin/#fix', kind: 'package'},
  {query: 'css-loader localIdentName', expect: '/loaders/css-loader/#localidentname', kind: 'package'},
  // title
  {query: 'Configuration Types', expect: '/configuration/configuration-types/', kind: 'title'},
  {query: 'Module Methods', expect: '/api/module-methods/', kind: 'title'},
  {query: 'Integrations', expect: '/guides/integrations/', kind: 'title'},
  // general
  {query: 'worklets', expect: '/guides/web-workers/#worklets', kind: 'general'},
  {query: 'context module', expect: '/guides/dependency-management/', kind: 'general'},
  {query: 'SyncBailHook', expect: '/api/plugins/#hook-types', kind: 'general'},
  {query: 'tapable interceptors', expect: '/api/plugins/#interception', kind: 'general'},
  // task
  {
    query: 'only include json files in a dynamic import',
    expect: '/api/module-methods/#webpackinclude-and-webpackexclude',
    kind: 'task',
  },
  {
    query: "use node's real require inside the bundle",
    expect: '/api/module-variables/#non_webpack_require',
    kind: 'task',
  },
  {
    query: 'read the compilation hash at runtime',
    expect: '/api/module-variables/#webpack_hash',
    kind: 'task',
  },
  {query: 'emit a warning from my loader', expect: '/api/loaders/#thisemitwarningwarning', kind: 'task'},
  {
    query: 'loader that receives the file as a Buffer',
    expect: '/api/loaders/#raw-loaders',
    kind: 'task',
  },
  {
    query: 'add subresource integrity hashes to script tags',
    expect: '/configuration/output/#outputhtmlintegrity',
    kind: 'task',
  },
  {
    query: 'babel helpers duplicated in every file',
    expect: '/loaders/babel-loader/#babel-is-injecting-helpers-into-each-file-and-bloating-my-code',
    kind: 'task',
  },
  {
    query: 'convert png and jpg images to webp',
    expect: '/plugins/image-minimizer-webpack-plugin/#optimize-and-generate-webp-images',
    kind: 'task',
  },
  {
    query: 'inject styles into a shadow root',
    expect: '/loaders/style-loader/#custom-elements-shadow-dom',
    kind: 'task',
  },
  // error
  {
    query: 'Reexports in this module do not have a static target',
    expect: '/plugins/module-concatenation-plugin/#common-reasons',
    kind: 'error',
  },
  {
    query: 'You ran Webpack twice. Each instance only supports a single concurrent compilation at a time.',
    expect: '/api/compiler-object/#run',
    kind: 'error',
  },
  {
    query: 'DEP_WEBPACK_COMPILATION_OPTIMIZE_CHUNK_ASSETS',
    expect: '/api/compilation-hooks/#optimizechunkassets',
    kind: 'error',
  },
  {
    query: 'Error: Call retries were exceeded',
    expect: '/plugins/terser-webpack-plugin/#parallel',
    kind: 'error',
  },
  {
    query: 'ExperimentalWarning: stripTypeScriptTypes is an experimental feature',
    expect: '/guides/native-typescript/#requirements',
    kind: 'error',
  },
  // typo
  {
    query: 'resolve.enforceExtention',
    expect: '/configuration/resolve/#resolveenforceextension',
    kind: 'typo',
  },
  {query: 'requre.ensure', expect: '/api/module-methods/#requireensure', kind: 'typo'},
  {query: 'webpackExprots magic comment', expect: '/api/module-methods/#webpackexports', kind: 'typo'},
  {query: 'mulitcompiler hooks', expect: '/api/node/#multicompiler-hooks', kind: 'typo'},
  {query: 'devtoolNamspace', expect: '/configuration/output/#outputdevtoolnamespace', kind: 'typo'},
];

export const chineseHoldout16: readonly RelevanceQuery[] = [
  // option
  {
    query: 'devServer.static.serveIndex 目录列表',
    expect: '/zh/configuration/dev-server/#devserverstaticserveindex',
    kind: 'option',
  },
  {query: 'devServer.app 自定义服务器', expect: '/zh/configuration/dev-server/#devserverapp', kind: 'option'},
  {query: 'cache.store 什么时候写入缓存', expect: '/zh/configuration/cache/#cachestore', kind: 'option'},
  {
    query: 'resolve.descriptionFiles 描述文件',
    expect: '/zh/configuration/resolve/#resolvedescriptionfiles',
    kind: 'option',
  },
  {
    query: 'commonjsMagicComments require 里写魔法注释',
    expect: '/zh/configuration/module/#moduleparserjavascriptcommonjsmagiccomments',
    kind: 'option',
  },
  {
    query: 'entry filename 单独设置某个入口的文件名',
    expect: '/zh/configuration/entry-context/#entrynamefilename',
    kind: 'option',
  },
  {
    query: 'output.compareBeforeEmit 内容没变就不写文件',
    expect: '/zh/configuration/output/#outputcomparebeforeemit',
    kind: 'option',
  },
  {
    query: 'cacheGroups enforce 忽略大小限制',
    expect: '/zh/configuration/optimization/#optimizationsplitchunkscachegroupscachegroupenforce',
    kind: 'option',
  },
  // hook
  {query: 'compiler.hooks.compile 钩子', expect: '/zh/api/compiler-hooks/#compile', kind: 'hook'},
  {
    query: 'compilation.hooks.succeedModule',
    expect: '/zh/api/compilation-hooks/#succeedmodule',
    kind: 'hook',
  },
  {query: 'parser.hooks.new 钩子', expect: '/zh/api/parser/#new', kind: 'hook'},
  {
    query: 'module.hot.check 手动检查更新',
    expect: '/zh/api/hot-module-replacement/#check',
    kind: 'hook',
  },
  {
    query: 'compilation.hooks.needAdditionalPass',
    expect: '/zh/api/compilation-hooks/#needadditionalpass',
    kind: 'hook',
  },
  // flag
  {query: '--output-filename 命令行指定文件名', expect: '/zh/api/cli/#output', kind: 'flag'},
  {query: 'webpack --profile 参数', expect: '/zh/api/cli/#top-level-options', kind: 'flag'},
  {
    query: '--optimization-split-chunks-min-size',
    expect: '/zh/api/cli/#optimizationsplitchunks',
    kind: 'flag',
  },
  {
    query: '--resolve-alias-name 命令行设置别名',
    expect: '/zh/api/cli/#resolve-and-resolveloader',
    kind: 'flag',
  },
  // package
  {query: 'thread-loader 预热', expect: '/zh/loaders/thread-loader/#warmup', kind: 'package'},
  {
    query: 'babel-loader cacheDirectory 缓存',
    expect: '/zh/loaders/babel-loader/#cachedirectory',
    kind: 'package',
  },
  {query: 'css-loader importLoaders 作用', expect: '/zh/loaders/css-loader/#importloaders', kind: 'package'},
  {
    query: 'copy-webpack-plugin 忽略某些文件',
    expect: '/zh/plugins/copy-webpack-plugin/#patternsgloboptions',
    kind: 'package',
  },
  {
    query: 'terser-webpack-plugin parallel 多进程压缩',
    expect: '/zh/plugins/terser-webpack-plugin/#parallel',
    kind: 'package',
  },
  // title
  {query: 'ContextModuleFactory 钩子', expect: '/zh/api/contextmodulefactory-hooks/', kind: 'title'},
  {query: '安装', expect: '/zh/guides/installation/', kind: 'title'},
  {query: '贡献', expect: '/zh/contribute/', kind: 'title'},
  // term
  {
    query: '初始 chunk 和异步 chunk',
    expect: '/zh/concepts/under-the-hood/#two-kinds-of-chunks',
    kind: 'term',
  },
  {query: '远程模块', expect: '/zh/concepts/module-federation/#local-and-remote-modules', kind: 'term'},
  {query: '入口描述符', expect: '/zh/concepts/entry-points/#entry-descriptors', kind: 'term'},
  {query: '构建流程 阶段', expect: '/zh/concepts/under-the-hood/#the-phases-of-a-build', kind: 'term'},
  {
    query: 'compiler 钩子执行顺序',
    expect: '/zh/api/compiler-hooks/#the-order-of-the-hooks',
    kind: 'term',
  },
  {query: 'MultiCompiler 多配置编译', expect: '/zh/api/node/#multicompiler', kind: 'term'},
  {query: '上下文模块', expect: '/zh/guides/dependency-management/', kind: 'term'},
  {
    query: 'webpackFetchPriority 魔法注释',
    expect: '/zh/api/module-methods/#webpackfetchpriority',
    kind: 'term',
  },
  // task
  {
    query: '热更新 样式不生效',
    expect: '/zh/guides/hot-module-replacement/#hmr-with-stylesheets',
    kind: 'task',
  },
  {
    query: '模块联邦 react 出现两份 hooks 报错',
    expect: '/zh/concepts/module-federation/#troubleshooting',
    kind: 'task',
  },
  {query: '用 Node 脚本启动 dev server', expect: '/zh/api/webpack-dev-server/#start', kind: 'task'},
  {
    query: 'loader 里加载另一个模块的源码',
    expect: '/zh/api/loaders/#thisloadmodulerequest-callback',
    kind: 'task',
  },
  {
    query: 'loader 监听整个目录的变化',
    expect: '/zh/api/loaders/#thisaddcontextdependencydirectory',
    kind: 'task',
  },
  {
    query: '插件里 compiler 和 compilation 的区别',
    expect: '/zh/contribute/writing-a-plugin/#compiler-and-compilation',
    kind: 'task',
  },
  {
    query: '不用 html-webpack-plugin 设置 favicon',
    expect: '/zh/configuration/output/#outputhtmlfavicon',
    kind: 'task',
  },
  {
    query: '开发和生产用不同的 publicPath',
    expect: '/zh/guides/public-path/#a-public-path-per-environment',
    kind: 'task',
  },
  {
    query: 'package.json 设置 sideEffects 后 css 样式丢了',
    expect: '/zh/guides/tree-shaking/#declaring-side-effects-in-packagejson',
    kind: 'task',
  },
  // error
  {
    query: 'Algorithm "brotli" is not found in "zlib"',
    expect: '/zh/plugins/compression-webpack-plugin/#algorithm',
    kind: 'error',
  },
  {query: 'Unknown Sass implementation', expect: '/zh/loaders/sass-loader/#implementation', kind: 'error'},
  {
    query: 'DEP_WEBPACK_COMPILATION_ADDITIONAL_CHUNK_ASSETS',
    expect: '/zh/api/compilation-hooks/#additionalchunkassets',
    kind: 'error',
  },
  {
    query: 'Reading from "app:config" is not handled by plugins (Unhandled scheme)',
    expect: '/zh/api/normalmodulefactory-hooks/#resolveforscheme',
    kind: 'error',
  },
  // typo
  {query: '内存缓村', expect: '/zh/configuration/cache/#memory-cache', kind: 'typo'},
  {
    query: 'webpack 运行时变亮',
    expect: '/zh/api/module-variables/#webpack-runtime-variables',
    kind: 'typo',
  },
  {query: '自定义勾子', expect: '/zh/api/plugins/#custom-hooks', kind: 'typo'},
  {query: 'stats.toJosn 参数', expect: '/zh/api/node/#statstojsonoptions', kind: 'typo'},
];
