import { SkeletonBlock } from '../../../shared/ui/skeleton';
import styles from './home-shell.module.css';

/** The banner and flash-sale shapes while the page cards load. */
export function PageCardsSkeleton() {
  return (
    <div className={styles.cardsSkeleton} aria-hidden="true">
      <SkeletonBlock height={150} radius="var(--lahap-radius-lg)" />
      <SkeletonBlock height={200} radius="var(--lahap-radius-lg)" />
    </div>
  );
}
