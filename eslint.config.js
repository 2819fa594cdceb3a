// Lint for both workspaces. Import rules carry STYLE.md's layering: no cycles,
// client features never import each other, shared code never imports features.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const clientFeatures = readdirSync(new URL('./client/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'var/',
      'coverage/',
      'client/src/gql/',
      'client/test-results/',
      'client/playwright-report/',
      'client/public/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['server/tsconfig.json', 'client/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: [
      'server/**/*.{ts,mjs}',
      'bench/**/*.mjs',
      'scripts/**/*.mjs',
      '**/*.config.{js,ts}',
      'codegen.ts',
      'client/scripts/**',
      'client/e2e/**',
      'packages/grade-slip/**/*.js',
      'packages/load-balancer/**/*.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      // Nest's DI reads constructor parameter types at run time: those imports must stay value imports.
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['server/src/common/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/src/common',
              from: './server/src/modules',
              message:
                'common/ serves every domain and imports none (ARCHITECTURE §2): move the piece here, or the code to its domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/modules/auth/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/src/modules/auth',
              from: './server/src/modules',
              except: [
                './auth',
                './users',
                './sessions',
                './rate-limit',
                './mail',
                // A bearer token is a way in like a session; api-tokens imports nothing of auth.
                './api-tokens',
              ],
              message:
                'auth imports no domain: emit an account event (common/events/account-events.ts) and let the domain listen.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...clientFeatures.map((feature) => ({
              target: `./client/src/features/${feature}`,
              from: './client/src/features',
              except: [`./${feature}`],
              message:
                'Features never import each other: compose them in src/app, share through components/ or lib/.',
            })),
            {
              target: ['./client/src/components', './client/src/lib'],
              from: ['./client/src/features', './client/src/app'],
              message: 'Shared code must not depend on features or the app.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)',
              message:
                "Import { z } from '@/lib/zod': it configures Zod for the CSP and English messages.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/lib/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
