import type {
  FlashSaleWindow,
  ProductDetailData,
  SettlementData,
  SettlementOffer,
} from '@lahap/contract/orders/purchase-schemas';
import type { Coupon } from '@lahap/contract/coupons/schemas';
import { walletCouponFixture } from '@/shared/coupons/coupon-fixtures';
import { productCardFixture } from '@/shared/product/product-fixtures';

const HOUR_MS = 3_600_000;

/** A group coupon detail as the server answers it: a promoted voucher with 4 left. */
export function detailFixture(overrides: Partial<ProductDetailData> = {}): ProductDetailData {
  return {
    product: productCardFixture({
      remainingStock: 4,
      soldCount: 1_250,
      userLimit: 2,
      promotionInfo: {
        promotionActivitySalePrice: 19_000,
        promotionDiscountRatio: 52,
        activityType: 'COMMON',
        promotionActivityTagName: { 'id-ID': 'Promo Gajian', 'en-US': 'Payday promo' },
      },
      storeInfo: {
        storeId: '10000195',
        storeName: { 'id-ID': 'Warung Sate Pak Kumis' },
        storeCpType: 'LAHAP',
        storeDistance: 1.2,
      },
    }),
    images: ['/api/images/demo/products/sate.webp', '/api/images/demo/products/sate-2.webp'],
    description: { 'id-ID': 'Sepuluh tusuk sate ayam dengan lontong.' },
    rules: ['Tunjukkan voucher ke kasir sebelum membayar.', 'Tidak bisa digabung dengan promo lain.'],
    validDays: 30,
    remainingLimit: 2,
    boughtCount: 0,
    storeCount: 3,
    merchantId: '20000001',
    flashSale: null,
    ...overrides,
  };
}

/** A flash sale window around now: running (ends in 2 h) or not yet started (starts in 1 h). */
export function flashWindow(started = true, pageId = 'fs-1'): FlashSaleWindow {
  const now = Date.now();
  return started
    ? {
        pageId,
        startTime: new Date(now - HOUR_MS).toISOString(),
        endTime: new Date(now + 2 * HOUR_MS).toISOString(),
        started: true,
      }
    : {
        pageId,
        startTime: new Date(now + HOUR_MS).toISOString(),
        endTime: new Date(now + 3 * HOUR_MS).toISOString(),
        started: false,
      };
}

/** An offer of the settlement: one of the customer's coupons, usable or blocked. */
export function offerFixture(
  id: string,
  business: Coupon['business'],
  overrides: Partial<SettlementOffer> = {},
  coupon: Partial<Coupon> = {},
): SettlementOffer {
  return {
    coupon: walletCouponFixture(id, {
      business,
      name: { 'id-ID': business === 'SAAS' ? `Kupon ${id}` : `Angpao ${id}` },
      ...coupon,
    }),
    usable: true,
    block: null,
    shortfall: 0,
    ...overrides,
  };
}

let tokens = 0;

/**
 * A settlement answer. The amounts are whatever the test says: the page must show them as they
 * come, never work them out (here they do not even add up, on purpose).
 */
export function settlementFixture(overrides: Partial<SettlementData> = {}): SettlementData {
  tokens += 1;
  return {
    settlementToken: `settlement-token-${String(tokens).padStart(4, '0')}`,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    settlementType: 'COMMON',
    product: {
      productId: '301',
      skuId: '401',
      productName: { 'id-ID': 'Paket Sate Ayam' },
      imageUrl: '/api/images/demo/products/sate.webp',
      validDays: 30,
    },
    quantity: 1,
    maxQuantity: 5,
    remainingLimit: 5,
    originalUnitPrice: 40_000,
    unitPrice: 19_000,
    originalAmount: 40_000,
    discounts: [
      { source: 'PROMOTION', amount: 21_000, couponId: null, name: { 'id-ID': 'Promo Gajian' } },
      { source: 'RED_ENVELOPE', amount: 5_000, couponId: '9001', name: { 'id-ID': 'Angpao Makan Hemat' } },
    ],
    payableAmount: 14_123,
    couponId: null,
    redEnvelopeId: '9001',
    coupons: [],
    redEnvelopes: [
      offerFixture('9001', 'LOCAL_LIFE'),
      offerFixture('9002', 'LOCAL_LIFE'),
      offerFixture('9003', 'LOCAL_LIFE', { usable: false, block: 'BELOW_MINIMUM', shortfall: 31_000 }),
    ],
    qrisAllowed: true,
    flashSale: null,
    ...overrides,
  };
}
