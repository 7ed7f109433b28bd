// ESLint for the whole monorepo: typescript-eslint's recommended rules and the React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layout from './shared/build/eslint-layout.cjs';

const FRONT_END_SOURCES = [
  '{shell,shared,remote-public,remote-pro-editor,remote-backoffice}/src/**/*.{ts,tsx}',
];
const ROUTER_IMPORTS = ['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
  name,
  message: "Import from '@annuaire/shared/routing/router': one router for the shell and every remote.",
}));
const SONNER_IMPORT = {
  name: 'sonner',
  allowTypeImports: true,
  message: "Import toast from '@annuaire/shared/ui/toast': sonner is loaded with the first toast.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/@mf-types/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One router for the shell and the remotes: react-router is reached through the federated singleton module
    // (shared/build/mf-shared.cjs). A direct import would load a second react-router with its own contexts.
    // Toasts go through @annuaire/shared/ui/toast, which loads sonner with the first toast.
    files: FRONT_END_SOURCES,
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'shared/src/routing/router.ts',
      'shared/src/federation/standalone.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [...ROUTER_IMPORTS, SONNER_IMPORT] }] },
  },
  {
    // A remote's standalone page mounts its own <Toaster>.
    files: ['*/src/bootstrap.tsx', 'shared/src/federation/standalone.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: ROUTER_IMPORTS }] },
  },
  {
    // The layout of issue 17 (shared/build/eslint-layout.cjs): features do not import each other, the API client
    // is called from api/ files only, file names are kebab-case.
    files: FRONT_END_SOURCES,
    plugins: { layout },
    rules: {
      'layout/feature-boundaries': 'error',
      'layout/client-in-api-files': 'error',
      'layout/kebab-case-files': 'error',
    },
  },
  {
    // Tests may set up the client they mock; the rule is about where product code calls it.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'layout/client-in-api-files': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
