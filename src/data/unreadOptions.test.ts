import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {schemaOptionPaths, type JsonSchema} from '../../scripts/lib/schemaPaths';
import {unreadOptions} from './unreadOptions';

const require = createRequire(__filename);
const webpack = require('webpack') as {validate: (options: unknown) => void};
const {getNormalizedWebpackOptions} = require('webpack/lib/config/normalization') as {
  getNormalizedWebpackOptions: (options: unknown) => Record<string, unknown>;
};
const options = schemaOptionPaths(require('webpack/schemas/WebpackOptions.json') as JsonSchema);
const libDir = path.join(path.dirname(require.resolve('webpack/package.json')), 'lib');

/** Every `.js` file under webpack's `lib/`, by its path from there (`config/normalization.js`). */
function readSources(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) {
      for (const [file, text] of readSources(path.join(dir, entry.name), `${relative}/`))
        files.set(file, text);
    } else if (entry.name.endsWith('.js')) {
      files.set(relative, fs.readFileSync(path.join(dir, entry.name), 'utf8'));
    }
  }
  return files;
}

/*
 * How a new read is caught. webpack reads an option by its property name, written in the source:
 * `options.output.sourcePrefix`, `cacheOptions.immutablePaths`, `const { exclude } = options`, a
 * table entry `exclude: (value) => …` in the stats presets. So for each listed option, `pattern`
 * matches the ways its name can be written where that option's object is at hand, and `known`
 * pins, file by file, how often it matches in webpack 5.112.2: the lines that only copy the value
 * (normalization), give it a default, or name it in a message or an unrelated table. A new read
 * adds a match, either in a file that did not have one or as one more in a file that did, and the
 * counts then differ. A refactoring that only moves such lines keeps the counts. When the test
 * fails, read the new lines: if webpack now reads the option, take it off the list and rewrite
 * its entry; if not, update `known`.
 *
 * Where a pattern relies on how webpack names the object (`cache.x` in normalization, `cacheOptions.x`
 * in WebpackOptionsApply, `fallbackCacheGroup.x` in SplitChunksPlugin), `control` is a sibling
 * option that is read, written the same way: it must still match, or the pattern no longer
 * describes webpack's code and would miss a read. Not caught: a name built at run time
 * (`options[prefix + name]`); webpack reads its options by literal names.
 *
 * Options that normalization drops (`dropped`) get a second, independent check: webpack's own
 * `getNormalizedWebpackOptions` must still leave them out of the normalized object.
 */
interface ReadDetector {
  /** The ways a read of this option is written; matched with the global flag. */
  pattern: RegExp;
  /** Only the files whose path (from `lib/`) matches; all files when not given. */
  scope?: RegExp;
  /** Files where the pattern matches in webpack 5.112.2, with the number of matches. */
  known: Readonly<Record<string, number>>;
  /** A read option written the way `pattern` expects, in a file where it must still be found. */
  control?: {file: string; pattern: RegExp};
  /** A configuration that sets the option, which the schema must accept. */
  accepts: Record<string, unknown>;
  /** The option is left out of the normalized options (its parent stays). */
  dropped?: boolean;
}

