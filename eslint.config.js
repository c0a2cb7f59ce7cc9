import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly under `dir`, read when the config loads: a new folder is walled with no edit here. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Web feature folders; none may import another's internals (docs/style.md "Feature folders"). */
const FEATURES = foldersIn('./apps/web/src/features/');

/**
 * The store staff console (apps/web/src/staff) is another app of the product in the same build
 * (docs/architecture.md, ADR 017): it shares src/shared and the contract, never the customer app's
 * features or shell, and nothing of the customer app imports it.
 */
const WEB = './apps/web/src';
const staffConsoleZones = [
  {
    target: `${WEB}/staff`,
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/main.tsx`],
    message:
      "The staff console uses src/shared and the contract, never the customer app's features or shell.",
  },
  {
    target: [`${WEB}/features`, `${WEB}/app`, `${WEB}/shared`, `${WEB}/main.tsx`],
    from: `${WEB}/staff`,
    message: 'The customer app never imports the staff console.',
  },
];

/**
 * The ordering site (apps/web/src/ordering) is the third app of the build: a table QR code's menu,
 * cart and bill. Like the console it shares src/shared and the contract only, and no other app
 * imports it.
 */
const orderingSiteZones = [
  {
    target: `${WEB}/ordering`,
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/main.tsx`, `${WEB}/staff`],
    message:
      "The ordering site uses src/shared and the contract, never the customer app's features or shell, nor the staff console.",
  },
  {
    target: [`${WEB}/features`, `${WEB}/app`, `${WEB}/shared`, `${WEB}/main.tsx`, `${WEB}/staff`],
    from: `${WEB}/ordering`,
    message: 'No other app imports the ordering site.',
  },
];

const crossFeatureZones = FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features never import each other: go through src/shared or the contract.',
}));

/** Server modules, each entered only through its public entry `index.ts` (docs/style.md "Module seams"). */
const SERVER = './apps/server/src';
const SERVER_MODULES = foldersIn('./apps/server/src/modules/');
const PUBLIC_ENTRY_ONLY = 'A module is used only through its public entry, modules/<name>/index.ts.';

const serverZones = [
  {
    target: `${SERVER}/lib`,
    from: [
      `${SERVER}/modules`,
      `${SERVER}/plugins`,
      `${SERVER}/db`,
      `${SERVER}/seed`,
      `${SERVER}/demo`,
      `${SERVER}/app.ts`,
      `${SERVER}/config.ts`,
    ],
    message: 'lib/ holds pure helpers that know nothing of the app.',
  },
  {
    target: [`${SERVER}/db`, `${SERVER}/seed`, `${SERVER}/demo`, `${SERVER}/plugins`, `${SERVER}/jobs`],
    from: `${SERVER}/modules`,
    message:
      'db/, seed/, demo/, plugins/ and jobs/ import no module: modules build on them, never the reverse (a module declares its own jobs and seed steps).',
  },
  {
    target: [`${SERVER}/db`, `${SERVER}/plugins`],
    from: [`${SERVER}/seed`, `${SERVER}/demo`],
    message:
      'db/ and plugins/ import neither seed/ nor demo/: every start loads them, and only a start with demo data may load the generator.',
  },
  ...SERVER_MODULES.flatMap((module) =>
    SERVER_MODULES.filter((other) => other !== module).map((other) => ({
      target: `${SERVER}/modules/${module}`,
      from: `${SERVER}/modules/${other}`,
      except: ['./index.ts'],
      message: PUBLIC_ENTRY_ONLY,
    })),
  ),
  ...SERVER_MODULES.map((module) => ({
    target: [`${SERVER}/app.ts`, `${SERVER}/main.ts`],
    from: `${SERVER}/modules/${module}`,
    except: ['./index.ts'],
    message: PUBLIC_ENTRY_ONLY,
  })),
];

/**
 * The server's entry (app.ts, main.ts) and the modules, whose seed steps it loads, load the seed
 * and the demo generator under it only with import() and only when demo data is wanted (config
 * `demoData`); a static import would load it into every start, production included. Types may
 * still come from there: they are erased.
 */
