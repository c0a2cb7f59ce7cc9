import type { Coupon } from '@lahap/contract/coupons/schemas';

const DAY_MS = 86_400_000;

/**
 * A coupon of the customer's wallet as the server answers it, for tests: a red envelope of
 * Rp 5.000 from Rp 20.000, valid since yesterday and for seven more days.
 */
export function walletCouponFixture(id: string, overrides: Partial<Coupon> = {}): Coupon {
  const now = Date.now();
  return {
    id,
    templateId: '44000101',
    batchId: '45000101',
    business: 'LOCAL_LIFE',
    name: { 'id-ID': `Angpao ${id}` },
    couponSubTitle: {},
    couponLabel: { 'id-ID': 'Angpao' },
    logoUrl: '',
    status: 'valid',
    couponStatus: 'VALID',
    discountAmount: 5_000,
    minimumSpend: 20_000,
    effectiveStartTime: new Date(now - DAY_MS).toISOString(),
    effectiveEndTime: new Date(now + 7 * DAY_MS).toISOString(),
    usedTime: null,
    receivedTime: new Date(now - DAY_MS).toISOString(),
    remainingDays: 7,
    scopeOrderFoodTypes: [3],
    applicableStoreName: null,
    multiStoreSign: true,
    receiveTimesLimit: 1,
    receiveTimesDailyLimit: -1,
    ...overrides,
  };
}
