import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import importPlugin from 'eslint-plugin-import';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * One door per domain: outside machines/, the core is imported as `@machines/<domain>` (its index.ts), never a
 * file inside it, and never by a relative path. Test fixtures of a machine are the one exception.
 */
const throughTheDoors = [
  {
    group: ['@machines/*/*', '!@machines/*/*.fixtures'],
    message: "Import the core through its door: '@machines/<domain>', never a file inside it.",
  },
  {
    regex: '^(\\.{1,2}/)+(\\.\\./)*machines(/|$)',
    message: "Import the core through its alias and door: '@machines/<domain>'.",
  },
];

/**
 * Pages are leaves: a page folder imports no other page folder; what two pages share lives in a
 * component, `src/lib`, `src/seo` or `src/config`. One zone per folder of src/pages, so a new page is covered.
 */
const pageFolders = fs
  .readdirSync(path.join(dirname, 'src/pages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const pagesAreLeaves = pageFolders.map((folder) => ({
  target: `./src/pages/${folder}`,
  from: './src/pages',
  except: [`./${folder}`],
  message: 'Pages are leaves: no page folder imports another; move what they share to a component or src/lib.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'visual-review',
      'coverage',
      // Scratch files of a session (git-ignored, like the others here): not the project's code.
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    // The project resolver understands the tsconfig paths (@/..., @machines/...) and extension-less .ts imports;
    // with the node resolver alone, import/no-restricted-paths silently skipped every aliased import.
    settings: { 'import/resolver': { [path.join(dirname, 'eslint-resolver.cjs')]: {}, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A feature's public API is its index.ts, and a domain's is machines/<domain>/index.ts: no reaching into
      // their files from outside.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/*'], message: "Import a feature through its index: '@/features/<name>'." },
            ...throughTheDoors,
          ],
        },
      ],
      // One-way imports (README "Conventions"): components see only the theme and types.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/components', from: './src/pages', message: 'Components are presentational: no pages.' },
            { target: './src/components', from: './src/app', message: 'Components are presentational: no app wiring.' },
            { target: './src/components', from: './src/features', message: 'Components are presentational: no features.' },
            { target: './src/components', from: './src/api', message: 'Components are presentational: no fetch.' },
            { target: './src/components', from: './mocks', message: 'Components never see the mocks.' },
            // machines/ is the domain core: it imports nothing from src/; src/ imports its rules from it.
            {
              target: './machines',
              from: './src',
              message:
                'machines/ is the domain core: it imports nothing from src/ (move the rule down into machines/, or take it as input; calls come in through .provide({ actors })).',
            },
            {
              target: './machines',
              from: './mocks',
              message: 'Machines and their tests never see the mocks: tests provide fakes; HTTP is tested in the features.',
            },
            { target: './src', from: './mocks', except: [], message: 'Only src/app/start.tsx loads the mocks, dynamically.' },
            // build/ renders the app at build time, so it imports src/; the app never imports the build.
            {
              target: './src',
              from: './build',
              message: 'src/ never imports build/: build-time code imports the app, not the reverse.',
            },
            { target: './src/pages', from: './src/app/router.tsx', message: 'Pages do not import the router.' },
            // Features own their slice: a page gets what a machine decides through its feature's hooks.
            {
              target: './src/pages',
              from: './machines',
              message: "Pages never import the core: use the feature's hooks ('@/features/<domain>'), which run its machines.",
            },
            ...pagesAreLeaves,
            { target: './src/features', from: './src/pages', message: 'Features serve pages: they import no page.' },
            { target: './src/features', from: './src/app', message: 'Features import no app shell.' },
            // The web admin (src/admin) is a build of its own: the shop never imports it; it draws the catalogue through
            // components and the features' view functions, her own pages through their page components, never the shell.
            ...['api', 'app', 'components', 'config', 'data', 'features', 'i18n', 'lib', 'pages', 'seo', 'sw', 'theme'].map(
              (folder) => ({
                target: `./src/${folder}`,
                from: './src/admin',
                message: 'The shop never imports the admin: it is a site of its own (build/vite/admin.ts).',
              }),
            ),
            {
              target: './src/admin',
              from: './src/pages',
              // Her own pages (content/pages) are previewed by their own page components.
              except: ['./about', './values', './mentorship', './immersion', './legal'],
              message:
                "The admin imports no page but her own pages' previews: it draws the catalogue with components and the features' views.",
            },
            { target: './src/admin', from: './src/app', message: "The admin imports no part of the shop's shell." },
            // Between features: commerce may use auth's public API (the wishlist needs the session), never the reverse.
            { target: './src/features/auth', from: './src/features/commerce', message: 'Auth does not depend on commerce.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/start.tsx', 'src/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Components are presentational: props in, markup out. A type of the core (a product type, a form's fields)
    // may name what a prop holds; nothing that runs.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@machines', '@machines/**'],
              allowTypeImports: true,
              message: 'Components are presentational: no machines or rules (`import type` of a core type is fine).',
            },
            {
              regex: '(^|/)machines(/|$)',
              allowTypeImports: true,
              message: 'Components are presentational: no machines or rules (`import type` of a core type is fine).',
            },
          ],
        },
      ],
    },
  },
  {
    // src/ is what runs in the browser: no Node module (Node code lives in build/). Tests run in Node.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/e2e/**'],
    rules: { 'import/no-nodejs-modules': 'error' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'fetch'],
      // Machines describe; React runs them in the features (src/features/<domain>).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'Machines do not know React.' },
            { name: '@xstate/react', message: 'Machines do not know React: pages run them with @xstate/react.' },
          ],
          patterns: [{ group: ['@/features/*/*'], message: "Import a feature through its index: '@/features/<name>'." }],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['src/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
