import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import styles from './cards.module.css';

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

/** The shape of a {@link ProductCard} while it loads. */
export function ProductCardSkeleton({ layout }: { layout: 'grid' | 'row' }) {
  return (
    <div className={`${styles.skeletonCard} ${layout === 'row' ? styles.productRow : ''}`} aria-hidden="true">
      {layout === 'grid' ? (
        <SkeletonBlock width="100%" height={120} radius="var(--lahap-radius-md)" />
      ) : (
        <SkeletonBlock width={88} height={88} radius="var(--lahap-radius-md)" />
      )}
      <div className={styles.skeletonLines}>
        <SkeletonBlock width="80%" height={16} />
        <SkeletonBlock width="50%" height={16} />
      </div>
    </div>
  );
}

function LoadingList({ children, testId }: { children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('states.loading')} data-testid={testId}>
      {children}
    </div>
  );
}

/** A loading store list. */
export function StoreListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <LoadingList testId="store-list-skeleton">
      <div className={styles.stack}>
        {Array.from({ length: rows }, (_, index) => (
          <StoreCardSkeleton key={index} />
        ))}
      </div>
    </LoadingList>
  );
}

/** A loading product list, as a two-column grid or rows. */
export function ProductListSkeleton({ rows = 4, layout }: { rows?: number; layout: 'grid' | 'row' }) {
  return (
    <LoadingList testId="product-list-skeleton">
      <div className={layout === 'grid' ? styles.grid : styles.stack}>
        {Array.from({ length: rows }, (_, index) => (
          <ProductCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    </LoadingList>
  );
}
