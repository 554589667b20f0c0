/**
 * Projects of the webpack organization shown on /organization/.
 *
 * `maintainer` is a GitHub handle, or `null` when the project is looking for
 * one (the page then links to MAINTAINER_NEEDED_URL). Checked by
 * organizationProjects.test.ts.
 */
export interface OrganizationProject {
  /** GitHub `owner/name`. */
  readonly repo: string;
  /** Package name on npm. */
  readonly npm: string;
  /** GitHub handle of the maintainer, or null when there is none. */
  readonly maintainer: string | null;
  /** One-line description (English source; translated on the page). */
  readonly description: string;
}

export const MAINTAINER_NEEDED_URL = 'https://github.com/webpack/webpack/issues/2734';

export const organizationProjects: readonly OrganizationProject[] = [
  {
    repo: 'webpack/memory-fs',
    npm: 'memory-fs',
    maintainer: 'sokra',
    description: 'A simple in-memory filesystem that holds data in a JavaScript object.',
  },
  {
    repo: 'webpack/webpack',
    npm: 'webpack',
    maintainer: 'sokra',
    description: 'The bundler itself: turns modules with dependencies into static assets.',
  },
  {
    repo: 'webpack/loader-utils',
    npm: 'loader-utils',
    maintainer: 'sokra',
    description: 'Helpers that loader authors use to read options and build file names.',
  },
  {
    repo: 'webpack/source-list-map',
    npm: 'source-list-map',
    maintainer: 'sokra',
    description: 'Builds line-to-line source maps quickly for concatenated code.',
  },
  {
    repo: 'webpack/enhanced-resolve',
    npm: 'enhanced-resolve',
    maintainer: 'sokra',
    description: "The highly configurable module resolver behind webpack's require and import.",
  },
  {
    repo: 'webpack/tapable',
    npm: 'tapable',
    maintainer: 'sokra',
    description: "The hook system that webpack's compiler and plugins are built on.",
  },
  {
    repo: 'webpack/watchpack',
    npm: 'watchpack',
    maintainer: 'sokra',
    description: 'The file watcher webpack uses to notice changes in watch mode.',
  },
  {
    repo: 'webpack/node-libs-browser',
    npm: 'node-libs-browser',
    maintainer: null,
    description: 'Browser implementations of Node.js core modules for webpack 4 and older.',
  },
  {
    repo: 'webpack/webpack-dev-server',
    npm: 'webpack-dev-server',
    maintainer: 'Spacek33z',
    description: 'A development server with live reloading and hot module replacement.',
  },
  {
    repo: 'webpack-contrib/file-loader',
    npm: 'file-loader',
    maintainer: 'sokra',
    description: 'Emits an imported file into the output folder and returns its URL.',
  },
  {
    repo: 'webpack-contrib/style-loader',
    npm: 'style-loader',
    maintainer: 'sokra',
    description: 'Injects CSS into the DOM at runtime through style tags.',
  },
  {
    repo: 'webpack-contrib/css-loader',
    npm: 'css-loader',
    maintainer: 'sokra',
    description: 'Interprets @import and url() in CSS and resolves them like imports.',
  },
  {
    repo: 'webpack/webpack-dev-middleware',
    npm: 'webpack-dev-middleware',
    maintainer: 'Spacek33z',
    description: "Express-style middleware that serves webpack's output from memory.",
  },
  {
    repo: 'webpack/fastparse',
    npm: 'fastparse',
    maintainer: 'sokra',
    description: 'A tiny, fast parser built from regular expressions and states.',
  },
  {
    repo: 'webpack-contrib/json-loader',
    npm: 'json-loader',
    maintainer: null,
    description: 'Loads JSON files; built into webpack since version 2.',
  },
  {
    repo: 'webpack-contrib/url-loader',
    npm: 'url-loader',
    maintainer: null,
    description: 'Inlines small files as data URLs and falls back to file-loader.',
  },
  {
    repo: 'webpack/webpack-sources',
    npm: 'webpack-sources',
    maintainer: null,
    description: 'Source classes that keep code and source maps together while bundling.',
  },
  {
    repo: 'webpack-contrib/sass-loader',
    npm: 'sass-loader',
    maintainer: 'jhnns',
    description: 'Compiles Sass and SCSS files to CSS.',
  },
  {
    repo: 'webpack-contrib/karma-webpack',
    npm: 'karma-webpack',
    maintainer: 'MikaAK',
    description: 'Runs Karma test suites on code bundled with webpack.',
  },
  {
    repo: 'webpack-contrib/imports-loader',
    npm: 'imports-loader',
    maintainer: null,
    description: 'Injects variables or imports into modules that expect globals.',
  },
  {
    repo: 'webpack-contrib/raw-loader',
    npm: 'raw-loader',
    maintainer: null,
    description: 'Imports the contents of a file as a string.',
  },
  {
    repo: 'webpack-contrib/exports-loader',
    npm: 'exports-loader',
    maintainer: null,
    description: 'Adds exports to legacy modules that only set globals.',
  },
  {
    repo: 'webpack-contrib/less-loader',
    npm: 'less-loader',
    maintainer: null,
    description: 'Compiles Less stylesheets to CSS.',
  },
  {
    repo: 'webpack-contrib/expose-loader',
    npm: 'expose-loader',
    maintainer: null,
    description: "Exposes a module's exports on the global object.",
  },
  {
    repo: 'webpack-contrib/html-loader',
    npm: 'html-loader',
    maintainer: 'hemanth',
    description: 'Exports HTML as a string and resolves the assets it references.',
  },
  {
    repo: 'webpack/loader-runner',
    npm: 'loader-runner',
    maintainer: null,
    description: 'Runs a chain of loaders on a resource, outside or inside webpack.',
  },
  {
    repo: 'shama/webpack-stream',
    npm: 'webpack-stream',
    maintainer: 'shama',
    description: 'Runs webpack as a stream, ready for gulp pipelines.',
  },
  {
    repo: 'webpack-contrib/source-map-loader',
    npm: 'source-map-loader',
    maintainer: null,
    description: 'Picks up existing source maps from third-party modules.',
  },
  {
    repo: 'webpack-contrib/null-loader',
    npm: 'null-loader',
    maintainer: null,
    description: 'Replaces a module with an empty one to drop it from the bundle.',
  },
  {
    repo: 'webpack-contrib/compression-webpack-plugin',
    npm: 'compression-webpack-plugin',
    maintainer: 'palmerj3',
    description: 'Emits gzip or Brotli compressed copies of assets.',
  },
  {
    repo: 'webpack-contrib/grunt-webpack',
    npm: 'grunt-webpack',
    maintainer: 'danez',
    description: 'Runs webpack and webpack-dev-server from Grunt tasks.',
  },
  {
    repo: 'webpack-contrib/jshint-loader',
    npm: 'jshint-loader',
    maintainer: 'kostasmanionis',
    description: 'Lints JavaScript with JSHint as it is bundled.',
  },
  {
    repo: 'webpack-contrib/coffee-loader',
    npm: 'coffee-loader',
    maintainer: null,
    description: 'Compiles CoffeeScript to JavaScript.',
  },
  {
    repo: 'webpack-contrib/worker-loader',
    npm: 'worker-loader',
    maintainer: null,
    description: 'Bundles a module as a Web Worker script.',
  },
  {
    repo: 'webpack-contrib/mocha-loader',
    npm: 'mocha-loader',
    maintainer: 'tricoder42',
    description: 'Runs Mocha tests in the browser or in Node.js through webpack.',
  },
  {
    repo: 'webpack-contrib/val-loader',
    npm: 'val-loader',
    maintainer: null,
    description: "Executes a module at build time and uses its result as the module's code.",
  },
  {
    repo: 'webpack-contrib/json5-loader',
    npm: 'json5-loader',
    maintainer: 'gdi2290',
    description: 'Parses JSON5 files into JavaScript objects.',
  },
  {
    repo: 'webpack-contrib/node-loader',
    npm: 'node-loader',
    maintainer: null,
    description: 'Loads native Node.js add-ons (.node files).',
  },
  {
    repo: 'webpack-contrib/coverjs-loader',
    npm: 'coverjs-loader',
    maintainer: null,
    description: 'Instruments code with CoverJS to measure test coverage.',
  },
  {
    repo: 'thelarkinn/angular2-template-loader',
    npm: 'angular2-template-loader',
    maintainer: 'thelarkinn',
    description: 'Inlines the HTML and styles of Angular components.',
  },
  {
    repo: 'webpack-contrib/css-minimizer-webpack-plugin',
    npm: 'css-minimizer-webpack-plugin',
    maintainer: 'cap-Bernardito',
    description: 'Minifies CSS assets with cssnano or another minimizer.',
  },
];

