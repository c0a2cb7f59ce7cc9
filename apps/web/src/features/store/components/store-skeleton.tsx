import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import styles from './store-skeleton.module.css';

/** The store home's shape while the store loads: carousel, info card and two coupon rows. */
export function StoreSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('states.loading')} data-testid="store-skeleton">
      <div className={styles.hero}>
        <SkeletonBlock height="100%" radius={0} />
      </div>
      <div className={styles.card}>
        <div className={styles.row}>
          <SkeletonBlock width={56} height={56} radius="var(--lahap-radius-lg)" />
          <div className={styles.lines}>
            <SkeletonBlock width="70%" height={20} />
            <SkeletonBlock width="45%" height={14} />
          </div>
        </div>
        <SkeletonBlock width="80%" height={14} />
        <SkeletonBlock width="60%" height={14} />
      </div>
      <CouponRowsSkeleton />
    </div>
  );
}

function CouponRowsSkeleton() {
  return (
    <div className={styles.list}>
      <SkeletonBlock width={160} height={20} />
      <SkeletonBlock height={120} radius="var(--lahap-radius-lg)" />
      <SkeletonBlock height={120} radius="var(--lahap-radius-lg)" />
    </div>
  );
}

/**
 * The coupon section's place while its answer is still coming after the store's: without it, the
 * photos below would be drawn first and then pushed down when the coupons arrive.
 */
export function CouponSectionSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('states.loading')}
      data-testid="coupon-section-skeleton"
    >
      <CouponRowsSkeleton />
    </div>
  );
}
