/**
 * Twentieth held-out list of search queries, written on 2026-12-02 by a helper who saw the pages and
 * the earlier lists' queries (to avoid repeats) but neither the ranking code nor any search result.
 */
import type {RelevanceQuery} from './queries';

export const englishHoldout20: readonly RelevanceQuery[] = [
  // option
  {query: 'resolve.exportsFields', expect: '/configuration/resolve/#resolveexportsfields', kind: 'option'},
  {
    query: 'output.strictModuleErrorHandling',
    expect: '/configuration/output/#outputstrictmoduleerrorhandling',
    kind: 'option',
  },
  {
    query: 'optimization.minimizeOptions.javascript',
    expect: '/configuration/optimization/#optimizationminimizeoptionsjavascript',
    kind: 'option',
  },
  // hook
  {query: 'compiler.hooks.afterEnvironment', expect: '/api/compiler-hooks/#afterenvironment', kind: 'hook'},
  {
    query: 'parser.hooks.evaluateDefinedIdentifier',
    expect: '/api/parser/#evaluatedefinedidentifier',
    kind: 'hook',
  },
  {query: 'module.hot.status', expect: '/api/hot-module-replacement/#status', kind: 'hook'},
  // flag
  {query: 'webpack --bail', expect: '/api/cli/#top-level-options', kind: 'flag'},
  {query: 'webpack --cache-type filesystem', expect: '/api/cli/#cache', kind: 'flag'},
  // package
  {query: 'terser-webpack-plugin swc', expect: '/plugins/terser-webpack-plugin/#swc', kind: 'package'},
  {
    query: 'compression-webpack-plugin deleteOriginalAssets',
    expect: '/plugins/compression-webpack-plugin/#deleteoriginalassets',
    kind: 'package',
  },
  {query: 'create-webpack-app', expect: '/guides/scaffolding/', kind: 'package'},
  {
    query: 'html-webpack-plugin multiple pages',
    expect: '/plugins/html-webpack-plugin/#several-pages',
    kind: 'package',
  },
  {
    query: 'css-minimizer-webpack-plugin lightningcss',
    expect: '/plugins/css-minimizer-webpack-plugin/#using-custom-minifier-lightningcss-previously-parcelcss',
    kind: 'package',
  },
  // error
  {
    query: 'Resolving to directories is not possible with the exports field',
    expect: '/guides/package-exports/#troubleshooting',
    kind: 'error',
  },
  {
    query: 'CLI for webpack must be installed',
    expect: '/guides/getting-started/#troubleshooting',
    kind: 'error',
  },
  {
    query: 'Module Error (from ./loaders/strict-json-loader.js): Expected an object, got an array',
    expect: '/api/loaders/#error-reporting',
    kind: 'error',
  },
  {
    query: 'The Node.js API for babel has been moved to babel-core',
    expect: '/loaders/babel-loader/#the-nodejs-api-for-babel-has-been-moved-to-babel-core',
    kind: 'error',
  },
  {
    query: 'Uncaught TypeError: Failed to resolve module specifier "react"',
    expect: '/guides/modern-web-platform/',
    kind: 'error',
  },
  // typo
  {query: 'DefinePlgin', expect: '/plugins/define-plugin/', kind: 'typo'},
  {query: 'postcss-loder autoprefixer', expect: '/loaders/postcss-loader/#autoprefixer', kind: 'typo'},
  {query: 'EnviromentPlugin', expect: '/plugins/environment-plugin/', kind: 'typo'},
  // title
  {query: 'Compiler Object', expect: '/api/compiler-object/', kind: 'title'},
  {query: 'Watch and WatchOptions', expect: '/configuration/watch/', kind: 'title'},
  {query: 'webpack-dev-server API', expect: '/api/webpack-dev-server/', kind: 'title'},
  // task, general, term
  {
    query: 'babel turns imports into require and breaks tree shaking',
    expect: '/guides/tree-shaking/#keep-es-module-syntax-until-webpack-sees-it',
    kind: 'task',
  },
  {
    query: 'difference between sideEffects and usedExports',
    expect: '/guides/tree-shaking/#how-sideeffects-and-usedexports-differ',
    kind: 'general',
  },
  {
    query: "don't bundle lodash into my library",
    expect: '/guides/author-libraries/#externalize-lodash',
    kind: 'task',
  },
  {
    query: 'modern-module vs module library type',
    expect: '/guides/esm-output/#module-or-modern-module',
    kind: 'general',
  },
  {
    query: 'import my own package by its name',
    expect: '/guides/package-exports/#importing-your-own-package-by-name',
    kind: 'task',
  },
  {
    query: 'package.json imports field with # specifiers',
    expect: '/guides/package-exports/#the-imports-field',
    kind: 'task',
  },
  {query: 'lazy load routes with React.lazy', expect: '/guides/lazy-loading/#frameworks', kind: 'task'},
  {
    query: 'typescript declaration for importing non-code files',
    expect: '/guides/typescript/#importing-other-files',
    kind: 'task',
  },
  {
    query: 'reference one .env variable inside another',
    expect: '/configuration/dotenv/#variable-expansion',
    kind: 'task',
  },
  {
    query: "load jquery from a script url only when it's first imported",
    expect: '/configuration/externals/#script-externals',
    kind: 'task',
  },
  {
    query: 'find which chunks changed since the last build in a plugin',
    expect: '/contribute/plugin-patterns/#detecting-changed-chunks',
    kind: 'task',
  },
  {
    query: 'trigger a rebuild from the node api while watching',
    expect: '/api/node/#invalidate-watching',
    kind: 'task',
  },
  {
    query: 'put all files matched by a dynamic import into one chunk',
    expect: '/api/module-methods/#webpackmode',
    kind: 'task',
  },
  {
    query: 'webpack.config.babel.js',
    expect: '/configuration/configuration-languages/#babel-and-jsx',
    kind: 'term',
  },
  {
    query: 'node stack traces point at bundle lines instead of source',
    expect: '/configuration/devtool/#troubleshooting',
    kind: 'task',
  },
  {query: 'webpack vs parcel', expect: '/comparison/', kind: 'general'},
  {query: 'request a new feature for webpack', expect: '/vote/', kind: 'general'},
  {query: 'webpack brand colours', expect: '/branding/#colours', kind: 'general'},
  {query: 'upgrade from webpack 1 to webpack 2', expect: '/migrate/3/', kind: 'task'},
  {
    query: 'embed the git commit hash in the bundle',
    expect: '/plugins/environment-plugin/#example-the-commit-a-build-came-from',
    kind: 'task',
  },
  {query: 'import.meta.env.MODE', expect: '/api/module-variables/#importmetaenv', kind: 'term'},
  {
    query: 'can i reuse the docs text in my blog',
    expect: '/license/#documentation-content-cc-by-40',
    kind: 'general',
  },
  {query: 'how do i contribute to webpack', expect: '/contribute/', kind: 'general'},
  {
    query: 'import the same svg both as a url and as raw markup',
    expect: '/guides/asset-modules/#choosing-a-type-per-import',
    kind: 'task',
  },
  {query: 'fields of an asset in stats.json', expect: '/api/stats/#asset-objects', kind: 'term'},
  {
    query: 'feature flags removed as dead code in production',
    expect: '/plugins/define-plugin/#feature-flags',
    kind: 'task',
  },
];

