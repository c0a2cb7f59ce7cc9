import type {
  Coupon,
  CouponDetailData,
  CouponTemplateView,
  MyCouponsData,
  RedPacketActivity,
} from '@lahap/contract/coupons/schemas';

const DAY_MS = 86_400_000;

/** A coupon of the wallet as the server answers it: a store coupon, valid for ten more days. */
export function couponFixture(id: string, overrides: Partial<Coupon> = {}): Coupon {
  const now = Date.now();
  return {
    id,
    templateId: '44000101',
    batchId: '45000101',
    business: 'SAAS',
    name: { 'id-ID': `Kupon ${id}`, 'en-US': `Coupon ${id}`, 'zh-CN': `优惠券 ${id}` },
    couponSubTitle: { 'id-ID': 'Min. belanja Rp 60.000' },
    couponLabel: { 'id-ID': 'Kupon toko', 'en-US': 'Store coupon' },
    logoUrl: '',
    status: 'valid',
    couponStatus: 'VALID',
    discountAmount: 15_000,
    minimumSpend: 60_000,
    effectiveStartTime: new Date(now - DAY_MS).toISOString(),
    effectiveEndTime: new Date(now + 10 * DAY_MS).toISOString(),
    usedTime: null,
    receivedTime: new Date(now - DAY_MS).toISOString(),
    remainingDays: 10,
    scopeOrderFoodTypes: [3],
    applicableStoreName: { 'id-ID': 'Warung Sate Pak Kumis' },
    multiStoreSign: false,
    receiveTimesLimit: 1,
    receiveTimesDailyLimit: -1,
    ...overrides,
  };
}

/** A red envelope of the wallet: Rp 10.000 off an order of Rp 50.000 or more. */
export function envelopeFixture(id: string, overrides: Partial<Coupon> = {}): Coupon {
  return couponFixture(id, {
    templateId: '44000002',
    batchId: '45000002',
    business: 'LOCAL_LIFE',
    name: { 'id-ID': `Angpao ${id}`, 'en-US': `Red envelope ${id}` },
    couponSubTitle: { 'id-ID': 'Min. pesanan Rp 50.000' },
    couponLabel: { 'id-ID': 'Angpao', 'en-US': 'Red envelope' },
    discountAmount: 10_000,
    minimumSpend: 50_000,
    applicableStoreName: null,
    multiStoreSign: true,
    ...overrides,
  });
}

export function couponPage(coupons: Coupon[], hasMore: boolean): MyCouponsData {
  return { couponList: coupons, pageInfoVO: { hasMore } };
}

export function templateFixture(overrides: Partial<CouponTemplateView> = {}): CouponTemplateView {
  const now = Date.now();
  return {
    templateId: '44000101',
    batchId: '45000101',
    business: 'SAAS',
    name: { 'id-ID': 'Potongan Rp 15.000', 'en-US': 'Rp 15.000 off' },
    couponSubTitle: { 'id-ID': 'Min. belanja Rp 60.000' },
    couponLabel: { 'id-ID': 'Kupon toko' },
    logoUrl: '',
    discountAmount: 15_000,
    minimumSpend: 60_000,
    validDays: 7,
    validStartTime: null,
    validEndTime: null,
    receiveTimesLimit: 1,
    receiveTimesDailyLimit: -1,
    claimStartTime: new Date(now - DAY_MS).toISOString(),
    claimEndTime: new Date(now + 30 * DAY_MS).toISOString(),
    isSoldOut: false,
    newUserOnly: false,
    ...overrides,
  };
}

/** A coupon detail: a claimed coupon with `coupon`, a batch before claiming without. */
export function detailFixture(overrides: Partial<CouponDetailData> = {}): CouponDetailData {
  return {
    template: templateFixture(),
    coupon: null,
    rules: [
      'Berlaku untuk belanja minimal Rp 60.000.',
      'Tunjukkan kode kupon ke kasir toko sebelum membayar.',
    ],
    applicableStoreCount: 1,
    codeSeed: null,
    serverTime: new Date().toISOString(),
    ...overrides,
  };
}

export function redPacketFixture(overrides: Partial<RedPacketActivity> = {}): RedPacketActivity {
  return {
    activityId: '46000001',
    title: { 'id-ID': 'Angpao makan hemat', 'en-US': 'Red envelopes for your next meal' },
    display: 'BIG_IMAGE',
    imageUrl: {},
    envelopes: [5_000, 10_000, 20_000].map((amount, index) => ({
      batchId: String(45_000_001 + index),
      templateId: String(44_000_001 + index),
      name: { 'id-ID': `Angpao Rp ${String(amount / 1000)}.000` },
      discountAmount: amount,
      minimumSpend: amount * 5,
    })),
    totalAmount: 35_000,
    opened: false,
    endTime: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    ...overrides,
  };
}
