import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import styles from './menu.module.css';

/** The menu's shape while it loads: a header, tabs and dish rows. */
export function MenuSkeleton() {
  return (
    <LoadingShape className={styles.skeleton} testId="ordering-menu-skeleton">
      <SkeletonBlock width="60%" height={24} />
      <SkeletonBlock width="30%" height={16} />
      <SkeletonBlock height={40} radius="var(--lahap-radius-pill)" />
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <SkeletonBlock width={88} height={88} radius="var(--lahap-radius-md)" />
          <div className={styles.skeletonLines}>
            <SkeletonBlock width="70%" height={18} />
            <SkeletonBlock width="90%" height={14} />
            <SkeletonBlock width="35%" height={16} />
          </div>
        </div>
      ))}
    </LoadingShape>
  );
}
