/** Which limits a coupon card states (spec §5 "Coupon limit text"); -1 is unlimited. */
export type CouponLimitText =
  | { kind: 'none' }
  | { kind: 'total'; total: number }
  | { kind: 'daily'; daily: number }
  | { kind: 'both'; total: number; daily: number };

/**
 * Only a total limit above 0 with no daily limit shows the total; the reverse shows the daily;
 * both above 0 show both; anything else shows nothing.
 */
export function couponLimitText(total: number, daily: number): CouponLimitText {
  if (total > 0 && daily > 0) return { kind: 'both', total, daily };
  if (total > 0 && daily < 0) return { kind: 'total', total };
  if (daily > 0 && total < 0) return { kind: 'daily', daily };
  return { kind: 'none' };
}
