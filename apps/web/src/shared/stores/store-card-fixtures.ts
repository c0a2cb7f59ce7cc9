import type { StoreCard } from '@lahap/contract/discovery/schemas';

/** A store card as the server answers it, for tests; override what a test is about. */
export function storeCardFixture(overrides: Partial<StoreCard> = {}): StoreCard {
  return {
    storeId: '101',
    poiId: null,
    merchantId: '201',
    storeType: 'SETTLED_STORE',
    storeName: { 'id-ID': 'Warung Sate Pak Kumis', 'en-US': 'Pak Kumis Satay' },
    storeLogo: '/api/images/demo/stores/logo.webp',
    coverImageUrl: null,
    businessCategoryName: { 'id-ID': 'Sate', 'en-US': 'Satay' },
    halalRestaurant: '1',
    pricePerCapita: { 'id-ID': 'Rp 50.000/orang' },
    tagList: [],
    mallName: null,
    distance: 1450,
    storeDistance: 1.5,
    isOpen: true,
    productList: [],
    couponList: [],
    ...overrides,
  };
}
