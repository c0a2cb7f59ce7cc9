import type { DeletionBlockerType, DeletionForfeitType } from '@lahap/contract/enums';

/** What a user still holds that matters to an account deletion. */
export interface AccountAssetCounts {
  blockers: Readonly<Record<DeletionBlockerType, number>>;
  forfeits: Readonly<Record<DeletionForfeitType, number>>;
}

/**
 * Where the assets check reads a user's orders, coupons, vouchers, red envelopes and rewards.
 * Those modules do not exist yet; each will answer its own counts here when it lands, so the
 * deletion rules need no change then.
 */
export interface AccountAssets {
  /** users.id (internal). */
  countFor(userId: number): Promise<AccountAssetCounts>;
}

/** No orders, coupons or rewards are stored yet: every user holds nothing. */
export const noAccountAssets: AccountAssets = {
  countFor: () =>
    Promise.resolve({
      blockers: { UNFINISHED_ORDER: 0 },
      forfeits: { COUPON: 0, VOUCHER: 0, RED_ENVELOPE: 0, REWARD: 0 },
    }),
};