export interface Badge {
  readonly key: string;
  readonly url: string;
  /** English alt text (the page translates it). */
  readonly alt: string;
}

export interface BadgeGroups {
  readonly downloadsAndStars: readonly Badge[];
  readonly activity: readonly Badge[];
  readonly issuesAndPrs: readonly Badge[];
}

const BADGE_BASE = 'https://img.shields.io';

/** `https://img.shields.io/{content}.svg?label={label}&style=flat-square&maxAge=3600` */
export function badgeUrl(content: string, label: string): string {
  return `${BADGE_BASE}/${content}.svg?label=${label}&style=flat-square&maxAge=3600`;
}

const commitsSince = (repo: string, period: string) =>
  `github/commits-since/${repo}/master%40%7B${period}%20ago%7D`;

const ACTIVITY_PERIODS = [
  {key: '6m', period: '6%20months', text: '6 months'},
  {key: '3m', period: '3%20months', text: '3 months'},
  {key: '1m', period: '1%20month', text: '1 month'},
  {key: '1w', period: '1%20week', text: '1 week'},
] as const;

export function projectBadges(project: OrganizationProject): BadgeGroups {
  const {repo, npm} = project;
  return {
    downloadsAndStars: [
      {key: 'npm', url: badgeUrl(`npm/dm/${npm}`, 'npm'), alt: `${npm} npm downloads per month`},
      {key: 'stars', url: badgeUrl(`github/stars/${repo}`, '%E2%9C%AD'), alt: `${repo} GitHub stars`},
    ],
    activity: ACTIVITY_PERIODS.map(({key, period, text}) => ({
      key,
      url: badgeUrl(commitsSince(repo, period), key),
      alt: `${repo} commits in the last ${text}`,
    })),
    issuesAndPrs: [
      {key: 'issues', url: badgeUrl(`github/issues-raw/${repo}`, 'issues'), alt: `${repo} open issues`},
      {key: 'prs', url: badgeUrl(`github/issues-pr-raw/${repo}`, 'prs'), alt: `${repo} open pull requests`},
    ],
  };
}

export const repoUrl = (repo: string): string => `https://github.com/${repo}`;
export const profileUrl = (handle: string): string => `https://github.com/${handle}`;
export const avatarUrl = (handle: string): string => `https://github.com/${handle}.png?size=90`;
