/**
 * Packages whose documentation page is pulled from the npm registry at build
 * time (see src/plugins/pulled-readmes). Each README becomes
 * `docs/<section>/_<name>.md` (gitignored) and is served at
 * `/<section>/<name>/`.
 *
 * Adding a package is one line: `loader('foo-loader', 'Does foo.')` or
 * `plugin('foo-webpack-plugin', 'Does foo.', {repo: 'someone/foo'})`.
 * The repository given here is only a fallback: the plugin prefers the
 * `repository` field of the package document on the registry.
 */

export type PulledSection = 'loaders' | 'plugins';

export type PulledGroup = 'CSS';

export interface Deprecation {
  /** Short reason, shown at the top of the page. */
  reason: string;
  /** Where readers should go instead (an on-site path or a full URL). */
  replacement: {title: string; href: string};
}

export interface PulledPackageOptions {
  /** `owner/repo` on GitHub; defaults to `webpack-contrib/<name>`. */
  repo?: string;
  group?: PulledGroup;
  deprecated?: Deprecation;
  /** Overrides the title rule of the section. */
  title?: string;
  /** Branch used for edit links; defaults to `HEAD` (the default branch). */
  branch?: string;
  /**
   * The package's options schemas (the JSON schemas it validates its options with), as paths
   * inside the package: read from the tarball at build time for its Chinese page (i18n/zh/pulled/).
   * An empty list says the package validates its options with no schema: its Chinese page takes
   * them from the package's code, and only a new version of the package can show it outdated.
   */
  schemas?: readonly string[];
  /**
   * What webpack itself now does of the package's work, for a package that still has uses of its
   * own (a deprecated one says so in `deprecated`): one line of Markdown, shown at the top of the page.
   */
  builtIn?: string;
  /**
   * What readers search for that the package's name does not say (the page's `keywords` front
   * matter: see README, "Front matter"). The Chinese page's are in its own front matter.
   */
  keywords?: readonly string[];
}

export interface PulledPackage extends PulledPackageOptions {
  /** npm package name; also the route segment. */
  name: string;
  section: PulledSection;
  repo: string;
  /** One factual line, written by us (not pulled). */
  summary: string;
}

function loader(name: string, summary: string, options: PulledPackageOptions = {}): PulledPackage {
  return {name, section: 'loaders', summary, ...options, repo: options.repo ?? `webpack-contrib/${name}`};
}

function plugin(name: string, summary: string, options: PulledPackageOptions = {}): PulledPackage {
  return {name, section: 'plugins', summary, ...options, repo: options.repo ?? `webpack-contrib/${name}`};
}

const css = {group: 'CSS'} as const;

const assetModules = (kind: string): Deprecation => ({
  reason: `webpack 5 has this built in: use the \`${kind}\` asset module type instead of this loader.`,
  replacement: {title: 'Asset Modules', href: '/guides/asset-modules/'},
});

