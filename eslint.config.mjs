// One flat config for the workspace. The import rules write our boundaries down (STYLE.md):
// a remote never imports another remote, remotes bring no HTTP library (the shell's client is fetch, issue 16), and shared-kit imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
import globals from 'globals';

const REMOTES = ['mfe-catalog', 'mfe-material', 'mfe-author', 'mfe-cabinet', 'mfe-commerce', 'mfe-ai-tools', 'mfe-interactive', 'mfe-info'];

// A remote's features never import each other: what two features share lives in the remote's src/ui/ or
// src/lib/, or in shared-kit (issue 14). One zone per feature folder, read from the tree.
const featureZones = REMOTES.flatMap((remote) => {
  const dir = `${remote}/src/features`;
  const features = fs.existsSync(path.join(ROOT, dir)) ? fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
  return features.map((feature) => ({
    target: `./${dir}/${feature}`,
    from: `./${dir}`,
    except: [`./${feature}`],
    message: `Features of ${remote} do not import each other: move the shared part to ${remote}/src/ui/ or src/lib/ (or shared-kit).`,
  }));
});

const noKy = { name: 'ky', message: 'No HTTP library of your own (the shell\'s client is fetch): call the typed API facade of @teachmarket/shared-kit.' };
// Issue 16: react-router is not a federation singleton; the one copy is inside shared-kit, which
// re-exports what the apps use (tree-shaken: ~12 KB instead of ~54 KB compressed). An app that imported
// it directly would bundle and run a second router with its own context. Tests may (MemoryRouter).
const noRouter = { name: 'react-router', message: 'Import Link, Route, useNavigate... from @teachmarket/shared-kit: the one router copy lives there (issue 16).' };
const TESTS = ['**/__tests__/**', '**/*.test.{ts,tsx}'];
const remoteImportBans = (self, { router = true } = {}) => ({
  paths: router ? [noKy, noRouter] : [noKy],
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
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/dev-dist/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '.data/**', '.tools/**'],
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
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      // Type-only imports do not count (they vanish at build time); value cycles anywhere fail lint.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones, basePath: ROOT }],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...REMOTES.flatMap((remote) => [
    { files: [`${remote}/**/*.{ts,tsx}`], ignores: TESTS, rules: { 'no-restricted-imports': ['error', remoteImportBans(remote)] } },
    { files: TESTS.map((t) => `${remote}/${t}`), rules: { 'no-restricted-imports': ['error', remoteImportBans(remote, { router: false })] } },
  ]),
  { files: ['shell/src/**/*.{ts,tsx}'], ignores: TESTS, rules: { 'no-restricted-imports': ['error', { paths: [noRouter] }] } },
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
  // Issue 14: the API stands on the framework-free contracts package only, never on the frontend.
  {
    files: ['api/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@teachmarket/shared-kit', '@teachmarket/shared-kit/*', '@teachmarket/shell', '@teachmarket/shell/*', '@teachmarket/mfe-*',
                '**/shared-kit/**', '**/shell/**', '**/mfe-*/**', '**/contracts/src/**',
              ],
              message: 'The API imports only @teachmarket/contracts',
            },
          ],
        },
      ],
    },
  },
  // contracts is what the API and the browser share: no framework, no stores, no i18n runtime, no app.
  {
    files: ['contracts/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'nanostores', 'i18next', 'react-i18next', 'react-router', 'ky'].map((name) => ({
            name,
            message: '@teachmarket/contracts is framework-free: React, stores, i18n and HTTP belong in shared-kit.',
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', '@nanostores/*', 'i18next/*', 'react-router/*', 'ky/*'],
              message: '@teachmarket/contracts is framework-free: React, stores, i18n and HTTP belong in shared-kit.',
            },
            {
              group: ['@teachmarket/shared-kit', '@teachmarket/shared-kit/*', '@teachmarket/shell', '@teachmarket/shell/*', '@teachmarket/mfe-*', '@teachmarket/api', '@teachmarket/api/*', '**/shared-kit/**', '**/shell/**', '**/mfe-*/**', '**/api/src/**'],
              message: '@teachmarket/contracts imports no app and not shared-kit: everyone depends on it, it depends on no one.',
            },
          ],
        },
      ],
    },
  },
  // Issue 16: the browser takes only types from the TypeBox schema modules (api-types): a value import would
  // put @sinclair/typebox into the first view. The constants and checks are the TypeBox-free contracts/rules.
  // (typescript-eslint's variant of the rule: it knows type imports, and it does not replace the blocks above.)
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-kit/src/**/*.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`)],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@teachmarket/contracts/api-types', '@teachmarket/contracts/api-types/*', '**/contracts/src/api-types/**', '@sinclair/typebox', '@sinclair/typebox/*'],
              allowTypeImports: true,
              message: 'The browser imports only types from api-types (issue 16: no TypeBox in the first view): take constants and checks from @teachmarket/contracts/rules/<area>.',
            },
          ],
        },
      ],
    },
  },
  // contracts/src/rules is what the browser loads: plain constants and functions, never TypeBox or a schema module.
  {
    files: ['contracts/src/rules/**/*.ts'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sinclair/typebox', '@sinclair/typebox/*', '../api-types', '../api-types/*', '@teachmarket/contracts/api-types', '@teachmarket/contracts/api-types/*'],
              message: 'contracts/src/rules is TypeBox-free (issue 16): the schemas in api-types import the rules, never the other way round.',
            },
          ],
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
