import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'storybook-static/**',
      'node_modules/**',
      'coverage/**',
      'var/**',
      'test-results/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    // Layering (architecture.md): ui/ is pure and props-driven. Text arrives as props, services
    // as callbacks, so every state can be a story.
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', message: 'ui/ takes text as props; translate in site/.' },
            { name: 'react-i18next', message: 'ui/ takes text as props; translate in site/.' },
            { name: '@emailjs/browser', message: 'ui/ takes services as callbacks from site/.' },
          ],
          patterns: [{ group: ['**/site', '**/site/**'], message: 'ui/ never imports site/.' }],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui/ does no data fetching: take a callback prop.' },
        { name: 'location', message: 'ui/ does not navigate: take an onNavigate/href prop.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'ui/ does no data fetching.' },
        { object: 'window', property: 'location', message: 'ui/ does not navigate.' },
        { object: 'globalThis', property: 'fetch', message: 'ui/ does no data fetching.' },
      ],
    },
  },
);