export const pulledPackages: readonly PulledPackage[] = [
  // Loaders
  loader('babel-loader', 'Transpiles JavaScript with Babel as part of the webpack build.', {
    repo: 'babel/babel-loader',
    keywords: ['transpile javascript', 'es6 to es5', '@babel/preset-env'],
    schemas: ['lib/schema.json'],
  }),
  loader('coffee-loader', 'Compiles CoffeeScript modules to JavaScript.', {schemas: ['dist/options.json']}),
  loader(
    'css-loader',
    'Interprets @import and url() in CSS and turns stylesheets into modules, with CSS Modules support.',
    {...css, keywords: ['icss'], schemas: ['dist/options.json']},
  ),
  loader(
    'exports-loader',
    'Adds exports to a module that does not have them, such as legacy scripts that set globals.',
    {keywords: ['add exports', 'module without exports'], schemas: ['dist/options.json']},
  ),
  loader('expose-loader', 'Exposes a module, in whole or in part, as a property of the global object.', {
    keywords: ['expose to window', 'attach to window', 'expose jquery'],
    schemas: ['dist/options.json'],
  }),
  loader(
    'extract-loader',
    'Evaluates a module at build time and returns its output as a string, for emitting HTML and CSS files.',
    {repo: 'peerigon/extract-loader', schemas: []},
  ),
  loader('file-loader', 'Emits the imported file into the output directory and returns its public URL.', {
    deprecated: assetModules('asset/resource'),
    schemas: ['dist/options.json'],
  }),
  loader('html-loader', 'Exports HTML as a string and turns the asset URLs in it into module requests.', {
    keywords: ['import html', 'html img src'],
    schemas: ['dist/options.json'],
  }),
  loader(
    'imports-loader',
    'Injects imports or variables into a module, for third-party code that expects globals.',
    {keywords: ['inject imports'], schemas: ['dist/options.json']},
  ),
  loader(
    'istanbul-instrumenter-loader',
    'Instruments JavaScript with istanbul-lib-instrument for code coverage reports.',
    {
      deprecated: {
        reason: 'This loader is no longer maintained; instrument code with babel-plugin-istanbul instead.',
        replacement: {
          title: 'babel-plugin-istanbul',
          href: 'https://github.com/istanbuljs/babel-plugin-istanbul',
        },
      },
      keywords: ['code coverage'],
      schemas: ['dist/options.json'],
    },
  ),
  loader('json5-loader', 'Parses JSON5 files into JavaScript objects.', {schemas: ['dist/options.json']}),
  loader('less-loader', 'Compiles Less stylesheets to CSS.', {...css, schemas: ['dist/cjs/options.json']}),
  loader('mocha-loader', 'Bundles Mocha tests and runs them in the browser.', {
    keywords: ['run tests in the browser'],
    schemas: ['dist/options.json'],
  }),
  loader('node-loader', 'Loads native Node.js add-ons (.node files) in Node.js targets.', {
    keywords: ['native addons', '.node files'],
    schemas: ['dist/options.json'],
  }),
  loader('null-loader', 'Replaces a module with an empty module, to drop code a dependency imports.', {
    deprecated: {
      reason: 'webpack 5 can do this without a loader: map the module to `false` in `resolve.alias`.',
      replacement: {title: 'resolve.alias', href: '/configuration/resolve/#resolvealias'},
    },
    schemas: ['dist/options.json'],
  }),
  loader('polymer-webpack-loader', 'Turns Polymer HTML components into JavaScript modules.', {
    repo: 'Banno/polymer-webpack-loader',
    schemas: [],
  }),
  loader('postcss-loader', 'Processes CSS with PostCSS and its plugins.', {
    ...css,
    keywords: ['postcss.config.js'],
    schemas: ['dist/options.json'],
  }),
  loader('raw-loader', 'Imports the content of a file as a string.', {
    deprecated: assetModules('asset/source'),
    schemas: ['dist/options.json'],
  }),
  loader('remark-loader', 'Processes Markdown with remark and its plugins (HTML with remark-html).', {
    keywords: ['markdown', 'import markdown'],
    schemas: ['dist/options.json'],
  }),
  loader('sass-loader', 'Compiles Sass and SCSS stylesheets to CSS with Dart Sass or Sass Embedded.', {
    ...css,
    keywords: ['scss', 'dart sass', 'sass-embedded'],
    schemas: ['dist/cjs/options.json'],
  }),
  loader('source-map-loader', 'Reads the source maps of third-party files and passes them on to webpack.', {
    keywords: ['failed to parse source map'],
    schemas: ['dist/options.json'],
  }),
  loader('style-loader', 'Injects CSS into the DOM with style or link tags at run time.', {
    ...css,
    schemas: ['dist/options.json'],
  }),
  loader('stylus-loader', 'Compiles Stylus stylesheets to CSS.', {
    ...css,
    schemas: ['dist/cjs/options.json'],
  }),
  loader('thread-loader', 'Runs the loaders after it in a pool of worker processes.', {
    keywords: ['happypack', 'parallel loaders', 'multi-process build'],
    schemas: [],
  }),
  loader('url-loader', 'Inlines small files as data URLs and falls back to file-loader for larger ones.', {
    deprecated: assetModules('asset/inline'),
    schemas: ['dist/options.json'],
  }),
  loader('val-loader', 'Executes a module at build time and uses what it returns as the module source.', {
    keywords: ['generate code at build time'],
    schemas: ['dist/options.json'],
  }),
  loader('worker-loader', 'Bundles a module as a Web Worker script.', {
    deprecated: {
      reason:
        'webpack 5 bundles workers natively from `new Worker(new URL("./worker.js", import.meta.url))`.',
      replacement: {title: 'Web Workers', href: '/guides/web-workers/'},
    },
    schemas: ['dist/options.json'],
  }),

  // Plugins
  plugin('closure-webpack-plugin', 'Minifies and type-checks bundles with Google Closure Compiler.', {
    keywords: ['google closure compiler'],
    schemas: ['schema/closure-compiler.json', 'schema/closure-library.json'],
  }),
  plugin(
    'compression-webpack-plugin',
    'Writes compressed copies of assets (gzip, Brotli and others) next to the originals.',
    {keywords: ['gzip', 'precompressed assets', '.gz files'], schemas: ['dist/options.json']},
  ),
  plugin('copy-webpack-plugin', 'Copies files and directories into the output directory.', {
    builtIn:
      'Since 5.111, webpack copies files itself with [`output.copy`](/configuration/output/#outputcopy) (globs, `to`, `context`, `transform`). This plugin adds `filter`, `transformAll`, `force` and `priority` for name clashes, `toType` and `noErrorOnMissing`.',
    keywords: ['copy files', 'copy static files', 'public folder'],
    schemas: ['dist/options.json'],
  }),
  plugin('css-minimizer-webpack-plugin', 'Minifies CSS assets with cssnano or another minimizer.', {
    keywords: ['cssnano', 'optimize-css-assets-webpack-plugin'],
    schemas: ['dist/options.json'],
  }),
  plugin('eslint-webpack-plugin', 'Lints the JavaScript modules of the build with ESLint.', {
    keywords: ['lint javascript', 'lint js', 'eslint-loader'],
    schemas: ['dist/options.json'],
  }),
  plugin('html-minimizer-webpack-plugin', 'Minifies HTML assets.', {
    keywords: ['minify html', 'html-minifier-terser'],
    schemas: ['dist/options.json'],
  }),
  plugin(
    'image-minimizer-webpack-plugin',
    'Optimizes and converts images with imagemin, sharp, squoosh or svgo.',
    {
      keywords: ['compress images', 'image compression', 'convert image format', 'avif'],
      schemas: ['dist/plugin-options.json', 'dist/loader-options.json'],
    },
  ),
  plugin('json-minimizer-webpack-plugin', 'Minifies JSON assets.', {schemas: ['dist/options.json']}),
  plugin('mini-css-extract-plugin', 'Extracts CSS into separate files, one per chunk that contains CSS.', {
    keywords: ['extract-text-webpack-plugin'],
    schemas: ['dist/plugin-options.json', 'dist/loader-options.json'],
  }),
  plugin(
    'npm-install-webpack-plugin',
    'Installs missing npm dependencies during development on webpack 1 to 3; it does not run on webpack 4 or 5.',
    {
      // Its latest version (4.0.5) registers with `compiler.plugin()`, which webpack 5 no longer has, and
      // throws "Unsupported Webpack version" for any major version but 1, 2 and 3.
      deprecated: {
        reason:
          'Written for webpack 1 to 3: on webpack 5 it throws while registering, because it calls `compiler.plugin()`, which webpack 5 removed. Install a package by hand when webpack reports `Module not found`.',
        replacement: {
          title: 'When resolution fails',
          href: '/concepts/module-resolution/#when-resolution-fails',
        },
      },
      keywords: ['install missing dependencies', 'auto install'],
      schemas: [],
    },
  ),
  plugin('stylelint-webpack-plugin', 'Lints stylesheets with Stylelint during the build.', {
    keywords: ['lint css', 'lint styles'],
    schemas: ['dist/options.json'],
  }),
  plugin(
    'terser-webpack-plugin',
    'Minifies JavaScript with Terser; webpack uses it by default in production mode.',
    {keywords: ['uglifyjs-webpack-plugin'], schemas: ['dist/options.json']},
  ),
];

