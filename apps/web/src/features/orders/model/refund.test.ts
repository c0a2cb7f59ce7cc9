import { describe, expect, it } from 'vitest';
import { usedVoucherFixture, voucherFixture } from '../test/order-fixtures';
import { refundableVouchers, refundRequest, refundTotal } from './refund';
import { newlyRedeemed } from './voucher-watch';

const vouchers = [
  voucherFixture(3, { amount: 30_000 }),
  usedVoucherFixture(2),
  voucherFixture(1, { amount: 25_000 }),
];

describe('a refund', () => {
  it('offers only the refundable vouchers, in the order’s order', () => {
    expect(refundableVouchers(vouchers).map((v) => v.unitNo)).toEqual([1, 3]);
  });

  it('adds up the chosen vouchers only', () => {
    const offered = refundableVouchers(vouchers);
    expect(refundTotal(offered, new Set(['600000001', '600000003']))).toBe(55_000);
    expect(refundTotal(offered, new Set(['600000003']))).toBe(30_000);
    expect(refundTotal(offered, new Set())).toBe(0);
  });

  it('names the chosen vouchers, and sends a note only when one was written', () => {
    const offered = refundableVouchers(vouchers);
    expect(refundRequest('9', offered, new Set(['600000003', '600000001']), 'OTHER', '  jauh  ')).toEqual({
      orderId: '9',
      voucherIds: ['600000001', '600000003'],
      reason: 'OTHER',
      note: 'jauh',
    });
    expect(refundRequest('9', offered, new Set(['600000001']), 'CHANGED_PLANS', ' ')).toEqual({
      orderId: '9',
      voucherIds: ['600000001'],
      reason: 'CHANGED_PLANS',
    });
  });
});

describe('watching vouchers', () => {
  it('finds the ones that went from VALID to USED, and only those', () => {
    const before = [
      voucherFixture(1),
      voucherFixture(2),
      usedVoucherFixture(3),
      voucherFixture(4, { status: 'NOT_DELIVERY' }),
    ];
    const after = [usedVoucherFixture(1), voucherFixture(2), usedVoucherFixture(3), usedVoucherFixture(4)];
    expect(newlyRedeemed(before, after).map((v) => v.unitNo)).toEqual([1]);
    expect(newlyRedeemed(after, after)).toEqual([]);
  });
});
