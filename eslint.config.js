import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '**/dist',
      'storybook-static',
      'data',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
  // Import boundaries (ARCHITECTURE.md, rules of the house). Each block lists what its folder may not reach.
  {
    // The kit is a package: it reaches nothing outside its own sources (packages/kit/src/<area>/...), and
    // never itself by name (that would load its built files, or itself twice).
    files: ['packages/kit/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}',
              message:
                'The kit imports nothing outside its package (src/api, the shell, examples, stories, mocks, server): inject what it needs.',
            },
            {
              regex: '^@toolbox/kit(/|$)',
              message:
                'Inside the kit, import its other areas by a relative path (../grid), not by its name.',
            },
          ],
        },
      ],
    },
  },
  {
    // Everything else uses the kit as any app would: by its package name.
    // (typescript-eslint's copy of the rule, so the folders' own no-restricted-imports below do not replace it)
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/kit/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\.?/)+((src|packages)/)?kit(/|$)',
              message: "Import the kit by its name: '@toolbox/kit' or '@toolbox/kit/<area>'.",
            },
          ],
        },
      ],
    },
  },
  {
    // An example app is built on the kit and the contract, like any app using the kit: never on the showcase.
    files: ['src/examples/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}(shell)(/|$)',
              message: 'An example app imports the kit and src/api, never the showcase shell.',
            },
            {
              regex: '^(\\.\\./){3,}(stories|mocks|server|\\.storybook)(/|$)',
              message: 'An example app imports nothing from stories, mocks, server or .storybook.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(kit|shell|examples)(/|$)',
              message: 'The contract stands alone: the server imports it, so it imports no UI code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(kit|shell|examples)(/|$)',
              message: 'The server imports src/api and mocks/data only, never UI code.',
            },
          ],
        },
      ],
    },
  },
  {
    // A tab folder (stories/grids, stories/other, ...) reaches the kit, src/api, mocks and stories/common,
    // never another tab folder: what two tabs share belongs in stories/common.
    files: ['stories/*/**/*.{ts,tsx}'],
    ignores: ['stories/common/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!common(/|$))[\\w-]+(/|$)',
              message:
                'A tab folder never imports another tab folder: move what they share to stories/common.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['stories/common/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[\\w-]+(/|$)',
              message: 'stories/common serves every tab and imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // A folder of stories/common (e.g. dashWidgets) may use the rest of common ('../TradeColumns'), no tab.
    files: ['stories/common/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[\\w-]+(/|$)',
              message: 'stories/common serves every tab and imports none of them.',
            },
          ],
        },
      ],
    },
  },
);
