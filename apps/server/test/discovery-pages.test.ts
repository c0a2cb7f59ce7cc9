import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type {
  AllMallListData,
  BrandAllStoreListData,
  BrandPavilionInfoData,
  FlashSalePageDetailData,
  MallDetailData,
  PageCardListData,
  ProductPageData,
  ResourcePos,
} from '@lahap/contract/discovery/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { expect, it } from 'vitest';
import {
  createBanner,
  createBrand,
  createFlashSale,
  createMall,
  createProduct,
  createProductListPage,
  createResourcePosition,
  createStore,
  offset,
} from './discovery-factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';

const HOME = { lat: -6.25, lng: 106.81 };
const HOUR = 3_600_000;
const RATE_LIMIT = 4;

describeEachEngine(
  'discovery pages and cards',
  (t) => {
    const post = <T>(path: string, body: Record<string, unknown>) =>
      signedPost(t.app, api(path), body).then((response) => expectSuccess<T>(response));
    const cards = (cardIds: string[]) =>
      post<PageCardListData>(DISCOVERY_PATHS.pageCardList, { ...HOME, cardIds });

    it('leaves out cards with nothing to show and answers the rest in the order asked', async () => {
      expect(await cards(['PAGE_HOME_BANNER_CARD', 'FLASH_SALE_CARD', 'MALL_NEARBY_CARD'])).toEqual({
        cardList: [],
      });
      expect(await post(DISCOVERY_PATHS.flashSalePageDetail, {})).toBeNull();

      await createBanner(t.app, { endsAt: new Date(Date.now() - HOUR) });
      await createBanner(t.app, { startsAt: new Date(Date.now() + HOUR) });
      const live = await createBanner(t.app, { startsAt: new Date(Date.now() - HOUR), sort: 2 });
      const always = await createBanner(t.app, { sort: 1 });
      const malls = [];
      for (let i = 0; i < 8; i += 1) malls.push(await createMall(t.app, offset(HOME, i + 0.5, 0)));
      await createStore(t.app, { ...offset(HOME, 0.5, 0), mallId: malls[0] });
      await createStore(t.app, { ...offset(HOME, 0.5, 0), mallId: malls[0] });

      const { cardList } = await cards(['MALL_NEARBY_CARD', 'PAGE_HOME_BANNER_CARD', 'BRAND_PAVILION_CARD']);
      expect(cardList.map((card) => card.cardId)).toEqual(['MALL_NEARBY_CARD', 'PAGE_HOME_BANNER_CARD']);
      const mallCard = cardList[0];
      const bannerCard = cardList[1];
      if (mallCard?.cardId !== 'MALL_NEARBY_CARD' || bannerCard?.cardId !== 'PAGE_HOME_BANNER_CARD')
        throw new Error('order');
      expect(bannerCard.data.banners.map((b) => b.bannerId)).toEqual([always, live]);
      expect(mallCard.data.malls.map((m) => m.mallId)).toEqual(malls.slice(0, 6));
      expect(mallCard.data.hasMore).toBe(true);
      expect(mallCard.data.malls[0]).toMatchObject({ storeCount: 2, storeDistance: 0.5 });
      expect(mallCard.data.title['zh-CN']).toBeTruthy();
    });

    it('shows the running flash sale with its countdown and progress, else the next one', async () => {
      const productIds = [];
      for (let i = 0; i < 8; i += 1) {
        const store = await createStore(t.app, offset(HOME, -5 - i, 0));
        productIds.push(
          await createProduct(t.app, { storeIds: [store], salePrice: 80_000, originalPrice: 100_000 }),
        );
      }
      const next = await createFlashSale(t.app, {
        startsAt: new Date(Date.now() + 2 * HOUR),
        endsAt: new Date(Date.now() + 3 * HOUR),
        items: [{ productId: productIds[0]!, flashPrice: 30_000, stock: 10, sold: 0 }],
      });
      const upcoming = await cards(['FLASH_SALE_CARD']);
      const upcomingCard = upcoming.cardList[0];
      if (upcomingCard?.cardId !== 'FLASH_SALE_CARD') throw new Error('no flash sale card');
      expect(upcomingCard.data).toMatchObject({ pageId: next.pageId, started: false, hasMore: false });
      expect(upcomingCard.data.countdownTime).toBeGreaterThan(2 * HOUR - 60_000);
      expect(upcomingCard.data.items[0]?.purchaseCode).toBe(3);

      const running = await createFlashSale(t.app, {
        startsAt: new Date(Date.now() - HOUR),
        endsAt: new Date(Date.now() + HOUR),
        items: productIds.map((productId, i) => ({
          productId,
          flashPrice: 40_000,
          stock: 20,
          sold: i === 0 ? 20 : i,
        })),
      });
      const { cardList } = await cards(['FLASH_SALE_CARD']);
      const card = cardList[0];
      if (card?.cardId !== 'FLASH_SALE_CARD') throw new Error('no flash sale card');
      expect(card.data.pageId).toBe(running.pageId);
      expect(card.data.started).toBe(true);
      expect(card.data.countdownTime).toBeGreaterThan(HOUR - 60_000);
      expect(card.data.countdownTime).toBeLessThanOrEqual(HOUR);
      expect(card.data.items).toHaveLength(6);
      expect(card.data.hasMore).toBe(true);
      expect(card.data.items[0]).toMatchObject({
        isSoldOut: true,
        purchaseCode: 1,
        percent: 100,
        isFlashSale: true,
      });
      expect(card.data.items[1]).toMatchObject({
        remainingStock: 19,
        percent: 5,
        purchaseCode: 0,
        promotionInfo: {
          promotionActivitySalePrice: 40_000,
          promotionDiscountRatio: 60,
          activityType: 'FLASH_SALE',
        },
      });

      const page2 = await post<NonNullable<FlashSalePageDetailData>>(DISCOVERY_PATHS.flashSalePageDetail, {
        pageId: running.pageId,
        pageNo: 2,
        pageSize: 5,
      });
      expect(page2.items.map((item) => item.productId)).toEqual(productIds.slice(5));
      expect(page2.hasMore).toBe(false);
      expect(page2.bannerImageUrl).toBeTruthy();
      const byDefault = await post<NonNullable<FlashSalePageDetailData>>(
        DISCOVERY_PATHS.flashSalePageDetail,
        {},
      );
      expect(byDefault.pageId).toBe(running.pageId);
    });

    it('pages the brand collection six at a time with the head banner', async () => {
      const brands = [];
      for (let i = 0; i < 8; i += 1) brands.push(await createBrand(t.app, { sort: i }));
      await createBrand(t.app, { inPavilion: false });
      const slot = await createResourcePosition(t.app, {
        kind: 'SINGLE',
        code: 'BRAND_PAVILION_HEAD_BANNER',
      });

      const first = await post<BrandPavilionInfoData>(DISCOVERY_PATHS.brandPavilionInfo, { pageNo: 1 });
      expect(first.brand.map((b) => b.brandId)).toEqual(brands.slice(0, 6).map((b) => b.id));
      expect(first.hasMore).toBe(true);
      expect(first.headBanner.bannerImageUrlMap['id-ID']).toBe(`/img/slot/${slot}.png`);
      expect(first.shareInfo).toEqual({ mall_id: null, product_id: null, activity_id: null, store_id: null });
      expect(first.brand[0]?.url).toBe(`/platform/brandsHomepage?brandId=${brands[0]!.id}`);
      const second = await post<BrandPavilionInfoData>(DISCOVERY_PATHS.brandPavilionInfo, { pageNo: 2 });
      expect(second.brand.map((b) => b.brandId)).toEqual(brands.slice(6).map((b) => b.id));
      expect(second.hasMore).toBe(false);

      const { cardList } = await cards(['BRAND_PAVILION_CARD']);
      const card = cardList[0];
      if (card?.cardId !== 'BRAND_PAVILION_CARD') throw new Error('no brand card');
      expect(card.data.brands).toHaveLength(8);
      expect(card.data.hasMore).toBe(false);

      const store = await createStore(t.app, { ...offset(HOME, 1, 1), brand: brands[0]! });
      const list = await post<BrandAllStoreListData>(DISCOVERY_PATHS.brandAllStoreList, {
        ...HOME,
        brandId: brands[0]!.id,
      });
      expect(list.brand).toMatchObject({ brandId: brands[0]!.id, coverImageUrl: expect.any(String) });
      expect(list.storeList.map((s) => s.storeId)).toEqual([store]);
      expectRefusal(
        await signedPost(t.app, api(DISCOVERY_PATHS.brandAllStoreList), { brandId: '424242' }),
        404,
        ERROR_CODES.NOT_FOUND,
      );
    });

    it('lists malls nearest first by page, and answers one mall or not found', async () => {
      const first = await post<AllMallListData>(DISCOVERY_PATHS.allMallList, { ...HOME, pageSize: 5 });
      expect(first.mallList).toHaveLength(5);
      const second = await post<AllMallListData>(DISCOVERY_PATHS.allMallList, {
        queryId: first.queryId,
        pageSize: 5,
      });
      const all = [...first.mallList, ...second.mallList];
      expect(second.hasMore).toBe(false);
      expect(new Set(all.map((m) => m.mallId)).size).toBe(8);
      const distances = all.map((m) => m.distance ?? 0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));

      const detail = await post<MallDetailData>(DISCOVERY_PATHS.mallDetail, {
        ...HOME,
        mallId: all[0]!.mallId,
      });
      expect(detail).toMatchObject({
        mallId: all[0]!.mallId,
        floorList: [{ floorName: 'LG' }, { floorName: '1F' }],
      });
      const missing = await signedPost(
        t.app,
        api(DISCOVERY_PATHS.mallDetail),
        { mallId: '987654321' },
        {
          headers: { [HEADERS.locale]: 'en-US' },
        },
      );
      expect(expectRefusal(missing, 404, ERROR_CODES.NOT_FOUND)).toBe('Not found.');
      const products = await post<ProductPageData>(DISCOVERY_PATHS.mallRecommendProductList, {
        mallId: all[0]!.mallId,
      });
      expect(products.productList).toEqual([]);
    });

    it('answers resource positions and curated product lists', async () => {
      expect(
        await post<ResourcePos | null>(DISCOVERY_PATHS.resourcePagePop, { pageCode: 'HOME' }),
      ).toBeNull();
      await createResourcePosition(t.app, { kind: 'POPUP', code: 'HOME', active: false });
      const popup = await createResourcePosition(t.app, { kind: 'POPUP', code: 'HOME' });
      const pop = await post<ResourcePos>(DISCOVERY_PATHS.resourcePagePop, { pageCode: 'HOME' });
      expect(pop.resourceId).toBe(popup);
      const slot = await createResourcePosition(t.app, { kind: 'SINGLE', code: 'HOME_STRIP' });
      expect(
        (await post<ResourcePos>(DISCOVERY_PATHS.singleResourcePos, { positionCode: 'HOME_STRIP' }))
          .resourceId,
      ).toBe(slot);
      expectRefusal(
        await signedPost(t.app, api(DISCOVERY_PATHS.resourcePagePop), { pageCode: 'NOPE' }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );

      const store = await createStore(t.app, offset(HOME, 2, 2));
      const ids = [];
      for (let i = 0; i < 3; i += 1) ids.push(await createProduct(t.app, { storeIds: [store] }));
      const { pageId, listId } = await createProductListPage(t.app, ids);
      const page = await post<{ productListIds: string[] }>(DISCOVERY_PATHS.productListPageDetail, {
        pageId,
      });
      expect(page.productListIds).toEqual([listId]);
      const list = await post<ProductPageData>(DISCOVERY_PATHS.productListQuery, {
        productListId: listId,
        pageSize: 2,
      });
      expect(list.productList.map((p) => p.productId)).toEqual(ids.slice(0, 2));
      expect(list.hasMore).toBe(true);
      expect(list.productList[0]?.storeInfo?.storeId).toBe(store);
      expectRefusal(
        await signedPost(t.app, api(DISCOVERY_PATHS.productListPageDetail), { pageId: 'nope' }),
        404,
        ERROR_CODES.NOT_FOUND,
      );
    });
  },
  { seed: false },
);

describeEachEngine(
  'brand collection rate limit',
  (t) => {
    it('answers 429 with Retry-After once the brand collection limit is used up', async () => {
      for (let i = 0; i < RATE_LIMIT; i += 1) {
        expectSuccess(await signedPost(t.app, api(DISCOVERY_PATHS.brandPavilionInfo), { pageNo: 1 }));
      }
      const refused = await signedPost(t.app, api(DISCOVERY_PATHS.brandPavilionInfo), { pageNo: 1 });
      expectRefusal(refused, 429, ERROR_CODES.RATE_LIMITED);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Other calls keep their own, larger allowance.
      expectSuccess(await signedPost(t.app, api(DISCOVERY_PATHS.queryAllCategory), {}));
    });
  },
  { seed: false, redis: true, discovery: { brandPavilionRateLimitMax: RATE_LIMIT } },
);
