import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { MenuData, TableJoinData } from '@lahap/contract/ordering/schemas';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_DELIVERY_RADIUS_METERS, tableQrCodeId } from '../src/demo/ordering.js';
import { DEMO_STAFF_STORE_ID } from '../src/demo/redemption.js';
import { rowsOf } from './coupon-factories.js';
import { api, describeEachEngine, expectSuccess, signedPost } from './helper.js';

describeEachEngine(
  'ordering food in the demo city',
  (t) => {
    it('gives every dine-in store 6 to 12 tables with their own QR codes', async () => {
      const stores = await rowsOf<{ store_id: string; tables: number }>(
        t.app,
        sql`select c.store_id::text as store_id, (select count(*)::int from dining_tables t where t.store_id = c.store_id) as tables
          from store_channels c join stores s on s.id = c.store_id
          where c.order_food_type = 3 and c.qr_code_id is not null and s.status = 'OPEN'`,
      );
      expect(stores.length).toBeGreaterThan(50);
      for (const store of stores) {
        expect(store.tables, store.store_id).toBeGreaterThanOrEqual(6);
        expect(store.tables, store.store_id).toBeLessThanOrEqual(12);
      }
    });

    it("opens the staff console's store by its table QR and its store QR, and takes pickup there", async () => {
      const byTable = expectSuccess<MenuData>(
        await signedPost(t.app, api(ORDERING_PATHS.menu), {
          qrCodeId: tableQrCodeId(DEMO_STAFF_STORE_ID, 1),
          orderFoodType: 3,
        }),
      );
      expect(byTable.store.storeId).toBe(String(DEMO_STAFF_STORE_ID));
      expect(byTable.table?.tableName['id-ID']).toBe('Meja 1');
      expect(byTable.categoryList.map((c) => c.name['en-US'])).toContain('Food');
      expect(byTable.categoryList.flatMap((c) => c.dishList).length).toBeGreaterThan(3);

      const byStore = expectSuccess<MenuData>(
        await signedPost(t.app, api(ORDERING_PATHS.menu), {
          qrCodeId: `QR${DEMO_STAFF_STORE_ID}T`,
          orderFoodType: 3,
        }),
      );
      expect(byStore.tableList.length).toBeGreaterThanOrEqual(6);
      const pickup = expectSuccess<MenuData>(
        await signedPost(t.app, api(ORDERING_PATHS.menu), {
          qrCodeId: `QR${DEMO_STAFF_STORE_ID}P`,
          orderFoodType: 2,
        }),
      );
      expect(pickup.orderFoodType).toBe(2);
      expect(pickup.channel?.deliveryRadiusMeters).toBeNull();
      expect(pickup.channel?.dayPartTimeList).toHaveLength(7);
      expect(pickup.channel?.dayPartTimeList[0]).toMatchObject({
        channelCode: 2,
        startTime: '10:00',
        endTime: '22:00',
      });
      const delivery = expectSuccess<MenuData>(
        await signedPost(t.app, api(ORDERING_PATHS.menu), {
          qrCodeId: `QR${DEMO_STAFF_STORE_ID}D`,
          orderFoodType: 1,
        }),
      );
      expect(delivery.store.storeId).toBe(String(DEMO_STAFF_STORE_ID));
      expect(delivery.channel?.deliveryRadiusMeters).toBe(DEMO_DELIVERY_RADIUS_METERS);
      expect(
        new Set(delivery.channel?.dayPartTimeList.map((span) => `${span.startTime}-${span.endTime}`)),
      ).toEqual(new Set(['10:30-21:30']));
      expect(delivery.categoryList.flatMap((c) => c.dishList).length).toBeGreaterThan(3);
      expectSuccess<TableJoinData>(
        await signedPost(t.app, api(ORDERING_PATHS.tableJoin), {
          qrCodeId: `QR${DEMO_STAFF_STORE_ID}T`,
          tableId: byStore.tableList[2]!.tableId,
        }),
      );
    });
  },
  { seed: true },
);
