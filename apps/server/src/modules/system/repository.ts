import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export function createSystemRepository(db: Database) {
  return {
    /** Resolves when the database answers a trivial query. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
