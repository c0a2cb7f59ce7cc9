import type { HomeListData, StoreCard } from '@lahap/contract/discovery/schemas';
import { describe, expect, it } from 'vitest';
import { storeCardFixture } from '@/shared/stores/store-card-fixtures';
import { bannerTarget } from './banner-target';
import { readCategories, readHomeList, readPageCards } from '@/features/home/api/home-answers';
import { firstPageParam, nextPageParam, sectionsOf, type ListPage } from './home-list-paging';

function data(stores: StoreCard[], hasMore: boolean, queryId: string): HomeListData {
  return { assetList: stores, activityId: null, hasMore, queryId };
}

const store = (storeId: string) => storeCardFixture({ storeId });

describe('home list paging', () => {
  it('starts with the distance list, or with the region list once an area is chosen', () => {
    expect(firstPageParam(null)).toEqual({ type: 'distance' });
    expect(firstPageParam(0)).toEqual({ type: 'region', regionId: 0 });
    expect(firstPageParam(3)).toEqual({ type: 'region', regionId: 3 });
  });

  it('pages the region list with its area, then switches to recommend carrying its query id', () => {
    const page: ListPage = { type: 'region', data: data([], true, 'g1'), regionId: 3 };
    expect(nextPageParam(page)).toEqual({ type: 'region', regionId: 3, queryId: 'g1' });
    expect(nextPageParam({ ...page, data: data([], false, 'g2') })).toEqual({
      type: 'recommend',
      originQueryId: 'g2',
    });
  });

  it('lists region stores in the first section, like nearby ones', () => {
    const sections = sectionsOf([
      { type: 'region', data: data([store('7')], false, 'g1'), regionId: 3 },
      { type: 'recommend', data: data([store('8')], false, 'r1'), originQueryId: 'g1' },
    ]);
    expect(sections.nearby.map((s) => s.storeId)).toEqual(['7']);
    expect(sections.recommended.map((s) => s.storeId)).toEqual(['8']);
  });

  it('pages the distance list while it has more', () => {
    expect(nextPageParam({ type: 'distance', data: data([], true, 'd1') })).toEqual({
      type: 'distance',
      queryId: 'd1',
    });
  });

  it('switches to recommend carrying the distance query id once it runs out', () => {
    expect(nextPageParam({ type: 'distance', data: data([], false, 'd2') })).toEqual({
      type: 'recommend',
      originQueryId: 'd2',
    });
  });

  it('pages the recommend list with its own query id, keeping the origin, until it runs out', () => {
    const page: ListPage = { type: 'recommend', data: data([], true, 'r1'), originQueryId: 'd2' };
    expect(nextPageParam(page)).toEqual({ type: 'recommend', originQueryId: 'd2', queryId: 'r1' });
    expect(nextPageParam({ ...page, data: data([], false, 'r2') })).toBeUndefined();
  });

  it('splits the stores where recommend starts and keeps each store once', () => {
    const sections = sectionsOf([
      { type: 'distance', data: data([store('1'), store('2')], true, 'd1') },
      { type: 'distance', data: data([store('3')], false, 'd2') },
      { type: 'recommend', data: data([store('3'), store('4')], false, 'r1'), originQueryId: 'd2' },
    ]);
    expect(sections.nearby.map((s) => s.storeId)).toEqual(['1', '2', '3']);
    expect(sections.recommended.map((s) => s.storeId)).toEqual(['4']);
    expect(sections.recommendStarted).toBe(true);
    expect(sectionsOf([]).recommendStarted).toBe(false);
  });
});

describe('bannerTarget', () => {
  it('opens /platform/ links in the app from that point on', () => {
    expect(bannerTarget({ 'id-ID': 'https://lahap.id/platform/flashDeal?pageId=1' }, 'id-ID')).toEqual({
      kind: 'inApp',
      to: '/platform/flashDeal?pageId=1',
    });
  });

  it('opens other links outside, adding https when missing', () => {
    expect(bannerTarget({ 'en-US': 'example.com/promo' }, 'en-US')).toEqual({
      kind: 'external',
      url: 'https://example.com/promo',
    });
    expect(bannerTarget({ 'en-US': 'http://example.com' }, 'en-US')).toEqual({
      kind: 'external',
      url: 'http://example.com',
    });
  });

  it('does nothing when the language has no link, even if another has one', () => {
    expect(bannerTarget({ 'id-ID': 'https://example.com' }, 'zh-CN')).toEqual({ kind: 'none' });
  });
});

describe('home answers', () => {
  it('refuses a list answer without its paging fields', () => {
    expect(() => readHomeList(undefined)).toThrow();
    expect(() => readHomeList({ assetList: [] })).toThrow();
  });

  it('leaves out damaged stores and keeps the rest', () => {
    const read = readHomeList({
      assetList: [store('1'), { storeId: 2 }, null],
      hasMore: false,
      queryId: 'q',
    });
    expect(read.assetList.map((s) => s.storeId)).toEqual(['1']);
  });

  it('keeps only the page cards it can show', () => {
    const cards = readPageCards({
      cardList: [
        { cardId: 'PAGE_HOME_BANNER_CARD', data: { banners: [] } },
        { cardId: 'FLASH_SALE_CARD', data: {} },
        { cardId: 'SOMETHING_NEW', data: { items: [] } },
      ],
    });
    expect(cards.cardList.map((c) => c.cardId)).toEqual(['PAGE_HOME_BANNER_CARD']);
    expect(readPageCards(null)).toEqual({ cardList: [] });
  });

  it('reads no categories from a damaged answer', () => {
    expect(readCategories(undefined).categoryList).toEqual([]);
    expect(readCategories(undefined).regionList).toEqual([]);
    const regions = readCategories({
      categoryList: [],
      regionList: [{ regionId: 0, regionName: { 'id-ID': 'Semua' } }, { regionId: 'x' }, null],
    }).regionList;
    expect(regions).toEqual([{ regionId: 0, regionName: { 'id-ID': 'Semua' } }]);
  });
});
