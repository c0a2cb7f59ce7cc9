import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import styles from './kitchen-skeleton.module.css';

/** The queue's shape while its first answer comes: round cards with their lines and button. */
export function RoundsSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <LoadingShape className={styles.stack} testId="kitchen-loading">
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={styles.card}>
          <SkeletonBlock width="55%" height={20} />
          <SkeletonBlock width="30%" height={14} />
          <SkeletonBlock width="80%" height={18} />
          <SkeletonBlock width="70%" height={18} />
          <SkeletonBlock height={56} radius="var(--lahap-radius-lg)" />
        </div>
      ))}
    </LoadingShape>
  );
}

/** The table map's shape while it loads: a grid of table tiles. */
export function TablesSkeleton({ tiles = 6 }: { tiles?: number }) {
  return (
    <LoadingShape className={styles.grid} testId="kitchen-loading">
      {Array.from({ length: tiles }, (_, index) => (
        <div key={index} className={styles.card}>
          <SkeletonBlock width="60%" height={20} />
          <SkeletonBlock width="40%" height={14} />
          <SkeletonBlock width="70%" height={14} />
        </div>
      ))}
    </LoadingShape>
  );
}
