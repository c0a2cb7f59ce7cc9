import { SkeletonBlock } from '../../../shared/ui/skeleton';
import styles from './home-shell.module.css';

/**
 * The shapes of the four cards (banner, flash sale, brands, malls) at their usual heights, so the
 * store list below does not jump when they arrive.
 */
const CARD_HEIGHTS = [149, 284, 152, 202] as const;

export function PageCardsSkeleton() {
  return (
    <div className={styles.cardsSkeleton} aria-hidden="true">
      {CARD_HEIGHTS.map((height) => (
        <SkeletonBlock key={height} height={height} radius="var(--lahap-radius-lg)" />
      ))}
    </div>
  );
}
