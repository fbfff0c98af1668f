/**
 * Lint: the recommended JavaScript and TypeScript rules, the rules of hooks,
 * and the import boundaries that keep the layers pointing one way
 * (docs/architecture.md#layers). Style is left to the formatter and the reviewers.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Every web feature folder: each may import only itself, `components/`, `lib/` and `shared/`. */
const WEB_FEATURES = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every server feature folder (one Lambda each): each may import only itself, the domains, `functions/lib` and `shared/`. */
const SERVER_FEATURES = readdirSync('functions', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'lib' && entry.name !== 'domains')
  .map((entry) => entry.name);

const ONE_WAY = 'Imports point one way: app → features → components/lib → shared (README, "Code layout").';

/** Who may not import whom; paths are relative to the repository root. */
const BOUNDARIES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: `A web feature never imports another one: move what both need to web/src/components or web/src/lib. ${ONE_WAY}`,
  })),
  { target: './web/src/features', from: './web/src/app', message: `Features do not import the app shell. ${ONE_WAY}` },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/app', './web/src/features'],
    message: `Shared web code does not import the app or a feature. ${ONE_WAY}`,
  },
  { target: './web', from: ['./functions', './infra'], message: 'The SPA talks to the server only through the API contract in shared/.' },
  ...SERVER_FEATURES.map((feature) => ({
    target: `./functions/${feature}`,
    from: './functions',
    except: [`./${feature}`, './domains', './lib'],
    message: `A server feature imports only itself, functions/domains, functions/lib and shared/: move what two features need into their domain (docs/architecture.md, "Domains").`,
  })),
  {
    target: ['./functions/domains', './functions/lib'],
    from: SERVER_FEATURES.map((feature) => `./functions/${feature}`),
    message: 'The domains and functions/lib serve the features and import none of them (docs/architecture.md, "Domains").',
  },
  {
    target: './functions/lib/db',
    from: './functions/domains',
    message: "The table's plumbing (functions/lib/db) knows no domain: each domain's repositories build on it (docs/architecture.md, \"Domains\").",
  },
  {
    target: './functions',
    from: './infra',
    message: 'Lambda code does not import the CDK app or the local stack.',
  },
  { target: './shared', from: ['./functions', './infra', './web'], message: 'shared/ is read by every side and imports none of them.' },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.local/', '.test-artifacts/', 'web/public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    // eslint-plugin-import rather than its fork import-x: the fork resolves through native
    // bindings the package registry does not carry for every platform, so `npm ci` fails.
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      // `_name`: a parameter or property a signature needs and the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles in the server, the contract or the SPA. The rule parses every module a file
    // imports: TypeScript through its parser, nothing under node_modules (external imports end the
    // walk, and reading their sources would double the lint's time). Type-only imports are not
    // followed (they vanish at run time); the contract's barrel is kept out of shared/api below.
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }] },
  },
  {
    // shared/api/types.ts re-exports every module of the contract: one of them importing it back is a cycle.
    files: ['shared/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./types', './types.ts'], message: 'Import the module that declares the type (catalog-types, account-types, …): types.ts is the barrel for the rest of the code.' }] },
      ],
    },
  },
  {
    // Only the SPA has React hooks (tests and the local stack name other helpers `use…`).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read JSON answers of any shape.
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
