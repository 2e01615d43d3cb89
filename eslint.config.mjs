// The house's lint rules (npm test runs them first, with Prettier's check; `npm run lint`):
// JavaScript's and TypeScript's recommended rules, React's hooks rules, Next.js's rules for pages.
// Generated files and builds are left out.
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '.next*/**',
      'bench/floor/.next/**',
      'node_modules/**',
      'tmp/**',
      'coverage/**',
      'public/**',
      'migrations/**',
      'src/cms/payload-types.ts',
      'src/app/(payload)/**',
      'bench/.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  nextPlugin.configs['core-web-vitals'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: { next: { rootDir: '.' } },
    rules: {
      // A leading underscore marks what a signature must take but does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `let x = fallback; try { x = … } catch { … }` is the house's way to read something that may fail.
      'no-useless-assignment': 'off',
      // The React Compiler's diagnostics: the site is not compiled with it (next.config.ts), and they
      // flag patterns it uses on purpose — a flag set once hydrated, a per-request signed time in a
      // server component, reading a ref's `current` in a callback handed to an effect.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A Local API call inside another operation takes a copy of its request (nestedReq in
    // src/cms/nestedReq.ts): given the request itself, Payload writes the call's locale into it and
    // the operation under way saves one language's text into the other (issue 45).
    files: ['src/**/*.ts', 'src/**/*.tsx', 'scripts/**/*.ts', 'seed/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(find|findByID|findGlobal|findVersions|findVersionByID|findGlobalVersions|findDistinct|count|countVersions|create|update|updateGlobal|delete|duplicate|restoreVersion|restoreGlobalVersion)$/] > ObjectExpression Property[key.name='req'][value.type=/^(Identifier|MemberExpression)$/]",
          message: 'Pass nestedReq(req) (src/cms/nestedReq.ts): the Local API writes its locale into the request it is given.',
        },
      ],
    },
  },
  {
    // The admin's own components fetch relative addresses (adminApi in src/cms/admin/adminApi.ts): an
    // absolute PUBLIC_URL one is refused by the admin's connect-src 'self' when staff reach an
    // instance by its own address (issue 46 point 7).
    files: ['src/cms/admin/**', 'src/features/*/admin/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='serverURL']",
          message: 'Use adminApi(config) (src/cms/admin/adminApi.ts): the admin works at whatever address staff reach it by.',
        },
      ],
    },
  },
  {
    // The error pages outside the locale layout leave by a full load on purpose (the app may be broken).
    files: ['src/app/global-error.tsx', 'src/app/not-found.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Tests read JSON answers loosely.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
