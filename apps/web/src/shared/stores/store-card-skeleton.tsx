import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import styles from './store-card.module.css';

/** The shape of a {@link StoreCard} while it loads. */
export function StoreCardSkeleton() {
  return (
    <div className={styles.skeletonCard} aria-hidden="true">
      <div className={styles.storeHead}>
        <SkeletonBlock width={64} height={64} radius="var(--lahap-radius-md)" />
        <div className={styles.skeletonLines}>
          <SkeletonBlock width="65%" height={18} />
          <SkeletonBlock width="45%" height={14} />
          <SkeletonBlock width="35%" height={14} />
        </div>
      </div>
      <div className={styles.skeletonDeals}>
        <SkeletonBlock width={96} height={72} radius="var(--lahap-radius-md)" />
        <SkeletonBlock width={96} height={72} radius="var(--lahap-radius-md)" />
        <SkeletonBlock width={96} height={72} radius="var(--lahap-radius-md)" />
      </div>
    </div>
  );
}

/** A loading store list. */
export function StoreListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <LoadingShape testId="store-list-skeleton">
      <div className={styles.stack}>
        {Array.from({ length: rows }, (_, index) => (
          <StoreCardSkeleton key={index} />
        ))}
      </div>
    </LoadingShape>
  );
}
