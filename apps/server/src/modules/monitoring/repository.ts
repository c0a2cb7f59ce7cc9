import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { monitorConfig, monitorEvents } from '../../db/schema/index.js';

export type MonitorEventRow = typeof monitorEvents.$inferInsert;

export function createMonitoringRepository(db: Database) {
  const configByApp = db
    .select({ value: monitorConfig.value })
    .from(monitorConfig)
    .where(eq(monitorConfig.appId, sql.placeholder('appId')))
    .limit(1)
    .prepare('monitor_config_by_app');

  return {
    async findConfig(appId: string): Promise<unknown> {
      const rows = await configByApp.execute({ appId });
      return rows[0]?.value;
    },

    /** Inserts the rows; answers their ids (ascending). */
    async insertEvents(rows: readonly MonitorEventRow[]): Promise<number[]> {
      const inserted = await db
        .insert(monitorEvents)
        .values([...rows])
        .returning({ id: monitorEvents.id });
      return inserted.map((row) => row.id).sort((a, b) => a - b);
    },

    /** Deletes all but the `keep` newest rows (by id). Idempotent, so concurrent calls are safe. */
    async pruneTo(keep: number): Promise<void> {
      const cutoff = db
        .select({ id: monitorEvents.id })
        .from(monitorEvents)
        .orderBy(sql`${monitorEvents.id} desc`)
        .offset(keep - 1)
        .limit(1);
      await db.delete(monitorEvents).where(lt(monitorEvents.id, cutoff));
    },
  };
}
export type MonitoringRepository = ReturnType<typeof createMonitoringRepository>;
