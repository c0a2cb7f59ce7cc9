import type { ReactNode } from 'react';
import styles from './button.module.css';

export interface PlainButtonProps {
  children: ReactNode;
  onClick: () => void;
  variant?: 'primary' | 'secondary';
  /** Shows a spinner and ignores taps while an action runs. */
  loading?: boolean;
  testId?: string;
}

/**
 * A button with no dependency on antd-mobile, for the screens that must render when nothing
 * else can load: the no-network and error screens.
 */
export function PlainButton({
  children,
  onClick,
  variant = 'primary',
  loading = false,
  testId,
}: PlainButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      onClick={onClick}
      disabled={loading}
      aria-busy={loading}
      data-testid={testId}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
