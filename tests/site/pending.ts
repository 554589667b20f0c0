/**
 * Work that lands from other branches. Until it does, what it fixes is reported by the site check
 * as "pending", not as a failure. **The lead empties these lists when merging those branches.**
 */
import {pulledPackages, routeFor} from '../../src/data/pulledPackages';
import type {Defect} from './lib/page';

/**
 * Pending pages from other branches: pages webpack.js.org has that are being written now
 * (`newpages` helper; `reference` writers for the options moved out of /configuration/other-options/).
 * Their webpack.js.org anchors are not required yet.
 */
export const PENDING_PAGES_FROM_OTHER_BRANCHES: readonly string[] = [
  '/guides/native-css/',
  '/guides/modern-web-platform/',
  '/configuration/extending-configurations/',
  '/configuration/dotenv/',
  '/api/webpack-dev-server/',
  '/plugins/NoEmitOnErrorsPlugin/',
  '/plugins/hashed-module-ids-plugin/',
  '/configuration/cache/',
  '/configuration/infrastructureLogging/',
];

/** Pages made of pulled READMEs, in both locales: each README page and the two printable pages. */
const README_PAGES = new Set(
  pulledPackages
    .map((pkg) => routeFor(pkg))
    .concat('/loaders/printable/', '/plugins/printable/')
    .flatMap((route) => [route, `/zh${route}`]),
);

/** Whether a site path is a page made of pulled READMEs (either locale). */
export const isReadmePage = (sitePath: string): boolean => README_PAGES.has(sitePath);

/**
 * axe rules that fail on pulled README pages and that the `readmes` branch fixes: images without
 * alt, unlabelled task-list checkboxes, an image link without a name.
 */
export const README_AXE_RULES_FIXED_BY_READMES_BRANCH: readonly string[] = [
  'image-alt',
  'label',
  'link-name',
];

/**
 * Defects in pulled READMEs that the `readmes` branch fixes inside src/plugins/pulled-readmes:
 * links to webpack.js.org, GitHub alerts shown as text, images without alt, heading levels that
 * jump.
 */
export function isPendingReadmeDefect(defect: Defect): boolean {
  if (!README_PAGES.has(defect.page)) return false;
  switch (defect.kind) {
    case 'link-to-webpack-js-org':
    case 'image-alt':
    case 'heading-jump':
      return true;
    case 'raw-markdown':
      return defect.detail.startsWith('GitHub alert');
    default:
      return false;
  }
}
