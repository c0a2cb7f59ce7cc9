import { describe, expect, it } from 'vitest';
import { CARD_FIELDS_TTL_MS, createCardFields } from '../src/modules/discovery/card-fields.js';
import type { StoreFieldsRow } from '../src/modules/catalog/index.js';

const text = (value: string) => ({ 'id-ID': value, 'en-US': value, 'zh-CN': value });

function fieldsOf(id: string, stock: number): StoreFieldsRow {
  return {
    id,
    merchant_id: `m${id}`,
    store_type: 'SETTLED_STORE',
    poi_id: null,
    name: text(`Store ${id}`),
    address: text('Jl. Sudirman'),
    logo_url: '/logo.webp',
    background_url: null,
    map_link: null,
    halal: true,
    price_per_capita: text('Rp 50.000'),
    tag_list: [],
    mall_name: null,
    category_name: null,
    hours: null,
    products: [
      {
        product_id: `p${id}`,
        sku_id: `s${id}`,
        name: text('Voucher'),
        image_url: '/p.webp',
        sale_price: 50_000,
        original_price: 60_000,
        promotion_price: null,
        promotion_tag: null,
        remaining_stock: stock,
      },
    ],
    coupons: null,
  };
}

/** A database of stores whose stock the test changes, counting the ids each load asks for. */
function fakeStores() {
  const stock = new Map<string, number>([
    ['1', 5],
    ['2', 7],
    ['3', 9],
  ]);
  const loads: string[][] = [];
  return {
    stock,
    loads,
    load: async (ids: readonly string[]) => {
      loads.push([...ids]);
      return ids.filter((id) => stock.has(id)).map((id) => fieldsOf(id, stock.get(id)!));
    },
  };
}

const row = (id: string, chord: number) => ({ id, chord, metres: chord });
const stockOf = (rows: StoreFieldsRow[]) => rows.map((r) => r.products?.[0]?.remaining_stock);

describe('card fields of listed stores', () => {
  it('reads only the stores it does not hold fresh, keeping the rows and their order', async () => {
    const db = fakeStores();
    let clock = 1_000_000;
    const fields = createCardFields({ load: db.load, now: () => clock });

    const first = await fields.attach([row('2', 10), row('1', 20)]);
    expect(first.map((r) => [r.id, r.chord, r.name['en-US']])).toEqual([
      ['2', 10, 'Store 2'],
      ['1', 20, 'Store 1'],
    ]);
    clock += 1_000;
    const second = await fields.attach([row('1', 5), row('3', 6), row('2', 7)]);
    expect(second.map((r) => [r.id, r.chord])).toEqual([
      ['1', 5],
      ['3', 6],
      ['2', 7],
    ]);
    expect(db.loads).toEqual([['2', '1'], ['3']]);
  });

  it('reads a store again once its fields are older than the time to live', async () => {
    const db = fakeStores();
    let clock = 1_000_000;
    const fields = createCardFields({ load: db.load, now: () => clock });
    expect(stockOf(await fields.attach([row('1', 1)]))).toEqual([5]);

    db.stock.set('1', 4);
    clock += CARD_FIELDS_TTL_MS - 1;
    expect(stockOf(await fields.attach([row('1', 1)]))).toEqual([5]);
    clock += 1;
    expect(stockOf(await fields.attach([row('1', 1)]))).toEqual([4]);
    expect(db.loads).toHaveLength(2);
  });

  it('does not trust fields from the future when the clock goes back', async () => {
    const db = fakeStores();
    let clock = 1_000_000;
    const fields = createCardFields({ load: db.load, now: () => clock });
    await fields.attach([row('1', 1)]);
    clock -= 1;
    await fields.attach([row('1', 1)]);
    expect(db.loads).toHaveLength(2);
  });

  it('leaves out stores that are gone and keeps nothing with a time to live of 0', async () => {
    const db = fakeStores();
    const fields = createCardFields({ load: db.load, now: () => 1_000_000, ttlMs: 0 });
    const rows = await fields.attach([row('9', 1), row('1', 2)]);
    expect(rows.map((r) => r.id)).toEqual(['1']);
    await fields.attach([row('1', 2)]);
    expect(db.loads).toEqual([['9', '1'], ['1']]);
  });

  it('holds at most the stores it may', async () => {
    const db = fakeStores();
    const fields = createCardFields({ load: db.load, now: () => 1_000_000, maxStores: 2 });
    await fields.attach([row('1', 1), row('2', 2), row('3', 3)]);
    await fields.attach([row('1', 1)]);
    expect(db.loads).toEqual([['1', '2', '3'], ['1']]);
  });
});
