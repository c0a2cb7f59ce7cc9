import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { HEADERS } from '@lahap/contract/headers';
import { sign } from '@lahap/contract/signing';
import { expect } from 'vitest';
import { SERVER_MODULES, buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import type { DatabaseTarget } from '../src/db/client.js';
import { seedRuns } from '../src/db/schema/index.js';
import { seedStepsOf } from '../src/modules/module.js';
import { SETTINGS_SEED_STEPS } from '../src/seed/index.js';
import { createSaleProduct } from './purchase-factories.js';
import { createStore } from './discovery-factories.js';
import { type TestUser, createUser } from './factories.js';
import {
  TEST_DATABASE_URL,
  api,
  createThrowawayDatabase,
  envelopeFields,
  tempDir,
  testConfig,
} from './helper.js';

const SERVER_ROOT = join(import.meta.dirname, '..');

/** The real server as a process of its own (`args` its command line's), on a free port; resolves once it listens. */
export function startServer(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: match[1] });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

/** Kills a process as a crash does (SIGKILL: no shutdown hook runs) and waits until it is gone. */
export function crash(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export interface CrashEngine {
  name: string;
  target: () => Promise<{ env: Record<string, string>; database: DatabaseTarget; drop(): Promise<void> }>;
}

/** Where a crashing server keeps its data: a PGlite folder, and a throwaway PostgreSQL database when there is one. */
export const crashEngines: CrashEngine[] = [
  {
    name: 'pglite',
    target: async () => {
      const dir = await tempDir('lahap-crash-');
      return {
        env: { DATA_DIR: dir.path },
        database: { engine: 'pglite', dir: join(dir.path, 'pglite') },
        drop: dir.remove,
      };
    },
  },
];
if (TEST_DATABASE_URL) {
  crashEngines.push({
    name: 'postgres',
    target: async () => {
      const throwaway = await createThrowawayDatabase();
      return {
        env: { DATABASE_URL: throwaway.url },
        database: { engine: 'postgres', url: throwaway.url },
        drop: throwaway.drop,
      };
    },
  });
}

/** A signed call of a customer's (or a guest's, with no token) to a server process, as it answered. */
export async function signedFetch(
  base: string,
  config: AppConfig,
  token: string | null,
  path: string,
  body: Record<string, unknown>,
): Promise<{
  status: number;
  envelope: { success: boolean; data: unknown; error: { code: string } | null };
}> {
  const rawBody = JSON.stringify({ ...envelopeFields(), ...body });
  const timestamp = Date.now();
  const answer = await fetch(`${base}${api(path)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADERS.appKey]: config.appKey,
      [HEADERS.timestamp]: String(timestamp),
      [HEADERS.sign]: await sign({ appKey: config.appKey, appSecret: config.appSecret, timestamp, rawBody }),
      ...(token ? { [HEADERS.authorize]: token } : {}),
    },
    body: rawBody,
    // A server that never answers fails the call instead of hanging the test.
    signal: AbortSignal.timeout(30_000),
  });
  return { status: answer.status, envelope: (await answer.json()) as never };
}

/** A signed call of a customer's to a server process; its data, after checking it succeeded. */
export async function callServer<T>(
  base: string,
  config: AppConfig,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  const { envelope } = await signedFetch(base, config, token, path, body);
  expect(envelope.success, JSON.stringify(envelope.error)).toBe(true);
  return envelope.data as T;
}

/**
 * Reads (or changes) a crashed server's data with an app of the test's own while no server runs
 * (PGlite belongs to one process at a time). Its jobs and event deliveries stay off, so it only
 * looks.
 */
export async function readDatabase<T>(
  config: AppConfig,
  database: DatabaseTarget,
  read: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
): Promise<T> {
  const app = await buildApp({
    config,
    database,
    logger: false,
    seed: false,
    jobs: { enabled: false },
    outbox: { worker: false },
  });
  await app.ready();
  try {
    return await read(app);
  } finally {
    await app.close();
  }
}

/**
 * An app of the test's own on a new database, to make a server process's world with the
 * factories: settings seeded, the demo city marked as done so the server process does not seed
 * it; no jobs, no event deliveries. The caller closes it.
 */
export async function setupApp(config: AppConfig, database: DatabaseTarget) {
  const setup = await buildApp({
    config,
    database,
    logger: false,
    seed: SETTINGS_SEED_STEPS,
    jobs: { enabled: false },
    outbox: { worker: false },
  });
  await setup.ready();
  for (const step of await seedStepsOf(SERVER_MODULES))
    await setup.db.insert(seedRuns).values({ name: step.name }).onConflictDoNothing();
  return setup;
}

/** The secrets a server process must share with the test's config to accept its signatures and tokens. */
export const sharedSecrets = (config: AppConfig) => ({
  APP_KEY: config.appKey,
  APP_SECRET: config.appSecret,
  JWT_SECRET: config.jwtSecret,
});

/**
 * A crash test's world on `engine`: a fresh database with one store selling one product (stock 5)
 * and a customer, the env a server process needs to share the app's secrets, and the customer's
 * signed call to such a process. `drop` removes the data.
 */
export async function crashWorld(engine: CrashEngine) {
  const target = await engine.target();
  const config = testConfig(target.env);
  const setup = await setupApp(config, target.database);
  let product: Awaited<ReturnType<typeof createSaleProduct>>;
  let user: TestUser;
  try {
    const store = await createStore(setup, { lat: -6.2, lng: 106.8 });
    product = await createSaleProduct(setup, { storeIds: [store], stock: 5 });
    user = await createUser(setup);
  } finally {
    await setup.close();
  }
  const env = { ...target.env, ...sharedSecrets(config) };
  return {
    config,
    database: target.database,
    drop: target.drop,
    env,
    product,
    post: <T>(base: string, path: string, body: Record<string, unknown>) =>
      callServer<T>(base, config, user.token, path, body),
  };
}
