import { couponLimitText } from '@lahap/contract/coupons/limit-text';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { CouponBatch } from '@lahap/contract/store/schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCouponClaim } from '@/shared/coupons/use-coupon-claim';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { storeCouponsPrefix, updateCachedBatch } from '../api/merchant-homepage-coupon';
import styles from './coupon-section.module.css';

/** Spec §4 "Coupon card": not collected, sold out or inactive batches are greyed. */
export function isGreyed(batch: CouponBatch): boolean {
  return batch.isNotCollected || batch.isSoldOut || batch.coupon.status !== 'ON';
}

/** Spec §5 "Coupon limit text": the per-person limits a card states, or null for none. */
export function limitText(batch: CouponBatch, t: TFunction<'store'>): string | null {
  const limit = couponLimitText(batch.receiveTimesLimit, batch.receiveTimesDailyLimit);
  switch (limit.kind) {
    case 'total':
      return t('coupons.limit.total', { count: limit.total });
    case 'daily':
      return t('coupons.limit.daily', { count: limit.daily });
    case 'both':
      return t('coupons.limit.both', { total: limit.total, daily: limit.daily });
    case 'none':
      return null;
  }
}

export interface CouponBatchCardProps {
  batch: CouponBatch;
  storeId: string;
  /** The claim's activity, when the store's batches belong to one. */
  activityId: string | null;
}

/**
 * A claimable coupon batch (spec §3 "Coupon batch", §4 "Coupon card"): the amount off, the
 * least spend, name, validity and limits, and one action that does what it says: Claim (a guest
 * logs in first), Use once claimed (the coupon's page), or the reason it cannot be claimed.
 */
export function CouponBatchCard({ batch, storeId, activityId }: CouponBatchCardProps) {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  const queryClient = useQueryClient();
  const { batchId } = batch;
  // A claimed card turns to Use with its new coupon in every cached copy of the store's coupons,
  // which are then asked for again; a refused one (9000002) stays greyed in them.
  const { claim, pending } = useCouponClaim(
    { batchId, templateId: batch.coupon.templateId, activityId },
    {
      onClaimed: (couponId) => {
        updateCachedBatch(queryClient, storeId, batchId, (current) => ({
          ...current,
          isReceive: true,
          couponId: couponId ?? current.couponId,
        }));
        void queryClient.invalidateQueries({ queryKey: storeCouponsPrefix(storeId) });
      },
      onNotCollected: () =>
        updateCachedBatch(queryClient, storeId, batchId, (current) => ({ ...current, isNotCollected: true })),
    },
  );
  const greyed = isGreyed(batch);
  const name = pickText(batch.coupon.couponName, locale);
  const subtitle = pickText(batch.coupon.couponSubTitle, locale);
  const limit = limitText(batch, t);

  let action;
  if (batch.isReceive) {
    // The claimed coupon's own page; the wallet when the answer did not name it.
    const to = batch.couponId
      ? paths.couponDetail.getHref({ couponId: batch.couponId })
      : paths.myCouponList.getHref();
    action = (
      <Link
        to={to}
        className={`${styles.claim} ${styles.use}`}
        aria-label={t('coupons.useLabel', { name })}
        data-testid="coupon-use"
      >
        {t('coupons.use')}
      </Link>
    );
  } else if (batch.isSoldOut) {
    action = <span className={styles.batchState}>{t('coupons.soldOut')}</span>;
  } else if (greyed) {
    action = (
      <span className={styles.batchState} data-testid="coupon-unavailable">
        {t('coupons.unavailable')}
      </span>
    );
  } else {
    action = (
      <button
        type="button"
        className={styles.claim}
        aria-label={t('coupons.claimLabel', { name })}
        aria-busy={pending}
        disabled={pending}
        onClick={() => void claim()}
        data-testid="coupon-claim"
      >
        {pending && <span className={styles.claimSpinner} aria-hidden="true" />}
        {t('coupons.claim')}
      </button>
    );
  }

  return (
    <article
      className={`${styles.batchCard} ${greyed ? styles.greyed : ''}`}
      data-testid="coupon-batch-card"
      data-batch-id={batch.batchId}
      data-greyed={greyed}
    >
      <div className={styles.batchValue}>
        <span className={styles.batchAmount}>{formatRupiah(batch.coupon.discountAmount)}</span>
        <span className={styles.batchMin}>
          {batch.coupon.minimumSpend > 0
            ? t('coupons.minSpend', { amount: formatRupiah(batch.coupon.minimumSpend) })
            : t('coupons.noMinSpend')}
        </span>
      </div>
      <div className={styles.batchBody}>
        <h4 className={styles.batchName}>{name}</h4>
        {subtitle && <p className={styles.batchSub}>{subtitle}</p>}
        <p className={styles.batchValid}>{t('coupons.validDays', { count: batch.coupon.validDays })}</p>
        {limit && (
          <p className={styles.batchLimit} data-testid="coupon-limit">
            {limit}
          </p>
        )}
      </div>
      <div className={styles.batchAction}>{action}</div>
    </article>
  );
}