export const chineseHoldout20: readonly RelevanceQuery[] = [
  // option
  {query: 'cache.name 区分不同配置的缓存', expect: '/zh/configuration/cache/#cachename', kind: 'option'},
  {
    query: 'optimization.mergeDuplicateChunks',
    expect: '/zh/configuration/optimization/#optimizationmergeduplicatechunks',
    kind: 'option',
  },
  {query: 'output.scriptType module', expect: '/zh/configuration/output/#outputscripttype', kind: 'option'},
  // hook
  {query: 'compiler.hooks.finishMake 钩子', expect: '/zh/api/compiler-hooks/#finishmake', kind: 'hook'},
  {
    query: 'compilation.hooks.processAdditionalAssets',
    expect: '/zh/api/compilation-hooks/#processadditionalassets',
    kind: 'hook',
  },
  {
    query: 'this.getResolve 在 loader 里解析路径',
    expect: '/zh/api/loaders/#thisgetresolveoptions',
    kind: 'hook',
  },
  // flag
  {query: '--watch-options-poll 轮询间隔', expect: '/zh/api/cli/#watchoptions', kind: 'flag'},
  {query: 'webpack --target node 命令行参数', expect: '/zh/api/cli/#top-level-options', kind: 'flag'},
  // package
  {
    query: 'mini-css-extract-plugin insert 指定 link 插入位置',
    expect: '/zh/plugins/mini-css-extract-plugin/#insert',
    kind: 'package',
  },
  {
    query: 'style-loader 给 style 标签加 nonce',
    expect: '/zh/loaders/style-loader/#attributes',
    kind: 'package',
  },
  {
    query: 'workbox-webpack-plugin 怎么配置',
    expect: '/zh/guides/progressive-web-application/#generating-a-service-worker-with-workbox',
    kind: 'package',
  },
  {
    query: 'sass-loader sassOptions loadPaths',
    expect: '/zh/loaders/sass-loader/#sassoptions',
    kind: 'package',
  },
  {
    query: 'copy-webpack-plugin transform 修改文件内容',
    expect: '/zh/plugins/copy-webpack-plugin/#patternstransform',
    kind: 'package',
  },
  // error
  {
    query: 'ModuleConcatenation bailout: Cannot concat with ./src/uses-eval.js: Module uses eval()',
    expect: '/zh/plugins/module-concatenation-plugin/',
    kind: 'error',
  },
  {
    query: 'Package path ./lib/node.js is exported from package, but no valid target file was found',
    expect: '/zh/guides/package-exports/#troubleshooting',
    kind: 'error',
  },
  {
    query: "configuration has an unknown property 'outptu'",
    expect: '/zh/configuration/#loading-and-validation',
    kind: 'error',
  },
  {
    query: '`with` statements are not allowed html-webpack-plugin 警告',
    expect: '/zh/guides/esm-output/#in-the-browser',
    kind: 'error',
  },
  {
    query:
      "SyntaxError: Named export 'defineConfig' not found. The requested module 'webpack' is a CommonJS module",
    expect: '/zh/configuration/configuration-languages/#typescript',
    kind: 'error',
  },
  // typo
  {query: '摸块解析', expect: '/zh/concepts/module-resolution/', kind: 'typo'},
  {
    query: 'terser-webpack-plugn 删除注释',
    expect: '/zh/plugins/terser-webpack-plugin/#extractcomments',
    kind: 'typo',
  },
  {
    query: 'optimizaiton.usedExports 作用',
    expect: '/zh/configuration/optimization/#optimizationusedexports',
    kind: 'typo',
  },
  // title
  {query: '发布流程', expect: '/zh/contribute/release-process/', kind: 'title'},
  {query: 'Node 接口', expect: '/zh/api/node/', kind: 'title'},
  {query: 'watch 和 watchOptions', expect: '/zh/configuration/watch/', kind: 'title'},
  // task, general, term
  {
    query: '设置 resolve.extensions 后 .js 文件找不到了',
    expect: '/zh/configuration/resolve/#resolveextensions',
    kind: 'task',
  },
  {
    query: 'babel 把 import 转成 require 导致 tree shaking 失效',
    expect: '/zh/guides/tree-shaking/#keep-es-module-syntax-until-webpack-sees-it',
    kind: 'task',
  },
  {query: '.env 变量前缀 WEBPACK_ 怎么改', expect: '/zh/configuration/dotenv/#dotenvprefix', kind: 'task'},
  {
    query: '组件库作为模块联邦的容器',
    expect: '/zh/concepts/module-federation/#a-component-library-as-a-container',
    kind: 'task',
  },
  {
    query: 'webpack 是怎么查找 node_modules 里的包的',
    expect: '/zh/concepts/module-resolution/#module-paths',
    kind: 'general',
  },
  {
    query: 'webpack.config.mjs 里没有 __dirname 怎么办',
    expect: '/zh/configuration/configuration-languages/#ecmascript-modules',
    kind: 'task',
  },
  {
    query: 'webpack 配置文件导出一个函数',
    expect: '/zh/configuration/configuration-types/#exporting-a-function',
    kind: 'task',
  },
  {query: 'webpack 和 browserify 有什么不同', expect: '/zh/comparison/', kind: 'general'},
  {query: 'bundle splitting 是什么', expect: '/zh/glossary/#bundle-splitting', kind: 'term'},
  {
    query: 'development 和 production 模式的默认值有什么不同',
    expect: '/zh/configuration/mode/#defaults-by-mode',
    kind: 'general',
  },
  {query: '在 Node 代码里校验 webpack 配置', expect: '/zh/api/node/#webpackvalidate', kind: 'task'},
  {query: '配置里怎么判断是不是 webpack serve 启动的', expect: '/zh/api/cli/#--env', kind: 'task'},
  {
    query: '插件里遍历所有 chunk 和模块',
    expect: '/zh/contribute/plugin-patterns/#exploring-chunks-modules-and-assets',
    kind: 'task',
  },
  {
    query: 'loader 发布到 npm 要注意什么',
    expect: '/zh/contribute/writing-a-loader/#publishing',
    kind: 'task',
  },
  {
    query: 'webpack 需要什么版本的 Node.js',
    expect: '/zh/guides/installation/#prerequisites',
    kind: 'general',
  },
  {
    query: 'package.json 里 exports 和 browser 字段哪个优先',
    expect: '/zh/guides/package-exports/#what-happens-to-main-module-and-browser',
    kind: 'general',
  },
  {
    query: '导出数组配置时 devServer 怎么配置',
    expect: '/zh/configuration/dev-server/#multiple-configurations',
    kind: 'task',
  },
  {
    query: '用原生 CSS 替换 mini-css-extract-plugin',
    expect: '/zh/guides/native-css/#3-replace-mini-css-extract-plugin',
    kind: 'task',
  },
  {
    query: 'module.loaders 改成 module.rules',
    expect: '/zh/migrate/3/#moduleloaders-is-now-modulerules',
    kind: 'task',
  },
  {
    query: 'ProgressPlugin 自定义 handler 参数',
    expect: '/zh/plugins/progress-plugin/#what-the-handler-receives',
    kind: 'task',
  },
  {query: '热更新失败时不要自动刷新页面', expect: '/zh/configuration/dev-server/#devserverhot', kind: 'task'},
  {
    query: '脚手架生成 loader 模板',
    expect: '/zh/guides/scaffolding/#scaffolding-a-loader-or-a-plugin',
    kind: 'task',
  },
  {query: '构建报错时显示完整的错误堆栈', expect: '/zh/configuration/stats/#statserrorstack', kind: 'task'},
  {
    query: 'resolve.alias 设为 false 替换成空模块',
    expect: '/zh/configuration/resolve/#resolvealias',
    kind: 'task',
  },
  {
    query: 'stats 按目录分组显示资源',
    expect: '/zh/configuration/stats/#statsgroupassetsbypath',
    kind: 'task',
  },
  {query: 'request 在 webpack 里是什么意思', expect: '/zh/glossary/#request', kind: 'term'},
];
