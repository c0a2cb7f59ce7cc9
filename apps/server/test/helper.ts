import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEADERS } from '@lahap/contract/headers';
import { API_BASE } from '@lahap/contract/paths';
import { sign } from '@lahap/contract/signing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { loggerOptions } from '../src/logging.js';
import type { DatabaseTarget } from '../src/db/client.js';
import { SETTINGS_SEED_STEPS } from '../src/seed/index.js';

/** Set in CI (and here) to run every engine-dependent suite on PostgreSQL too. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
/** Set to run the Redis-backed variants (rate limits, replay guard). */
export const TEST_REDIS_URL = process.env.REDIS_URL || undefined;

export type Engine = DatabaseTarget['engine'];

/** The full path of an API call. */
export const api = (path: string): string => `${API_BASE}${path}`;

/**
 * A test configuration: only what is passed here counts (never the machine's environment),
 * logs off, a rate limit no suite reaches by accident, and no built web app.
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: join(tmpdir(), 'lahap-no-web-dist'),
    DATA_DIR: join(tmpdir(), 'lahap-test-unused'),
    ...env,
  });
}

/** A throwaway PostgreSQL database next to TEST_DATABASE_URL's, dropped afterwards. */
export async function createThrowawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lahap_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * An app on an in-memory PGlite that logs at info into `lines` (one JSON line each), for tests of
 * what the server writes down. `logger` adds pino options, such as serializers.
 */
export async function appWithLogLines(
  logger: Record<string, unknown> = {},
): Promise<{ app: FastifyInstance; lines: string[] }> {
  const config = testConfig({ LOG_LEVEL: 'info' });
  const lines: string[] = [];
  const app = await buildApp({
    config,
    database: { engine: 'pglite', dir: null },
    seed: false,
    logger: {
      ...(loggerOptions(config) as object),
      stream: { write: (line: string) => lines.push(line) },
      ...logger,
    },
  });
  return { app, lines };
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  /** Config variables for this app (see testConfig). */
  env?: Record<string, string>;
  engine?: Engine;
  /** Use REDIS_URL (only meaningful when it is set). */
  redis?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  engine: Engine;
  redis: boolean;
  close(): Promise<void>;
}

let snapshot: Promise<Blob> | undefined;

/** The run's migrated PGlite (pglite-snapshot.setup.ts), read once per test file. */
export function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject('pgliteSnapshotPath')).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/** A ready app on a fresh database: in-memory PGlite, or a new PostgreSQL database. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env = {}, engine = 'pglite', redis = false, ...rest } = options;
  const throwaway = engine === 'postgres' ? await createThrowawayDatabase() : undefined;
  const database: DatabaseTarget = throwaway
    ? { engine: 'postgres', url: throwaway.url }
    : { engine: 'pglite', dir: null, snapshot: await pgliteSnapshot() };
  const useRedis = redis && TEST_REDIS_URL !== undefined;
  const config = testConfig({ ...env, ...(useRedis ? { REDIS_URL: TEST_REDIS_URL } : {}) });
  const app = await buildApp({
    config,
    database,
    logger: false,
    redisNamespace: `lahap-test:${randomUUID()}:`,
    // The demo city takes seconds to seed; suites about it ask for it with `seed: true`.
    seed: SETTINGS_SEED_STEPS,
    // Jobs run by hand in tests, on the test's clock, and so do the domain events' deliveries.
    jobs: { enabled: false },
    outbox: { worker: false },
    ...rest,
  });
  try {
    await app.ready();
  } catch (error) {
    await throwaway?.drop();
    throw error;
  }
  return {
    app,
    engine,
    redis: useRedis,
    async close() {
      await app.close();
      await throwaway?.drop();
    },
  };
}

export interface SuiteContext {
  readonly app: FastifyInstance;
  readonly engine: Engine;
  readonly redis: boolean;
}

/**
 * Runs `suite` once per engine — PGlite always, PostgreSQL when TEST_DATABASE_URL is set, and
 * with `redis: true` once more with Redis when REDIS_URL is set — each on its own fresh app.
 */
