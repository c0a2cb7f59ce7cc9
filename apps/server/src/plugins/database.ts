import fp from 'fastify-plugin';
import {
  type Database,
  type DatabaseHandle,
  type DatabaseTarget,
  type RawQuery,
  openDatabase,
} from '../db/client.js';
import { runSeeds } from '../db/seed/index.js';

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
  /** Apply the seed steps not yet recorded (default true). */
  seed?: boolean;
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
        if (seed) {
          const ran = await runSeeds(db);
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
  { name: 'database', dependencies: ['config'] },
);
