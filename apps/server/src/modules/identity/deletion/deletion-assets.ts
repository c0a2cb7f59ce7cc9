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

/** What one module counts of a user's assets: only the kinds it keeps. */
export type AccountAssetSource = (userId: number) => Promise<{
  blockers?: Partial<Record<DeletionBlockerType, number>>;
  forfeits?: Partial<Record<DeletionForfeitType, number>>;
}>;

/**
 * The assets check over every module that keeps something of a user's: each registers its own
 * source when it starts (orders: unpaid orders and live vouchers), so identity imports none of
 * them. The counts are the sums over the sources, starting from `base`.
 */
export function createAccountAssetRegistry(base: AccountAssets = noAccountAssets) {
  const sources: AccountAssetSource[] = [];
  return {
    add(source: AccountAssetSource): void {
      sources.push(source);
    },
    async countFor(userId: number): Promise<AccountAssetCounts> {
      const start = await base.countFor(userId);
      const blockers = { ...start.blockers };
      const forfeits = { ...start.forfeits };
      for (const source of sources) {
        const counts = await source(userId);
        for (const [type, n] of Object.entries(counts.blockers ?? {}) as [DeletionBlockerType, number][])
          blockers[type] += n;
        for (const [type, n] of Object.entries(counts.forfeits ?? {}) as [DeletionForfeitType, number][])
          forfeits[type] += n;
      }
      return { blockers, forfeits };
    },
  };
}
