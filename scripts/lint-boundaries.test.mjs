// Proves the import boundaries of docs/style.md are enforced: each probe below must be refused by lint.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './build-state.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function ruleIdsFor(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.map((m) => m.ruleId);
}

/**
 * A file inside `folder` other than its public entry and its tests, as an import from the file at
 * `from` names it (server imports end in .js). Found at run time, so a renamed file cannot make a
 * probe resolve nothing and pass.
 */
function internalImport(from, folder, { server }) {
  const file = readdirSync(join(ROOT, folder), { recursive: true })
    .filter((name) => /\.tsx?$/.test(name) && !/(^|\/)index\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()[0];
  assert.ok(file, `no internal file in ${folder}`);
  const path = relative(dirname(join(ROOT, from)), join(ROOT, folder, file)).replace(
    /\.tsx?$/,
    server ? '.js' : '',
  );
  return path.startsWith('.') ? path : `./${path}`;
}

/** Writes `files` (path → code) for the test's length, then removes `folder` again. */
async function withFiles(folder, files, work) {
  try {
    for (const [path, code] of Object.entries(files)) {
      mkdirSync(dirname(join(ROOT, path)), { recursive: true });
      writeFileSync(join(ROOT, path), code);
    }
    return await work();
  } finally {
    rmSync(join(ROOT, folder), { recursive: true, force: true });
  }
}

/** The rule ids per linted file, by path from the repository's root. */
async function ruleIdsOfFiles(paths) {
  const results = await eslint.lintFiles(paths.map((path) => join(ROOT, path)));
  return Object.fromEntries(
    results.map((r) => [relative(ROOT, r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]),
  );
}

test('a feature may not import another feature', async () => {
  const ids = await ruleIdsFor(
    'apps/web/src/features/orders/pages/probe.ts',
    "import page from '../../identity/pages/account-page';\nexport default page;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('a feature may not import another feature through the @/ alias either', async () => {
  const ids = await ruleIdsFor(
    'apps/web/src/features/orders/pages/probe.ts',
    "import page from '@/features/identity/pages/account-page';\nexport default page;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('a money feature may not import another feature’s internals', async () => {
  for (const [feature, other] of [
    ['payments', 'orders'],
    ['orders', 'payments'],
  ]) {
    const path = `apps/web/src/features/${feature}/probe.ts`;
    const from = internalImport(path, `apps/web/src/features/${other}`, { server: false });
    const ids = await ruleIdsFor(path, `import * as internal from '${from}';\nexport { internal };\n`);
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${feature} → ${from}: ${ids.join(', ')}`);
  }
});

test('a feature may import its own files and shared/', async () => {
  const ids = await ruleIdsFor(
    'apps/web/src/features/identity/pages/probe.ts',
    "import page from './account-page';\nimport { paths } from '../../../shared/config/paths';\nexport { page, paths };\n",
  );
  assert.deepEqual(ids, []);
});

test('shared/ may not depend on a feature', async () => {
  const ids = await ruleIdsFor(
    'apps/web/src/shared/probe.ts',
    "import page from '../features/orders/pages/orders-page';\nexport default page;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('the staff console may not import a feature or the customer app’s shell', async () => {
  for (const code of [
    "import { sendLoginCode } from '@/features/identity/api/send-code';\nexport { sendLoginCode };\n",
    "import { fetchChallenge } from '../../features/identity/api/check-slider';\nexport { fetchChallenge };\n",
    "import { createQueryClient } from '@/app/query-client';\nexport { createQueryClient };\n",
  ]) {
    const ids = await ruleIdsFor('apps/web/src/staff/pages/probe.ts', code);
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${code}: ${ids.join(', ')}`);
  }
});

test('the staff console may import its own files and shared/', async () => {
  const ids = await ruleIdsFor(
    'apps/web/src/staff/pages/probe.ts',
    "import { CounterPage } from './counter-page';\nimport { sendRequest } from '@/shared/api-client/transport';\nexport { CounterPage, sendRequest };\n",
  );
  assert.deepEqual(ids, []);
});

test('the customer app (features, app shell, shared/) may not import the staff console', async () => {
  for (const path of [
    'apps/web/src/features/identity/pages/probe.ts',
    'apps/web/src/app/probe.ts',
    'apps/web/src/shared/probe.ts',
  ]) {
    const ids = await ruleIdsFor(
      path,
      "import { syncNow } from '@/staff/model/sync';\nexport { syncNow };\n",
    );
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${path}: ${ids.join(', ')}`);
  }
});

test('the ordering site may not import a feature, the customer app’s shell or the staff console', async () => {
  for (const code of [
    "import { fetchChallenge } from '@/features/identity/api/check-slider';\nexport { fetchChallenge };\n",
    "import { createQueryClient } from '@/app/query-client';\nexport { createQueryClient };\n",
    "import { syncNow } from '@/staff/model/sync';\nexport { syncNow };\n",
  ]) {
    const ids = await ruleIdsFor('apps/web/src/ordering/pages/probe.ts', code);
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${code}: ${ids.join(', ')}`);
  }
});

test('the ordering site may import its own files and shared/', async () => {
  const ids = await ruleIdsFor(
    'apps/web/src/ordering/pages/probe.ts',
    "import { MenuPage } from './menu-page';\nimport { sendRequest } from '@/shared/api-client/transport';\nexport { MenuPage, sendRequest };\n",
  );
  assert.deepEqual(ids, []);
});

test('no other app (features, app shell, shared/, the staff console) may import the ordering site', async () => {
  for (const path of [
    'apps/web/src/features/identity/pages/probe.ts',
    'apps/web/src/app/probe.ts',
    'apps/web/src/shared/probe.ts',
    'apps/web/src/staff/pages/probe.ts',
  ]) {
    const ids = await ruleIdsFor(
      path,
      "import { readMenuLink } from '@/ordering/model/menu-link';\nexport { readMenuLink };\n",
    );
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${path}: ${ids.join(', ')}`);
  }
});

test('the web app may not import the server, by path or by name', async () => {
  const byPath = await ruleIdsFor(
    'apps/web/src/app/probe.ts',
    "import { loadConfig } from '../../../server/src/config.js';\nexport { loadConfig };\n",
  );
  assert.ok(byPath.includes('import-x/no-restricted-paths'), byPath.join(', '));
  const byName = await ruleIdsFor('apps/web/src/app/probe.ts', "export * from '@lahap/server';\n");
  assert.ok(byName.includes('no-restricted-imports'), byName.join(', '));
});

test('the server may not import the web app', async () => {
  const ids = await ruleIdsFor(
    'apps/server/src/probe.ts',
    "import { paths } from '../../web/src/shared/config/paths';\nexport { paths };\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('the contract is imported by package name, not by path', async () => {
  const ids = await ruleIdsFor(
    'apps/server/src/probe.ts',
    "import { ERROR_CODES } from '../../../packages/contract/src/errors.js';\nexport { ERROR_CODES };\n",
  );
  assert.ok(
    ids.some((id) => id === 'no-restricted-imports' || id === 'import-x/no-relative-packages'),
    ids.join(', '),
  );
});

test('a server module may not import another module’s internals', async () => {
  const ids = await ruleIdsFor(
    'apps/server/src/modules/store/probe.ts',
    "import { createStoreListRepository } from '../discovery/store-list-repository.js';\nexport { createStoreListRepository };\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('a money module may not import another module’s internals', async () => {
  for (const [module, other] of [
    ['payments', 'orders'],
    ['orders', 'payments'],
    ['coupons', 'redemption'],
    ['redemption', 'coupons'],
  ]) {
    const path = `apps/server/src/modules/${module}/probe.ts`;
    const from = internalImport(path, `apps/server/src/modules/${other}`, { server: true });
    const ids = await ruleIdsFor(path, `import * as internal from '${from}';\nexport { internal };\n`);
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${module} → ${from}: ${ids.join(', ')}`);
  }
});

test('a server module may import another module’s public entry', async () => {
  const ids = await ruleIdsFor(
    'apps/server/src/modules/store/probe.ts',
    "import { buildStoreCards } from '../catalog/index.js';\nexport { buildStoreCards };\n",
  );
  assert.deepEqual(ids, []);
});

test('the server’s app may not reach past a module’s public entry', async () => {
  const ids = await ruleIdsFor(
    'apps/server/src/app.ts',
    "import { storeRoutes } from './modules/store/routes.js';\nexport { storeRoutes };\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('server lib/ imports nothing of the app', async () => {
  for (const code of [
    "import { authPlugin } from '../plugins/auth.js';\nexport { authPlugin };\n",
    "import { identityModule } from '../modules/identity/index.js';\nexport { identityModule };\n",
    "import { openDatabase } from '../db/client.js';\nexport { openDatabase };\n",
  ]) {
    const ids = await ruleIdsFor('apps/server/src/lib/probe.ts', code);
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${code}: ${ids.join(', ')}`);
  }
});

test('server plugins/, seed/, demo/ and jobs/ import no module', async () => {
  const fromPlugin = await ruleIdsFor(
    'apps/server/src/plugins/probe.ts',
    "import { identityModule } from '../modules/identity/index.js';\nexport { identityModule };\n",
  );
  assert.ok(fromPlugin.includes('import-x/no-restricted-paths'), fromPlugin.join(', '));
  const fromSeed = await ruleIdsFor(
    'apps/server/src/demo/probe.ts',
    "import { createImageService } from '../modules/media/image-service.js';\nexport { createImageService };\n",
  );
  assert.ok(fromSeed.includes('import-x/no-restricted-paths'), fromSeed.join(', '));
  const fromJobs = await ruleIdsFor(
    'apps/server/src/jobs/probe.ts',
    "import { couponExpiryJob } from '../modules/coupons/index.js';\nexport { couponExpiryJob };\n",
  );
  assert.ok(fromJobs.includes('import-x/no-restricted-paths'), fromJobs.join(', '));
});

test('the web calls the API through callEndpoint, not apiGet / apiPost', async () => {
  for (const [path, code] of [
    [
      'apps/web/src/features/identity/api/probe.ts',
      "import { apiPost } from '@/shared/api-client/client';\n",
    ],
    ['apps/web/src/shared/session/probe.ts', "import { apiGet } from '../api-client/client';\n"],
  ]) {
    const ids = await ruleIdsFor(path, `${code}export const probe = 1;\n`);
    assert.ok(ids.includes('@typescript-eslint/no-restricted-imports'), `${path}: ${ids.join(', ')}`);
  }
});

test('web tests and the client’s own folder may still import apiGet / apiPost', async () => {
  for (const path of [
    'apps/web/src/features/identity/probe.test.ts',
    'apps/web/src/shared/api-client/probe.ts',
  ]) {
    const ids = await ruleIdsFor(
      path,
      "import { apiGet, apiPost } from '@/shared/api-client/client';\nexport { apiGet, apiPost };\n",
    );
    assert.deepEqual(ids, [], path);
  }
});

test('the web imports no endpoint table at runtime, only its types', async () => {
  for (const code of [
    "import { STORE_ENDPOINTS } from '@lahap/contract/store/endpoints';\nexport { STORE_ENDPOINTS };\n",
    "import { ALL_ENDPOINTS } from '@lahap/contract/endpoints';\nexport { ALL_ENDPOINTS };\n",
    "export const load = () => import('@lahap/contract/endpoints');\n",
  ]) {
    const ids = await ruleIdsFor('apps/web/src/features/store/api/probe.ts', code);
    assert.ok(
      ids.some((id) => id === '@typescript-eslint/no-restricted-imports' || id === 'no-restricted-syntax'),
      `${code}: ${ids.join(', ')}`,
    );
  }
  const typeOnly = await ruleIdsFor(
    'apps/web/src/features/store/api/probe.ts',
    "import type { STORE_ENDPOINTS } from '@lahap/contract/store/endpoints';\nexport type Probe = typeof STORE_ENDPOINTS;\n",
  );
  assert.deepEqual(typeOnly, []);
});

// import-x/no-cycle reads the imported files from disk, so each cycle probe is two real files,
// written inside a folder the config already knows (never a new module or feature) and removed.
const CYCLE_FOLDERS = [
  { folder: 'apps/server/src/modules/system/probe-cycle-tmp', ext: '.js' },
  { folder: 'apps/web/src/shared/probe-cycle-tmp', ext: '' },
  { folder: 'packages/contract/src/probe-cycle-tmp', ext: '.js' },
];

test('an import cycle is refused in the server, the web app and the contract', async () => {
  for (const { folder, ext } of CYCLE_FOLDERS) {
    const ids = await withFiles(
      folder,
      {
        [`${folder}/a.ts`]: `import { b } from './b${ext}';\nexport const a = (): number => b() + 1;\n`,
        [`${folder}/b.ts`]: `import { a } from './a${ext}';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n`,
      },
      () => ruleIdsOfFiles([`${folder}/a.ts`, `${folder}/b.ts`]),
    );
    for (const [path, found] of Object.entries(ids)) {
      assert.ok(found.includes('import-x/no-cycle'), `${path}: ${found.join(', ')}`);
    }
  }
});

test('two files naming each other’s types only are no cycle', async () => {
  const folder = CYCLE_FOLDERS[0].folder;
  const ids = await withFiles(
    folder,
    {
      [`${folder}/a.ts`]: "import type { B } from './b.js';\nexport interface A {\n  b?: B;\n}\n",
      [`${folder}/b.ts`]: "import type { A } from './a.js';\nexport interface B {\n  a?: A;\n}\n",
    },
    () => ruleIdsOfFiles([`${folder}/a.ts`, `${folder}/b.ts`]),
  );
  assert.deepEqual(Object.values(ids).flat(), []);
});

/**
 * Lints each probe (path and code) in a new ESLint process: the config lists the module and feature
 * folders when it loads, and this process loaded it before the folders of the test existed.
 */
function ruleIdsInFreshProcess(probes) {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const ids = [];
    for (const { path, code } of probes) {
      const [result] = await eslint.lintText(code, { filePath: path });
      ids.push(result.messages.map((m) => m.ruleId));
    }
    console.log(JSON.stringify(ids));
  `;
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      script,
      JSON.stringify(probes.map((p) => ({ ...p, path: join(ROOT, p.path) }))),
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test('a new module or feature folder is walled with no edit to the lint config', async () => {
  const module = 'apps/server/src/modules/probe-new-tmp';
  const feature = 'apps/web/src/features/probe-new-tmp';
  const [moduleInternals, moduleEntry, featureInternals, fromNewModule] = await withFiles(
    module,
    {
      [`${module}/index.ts`]: "export { hidden } from './hidden.js';\n",
      [`${module}/hidden.ts`]: 'export const hidden = 1;\n',
    },
    () =>
      withFiles(feature, { [`${feature}/model/hidden.ts`]: 'export const hidden = 1;\n' }, () =>
        ruleIdsInFreshProcess([
          {
            path: 'apps/server/src/modules/store/probe.ts',
            code: "import { hidden } from '../probe-new-tmp/hidden.js';\nexport { hidden };\n",
          },
          {
            path: 'apps/server/src/modules/store/probe.ts',
            code: "import { hidden } from '../probe-new-tmp/index.js';\nexport { hidden };\n",
          },
          {
            path: 'apps/web/src/features/orders/probe.ts',
            code: "import { hidden } from '../probe-new-tmp/model/hidden';\nexport { hidden };\n",
          },
          {
            path: `${module}/probe.ts`,
            code: "import { createStoreListRepository } from '../discovery/store-list-repository.js';\nexport { createStoreListRepository };\n",
          },
        ]),
      ),
  );
  assert.ok(moduleInternals.includes('import-x/no-restricted-paths'), moduleInternals.join(', '));
  assert.deepEqual(moduleEntry, []);
  assert.ok(featureInternals.includes('import-x/no-restricted-paths'), featureInternals.join(', '));
  assert.ok(fromNewModule.includes('import-x/no-restricted-paths'), fromNewModule.join(', '));
});

test('db/, plugins/, the server’s entry and the modules load no seed or demo code statically', async () => {
  for (const [path, code] of [
    [
      'apps/server/src/plugins/probe.ts',
      "import { runSeeds } from '../seed/index.js';\nexport { runSeeds };\n",
    ],
    [
      'apps/server/src/db/probe.ts',
      "import { discoverySeed } from '../demo/index.js';\nexport { discoverySeed };\n",
    ],
    ['apps/server/src/plugins/probe.ts', "export const load = () => import('../seed/index.js');\n"],
  ]) {
    const ids = await ruleIdsFor(path, code);
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${path}: ${ids.join(', ')}`);
  }
  for (const [path, code] of [
    ['apps/server/src/app.ts', "import { runSeeds } from './seed/index.js';\nexport { runSeeds };\n"],
    ['apps/server/src/app.ts', "export { discoverySeed } from './demo/index.js';\n"],
    [
      'apps/server/src/modules/coupons/probe.ts',
      "import { couponsDemoSeed } from '../../demo/coupon-offers.js';\nexport { couponsDemoSeed };\n",
    ],
    [
      'apps/server/src/modules/config/probe.ts',
      "export { SETTINGS_SEED_STEPS } from '../../seed/index.js';\n",
    ],
  ]) {
    const ids = await ruleIdsFor(path, code);
    assert.ok(
      ids.includes('@typescript-eslint/no-restricted-imports'),
      `${path}: ${code}: ${ids.join(', ')}`,
    );
  }
  for (const [path, code] of [
    [
      'apps/server/src/app.ts',
      "import type { SeedStep } from './seed/seed-step.js';\nexport type Step = SeedStep;\nexport const load = () => import('./seed/index.js');\n",
    ],
    [
      'apps/server/src/modules/coupons/probe.ts',
      "import type { SeedStep } from '../../seed/seed-step.js';\nexport type Step = SeedStep;\nexport const load = () => import('../../demo/coupon-offers.js');\n",
    ],
  ]) {
    assert.deepEqual(await ruleIdsFor(path, code), [], `${path}: ${code}`);
  }
});
