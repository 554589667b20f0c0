import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {REPO_ROOT} from './pages';

/**
 * One temp root for the whole harness, reused between runs: `$TMPDIR/webpack-docs-tests`, with a
 * `node_modules` link to this repo's node_modules so everything written below it resolves the
 * repo's devDependencies (webpack, loaders, plugins) without an install.
 */
export function tempRoot(): string {
  const root = path.join(os.tmpdir(), 'webpack-docs-tests');
  fs.mkdirSync(root, {recursive: true});
  linkNodeModules(root);
  return root;
}

/** Links `<dir>/node_modules` to the repo's node_modules (idempotent, race-safe). */
export function linkNodeModules(dir: string): void {
  const link = path.join(dir, 'node_modules');
  const target = path.join(REPO_ROOT, 'node_modules');
  try {
    if (fs.readlinkSync(link) === target) return;
    fs.rmSync(link, {force: true, recursive: true});
  } catch {
    /* does not exist */
  }
  try {
    fs.symlinkSync(target, link, 'junction');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/** A fresh directory under the temp root for one test file / run; remove it with `cleanup`. */
export function freshDir(prefix: string): {dir: string; cleanup: () => void} {
  const dir = fs.mkdtempSync(path.join(tempRoot(), `${prefix}-`));
  return {
    dir,
    cleanup: () => {
      if (!process.env.KEEP_DOCS_TEST_DIRS) fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
