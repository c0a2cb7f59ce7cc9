import { NEARBY_PATHS } from '@lahap/contract/nearby/paths';
import type { DeliveryStoreListData, HotProductListData } from '@lahap/contract/nearby/schemas';
import { beforeAll, expect, it } from 'vitest';
import { storeChannels } from '../src/db/schema/index.js';
import { createProduct, createStore, offset } from './discovery-factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';

/** Bandung, far from the demo's default position (central Jakarta). */
const HERE = { lat: -6.9175, lng: 107.6191 };

describeEachEngine('near you: delivery stores and hot vouchers', (t) => {
  const post = (path: string, body: Record<string, unknown>) => signedPost(t.app, api(path), body);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const store = async (
      key: string,
      northKm: number,
      channels: [number, string | null, number | null][],
    ) => {
      const id = await createStore(t.app, offset(HERE, northKm, 0));
      for (const [orderFoodType, qrCodeId, deliveryRadiusMeters] of channels) {
        await t.app.db.insert(storeChannels).values({
          storeId: Number(id),
          orderFoodType,
          qrCodeId,
          deliveryRadiusMeters,
        });
      }
      ids[key] = id;
      return id;
    };
    await store('near', 1, [
      [1, 'QNEAR1D', null],
      [3, 'QNEAR1T', null],
    ]);
    await store('shortRadius', 3, [[1, 'QSHORT3D', 2_000]]);
    await store('wideRadius', 5.5, [[1, 'QWIDE5D', 6_000]]);
    await store('dineInOnly', 0.5, [[3, 'QDINE05', null]]);
    await store('noCode', 2, [[1, null, null]]);
    const closed = await store('closed', 0.7, [[1, 'QCLOSED', null]]);
    await t.app.rawQuery({ text: `update stores set status = 'CLOSED_DOWN' where id = $1::bigint` }, [
      closed,
    ]);
    const far = await store('far', 15, []);

    const product = async (
      key: string,
      storeId: string,
      sold: number,
      extra: Record<string, unknown> = {},
    ) => {
      ids[key] = await createProduct(t.app, { storeIds: [storeId], ...extra });
      await t.app.rawQuery({ text: `update products set sold_count = $2 where id = $1::bigint` }, [
        ids[key],
        sold,
      ]);
    };
    await product('five', ids.near!, 5);
    await product('nine', ids.dineInOnly!, 9);
    await product('farAway', far, 20);
    // Used at a far store and a near one: listed with the near one.
    await product('nearAndFar', far, 7, { storeIds: [far, ids.shortRadius!] });
    // Used at a closed store and an open one farther away: listed with the open one.
    await product('closedAndOpen', closed, 6, { storeIds: [closed, ids.wideRadius!] });
    await product('off', ids.near!, 30, { status: 'OFF' });
    await product('soldOut', ids.near!, 40, { remainingStock: 0 });
    await product('cash', ids.near!, 50);
    await t.app.rawQuery({ text: `update products set product_type = 'CASH_COUPON' where id = $1::bigint` }, [
      ids.cash,
    ]);
  });

  it('lists the stores whose delivery reaches the customer, nearest first, with their delivery QR', async () => {
    const all = expectSuccess<DeliveryStoreListData>(await post(NEARBY_PATHS.deliveryStoreList, HERE));
    expect(all.storeList.map((s) => [s.storeId, s.deliveryQrCodeId, s.deliveryRadiusMeters])).toEqual([
      [ids.near, 'QNEAR1D', 5_000],
      [ids.wideRadius, 'QWIDE5D', 6_000],
    ]);
    expect(all).toMatchObject({ hasMore: false, total: 2 });
    expect(all.storeList[0]?.distance).toBeGreaterThan(900);
    expect(all.storeList[0]?.storeName['id-ID']).toBeTruthy();

    const first = expectSuccess<DeliveryStoreListData>(
      await post(NEARBY_PATHS.deliveryStoreList, { ...HERE, pageSize: 1 }),
    );
    const second = expectSuccess<DeliveryStoreListData>(
      await post(NEARBY_PATHS.deliveryStoreList, { ...HERE, pageSize: 1, pageNo: 2 }),
    );
    expect([first.storeList[0]?.storeId, first.hasMore]).toEqual([ids.near, true]);
    expect([second.storeList[0]?.storeId, second.hasMore]).toEqual([ids.wideRadius, false]);
  });

  it('finds none where no store delivers (no position: central Jakarta)', async () => {
    const none = expectSuccess<DeliveryStoreListData>(await post(NEARBY_PATHS.deliveryStoreList, {}));
    expect(none).toEqual({ storeList: [], hasMore: false, total: 0 });
  });

  it('ranks the on-sale dine-out vouchers near the customer by units sold', async () => {
    const hot = expectSuccess<HotProductListData>(await post(NEARBY_PATHS.hotProductList, HERE));
    expect(hot.productList.map((p) => [p.productId, p.unitsSold, p.storeInfo?.storeId])).toEqual([
      [ids.nine, 9, ids.dineInOnly],
      [ids.nearAndFar, 7, ids.shortRadius],
      [ids.closedAndOpen, 6, ids.wideRadius],
      [ids.five, 5, ids.near],
    ]);
    expect(hot).toMatchObject({ hasMore: false, total: 4 });
    const paged = expectSuccess<HotProductListData>(
      await post(NEARBY_PATHS.hotProductList, { ...HERE, pageSize: 1 }),
    );
    expect([paged.productList.length, paged.hasMore]).toEqual([1, true]);
  });

  it('refuses a page out of bounds and a position off the globe', async () => {
    for (const body of [{ pageSize: 51 }, { pageNo: 0 }, { lat: 91, lng: 0 }]) {
      expectRefusal(await post(NEARBY_PATHS.hotProductList, body), 400, '1000400');
      expectRefusal(await post(NEARBY_PATHS.deliveryStoreList, body), 400, '1000400');
    }
  });
});
