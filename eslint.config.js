// @ts-check
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Imports flow one way: core ← ui ← site, core ← server (docs/product.md#code-layout). Each
 * rule below names what a layer may not import; `import-x/no-cycle` forbids cycles everywhere.
 */
const layer = (message, patterns, extra = {}) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((group) => ({ group, message, ...extra })) },
  ],
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.react-router/**',
      'data/**',
      // Test output: the visual report (a built web app) and pictures of failed comparisons.
      'test-results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['core/**/*.ts'],
    rules: layer('core/ holds facts and rules only: no React, no Express, no other layer.', [
      ['react', 'react-dom', 'react-router', 'express', 'pg', 'nodemailer'],
      [
        '@app/ui',
        '@app/site',
        '@app/server',
        '@app/tests',
        '**/ui/src/**',
        '**/site/app/**',
        '**/server/src/**',
      ],
    ]),
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      ...layer(
        'ui/ is presentational: no router, server or site imports (docs/product.md#code-layout).',
        [['react-router', '@app/site', '@app/server', '**/site/app/**', '**/server/src/**']],
      ),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@app/core',
              allowTypeImports: true,
              // The brand's mark is drawing, not data: the logo draws it from its one definition.
              // Money is written one way everywhere, so staff tables format pence with core's own.
              allowImportNames: ['brandMark', 'formatPence'],
              message:
                'ui/ receives data through props; import only types from core (docs/product.md#code-layout).',
            },
          ],
          patterns: [
            {
              group: [
                'react-router',
                '@app/site',
                '@app/server',
                '**/site/app/**',
                '**/server/src/**',
              ],
              message:
                'ui/ is presentational: no router, server or site imports (docs/product.md#code-layout).',
            },
          ],
        },
      ],
    },
  },
  {
    // Stories and tests are documentation and checks, not components: they may use the real facts.
    files: ['ui/**/*.stories.tsx', 'ui/src/lib/story-fixtures.tsx', 'ui/**/*.test.ts'],
    rules: layer(
      'ui/ is presentational: no router, server or site imports (docs/product.md#code-layout).',
      [['react-router', '@app/site', '@app/server', '**/site/app/**', '**/server/src/**']],
    ),
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    rules: layer('site/ talks to the server over HTTP only.', [
      ['@app/server', '**/server/src/**', '**/ui/src/**'],
    ]),
  },
  {
    files: ['server/**/*.{ts,mjs}'],
    rules: layer('server/ never imports the browser layers.', [
      ['react', 'react-dom', '@app/ui', '@app/site', '**/ui/src/**', '**/site/app/**'],
    ]),
  },
  ...storybook.configs['flat/recommended'],
)
