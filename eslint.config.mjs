// ESLint for the site's code (Markdown content is checked by the docs-as-tests harness instead).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

/** An import of a local plugin's internals: `@site/src/plugins/…`, `../../plugins/…`. */
const PLUGIN_IMPORT = /(^|\/)src\/plugins(\/|$)|^(\.\.\/)+plugins(\/|$)/;
const ONE_WAY =
  'Data flows one way (content → plugins → theme): import shared types and pure functions from src/data, ' +
  "or move the plugin's browser UI into its theme/ folder and use @theme/….";
/** The same pattern as a selector regex (esquery ends a regex at the first slash, escaped or not). */
const PLUGIN_IMPORT_SELECTOR = `/${PLUGIN_IMPORT.source.replaceAll('\\/', '\\x2F')}/`;

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-release/',
      '.docusaurus/',
      '.cache/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {...globals.node, ...globals.browser},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // logger.info`…` (Docusaurus's tagged logger) is a call.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      // The two classic hook rules; v7's React Compiler rules flag the post-hydration reads
      // (localStorage, matchMedia) that these components do on purpose.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.configs.recommended.rules,
      '@docusaurus/string-literal-i18n-messages': 'error',
      // Separators and symbols read the same in every language.
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: ['›', '×', '/', '-']}],
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      'react/prop-types': 'off',
      // Apostrophes and quotes are prose (and part of translation messages); only catch stray > and }.
      'react/no-unescaped-entities': ['error', {forbid: ['>', '}']}],
    },
  },
  {
    // @theme/Heading adds a "#" link to every heading with an id. Section titles of the home page
    // and of page furniture carry ids only to label their regions (aria-labelledby): not link targets.
    files: ['src/components/**/*.tsx', 'src/pages/**/*.tsx'],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
  // Data flows one way: content → plugins → theme → pages. Browser-side code and typed data never
  // reach into a plugin; a plugin ships its browser UI in its own theme/ folder (reached through
  // `@theme/…`) and shares types and pure functions through src/data.
  {
    files: [
      'src/components/**/*.{ts,tsx,js}',
      'src/data/**/*.{ts,tsx,js}',
      'src/theme/**/*.{ts,tsx,js}',
      'src/pages/**/*.{ts,tsx,js}',
      'src/clientModules/**/*.{ts,tsx,js}',
    ],
    rules: {
      'no-restricted-imports': ['error', {patterns: [{regex: PLUGIN_IMPORT.source, message: ONE_WAY}]}],
      'no-restricted-syntax': [
        'error',
        {selector: `ImportExpression[source.value=${PLUGIN_IMPORT_SELECTOR}]`, message: ONE_WAY},
        {
          selector: `CallExpression[callee.name='require'][arguments.0.value=${PLUGIN_IMPORT_SELECTOR}]`,
          message: ONE_WAY,
        },
        {selector: `TSImportType[source.value=${PLUGIN_IMPORT_SELECTOR}]`, message: ONE_WAY},
      ],
    },
  },
  {
    // Typed facts import only each other (tests may read fixtures).
    files: ['src/data/**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {regex: PLUGIN_IMPORT.source, message: ONE_WAY},
            {
              regex: '^\\.\\./|^@site/(?!src/data/)|^@theme/',
              message: 'src/data imports nothing of ours but src/data.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.jest}},
    rules: {'@docusaurus/no-untranslated-text': 'off'},
  },
);
