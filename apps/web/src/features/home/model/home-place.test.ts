import type { MallSummary, PageCardListData } from '@lahap/contract/discovery/schemas';
import { describe, expect, it } from 'vitest';
import { homePlace, NEAR_MALL_METRES, regionNearby, type HomeRegion } from './home-place';

const REGIONS: HomeRegion[] = [
  { regionId: 0, regionName: { 'id-ID': 'Semua', 'en-US': 'All', 'zh-CN': '全部' } },
  { regionId: 1, regionName: { 'id-ID': 'Jakarta Pusat', 'en-US': 'Central Jakarta', 'zh-CN': '中雅加达' } },
  { regionId: 4, regionName: { 'id-ID': 'Jakarta Timur', 'en-US': 'East Jakarta', 'zh-CN': '东雅加达' } },
  { regionId: 9, regionName: { 'id-ID': 'Bogor', 'en-US': 'Bogor', 'zh-CN': '茂物' } },
];

function mall(distance: number | null, idAddress: string): MallSummary {
  return {
    mallId: String(distance),
    mallName: { 'id-ID': 'Mal' },
    logoUrl: '',
    coverImageUrl: '',
    // The Chinese address puts the area first: only the Indonesian one is read.
    address: { 'id-ID': idAddress, 'en-US': 'elsewhere', 'zh-CN': '茂物 某路' },
    distance,
    storeDistance: distance === null ? null : distance / 1000,
    storeCount: 3,
  };
}

function cards(...malls: MallSummary[]): PageCardListData {
  return {
    cardList: [
      { cardId: 'MALL_NEARBY_CARD', data: { title: { 'id-ID': 'Mal terdekat' }, malls, hasMore: false } },
    ],
  };
}

const GRAND_INDONESIA = 'Jl. M.H. Thamrin No. 1, Menteng, Jakarta Pusat 10310';

describe('regionNearby', () => {
  it('names the area of the nearest mall when it is near', () => {
    const answer = cards(
      mall(900, 'Jl. Raya Bogor No. 5, Kramat Jati, Jakarta Timur 13510'),
      mall(120, GRAND_INDONESIA),
    );
    expect(regionNearby(REGIONS, answer)?.regionId).toBe(1);
  });

  it('takes the area named last, not a street named after another area', () => {
    const answer = cards(mall(300, 'Jl. Raya Bogor No. 5, Kramat Jati, Jakarta Timur 13510'));
    expect(regionNearby(REGIONS, answer)?.regionId).toBe(4);
  });

  it('names none when the nearest mall is far, unmeasured, or names no area', () => {
    expect(regionNearby(REGIONS, cards(mall(NEAR_MALL_METRES + 1, GRAND_INDONESIA)))).toBeNull();
    expect(regionNearby(REGIONS, cards(mall(null, GRAND_INDONESIA)))).toBeNull();
    expect(regionNearby(REGIONS, cards(mall(100, 'Jl. Somewhere 1, Tangerang 15000')))).toBeNull();
    expect(regionNearby(REGIONS, { cardList: [] })).toBeNull();
    expect(regionNearby(REGIONS, undefined)).toBeNull();
    expect(regionNearby([], cards(mall(100, GRAND_INDONESIA)))).toBeNull();
  });
});

describe('homePlace', () => {
  const base = { fallback: false, isSimulated: false, regions: REGIONS, chosenRegionId: null };
  const near = cards(mall(120, GRAND_INDONESIA));

  it('names where the customer is first, then the chosen area, then "your current location"', () => {
    expect(homePlace({ ...base, nearbyCards: near, chosenRegionId: 4 })).toEqual({
      kind: 'area',
      name: REGIONS[1]?.regionName,
    });
    expect(homePlace({ ...base, nearbyCards: undefined, chosenRegionId: 4 })).toEqual({
      kind: 'area',
      name: REGIONS[2]?.regionName,
    });
    expect(homePlace({ ...base, nearbyCards: undefined })).toEqual({ kind: 'text', key: 'location.near' });
    expect(homePlace({ ...base, nearbyCards: undefined, isSimulated: true })).toEqual({
      kind: 'text',
      key: 'location.simulated',
    });
  });

  it('names no area of its own for the Jakarta fallback, nor "all" as a chosen area', () => {
    expect(homePlace({ ...base, fallback: true, nearbyCards: near })).toEqual({
      kind: 'text',
      key: 'location.fallback',
    });
    expect(homePlace({ ...base, fallback: true, nearbyCards: near, chosenRegionId: 9 })).toEqual({
      kind: 'area',
      name: REGIONS[3]?.regionName,
    });
    expect(homePlace({ ...base, nearbyCards: undefined, chosenRegionId: 0 })).toEqual({
      kind: 'text',
      key: 'location.near',
    });
  });
});
