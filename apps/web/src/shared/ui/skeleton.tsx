import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

export interface SkeletonBlockProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
}

/** One shimmering placeholder shape. */
export function SkeletonBlock({
  width = '100%',
  height = 16,
  radius = 'var(--lahap-radius-sm)',
}: SkeletonBlockProps) {
  return <span className={styles.block} style={{ width, height, borderRadius: radius }} />;
}

/** A list card placeholder: thumbnail and three lines, the shape of store and coupon cards. */
export function CardSkeleton() {
  return (
    <div className={styles.card}>
      <SkeletonBlock width={88} height={88} radius="var(--lahap-radius-md)" />
      <div className={styles.lines}>
        <SkeletonBlock width="70%" height={18} />
        <SkeletonBlock width="45%" height={14} />
        <SkeletonBlock width="55%" height={14} />
      </div>
    </div>
  );
}

/**
 * A screen's shape while it loads: its placeholders, announced once as loading (their own
 * shimmer says nothing to a screen reader).
 */
export function LoadingShape({
  className,
  testId,
  children,
}: {
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={className}
      role="status"
      aria-busy="true"
      aria-label={t('states.loading')}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

/** A page-sized loading state: a stack of card placeholders announced as loading. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <LoadingShape className={styles.list} testId="list-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </LoadingShape>
  );
}
