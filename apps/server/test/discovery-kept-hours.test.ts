import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { storeHours, stores } from '../src/db/schema/index.js';
import { createStore } from './discovery-factories.js';
import { describeEachEngine } from './helper.js';

const HERE = { lat: -6.2, lng: 106.82 };
type Hours = [number, number, string, string];

/** The store's kept hours, sorted (the copy's order is the table's, which nothing promises). */
async function keptHours(app: Parameters<typeof createStore>[0], storeId: string): Promise<Hours[] | null> {
  const [row] = await app.db
    .select({ hours: stores.hours })
    .from(stores)
    .where(eq(stores.id, Number(storeId)));
  return row?.hours ? [...row.hours].sort((a, b) => a[0] - b[0] || a[1] - b[1]) : null;
}

describeEachEngine('each store keeps a copy of its opening hours (migration 0029)', (t) => {
  it('follows inserts, updates, moves, deletes and a truncate of store_hours', async () => {
    const a = await createStore(t.app, { ...HERE, hours: [[1, 3, '10:00', '22:00']] });
    const b = await createStore(t.app, HERE);
    expect(await keptHours(t.app, a)).toEqual([[1, 3, '10:00', '22:00']]);
    expect(await keptHours(t.app, b)).toBeNull();

    await t.app.db.insert(storeHours).values([
      { storeId: Number(a), dayPartCode: 2, channelCode: 3, startTime: '11:00', endTime: '21:00' },
      { storeId: Number(b), dayPartCode: 7, channelCode: 1, startTime: '08:00', endTime: '12:00' },
    ]);
    expect(await keptHours(t.app, a)).toEqual([
      [1, 3, '10:00', '22:00'],
      [2, 3, '11:00', '21:00'],
    ]);

    await t.app.db
      .update(storeHours)
      .set({ endTime: '23:00' })
      .where(eq(storeHours.storeId, Number(a)));
    expect(await keptHours(t.app, a)).toEqual([
      [1, 3, '10:00', '23:00'],
      [2, 3, '11:00', '23:00'],
    ]);

    // Monday's row moves from a to b: both copies change.
    await t.app.db
      .update(storeHours)
      .set({ storeId: Number(b) })
      .where(sql`${storeHours.storeId} = ${Number(a)} and ${storeHours.dayPartCode} = 1`);
    expect(await keptHours(t.app, a)).toEqual([[2, 3, '11:00', '23:00']]);
    expect(await keptHours(t.app, b)).toEqual([
      [1, 3, '10:00', '23:00'],
      [7, 1, '08:00', '12:00'],
    ]);

    await t.app.db.delete(storeHours).where(eq(storeHours.storeId, Number(a)));
    expect(await keptHours(t.app, a)).toBeNull();
    expect(await keptHours(t.app, b)).toHaveLength(2);

    await t.app.db.execute(sql`truncate store_hours`);
    expect(await keptHours(t.app, b)).toBeNull();
  });

  it('keeps both of two writers of one store, the second waiting for the first to commit', async () => {
    const store = await createStore(t.app, HERE);
    const row = (day: number) => ({
      storeId: Number(store),
      dayPartCode: day,
      channelCode: 3,
      startTime: '09:00',
      endTime: '17:00',
    });
    let second: Promise<unknown> | undefined;
    await t.app.db.transaction(async (tx) => {
      await tx.insert(storeHours).values(row(3));
      // The second writer starts while the first holds its change uncommitted.
      second = t.app.db.transaction((tx2) => tx2.insert(storeHours).values(row(4)));
      await sleep(300);
    });
    await second;
    expect(await keptHours(t.app, store)).toEqual([
      [3, 3, '09:00', '17:00'],
      [4, 3, '09:00', '17:00'],
    ]);
  });
});
