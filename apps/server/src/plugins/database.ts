import fp from 'fastify-plugin';
import {
  type Database,
  type DatabaseHandle,
  type DatabaseTarget,
  type RawQuery,
  openDatabase,
} from '../db/client.js';
import { SEED_STEPS, runSeeds } from '../seed/index.js';
import type { SeedStep } from '../seed/seed-step.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The hottest reads only (see RawQuery); everything else uses `db`. */
    rawQuery: RawQuery;
    /** The engine under `db`, for the few places that differ (readiness, logs). */
    dbEngine: DatabaseHandle['engine'];
  }
}

export interface DatabasePluginOptions {
  target: DatabaseTarget;
  /** Apply the seed steps not yet recorded: all (true, the default), none, or the ones given. */
  seed?: boolean | readonly SeedStep[];
}

/** Opens the database, migrates and seeds it (one process at a time), closes it on shutdown. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { target, seed = true }) => {
    const handle = await openDatabase(target, (err) =>
      app.log.warn({ err }, 'idle database connection lost'),
    );
    try {
      await handle.exclusive(async (db) => {
        await handle.migrate(db);
        if (seed !== false) {
          const steps = seed === true ? SEED_STEPS : seed;
          // Demo images go to the configured storage, so it is registered before the database.
          const ran = await runSeeds(db, steps, { storage: app.storage });
          if (ran.length > 0) app.log.info({ steps: ran }, 'seeded the database');
        }
      });
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('rawQuery', handle.query);
    app.decorate('dbEngine', handle.engine);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database', dependencies: ['config', 'storage'] },
);
