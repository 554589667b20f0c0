/**
 * A maintainer cuts a docs version with `docusaurus docs:version`. This test does it in a
 * temporary copy of the site and builds the English site, so the workflow in the README
 * keeps working as the site grows.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);

function copySite(target: string): void {
  for (const entry of fs.readdirSync(repo)) {
    if (!skip.has(entry)) fs.cpSync(path.join(repo, entry), path.join(target, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}

const docusaurus = (cwd: string, ...args: string[]) =>
  execFileSync(
    process.execPath,
    [path.join(repo, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), ...args],
    {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      // The copy reuses the README cache; no need to ask the registry again.
      env: {...process.env, PULLED_READMES_OFFLINE: '1', SPONSORS_OFFLINE: '1'},
    },
  );

test('cutting version 5 keeps the site building: frozen 5 docs at the root, the current docs under /next/, version box updated', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-version-'));
  try {
    copySite(site);
    docusaurus(site, 'docs:version', '5');
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual(['5']);
    expect(fs.existsSync(path.join(site, 'versioned_docs/version-5/concepts/index.md'))).toBe(true);

    // The current docs become the next version once 5 is cut; label them so.
    const config = path.join(site, 'docusaurus.config.ts');
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace("lastVersion: 'current'", "lastVersion: '5'")
        .replace(
          'versions: {current: {label: describedWebpackVersion}}',
          "versions: {current: {label: 'Next', path: 'next'}}",
        ),
    );
    // Not minified: the version data does not depend on it, and the build is shorter.
    docusaurus(site, 'build', '--locale', 'en', '--no-minify');
    expect(fs.existsSync(path.join(site, 'build/concepts/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'build/next/concepts/index.html'))).toBe(true);

    // The version box follows the version data: the next docs point back to the frozen 5 docs.
    const nextPage = fs.readFileSync(path.join(site, 'build/next/concepts/index.html'), 'utf8');
    expect(nextPage).toContain('You are reading webpack Next documentation');
    expect(nextPage).toMatch(/<a[^>]+href="?\/concepts\/"?[^>]*>webpack 5 documentation<\/a>/);
    const frozenPage = fs.readFileSync(path.join(site, 'build/concepts/index.html'), 'utf8');
    expect(frozenPage).toContain('You are reading webpack 5 documentation');
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
}, 600_000);
