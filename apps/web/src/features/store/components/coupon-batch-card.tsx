import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { CouponBatch } from '@lahap/contract/store/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import styles from './coupon-section.module.css';

/** Spec §4 "Coupon card": not collected, sold out or inactive batches are greyed. */
export function isGreyed(batch: CouponBatch): boolean {
  return batch.isNotCollected || batch.isSoldOut || batch.coupon.status !== 'ON';
}

/**
 * A claimable coupon batch (spec §3 "Coupon batch", §4 "Coupon card"): the amount off, the
 * least spend, name and validity, with Claim, or Use once claimed. Claiming needs a login: a
 * guest's Claim opens the login prompt. The claim call itself arrives with the coupons issue,
 * so a logged-in customer sees Claim but cannot press it yet.
 */
export function CouponBatchCard({ batch }: { batch: CouponBatch }) {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const greyed = isGreyed(batch);
  const name = pickText(batch.coupon.couponName, locale);
  const subtitle = pickText(batch.coupon.couponSubTitle, locale);

  let action;
  if (batch.isReceive) {
    action = (
      <Link to={paths.myCouponList.getHref()} className={styles.claim} data-testid="coupon-use">
        {t('coupons.use')}
      </Link>
    );
  } else {
    const canAskLogin = !greyed && !loggedIn;
    action = (
      <button
        type="button"
        className={styles.claim}
        aria-disabled={!canAskLogin}
        aria-label={t('coupons.claimLabel', { name })}
        onClick={canAskLogin ? () => void requireLogin('claim') : undefined}
        data-testid="coupon-claim"
      >
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
      </div>
      <div className={styles.batchAction}>
        {batch.isSoldOut ? <span className={styles.batchState}>{t('coupons.soldOut')}</span> : action}
      </div>
    </article>
  );
}
