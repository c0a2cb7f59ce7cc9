import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import styles from './feed-grid.module.css';

/** The feed's first page loading: two columns of poster-shaped placeholders. */
export function FeedSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <LoadingShape className={styles.grid} testId="feed-skeleton">
      {Array.from({ length: cards }, (_, i) => (
        <span key={i} className={styles.skeletonCard}>
          <span className={styles.skeletonPoster}>
            <SkeletonBlock height="100%" radius="var(--lahap-radius-lg)" />
          </span>
          <SkeletonBlock width="85%" height={14} />
          <SkeletonBlock width="50%" height={14} />
        </span>
      ))}
    </LoadingShape>
  );
}
