import { formatRupiah } from '@lahap/contract/format';
import type { StoreCard } from '@lahap/contract/discovery/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCouponClaim, useIsNotCollected } from '@/shared/coupons/use-coupon-claim';
import styles from './store-card.module.css';

export interface StoreCouponClaimProps {
  coupon: StoreCard['couponList'][number];
  /** The customer's usable coupon of this batch, when they hold one. */
  heldCouponId: string | undefined;
}

/**
 * A store card's coupon with its action (spec §4 "Coupon card"): Claim (a guest logs in first),
 * Use once held (the coupon's page), or greyed once the server refused it as not collectable.
 */
export function StoreCouponClaim({ coupon, heldCouponId }: StoreCouponClaimProps) {
  const { t } = useTranslation('discovery');
  const { claim, pending, claimed } = useCouponClaim({
    batchId: coupon.couponBatchId,
    templateId: coupon.couponTemplateId,
  });
  const notCollected = useIsNotCollected(coupon.couponBatchId);
  const off = t('cards.couponOff', { amount: formatRupiah(coupon.discountAmount) });
  const held = heldCouponId !== undefined || claimed;
  const greyed = !held && notCollected;

  let action;
  if (held) {
    // The coupon's own page; the wallet when the claim's answer did not name it.
    const to = heldCouponId
      ? paths.couponDetail.getHref({ couponId: heldCouponId })
      : paths.myCouponList.getHref();
    action = (
      <Link
        to={to}
        className={`${styles.couponAction} ${styles.couponUse}`}
        aria-label={t('cards.couponAction.useLabel', { coupon: off })}
        data-testid="coupon-use"
      >
        {t('cards.couponAction.use')}
      </Link>
    );
  } else if (greyed) {
    action = (
      <span className={styles.couponState} data-testid="coupon-unavailable">
        {t('cards.couponAction.unavailable')}
      </span>
    );
  } else {
    action = (
      <button
        type="button"
        className={styles.couponAction}
        aria-label={t('cards.couponAction.claimLabel', { coupon: off })}
        aria-busy={pending}
        disabled={pending}
        onClick={() => void claim()}
        data-testid="coupon-claim"
      >
        {pending && <span className={styles.couponSpinner} aria-hidden="true" />}
        {t('cards.couponAction.claim')}
      </button>
    );
  }

  return (
    <div
      className={`${styles.couponTicket} ${greyed ? styles.couponTicketGreyed : ''}`}
      data-testid="store-card-coupon"
      data-batch-id={coupon.couponBatchId}
      data-greyed={greyed}
    >
      <span className={styles.couponTicketText}>{off}</span>
      {action}
    </div>
  );
}
