// The one lint configuration (issue 33): typescript-eslint, React's hooks rules, Next's own
// plugin and jsx-a11y, each with its recommended rules. `npm run lint` fails on any warning.
// A rule switched off here, or a line-level disable in the code, carries its reason.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import rules of lib, used below. A pattern's regex is matched against the import's text.
const NO_COMPONENTS = {
  regex: '^(@/|(\\.\\./)+)components(/|$)',
  message: 'lib serves the components, never the other way: move what both need into lib.',
};
const NO_HTTP = {
  regex: '^(@/lib/|(\\.\\./)+)http(/|$)',
  message:
    'Services and data readers know nothing of HTTP: errors come from @/lib/errors, and the route layer maps their codes to statuses.',
};
const DOMAIN_ONLY = [
  {
    regex: '^@/(?!lib/domain(/|$)|messages/)',
    message: 'lib/domain holds pure rules: it imports only lib/domain (and the message catalogues), no database, services or UI.',
  },
  { regex: '^\\.\\./', message: 'lib/domain imports only from lib/domain.' },
  { regex: '^next(/|$)', message: 'lib/domain holds pure rules: no Next.js.' },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.next-*/',
      '.data/',
      'coverage/',
      'public/',
      'tests/e2e/.results*/',
      'next-env.d.ts',
      'db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are mistakes, except a deliberately ignored argument or rest sibling.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Pictures are plain <img> with next/image's own sources from getImageProps (lib/server-image),
      // or blob: previews and private proofs next/image cannot optimise; each site says which.
      '@next/next/no-img-element': 'off',
      // The option cards' labels hold their text a few spans deep (name, fee, details).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 5 }],
    },
    settings: { next: { rootDir: '.' } },
  },
  // The floors of lib import one way (docs/architecture.md): pure rules at the bottom, then reads
  // and writes, with HTTP and the UI on top. Flat config replaces a rule per matching block, so
  // each block below repeats the patterns of the ones above it.
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_COMPONENTS] }] },
  },
  {
    files: ['lib/services/**/*.{ts,tsx}', 'lib/data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_COMPONENTS, NO_HTTP] }] },
  },
  {
    files: ['lib/domain/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_COMPONENTS, NO_HTTP, ...DOMAIN_ONLY] }] },
  },
  {
    // The page cache is one module behind lib/page-cache/index.ts: its parts (what it assumes
    // about Next's output, the rewrite of a stored page) stay private to it. Tests may reach a
    // part to test it alone. typescript-eslint's copy of no-restricted-imports, so that another
    // block configuring the core rule on the same files does not replace this one.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'db/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.ts'],
    ignores: ['lib/page-cache/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/page-cache/*', '**/lib/page-cache/*', '../page-cache/*'],
              message: 'Import the page cache from its entry point, @/lib/page-cache.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      // A test reads JSON answers of every shape and asserts on them: `any` is the assertion's input there.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
