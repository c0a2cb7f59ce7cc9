import type { ProductCard, StoreCard } from '@lahap/contract/discovery/schemas';

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

/** A product card as the server answers it, for tests. */
export function productCardFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    assetType: 'PRODUCT',
    productId: '301',
    skuId: '401',
    productType: 'GROUP_COUPON',
    productName: { 'id-ID': 'Paket Sate Ayam', 'en-US': 'Chicken satay set' },
    imageUrl: '/api/images/demo/products/sate.webp',
    logoUrl: '',
    status: 'ON',
    isSoldOut: false,
    purchaseCode: 0,
    isFlashSale: false,
    remainingStock: 50,
    totalStock: 100,
    soldCount: 50,
    percent: 50,
    userLimit: 0,
    salePrice: 25000,
    originalPrice: 40000,
    discountRatio: 38,
    priceInfo: { salePrice: 25000, originalPrice: 40000, discountRatio: 38 },
    promotionInfo: null,
    storeInfo: null,
    activityId: null,
    pageId: null,
    productListId: null,
    ...overrides,
  };
}
