import path from 'node:path';
// Blocks are read by src/markdown/projects.ts, which the site's example-projects plugin shares.
export {pageBlocks, type Block} from '../../../src/markdown/projects';

/** Repository root (tests/docs/lib → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

// Walking the docs is shared with the site's example-projects plugin (src/markdown/pages.ts).
import {walkPages as walkSitePages, type Page} from '../../../src/markdown/pages';

export type {Page};

/** Lists this repository's docs pages (`docs/**` and `blog/**` unless `dirs` says otherwise). */
export const walkPages = (root: string = REPO_ROOT, dirs?: string[]): Page[] => walkSitePages(root, dirs);
