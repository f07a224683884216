import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The code the type-aware rules read (both sides of the wire); tests and scripts get the plain rules. */
const TYPED = ['client/src/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'];

/**
 * The parts of the code and who may import whom (DESIGN.md §1, client/README.md). Patterns are paths from the
 * repository root; `name` is the feature a client file belongs to.
 */
const ELEMENTS = [
  { type: 'shared', pattern: 'shared/**', partialMatch: false },
  { type: 'domain', pattern: 'server/domain/**', partialMatch: false },
  { type: 'application', pattern: 'server/application/**', partialMatch: false },
  { type: 'adapter', pattern: 'server/adapters/**', partialMatch: false },
  { type: 'transport', pattern: 'server/transport/**', partialMatch: false },
  { type: 'app', pattern: 'client/src/app/**', partialMatch: false },
  { type: 'feature', pattern: 'client/src/features/*/**', partialMatch: false, capture: ['name'] },
  { type: 'client-shared', pattern: 'client/src/{components,lib,styles,locales}/**', partialMatch: false },
  // what is left at the top of each side (composition root, entry point): first match wins, so these go last
  { type: 'server-root', pattern: 'server', partialMatch: false },
  { type: 'client-root', pattern: 'client/src', partialMatch: false },
];

const type = (name) => ({ element: { type: name } });
const allow = (from, to) => ({ from: type(from), allow: { to: { element: { types: { anyOf: to } } } } });

/** Every import between two known parts must be allowed here; anything else is an error. */
const POLICIES = [
  // Server (DESIGN.md §1): the domain imports only shared; application no adapter or transport; transport no adapter.
  allow('domain', ['domain', 'shared']),
  allow('application', ['application', 'domain', 'shared']),
  allow('transport', ['transport', 'application', 'domain', 'shared']),
  allow('adapter', ['adapter', 'application', 'domain', 'shared']),
  allow('server-root', ['server-root', 'adapter', 'application', 'domain', 'transport', 'shared']),
  // Client (bulletproof-react): features never import each other; app/ composes them.
  allow('client-shared', ['client-shared', 'shared']),
  { from: type('feature'), allow: { to: { element: { type: 'feature', captured: { name: '{{from.captured.name}}' } } } } },
  allow('feature', ['client-shared', 'shared']),
  allow('app', ['app', 'feature', 'client-shared', 'shared']),
  allow('client-root', ['client-root', 'app', 'client-shared', 'shared']),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'data/**', 'bench/results/**', 'tests/unit/lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // served as they are, before the app: plain browser scripts (the CSP allows no inline script)
    files: ['client/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { document: 'readonly', window: 'readonly', navigator: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/include': ['client/src/**', 'server/**', 'shared/**'],
      'import/resolver': { './scripts/eslint-ts-resolver.cjs': {} },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }] },
  },
);
