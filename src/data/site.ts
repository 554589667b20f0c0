/** Facts about the site itself, each kept in one place. */

/** Repository that holds this site's sources; edit links point at its edit view. */
export const docsRepository = {
  url: 'https://github.com/webpack/webpack.js.org',
  branch: 'main',
} as const;

/** The webpack version these docs describe (the devDependency the examples are tested with). */
export const describedWebpackVersion = '5';

/** Documentation of other major versions, shown in the sidebar's version box. */
export const otherVersions = [{label: '4', url: 'https://v4.webpack.js.org/'}] as const;

export const externalLinks = {
  codeHost: 'https://github.com/webpack/webpack',
  socialFeed: 'https://twitter.com/webpack',
  questions: 'https://stackoverflow.com/questions/tagged/webpack',
  chatRoom: 'https://gitter.im/webpack/webpack',
  changelog: 'https://github.com/webpack/webpack/releases',
  swagStore: 'https://webpack.threadless.com/',
  openCollective: 'https://opencollective.com/webpack',
} as const;

/** Where a project panel's Open in StackBlitz posts its project (@stackblitz/sdk's default origin). */
export const stackBlitzOrigin = 'https://stackblitz.com';
