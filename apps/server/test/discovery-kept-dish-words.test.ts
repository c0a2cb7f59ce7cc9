import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { dishes, stores } from '../src/db/schema/index.js';
import { createStore } from './discovery-factories.js';
import { describeEachEngine } from './helper.js';

const HERE = { lat: -6.2, lng: 106.82 };

/** The words the store keeps of its dishes, sorted; null when it keeps none. */
async function keptWords(app: Parameters<typeof createStore>[0], storeId: string): Promise<string[] | null> {
  const [row] = await app.db
    .select({ words: sql<string[] | null>`tsvector_to_array(${stores.dishWords})` })
    .from(stores)
    .where(eq(stores.id, Number(storeId)));
  const words = row?.words;
  return words ? [...words].sort() : null;
}

let nextDish = 9_000_000;

function dish(storeId: string, searchText: string) {
  const id = (nextDish += 1);
  return {
    id,
    storeId: Number(storeId),
    name: { 'id-ID': searchText, 'en-US': searchText, 'zh-CN': searchText },
    description: { 'id-ID': '', 'en-US': '', 'zh-CN': '' },
    price: 20_000,
    imageUrl: `/img/dish/${id}.png`,
    searchText,
  };
}

describeEachEngine('each store keeps the words of its dishes (migration 0030)', (t) => {
  it('follows inserts, updates, moves, deletes and a truncate of dishes', async () => {
    const a = await createStore(t.app, {
      ...HERE,
      dishes: [{ 'id-ID': 'Sate Ayam', 'en-US': 'Chicken Satay', 'zh-CN': 'Sate Ayam' }],
    });
    const b = await createStore(t.app, HERE);
    expect(await keptWords(t.app, a)).toEqual(['ayam', 'chicken', 'satay', 'sate']);
    expect(await keptWords(t.app, b)).toBeNull();

    const [bakso, soto] = [dish(a, 'bakso urat'), dish(b, 'soto betawi')];
    await t.app.db.insert(dishes).values([bakso, soto]);
    expect(await keptWords(t.app, a)).toEqual(['ayam', 'bakso', 'chicken', 'satay', 'sate', 'urat']);
    expect(await keptWords(t.app, b)).toEqual(['betawi', 'soto']);

    await t.app.db.update(dishes).set({ searchText: 'bakso halus' }).where(eq(dishes.id, bakso.id));
    expect(await keptWords(t.app, a)).toContain('halus');
    expect(await keptWords(t.app, a)).not.toContain('urat');

    // The bakso moves from a to b: both copies change.
    await t.app.db
      .update(dishes)
      .set({ storeId: Number(b) })
      .where(eq(dishes.id, bakso.id));
    expect(await keptWords(t.app, a)).toEqual(['ayam', 'chicken', 'satay', 'sate']);
    expect(await keptWords(t.app, b)).toEqual(['bakso', 'betawi', 'halus', 'soto']);

    await t.app.db.delete(dishes).where(eq(dishes.storeId, Number(a)));
    expect(await keptWords(t.app, a)).toBeNull();
    expect(await keptWords(t.app, b)).toHaveLength(4);

    await t.app.db.execute(sql`truncate dishes cascade`);
    expect(await keptWords(t.app, b)).toBeNull();
  });

  it('keeps both of two writers of one store, the second waiting for the first to commit', async () => {
    const store = await createStore(t.app, HERE);
    let second: Promise<unknown> | undefined;
    await t.app.db.transaction(async (tx) => {
      await tx.insert(dishes).values(dish(store, 'rendang'));
      // The second writer starts while the first holds its change uncommitted.
      second = t.app.db.transaction((tx2) => tx2.insert(dishes).values(dish(store, 'gulai')));
      await sleep(300);
    });
    await second;
    expect(await keptWords(t.app, store)).toEqual(['gulai', 'rendang']);
  });
});