export function describeEachEngine(
  name: string,
  suite: (context: SuiteContext) => void,
  options: Omit<TestAppOptions, 'engine'> = {},
): void {
  const variants: { engine: Engine; redis: boolean }[] = [{ engine: 'pglite', redis: false }];
  if (TEST_DATABASE_URL) variants.push({ engine: 'postgres', redis: false });
  if (options.redis && TEST_REDIS_URL)
    variants.push({ engine: TEST_DATABASE_URL ? 'postgres' : 'pglite', redis: true });

  for (const variant of variants) {
    describe(`${name} [${variant.engine}${variant.redis ? ' + redis' : ''}]`, () => {
      let built: TestApp | undefined;
      const context: SuiteContext = {
        get app() {
          if (!built) throw new Error('the app is not built yet');
          return built.app;
        },
        engine: variant.engine,
        redis: variant.redis,
      };
      beforeAll(async () => {
        built = await buildTestApp({ ...options, ...variant });
      });
      afterAll(async () => {
        await built?.close();
      });
      suite(context);
    });
  }
}

/** The envelope fields of a fresh request. */
export function envelopeFields(): { sessionId: string; requestId: string; timestamp: number } {
  return { sessionId: 'test-session', requestId: randomUUID(), timestamp: Date.now() };
}

/** Sign, Timestamp and AppKey headers for a raw body, as the web client sends them. */
export async function signatureHeaders(
  app: FastifyInstance,
  rawBody: string,
  timestamp: number = Date.now(),
): Promise<Record<string, string>> {
  const { appKey, appSecret } = app.config;
  return {
    [HEADERS.appKey]: appKey,
    [HEADERS.timestamp]: String(timestamp),
    [HEADERS.sign]: await sign({ appKey, appSecret, timestamp, rawBody }),
  };
}

export interface SignedPostOptions {
  /** Add sessionId / requestId / timestamp to the body (default true). */
  envelope?: boolean;
  /** Extra or replacing headers. */
  headers?: Record<string, string>;
  /** The Timestamp header (default now). */
  timestamp?: number;
  /** Send exactly this body (signed as is) instead of JSON.stringify(body). */
  rawBody?: string;
}

/** A correctly signed POST with the envelope fields added, as the web client would send it. */
export async function signedPost(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown> = {},
  options: SignedPostOptions = {},
): Promise<LightMyRequestResponse> {
  const payload = options.envelope === false ? body : { ...envelopeFields(), ...body };
  const rawBody = options.rawBody ?? JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(await signatureHeaders(app, rawBody, options.timestamp)),
      ...options.headers,
    },
    payload: rawBody,
  });
}

interface Envelope {
  success: boolean;
  data: unknown;
  error: { code: string; message: string } | null;
}

/** Asserts a refusal envelope with this status and code; answers the message. */
export function expectRefusal(response: LightMyRequestResponse, status: number, code: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Envelope>();
  expect(body).toMatchObject({ success: false, data: null, error: { code } });
  expect(body.error?.message).toBeTruthy();
  return body.error?.message ?? '';
}

/** Asserts a success envelope; answers its data. */
export function expectSuccess<T = unknown>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Envelope>();
  expect(body.success).toBe(true);
  expect(body.error).toBeNull();
  return body.data as T;
}

/** A cheap good request still succeeds: the app survived whatever came before. */
export async function expectStillServing(app: FastifyInstance): Promise<void> {
  const response = await app.inject(api('/nodePublic/config/info?key=explore_tab_allow_list'));
  expect(response.statusCode).toBe(200);
}

/** A temporary folder removed by the returned function. */
export async function tempDir(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** Two app instances on one fresh PostgreSQL database and one Redis namespace, as two processes. */
export async function buildTwoInstances(
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'config' | 'database' | 'redisNamespace'> = {},
): Promise<{ a: FastifyInstance; b: FastifyInstance; close(): Promise<void> }> {
  if (!TEST_DATABASE_URL || !TEST_REDIS_URL)
    throw new Error('two instances need TEST_DATABASE_URL and REDIS_URL');
  const database = await createThrowawayDatabase();
  const config = testConfig({ ...env, DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL });
  const namespace = `lahap-test:${randomUUID()}:`;
  const build = () =>
    buildApp({ config, logger: false, redisNamespace: namespace, seed: SETTINGS_SEED_STEPS, ...options });
  const a = await build();
  const b = await build();
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    },
  };
}
