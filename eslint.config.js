// ESLint flat config: typescript-eslint everywhere, React hooks in the web app,
// and the dependency direction of ARCHITECTURE.md section 2 as import rules.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';

const features = (() => {
  try {
    return readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const noAppImports = {
  group: [
    '@courtside/server',
    '@courtside/server/*',
    '@courtside/web',
    '@courtside/web/*',
    '**/apps/**',
  ],
  message: 'Apps never import each other, and shared imports no app code.',
};
const noRelativeIntoFeatures = {
  regex: '^\\.{1,2}/.*features/',
  message: 'Import features through "@/features/<name>/..." so the boundaries can be checked.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/import-boundaries': 'error' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: ['node:*', 'react', 'react-dom'],
              message: 'shared has no I/O, Node or DOM APIs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppImports] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noAppImports, noRelativeIntoFeatures] }],
    },
  },
  {
    files: ['packages/e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                'Import test and expect from ../support/test: it closes the contexts a journey opens.',
            },
          ],
        },
      ],
    },
  },
  // No feature imports another feature: compose them in src/app.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            noRelativeIntoFeatures,
            {
              group: ['@/features/*', `!@/features/${feature}`, '@/app/*'],
              message: `Feature "${feature}" must not import another feature or the app layer.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            noRelativeIntoFeatures,
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared UI and lib code import no feature.',
            },
          ],
        },
      ],
    },
  },
);
