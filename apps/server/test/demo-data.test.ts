import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { type BuildAppOptions, SERVER_MODULES, buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { appConfig, seedRuns, stores } from '../src/db/schema/index.js';
import { seedStepsOf } from '../src/modules/module.js';

// Not helper.ts: it imports the seed module, and this file proves when that module is loaded.

/**
 * Set once the seed module, or the demo generator's entry, is loaded: app.ts loads the first, the
 * modules' seed steps the second and the settings through the first.
 */
const loaded = vi.hoisted(() => ({ seed: false, demo: false }));
vi.mock('../src/seed/index.js', async (importOriginal) => {
  loaded.seed = true;
  return importOriginal();
});
vi.mock('../src/demo/index.js', async (importOriginal) => {
  loaded.demo = true;
  return importOriginal();
});

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-long-production-app-secret-for-tests',
  JWT_SECRET: 'a-long-production-jwt-secret-for-tests',
  TEAM_TOKEN: 'a-long-production-team-token-for-tests',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: join(tmpdir(), 'lahap-no-web-dist'),
  DATA_DIR: join(tmpdir(), 'lahap-test-unused'),
};

/** A production app, started on an empty in-memory PGlite. */
async function startProduction(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig(PRODUCTION),
    database: { engine: 'pglite', dir: null },
    logger: false,
    jobs: { enabled: false },
    ...options,
  });
  await app.ready();
  return app;
}

async function rowsIn(app: FastifyInstance, table: typeof stores | typeof seedRuns | typeof appConfig) {
  return (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
}

describe('demo data', () => {
  it('is wanted outside production, and in production only with DEMO_DATA=1', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(loadConfig(PRODUCTION).demoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(ConfigError);
  });

  it('is not seeded by a production start: the database is migrated only, the seed module never loaded', async () => {
    const app = await startProduction();
    try {
      expect(await rowsIn(app, seedRuns)).toBe(0);
      expect(await rowsIn(app, stores)).toBe(0);
      expect(await rowsIn(app, appConfig)).toBe(0);
      expect(loaded.seed).toBe(false);
      expect(loaded.demo).toBe(false);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('still follows the seed option, loading the seed module for the steps given', async () => {
    const probe = { name: 'probe-step', run: vi.fn(async () => undefined) };
    const app = await startProduction({ seed: [probe] });
    try {
      expect(probe.run).toHaveBeenCalledOnce();
      expect(await rowsIn(app, seedRuns)).toBe(1);
      expect(await rowsIn(app, stores)).toBe(0);
      // The same watch that saw no load above sees this one: the proof above is not blind.
      expect(loaded.seed).toBe(true);
      // The steps given are all it runs: the modules' own are not even loaded.
      expect(loaded.demo).toBe(false);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('is loaded by the modules’ seed steps when all of them are wanted', async () => {
    const steps = await seedStepsOf(SERVER_MODULES);
    expect(steps.map((step) => step.name)).toContain('discovery-jakarta');
    expect(loaded.demo).toBe(true);
  });
});
