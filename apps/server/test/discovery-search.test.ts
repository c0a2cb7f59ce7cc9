import { sql } from 'drizzle-orm';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { ProductSearchData, StoreListData } from '@lahap/contract/discovery/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { beforeAll, expect, it } from 'vitest';
import {
  createBrand,
  createCategory,
  createProduct,
  createStore,
  offset,
  text,
} from './discovery-factories.js';
import { createCatalogRepository } from '../src/modules/discovery/catalog-repository.js';
import { createQueryTokens } from '../src/modules/discovery/query-token.js';
import { createStoreListRepository } from '../src/modules/discovery/store-list-repository.js';
import { createStoreSearchRepository } from '../src/modules/discovery/store-search-repository.js';
import { createStoreListService } from '../src/modules/discovery/store-list-service.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';

const HOME = { lat: -6.2, lng: 106.82 };

describeEachEngine(
  'discovery search',
  (t) => {
    const search = (body: Record<string, unknown>) =>
      signedPost(t.app, api(DISCOVERY_PATHS.searchByStore), { ...HOME, ...body }).then((response) =>
        expectSuccess<StoreListData>(response),
      );
    const idsOf = (data: StoreListData) => data.storeList.map((card) => card.storeId);

    let sateStore = '';
    let farSate = '';
    let rendangStore = '';
    let bakmi = '';
    let brandStore = '';
    let sate: { id: string; name: Record<string, string> } = { id: '', name: {} };

    beforeAll(async () => {
      sate = await createCategory(t.app, text('Sate', 'Satay', '沙爹'));
      const noodles = await createCategory(t.app, text('Mi', 'Noodles', '面'));
      sateStore = await createStore(t.app, {
        ...offset(HOME, 1, 0),
        name: text('Sate Ayam Pak Kumis', 'Chicken Satay Pak Kumis', '库米斯沙爹鸡肉串'),
        categories: [sate],
      });
      farSate = await createStore(t.app, {
        ...offset(HOME, 8, 0),
        name: text('Sate Ayam Pak Kumis Cabang', 'Chicken Satay Pak Kumis Branch', '库米斯沙爹鸡肉串分店'),
        categories: [sate],
      });
      rendangStore = await createStore(t.app, {
        ...offset(HOME, 2, 0),
        name: text('Warung Bu Tini', 'Bu Tini Eatery', '蒂妮阿姨小馆'),
        dishes: [text('Rendang Daging', 'Beef Rendang', '仁当牛肉'), text('Es Teh', 'Iced Tea', '冰茶')],
      });
      bakmi = await createStore(t.app, {
        ...offset(HOME, 0.5, 0),
        name: text('Bakmi Jaya', 'Jaya Noodles', '佳雅面馆'),
        categories: [noodles],
      });
      const brand = await createBrand(t.app, { name: text('Kopi Kenangan') });
      brandStore = await createStore(t.app, { ...offset(HOME, 3, 0), name: text('Gerai Blok M'), brand });
      await createProduct(t.app, {
        storeIds: [sateStore],
        name: text('Paket Sate Ayam 10 Tusuk', 'Chicken Satay Set of 10', '沙爹鸡肉串十串套餐'),
      });
      await createProduct(t.app, { storeIds: [bakmi], name: text('Bakmi Ayam Spesial') });
    });

    it('finds a store by its name in every language and with a typo, nearest first', async () => {
      for (const keywords of ['sate', 'satay', 'SAATE', '沙爹', 'Pak Kumis']) {
        const data = await search({ keywords });
        expect(idsOf(data).slice(0, 2), keywords).toEqual([sateStore, farSate]);
        expect(data.algorithmId).toBe('rel-v2');
        expect(data.storeCount, keywords).toBeGreaterThanOrEqual(2);
      }
      expect(idsOf(await search({ keywords: 'zzzqqq' }))).toEqual([]);
    });

    it('finds stores by cuisine and brand names', async () => {
      expect(idsOf(await search({ keywords: 'noodles' }))).toEqual([bakmi]);
      expect(idsOf(await search({ keywords: 'kopi kenangan' }))).toEqual([brandStore]);
    });

    it('finds a store by a dish alone and says which dishes matched', async () => {
      const data = await search({ keywords: 'rendang' });
      expect(idsOf(data)).toEqual([rendangStore]);
      expect(data.storeList[0]?.matchedDishes?.map((dish) => dish.dishName['en-US'])).toEqual([
        'Beef Rendang',
      ]);
      // Asked again, the matched dishes come from memory, the same.
      const again = await search({ keywords: 'rendang' });
      expect(again.storeList[0]?.matchedDishes).toEqual(data.storeList[0]?.matchedDishes);
      const byName = await search({ keywords: 'bakmi jaya' });
      expect(byName.storeList[0]?.matchedDishes).toEqual([]);
    });

    it('filters by cuisine and pages with the query id', async () => {
      const filtered = await search({ keywords: 'pak kumis', categoryIdList: [sate.id], pageSize: 1 });
      expect(idsOf(filtered)).toEqual([sateStore]);
      expect(filtered.hasMore).toBe(true);
      const next = expectSuccess<StoreListData>(
        await signedPost(t.app, api(DISCOVERY_PATHS.searchByStore), {
          keywords: 'ignored on later pages',
          queryId: filtered.queryId,
          pageSize: 1,
        }),
      );
      expect(idsOf(next)).toEqual([farSate]);
      expect(next.hasMore).toBe(false);
      expect(idsOf(await search({ keywords: 'bakmi', categoryIdList: [sate.id] }))).toEqual([]);
    });

    it('answers an empty page for text that is empty once cleaned', async () => {
      for (const keywords of ['', '   ', '🍜🔥!!!']) {
        const data = await search({ keywords });
        expect(data).toMatchObject({ storeList: [], hasMore: false, storeCount: 0 });
        expect(data.queryId).toBeTruthy();
      }
    });

    it('searches products by name in any language, with the nearest store they are used at', async () => {
      const data = expectSuccess<ProductSearchData>(
        await signedPost(t.app, api(DISCOVERY_PATHS.searchByProduct), { ...HOME, keywords: 'satay set' }),
      );
      expect(data.productList.map((p) => p.productName['id-ID'])).toEqual(['Paket Sate Ayam 10 Tusuk']);
      expect(data.productList[0]?.storeInfo).toMatchObject({ storeId: sateStore, storeDistance: 1 });
      expect(data.total).toBe(1);
      const ayam = expectSuccess<ProductSearchData>(
        await signedPost(t.app, api(DISCOVERY_PATHS.searchByProduct), { ...HOME, keywords: 'ayam' }),
      );
      // Equally relevant: the nearer store's product first.
      expect(ayam.productList.map((p) => p.productName['id-ID'])).toEqual([
        'Bakmi Ayam Spesial',
        'Paket Sate Ayam 10 Tusuk',
      ]);
    });

    it('drops a store that closes and a voucher taken off sale at once, though the words are kept in memory', async () => {
      const closing = await createStore(t.app, {
        ...offset(HOME, 0.3, 0),
        name: text('Gudeg Yu Djum Tutup'),
      });
      const staying = await createStore(t.app, { ...offset(HOME, 0.6, 0), name: text('Gudeg Yu Djum Buka') });
      const voucher = await createProduct(t.app, { storeIds: [staying], name: text('Paket Gudeg Komplit') });
      const products = () =>
        signedPost(t.app, api(DISCOVERY_PATHS.searchByProduct), { ...HOME, keywords: 'gudeg' }).then((r) =>
          expectSuccess<ProductSearchData>(r).productList.map((p) => p.productId),
        );
      expect(idsOf(await search({ keywords: 'gudeg' }))).toEqual([closing, staying]);
      expect(await products()).toContain(voucher);

      await t.app.db.execute(sql`update stores set status = 'CLOSED_DOWN' where id = ${closing}`);
      await t.app.db.execute(sql`update products set status = 'OFF' where id = ${voucher}`);
      const after = await search({ keywords: 'gudeg' });
      expect(idsOf(after)).toEqual([staying]);
      expect(await products()).not.toContain(voucher);
    });

    it('ranks name matches above fuzzy and dish matches, nearest first among equals, across pages', async () => {
      // Four stores named "lamongan", two of them at one place (a tie settled by id), one with only
      // a dish of that name, and a typo — the nearest of all, yet below every exact name (rel-v2).
      const west = offset(HOME, 0, -4);
      const named: string[] = [];
      for (const [i, place] of [offset(HOME, 1.5, 0), west, west, offset(HOME, -6, 0)].entries()) {
        named.push(await createStore(t.app, { ...place, name: text(`Soto Lamongan Cak ${i}`) }));
      }
      const byDish = await createStore(t.app, {
        ...offset(HOME, 0, 2.5),
        name: text('Warung Bu Sri'),
        dishes: [text('Soto Lamongan Ayam'), text('Es Jeruk')],
      });
      const typo = await createStore(t.app, { ...offset(HOME, 0.2, 0), name: text('Lamongn Jaya') });
      const tied = named.slice(1, 3).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
      const expected = [named[0], ...tied, named[3], typo, byDish];

      const service = createStoreListService({
        stores: createStoreListRepository(t.app.rawQuery),
        search: createStoreSearchRepository(t.app.rawQuery),
        catalog: createCatalogRepository(t.app.rawQuery),
        tokens: createQueryTokens('a secret long enough for the test tokens'),
        now: () => Date.now(),
      });
      const whole = await search({ keywords: 'lamongan', pageSize: 20 });
      expect(idsOf(whole)).toEqual(expected);
      expect(whole.storeCount).toBe(6);
      expect(whole.storeList[5]?.matchedDishes?.map((dish) => dish.dishName['id-ID'])).toEqual([
        'Soto Lamongan Ayam',
      ]);

      const pages: StoreListData[] = [];
      let queryId: string | undefined;
      do {
        const page = await service.searchStores({
          ...HOME,
          keywords: 'lamongan',
          categoryIdList: [],
          pageSize: 2,
          ...(queryId ? { queryId } : {}),
        });
        pages.push(page);
        queryId = page.hasMore ? page.queryId : undefined;
      } while (queryId && pages.length < 10);
      // The keyset on (score, id) continues each page exactly where the last stopped.
      expect(pages.flatMap(idsOf)).toEqual(expected);
      expect(pages.map((page) => page.storeCount)).toEqual([6, 6, 6]);
    });

    it('refuses oversize keywords and a forged query id with a parameter error', async () => {
      expectRefusal(
        await signedPost(t.app, api(DISCOVERY_PATHS.searchByStore), { keywords: 'x'.repeat(401) }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      expectRefusal(
        await signedPost(t.app, api(DISCOVERY_PATHS.searchByStore), { keywords: 'sate', queryId: 'abc.def' }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
    });
  },
  { seed: false },
);
