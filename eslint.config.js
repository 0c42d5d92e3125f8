// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The one-way imports of ARCHITECTURE.md: client → shared, server → shared, shared → nothing.
const serverPaths = ['**/server/**', '@/server/**'];
const clientPaths = ['**/client/**', '@/client/**'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...serverPaths, ...clientPaths],
              message: 'shared/ imports neither the server nor the client.',
            },
            {
              group: ['node:*', 'react', 'react-dom', 'react/*'],
              message: 'shared/ is pure TypeScript: no Node APIs, no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: serverPaths, message: 'The client never imports the server.' }] },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: clientPaths, message: 'The server never imports the client.' }] },
      ],
    },
  },
);
