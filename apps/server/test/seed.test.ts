import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import { API_PATHS } from '@lahap/contract/paths';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULES, buildApp } from '../src/app.js';
import { appConfig, seedRuns } from '../src/db/schema/index.js';
import { seedStepsOf } from '../src/modules/module.js';
import { runSeeds } from '../src/seed/index.js';
import {
  TEST_DATABASE_URL,
  api,
  createThrowawayDatabase,
  expectSuccess,
  tempDir,
  testConfig,
} from './helper.js';

// These start apps that seed the whole demo city, images included.
describe('seeding', { timeout: 90_000 }, () => {
  it('seeds a new PGlite folder once and reuses the data on the next start', async () => {
    const dataDir = await tempDir('lahap-data-');
    try {
      const config = testConfig({ DATA_DIR: dataDir.path });
      const first = await buildApp({ config, logger: false });
      await first.ready();
      expect(first.dbEngine).toBe('pglite');
      await first.db
        .update(appConfig)
        .set({ value: { enabled: false } })
        .where(eq(appConfig.key, CONFIG_KEYS.firstLoginPopup));
      const steps = await seedStepsOf(SERVER_MODULES);
      expect(await runSeeds(first.db, steps)).toEqual([]);
      await first.close();

      const second = await buildApp({ config, logger: false });
      const popup = await second.inject(api(`${API_PATHS.configInfo}?key=${CONFIG_KEYS.firstLoginPopup}`));
      expect(expectSuccess(popup)).toEqual({ enabled: false });
      const runs = await second.db.select().from(seedRuns);
      expect(runs.map((run) => run.name)).toEqual(steps.map((step) => step.name));
      await second.close();
    } finally {
      await dataDir.remove();
    }
  });

  it('runs a step added later on an existing database, once', async () => {
    const dataDir = await tempDir('lahap-data-');
    const config = testConfig({ DATA_DIR: dataDir.path });
    const app = await buildApp({ config, logger: false });
    try {
      await app.ready();
      let calls = 0;
      const step = {
        name: 'later-feature',
        run: async () => {
          calls += 1;
        },
      };
      expect(await runSeeds(app.db, [step])).toEqual(['later-feature']);
      expect(await runSeeds(app.db, [step])).toEqual([]);
      expect(calls).toBe(1);
    } finally {
      await app.close();
      await dataDir.remove();
    }
  });

  it.runIf(TEST_DATABASE_URL)(
    'lets several processes start on one new PostgreSQL database at once',
    async () => {
      const database = await createThrowawayDatabase();
      const config = testConfig({ DATABASE_URL: database.url });
      const apps = await Promise.all([1, 2, 3].map(() => buildApp({ config, logger: false })));
      try {
        await Promise.all(apps.map((app) => app.ready()));
        for (const app of apps) {
          expect(app.dbEngine).toBe('postgres');
          expectSuccess(await app.inject(api(`${API_PATHS.configInfo}?key=${CONFIG_KEYS.exploreTab}`)));
        }
        const [row] = await apps[0]!.db.select({ n: sql<number>`count(*)::int` }).from(seedRuns);
        expect(row!.n).toBe((await seedStepsOf(SERVER_MODULES)).length);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await database.drop();
      }
    },
  );
});
