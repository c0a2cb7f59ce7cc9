import type { OrderDetailData } from '@lahap/contract/commerce/schemas';

const MINUTE_MS = 60_000;

export const ORDER_ID = '910000000001';

/**
 * An order of two vouchers waiting for payment, 12 minutes left: Rp 50.000 each, a promotion
 * of Rp 10.000 and a coupon of Rp 5.000 off, Rp 85.000 to pay.
 */
export function unpaidOrderFixture(overrides: Partial<OrderDetailData> = {}): OrderDetailData {
  const now = Date.now();
  return {
    orderId: ORDER_ID,
    status: 'INIT',
    settlementType: 'COMMON',
    product: {
      productId: '30000001',
      skuId: '31000001',
      productName: { 'id-ID': 'Paket Sate Ayam untuk 2', 'en-US': 'Chicken satay for 2' },
      imageUrl: 'https://img.example/sate.jpg',
      validDays: 30,
    },
    storeName: { 'id-ID': 'Warung Sate Pak Kumis' },
    storeCount: 3,
    quantity: 2,
    originalUnitPrice: 50_000,
    unitPrice: 45_000,
    originalAmount: 100_000,
    discounts: [
      { source: 'PROMOTION', amount: 10_000, couponId: null, name: { 'id-ID': 'Promo Makan Siang' } },
      { source: 'COUPON', amount: 5_000, couponId: '7001', name: {} },
    ],
    payableAmount: 85_000,
    createdTime: new Date(now - 3 * MINUTE_MS).toISOString(),
    payDeadline: new Date(now + 12 * MINUTE_MS - 1_000).toISOString(),
    remainPayMinutes: 12,
    paidTime: null,
    cancelTime: null,
    payment: null,
    ...overrides,
  };
}

/** The same order, paid with GoPay a minute ago. */
export function paidOrderFixture(): OrderDetailData {
  const paidTime = new Date(Date.now() - MINUTE_MS).toISOString();
  return unpaidOrderFixture({
    status: 'COMPLETED',
    remainPayMinutes: 0,
    paidTime,
    payment: {
      paymentId: '920000000001',
      payMethod: 'GOPAY',
      status: 'PAY_SUCCESS',
      amount: 85_000,
      paidTime,
    },
  });
}

/** The same order, closed unpaid at its deadline. */
export function cancelledOrderFixture(): OrderDetailData {
  return unpaidOrderFixture({
    status: 'CANCEL',
    remainPayMinutes: 0,
    cancelTime: new Date(Date.now() - MINUTE_MS).toISOString(),
  });
}