const SEED_ONLY_ON_DEMAND = {
  regex: String.raw`(^|/)(seed|demo)(/|$)`,
  allowTypeImports: true,
  message:
    'Load the seed with import() when demo data is wanted (app.ts seedStepOf, a module’s seedSteps), never statically.',
};

/**
 * The web's calls go through the contract's routes (`callEndpoint`, `sendForm`): the route
 * carries the path and flags, and in development and tests the answer is checked against its
 * schema. Tests may still import the two to mock them.
 */
const RAW_API_CALLS = {
  group: ['@/shared/api-client/client', '**/api-client/client'],
  importNames: ['apiGet', 'apiPost'],
  message:
    'Call the API with callEndpoint (or sendForm) from @/shared/api-client/call-endpoint and a route of @lahap/contract/<domain>/routes.',
};
/** The endpoint tables hold the zod schemas; at runtime they would put zod in the web bundle. */
const ENDPOINT_TABLE_SOURCE = String.raw`/^@lahap\/contract\/(.+\/)?endpoints$/`;
const ENDPOINT_TABLES = {
  group: ['@lahap/contract/endpoints', '@lahap/contract/*/endpoints'],
  allowTypeImports: true,
  message:
    'The endpoint tables bring zod into the bundle: import the route from @lahap/contract/<domain>/routes (types may come from anywhere).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '**/dev-dist/**',
      '**/dist-sourcemaps/**',
      // Generated by Capacitor (and the synced copy of the web build); the app's own Java is not linted here.
      'apps/native/android/**',
      'apps/native/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    // The boundary rules below only apply to imports the resolver can follow to a file.
    settings: {
      // The files import-x reads to follow imports further (import-x/no-cycle); by default only .js.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/contract/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app talks to the server only through the contract.',
            },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            {
              target: './packages/contract',
              from: './apps',
              message: 'The contract depends on nothing of the apps.',
            },
            {
              target: './apps/web/src/shared',
              from: './apps/web/src/features',
              message: 'shared/ never depends on a feature.',
            },
            ...crossFeatureZones,
            ...staffConsoleZones,
            ...orderingSiteZones,
            ...serverZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lahap/contract/src/*', '**/packages/contract/**'],
              message: 'Import the contract by its package name: @lahap/contract/<module>.',
            },
            {
              group: ['@lahap/server', '@lahap/server/*', '@lahap/web', '@lahap/web/*'],
              message: 'The apps import only the contract, never each other.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the apps' and the contract's sources. Imports of types only do not count
    // (import-x skips them and has no option to count them, and rightly so): TypeScript erases them,
    // consistent-type-imports marks every one, so they add no load order and cannot leave a module
    // half-initialised. A loop of types still says a shared type wants a file of its own.
    // Other packages are not followed (ignoreExternal): the zones above keep the contract from
    // importing the apps, so no cycle passes through it, and reading node_modules only slows lint.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/app.ts', 'apps/server/src/main.ts', 'apps/server/src/modules/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SEED_ONLY_ON_DEMAND] }] },
  },
  {
    // The native shell's host scripts run in the app's webview as they are, not through a build.
    files: ['apps/native/host/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [RAW_API_CALLS, ENDPOINT_TABLES] }],
      // import() is not an import declaration: the rule above does not see it.
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=${ENDPOINT_TABLE_SOURCE}]`,
          message: ENDPOINT_TABLES.message,
        },
      ],
    },
  },
  {
    // The client's own folder builds callEndpoint on them; tests mock them.
    files: ['apps/web/src/shared/api-client/**', 'apps/web/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ENDPOINT_TABLES] }] },
  },
  {
    // The development answer check loads the endpoint tables on demand; production builds drop it.
    files: ['apps/web/src/shared/api-client/answer-check.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'apps/server/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The benchmarks measure the built server from outside; only the apps are kept apart.
    files: ['bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lahap/contract/src/*', '**/packages/contract/**'],
              message: 'Import the contract by its package name: @lahap/contract/<module>.',
            },
            {
              group: ['@lahap/web', '@lahap/web/*'],
              message: 'The benchmarks drive the web app through a browser, never by import.',
            },
          ],
        },
      ],
    },
  },
);
