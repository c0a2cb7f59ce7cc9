import type { Voucher } from '@lahap/contract/orders/schemas';

/**
 * The vouchers that were VALID in the last answer and are USED in this one: redeemed at a counter
 * (or a point) while the customer watched the order.
 */
export function newlyRedeemed(before: readonly Voucher[], after: readonly Voucher[]): Voucher[] {
  const wasValid = new Set(before.filter((v) => v.status === 'VALID').map((v) => v.voucherId));
  return after.filter((voucher) => voucher.status === 'USED' && wasValid.has(voucher.voucherId));
}
