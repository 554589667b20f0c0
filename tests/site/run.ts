/**
 * The whole-site check of the production build (`npm run test:site`, part of `npm test` after
 * `npm run build`): every HTML page of both locales, every internal link and anchor, and every
 * page path and heading id of webpack.js.org. Prints each defect, the figures, and the plain
 * "N passed, N failed" line (pages) that CI reads. Exits with 1 on any defect.
 */
import path from 'node:path';
import {anchorAliases} from '../../src/data/anchorAliases';
import {checkSite, formatReport} from './lib/check';
import {PAGES_WITHOUT_THEIR_SECTIONS} from './lib/webpackJsOrg';
import spec from './webpack-js-org-anchors.json';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const started = performance.now();
const result = checkSite(buildDir, {
  webpackJsOrg: {
    spec,
    aliases: anchorAliases,
    pagesWithoutTheirSections: PAGES_WITHOUT_THEIR_SECTIONS,
  },
  twins: {siteDir: process.cwd()},
  projects: {siteDir: process.cwd()},
});
console.log(formatReport(result, performance.now() - started));
process.exit(result.defects.length > 0 ? 1 : 0);
