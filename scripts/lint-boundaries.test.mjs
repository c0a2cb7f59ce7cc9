// Proves the import boundaries of STYLE.md are enforced: each probe below must be refused by lint.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './build-state.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function ruleIdsFor(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.map((m) => m.ruleId);
}

test('a feature may not import another feature', async () => {
  const ids = await ruleIdsFor(
    'apps/web/src/features/orders/pages/probe.ts',
    "import page from '../../account/pages/account-page';\nexport default page;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('a feature may not import another feature through the @/ alias either', async () => {
  const ids = await ruleIdsFor(
    'apps/web/src/features/orders/pages/probe.ts',
    "import page from '@/features/account/pages/account-page';\nexport default page;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('a feature may import its own files and shared/', async () => {
  const ids = await ruleIdsFor(
    'apps/web/src/features/account/pages/probe.ts',
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
    "import { sendLoginCode } from '@/features/account/api/send-code';\nexport { sendLoginCode };\n",
    "import { fetchChallenge } from '../../features/account/api/check-slider';\nexport { fetchChallenge };\n",
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
    'apps/web/src/features/account/pages/probe.ts',
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

test('server plugins/, seed/ and demo/ import no module', async () => {
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
});

test('the web calls the API through callEndpoint, not apiGet / apiPost', async () => {
  for (const [path, code] of [
    ['apps/web/src/features/account/api/probe.ts', "import { apiPost } from '@/shared/api-client/client';\n"],
    ['apps/web/src/shared/session/probe.ts', "import { apiGet } from '../api-client/client';\n"],
  ]) {
    const ids = await ruleIdsFor(path, `${code}export const probe = 1;\n`);
    assert.ok(ids.includes('@typescript-eslint/no-restricted-imports'), `${path}: ${ids.join(', ')}`);
  }
});

test('web tests and the client’s own folder may still import apiGet / apiPost', async () => {
  for (const path of [
    'apps/web/src/features/account/probe.test.ts',
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
