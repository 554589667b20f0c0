/**
 * Options that webpack 5.112 accepts but never reads (issue 29): the schema validates them, and
 * then no code of webpack's `lib/` looks at the value you wrote, so setting them changes nothing
 * in webpack itself (three of them are read by other tools, below). Each one's reference entry
 * says so and names what to use instead.
 *
 * How the list was made: for the option paths of `schemas/WebpackOptions.json`, builds of many
 * configurations recorded which code reads each one (the options wrapped in a proxy), and the paths
 * no build read were looked up in the source. `lib/config/normalization.js` copies most options
 * into the normalized object by name (some it drops), `lib/config/defaults.js` fills in defaults,
 * and `lib/config/WebpackOptionsApply.js` and the plugins it creates read the result. A path is
 * listed when no code reads it, except code that only copies it or gives it a default. The
 * source lines are given for each, and a runnable project where a build can show it.
 *
 * Three entries exist for other tools: `devServer` (read by webpack-dev-server), `extends` and
 * `watchOptions.stdin` (read by webpack-cli). webpack itself does nothing with them, which matters
 * when you call `webpack()` from the Node API.
 *
 * `src/data/unreadOptions.test.ts` checks that each path is still accepted by the installed schema
 * and fails when webpack's source starts reading one of them (after an upgrade): then the entry
 * and its page need another look.
 */

export interface UnreadOption {
  /** The option path, as the reference headings write it. */
  path: string;
  /** What shows that it is not read: source lines of webpack 5.112.2 (under `lib/`) and the runnable project, if any. */
  proof: string;
  /** What happens instead, and what to use. */
  note: string;
}

export const unreadOptions: readonly UnreadOption[] = [
  {
    path: 'cache.hashAlgorithm',
    proof:
      'config/normalization.js:260 copies it and config/defaults.js:777 defaults it; nothing else names it. ' +
      'Projects cache-hash-algorithm and cache-hash-function (docs/configuration/cache.md).',
    note: 'The filesystem cache hashes with output.hashFunction.',
  },
  {
    path: 'cache.cacheUnaffected',
    proof:
      'config/normalization.js:270-275 builds the memory cache object from type and maxGenerations only; ' +
      'config/defaults.js:803 then sets the value from experiments.cacheUnaffected. ' +
      'Project cache-unaffected (docs/configuration/cache.md).',
    note: 'Your value is dropped; the value webpack uses comes from experiments.cacheUnaffected in development mode.',
  },
  {
    path: 'cache.memoryCacheUnaffected',
    proof:
      'config/normalization.js:248-269 builds the filesystem cache object without it; config/defaults.js:787 ' +
      'then sets it from experiments.cacheUnaffected. Project cache-memory-unaffected (docs/configuration/cache.md): ' +
      '`true` without the experiment does not raise the error of config/WebpackOptionsApply.js:1179-1184.',
    note: 'Your value is dropped; the value webpack uses comes from experiments.cacheUnaffected in development mode.',
  },
  {
    path: 'cache.immutablePaths',
    proof:
      'config/normalization.js:248-269 builds the filesystem cache object without it. ' +
      'Project cache-snapshot-paths (docs/configuration/cache.md).',
    note: 'Use snapshot.immutablePaths.',
  },
  {
    path: 'cache.managedPaths',
    proof:
      'config/normalization.js:248-269 builds the filesystem cache object without it. ' +
      'Project cache-snapshot-paths (docs/configuration/cache.md).',
    note: 'Use snapshot.managedPaths.',
  },
  {
    path: 'optimization.splitChunks.fallbackCacheGroup.minSizeReduction',
    proof:
      'optimize/SplitChunksPlugin.js:869-897 builds the fallback group from chunks, minSize, maxAsyncSize, ' +
      'maxInitialSize, maxSize and automaticNameDelimiter only. ' +
      'Project split-chunks-fallback-min-size-reduction (docs/configuration/optimization.md).',
    note: 'Use fallbackCacheGroup.minSize to keep the parts of a cut chunk from getting too small.',
  },
  {
    path: 'output.sourcePrefix',
    proof:
      'config/normalization.js:520 copies it; nothing else names it. ' +
      'Project output-source-prefix (docs/configuration/output.md).',
    note: 'No option prefixes the lines of the output; BannerPlugin puts text at the top of a file.',
  },
  {
    path: 'stats.exclude',
    proof:
      'stats/DefaultStatsPresetPlugin.js:73 and :103 set it in the detailed and verbose presets; no code under ' +
      'stats/ or in Compilation.js (createStatsOptions) reads it (the modules are filtered by excludeModules, ' +
      'stats/DefaultStatsFactoryPlugin.js:2518). The schema does not mark it deprecated. ' +
      'Project stats-exclude-old-name (docs/configuration/stats.md).',
    note: 'Use stats.excludeModules.',
  },
  {
    path: 'experiments.outputModule',
    proof:
      'The experiments schema takes any key (additionalProperties: true); config/normalization.js:300 copies the ' +
      'object, and webpack reads its declared flags by name only. ' +
      'Project experiments-output-module (docs/configuration/experiments.md).',
    note: 'Stands for every key experiments does not declare (misspelled flags, flags of older releases). For ES module output, set output.module.',
  },
  {
    path: 'devServer',
    proof: 'config/normalization.js:284-287 copies it; nothing else in lib/ names it.',
    note: 'Read by webpack-dev-server, not by webpack.',
  },
  {
    path: 'extends',
    proof: 'Neither config/normalization.js nor any other file in lib/ reads it.',
    note: 'Read by webpack-cli, not by webpack: webpack() from the Node API builds as if it were not there. Merge configurations yourself there (webpack-merge).',
  },
  {
    path: 'watchOptions.stdin',
    proof: 'config/normalization.js copies watchOptions whole; no file in lib/ names stdin.',
    note: 'Read by webpack-cli, not by webpack. With compiler.watch(), close the watcher when process.stdin ends yourself.',
  },
];
