/**
 * Anchor ids that webpack.js.org gives sections which have another id here, so that the links the
 * ecosystem already has (`/configuration/module/#rule-include`) land on the same section:
 * page path → {their id: our id}. `src/plugins/anchor-aliases` adds each alias as an empty
 * `<a id>` inside the element with our id, in both locales.
 *
 * Keep it minimal: only ids that do not exist on the page. `npm run test:site` fails on an alias
 * that duplicates a real id (a heading added since made it unnecessary) and on every id of
 * webpack.js.org (`/work/shared/spec/webpack-js-org-anchors.json`) that resolves nowhere.
 * `npm run anchors:propose` suggests aliases for those by matching heading text; review them.
 */
export type AnchorAliases = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const anchorAliases: AnchorAliases = {
  '/api/cli/': {
    init: 'commands', // reviewed
    'generation-path': 'commands', // reviewed
    options: 'commands', // reviewed
    'templates-supported': 'commands', // reviewed
    loader: 'commands', // reviewed
    'output-path': 'commands', // reviewed
    'options-1': 'commands', // reviewed
    plugin: 'commands', // reviewed
    'output-path-1': 'commands', // reviewed
    'options-2': 'commands', // reviewed
    info: 'info-and-version', // similar heading: "info and version"
    'options-for-info': 'info-and-version', // similar heading: "info and version"
    'config-path': 'configtest', // reviewed
    flags: 'flag-syntax', // similar heading: "Flag syntax"
    'negated-flags': 'flag-syntax', // similar heading: "Flag syntax"
    'core-flags': 'core-flags-reference', // parent section: "Core flags reference"
    'with-configuration-file': 'with-a-configuration-file', // similar heading: "With a configuration file"
    'without-configuration-file': 'without-a-configuration-file', // similar heading: "Without a configuration file"
    entry: 'without-a-configuration-file', // nearest section: "Without a configuration file"
    'output-path-2': 'without-a-configuration-file', // nearest section: "Without a configuration file"
    'default-configurations': 'with-a-configuration-file', // similar heading: "With a configuration file"
    'common-options': 'options-of-webpack-cli', // reviewed
    version: 'info-and-version', // similar heading: "info and version"
    config: 'choosing-and-combining-configurations', // reviewed
    'config-name': 'choosing-and-combining-configurations', // reviewed
    merge: 'choosing-and-combining-configurations', // reviewed
    extends: 'choosing-and-combining-configurations', // reviewed
    json: 'stats-as-json', // similar heading: "Stats as JSON"
    env: '--env', // same words: "--env"
    'config-node-env': '--config-node-env', // same words: "--config-node-env"
    'configuration-options': 'with-a-configuration-file', // similar heading: "With a configuration file"
    'analyzing-bundle': 'bundle-analysis', // similar heading: "Bundle analysis"
    'pass-cli-arguments-to-nodejs': 'passing-options-to-nodejs', // reviewed
    'exit-codes-and-their-meanings': 'exit-codes', // parent section: "Exit codes"
    'cli-environment-variables': 'exit-codes', // nearest section: "Exit codes"
    webpack_package: 'options-of-webpack-cli', // similar heading: "Options of webpack-cli"
    troubleshooting: 'options-of-webpack-cli', // nearest section: "Options of webpack-cli"
    'typeerror-err_unknown_file_extension-unknown-file-extension-ts-for-webpackconfigts':
      'options-of-webpack-cli', // kept: "Options of webpack-cli"
  },
  '/api/compilation-hooks/': {
    'additional-assets': 'additionalassets', // same words: "additionalAssets"
    'list-of-asset-processing-stages': 'processing-assets', // similar heading: "Processing assets"
    'assets-info': 'creating-assets', // similar heading: "Creating assets"
    statsfactoryhooksextract: 'statsfactory', // parent section: "statsFactory"
    statsfactoryhooksresult: 'statsfactory', // parent section: "statsFactory"
    statsprinterhooksprint: 'statsprinter', // parent section: "statsPrinter"
    statsprinterhooksresult: 'statsprinter', // parent section: "statsPrinter"
    cssmodulesplugingetcompilationhookscompilation: 'statsprinter', // nearest section: "statsPrinter"
    ordermodules: 'statsprinter', // nearest section: "statsPrinter"
  },
  '/api/compilation-object/': {
    'compilation-object-methods': 'getstats', // nearest section: "getStats"
    getmodule: 'getmodule-and-findmodule', // parent section: "getModule and findModule"
    findmodule: 'getmodule-and-findmodule', // similar heading: "getModule and findModule"
    assigndepth: 'addchunk', // nearest section: "addChunk"
    getdependencyreference: 'getdependencyreferencedexports', // parent section: "getDependencyReferencedExports"
    processdependenciesblocksforchunkgroups: 'getdependencyreferencedexports', // nearest section: "getDependencyReferencedExports"
    removereasonsofdependencyblock: 'getdependencyreferencedexports', // nearest section: "getDependencyReferencedExports"
    patchchunksafterreasonremoval: 'getdependencyreferencedexports', // nearest section: "getDependencyReferencedExports"
    removechunkfromdependencies: 'getdependencyreferencedexports', // nearest section: "getDependencyReferencedExports"
    sortitemswithchunkids: 'getdependencyreferencedexports', // nearest section: "getDependencyReferencedExports"
    createhash: 'createhash-codegeneration-createmoduleassets-createchunkassets', // parent section: "createHash, codeGeneration, createModuleAssets, createChunkAssets"
    createmoduleassets: 'createhash-codegeneration-createmoduleassets-createchunkassets', // similar heading: "createHash, codeGeneration, createModuleAssets, createChunkAssets"
    createchunkassets: 'createhash-codegeneration-createmoduleassets-createchunkassets', // similar heading: "createHash, codeGeneration, createModuleAssets, createChunkAssets"
  },
  '/api/compiler-hooks/': {
    hooks: 'the-order-of-the-hooks', // similar heading: "The order of the hooks"
    log: 'infrastructurelog', // nearest section: "infrastructureLog"
  },
  '/api/hot-module-replacement/': {
    'errorhandler-for-accept': 'accept', // similar heading: "accept"
    'errorhandler-for-self-accept': 'accept-self', // similar heading: "accept (self)"
  },
  '/api/': {
    cli: 'modules', // nearest section: "Modules"
    module: 'modules', // similar heading: "Modules"
    node: 'nodejs', // similar heading: "Node.js"
  },
  '/api/loaders/': {
    'raw-loader': 'raw-loaders', // parent section: ""Raw" loaders"
    'pitching-loader': 'pitching-loaders', // parent section: "Pitching loaders"
    'example-for-the-loader-context': 'the-loader-context', // similar heading: "The loader context"
    thisaddcontextdependency: 'thisaddcontextdependencydirectory', // parent section: "this.addContextDependency(directory)"
    thisadddependency: 'thisadddependencyfile', // parent section: "this.addDependency(file)"
    thisaddmissingdependency: 'thisaddmissingdependencyfile', // parent section: "this.addMissingDependency(file)"
    thiscacheable: 'thiscacheableflag', // parent section: "this.cacheable(flag)"
    thiscallback: 'thiscallbackerr-content-sourcemap-meta', // parent section: "this.callback(err, content, sourceMap, meta)"
    thisemiterror: 'thisemiterrorerror', // parent section: "this.emitError(error)"
    thisemitfile: 'thisemitfilename-content-sourcemap-assetinfo', // parent section: "this.emitFile(name, content, sourceMap, assetInfo)"
    thisemitwarning: 'thisemitwarningwarning', // parent section: "this.emitWarning(warning)"
    thisgetresolve: 'thisgetresolveoptions', // parent section: "this.getResolve(options)"
    thishashdigest: 'thishashfunction-thishashdigest-thishashdigestlength-thishashsalt', // similar heading: "this.hashFunction, this.hashDigest, this.hashDigestLength, this.hashSalt"
    thishashdigestlength: 'thishashfunction-thishashdigest-thishashdigestlength-thishashsalt', // similar heading: "this.hashFunction, this.hashDigest, this.hashDigestLength, this.hashSalt"
    thishashfunction: 'thishashfunction-thishashdigest-thishashdigestlength-thishashsalt', // parent section: "this.hashFunction, this.hashDigest, this.hashDigestLength, this.hashSalt"
    thishashsalt: 'thishashfunction-thishashdigest-thishashdigestlength-thishashsalt', // parent section: "this.hashFunction, this.hashDigest, this.hashDigestLength, this.hashSalt"
    thisimportmodule: 'thisimportmodulerequest-options-callback', // parent section: "this.importModule(request, options, callback)"
    thisloadmodule: 'thisloadmodulerequest-callback', // parent section: "this.loadModule(request, callback)"
    thisresolve: 'thisresolvecontext-request-callback', // parent section: "this.resolve(context, request, callback)"
    'webpack-specific-properties': 'thiswebpack', // nearest section: "this.webpack"
    thiscompilation: 'deprecated-and-internal-properties', // reviewed
    thiscompiler: 'deprecated-and-internal-properties', // reviewed
    'deprecated-context-properties': 'deprecated-and-internal-properties', // similar heading: "Deprecated and internal properties"
    thisdebug: 'deprecated-and-internal-properties', // nearest section: "Deprecated and internal properties"
    thisinputvalue: 'deprecated-and-internal-properties', // nearest section: "Deprecated and internal properties"
    thisminimize: 'deprecated-and-internal-properties', // nearest section: "Deprecated and internal properties"
    thisvalue: 'deprecated-and-internal-properties', // nearest section: "Deprecated and internal properties"
    thismodule: 'deprecated-and-internal-properties', // nearest section: "Deprecated and internal properties"
  },
  '/api/logging/': {
    'examples-of-how-to-get-and-use-webpack-logger-in-loaders-and-plugins': 'logger-methods', // nearest section: "Logger methods"
    'runtime-logger-api': 'runtime-logger', // parent section: "Runtime logger"
  },
  '/api/module-methods/': {
    'es6-recommended': 'import', // nearest section: "import"
    webpackinclude: 'webpackinclude-and-webpackexclude', // parent section: "webpackInclude and webpackExclude"
    webpackexclude: 'webpackexports', // parent section: "webpackExports"
    'define-with-factory': 'define-with-a-value', // parent section: "define with a value"
    'define-with-value': 'define-with-a-factory', // parent section: "define with a factory"
    'require-amd-version': 'require-amd-form', // parent section: "require (AMD form)"
    'labeled-modules': 'es-modules', // similar heading: "ES modules"
    'export-label': 'export', // similar heading: "export"
    'require-label': 'require', // similar heading: "require"
    webpack: 'webpack-specific-methods', // similar heading: "webpack-specific methods"
    warning: 'requireresolveweak', // nearest section: "require.resolveWeak"
  },
  '/api/module-variables/': {
    'moduleloaded-nodejs': 'moduleloaded', // parent section: "module.loaded"
    'modulehot-webpack-specific': 'modulehot', // parent section: "module.hot"
    'moduleid-commonjs': 'moduleid', // parent section: "module.id"
    'export-default': 'exports', // similar heading: "exports"
    'exports-commonjs': 'exports', // similar heading: "exports"
    'global-nodejs': 'global', // similar heading: "global"
    'dirname-nodejs': '__dirname', // similar heading: "__dirname"
    'filename-nodejs': '__filename', // parent section: "__filename"
    'resourcequery-webpack-specific': '__resourcequery', // parent section: "__resourceQuery"
    'webpack_public_path-webpack-specific': 'webpack_public_path', // parent section: "webpack_public_path"
    'webpack_require-webpack-specific': 'webpack_require', // parent section: "webpack_require"
    'webpack_chunk_load-webpack-specific': 'webpack_chunk_load', // parent section: "webpack_chunk_load"
    'webpack_module-webpack-specific': 'webpack_module', // parent section: "webpack_module"
    'webpack_moduleid-webpack-specific': 'webpack_module', // parent section: "webpack_module"
    'webpack_modules-webpack-specific': 'webpack_modules', // parent section: "webpack_modules"
    'webpack_hash-webpack-specific': 'webpack_hash', // parent section: "webpack_hash"
    'webpack_get_script_filename-webpack-specific': 'webpack_get_script_filename', // parent section: "webpack_get_script_filename"
    'non_webpack_require-webpack-specific': 'non_webpack_require', // parent section: "non_webpack_require"
    'webpack_global-webpack-specific': 'non_webpack_require', // nearest section: "non_webpack_require"
    'webpack_exports_info-webpack-specific': 'webpack_exports_info', // parent section: "webpack_exports_info"
    'webpack_is_included-webpack-specific': 'webpack_exports_info', // nearest section: "webpack_exports_info"
    'webpack_base_uri-webpack-specific': 'webpack_base_uri', // parent section: "webpack_base_uri"
    'debug-webpack-specific': 'webpack_runtime_id', // nearest section: "webpack_runtime_id"
    '__webpack_public_path__-webpack-specific-': 'webpack_public_path', // parent section: "webpack_public_path"
  },
  '/api/parser/': {
    hooks: 'evaluatetypeof', // nearest section: "evaluateTypeof"
    'assign-before-parsing-assigned-expression': 'rename', // nearest section: "rename"
    'assign-before-parsing-target': 'rename', // nearest section: "rename"
  },
  '/api/plugins/': {
    tapable: 'tapable-in-a-nutshell', // similar heading: "Tapable in a nutshell"
    'plugin-types': 'anatomy-of-a-plugin', // similar heading: "Anatomy of a plugin"
    logging: 'reporting-progress', // nearest section: "Reporting progress"
    'next-steps': 'reporting-progress', // nearest section: "Reporting progress"
  },
  '/api/resolvers/': {
    types: 'options-reference', // nearest section: "Options reference"
    'configuration-options': 'options-reference', // similar heading: "Options reference"
  },
  '/api/stats/': {
    'entry-objects': 'asset-objects', // similar heading: "Asset objects"
  },
  '/api/webpack-dev-server/': {
    applycompiler: 'other-members', // reviewed: dev-server has no applyCompiler; its members are listed here
  },
  '/blog/2020-10-10-webpack-5-release/': {
    'so-what-does-the-release-mean': 'what-does-the-release-mean', // similar heading: "What does the release mean?"
    'so-when-is-the-time-to-upgrade': 'when-should-i-upgrade', // similar heading: "When should I upgrade?"
    'sponsoring-update': 'when-should-i-upgrade', // nearest section: "When should I upgrade?"
    'migration-guide': 'migration', // parent section: "Migration"
    'removed-deprecated-items': 'deprecated-items-are-gone', // similar heading: "Deprecated items are gone"
    'syntax-deprecated': 'deprecated-syntax', // similar heading: "Deprecated syntax"
    'automatic-nodejs-polyfills-removed': 'no-more-automatic-nodejs-polyfills', // similar heading: "No more automatic Node.js polyfills"
    'deterministic-chunk-module-ids-and-export-names': 'deterministic-chunk-ids-module-ids-and-export-names', // similar heading: "Deterministic chunk ids, module ids and export names"
    'major-changes-optimization': 'major-changes-optimisation', // parent section: "Major changes: optimisation"
    'optimization-per-runtime': 'optimisation-per-runtime', // similar heading: "Optimisation per runtime"
    'general-tree-shaking-improvements': 'general-improvements', // similar heading: "General improvements"
    'development-production-similarity': 'development-and-production-are-more-similar', // similar heading: "Development and production are more similar"
    'improved-target-option': 'improved-target', // parent section: "Improved target"
    'compiler-idle-and-close': 'persistent-caching', // nearest section: "Persistent caching"
    'major-changes-long-outstanding-problems': 'major-changes-removals', // parent section: "Major changes: removals"
    'chunks-without-js': 'chunks-without-javascript', // parent section: "Chunks without JavaScript"
    'changes-to-the-structure': 'structure', // similar heading: "Structure"
    'changes-to-the-defaults': 'changes-to-the-configuration', // parent section: "Changes to the configuration"
    'new-plugin-order': 'major-internal-changes', // nearest section: "Major internal changes"
    serialization: 'runtime-modules', // nearest section: "Runtime modules"
    'plugins-for-caching': 'serialisation-and-caching-plugins', // similar heading: "Serialisation and caching plugins"
    'hook-object-frozen': 'serialisation-and-caching-plugins', // nearest section: "Serialisation and caching plugins"
    'tapable-upgrade': 'when-should-i-upgrade', // similar heading: "When should I upgrade?"
    'staged-hooks': 'plugins-and-hooks', // similar heading: "Plugins and hooks"
    'mainchunkmoduletemplate-deprecation': 'deprecation-codes', // similar heading: "Deprecation codes"
    'entry-point-descriptor': 'deprecation-codes', // nearest section: "Deprecation codes"
    'entry-point-output-filename': 'deprecation-codes', // nearest section: "Deprecation codes"
    'entry-point-dependency': 'deprecation-codes', // nearest section: "Deprecation codes"
    'entry-point-library': 'deprecation-codes', // nearest section: "Deprecation codes"
    'entry-point-runtime': 'deprecation-codes', // nearest section: "Deprecation codes"
    'entry-point-chunk-loading': 'deprecation-codes', // nearest section: "Deprecation codes"
    'arrays-to-sets': 'sets-instead-of-arrays', // similar heading: "Sets instead of arrays"
    compilationfilesysteminfo: 'sets-instead-of-arrays', // nearest section: "Sets instead of arrays"
    filesystems: 'file-system-information-and-watching', // parent section: "File system information and watching"
    'hot-module-replacement': 'file-system-information-and-watching', // nearest section: "File system information and watching"
    'work-queues': 'file-system-information-and-watching', // nearest section: "File system information and watching"
    logging: 'file-system-information-and-watching', // nearest section: "File system information and watching"
    'module-and-chunk-graph': 'module-graph-and-chunk-graph', // similar heading: "Module graph and chunk graph"
    'init-fragments': 'module-graph-and-chunk-graph', // nearest section: "Module graph and chunk graph"
    'module-source-types': 'module-graph-and-chunk-graph', // nearest section: "Module graph and chunk graph"
    'plugins-for-stats': 'stats', // similar heading: "Stats"
    'new-watching': 'file-system-information-and-watching', // similar heading: "File system information and watching"
    'sizeonlysource-after-emit': 'file-system-information-and-watching', // nearest section: "File system information and watching"
    'emitting-assets-multiple-times': 'file-system-information-and-watching', // nearest section: "File system information and watching"
    exportsinfo: 'file-system-information-and-watching', // nearest section: "File system information and watching"
    dependencyreference: 'code-generation-phase', // nearest section: "Code generation phase"
    'presentational-dependencies': 'code-generation-phase', // nearest section: "Code generation phase"
    'deprecated-loaders': 'deprecated-syntax', // parent section: "Deprecated syntax"
    'other-minor-changes': 'minor-changes', // similar heading: "Minor changes"
  },
  '/blog/2020-12-08-roadmap-2021/': {
    'what-happened-so-far': 'what-happened-since-the-release', // parent section: "What happened since the release"
    'further-stabilizing': 'further-stabilising', // parent section: "Further stabilising"
    'esm-as-chunk-loading-mechanism': 'ecmascript-modules', // nearest section: "ECMAScript modules"
    'self-executed-chunks': 'ecmascript-modules', // nearest section: "ECMAScript modules"
    'esm-exports': 'the-exports-and-imports-fields-of-packagejson', // similar heading: "The exports and imports fields of package.json"
    'esm-externals-import': 'the-exports-and-imports-fields-of-packagejson', // nearest section: "The exports and imports fields of package.json"
    'esm-library': 'the-exports-and-imports-fields-of-packagejson', // nearest section: "The exports and imports fields of package.json"
    'strict-mode-warnings': 'the-exports-and-imports-fields-of-packagejson', // nearest section: "The exports and imports fields of package.json"
    'more-first-class-citizen': 'more-file-types-as-first-class-citizens', // similar heading: "More file types as first-class citizens"
    'css-as-modules': 'ecmascript-modules', // similar heading: "ECMAScript modules"
    'html-as-entrypoint': 'ecmascript-modules', // nearest section: "ECMAScript modules"
    'html-modules': 'ecmascript-modules', // similar heading: "ECMAScript modules"
    'sourcemap-performance': 'source-map-performance', // same words: "Source map performance"
    'exportsimports-packagejson-field': 'the-exports-and-imports-fields-of-packagejson', // similar heading: "The exports and imports fields of package.json"
    'improve-commonjs-analysis': 'better-commonjs-analysis', // similar heading: "Better CommonJS analysis"
    'hinting-system': 'a-hinting-system', // similar heading: "A hinting system"
  },
  '/branding/': {
    logo: 'the-logo', // similar heading: "The logo"
    'color-palette': 'icon-only', // nearest section: "Icon only"
  },
  '/comparison/': {
    'bundling-vs-loading': 'bundling-versus-loading-at-runtime', // similar heading: "Bundling versus loading at runtime"
  },
  '/concepts/configuration/': {
    'introductory-configuration': 'sharing-and-combining-configurations', // similar heading: "Sharing and combining configurations"
    'using-multiple-configurations': 'using-the-configuration-from-nodejs', // similar heading: "Using the configuration from Node.js"
    'multiple-targets': 'using-the-configuration-from-nodejs', // nearest section: "Using the configuration from Node.js"
    'using-other-configuration-languages': 'other-configuration-languages', // similar heading: "Other configuration languages"
  },
  '/concepts/entry-points/': {
    'single-entry-shorthand-syntax': 'one-entry-point-the-string-form', // reviewed
    'object-syntax': 'named-entry-points-the-object-form', // similar heading: "Named entry points: the object form"
    'entrydescription-object': 'entry-descriptors', // parent section: "Entry descriptors"
    scenarios: 'common-layouts', // reviewed
    'separate-app-and-vendor-entries': 'keeping-shared-code-apart-from-application-code', // reviewed
    'multi-page-application': 'multi-page-applications', // parent section: "Multi-page applications"
  },
  '/concepts/hot-module-replacement/': {
    'get-started': 'getting-started', // similar heading: "Getting started"
  },
  '/concepts/loaders/': {
    example: 'a-first-example', // similar heading: "A first example"
    'using-loaders': 'how-loaders-run', // similar heading: "How loaders run"
    configuration: 'in-the-configuration-recommended', // similar heading: "In the configuration (recommended)"
    inline: 'inline-in-an-import', // similar heading: "Inline, in an import"
    'loader-features': 'how-loaders-run', // similar heading: "How loaders run"
    'resolving-loaders': 'how-loaders-run', // similar heading: "How loaders run"
  },
  '/concepts/manifest/': {
    runtime: 'the-runtime', // similar heading: "The runtime"
    manifest: 'the-manifest', // similar heading: "The manifest"
    'the-problem': 'the-manifest', // nearest section: "The manifest"
  },
  '/concepts/module-federation/': {
    motivation: 'the-building-blocks', // nearest section: "The building blocks"
    'low-level-concepts': 'the-building-blocks', // nearest section: "The building blocks"
    'high-level-concepts': 'the-building-blocks', // nearest section: "The building blocks"
    'building-blocks': 'the-building-blocks', // similar heading: "The building blocks"
    'containerplugin-low-level': 'containerplugin', // parent section: "ContainerPlugin"
    'containerreferenceplugin-low-level': 'containerreferenceplugin', // parent section: "ContainerReferencePlugin"
    'modulefederationplugin-high-level': 'modulefederationplugin', // parent section: "ModuleFederationPlugin"
    'concept-goals': 'modulefederationplugin', // nearest section: "ModuleFederationPlugin"
    'use-cases': 'typical-use-cases', // similar heading: "Typical use cases"
    'separate-builds-per-page': 'a-separate-build-per-page', // similar heading: "A separate build per page"
    'components-library-as-container': 'a-component-library-as-a-container', // similar heading: "A component library as a container"
    'dynamic-remote-containers': 'a-component-library-as-a-container', // nearest section: "A component library as a container"
    'promise-based-dynamic-remotes': 'a-component-library-as-a-container', // nearest section: "A component library as a container"
    'dynamic-public-path': 'a-component-library-as-a-container', // nearest section: "A component library as a container"
    'offer-a-host-api-to-set-the-publicpath': 'a-component-library-as-a-container', // nearest section: "A component library as a container"
    'infer-publicpath-from-script': 'a-component-library-as-a-container', // nearest section: "A component library as a container"
    'uncaught-error-shared-module-is-not-available-for-eager-consumption': 'troubleshooting', // nearest section: "Troubleshooting"
    'uncaught-error-module-button-does-not-exist-in-container': 'troubleshooting', // nearest section: "Troubleshooting"
    'uncaught-typeerror-fn-is-not-a-function': 'troubleshooting', // nearest section: "Troubleshooting"
    'setting-outputuniquename': 'troubleshooting', // nearest section: "Troubleshooting"
  },
  '/concepts/module-resolution/': {
    'resolving-rules-in-webpack': 'absolute-paths', // nearest section: "Absolute paths"
  },
  '/concepts/modules/': {
    'what-is-a-webpack-module': 'what-counts-as-a-webpack-module', // similar heading: "What counts as a webpack module"
    'supported-module-types': 'module-types-webpack-understands', // similar heading: "Module types webpack understands"
  },
  '/concepts/output/': {
    usage: 'the-two-settings-you-always-need', // nearest section: "The two settings you always need"
    'multiple-entry-points': 'the-two-settings-you-always-need', // nearest section: "The two settings you always need"
    advanced: 'the-two-settings-you-always-need', // nearest section: "The two settings you always need"
  },
  '/concepts/plugins/': {
    anatomy: 'adding-plugins-to-a-configuration', // nearest section: "Adding plugins to a configuration"
    usage: 'adding-plugins-to-a-configuration', // nearest section: "Adding plugins to a configuration"
    configuration: 'adding-plugins-to-a-configuration', // similar heading: "Adding plugins to a configuration"
    'node-api': 'plugins-in-the-nodejs-api', // similar heading: "Plugins in the Node.js API"
  },
  '/concepts/targets/': {
    usage: 'setting-a-target', // nearest section: "Setting a target"
    'multiple-targets': 'setting-a-target', // similar heading: "Setting a target"
    resources: 'setting-a-target', // nearest section: "Setting a target"
  },
  '/concepts/under-the-hood/': {
    'the-main-parts': 'the-three-main-building-blocks', // similar heading: "The three main building blocks"
    chunks: 'two-kinds-of-chunks', // similar heading: "Two kinds of chunks"
    output: 'two-kinds-of-chunks', // nearest section: "Two kinds of chunks"
  },
  '/concepts/why-webpack/': {
    'iifes---immediately-invoked-function-expressions': 'ecmascript-modules', // nearest section: "ECMAScript modules"
    'birth-of-javascript-modules-happened-thanks-to-nodejs': 'ecmascript-modules', // nearest section: "ECMAScript modules"
    'npm--nodejs--modules--mass-distribution': 'ecmascript-modules', // nearest section: "ECMAScript modules"
    'esm---ecmascript-modules': 'ecmascript-modules', // similar heading: "ECMAScript modules"
    'automatic-dependency-collection': 'ecmascript-modules', // nearest section: "ECMAScript modules"
    'wouldnt-it-be-nice': 'ecmascript-modules', // nearest section: "ECMAScript modules"
  },
  '/configuration/cache/': {
    cache: 'cachetype', // reviewed: the first entry, as for resolve and performance
  },
  '/configuration/configuration-languages/': {
    defineconfig: 'typescript', // nearest section: "TypeScript"
    'data-formats-json5-yaml-and-toml': 'json5-yaml-and-toml', // similar heading: "JSON5, YAML and TOML"
  },
  '/configuration/configuration-types/': {
    dependencies: 'dependencies-between-configurations', // parent section: "Dependencies between configurations"
    parallelism: 'dependencies-between-configurations', // nearest section: "Dependencies between configurations"
  },
  '/configuration/dev-server/': {
    devserver: 'devserverallowedhosts', // parent section: "devServer.allowedHosts"
    'usage-via-cli': 'devserverallowedhosts', // nearest section: "devServer.allowedHosts"
    'usage-via-api': 'devserverallowedhosts', // nearest section: "devServer.allowedHosts"
    logging: 'devserverclientlogging', // similar heading: "devServer.client.logging"
    overlay: 'devserverclientoverlay', // similar heading: "devServer.client.overlay"
    progress: 'devserverclientprogress', // similar heading: "devServer.client.progress"
    reconnect: 'devserverclientreconnect', // similar heading: "devServer.client.reconnect"
    websockettransport: 'devserverclientwebsockettransport', // similar heading: "devServer.client.webSocketTransport"
    websocketurl: 'devserverclientwebsocketurl', // similar heading: "devServer.client.webSocketURL"
    'local-ip': 'devserverhost', // nearest section: "devServer.host"
    'local-ipv4': 'devserverhost', // nearest section: "devServer.host"
    'local-ipv6': 'devserverhost', // nearest section: "devServer.host"
    directory: 'devserverstaticdirectory', // similar heading: "devServer.static.directory"
    staticoptions: 'devserverstaticstaticoptions', // similar heading: "devServer.static.staticOptions"
    publicpath: 'devserverstaticpublicpath', // similar heading: "devServer.static.publicPath"
    serveindex: 'devserverstaticserveindex', // similar heading: "devServer.static.serveIndex"
    watch: 'devserverstaticwatch', // similar heading: "devServer.static.watch"
  },
  '/configuration/devtool/': {
    qualities: 'devtool', // nearest section: "devtool"
    development: 'devtool', // nearest section: "devtool"
    'special-cases': 'devtool', // nearest section: "devtool"
    production: 'devtool', // nearest section: "devtool"
  },
  '/configuration/entry-context/': {
    naming: 'naming-entries', // similar heading: "Naming entries"
    'output-filename': 'output-file-names-per-entry', // parent section: "Output file names per entry"
    dependencies: 'output-file-names-per-entry', // nearest section: "Output file names per entry"
    'multiple-entry-points-in-different-folders': 'dynamic-entry', // nearest section: "Dynamic entry"
    'runtime-chunk': 'separate-runtimes', // similar heading: "Separate runtimes"
  },
  '/configuration/experiments/': {
    experiments: 'experimentsasyncwebassembly', // parent section: "experiments.asyncWebAssembly"
    'limitations-of-magic-comments--webpackdefer-true-': 'experimentsdeferimport', // nearest section: "experiments.deferImport"
    'inline--tags': 'experimentshtml', // nearest section: "experiments.html"
    'inline--tags-1': 'experimentshtml', // nearest section: "experiments.html"
    and: 'experimentshtml', // nearest section: "experiments.html"
    'webpackignore-magic-comment': 'experimentshtml', // nearest section: "experiments.html"
    'html-as-the-default-entry': 'experimentshtml', // nearest section: "experiments.html"
    'hot-module-replacement': 'experimentshtml', // nearest section: "experiments.html"
    experimentsoutputmodule: 'experimentscss', // parent section: "experiments.css"
  },
  '/configuration/externals/': {
    'string-1': 'string', // similar heading: "string"
    'combining-syntaxes': 'combining-forms', // parent section: "Combining forms"
    bylayer: 'externalsbylayer', // similar heading: "externals.byLayer"
    externalstypecommonjs: 'externalstype', // parent section: "externalsType"
    example: 'externalstype', // nearest section: "externalsType"
    externalstypeglobal: 'externalstype', // parent section: "externalsType"
    'example-1': 'externalstype', // nearest section: "externalsType"
    externalstypemodule: 'externalstype', // parent section: "externalsType"
    'example-2': 'externalstype', // nearest section: "externalsType"
    'preserving-phase-keywords': 'externalstype', // nearest section: "externalsType"
    externalstypeimport: 'externalstype', // parent section: "externalsType"
    'example-3': 'externalstype', // nearest section: "externalsType"
    'preserving-phase-keywords-1': 'externalstype', // nearest section: "externalsType"
    'externalstypemodule-import': 'externalstype', // parent section: "externalsType"
    'example-4': 'externalstype', // nearest section: "externalsType"
    'externalstypenode-commonjs': 'externalstype', // parent section: "externalsType"
    'example-5': 'externalstype', // nearest section: "externalsType"
    externalstypepromise: 'externalstype', // parent section: "externalsType"
    'example-6': 'externalstype', // nearest section: "externalsType"
    externalstypeself: 'externalstype', // parent section: "externalsType"
    'example-7': 'externalstype', // nearest section: "externalsType"
    externalstypescript: 'externalstype', // parent section: "externalsType"
    syntax: 'externalstype', // nearest section: "externalsType"
    'example-8': 'externalstype', // nearest section: "externalsType"
    externalstypethis: 'externalstype', // parent section: "externalsType"
    'example-9': 'externalstype', // nearest section: "externalsType"
    externalstypevar: 'externalstype', // parent section: "externalsType"
    'example-10': 'externalstype', // nearest section: "externalsType"
    externalstypewindow: 'externalstype', // parent section: "externalsType"
    'example-11': 'externalstype', // nearest section: "externalsType"
  },
  '/configuration/': {
    'set-up-a-new-webpack-project': 'use-a-different-configuration-file', // nearest section: "Use a different configuration file"
  },
  '/configuration/mode/': {
    usage: 'mode', // nearest section: "mode"
    'mode-development': 'mode', // similar heading: "mode"
    'mode-production': 'mode', // similar heading: "mode"
    'mode-none': 'mode', // similar heading: "mode"
  },
  '/configuration/module/': {
    'multiple-aliases-via-exportsconvention': 'modulegeneratorcssautoexportsconvention', // reviewed: the section showed exportsConvention
    moduleparsercsspure: 'moduleparsercssautopure', // reviewed: a css/auto option here
    moduleparsercssanimation: 'moduleparsercssautoanimation', // reviewed: a css/auto option here
    moduleparsercsscontainer: 'moduleparsercssautocontainer', // reviewed: a css/auto option here
    moduleparsercsscustomidents: 'moduleparsercssautocustomidents', // reviewed: a css/auto option here
    moduleparsercssdashedidents: 'moduleparsercssautodashedidents', // reviewed: a css/auto option here
    moduleparsercssfunction: 'moduleparsercssautofunction', // reviewed: a css/auto option here
    moduleparsercssgrid: 'moduleparsercssautogrid', // reviewed: a css/auto option here
    rule: 'modulerules', // reviewed: what a rule is
    'rule-results': 'modulerules', // reviewed: conditions and results are introduced there
    'nested-rules': 'rulerules', // reviewed
    ruleloaders: 'ruleloader', // parent section: "Rule.loader"
    'ruleoptions--rulequery': 'ruleoptions', // parent section: "Rule.options"
    ruleparserdataurlcondition: 'moduleparserassetdataurlcondition', // reviewed: the asset parser option
    rulegeneratordataurl: 'modulegeneratorassetdataurl', // reviewed: the asset generator option
    rulegeneratoremit: 'modulegeneratorassetemit', // reviewed: the asset generator option
    rulegeneratorfilename: 'modulegeneratorassetfilename', // reviewed: the asset generator option
    rulegeneratorpublicpath: 'modulegeneratorassetpublicpath', // reviewed: the asset generator option
    rulegeneratoroutputpath: 'modulegeneratorassetoutputpath', // reviewed: the asset generator option
    ruleparserparse: 'moduleparserjsonparse', // reviewed: the custom JSON parser
    cssauto: 'ruletype', // nearest section: "Rule.type"
    resolvefullyspecified: 'ruleresolve', // nearest section: "Rule.resolve"
    condition: 'rule-conditions', // similar heading: "Rule conditions"
    'module-contexts': 'deprecated-context-options', // reviewed: the context options
    'rule-include': 'ruleinclude', // same words: "Rule.include"
    'rule-exclude': 'ruleexclude', // same words: "Rule.exclude"
    'rule-use': 'ruleuse', // same words: "Rule.use"
  },
  '/configuration/node/': {
    nodefilename: 'node__filename', // same words: "node.__filename"
    nodedirname: 'node__dirname', // same words: "node.__dirname"
  },
  '/configuration/optimization/': {
    'optimization-concatenatemodules': 'optimizationconcatenatemodules', // same words: "optimization.concatenateModules"
  },
  '/configuration/other-options/': {
    builddependencies: 'snapshotbuilddependencies', // reviewed: webpack.js.org has it under "snapshot"
    immutablepaths: 'snapshotimmutablepaths', // reviewed: webpack.js.org has it under "snapshot"
    managedpaths: 'snapshotmanagedpaths', // reviewed: webpack.js.org has it under "snapshot"
    unmanagedpaths: 'snapshotunmanagedpaths', // similar heading: "snapshot.unmanagedPaths"
    module: 'snapshotmodule', // similar heading: "snapshot.module"
    contextmodule: 'snapshotcontextmodule', // similar heading: "snapshot.contextModule"
    resolve: 'snapshotresolve', // similar heading: "snapshot.resolve"
    resolvebuilddependencies: 'snapshotresolvebuilddependencies', // similar heading: "snapshot.resolveBuildDependencies"
  },
  '/configuration/output/': {
    'expose-a-variable': 'outputlibrarytype', // nearest section: "output.library.type"
    'type-var': 'outputlibrarytype', // similar heading: "output.library.type"
    'type-assign': 'outputlibrarytype', // similar heading: "output.library.type"
    'type-assign-properties': 'outputlibrarytype', // nearest section: "output.library.type"
    'expose-via-object-assignment': 'outputlibrarytype', // nearest section: "output.library.type"
    'type-this': 'outputlibrarytype', // similar heading: "output.library.type"
    'type-window': 'outputlibrarytype', // similar heading: "output.library.type"
    'type-global': 'outputlibrarytype', // similar heading: "output.library.type"
    'type-commonjs': 'outputlibrarytype', // similar heading: "output.library.type"
    'module-definition-systems': 'outputlibrarytype', // nearest section: "output.library.type"
    'type-module': 'outputmodule', // similar heading: "output.module"
    'type-modern-module': 'outputmodule', // nearest section: "output.module"
    'type-commonjs2': 'outputlibrarytype', // similar heading: "output.library.type"
    'type-commonjs-module': 'outputlibrarytype', // nearest section: "output.library.type"
    'type-commonjs-static': 'outputlibrarytype', // nearest section: "output.library.type"
    'type-amd': 'outputlibrarytype', // similar heading: "output.library.type"
    'type-amd-require': 'outputlibrarytype', // nearest section: "output.library.type"
    'type-umd': 'outputlibrarytype', // similar heading: "output.library.type"
    'type-system': 'outputlibrarytype', // similar heading: "output.library.type"
    'other-types': 'outputlibrarytype', // similar heading: "output.library.type"
    'type-jsonp': 'outputlibrarytype', // similar heading: "output.library.type"
    'outputlibraryexport-1': 'outputlibrary-export', // parent section: "output.library.export"
    'expose-a-variable-1': 'outputlibrarytarget', // nearest section: "output.libraryTarget"
    'librarytarget-var': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'librarytarget-assign': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'librarytarget-assign-properties': 'outputlibrarytarget', // nearest section: "output.libraryTarget"
    'expose-via-object-assignment-1': 'outputlibrarytarget', // nearest section: "output.libraryTarget"
    'librarytarget-this': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'librarytarget-window': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'librarytarget-global': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'librarytarget-commonjs': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'module-definition-systems-1': 'outputlibrarytarget', // nearest section: "output.libraryTarget"
    'librarytarget-module': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'librarytarget-commonjs2': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'librarytarget-amd': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'librarytarget-amd-require': 'outputlibrarytarget', // nearest section: "output.libraryTarget"
    'librarytarget-umd': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'librarytarget-system': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'other-targets': 'outputlibrarytarget', // nearest section: "output.libraryTarget"
    'librarytarget-jsonp': 'outputlibrarytarget', // similar heading: "output.libraryTarget"
    'output-publicpath': 'outputpublicpath', // same words: "output.publicPath"
  },
  '/configuration/performance/': {
    performance: 'performancehints', // parent section: "performance.hints"
  },
  '/configuration/resolve/': {
    resolve: 'resolvealias', // similar heading: "resolve.alias"
    'default-values': 'resolveconditionnames', // nearest section: "resolve.conditionNames"
    'per-dependency-type-conditions': 'resolveconditionnames', // nearest section: "resolve.conditionNames"
    'condition-matching': 'resolveconditionnames', // nearest section: "resolve.conditionNames"
    'custom-conditions': 'resolveconditionnames', // nearest section: "resolve.conditionNames"
  },
  '/configuration/stats/': {
    'stats-options': 'statsoptimizationbailout', // parent section: "stats.optimizationBailout"
    'sorting-fields': 'sorting-and-collapsing', // similar heading: "Sorting and collapsing"
    'extending-stats-behaviours': 'sorting-and-collapsing', // nearest section: "Sorting and collapsing"
  },
  '/configuration/target/': {
    string: 'string-values', // similar heading: "String values"
    universal: 'browserslist', // nearest section: "browserslist"
    bun: 'browserslist', // nearest section: "browserslist"
    deno: 'browserslist', // nearest section: "browserslist"
    'string-1': 'string-values', // similar heading: "String values"
  },
  '/configuration/watch/': {
    'changes-seen-but-not-processed': 'troubleshooting', // nearest section: "Troubleshooting"
    'macos-fsevents-bug': 'not-enough-watchers', // nearest section: "Not enough watchers"
    'windows-paths': 'windows-paths-in-ignored', // parent section: "Windows paths in ignored"
    vim: 'windows-paths-in-ignored', // nearest section: "Windows paths in ignored"
    'saving-in-webstorm': 'windows-paths-in-ignored', // nearest section: "Windows paths in ignored"
  },
  '/contribute/debugging/': {
    stats: 'read-the-stats', // similar heading: "Read the stats"
    devtools: 'step-through-the-code-with-chrome-devtools', // similar heading: "Step through the code with Chrome DevTools"
  },
  '/contribute/': {
    developers: 'for-employers', // nearest section: "For employers"
    'how-can-i-help': 'for-employers', // nearest section: "For employers"
    'encouraging-employers': 'for-employers', // similar heading: "For employers"
    'your-contributions': 'for-employers', // nearest section: "For employers"
    executives: 'for-employers', // nearest section: "For employers"
    sponsorship: 'for-employers', // nearest section: "For employers"
    'anyone-else': 'for-employers', // nearest section: "For employers"
    community: 'for-employers', // nearest section: "For employers"
  },
  '/contribute/plugin-patterns/': {
    'exploring-assets-chunks-modules-and-dependencies': 'exploring-chunks-modules-and-assets', // similar heading: "Exploring chunks, modules and assets"
    'changed-chunks': 'detecting-changed-chunks', // similar heading: "Detecting changed chunks"
  },
  '/contribute/release-process/': {
    'pull-requests': 'from-pull-request-to-npm', // similar heading: "From pull request to npm"
    releasing: 'from-pull-request-to-npm', // nearest section: "From pull request to npm"
  },
  '/contribute/writers-guide/': {
    process: 'code-examples', // nearest section: "Code examples"
    'yaml-frontmatter': 'code-examples', // nearest section: "Code examples"
    'article-structure': 'code-examples', // nearest section: "Code examples"
    typesetting: 'code-examples', // nearest section: "Code examples"
    formatting: 'code-examples', // nearest section: "Code examples"
    code: 'code-examples', // similar heading: "Code examples"
    quotation: 'code-examples', // nearest section: "Code examples"
    lists: 'code-examples', // nearest section: "Code examples"
    tables: 'code-examples', // nearest section: "Code examples"
    'configuration-properties': 'reference-entries', // similar heading: "Reference entries"
    quotes: 'reference-entries', // nearest section: "Reference entries"
    blockquote: 'reference-entries', // nearest section: "Reference entries"
    tip: 'reference-entries', // nearest section: "Reference entries"
    'assumptions-and-simplicity': 'reference-entries', // nearest section: "Reference entries"
    'configuration-defaults-and-types': 'reference-entries', // nearest section: "Reference entries"
    'options-shortlists-and-their-typing': 'reference-entries', // nearest section: "Reference entries"
    'adding-links': 'links', // similar heading: "Links"
  },
  '/contribute/writing-a-loader/': {
    setup: 'the-loader', // nearest section: "The loader"
    'simple-usage': 'the-loader', // nearest section: "The loader"
    'complex-usage': 'the-loader', // nearest section: "The loader"
    'pitching-loaders': 'the-loader', // similar heading: "The loader"
    'short-circuiting-the-loader-chain': 'the-loader', // nearest section: "The loader"
    simple: 'guidelines', // nearest section: "Guidelines"
    chaining: 'guidelines', // nearest section: "Guidelines"
    modular: 'keep-it-modular-and-stateless', // similar heading: "Keep it modular and stateless"
    stateless: 'keep-it-modular-and-stateless', // similar heading: "Keep it modular and stateless"
    'loader-utilities': 'the-loader', // similar heading: "The loader"
    'data-sharing': 'the-loader', // nearest section: "The loader"
    'loader-dependencies': 'the-loader', // similar heading: "The loader"
    'module-dependencies': 'let-webpack-resolve-module-dependencies', // similar heading: "Let webpack resolve module dependencies"
    'common-code': 'let-webpack-resolve-module-dependencies', // nearest section: "Let webpack resolve module dependencies"
    'absolute-paths': 'keep-absolute-paths-out-of-the-output', // similar heading: "Keep absolute paths out of the output"
    'peer-dependencies': 'declare-peer-dependencies', // similar heading: "Declare peer dependencies"
    testing: 'testing-a-loader', // similar heading: "Testing a loader"
  },
  '/contribute/writing-a-plugin/': {
    'creating-a-plugin': 'what-a-plugin-is', // similar heading: "What a plugin is"
    'basic-plugin-architecture': 'what-a-plugin-is', // nearest section: "What a plugin is"
    'async-event-hooks': 'compiler-and-compilation', // nearest section: "Compiler and compilation"
    tapasync: 'compiler-and-compilation', // nearest section: "Compiler and compilation"
    tappromise: 'compiler-and-compilation', // nearest section: "Compiler and compilation"
    example: 'a-complete-example-a-size-budget', // similar heading: "A complete example: a size budget"
    'watching-for-file-changes': 'a-complete-example-a-size-budget', // nearest section: "A complete example: a size budget"
    'adding-custom-file-dependencies': 'adding-and-changing-output-files', // similar heading: "Adding and changing output files"
    'different-plugin-shapes': 'adding-and-changing-output-files', // nearest section: "Adding and changing output files"
    'synchronous-hooks': 'hooks-and-how-to-tap-them', // similar heading: "Hooks and how to tap them"
    'asynchronous-hooks': 'hooks-and-how-to-tap-them', // similar heading: "Hooks and how to tap them"
    'configuration-defaults': 'hooks-and-how-to-tap-them', // nearest section: "Hooks and how to tap them"
    'example-assetloggerplugin': 'a-complete-example-a-size-budget', // similar heading: "A complete example: a size budget"
  },
  '/guides/asset-management/': {
    'customize-parser-of-json-modules': 'loading-data', // nearest section: "Loading data"
    'next-guide': 'wrapping-up', // nearest section: "Wrapping up"
    'further-reading': 'wrapping-up', // nearest section: "Wrapping up"
  },
  '/guides/asset-modules/': {
    'public-path': 'the-asset-module-types', // nearest section: "The asset module types"
    'on-the-fly-override': 'the-asset-module-types', // nearest section: "The asset module types"
    'resource-type': 'the-asset-module-types', // similar heading: "The asset module types"
    'custom-output-filename': 'the-asset-module-types', // nearest section: "The asset module types"
    'inlining-assets': 'inlining-files-with-assetinline', // similar heading: "Inlining files with asset/inline"
    'custom-data-uri-generator': 'inlining-files-with-assetinline', // nearest section: "Inlining files with asset/inline"
    'source-type': 'the-asset-module-types', // similar heading: "The asset module types"
    'url-assets': 'the-asset-module-types', // similar heading: "The asset module types"
    'asset-type': 'the-asset-module-types', // similar heading: "The asset module types"
    'bytes-type': 'the-asset-module-types', // similar heading: "The asset module types"
    'replacing-inline-loader-syntax': 'the-asset-module-types', // nearest section: "The asset module types"
    'disable-emitting-assets': 'emitting-files-with-assetresource', // similar heading: "Emitting files with asset/resource"
  },
  '/guides/author-libraries/': {
    'webpack-configuration': 'base-configuration', // similar heading: "Base configuration"
    'adding-source-maps': 'adding-a-source-map', // similar heading: "Adding a source map"
  },
  '/guides/build-performance/': {
    general: 'general-advice', // similar heading: "General advice"
    loaders: 'apply-loaders-to-as-few-files-as-possible', // similar heading: "Apply loaders to as few files as possible"
    bootstrap: 'apply-loaders-to-as-few-files-as-possible', // nearest section: "Apply loaders to as few files as possible"
    resolving: 'make-resolving-cheap', // similar heading: "Make resolving cheap"
    dlls: 'prefer-the-persistent-cache-to-dlls', // similar heading: "Prefer the persistent cache to DLLs"
    'smaller--faster': 'smaller-is-faster', // similar heading: "Smaller is faster"
    'worker-pool': 'move-expensive-loaders-to-a-worker-pool', // similar heading: "Move expensive loaders to a worker pool"
    'persistent-cache': 'use-the-persistent-cache', // similar heading: "Use the persistent cache"
    'custom-pluginsloaders': 'use-the-persistent-cache', // nearest section: "Use the persistent cache"
    'progress-plugin': 'show-progress-sparingly', // similar heading: "Show progress sparingly"
    'incremental-builds': 'use-incremental-builds', // similar heading: "Use incremental builds"
    'statstojson-speed': 'compile-in-memory', // nearest section: "Compile in memory"
    devtool: 'choose-a-fast-devtool', // similar heading: "Choose a fast devtool"
    'avoid-production-specific-tooling': 'leave-production-tooling-out-of-development', // similar heading: "Leave production tooling out of development"
    'minimal-entry-chunk': 'keep-the-entry-chunk-small', // similar heading: "Keep the entry chunk small"
    'avoid-extra-optimization-steps': 'avoid-optimization-steps-you-do-not-need', // similar heading: "Avoid optimization steps you do not need"
    'nodejs-versions-8910-9111': 'output-without-path-info', // nearest section: "Output without path info"
    'typescript-loader': 'typescript-in-development', // parent section: "TypeScript in development"
    'specific-tooling-issues': 'source-maps', // nearest section: "Source maps"
    babel: 'source-maps', // nearest section: "Source maps"
    typescript: 'typescript-in-development', // parent section: "TypeScript in development"
    sass: 'typescript-in-development', // nearest section: "TypeScript in development"
  },
  '/guides/code-splitting/': {
    'prevent-duplication': 'preventing-duplication', // similar heading: "Preventing duplication"
    'understanding-chunkloaderror': 'dynamic-imports', // nearest section: "Dynamic imports"
    'prefetchingpreloading-modules': 'prefetching-and-preloading-modules', // similar heading: "Prefetching and preloading modules"
  },
  '/guides/csp/': {
    examples: 'example', // similar heading: "Example"
    'enabling-csp': 'example', // nearest section: "Example"
  },
  '/guides/dependency-management/': {
    'dynamic-expressions-in-import-or-require': 'dynamic-expressions-in-require-and-import', // similar heading: "Dynamic expressions in require() and import()"
    'context-module-api': 'the-context-module-api', // similar heading: "The context module API"
  },
  '/guides/ecma-script-modules/': {
    'importmeta-in-esm': 'flagging-modules-as-esm', // similar heading: "Flagging modules as ESM"
    'top-level-await': 'flagging-modules-as-esm', // nearest section: "Flagging modules as ESM"
    'fully-specified-imports': 'flagging-modules-as-esm', // nearest section: "Flagging modules as ESM"
    'commonjs-interop': 'flagging-modules-as-esm', // nearest section: "Flagging modules as ESM"
    'common-migration-errors': 'flagging-modules-as-esm', // nearest section: "Flagging modules as ESM"
  },
  '/guides/entry-advanced/': {
    'multiple-file-types-per-entry': 'the-example-project', // nearest section: "The example project"
  },
  '/guides/getting-started/': {
    'quick-start-minimal-working-example': 'basic-setup', // nearest section: "Basic setup"
  },
  '/guides/hot-module-replacement/': {
    'via-the-nodejs-api': 'enabling-hmr', // nearest section: "Enabling HMR"
  },
  '/guides/lazy-loading/': {
    'dynamic-import-example': 'frameworks', // nearest section: "Frameworks"
    'defer-import-example': 'frameworks', // nearest section: "Frameworks"
    'using-importdefer-with-context-modules': 'frameworks', // nearest section: "Frameworks"
  },
  '/guides/modern-web-platform/': {
    problem: 'web-components-with-webpack', // reviewed
    approach: 'web-components-with-webpack', // reviewed
    'problem-1': 'import-maps-with-webpack', // reviewed
    'approach-1': 'import-maps-with-webpack', // reviewed
    'problem-2': 'progressive-web-apps-pwa-and-service-workers', // reviewed
    'approach-2': 'progressive-web-apps-pwa-and-service-workers', // reviewed
  },
  '/guides/native-css/': {
    'popular-examples': 'all-options-with-examples', // similar heading: "All options"
    'global-styles--scoped-modules-side-by-side': 'global-styles-and-scoped-modules-side-by-side', // similar heading: "Global styles and scoped modules side by side"
  },
  '/guides/package-exports/': {
    'general-syntax': 'the-syntax-in-detail', // similar heading: "The syntax in detail"
    'conditional-syntax': 'conditions', // parent section: "Conditions"
    abbreviation: 'conditions', // nearest section: "Conditions"
    'notes-about-ordering': 'conditions', // nearest section: "Conditions"
    support: 'conditions', // nearest section: "Conditions"
    'reference-syntax': 'the-syntax-in-detail', // similar heading: "The syntax in detail"
    import: 'the-imports-field', // similar heading: "The imports field"
    require: 'the-imports-field', // nearest section: "The imports field"
    style: 'the-imports-field', // nearest section: "The imports field"
    asset: 'the-imports-field', // nearest section: "The imports field"
    script: 'the-imports-field', // nearest section: "The imports field"
    optimizations: 'the-imports-field', // nearest section: "The imports field"
    'target-environment': 'different-files-per-environment', // similar heading: "Different files per environment"
    'conditions-preprocessor-and-runtimes': 'conditions', // parent section: "Conditions"
    'conditions-custom': 'conditions', // parent section: "Conditions"
    'common-patterns': 'patterns-for-package-authors', // similar heading: "Patterns for package authors"
    'target-environment-independent-packages': 'a-package-that-adapts-to-its-environment', // similar heading: "A package that adapts to its environment"
    'providing-only-an-esm-version': 'a-package-that-adapts-to-its-environment', // nearest section: "A package that adapts to its environment"
    'providing-commonjs-and-esm-version-stateless': 'a-package-that-adapts-to-its-environment', // nearest section: "A package that adapts to its environment"
    'providing-commonjs-and-esm-version-stateful': 'a-package-that-adapts-to-its-environment', // nearest section: "A package that adapts to its environment"
    'providing-only-a-commonjs-version': 'a-package-that-adapts-to-its-environment', // nearest section: "A package that adapts to its environment"
    'providing-a-bundled-script-version-for-direct-browser-consumption':
      'a-package-that-adapts-to-its-environment', // kept: "A package that adapts to its environment"
    'providing-devtools-or-production-optimizations': 'a-package-that-adapts-to-its-environment', // nearest section: "A package that adapts to its environment"
    'without-nodejs-runtime-detection': 'a-package-that-adapts-to-its-environment', // nearest section: "A package that adapts to its environment"
    'with-nodejs-runtime-detection': 'a-package-that-adapts-to-its-environment', // nearest section: "A package that adapts to its environment"
    'providing-different-versions-depending-on-target-environment':
      'a-package-that-adapts-to-its-environment', // kept: "A package that adapts to its environment"
    'providing-nodejs-webworker-and-browser-versions': 'a-package-that-adapts-to-its-environment', // nearest section: "A package that adapts to its environment"
    'providing-nodejs-browser-and-electron-versions': 'a-package-that-adapts-to-its-environment', // nearest section: "A package that adapts to its environment"
    'combining-patterns': 'combining-them', // parent section: "Combining them"
    'example-1': 'combining-them', // nearest section: "Combining them"
    'example-2': 'combining-them', // nearest section: "Combining them"
  },
  '/guides/production/': {
    setup: 'npm-scripts', // nearest section: "npm scripts"
    'specify-the-mode': 'setting-the-mode', // similar heading: "Setting the mode"
    'source-mapping': 'source-maps', // parent section: "Source maps"
    'minimize-css': 'minimizing-css', // similar heading: "Minimizing CSS"
  },
  '/guides/progressive-web-application/': {
    'we-dont-work-offline-now': 'generating-a-service-worker-with-workbox', // nearest section: "Generating a service worker with Workbox"
    'adding-workbox': 'generating-a-service-worker-with-workbox', // similar heading: "Generating a service worker with Workbox"
    'registering-our-service-worker': 'registering-the-service-worker', // similar heading: "Registering the service worker"
    conclusion: 'registering-the-service-worker', // nearest section: "Registering the service worker"
  },
  '/guides/public-path/': {
    'use-cases': 'a-public-path-per-environment', // nearest section: "A public path per environment"
    'environment-based': 'a-public-path-per-environment', // similar heading: "A public path per environment"
    'on-the-fly': 'a-public-path-per-environment', // nearest section: "A public path per environment"
    'automatic-publicpath': 'a-public-path-per-environment', // nearest section: "A public path per environment"
  },
  '/guides/shimming/': {
    'shimming-globals': 'providing-globals-with-provideplugin', // similar heading: "Providing globals with ProvidePlugin"
    'granular-shimming': 'providing-globals-with-provideplugin', // nearest section: "Providing globals with ProvidePlugin"
    'global-exports': 'exporting-globals-with-exports-loader', // similar heading: "Exporting globals with exports-loader"
    'further-optimizations': 'loading-polyfills', // reviewed
    'node-built-ins': 'nodejs-core-modules', // reviewed
    'other-utilities': 'other-tools', // similar heading: "Other tools"
    'exports-loader': 'exporting-globals-with-exports-loader', // similar heading: "Exporting globals with exports-loader"
    'imports-loader': 'fixing-this-with-imports-loader', // similar heading: "Fixing this with imports-loader"
    provideplugin: 'providing-globals-with-provideplugin', // similar heading: "Providing globals with ProvidePlugin"
  },
  '/guides/tree-shaking/': {
    'add-a-utility': 'declaring-side-effects-in-packagejson', // nearest section: "Declaring side effects in package.json"
    'mark-the-file-as-side-effect-free': 'declaring-side-effects-in-packagejson', // nearest section: "Declaring side effects in package.json"
    'clarifying-tree-shaking-and-sideeffects': 'declaring-side-effects-in-packagejson', // nearest section: "Declaring side effects in package.json"
    'full-example-understanding-side-effects-with-css-files': 'declaring-side-effects-in-packagejson', // nearest section: "Declaring side effects in package.json"
    'package-structure': 'declaring-side-effects-in-packagejson', // similar heading: "Declaring side effects in package.json"
    'package-files-content': 'declaring-side-effects-in-packagejson', // nearest section: "Declaring side effects in package.json"
    'what-happens-when-consuming-this-package': 'declaring-side-effects-in-packagejson', // nearest section: "Declaring side effects in package.json"
    'with-sideeffects-false-in-packagejson': 'declaring-side-effects-in-packagejson', // nearest section: "Declaring side effects in package.json"
    'the-correct-configuration-for-this-package': 'declaring-side-effects-in-packagejson', // nearest section: "Declaring side effects in package.json"
    'the-decision-tree-for-side-effects': 'modules-with-side-effects', // similar heading: "Modules with side effects"
    'real-world-impact': 'modules-with-side-effects', // nearest section: "Modules with side effects"
    'testing-side-effects-configuration': 'modules-with-side-effects', // similar heading: "Modules with side effects"
    'mark-a-function-call-as-side-effect-free': 'modules-with-side-effects', // nearest section: "Modules with side effects"
    'mark-a-function-declaration-as-side-effect-free': 'modules-with-side-effects', // nearest section: "Modules with side effects"
    'minify-the-output': 'modules-with-side-effects', // nearest section: "Modules with side effects"
    'common-pitfalls-with-side-effects': 'modules-with-side-effects', // similar heading: "Modules with side effects"
    '1-over-optimistic-sideeffects-false': 'modules-with-side-effects', // nearest section: "Modules with side effects"
    '2-re-exports-with-side-effects': 'modules-with-side-effects', // nearest section: "Modules with side effects"
    '3-forgetting-about-nested-dependencies': 'modules-with-side-effects', // nearest section: "Modules with side effects"
    '4-testing-only-in-development-mode': 'modules-with-side-effects', // nearest section: "Modules with side effects"
    conclusion: 'modules-with-side-effects', // nearest section: "Modules with side effects"
  },
  '/guides/typescript/': {
    'basic-setup': 'path-aliases-from-tsconfigjson', // nearest section: "Path aliases from tsconfig.json"
    'ways-to-use-typescript-in-webpackconfigts': 'path-aliases-from-tsconfigjson', // nearest section: "Path aliases from tsconfig.json"
    'typescript-path-aliases': 'path-aliases-from-tsconfigjson', // similar heading: "Path aliases from tsconfig.json"
    'migrating-from-tsconfig-paths-webpack-plugin': 'path-aliases-from-tsconfigjson', // similar heading: "Path aliases from tsconfig.json"
    loader: 'compiling-with-ts-loader', // similar heading: "Compiling with ts-loader"
    'client-types': 'built-in-type-stripping', // similar heading: "Built-in type stripping"
    'importing-other-assets': 'importing-other-files', // parent section: "Importing other files"
    'build-performance': 'faster-builds', // similar heading: "Faster builds"
  },
  '/guides/web-workers/': {
    syntax: 'the-syntax-webpack-recognises', // similar heading: "The syntax webpack recognises"
    example: 'example-counting-words-in-the-background', // similar heading: "Example: counting words in the background"
    'set-a-public-path-from-a-variable': 'example-counting-words-in-the-background', // nearest section: "Example: counting words in the background"
    nodejs: 'worker-threads-in-nodejs', // similar heading: "Worker threads in Node.js"
  },
  '/license/': {
    webpack: 'webpack-itself', // similar heading: "webpack itself"
    'webpack-logo-and-icon': 'the-webpack-name-and-logo', // similar heading: "The webpack name and logo"
    'webpack-documentation': 'webpack-itself', // similar heading: "webpack itself"
    'webpack-code-samples': 'webpack-itself', // nearest section: "webpack itself"
  },
  '/loaders/': {
    awesome: 'frameworks', // nearest section: "Frameworks"
  },
  '/migrate/3/': {
    'resolveroot-resolvefallback-resolvemodulesdirectories':
      'resolveroot-resolvefallback-and-resolvemodulesdirectories', // kept: "resolve.root, resolve.fallback and resolve.modulesDirectories"
    resolve: 'resolveextensions', // similar heading: "resolve.extensions"
    'automatic--loader-module-name-extension-removed': 'automatic-loader-module-name-extension-removed', // same words: "The -loader suffix must be written out"
    'json-loader-is-not-required-anymore': 'json-loader-is-not-needed-any-more', // similar heading: "json-loader is not needed any more"
    'loaders-in-configuration-resolve-relative-to-context': 'loaders-resolve-relative-to-the-context', // similar heading: "Loaders resolve relative to the context"
    'modulepreloaders-and-modulepostloaders-were-removed':
      'modulepreloaders-and-modulepostloaders-are-replaced-by-enforce', // kept: "module.preLoaders and module.postLoaders are replaced by enforce"
    'uglifyjsplugin-sourcemap': 'uglifyjsplugin-source-maps-warnings-and-loader-minimisation', // parent section: "UglifyJsPlugin: source maps, warnings and loader minimisation"
    'uglifyjsplugin-warnings': 'uglifyjsplugin-source-maps-warnings-and-loader-minimisation', // parent section: "UglifyJsPlugin: source maps, warnings and loader minimisation"
    'uglifyjsplugin-minimize-loaders': 'uglifyjsplugin-source-maps-warnings-and-loader-minimisation', // similar heading: "UglifyJsPlugin: source maps, warnings and loader minimisation"
    'dedupeplugin-has-been-removed': 'dedupeplugin-was-removed', // similar heading: "DedupePlugin was removed"
    'bannerplugin---breaking-change': 'dedupeplugin-was-removed', // nearest section: "DedupePlugin was removed"
    'occurrenceorderplugin-is-now-on-by-default': 'occurrenceorderplugin-is-on-by-default', // parent section: "OccurrenceOrderPlugin is on by default"
    'extracttextwebpackplugin---breaking-change': 'extracttextwebpackplugin-changed-its-api', // parent section: "ExtractTextWebpackPlugin changed its API"
    extracttextpluginextract: 'extracttextwebpackplugin-changed-its-api', // nearest section: "ExtractTextWebpackPlugin changed its API"
    'new-extracttextpluginoptions': 'new-possibilities-in-webpack-2', // similar heading: "New possibilities in webpack 2"
    'full-dynamic-requires-now-fail-by-default': 'new-possibilities-in-webpack-2', // nearest section: "New possibilities in webpack 2"
    'using-custom-arguments-in-cli-and-configuration': 'new-possibilities-in-webpack-2', // nearest section: "New possibilities in webpack 2"
    'requireensure-and-amd-require-are-asynchronous': 'requireensure-and-amd-require-are-always-asynchronous', // parent section: "require.ensure and AMD require are always asynchronous"
    'loader-configuration-is-through-options': 'loader-configuration-moved-to-options', // similar heading: "Loader configuration moved to options"
    'what-are-options': 'what-options-can-contain', // similar heading: "What options can contain"
    'loaderoptionsplugin-context': 'loaderoptionsplugin-as-a-bridge', // parent section: "LoaderOptionsPlugin as a bridge"
    debug: 'the-debug-option-was-removed', // similar heading: "The debug option was removed"
    'code-splitting-with-es2015': 'code-splitting-with-es-modules', // parent section: "Code splitting with ES modules"
    'mixing-es2015-with-amd-and-commonjs': 'es-modules-can-be-mixed-with-amd-and-commonjs', // similar heading: "ES modules can be mixed with AMD and CommonJS"
    hints: 'es-modules-can-be-mixed-with-amd-and-commonjs', // nearest section: "ES modules can be mixed with AMD and CommonJS"
    'template-strings': 'template-strings-in-requests', // parent section: "Template strings in requests"
    'configuration-promise': 'the-configuration-can-be-a-promise', // similar heading: "The configuration can be a promise"
    'advanced-loader-matching': 'the-configuration-can-be-a-promise', // nearest section: "The configuration can be a promise"
    'more-cli-options': 'more-command-line-options', // similar heading: "More command line options"
    'loader-changes': 'changes-for-loader-authors', // similar heading: "Changes for loader authors"
    cacheable: 'loaders-are-cacheable-by-default', // similar heading: "Loaders are cacheable by default"
    'complex-options': 'complex-options-need-an-ident-in-webpack-2-and-3', // parent section: "Complex options need an ident in webpack 2 and 3"
  },
  '/migrate/4/': {
    'nodejs-v4': 'nodejs-version', // similar heading: "Node.js version"
    cli: 'the-cli-is-a-separate-package', // similar heading: "The CLI is a separate package"
    'update-plugins': 'update-loaders-and-plugins', // similar heading: "Update loaders and plugins"
    'deprecatedremoved-plugins': 'update-loaders-and-plugins', // similar heading: "Update loaders and plugins"
    commonschunkplugin: 'commonschunkplugin-is-gone', // parent section: "CommonsChunkPlugin is gone"
    'import-and-commonjs': 'import-and-commonjs-modules', // parent section: "import() and CommonJS modules"
    'json-and-loaders': 'update-loaders-and-plugins', // similar heading: "Update loaders and plugins"
    moduleloaders: 'moduleloaders-is-removed', // parent section: "module.loaders is removed"
  },
  '/migrate/5/': {
    'upgrade-webpack-4-and-its-pluginsloaders': 'upgrade-to-the-last-webpack-4-release-and-its-ecosystem', // similar heading: "Upgrade to the last webpack 4 release and its ecosystem"
    codemods: 'upgrade-to-the-last-webpack-4-release-and-its-ecosystem', // nearest section: "Upgrade to the last webpack 4 release and its ecosystem"
    'make-sure-your-build-has-no-errors-or-warnings':
      'upgrade-to-the-last-webpack-4-release-and-its-ecosystem', // kept: "Upgrade to the last webpack 4 release and its ecosystem"
    'make-sure-to-use-mode': 'upgrade-to-the-last-webpack-4-release-and-its-ecosystem', // nearest section: "Upgrade to the last webpack 4 release and its ecosystem"
    'update-outdated-options': 'upgrade-to-the-last-webpack-4-release-and-its-ecosystem', // nearest section: "Upgrade to the last webpack 4 release and its ecosystem"
    'test-webpack-5-compatibility': 'install-webpack-5', // similar heading: "Install webpack 5"
    'upgrade-webpack-to-5': 'install-webpack-5', // similar heading: "Install webpack 5"
    'clean-up-configuration': 'install-webpack-5', // nearest section: "Install webpack 5"
    'need-to-support-an-older-browser-like-ie-11': 'install-webpack-5', // nearest section: "Install webpack 5"
    'cleanup-the-code': 'changes-in-application-code', // similar heading: "Changes in application code"
    'using--webpackchunkname--': 'changes-in-application-code', // nearest section: "Changes in application code"
    'using-named-exports-from-json-modules': 'changes-in-application-code', // nearest section: "Changes in application code"
    'cleanup-the-build-code': 'changes-in-application-code', // nearest section: "Changes in application code"
    'run-a-single-build-and-follow-advice': 'changes-in-application-code', // nearest section: "Changes in application code"
    'everything-works': 'when-something-does-not-work', // similar heading: "When something does not work"
    'it-is-not-working': 'when-something-does-not-work', // nearest section: "When something does not work"
    'something-missing-in-this-guide': 'when-something-does-not-work', // nearest section: "When something does not work"
    'changes-to-internals': 'configuration-changes', // similar heading: "Configuration changes"
    'getoptions-method-for-loaders': 'thisgetoptions-instead-of-loader-utils', // similar heading: "this.getOptions instead of loader-utils"
  },
  '/plugins/banner-plugin/': {
    usage: 'options', // nearest section: "Options"
  },
  '/plugins/context-replacement-plugin/': {
    'content-callback': 'usage', // nearest section: "Usage"
    'other-options': 'usage', // nearest section: "Usage"
  },
  '/plugins/define-plugin/': {
    usage: 'feature-flags', // nearest section: "Feature flags"
    'service-urls': 'service-urls-per-environment', // parent section: "Service URLs per environment"
    'runtime-values-via-runtimevalue': 'service-urls-per-environment', // nearest section: "Service URLs per environment"
  },
  '/plugins/dll-plugin/': {
    modes: 'dllreferenceplugin', // nearest section: "DllReferencePlugin"
    'scoped-mode': 'dllreferenceplugin', // nearest section: "DllReferencePlugin"
    'mapped-mode': 'dllreferenceplugin', // nearest section: "DllReferencePlugin"
    usage: 'dllreferenceplugin', // nearest section: "DllReferencePlugin"
    examples: 'dllreferenceplugin', // nearest section: "DllReferencePlugin"
    references: 'dllreferenceplugin', // nearest section: "DllReferencePlugin"
    source: 'dllreferenceplugin', // nearest section: "DllReferencePlugin"
    tests: 'dllreferenceplugin', // nearest section: "DllReferencePlugin"
  },
  '/plugins/environment-plugin/': {
    usage: 'default-values', // nearest section: "Default values"
    'usage-with-default-values': 'default-values', // similar heading: "Default values"
    'use-case-git-version': 'default-values', // nearest section: "Default values"
    dotenvplugin: 'default-values', // nearest section: "Default values"
  },
  '/plugins/eval-source-map-dev-tool-plugin/': {
    examples: 'options', // nearest section: "Options"
    'basic-use-case': 'options', // nearest section: "Options"
    'exclude-vendor-maps': 'options', // nearest section: "Options"
  },
  '/plugins/hot-module-replacement-plugin/': {
    'basic-usage': 'do-you-need-to-add-it', // nearest section: "Do you need to add it?"
  },
  '/plugins/html-webpack-plugin/': {
    configuration: 'basic-usage', // nearest section: "Basic usage"
    'third-party-addons': 'basic-usage', // nearest section: "Basic usage"
  },
  '/plugins/ignore-plugin/': {
    'using-regular-expressions': 'ignoring-with-regular-expressions', // similar heading: "Ignoring with regular expressions"
    'using-filter-functions': 'ignoring-with-regular-expressions', // nearest section: "Ignoring with regular expressions"
    'example-of-ignoring-moment-locales': 'example-leaving-out-locale-files', // similar heading: "Example: leaving out locale files"
  },
  '/plugins/internal-plugins/': {
    environment: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    nodeenvironmentplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    compiler: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    memorycacheplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    progressplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    recordidsplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    entry: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    entryplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    prefetchplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    output: 'output-chunk-formats-and-loading', // similar heading: "Output, chunk formats and loading"
    jsonptemplateplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    nodetemplateplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    librarytemplateplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    webworkertemplateplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    evaldevtoolmoduleplugin: 'output-chunk-formats-and-loading', // nearest section: "Output, chunk formats and loading"
    sourcemapdevtoolplugin: 'source-maps', // parent section: "Source maps"
    hotmodulereplacementplugin: 'hot-module-replacement-and-lazy-compilation', // parent section: "Hot Module Replacement and lazy compilation"
    source: 'source-maps', // similar heading: "Source maps"
    apiplugin: 'source-maps', // nearest section: "Source maps"
    compatibilityplugin: 'source-maps', // nearest section: "Source maps"
    constplugin: 'source-maps', // nearest section: "Source maps"
    provideplugin: 'source-maps', // nearest section: "Source maps"
    nodestuffplugin: 'source-maps', // nearest section: "Source maps"
    requirejsstuffplugin: 'source-maps', // nearest section: "Source maps"
    nodesourceplugin: 'source-maps', // nearest section: "Source maps"
    nodetargetplugin: 'source-maps', // nearest section: "Source maps"
    amdplugin: 'source-maps', // nearest section: "Source maps"
    commonjsplugin: 'source-maps', // nearest section: "Source maps"
    requirecontextplugin: 'source-maps', // nearest section: "Source maps"
    requireensureplugin: 'source-maps', // nearest section: "Source maps"
    requireincludeplugin: 'source-maps', // nearest section: "Source maps"
    defineplugin: 'source-maps', // nearest section: "Source maps"
    optimize: 'source-maps', // nearest section: "Source maps"
    limitchunkcountplugin: 'source-maps', // nearest section: "Source maps"
    mergeduplicatechunksplugin: 'source-maps', // nearest section: "Source maps"
    removeemptychunksplugin: 'source-maps', // nearest section: "Source maps"
    minchunksizeplugin: 'source-maps', // nearest section: "Source maps"
    moduleconcatenationplugin: 'source-maps', // nearest section: "Source maps"
    flagincludedchunksplugin: 'source-maps', // nearest section: "Source maps"
    realcontenthashplugin: 'source-maps', // nearest section: "Source maps"
    hook: 'source-maps', // nearest section: "Source maps"
  },
  '/plugins/limit-chunk-count-plugin/': {
    maxchunks: 'options', // nearest section: "Options"
    minchunksize: 'options', // nearest section: "Options"
    'usage-via-cli': 'options', // nearest section: "Options"
  },
  '/plugins/merge-duplicate-chunks-plugin/': {
    options: 'stage', // nearest section: "stage"
  },
  '/plugins/min-chunk-size-plugin/': {
    'usage-via-cli': 'options', // nearest section: "Options"
  },
  '/plugins/module-concatenation-plugin/': {
    'module-grouping-algorithm': 'optimization-bailouts', // nearest section: "Optimization bailouts"
    'debugging-optimization-bailouts': 'optimization-bailouts', // similar heading: "Optimization bailouts"
  },
  '/plugins/module-federation-plugin/': {
    'sharing-libraries': 'runtime', // nearest section: "runtime"
    'specify-package-versions': 'runtime', // nearest section: "runtime"
    'array-syntax': 'runtime', // nearest section: "runtime"
    'object-syntax': 'runtime', // nearest section: "runtime"
    'object-syntax-with-sharing-hints': 'runtime', // nearest section: "runtime"
    'sharing-hints': 'runtime', // nearest section: "runtime"
    eager: 'runtime', // nearest section: "runtime"
    import: 'runtime', // nearest section: "runtime"
    packagename: 'runtime', // nearest section: "runtime"
    requiredversion: 'runtime', // nearest section: "runtime"
    sharekey: 'runtime', // nearest section: "runtime"
    singleton: 'sharescope', // nearest section: "shareScope"
    strictversion: 'sharescope', // nearest section: "shareScope"
    version: 'sharescope', // nearest section: "shareScope"
    'additional-examples': 'sharescope', // nearest section: "shareScope"
  },
  '/plugins/normal-module-replacement-plugin/': {
    'basic-example': 'replacing-a-file-per-environment', // nearest section: "Replacing a file per environment"
    'advanced-example': 'replacing-a-file-per-environment', // nearest section: "Replacing a file per environment"
  },
  '/plugins/prefetch-plugin/': {
    options: 'example', // nearest section: "Example"
  },
  '/plugins/profiling-plugin/': {
    'usage-default': 'options', // nearest section: "Options"
    'usage-custom-outputpath': 'options', // nearest section: "Options"
  },
  '/plugins/progress-plugin/': {
    'providing-function': 'usage', // nearest section: "Usage"
    'providing-object': 'usage', // nearest section: "Usage"
    webpackprogressplugincreatedefaulthandler: 'usage', // nearest section: "Usage"
    'supported-hooks': 'percentage-calculation', // nearest section: "Percentage calculation"
    source: 'percentage-calculation', // nearest section: "Percentage calculation"
  },
  '/plugins/provide-plugin/': {
    'usage-jquery': 'example-a-library-that-expects-jquery', // similar heading: "Example: a library that expects jQuery"
    'usage-jquery-with-angular-1': 'example-a-library-that-expects-jquery', // nearest section: "Example: a library that expects jQuery"
    'usage-lodash-map': 'example-a-library-that-expects-jquery', // nearest section: "Example: a library that expects jQuery"
    'usage-vuejs': 'example-a-library-that-expects-jquery', // nearest section: "Example: a library that expects jQuery"
  },
  '/plugins/source-map-dev-tool-plugin/': {
    'basic-use-case': 'examples', // nearest section: "Examples"
    'exclude-vendor-maps': 'examples', // nearest section: "Examples"
    'host-source-maps-externally': 'examples', // nearest section: "Examples"
  },
  '/plugins/split-chunks-plugin/': {
    configuration: 'defaults', // nearest section: "Defaults"
    optimizationsplitchunks: 'defaults', // nearest section: "Defaults"
    splitchunkscachegroupscachegroupenforcesizethreshold: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupscachegroupminremainingsize: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkslayer: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupscachegrouplayer: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunksmaxasyncsize: 'splitchunksmaxasyncsize-and-splitchunksmaxinitialsize', // parent section: "splitChunks.maxAsyncSize and splitChunks.maxInitialSize"
    splitchunksmaxinitialsize: 'splitchunksmaxinitialrequests', // parent section: "splitChunks.maxInitialRequests"
    splitchunkscachegroupscachegroupusedexports: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroups: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupscachegrouppriority: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupscachegroupreuseexistingchunk: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupscachegrouptype: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupstest: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupscachegrouptest: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupscachegroupfilename: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupscachegroupenforce: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    splitchunkscachegroupscachegroupidhint: 'splitchunkschunks', // parent section: "splitChunks.chunks"
    'defaults-example-1': 'defaults', // parent section: "Defaults"
    'defaults-example-2': 'defaults', // parent section: "Defaults"
    'split-chunks-example-1': 'splitchunksenforcesizethreshold', // parent section: "splitChunks.enforceSizeThreshold"
    'split-chunks-example-2': 'splitchunksenforcesizethreshold', // parent section: "splitChunks.enforceSizeThreshold"
    'split-chunks-example-3': 'splitchunksenforcesizethreshold', // parent section: "splitChunks.enforceSizeThreshold"
  },
  '/plugins/virtual-url-plugin/': {
    'basic-example': 'example-build-information-a-route-table-and-a-theme', // similar heading: "Example: build information, a route table and a theme"
    'advanced-example': 'example-build-information-a-route-table-and-a-theme', // similar heading: "Example: build information, a route table and a theme"
    options: 'example-build-information-a-route-table-and-a-theme', // nearest section: "Example: build information, a route table and a theme"
  },
};
