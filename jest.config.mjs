// Unit and component tests (Jest + Testing Library). Browser tests live in tests/e2e (Playwright).
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
  roots: ['<rootDir>/src', '<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // tests/versioning builds a whole site copy: run by `npm run test:versioning`, not by default.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/tests/versioning/'],
  transform: {'^.+\\.(t|j)sx?$': swc},
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '^@site/(.*)$': '<rootDir>/$1',
    // One shared stand-in for the Docusaurus client modules every component test needs.
    '^@docusaurus/Translate$': '<rootDir>/tests/mocks/docusaurus/Translate.tsx',
    '^@docusaurus/Link$': '<rootDir>/tests/mocks/docusaurus/Link.tsx',
    '^@theme/Heading$': '<rootDir>/tests/mocks/theme/Heading.tsx',
  },
};
