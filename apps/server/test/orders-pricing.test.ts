import { ORDER_MIN_PAYABLE } from '@lahap/contract/constants';
import type { Coupon } from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_OFFER, type PricingInput, priceOrder } from '../src/modules/orders/pricing.js';

let serial = 0;
function coupon(
  business: 'SAAS' | 'LOCAL_LIFE',
  discountAmount: number,
  minimumSpend: number,
  status: Coupon['status'] = 'valid',
): Coupon {
  serial += 1;
  return {
    id: String(serial),
    templateId: String(serial),
    batchId: String(serial),
    business,
    name: { 'id-ID': `Kupon ${serial}` },
    couponSubTitle: {},
    couponLabel: {},
    logoUrl: '',
    status,
    couponStatus: status === 'not_effective' ? 'NOT_EFFECTIVE' : 'VALID',
    discountAmount,
    minimumSpend,
    effectiveStartTime: '2026-11-01T00:00:00.000Z',
    effectiveEndTime: `2026-12-${String(1 + (serial % 28)).padStart(2, '0')}T00:00:00.000Z`,
    usedTime: null,
    receivedTime: '2026-11-01T00:00:00.000Z',
    remainingDays: 5,
    scopeOrderFoodTypes: [3],
    applicableStoreName: null,
    multiStoreSign: false,
    receiveTimesLimit: 1,
    receiveTimesDailyLimit: -1,
  };
}

const base = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  originalPrice: 100_000,
  salePrice: 80_000,
  promotionPrice: null,
  promotionTag: null,
  flashPrice: null,
  flashTag: { 'id-ID': 'Flash Sale' },
  quantity: 1,
  storeCoupons: [],
  redEnvelopes: [],
  couponChoice: undefined,
  envelopeChoice: undefined,
  ...overrides,
});

describe('pricing an order', () => {
  it('prefers the flash price to a promotion, and a promotion to the sale price', () => {
    expect(priceOrder(base()).unitPrice).toBe(80_000);
    expect(priceOrder(base({ promotionPrice: 70_000 })).unitPrice).toBe(70_000);
    expect(priceOrder(base({ promotionPrice: 90_000 })).unitPrice).toBe(80_000);
    expect(priceOrder(base({ promotionPrice: 70_000, flashPrice: 50_000 })).unitPrice).toBe(50_000);
  });

  it('measures the envelope against what the coupon left', () => {
    const storeCoupon = coupon('SAAS', 20_000, 50_000);
    const envelope = coupon('LOCAL_LIFE', 10_000, 70_000);
    const priced = priceOrder(base({ storeCoupons: [storeCoupon], redEnvelopes: [envelope] }));
    // Rp 80.000 − Rp 20.000 leaves Rp 60.000, under the envelope's Rp 70.000.
    expect(priced).toMatchObject({ couponId: storeCoupon.id, redEnvelopeId: null, payableAmount: 60_000 });
    expect(priced.redEnvelopes[0]).toMatchObject({
      usable: false,
      block: 'BELOW_MINIMUM',
      shortfall: 10_000,
    });
    const without = priceOrder(
      base({ storeCoupons: [storeCoupon], redEnvelopes: [envelope], couponChoice: NO_OFFER }),
    );
    expect(without).toMatchObject({ couponId: null, redEnvelopeId: envelope.id, payableAmount: 70_000 });
  });

  it('refuses a named coupon that cannot apply, and never applies a locked or future one', () => {
    const locked = coupon('SAAS', 5_000, 0, 'locked');
    const future = coupon('LOCAL_LIFE', 5_000, 0, 'not_effective');
    expect(() => priceOrder(base({ storeCoupons: [locked], couponChoice: locked.id }))).toThrowError(
      expect.objectContaining({ code: ERROR_CODES.ORDER_COUPON_UNUSABLE }),
    );
    const priced = priceOrder(base({ storeCoupons: [locked], redEnvelopes: [future] }));
    expect(priced).toMatchObject({ couponId: null, redEnvelopeId: null, payableAmount: 80_000 });
    expect(priced.coupons[0]?.block).toBe('LOCKED');
    expect(priced.redEnvelopes[0]?.block).toBe('NOT_EFFECTIVE');
  });

  it('keeps every rupiah: the payable amount is the original less the discounts, never below the floor', () => {
    const offer = (business: 'SAAS' | 'LOCAL_LIFE') =>
      fc
        .record({ discount: fc.integer({ min: 1, max: 300 }), minimum: fc.integer({ min: 0, max: 400 }) })
        .map((c) => coupon(business, c.discount * 1_000, c.minimum * 1_000));
    fc.assert(
      fc.property(
        fc.record({
          original: fc.integer({ min: 1, max: 500 }),
          cut: fc.integer({ min: 0, max: 100 }),
          quantity: fc.integer({ min: 1, max: 10 }),
          storeCoupons: fc.array(offer('SAAS'), { maxLength: 4 }),
          redEnvelopes: fc.array(offer('LOCAL_LIFE'), { maxLength: 4 }),
        }),
        (input) => {
          const originalPrice = input.original * 1_000;
          const salePrice = Math.max(
            1_000,
            Math.floor((originalPrice * (100 - input.cut)) / 100 / 1_000) * 1_000,
          );
          const priced = priceOrder(
            base({
              originalPrice,
              salePrice,
              quantity: input.quantity,
              storeCoupons: input.storeCoupons,
              redEnvelopes: input.redEnvelopes,
            }),
          );
          const discounted = priced.discounts.reduce((sum, d) => sum + d.amount, 0);
          expect(priced.originalAmount - discounted).toBe(priced.payableAmount);
          expect(Number.isInteger(priced.payableAmount)).toBe(true);
          const line = salePrice * input.quantity;
          expect(priced.payableAmount).toBeGreaterThanOrEqual(Math.min(line, ORDER_MIN_PAYABLE));
          expect(priced.discounts.filter((d) => d.source === 'COUPON').length).toBeLessThanOrEqual(1);
          expect(priced.discounts.filter((d) => d.source === 'RED_ENVELOPE').length).toBeLessThanOrEqual(1);
          // The best usable coupon is taken: none usable saves more.
          const taken = priced.discounts.find((d) => d.source === 'COUPON')?.amount ?? 0;
          for (const o of priced.coupons)
            if (o.usable)
              expect(Math.min(o.coupon.discountAmount, line - ORDER_MIN_PAYABLE)).toBeLessThanOrEqual(taken);
        },
      ),
      { numRuns: 300 },
    );
  });
});
