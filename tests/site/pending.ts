/**
 * Pages webpack.js.org has that another branch is writing now (the `reference` writers move these
 * options out of /configuration/other-options/). Their webpack.js.org anchors are not required
 * yet. **The lead empties this list when merging that branch.**
 */
export const PENDING_PAGES_FROM_OTHER_BRANCHES: readonly string[] = [
  '/configuration/cache/',
  '/configuration/infrastructureLogging/',
];
