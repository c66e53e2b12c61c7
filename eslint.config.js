import js from '@eslint/js'
import i18next from 'eslint-plugin-i18next'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['.output', '.output-demo', '.nitro', '.tanstack', 'dist', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'scripts/gen-entity/templates'] },
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
    // Command-line scripts and test tooling report on the console.
    files: ['src/server/db/cli-*.ts', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
)
