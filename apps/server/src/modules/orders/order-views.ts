import type {
  OrderCardStatus,
  OrderLifecycleStatus,
  VoucherCodeType,
  VoucherStatus,
} from '@lahap/contract/enums';
import { jakartaDaysLeft } from '@lahap/contract/jakarta-day';
import type { LocalizedText } from '@lahap/contract/locale';
import {
  NO_VOUCHERS,
  type VoucherCounts,
  orderCardStatus,
  voucherStatusAt,
} from '@lahap/contract/orders/lifecycle';
import type { OrderCard, Voucher } from '@lahap/contract/orders/schemas';
import { currentRedeemCode, holdRedeemCode } from '@lahap/contract/redemption/code';
import type { MerchantRedemptionKeys } from '../../plugins/redemption-keys.js';
import type { OrderProductRow } from '../catalog/index.js';
import type { OrderCardRow, OrderRow } from './order-repository.js';
import { type VoucherRow, refundableAt } from './voucher-repository.js';
import { iso, isoOrNull } from '../../lib/clock.js';

const MINUTE_MS = 60_000;

export const isPartnerCode = (type: VoucherCodeType) => type === 'CODE' || type === 'CODE_LINK';
export const isUnpaid = (status: OrderLifecycleStatus) => status === 'INIT' || status === 'SUBMIT';

/** A voucher as the cards read it: its stored state and window. */
export interface VoucherBrief {
  status: VoucherStatus;
  start: number;
  end: number;
}

/** How many vouchers are in each state at `now`: a live one past its end counts as expired. */
export function countsAt(vouchers: readonly VoucherBrief[], now: number): VoucherCounts {
  const counts: Record<VoucherStatus, number> = { ...NO_VOUCHERS };
  for (const v of vouchers) counts[voucherStatusAt({ status: v.status, effectiveEnd: v.end }, now)] += 1;
  return counts;
}

/** When an order's vouchers work, once it is paid; null before (no vouchers yet). */
export function windowOf(vouchers: readonly VoucherBrief[]): { start: number; end: number } | null {
  if (vouchers.length === 0) return null;
  return {
    start: Math.min(...vouchers.map((v) => v.start)),
    end: Math.max(...vouchers.map((v) => v.end)),
  };
}

/**
 * The card's status at `now` (contract `orderCardStatus`). An unpaid order past its deadline can
 * no longer be paid (the cashier refuses it): it reads as cancelled before the auto-cancel job
 * has written it.
 */
export function cardStatusOf(
  row: OrderRow,
  counts: VoucherCounts,
  effectiveStart: number | null,
  now: number,
): OrderCardStatus {
  if (isUnpaid(row.status) && row.pay_deadline_ms <= now) return 'cancel';
  return orderCardStatus({ status: row.status, counts, effectiveStart: effectiveStart ?? 0, now });
}

/** Whole minutes left to pay, rounded up, while the card waits for payment. */
export const remainPayMinutes = (row: OrderRow, status: OrderCardStatus, now: number) =>
  status === 'wait_pay' ? Math.max(0, Math.ceil((row.pay_deadline_ms - now) / MINUTE_MS)) : 0;