const detectors: Readonly<Record<string, ReadDetector>> = {
  'cache.hashAlgorithm': {
    pattern: /\bhashAlgorithm\b/,
    known: {'config/normalization.js': 2, 'config/defaults.js': 1},
    accepts: {cache: {type: 'filesystem', hashAlgorithm: 'no-such-algorithm'}},
  },
  'cache.cacheUnaffected': {
    // The value you write is only reachable from the raw configuration, which normalization reads
    // (webpack.js reads a few raw options too); what WebpackOptionsApply reads is the default.
    pattern: /\bcacheUnaffected\b/,
    scope: /^(?:config\/normalization|webpack)\.js$/,
    known: {},
    control: {file: 'config/normalization.js', pattern: /\bcache\.maxGenerations\b/},
    accepts: {cache: {type: 'memory', cacheUnaffected: true}},
    dropped: true,
  },
  'cache.memoryCacheUnaffected': {
    pattern: /\bmemoryCacheUnaffected\b/,
    scope: /^(?:config\/normalization|webpack)\.js$/,
    known: {},
    control: {file: 'config/normalization.js', pattern: /\bcache\.maxMemoryGenerations\b/},
    accepts: {cache: {type: 'filesystem', memoryCacheUnaffected: true}},
    dropped: true,
  },
  'cache.immutablePaths': {
    // The name alone is snapshot.immutablePaths everywhere; the cache's is `cache.x` or
    // `cacheOptions.x`, or destructured from one of them (`const { immutablePaths } = cache`).
    pattern:
      /\bcache(?:Options)?\??\.immutablePaths\b|\bimmutablePaths\b[^;{}]*\}\s*=\s*[\w.]*\bcache(?:Options)?\b/,
    known: {},
    control: {file: 'config/WebpackOptionsApply.js', pattern: /\bcacheOptions\.maxMemoryGenerations\b/},
    accepts: {cache: {type: 'filesystem', immutablePaths: [/node_modules/]}},
    dropped: true,
  },
  'cache.managedPaths': {
    pattern:
      /\bcache(?:Options)?\??\.managedPaths\b|\bmanagedPaths\b[^;{}]*\}\s*=\s*[\w.]*\bcache(?:Options)?\b/,
    known: {},
    control: {file: 'config/normalization.js', pattern: /\bcache\.cacheLocation\b/},
    accepts: {cache: {type: 'filesystem', managedPaths: [/node_modules/]}},
    dropped: true,
  },
  'optimization.splitChunks.fallbackCacheGroup.minSizeReduction': {
    // minSizeReduction of splitChunks and of the cache groups is read; the fallback group's would be
    // written `fallbackCacheGroup.minSizeReduction`, as its siblings are, or destructured from
    // `fallbackCacheGroup`, or reached by code that spreads or walks the fallback group's keys.
    pattern:
      /\bfallbackCacheGroup\??\.minSizeReduction\b|\bminSizeReduction\b[^;{}]*\}\s*=\s*[\w.]*\bfallbackCacheGroup\b|\.\.\.\s*[\w.]*\bfallbackCacheGroup\b|\bfallbackCacheGroup\??\.?\[|Object\.(?:keys|entries|values)\(\s*[\w.]*\bfallbackCacheGroup\s*\)|\bin\s+[\w.]*\bfallbackCacheGroup\b/,
    known: {},
    control: {file: 'optimize/SplitChunksPlugin.js', pattern: /\bfallbackCacheGroup\.minSize\b/},
    accepts: {optimization: {splitChunks: {fallbackCacheGroup: {minSizeReduction: 1e9}}}},
  },
  'output.sourcePrefix': {
    pattern: /\bsourcePrefix\b/,
    known: {'config/normalization.js': 2},
    accepts: {output: {sourcePrefix: '/* SOURCE-PREFIX */'}},
  },
  'stats.exclude': {
    // Stats options are read under stats/ (and in Compilation#createStatsOptions) by name:
    // `options.x`, `options["x"]`, `{ x }`, or a table entry `x: …`. The two matches today are the
    // presets that set `exclude: false`.
    pattern: /\bexclude\s*:|\.exclude\b|\[\s*["']exclude["']\s*\]|[{,]\s*exclude\s*[,}]/,
    scope: /^(?:stats\/|Compilation\.js$)/,
    known: {'stats/DefaultStatsPresetPlugin.js': 2},
    control: {file: 'stats/DefaultStatsPresetPlugin.js', pattern: /\bexcludeModules\s*:/},
    accepts: {stats: {exclude: /lazy/}},
  },
  'experiments.outputModule': {
    // A read by name, a destructuring from `experiments`, or code that walks every key of
    // `experiments` or serializes it whole (which would reach unknown keys): today only
    // normalization's copy `...experiments`.
    pattern:
      /\bexperiments\??\.outputModule\b|\boutputModule\b[^;{}]*\}\s*=\s*[\w.]*\bexperiments\b|\.\.\.\s*[\w.]*\bexperiments\b|Object\.(?:keys|entries|values)\(\s*[\w.]*\bexperiments\s*\)|\bin\s+[\w.]*\bexperiments\b|JSON\.stringify\(\s*[\w.]*\bexperiments\s*[,)]/,
    known: {'config/normalization.js': 1},
    control: {file: 'config/WebpackOptionsApply.js', pattern: /\bexperiments\.css\b/},
    accepts: {experiments: {outputModule: true}},
  },
  devServer: {
    pattern: /\bdevServer\b/,
    known: {'config/normalization.js': 5},
    accepts: {devServer: {port: 3000}},
  },
  extends: {
    // `extends` is a keyword, so only property forms count: `options.extends`, `options["extends"]`,
    // `"extends" in options`, `{ extends: base } = options`. A bare string `"extends"` is not one:
    // the keyword tables of the JavaScript parser and printer and of the CSS data are full of it and
    // change with them. The one match today is a comment of the printer ("what it extends: …").
    pattern: /\.extends\b|\bextends\s*:|\[\s*["']extends["']\s*\]|["']extends["']\s+in\b/,
    known: {'javascript/syntax-printer.js': 1},
    accepts: {extends: './webpack.base.js'},
  },
  'watchOptions.stdin': {
    pattern: /\bstdin\b/,
    known: {},
    accepts: {watchOptions: {stdin: true}},
  },
};

/**
 * How the files' matches differ from what the detector expects, one line per file
 * (`optimize/SplitChunksPlugin.js: 1 match, expected 0`); empty when they agree.
 */
function unexpectedReads(files: ReadonlyMap<string, string>, detector: ReadDetector): string[] {
  const pattern = new RegExp(detector.pattern.source, 'g');
  const found: Record<string, number> = {};
  for (const [file, text] of files) {
    if (detector.scope && !detector.scope.test(file)) continue;
    const count = text.match(pattern)?.length ?? 0;
    if (count > 0) found[file] = count;
  }
  return [...new Set([...Object.keys(found), ...Object.keys(detector.known)])]
    .sort()
    .filter((file) => (found[file] ?? 0) !== (detector.known[file] ?? 0))
    .map((file) => {
      const count = found[file] ?? 0;
      return `${file}: ${count} ${count === 1 ? 'match' : 'matches'}, expected ${detector.known[file] ?? 0}`;
    });
}

/** The value at a dotted path, or undefined (`cache.immutablePaths` of `{cache: {…}}`). */
const valueAt = (root: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      root,
    );

const sources = readSources(libDir);

describe('unreadOptions', () => {
  it('lists each path once, each with a proof, a note and a detector', () => {
    const paths = unreadOptions.map((option) => option.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(Object.keys(detectors).sort()).toEqual([...paths].sort());
    for (const option of unreadOptions) {
      expect(option.proof).not.toBe('');
      expect(option.note).not.toBe('');
    }
  });

  it('names projects that exist on the pages it names', () => {
    const cited = unreadOptions.flatMap(({proof}) =>
      [...proof.matchAll(/Projects? ([\w-]+(?: and [\w-]+)*) \((docs\/[\w/.-]+\.md)\)/g)].flatMap(
        ([, names, page]) => names!.split(' and ').map((name) => ({name, page: page!})),
      ),
    );
    expect(cited.length).toBeGreaterThan(0);
    for (const {name, page} of cited) {
      const text = fs.readFileSync(path.join(__dirname, '../..', page), 'utf8');
      expect({name, page, found: text.includes(`project="${name}"`)}).toEqual({name, page, found: true});
    }
  });

  it('names options the installed schema accepts', () => {
    const known = new Map(options.map((option) => [option.path, option]));
    for (const {path: optionPath} of unreadOptions) {
      const parent = optionPath.split('.').slice(0, -1).join('.');
      // A key of an object that takes any key (`experiments`) is accepted without being declared.
      const accepted = known.has(optionPath) || (known.get(parent)?.open ?? false);
      expect({path: optionPath, accepted}).toEqual({path: optionPath, accepted: true});
      const {accepts} = detectors[optionPath]!;
      expect(valueAt(accepts, optionPath)).not.toBeUndefined();
      expect(() => webpack.validate(accepts)).not.toThrow();
    }
  });

  it("finds no read of them in webpack's lib/ (else: see the comment above `detectors`)", () => {
    const problems = Object.entries(detectors).flatMap(([optionPath, detector]) =>
      unexpectedReads(sources, detector).map((line) => `${optionPath}: ${line}`),
    );
    expect(problems).toEqual([]);
  });

  it("still finds each control read, so the patterns fit webpack's code", () => {
    for (const [optionPath, {control}] of Object.entries(detectors)) {
      if (!control) continue;
      expect({optionPath, found: control.pattern.test(sources.get(control.file) ?? '')}).toEqual({
        optionPath,
        found: true,
      });
    }
  });

  it('is dropped by normalization where the list says so', () => {
    for (const [optionPath, {accepts, dropped}] of Object.entries(detectors)) {
      if (!dropped) continue;
      const normalized = getNormalizedWebpackOptions(accepts);
      const parent = optionPath.split('.').slice(0, -1).join('.');
      const key = optionPath.split('.').at(-1)!;
      expect(typeof valueAt(normalized, parent)).toBe('object');
      expect({optionPath, kept: Object.hasOwn(valueAt(normalized, parent) as object, key)}).toEqual({
        optionPath,
        kept: false,
      });
    }
  });
});

describe('unexpectedReads (the detector itself)', () => {
  const detector = detectors['optimization.splitChunks.fallbackCacheGroup.minSizeReduction']!;
  const splitChunks = sources.get('optimize/SplitChunksPlugin.js')!;

  it('reports a read added to a copy of the real source', () => {
    const anchor = '\t\t\t\tautomaticNameDelimiter:\n\t\t\t\t\tfallbackCacheGroup.automaticNameDelimiter ||';
    expect(splitChunks).toContain(anchor);
    const withRead = splitChunks.replace(
      anchor,
      `\t\t\t\tminSizeReduction: normalizeSizes(fallbackCacheGroup.minSizeReduction, defaultSizeTypes),\n${anchor}`,
    );
    const files = new Map(sources).set('optimize/SplitChunksPlugin.js', withRead);
    expect(unexpectedReads(sources, detector)).toEqual([]);
    expect(unexpectedReads(files, detector)).toEqual(['optimize/SplitChunksPlugin.js: 1 match, expected 0']);
  });

  it('reports the fallback group destructured or spread', () => {
    for (const read of [
      'const { minSize, minSizeReduction } = fallbackCacheGroup;',
      'const fallback = { ...options.fallbackCacheGroup };',
      'for (const key of Object.keys(fallbackCacheGroup)) copy[key] = fallbackCacheGroup[key];',
    ]) {
      const files = new Map(sources).set('optimize/SplitChunksPlugin.js', `${splitChunks}\n${read}\n`);
      expect({read, problems: unexpectedReads(files, detector)}).toEqual({
        read,
        problems: [expect.stringMatching(/^optimize\/SplitChunksPlugin\.js: [1-9]\d* match/)],
      });
    }
  });

  it('reports cache.immutablePaths and cache.managedPaths destructured from the cache options', () => {
    const read = 'const { immutablePaths, managedPaths } = options.cache;';
    for (const optionPath of ['cache.immutablePaths', 'cache.managedPaths']) {
      const files = new Map(sources).set(
        'config/WebpackOptionsApply.js',
        `${sources.get('config/WebpackOptionsApply.js')!}\n${read}\n`,
      );
      expect({optionPath, problems: unexpectedReads(files, detectors[optionPath]!)}).toEqual({
        optionPath,
        problems: ['config/WebpackOptionsApply.js: 1 match, expected 0'],
      });
    }
  });

  it('reports one more read in a file that only copied the option', () => {
    const hashAlgorithm = detectors['cache.hashAlgorithm']!;
    const files = new Map([
      ['config/normalization.js', 'hashAlgorithm: cache.hashAlgorithm,'],
      ['config/defaults.js', 'D(cache, "hashAlgorithm", "md4");'],
      ['cache/PackFileCacheStrategy.js', 'const { hashAlgorithm } = this.options;'],
    ]);
    expect(unexpectedReads(files, hashAlgorithm)).toEqual([
      'cache/PackFileCacheStrategy.js: 1 match, expected 0',
    ]);
    files.set('config/normalization.js', 'hashAlgorithm: cache.hashAlgorithm || cache.hashAlgorithm,');
    expect(unexpectedReads(files, hashAlgorithm)).toEqual([
      'cache/PackFileCacheStrategy.js: 1 match, expected 0',
      'config/normalization.js: 3 matches, expected 2',
    ]);
  });

  it('reports a stats table entry, and ignores files outside its scope', () => {
    const exclude = detectors['stats.exclude']!;
    const files = new Map([
      ['stats/DefaultStatsPresetPlugin.js', 'exclude: false, exclude: false, exclude: (value) => [value]'],
      ['rules/RuleSetCompiler.js', 'rule.exclude'],
      ['Compilation.js', 'if (options["exclude"]) options.excludeModules = options["exclude"];'],
    ]);
    expect(unexpectedReads(files, exclude)).toEqual([
      'Compilation.js: 2 matches, expected 0',
      'stats/DefaultStatsPresetPlugin.js: 3 matches, expected 2',
    ]);
  });

  it('reports code that walks every key of experiments', () => {
    const experiments = detectors['experiments.outputModule']!;
    const files = new Map([
      ['config/normalization.js', '...experiments,'],
      ['util/hashOptions.js', 'for (const key of Object.keys(options.experiments)) hash.update(key);'],
      ['cache/version.js', 'hash.update(JSON.stringify(compiler.options.experiments));'],
    ]);
    expect(unexpectedReads(files, experiments)).toEqual([
      'cache/version.js: 1 match, expected 0',
      'util/hashOptions.js: 1 match, expected 0',
    ]);
  });
});
