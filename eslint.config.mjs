// One flat config for the workspace. The import rules write our boundaries down (STYLE.md):
// a remote never imports another remote, only the shell imports ky, and shared-kit imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const REMOTES = ['mfe-catalog', 'mfe-material', 'mfe-author', 'mfe-cabinet', 'mfe-commerce', 'mfe-ai-tools', 'mfe-interactive', 'mfe-info'];

const noKy = { name: 'ky', message: 'Only the shell imports ky: call the typed API facade of @teachmarket/shared-kit.' };
const remoteImportBans = (self) => ({
  paths: [noKy],
  patterns: [
    {
      group: REMOTES.filter((r) => r !== self).flatMap((r) => [`@teachmarket/${r}`, `@teachmarket/${r}/*`, `**/${r}/**`]),
      message: 'Remotes never import each other: move what two apps need into shared-kit.',
    },
    { group: ['@teachmarket/shell', '@teachmarket/shell/*', '**/shell/src/**'], message: 'Remotes never import the shell.' },
    { group: ['ky/*'], message: noKy.message },
  ],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '.data/**', '.tools/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', remoteImportBans(remote)] },
  })),
  {
    files: ['shared-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noKy],
          patterns: [{ group: ['@teachmarket/shell', '@teachmarket/mfe-*', '**/shell/src/**', '**/mfe-*/**'], message: 'shared-kit must not depend on any app.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'max-lines': 'off' },
  },
);