/** The order card (spec §3) at `now`, with what its footer needs (spec §4). */
export function orderCardOf(row: OrderCardRow, product: OrderProductRow | undefined, now: number): OrderCard {
  const counts = countsAt(row.vouchers, now);
  const window = windowOf(row.vouchers);
  const live = counts.VALID + counts.NOT_DELIVERY;
  const status = cardStatusOf(row, counts, window?.start ?? null, now);
  const lapsed = status === 'cancel' && isUnpaid(row.status);
  return {
    orderId: row.id,
    category: 'order',
    status,
    orderStatus: row.status,
    applicableStoreName: product?.store_name ?? null,
    storeId: product?.store_id ?? null,
    applicableStoreCount: product?.store_count ?? 0,
    multiStoreSign: (product?.store_count ?? 0) > 1,
    productId: row.product_id,
    skuId: row.sku_id,
    productName: row.product_name,
    description: product?.description ?? {},
    logoUrl: row.image_url,
    quantity: row.quantity,
    realityAmount: row.payable_amount,
    remainPayMinutes: remainPayMinutes(row, status, now),
    createTime: iso(row.created_at_ms),
    // A lapsed order closed at its deadline, whenever the job gets to it.
    cancelTime: lapsed ? iso(row.pay_deadline_ms) : isoOrNull(row.cancelled_at_ms),
    updateTime: iso(
      Math.max(row.created_at_ms, row.paid_at_ms ?? 0, row.cancelled_at_ms ?? 0, row.touched_at_ms ?? 0),
    ),
    redeemTimeType: row.redeem_starts_ms === null ? 'RELATIVE_TIME' : 'FIXED_TIME',
    effectiveStartTime: window ? iso(window.start) : null,
    effectiveEndTime: window ? iso(window.end) : null,
    usedTime: isoOrNull(row.used_at_ms),
    returnTime: isoOrNull(row.returned_at_ms),
    exchangeEndTime: window && isPartnerCode(row.code_type) ? iso(window.end) : null,
    thirdCodeType: row.code_type,
    remainingConsumerDays: window && live > 0 ? jakartaDaysLeft(now, window.end) : null,
    orderUseLimitNum: live,
    voucherCounts: counts,
  };
}

/** Whether a voucher's own code works at `now`: VALID, ours (not a partner's), within its window. */
export const codeWorksAt = (voucher: VoucherRow, now: number) =>
  voucher.status === 'VALID' &&
  !isPartnerCode(voucher.code_type) &&
  voucher.effective_start_ms <= now &&
  now < voucher.effective_end_ms;

/** The key of a place in the names `voucherOf` reads: stores and redemption points have their own ids. */
export const placeKey = (kind: 'store' | 'point', id: string) => `${kind}:${id}`;

/**
 * A voucher as the customer's app shows it at `now`: while its own code works, the code a
 * counter accepts now and the seed to keep it turning offline. The seed is the voucher's own key
 * pair's and the certificate its merchant's key signed for it, never anything of the merchant's:
 * it makes this voucher's codes only.
 */
export function voucherOf(
  v: VoucherRow,
  now: number,
  merchantKeys: (merchantId: string) => Pick<MerchantRedemptionKeys, 'codeSeed'>,
  places: ReadonlyMap<string, LocalizedText>,
): Voucher {
  let code: Pick<Voucher, 'code' | 'qrText' | 'codeSeed'> = { code: null, qrText: null, codeSeed: null };
  const codeSeed = codeWorksAt(v, now) ? merchantKeys(v.merchant_id).codeSeed('V', v.id, v.product_id) : null;
  const held = codeSeed && holdRedeemCode(codeSeed);
  if (codeSeed && held) {
    const shown = currentRedeemCode(held, now);
    code = { code: shown.typed, qrText: shown.qrText, codeSeed };
  }
  const place =
    v.used_point_id !== null
      ? placeKey('point', v.used_point_id)
      : v.used_store_id !== null
        ? placeKey('store', v.used_store_id)
        : null;
  return {
    voucherId: v.id,
    unitNo: v.unit_no,
    status: voucherStatusAt({ status: v.status, effectiveEnd: v.effective_end_ms }, now),
    amount: v.amount,
    thirdCodeType: v.code_type,
    ...code,
    effectiveStartTime: iso(v.effective_start_ms),
    effectiveEndTime: iso(v.effective_end_ms),
    usedTime: isoOrNull(v.used_at_ms),
    usedPlaceName: place === null ? null : (places.get(place) ?? null),
    refundTime: v.refund_id === null ? null : isoOrNull(v.ended_at_ms),
    refundable: refundableAt(v, now),
    redeemableAtPoint: v.code_type === 'PAPER_VOUCHER' && codeWorksAt(v, now),
  };
}
