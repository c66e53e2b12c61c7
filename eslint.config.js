import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import i18next from 'eslint-plugin-i18next'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '.output',
      '.output-demo',
      '.nitro',
      '.tanstack',
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'scripts/gen-entity/templates',
      // The reference application of npm run bench:reference: the framework's defaults, its own type world.
      'bench/reference-start',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Every text a person reads comes from locales/*: hard-coded JSX text fails the lint.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          // Punctuation, symbols and numbers are not language.
          words: { exclude: [/^[\s\d\p{P}\p{S}]+$/u] },
        },
      ],
    },
  },
  {
    // The import direction of docs/decisions/018-import-direction.md: src/lib -> the rest of the shared code
    // (components, server) -> features -> routes and the app's entry files. src/lib imports only src/lib
    // (065). A feature uses another feature only through its public files (schema, server function
    // declarations and functions, query options), never its internals.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [
        { type: 'lib', pattern: 'src/lib' },
        { type: 'shared', pattern: ['src/components', 'src/server', 'src/styles'] },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'routes', pattern: 'src/routes' },
        { type: 'test-support', pattern: 'src/test' },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        // The app's entry files: router, client, server, start and the route tree.
        { category: 'entry', pattern: 'src/*.{ts,tsx}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: ['lib', 'shared'] } } } },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: [
                    { type: ['lib', 'shared'] },
                    { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                  ],
                },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    fileInternalPath: ['schema.ts', 'api.ts', '*.functions.ts', 'queries.ts'],
                  },
                },
              },
            },
            {
              from: { element: { type: 'routes' } },
              allow: {
                to: [{ element: { type: ['lib', 'shared', 'feature', 'routes'] } }, { file: { categories: 'entry' } }],
              },
            },
            {
              from: { file: { categories: 'entry' } },
              allow: { to: [{ element: { type: '*' } }, { file: { categories: 'entry' } }] },
            },
            // Tests and test tooling may reach what they test, wherever it lives.
            {
              from: { file: { categories: 'test' } },
              allow: { to: [{ element: { type: '*' } }, { file: { categories: 'entry' } }] },
            },
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { type: '*' } } } },
          ],
        },
      ],
    },
  },
  {
    // No import cycle anywhere: a cycle makes module evaluation order (and so what is undefined at import time)
    // depend on which file is imported first.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Command-line scripts and test tooling report on the console.
    files: ['src/server/db/cli-*.ts', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
)
