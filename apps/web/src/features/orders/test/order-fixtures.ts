import type { OrderDetailData } from '@lahap/contract/payments/schemas';
import type {
  MyOrdersData,
  OrderCard,
  ThirdPartyCodesData,
  Voucher,
  VoucherListData,
} from '@lahap/contract/orders/schemas';
import { issueRedeemCodeSeed, keyFromHex } from '@lahap/contract/redemption/code';
import type { RedeemCodeSeed } from '@lahap/contract/redemption/schemas';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const ORDER_ID = '910000000001';
export const STORE_ID = '10000195';

const NO_VOUCHERS = { NOT_DELIVERY: 0, VALID: 0, USED: 0, REFUND: 0, EXPIRED: 0 };

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
    cancelReason: null,
    cardStatus: 'wait_pay',
    storeId: STORE_ID,
    thirdCodeType: 'LAHAP',
    redeemTimeType: 'RELATIVE_TIME',
    effectiveStartTime: null,
    effectiveEndTime: null,
    voucherCounts: NO_VOUCHERS,
    refundableAmount: 0,
    history: [],
    payment: null,
    ...overrides,
  };
}

/** The same order, paid with GoPay a minute ago: two vouchers ready to use for 30 days. */
export function paidOrderFixture(overrides: Partial<OrderDetailData> = {}): OrderDetailData {
  const paidTime = new Date(Date.now() - MINUTE_MS).toISOString();
  return unpaidOrderFixture({
    status: 'COMPLETED',
    cardStatus: 'valid',
    remainPayMinutes: 0,
    paidTime,
    effectiveStartTime: paidTime,
    effectiveEndTime: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    voucherCounts: { ...NO_VOUCHERS, VALID: 2 },
    refundableAmount: 85_000,
    history: [
      { kind: 'CHARGE', amount: 85_000, time: paidTime, reason: null, payMethod: 'GOPAY', status: 'DONE' },
    ],
    payment: {
      paymentId: '920000000001',
      payMethod: 'GOPAY',
      status: 'PAY_SUCCESS',
      amount: 85_000,
      paidTime,
    },
    ...overrides,
  });
}

/** The same order, closed unpaid at its deadline. */
export function cancelledOrderFixture(overrides: Partial<OrderDetailData> = {}): OrderDetailData {
  return unpaidOrderFixture({
    status: 'CANCEL',
    cardStatus: 'cancel',
    remainPayMinutes: 0,
    cancelTime: new Date(Date.now() - MINUTE_MS).toISOString(),
    cancelReason: 'TIMEOUT',
    ...overrides,
  });
}

/** The fixtures' merchant, as the server knows it: what certifies the vouchers' seeds. */
const MERCHANT = { secret: keyFromHex('ab'.repeat(32)), signingSeed: keyFromHex('ba'.repeat(32)) };

/** A voucher's redemption seed (`V`, its id, the product): its own key, certified by the merchant. */
export function seedOf(voucherId: string): RedeemCodeSeed {
  return issueRedeemCodeSeed(MERCHANT, { kind: 'V', id: voucherId, itemId: '30000001' });
}

/** Voucher `unitNo` of the paid order: VALID, Rp 42.500 back if refunded, with its code's seed. */
export function voucherFixture(unitNo: number, overrides: Partial<Voucher> = {}): Voucher {
  const now = Date.now();
  const voucherId = String(600_000_000 + unitNo);
  return {
    voucherId,
    unitNo,
    status: 'VALID',
    amount: 42_500,
    thirdCodeType: 'LAHAP',
    code: null,
    qrText: null,
    codeSeed: seedOf(voucherId),
    effectiveStartTime: new Date(now - MINUTE_MS).toISOString(),
    effectiveEndTime: new Date(now + 30 * DAY_MS).toISOString(),
    usedTime: null,
    usedPlaceName: null,
    refundTime: null,
    refundable: true,
    redeemableAtPoint: false,
    ...overrides,
  };
}

/** A used voucher: redeemed at the store's counter ten minutes ago. */
export function usedVoucherFixture(unitNo: number, overrides: Partial<Voucher> = {}): Voucher {
  return voucherFixture(unitNo, {
    status: 'USED',
    codeSeed: null,
    usedTime: new Date(Date.now() - 10 * MINUTE_MS).toISOString(),
    usedPlaceName: { 'id-ID': 'Warung Sate Pak Kumis' },
    refundable: false,
    ...overrides,
  });
}

export function vouchersAnswer(vouchers: Voucher[], serverTime = new Date().toISOString()): VoucherListData {
  return { voucherList: vouchers, serverTime };
}

/** An order card of the orders tab; by default a paid order ready to use, 12 days left. */
export function orderCardFixture(orderId: string, overrides: Partial<OrderCard> = {}): OrderCard {
  const now = Date.now();
  return {
    orderId,
    category: 'order',
    status: 'valid',
    orderStatus: 'COMPLETED',
    applicableStoreName: { 'id-ID': 'Warung Sate Pak Kumis' },
    storeId: '10000001',
    applicableStoreCount: 1,
    multiStoreSign: false,
    productId: '30000001',
    skuId: '31000001',
    productName: { 'id-ID': `Paket Sate ${orderId}`, 'en-US': `Satay set ${orderId}` },
    description: { 'id-ID': 'Sate ayam 10 tusuk dan es teh' },
    logoUrl: 'https://img.example/sate.jpg',
    quantity: 2,
    realityAmount: 85_000,
    remainPayMinutes: 0,
    createTime: new Date(now - DAY_MS).toISOString(),
    cancelTime: null,
    updateTime: new Date(now - DAY_MS).toISOString(),
    redeemTimeType: 'RELATIVE_TIME',
    effectiveStartTime: new Date(now - DAY_MS).toISOString(),
    effectiveEndTime: new Date(now + 12 * DAY_MS).toISOString(),
    usedTime: null,
    returnTime: null,
    exchangeEndTime: null,
    thirdCodeType: 'LAHAP',
    remainingConsumerDays: 12,
    orderUseLimitNum: 2,
    voucherCounts: { ...NO_VOUCHERS, VALID: 2 },
    ...overrides,
  };
}

export function ordersPage(orderList: OrderCard[], hasMore: boolean): MyOrdersData {
  return { orderList, pageInfoVO: { hasMore } };
}

/** A partner-code order's codes: one issued with its link, one still on its way. */
export function thirdPartyCodesFixture(overrides: Partial<ThirdPartyCodesData> = {}): ThirdPartyCodesData {
  const end = new Date(Date.now() + 30 * DAY_MS).toISOString();
  return {
    orderId: ORDER_ID,
    thirdCodeType: 'CODE_LINK',
    productName: { 'id-ID': 'Voucher Kopi Kenangan' },
    logoUrl: 'https://img.example/kopi.jpg',
    codeList: [
      {
        voucherId: '600000001',
        unitNo: 1,
        status: 'VALID',
        code: 'KK-7F3Q-91ZX',
        link: 'https://partner.example/redeem?c=KK-7F3Q-91ZX',
        effectiveEndTime: end,
      },
      {
        voucherId: '600000002',
        unitNo: 2,
        status: 'NOT_DELIVERY',
        code: null,
        link: null,
        effectiveEndTime: end,
      },
    ],
    ...overrides,
  };
}
