// Ranking rules of search `rel-v2` (ADR 018) on a small hand-built city: what a store is called
// outranks one dish, exact outranks prefix outranks fuzzy, relevance outranks distance, and the
// vouchers tab finds Chinese names and the vouchers of a store typed by name.
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { ProductSearchData, StoreListData } from '@lahap/contract/discovery/schemas';
import { beforeAll, expect, it } from 'vitest';
import { createStoreSearchRepository } from '../src/modules/discovery/store-search-repository.js';
import { SEARCH_SIMILARITY_THRESHOLD } from '../src/modules/discovery/store-list-service.js';
import { createCategory, createProduct, createStore, offset, text } from './discovery-factories.js';
import { api, describeEachEngine, expectSuccess, signedPost } from './helper.js';

const HOME = { lat: -6.3, lng: 106.9 };

describeEachEngine(
  'search relevance',
  (t) => {
    const searchStores = async (keywords: string) =>
      expectSuccess<StoreListData>(
        await signedPost(t.app, api(DISCOVERY_PATHS.searchByStore), {
          ...HOME,
          keywords,
          pageSize: 20,
          categoryIdList: [],
        }),
      );
    // The words decide, not the interface language: the vouchers tab asks in any of them.
    const searchVouchers = async (keywords: string) =>
      expectSuccess<ProductSearchData>(
        await signedPost(t.app, api(DISCOVERY_PATHS.searchByProduct), {
          ...HOME,
          keywords,
          pageNo: 1,
          pageSize: 20,
        }),
      );
    const ids = (data: StoreListData) => data.storeList.map((card) => card.storeId);
    /** The ids of the candidates the repository finds for the words under a cap, sorted. */
    const candidateIds = async (words: string, cap: number) =>
      (
        await createStoreSearchRepository(t.app.rawQuery).candidates({
          text: words,
          threshold: SEARCH_SIMILARITY_THRESHOLD,
          categoryIds: [],
          cap,
        })
      )
        .map((row) => row.id)
        .sort();

    let satayHouse = '';
    let veggie = '';
    let exact = '';
    let prefix = '';
    let fuzzy = '';
    let gudeg = '';
    let koreanGrill = '';
    let koreanKitchen = '';
    let padangHouse = '';
    let duckHouse = '';

    let gurameMisspelt = '';
    let gurameGrill = '';
    let gurameFry = '';

    beforeAll(async () => {
      // First in the table, so that a trigram scan reads it first: "gurami" is "gurame" misspelt.
      gurameMisspelt = await createStore(t.app, { ...offset(HOME, 1, 1), name: text('Gurami Pak Dul') });
      const satay = await createCategory(t.app, text('Sate', 'Satay', '沙爹'));
      // The satay house is far; the vegetarian kitchen with one "Sate Jamur" is next door.
      satayHouse = await createStore(t.app, {
        ...offset(HOME, 9, 0),
        name: text('Sate Klathak Pak Pong', 'Pak Pong Klathak Satay', '庞叔克拉塔克沙爹'),
        categories: [satay],
        dishes: [text('Sate Klathak', 'Klathak Satay', '克拉塔克沙爹')],
      });
      veggie = await createStore(t.app, {
        ...offset(HOME, 0.1, 0),
        name: text('Dapur Hijau', 'Green Kitchen', '绿色厨房'),
        dishes: [
          text('Sate Jamur', 'Mushroom Satay', '蘑菇沙爹'),
          text('Tahu Telur', 'Tofu Omelette', '豆腐蛋'),
        ],
      });
      // "kopi": a whole word far away, a word prefix nearer, a misspelling nearest.
      exact = await createStore(t.app, { ...offset(HOME, 0, 8), name: text('Kopi Tubruk Mbah') });
      prefix = await createStore(t.app, { ...offset(HOME, 0, 4), name: text('Kopitiam Ayah') });
      fuzzy = await createStore(t.app, { ...offset(HOME, 0, 1), name: text('Kopu Jaya') });
      gudeg = await createStore(t.app, {
        ...offset(HOME, 3, 3),
        name: text('Gudeg Yu Djum', 'Yu Djum Gudeg', '玉朱姆古德格'),
      });
      await createProduct(t.app, {
        storeIds: [satayHouse],
        name: text('Paket Sate Klathak Berdua', 'Klathak Satay Set for Two', '克拉塔克沙爹双人套餐'),
      });
      await createProduct(t.app, { storeIds: [gudeg], name: text('Paket Hemat', 'Value Set', '超值套餐') });
      // "korean bbq": a Korean grill says "korean" in its cuisine and "grill" in its name; a Korean
      // kitchen nearer says only "korean".
      const korean = await createCategory(t.app, text('Korea', 'Korean', '韩国菜'));
      koreanGrill = await createStore(t.app, {
        ...offset(HOME, -3, 0),
        name: text('Seoul Garden Grill'),
        categories: [korean],
      });
      koreanKitchen = await createStore(t.app, {
        ...offset(HOME, -0.5, 0),
        name: text('Dapur Korea Bu Min', "Bu Min's Korean Kitchen", '敏阿姨韩国厨房'),
        categories: [korean],
        dishes: [text('Ayam Goreng Korea', 'Korean Fried Chicken', '韩式炸鸡')],
      });
      const padang = await createCategory(t.app, text('Padang', 'Padang', '巴东菜'));
      padangHouse = await createStore(t.app, {
        ...offset(HOME, -4, 4),
        name: text('RM Padang Sederhana'),
        categories: [padang],
      });
      // Found by a dish: its voucher's name says nothing of the dish.
      duckHouse = await createStore(t.app, {
        ...offset(HOME, 5, -5),
        name: text('Warung Pak Slamet'),
        dishes: [text('Bebek Goreng Kremes', 'Crispy Fried Duck', '香酥炸鸭')],
      });
      await createProduct(t.app, {
        storeIds: [duckHouse],
        name: text('Paket Makan Siang', 'Lunch Set', '午餐套餐'),
      });
      gurameGrill = await createStore(t.app, { ...offset(HOME, 2, 1), name: text('Gurame Bakar Bu Tin') });
      gurameFry = await createStore(t.app, { ...offset(HOME, 2, 2), name: text('Gurame Goreng Mas Joko') });
    });

    it('finds a store whose words stand in different fields, above one that holds only some of them', async () => {
      const data = await searchStores('korean bbq');
      expect(ids(data).slice(0, 2)).toEqual([koreanGrill, koreanKitchen]);
      // A dish holding one of the words is no match of the words: the kitchen lists none.
      expect(data.storeList[1]?.matchedDishes).toEqual([]);
    });

    it('reads past words that only say "food" or "restaurant"', async () => {
      for (const keywords of ['padang food', 'padang restaurant', 'padang']) {
        expect(ids(await searchStores(keywords))[0], keywords).toBe(padangHouse);
      }
    });

    it('finds on the vouchers tab the vouchers of the stores the stores tab finds', async () => {
      for (const keywords of ['duck', 'bebek', '炸鸭']) {
        expect(ids(await searchStores(keywords)), keywords).toEqual([duckHouse]);
        const vouchers = await searchVouchers(keywords);
        expect(
          vouchers.productList.map((p) => p.storeInfo?.storeId),
          keywords,
        ).toEqual([duckHouse]);
      }
    });

    it('puts a store named and cooking for the words above a near store with one matching dish', async () => {
      for (const keywords of ['sate', 'satay', '沙爹']) {
        const data = await searchStores(keywords);
        expect(ids(data), keywords).toEqual([satayHouse, veggie]);
        expect(data.algorithmId).toBe('rel-v2');
      }
    });

    it('ranks an exact word above a prefix above a misspelling, whatever the distance', async () => {
      expect(ids(await searchStores('kopi'))).toEqual([exact, prefix, fuzzy]);
    });

    it('reads misspellings only when the whole words and word starts are fewer than the cap', async () => {
      // The two stores named "Gurame" fill a cap of two: "Gurami Pak Dul" is not read.
      expect(await candidateIds('gurame', 2)).toEqual([gurameGrill, gurameFry].sort());
      expect(await candidateIds('gurame', 3)).toEqual([gurameMisspelt, gurameGrill, gurameFry].sort());
    });

    it('finds the stores holding the words in their names or in a dish with one capped scan', async () => {
      const named = await createStore(t.app, { ...offset(HOME, 3, 3), name: text('Lontong Sayur Pak Man') });
      const cooking = await createStore(t.app, {
        ...offset(HOME, 3, 4),
        name: text('Rumah Makan Semarang'),
        dishes: [text('Lontong Cap Go Meh')],
      });
      expect(await candidateIds('lontong', 2)).toEqual([named, cooking].sort());
      // Both ways of holding the word share one cap.
      expect(await candidateIds('lontong', 1)).toHaveLength(1);
    });

    it('finds a voucher by a Chinese word inside a longer Chinese name', async () => {
      const data = await searchVouchers('沙爹');
      expect(data.productList.map((p) => p.productName['zh-CN'])).toEqual(['克拉塔克沙爹双人套餐']);
      expect(data.algorithmId).toBe('rel-v2');
    });

    it('finds the vouchers of a store typed by its name', async () => {
      const data = await searchVouchers('gudeg yu djum');
      expect(data.productList.map((p) => p.productName['id-ID'])).toEqual(['Paket Hemat']);
      expect(data.productList[0]?.storeInfo?.storeId).toBe(gudeg);
    });
  },
  { seed: false },
);
