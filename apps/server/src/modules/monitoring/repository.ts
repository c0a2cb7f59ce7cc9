import { type SQL, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { MonitorGroupSort, MonitorSource } from '@lahap/contract/monitoring/team-schemas';
import { MONITOR_GROUP_PAGES_MAX } from '@lahap/contract/monitoring/team-schemas';
import type { Database } from '../../db/client.js';
import { monitorConfig, monitorEvents, monitorGroups } from '../../db/schema/index.js';

export type MonitorEventRow = typeof monitorEvents.$inferInsert;
export type MonitorGroupRow = typeof monitorGroups.$inferSelect;
/** What one batch adds to a group: its count, times, pages and latest event. */
export type MonitorGroupDelta = typeof monitorGroups.$inferInsert & { count: number };

export interface GroupPage {
  sort: MonitorGroupSort;
  source?: MonitorSource;
  offset: number;
  limit: number;
}

export function createMonitoringRepository(db: Database) {
  const configByApp = db
    .select({ value: monitorConfig.value })
    .from(monitorConfig)
    .where(eq(monitorConfig.appId, sql.placeholder('appId')))
    .limit(1)
    .prepare('monitor_config_by_app');

  const g = monitorGroups;

  return {
    async findConfig(appId: string): Promise<unknown> {
      const rows = await configByApp.execute({ appId });
      return rows[0]?.value;
    },

    /**
     * Inserts the rows and adds each group's delta to its row, in one transaction; answers the
     * rows' ids (ascending). The add is one INSERT … ON CONFLICT DO UPDATE, atomic however many
     * processes count the same group at once; the deltas go in fingerprint order, so two batches
     * touching the same groups lock them in the same order and never deadlock.
     */
    async insertEvents(rows: readonly MonitorEventRow[], groups: readonly MonitorGroupDelta[]) {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(monitorEvents)
          .values([...rows])
          .returning({ id: monitorEvents.id });
        const ordered = [...groups].sort((a, b) => (a.fingerprint < b.fingerprint ? -1 : 1));
        if (ordered.length > 0) {
          await tx
            .insert(g)
            .values(ordered)
            .onConflictDoUpdate({
              target: g.fingerprint,
              set: {
                count: sql`${g.count} + excluded.count`,
                firstSeen: sql`least(${g.firstSeen}, excluded.first_seen)`,
                lastSeen: sql`greatest(${g.lastSeen}, excluded.last_seen)`,
                sample: sql`case when excluded.last_seen >= ${g.lastSeen} then excluded.sample else ${g.sample} end`,
                // The first pages it was seen on, in the order first seen, no more than the limit.
                pages: sql`case when cardinality(${g.pages}) >= ${MONITOR_GROUP_PAGES_MAX} then ${g.pages}
                  else array(
                    select page from unnest(${g.pages} || excluded.pages) with ordinality as seen(page, at)
                    group by page order by min(at) limit ${MONITOR_GROUP_PAGES_MAX}
                  ) end`,
              },
            });
        }
        return inserted.map((row) => row.id).sort((a, b) => a - b);
      });
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

    /** Deletes all but the `keep` most recently seen groups. Idempotent too. */
    async pruneGroupsTo(keep: number): Promise<void> {
      const beyond = db
        .select({ fingerprint: g.fingerprint })
        .from(g)
        .orderBy(desc(g.lastSeen), desc(g.fingerprint))
        .offset(keep);
      await db.delete(g).where(inArray(g.fingerprint, beyond));
    },

    /** One page of groups and how many match in all. */
    async listGroups(page: GroupPage): Promise<{ rows: MonitorGroupRow[]; total: number }> {
      const where: SQL | undefined = page.source ? eq(g.source, page.source) : undefined;
      const order =
        page.sort === 'count'
          ? [desc(g.count), desc(g.lastSeen), g.fingerprint]
          : [desc(g.lastSeen), desc(g.count), g.fingerprint];
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(g)
          .where(where)
          .orderBy(...order)
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(g)
          .where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    async findGroup(fingerprint: string): Promise<MonitorGroupRow | undefined> {
      const [row] = await db.select().from(g).where(eq(g.fingerprint, fingerprint)).limit(1);
      return row;
    },

    /** The group's latest raw rows still kept, newest first. */
    async recentEvents(fingerprint: string, limit: number) {
      return db
        .select({
          receivedAt: monitorEvents.receivedAt,
          page: monitorEvents.page,
          deviceId: monitorEvents.deviceId,
          sessionId: monitorEvents.sessionId,
          traceId: monitorEvents.traceId,
          sceneType: monitorEvents.sceneType,
        })
        .from(monitorEvents)
        .where(eq(monitorEvents.fingerprint, fingerprint))
        .orderBy(desc(monitorEvents.id))
        .limit(limit);
    },
  };
}
export type MonitoringRepository = ReturnType<typeof createMonitoringRepository>;
