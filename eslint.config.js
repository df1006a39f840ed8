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
      '.astro/**',
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
    // Lists and records come from translations typed and checked (site/i18n/texts.ts):
    // t(key, { returnObjects: true }) returns a string when the namespace is not loaded, and the
    // cast it needs hides that (a language switch crashed on `c.map is not a function`).
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Identifier[name='returnObjects'], Literal[value='returnObjects']",
          message:
            'Read lists and records with useTexts(ns) or textsOf(i18n, lang, ns) from site/i18n/texts.ts, not t(key, { returnObjects: true }).',
        },
      ],
    },
  },
  {
    // Layering: domain/ holds the product's rules as plain TypeScript, shared by ui/, site/ and
    // the server, so it imports none of them and no UI or translation library.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'i18next', 'react-i18next'].map((name) => ({
            name,
            message: 'domain/ is plain TypeScript: no React, no translations.',
          })),
          patterns: [
            {
              group: ['**/ui', '**/ui/**', '**/site', '**/site/**'],
              message: 'domain/ imports nothing of ui/ or site/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layering: the server takes shared rules from domain/, never from the React components.
    files: ['site/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui', '**/ui/**'],
              message: 'site/server never imports ui/; shared rules live in domain/.',
            },
          ],
        },
      ],
    },
  },
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
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='lazy'], MemberExpression[property.name='lazy']",
          message: 'ui/ never loads code lazily: loading belongs to site/ (site/app/on-intent.ts).',
        },
        {
          selector: 'ImportExpression',
          message: 'ui/ never loads code lazily: loading belongs to site/ (site/app/on-intent.ts).',
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
