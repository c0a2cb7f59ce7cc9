import type { ProductCard } from '@lahap/contract/discovery/schemas';

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
