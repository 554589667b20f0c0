// Unit and component tests (Jest + Testing Library). Browser tests live in tests/e2e (Playwright).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Packages published only as ES modules (the unified/remark/rehype family among them): Jest runs
 * tests as CommonJS, so these are compiled by swc like our own files. Read from node_modules, so
 * a new dependency needs no edit here.
 */
function esmOnlyPackages(dir = 'node_modules') {
  const names = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const scoped = entry.name.startsWith('@');
    const packageDirs = scoped
      ? fs.readdirSync(path.join(dir, entry.name)).map((name) => `${entry.name}/${name}`)
      : [entry.name];
    for (const name of packageDirs) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8'));
        if (manifest.type === 'module') names.push(name);
      } catch {
        continue; // not a package
      }
      // A package may carry its own (nested) copy of a dependency.
      const nested = path.join(dir, name, 'node_modules');
      if (fs.existsSync(nested)) names.push(...esmOnlyPackages(nested));
    }
  }
  return [...new Set(names)];
}
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
      target: 'es2022',
    },
    module: {type: 'commonjs'},
  },
];

export default {
  testEnvironment: 'node',
  // Both cores: Jest's default leaves one for itself, and the longest suites wait on webpack builds.
  maxWorkers: 2,
  roots: ['<rootDir>/src', '<rootDir>/tests', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Playwright's (tests/e2e/, tests/release/): run by `npm run test:e2e` and `npm run test:release`.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/tests/release/'],
  // Our own .mjs modules too (shared with Node scripts, e.g. src/plugins/deploy-headers/hostFiles.mjs).
  transform: {'^.+\\.(t|j)sx?$': swc, '^(?!.*/node_modules/).+\\.mjs$': swc},
  // Ignored: a file under node_modules/ none of whose packages on its path is ES-only. So a nested
  // copy is compiled too (beasties' own css-select, boolbase and htmlparser2 are ES modules under a
  // CommonJS package), which a pattern looking at the first node_modules/ segment only would skip.
  transformIgnorePatterns: [
    `^(?!.*/node_modules/(${esmOnlyPackages().map(escape).join('|')})/).*/node_modules/`,
  ],
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '^@site/(.*)$': '<rootDir>/$1',
    // One shared stand-in for the Docusaurus client modules every component test needs.
    '^@docusaurus/Translate$': '<rootDir>/tests/mocks/docusaurus/Translate.tsx',
    '^@docusaurus/Link$': '<rootDir>/tests/mocks/docusaurus/Link.tsx',
    '^@theme/Heading$': '<rootDir>/tests/mocks/theme/Heading.tsx',
    // What @docusaurus/router re-exports, for pure helpers that match routes.
    '^@docusaurus/router$': 'react-router-dom',
  },
};
