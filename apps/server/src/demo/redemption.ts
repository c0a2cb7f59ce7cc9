import type { LocalizedText } from '@lahap/contract/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { redemptionPoints, staffMembers } from '../db/schema/index.js';
import type { SeedStep } from '../seed/seed-step.js';
import { t3 } from './text.js';

/** The demo counter: a store with dine-out vouchers and store coupons to redeem. */
export const DEMO_STAFF_STORE_ID = 10_000_195;
/**
 * The demo cashier's phone, +62 811-0000-0001, stored as identity stores phones (E.164 digits
 * without '+'), so the login sheet's 0811 0000 0001 (or 811…, +62 811…) finds it.
 */
export const DEMO_STAFF_PHONE = '6281100000001';
const FIRST_POINT_ID = 91_000_001;
/** About 45 m south of a mall's centre: where the demo puts its main entrance. */
const ENTRANCE_SOUTH_DEG = 0.0004;

interface PlaceRow {
  merchant_id: string;
  mall_name: LocalizedText | null;
  lat: number;
  lng: number;
}

const rowsOf = async <Row>(db: Database, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

/**
 * One place per merchant with physical vouchers (PAPER_VOUCHER): the mall of one of those
 * products' stores when there is one, else the store itself. Read from the data at seed time, so
 * it follows whichever products the demo city makes physical.
 */
async function placesOfPhysicalVouchers(db: Database): Promise<PlaceRow[]> {
  return rowsOf<PlaceRow>(
    db,
    sql`select m.merchant_id::text as merchant_id, mall.name as mall_name,
        coalesce(mall.lat, s.lat)::float8 as lat, coalesce(mall.lng, s.lng)::float8 as lng
      from (select distinct merchant_id from products where code_type = 'PAPER_VOUCHER') m
      cross join lateral (
        select st.lat, st.lng, st.mall_id from products p
          join product_stores ps on ps.product_id = p.id join stores st on st.id = ps.store_id
        where p.merchant_id = m.merchant_id and p.code_type = 'PAPER_VOUCHER'
        order by st.mall_id is null, st.id limit 1) s
      left join malls mall on mall.id = s.mall_id
      order by m.merchant_id`,
  );
}

/**
 * The store staff console's demo (ADR 017): a cashier of store 10000195 who logs in with the
 * demo code on +62 811-0000-0001, and a redemption desk by a mall entrance for each merchant whose
 * vouchers are physical. Runs after the demo city (it reads its stores and products); without
 * them it adds nothing.
 */
export const redemptionDemoSeed: SeedStep = {
  name: 'redemption-demo',
  async run(db) {
    const store = await rowsOf<{ id: string }>(
      db,
      sql`select id::text as id from stores where id = ${DEMO_STAFF_STORE_ID}`,
    );
    if (store.length > 0) {
      await db
        .insert(staffMembers)
        .values({
          storeId: DEMO_STAFF_STORE_ID,
          countryCode: '62',
          phoneNo: DEMO_STAFF_PHONE,
          name: 'Sari (Kasir)',
        })
        .onConflictDoNothing();
    }

    const places = await placesOfPhysicalVouchers(db);
    if (places.length === 0) return;
    await db.insert(redemptionPoints).values(
      places.map((place, index) => {
        const mall = place.mall_name;
        return {
          id: FIRST_POINT_ID + index,
          merchantId: Number(place.merchant_id),
          name: mall
            ? t3(
                `Meja Penukaran Voucher ${mall['id-ID'] ?? ''}`.trim(),
                `${mall['en-US'] ?? ''} voucher desk`.trim(),
                `${mall['zh-CN'] ?? ''}兑换台`,
              )
            : t3('Meja Penukaran Voucher', 'Voucher desk', '兑换台'),
          address: mall
            ? t3('Lobi utama, di samping pintu masuk', 'Main lobby, by the entrance', '正门大堂入口旁')
            : t3('Di depan toko', 'In front of the store', '门店门口'),
          lat: place.lat - (mall ? ENTRANCE_SOUTH_DEG : 0),
          lng: place.lng,
        };
      }),
    );
  },
};
