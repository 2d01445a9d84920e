// The one lint configuration (issue 33): typescript-eslint, React's hooks rules, Next's own
// plugin and jsx-a11y, each with its recommended rules. `npm run lint` fails on any warning.
// A rule switched off here, or a line-level disable in the code, carries its reason.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
