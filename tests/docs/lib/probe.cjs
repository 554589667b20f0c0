// Watches a webpack build through webpack's own objects and reports what the assertions ask about:
// per top-level compiler the resolved options (`compiler.options`, as plugins see them), the emitted
// assets, the entry points with their chunks, and every module with its type, loaders, layer,
// chunks and the `module.rules` entries it matched. The probe does not change what webpack builds.
// Used by ./build-worker.cjs around one build (`startProbe`), or preloaded into webpack-cli
// (`node --require probe.cjs`), which writes the report to the JSON file named by DOCS_PROBE_REPORT
// when the process exits.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const PROBE = 'DocsAssertionProbe';
// A rule "matches" when its own conditions hold. To see that even for a rule without effects, each
// rule is compiled alone with a marker effect, which its conditions gate like any other effect.
const MARK = Symbol(PROBE);
const MATCHED_RULES = 'docsProbeMatchedRules';

/** JSON-safe copy of the options: RegExps, functions, class instances, undefined and Infinity become tagged objects. */
function serialize(value, seen = new Set()) {
  if (typeof value === 'number' && !Number.isFinite(value)) return {$number: String(value)};
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (value === undefined) return {$undefined: true};
  if (typeof value === 'function') return {$function: value.name || 'anonymous'};
  if (typeof value !== 'object') return String(value);
  if (value instanceof RegExp) return {$regexp: String(value)};
  if (seen.has(value)) return {$circular: true};
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => serialize(v, seen));
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return {$instance: value.constructor?.name ?? 'object'};
    const out = {};
    for (const key of Object.keys(value)) out[key] = serialize(value[key], seen);
    return out;
  } finally {
    seen.delete(value);
  }
}

/**
 * Watches every compiler run from now on, in the webpack that the project in `projectDir` resolves
 * (as webpack-cli does there, so the classes patched are the ones the build uses). Returns `stop`,
 * which undoes the patches and returns the report.
 */
function startProbe(projectDir) {
  const fromProject = (request) => require(require.resolve(request, {paths: [projectDir]}));
  const {Compiler, NormalModule} = fromProject('webpack');
  const RuleSetCompiler = fromProject('webpack/lib/rules/RuleSetCompiler');

  const nodeModules = (() => {
    try {
      return fs.realpathSync(path.join(projectDir, 'node_modules'));
    } catch {
      return undefined;
    }
  })();

  /** A path as the assertions write it: `./src/a.js`, `./node_modules/lodash/lodash.js`. */
  function projectPath(abs) {
    const rel =
      nodeModules && (abs === nodeModules || abs.startsWith(nodeModules + path.sep))
        ? path.join('node_modules', path.relative(nodeModules, abs))
        : path.relative(projectDir, abs);
    const posix = rel.split(path.sep).join('/');
    return posix.startsWith('.') ? posix : `./${posix}`;
  }

  /** A module's resource as the assertions write it; a query stays: `./src/a.svg?raw`. */
  function resourceName(resource) {
    const query = resource.indexOf('?');
    return query === -1
      ? projectPath(resource)
      : projectPath(resource.slice(0, query)) + resource.slice(query);
  }

  /** The package (or project file) a loader comes from: `babel-loader`, `./loaders/upper.js`. */
  function loaderName(loader) {
    const abs = loader.split('?')[0];
    if (nodeModules && abs.startsWith(nodeModules + path.sep)) {
      const parts = path.relative(nodeModules, abs).split(path.sep);
      return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    }
    return path.isAbsolute(abs) ? projectPath(abs) : abs;
  }

  // The rule set compiler of NormalModuleFactory is private to its module; remember which compiler
  // built each rule set, to compile the user's rules one by one with the same matchers.
  const compilerOf = new WeakMap();
  const {compile} = RuleSetCompiler.prototype;
  RuleSetCompiler.prototype.compile = function compileAndRemember(rules) {
    const ruleSet = compile.call(this, rules);
    compilerOf.set(ruleSet, this);
    return ruleSet;
  };

  const reports = [];

  function watch(compiler) {
    const report = {name: compiler.name ?? null, modules: [], entrypoints: [], assets: []};
    reports.push(report);
    const matchedOf = new WeakMap();

    compiler.hooks.normalModuleFactory.tap(PROBE, (factory) => {
      const ruleCompiler = compilerOf.get(factory.ruleSet);
      const rules = compiler.options.module.rules ?? [];
      const single = rules.map((rule) =>
        ruleCompiler && rule && typeof rule === 'object'
          ? ruleCompiler.compile([{...rule, sideEffects: MARK}])
          : undefined,
      );
      const {exec} = factory.ruleSet;
      factory.ruleSet.exec = (data) => {
        const matched = [];
        single.forEach((set, i) => {
          if (set && set.exec(data).some((e) => e.type === 'sideEffects' && e.value === MARK))
            matched.push(i);
        });
        // An unknown effect lands in the module's create data as `settings[type]`, untouched.
        return [...exec(data), {type: MATCHED_RULES, value: matched}];
      };
      factory.hooks.module.tap(PROBE, (module, createData) => {
        matchedOf.set(module, createData.settings?.[MATCHED_RULES] ?? []);
        return module;
      });
    });

    compiler.hooks.done.tap(PROBE, (stats) => {
      const compilation = stats.compilation;
      const {chunkGraph} = compilation;
      const chunkLabel = (chunk) => chunk.name ?? String(chunk.id);
      report.options = serialize(compiler.options);
      report.outputPath = compilation.outputOptions.path;
      report.assets = compilation.getAssets().map((a) => a.name);
      report.entrypoints = [...compilation.entrypoints].map(([name, entrypoint]) => ({
        name,
        chunks: entrypoint.chunks.map(chunkLabel),
      }));
      const describe = (module, chunks) => {
        const normal = module instanceof NormalModule;
        return {
          name: normal
            ? resourceName(module.resource)
            : module.readableIdentifier(compilation.requestShortener),
          type: module.type,
          layer: module.layer ?? null,
          loaders: normal ? module.loaders.map((l) => loaderName(l.loader)) : [],
          rules: matchedOf.get(module) ?? [],
          chunks,
        };
      };
      // A concatenated module replaces the modules it holds in their chunks: count them in there.
      const chunksOf = new Map();
      const addChunks = (module, chunks) =>
        chunksOf.set(module, [...new Set([...(chunksOf.get(module) ?? []), ...chunks])]);
      for (const module of compilation.modules) {
        const chunks = chunkGraph.getModuleChunks(module).map(chunkLabel);
        addChunks(module, chunks);
        for (const inner of module.modules ?? []) addChunks(inner, chunks);
      }
      report.modules = [...chunksOf].map(([module, chunks]) => describe(module, chunks));
    });
  }

  const {run} = Compiler.prototype;
  Compiler.prototype.run = function runWatched(callback) {
    watch(this);
    return run.call(this, callback);
  };

  return function stopProbe() {
    RuleSetCompiler.prototype.compile = compile;
    Compiler.prototype.run = run;
    return {compilers: reports};
  };
}

module.exports = {startProbe};

const REPORT = process.env.DOCS_PROBE_REPORT;
if (REPORT) {
  const stopProbe = startProbe(process.cwd());
  process.on('exit', () => fs.writeFileSync(REPORT, JSON.stringify(stopProbe())));
}
