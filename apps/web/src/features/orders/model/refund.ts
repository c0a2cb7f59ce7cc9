import type { RefundReasonCode } from '@lahap/contract/enums';
import type { Voucher } from '@lahap/contract/orders/schemas';
import type { RefundRequest } from '../api/order-actions';

/** The vouchers the customer may ask back now, in the order's order. */
export function refundableVouchers(vouchers: readonly Voucher[]): Voucher[] {
  return vouchers.filter((voucher) => voucher.refundable).sort((a, b) => a.unitNo - b.unitNo);
}

/** What the chosen vouchers bring back together: the sum of their shares of the price. */
export function refundTotal(vouchers: readonly Voucher[], chosen: ReadonlySet<string>): number {
  return vouchers.reduce((sum, voucher) => (chosen.has(voucher.voucherId) ? sum + voucher.amount : sum), 0);
}

/**
 * The refund call's body: the chosen vouchers by name (in the order's order, so the server and
 * the customer's screen agree on which), the reason, and the note only when one was written.
 */
export function refundRequest(
  orderId: string,
  vouchers: readonly Voucher[],
  chosen: ReadonlySet<string>,
  reason: RefundReasonCode,
  note: string,
): RefundRequest {
  const voucherIds = vouchers.filter((voucher) => chosen.has(voucher.voucherId)).map((v) => v.voucherId);
  const trimmed = note.trim();
  return { orderId, voucherIds, reason, ...(trimmed ? { note: trimmed } : {}) };
}