/** PascalCase of an npm name: `mini-css-extract-plugin` → `MiniCssExtractPlugin`. */
export function pascalCase(name: string): string {
  return name
    .replace(/^@[^/]+\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .replace(/I18N/g, 'I18n');
}

/** The page title: loaders use the package name, plugins its PascalCase. */
export function titleFor(pkg: Pick<PulledPackage, 'name' | 'section' | 'title'>): string {
  if (pkg.title) {
    return pkg.title;
  }
  return pkg.section === 'plugins' ? pascalCase(pkg.name) : pkg.name;
}

/** The on-site route of a pulled page, e.g. `/loaders/css-loader/`. */
export function routeFor(pkg: Pick<PulledPackage, 'name' | 'section'>): string {
  return `/${pkg.section}/${pkg.name}/`;
}

export function findPulledPackage(name: string): PulledPackage | undefined {
  return pulledPackages.find((pkg) => pkg.name === name);
}

export interface PulledIndexEntry {
  name: string;
  title: string;
  section: PulledSection;
  group?: PulledGroup;
  summary: string;
  route: string;
  deprecated: boolean;
}

/** What the loaders/plugins index pages need, in title order. */
export const pulledIndex: readonly PulledIndexEntry[] = pulledPackages
  .map((pkg) => ({
    name: pkg.name,
    title: titleFor(pkg),
    section: pkg.section,
    ...(pkg.group ? {group: pkg.group} : {}),
    summary: pkg.summary,
    route: routeFor(pkg),
    deprecated: Boolean(pkg.deprecated),
  }))
  .sort((a, b) => a.title.localeCompare(b.title, 'en'));

export function pulledIndexFor(section: PulledSection): PulledIndexEntry[] {
  return pulledIndex.filter((entry) => entry.section === section);
}
