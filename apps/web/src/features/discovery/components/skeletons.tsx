import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import styles from './cards.module.css';

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

/** A loading product list, as a two-column grid or rows. */
export function ProductListSkeleton({ rows = 4, layout }: { rows?: number; layout: 'grid' | 'row' }) {
  return (
    <LoadingShape testId="product-list-skeleton">
      <div className={layout === 'grid' ? styles.grid : styles.stack}>
        {Array.from({ length: rows }, (_, index) => (
          <ProductCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    </LoadingShape>
  );
}
