import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreListRepository } from '../src/modules/discovery/store-list-repository.js';
import { rowsOf } from './coupon-factories.js';
import { createRegion } from './discovery-factories.js';
import { TEST_DATABASE_URL, type TestApp, buildTestApp } from './helper.js';

describe.runIf(TEST_DATABASE_URL)('the nearby list on PostgreSQL', () => {
  let built: TestApp;
  beforeAll(async () => {
    built = await buildTestApp({ engine: 'postgres' });
    const region = await createRegion(built.app, 9);
    // Enough stores, spread over the city, for the planner's guesses to matter.
    await built.app.db.execute(sql`
      insert into stores (id, merchant_id, region_id, store_type, name, address, lat, lng, logo_url, halal,
        price_per_capita_idr, price_per_capita, share_content, search_text)
      select 7000000 + g, 7000000 + g, ${region}, 'SETTLED_STORE', '{"id-ID":"Toko","en-US":"Store","zh-CN":"店"}',
        '{"id-ID":"Jalan","en-US":"Street","zh-CN":"路"}', -6.4 + (g % 200) * 0.002, 106.6 + (g / 200) * 0.004,
        '/img/store.png', true, 50000, '{"id-ID":"Rp 50.000","en-US":"Rp 50.000","zh-CN":"Rp 50.000"}',
        '{"id-ID":"","en-US":"","zh-CN":""}', 'toko store'
      from generate_series(1, 20000) g`);
    await built.app.db.execute(sql`analyze stores`);
  });
  afterAll(() => built.close());

  it('plans a first page once per connection and reuses the plan', async () => {
    const stores = createStoreListRepository(built.app.rawQuery);
    // One request at a time: the pool hands back the connection it last had.
    for (let at = 0; at < 12; at++) {
      const rows = await stores.nearest({
        position: { lat: -6.3 + at * 0.01, lng: 106.8 },
        filter: { radiusMetres: 10_000, categoryIds: [] },
        snapshot: Date.now(),
        after: null,
        offset: 0,
        limit: 11,
      });
      expect(rows).toHaveLength(11);
    }
    const [plans] = await rowsOf<{ generic: number; custom: number }>(
      built.app,
      sql`select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
        from pg_prepared_statements where statement like '%with reach as materialized%'`,
    );
    // PostgreSQL plans the first five runs for their values, then keeps a generic plan when it
    // is no worse.
    expect(plans?.custom).toBeLessThanOrEqual(5);
    expect(plans?.generic).toBeGreaterThanOrEqual(7);
  });
});
