import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type {
  ApplicableStoreListData,
  HomeListData,
  QueryAllCategoryData,
  StoreCard,
  StoreListData,
} from '@lahap/contract/discovery/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { beforeAll, expect, it } from 'vitest';
import {
  createCategory,
  createCoupon,
  createProduct,
  createStore,
  haversineMetres,
  offset,
  text,
} from './discovery-factories.js';
import { createCatalogRepository } from '../src/modules/discovery/catalog-repository.js';
import { createQueryTokens } from '../src/modules/discovery/query-token.js';
import { createStoreListRepository } from '../src/modules/discovery/store-list-repository.js';
import { createStoreSearchRepository } from '../src/modules/discovery/store-search-repository.js';
import { createStoreListService } from '../src/modules/discovery/store-list-service.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';

/** Somewhere in south Jakarta, so the default position (central Jakarta) is ~10 km away. */
const HOME = { lat: -6.29, lng: 106.8 };

/** Today and tomorrow-but-one as day codes (Monday = 1) in Asia/Jakarta. */
function jakartaDay(plusDays = 0): number {
  const local = new Date(Date.now() + 7 * 3_600_000 + plusDays * 86_400_000);
  return local.getUTCDay() === 0 ? 7 : local.getUTCDay();
}

describeEachEngine(
  'discovery lists',
  (t) => {
    const post = <T>(path: string, body: Record<string, unknown>) =>
      signedPost(t.app, api(path), body).then((response) => expectSuccess<T>(response));

    /** Every page of a list, following queryId until hasMore is false. */
    async function allPages<T extends { hasMore: boolean; queryId: string }>(
      path: string,
      body: Record<string, unknown>,
      items: (data: T) => StoreCard[],
    ): Promise<{ ids: string[]; last: T }> {
      const ids: string[] = [];
      let data = await post<T>(path, body);
      ids.push(...items(data).map((card) => card.storeId));
      for (let guard = 0; data.hasMore && guard < 50; guard += 1) {
        data = await post<T>(path, { ...body, queryId: data.queryId });
        ids.push(...items(data).map((card) => card.storeId));
      }
      return { ids, last: data };
    }

    const near: { id: string; at: { lat: number; lng: number } }[] = [];
    let far: string[] = [];

    beforeAll(async () => {
      // 12 stores within 10 km at distinct distances, 4 beyond it.
      for (let i = 0; i < 12; i += 1) {
        const at = offset(HOME, 0.7 * i * Math.cos(i), 0.7 * i * Math.sin(i));
        near.push({ id: await createStore(t.app, { ...at, popularity: i * 10 }), at });
      }
      far = [];
      for (const km of [14, 20, 30, 45]) far.push(await createStore(t.app, offset(HOME, km, 0)));
    });

    it('lists stores within the radius nearest first, distances matching a haversine reference', async () => {
      const data = await post<HomeListData>(DISCOVERY_PATHS.findByDistance, {
        ...HOME,
        distance: 10,
        pageSize: 50,
        needStatistical: true,
      });
      const ids = data.assetList.map((card) => card.storeId);
      expect(new Set(ids)).toEqual(new Set(near.map((store) => store.id)));
      expect(data.hasMore).toBe(false);
      expect(data.storeCount).toBe(12);
      const distances = data.assetList.map((card) => card.distance ?? -1);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const card of data.assetList) {
        const store = near.find((s) => s.id === card.storeId)!;
        const reference = haversineMetres(HOME, store.at);
        expect(Math.abs((card.distance ?? 0) - reference)).toBeLessThanOrEqual(
          Math.max(1, reference * 0.005),
        );
        expect(card.storeDistance).toBe(Math.round((card.distance ?? 0) / 100) / 10);
        expect(Number.isInteger(card.distance)).toBe(true);
      }
    });

    it('pages with the default home page size and measures from Jakarta when no position is sent', async () => {
      const first = await post<HomeListData>(DISCOVERY_PATHS.findByDistance, { distance: 100 });
      expect(first.assetList).toHaveLength(10);
      expect(first.hasMore).toBe(true);
      const fromDefault = haversineMetres({ lat: -6.2088, lng: 106.8456 }, near[0]!.at);
      const card = first.assetList.find((c) => c.storeId === near[0]!.id);
      if (card) expect(Math.abs((card.distance ?? 0) - fromDefault)).toBeLessThan(fromDefault * 0.005 + 1);
    });

    it('switches from distance to recommend: the recommend list holds only the rest, no duplicates', async () => {
      const distance = await allPages<HomeListData>(
        DISCOVERY_PATHS.findByDistance,
        { ...HOME, distance: 10, pageSize: 5 },
        (d) => d.assetList,
      );
      expect(distance.ids).toHaveLength(12);
      expect(new Set(distance.ids).size).toBe(12);
      const recommend = await allPages<HomeListData>(
        DISCOVERY_PATHS.findByRecommend,
        { ...HOME, originQueryId: distance.last.queryId, pageSize: 3, needStatistical: true },
        (d) => d.assetList,
      );
      expect(new Set(recommend.ids).size).toBe(recommend.ids.length);
      expect(recommend.ids.filter((id) => distance.ids.includes(id))).toEqual([]);
      expect(new Set(recommend.ids)).toEqual(new Set(far));
      expect(recommend.last.storeCount).toBe(far.length);
    });

    it('recommends among the nearest candidates only, in the order of the whole ranking', async () => {
      const service = (recommendCandidates: number) =>
        createStoreListService({
          stores: createStoreListRepository(t.app.rawQuery),
          search: createStoreSearchRepository(t.app.rawQuery),
          catalog: createCatalogRepository(t.app.rawQuery),
          tokens: createQueryTokens('a secret long enough for the test tokens'),
          now: () => Date.now(),
          recommendCandidates,
        });
      const origin = await service(2).findByDistance({
        ...HOME,
        distance: 10,
        pageSize: 50,
        categoryIdList: [],
      });
      const pagesOf = async (candidates: number) => {
        const cards: StoreCard[] = [];
        let data: HomeListData | undefined;
        do {
          data = await service(candidates).findByRecommend({
            ...HOME,
            originQueryId: origin.queryId,
            categoryIdList: [],
            pageSize: 1,
            needStatistical: true,
            ...(data ? { queryId: data.queryId } : {}),
          });
          cards.push(...data.assetList);
        } while (data.hasMore && cards.length < 100);
        return { cards, storeCount: data.storeCount };
      };
      const whole = await pagesOf(100_000);
      const nearestTwo = [...whole.cards]
        .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0))
        .slice(0, 2)
        .map((card) => card.storeId);
      const bounded = await pagesOf(2);
      expect(whole.cards.length).toBeGreaterThan(2);
      expect(bounded.cards.map((card) => card.storeId)).toEqual(
        whole.cards.map((card) => card.storeId).filter((id) => nearestTwo.includes(id)),
      );
      expect(bounded.storeCount).toBe(2);
    });

    it('keeps paging stable while stores are added between pages', async () => {
      const first = await post<HomeListData>(DISCOVERY_PATHS.findByRegion, {
        ...HOME,
        regionId: 0,
        pageSize: 4,
      });
      const seen = first.assetList.map((card) => card.storeId);
      // Nearer than everything, in the middle, and beyond: none may show up in this list.
      const added = [
        await createStore(t.app, HOME),
        await createStore(t.app, offset(HOME, 3, 0)),
        await createStore(t.app, offset(HOME, 60, 0)),
      ];
      let data = first;
      while (data.hasMore) {
        data = await post<HomeListData>(DISCOVERY_PATHS.findByRegion, {
          regionId: 0,
          pageSize: 4,
          queryId: data.queryId,
        });
        seen.push(...data.assetList.map((card) => card.storeId));
        // Rows added mid-list keep arriving; the list must still not change.
        added.push(await createStore(t.app, offset(HOME, 0.1, 0.1)));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => added.includes(id))).toEqual([]);
      expect(new Set(seen)).toEqual(new Set([...near.map((s) => s.id), ...far]));
    });

    it('fills cards with the best three ON products, up to three coupons, and opening state', async () => {
      const open = await createStore(t.app, {
        ...offset(HOME, -80, 0),
        hours: [1, 2, 3, 4, 5, 6, 7].map(
          (day) => [day, 3, '00:00', '24:00'] as [number, number, string, string],
        ),
      });
      // Delivery is open all day, but dine-in hours exist and exclude today: priority 3 wins.
      const closed = await createStore(t.app, {
        ...offset(HOME, -80.5, 0),
        hours: [
          ...[1, 2, 3, 4, 5, 6, 7].map(
            (day) => [day, 1, '00:00', '24:00'] as [number, number, string, string],
          ),
          [jakartaDay(2), 3, '10:00', '11:00'],
        ],
      });
      const prices = [90_000, 50_000, 70_000, 60_000];
      const productIds = [];
      for (const salePrice of prices)
        productIds.push(await createProduct(t.app, { storeIds: [open], salePrice }));
      await createProduct(t.app, { storeIds: [open], salePrice: 10_000, status: 'OFF' });
      const promoted = await createProduct(t.app, {
        storeIds: [open],
        salePrice: 95_000,
        promotionPrice: 55_000,
      });
      for (const amount of [5_000, 20_000, 10_000, 15_000])
        await createCoupon(t.app, { storeIds: [open], discountAmount: amount });

      const { storeList } = await post<{ storeList: StoreCard[] }>(DISCOVERY_PATHS.queryHomepageStoreInfo, {
        ...HOME,
        storeIds: [closed, '999999999', open],
      });
      expect(storeList.map((card) => card.storeId)).toEqual([closed, open]);
      const [closedCard, openCard] = storeList as [StoreCard, StoreCard];
      expect(openCard.isOpen).toBe(true);
      expect(closedCard.isOpen).toBe(false);
      expect(openCard.productList.map((p) => p.productId)).toEqual([productIds[1], promoted, productIds[3]]);
      expect(openCard.productList.map((p) => p.discountRate)).toEqual([50, 45, 40]);
      expect(openCard.productList[1]?.promotionInfo).toMatchObject({
        promotionActivitySalePrice: 55_000,
        activityType: 'COMMON',
      });
      expect(openCard.couponList.map((c) => c.discountAmount)).toEqual([20_000, 15_000, 10_000]);
    });

    it('lists stores by cuisine and the applicable-store searches with a keyword, nearest first', async () => {
      const sate = await createCategory(t.app, text('Sate', 'Satay', '沙爹'));
      const inCategory = [
        await createStore(t.app, { ...offset(HOME, 0, -90), categories: [sate], merchantId: 77 }),
        await createStore(t.app, { ...offset(HOME, 0, -91), categories: [sate], merchantId: 77 }),
      ];
      const poi = await post<StoreListData>(DISCOVERY_PATHS.queryPoiList, {
        ...HOME,
        categoryIdList: [sate.id],
      });
      expect(poi.storeList.map((card) => card.storeId)).toEqual(inCategory);
      expect(poi.storeCount).toBe(2);
      expect(poi.storeList[0]?.businessCategoryName).toEqual(sate.name);

      const product = await createProduct(t.app, { storeIds: inCategory });
      const all = await post<ApplicableStoreListData>(DISCOVERY_PATHS.productApplicableStores, {
        productId: product,
        userLat: HOME.lat,
        userLng: HOME.lng,
        pageSize: 1,
      });
      expect(all.storeList.map((s) => s.storeId)).toEqual([inCategory[0]]);
      expect(all.hasMore).toBe(true);
      expect(all.storeCount).toBe(2);
      const next = await post<ApplicableStoreListData>(DISCOVERY_PATHS.productApplicableStores, {
        productId: product,
        queryId: all.queryId,
        pageSize: 1,
      });
      expect(next.storeList.map((s) => s.storeId)).toEqual([inCategory[1]]);
      expect(next.hasMore).toBe(false);

      const byWord = await post<ApplicableStoreListData>(DISCOVERY_PATHS.merchantApplicableStores, {
        merchantId: '77',
        keywords: `  Test Street ${inCategory[1]} 🍢 `,
      });
      expect(byWord.storeList.map((s) => s.storeId)).toEqual([inCategory[1]]);
      const template = await createCoupon(t.app, { storeIds: [inCategory[0]!], discountAmount: 1_000 });
      const coupon = await post<ApplicableStoreListData>(DISCOVERY_PATHS.couponApplicableStores, {
        couponTemplateId: template,
      });
      expect(coupon.storeList.map((s) => s.storeId)).toEqual([inCategory[0]]);
    });

    it('answers cuisines with their open store counts and the regions, "all" first', async () => {
      const before = await post<QueryAllCategoryData>(DISCOVERY_PATHS.queryAllCategory, {});
      const noodles = await createCategory(t.app, text('Mi', 'Noodles', '面'));
      await createStore(t.app, { ...offset(HOME, 0, 95), categories: [noodles], regionId: 2 });
      await createStore(t.app, { ...offset(HOME, 0, 96), categories: [noodles], regionId: 2 });
      const data = await post<QueryAllCategoryData>(DISCOVERY_PATHS.queryAllCategory, {});
      expect(data.categoryList).toHaveLength(before.categoryList.length + 1);
      expect(data.categoryList.find((c) => c.categoryId === noodles.id)).toMatchObject({
        categoryName: noodles.name,
        storeCount: 2,
      });
      expect(data.regionList[0]).toEqual({
        regionId: 0,
        regionName: { 'id-ID': 'Semua', 'en-US': 'All', 'zh-CN': '全部' },
      });
      expect(data.regionList.map((r) => r.regionId)).toEqual([0, 1, 2]);
      const filter = await post<{ categoryList: unknown[] }>(DISCOVERY_PATHS.filterSign, {});
      expect(filter.categoryList).toEqual(data.categoryList);
      const region2 = await post<HomeListData>(DISCOVERY_PATHS.findByRegion, {
        ...HOME,
        regionId: 2,
        needStatistical: true,
      });
      expect(region2.storeCount).toBe(2);
    });

    it('serves a page asked by its number as the same page reached through the list', async () => {
      const first = await post<StoreListData>(DISCOVERY_PATHS.queryPoiList, { ...HOME, pageSize: 2 });
      const next = await post<StoreListData>(DISCOVERY_PATHS.queryPoiList, {
        ...HOME,
        pageSize: 2,
        queryId: first.queryId,
      });
      const byNumber = await post<StoreListData>(DISCOVERY_PATHS.queryPoiList, {
        ...HOME,
        pageSize: 2,
        pageNo: 2,
      });
      expect(next.storeList).toHaveLength(2);
      expect(byNumber.storeList.map((card) => card.storeId)).toEqual(
        next.storeList.map((card) => card.storeId),
      );
    });

    it('recommends the stores a store list did not serve yet', async () => {
      const poi = await post<StoreListData>(DISCOVERY_PATHS.queryPoiList, { ...HOME, pageSize: 5 });
      const rest = await post<StoreListData>(DISCOVERY_PATHS.queryRecommendPoi, {
        ...HOME,
        originQueryId: poi.queryId,
        pageSize: 50,
      });
      const served = poi.storeList.map((card) => card.storeId);
      const recommended = rest.storeList.map((card) => card.storeId);
      expect(recommended.filter((id) => served.includes(id))).toEqual([]);
      expect(rest.storeCount).toBe(poi.storeCount - served.length);
      expect(rest.algorithmId).toBe('score-v1');
    });

    it('orders by the ground distance where the order in degrees differs', async () => {
      // Far from every other store of the suite. East of it by 0.009° of longitude is nearer on the
      // ground (longitude degrees shrink with the cosine of the latitude) than 1 km north, though
      // farther in plain degrees, which is how the index first finds stores.
      const spot = { lat: -6.9, lng: 106.4 };
      const north = await createStore(t.app, offset(spot, 1, 0));
      const east = await createStore(t.app, { lat: spot.lat, lng: spot.lng + 0.009 });
      const body = { ...spot, distance: 10, pageSize: 1 };
      const first = await post<HomeListData>(DISCOVERY_PATHS.findByDistance, body);
      expect(first.assetList.map((card) => card.storeId)).toEqual([east]);
      const second = await post<HomeListData>(DISCOVERY_PATHS.findByDistance, {
        ...body,
        queryId: first.queryId,
      });
      expect(second.assetList.map((card) => card.storeId)).toEqual([north]);
      expect(first.assetList[0]!.distance).toBeLessThan(second.assetList[0]!.distance!);
    });

    it('refuses bad input with the envelope and a parameter error, never a 500', async () => {
      const refuse = async (path: string, body: Record<string, unknown>, field: string) => {
        const message = expectRefusal(
          await signedPost(t.app, api(path), body),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
        expect(message).toContain(field);
      };
      await refuse(DISCOVERY_PATHS.findByDistance, { lat: 91, lng: 106 }, 'lat');
      await refuse(DISCOVERY_PATHS.findByDistance, { lat: 'x', lng: 106 }, 'lat');
      await refuse(DISCOVERY_PATHS.findByDistance, { queryId: 'not-a-token' }, 'queryId');
      const page = await post<HomeListData>(DISCOVERY_PATHS.findByDistance, { ...HOME, pageSize: 2 });
      const [payload, tag] = page.queryId.split('.') as [string, string];
      const state = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...state, snapshot: Date.now() + 3_600_000 })).toString(
        'base64url',
      );
      await refuse(DISCOVERY_PATHS.findByDistance, { queryId: `${forged}.${tag}` }, 'queryId');
      // A token of another list.
      await refuse(DISCOVERY_PATHS.findByRegion, { queryId: page.queryId }, 'queryId');
      await refuse(DISCOVERY_PATHS.findByRecommend, { originQueryId: 'x.y' }, 'originQueryId');
      await refuse(DISCOVERY_PATHS.searchByStore, { keywords: 'a'.repeat(401) }, 'keywords');
      await refuse(
        DISCOVERY_PATHS.queryHomepageStoreInfo,
        { storeIds: ['1; drop table stores'] },
        'storeIds',
      );
    });
  },
  { seed: false },
);
