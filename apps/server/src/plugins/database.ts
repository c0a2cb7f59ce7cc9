import fp from 'fastify-plugin';
import {
  type Database,
  type DatabaseHandle,
  type DatabaseTarget,
  type RawQuery,
  openDatabase,
} from '../db/client.js';

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
  /**
   * Work to do once migrated, under the same start-up lock, so several processes starting
   * together do it one at a time. app.ts seeds demo data here when it is wanted; this plugin
   * knows nothing of seeds, so a production start never loads the demo generator.
   */
  afterMigrate?: (db: Database) => Promise<void>;
}

/** Opens the database, migrates it (one process at a time), closes it on shutdown. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { target, afterMigrate }) => {
    const handle = await openDatabase(target, (err) => app.log.warn({ err }, 'database connection lost'));
    try {
      await handle.exclusive(async (db) => {
        await handle.migrate(db);
        await afterMigrate?.(db);
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
