/**
 * The store staff console's calls, under `/api/merchant` (ours: the spec shows no merchant or
 * cashier role; the orders issue names these paths, listed in docs/api.md).
 */
export const REDEMPTION_PATHS = {
  /** Log in as a store's staff, after the same sendCode customers use. */
  staffLogin: '/merchant/staff/login',
  /** What a counter needs to check codes offline: its merchant's key and what its store accepts. */
  staffKit: '/merchant/staff/kit',
  /** What a scanned or typed code is, and whether it can be redeemed here. */
  redeemInspect: '/merchant/redeem/inspect',
  /** Redeem it (never twice). */
  redeemConfirm: '/merchant/redeem/confirm',
  /** Redemptions confirmed offline, sent once the counter is back online. */
  redeemSync: '/merchant/redeem/sync',
  /** The store's redemptions of a day. */
  redeemHistory: '/merchant/redeem/history',
} as const;
export type RedemptionPath = (typeof REDEMPTION_PATHS)[keyof typeof REDEMPTION_PATHS];
