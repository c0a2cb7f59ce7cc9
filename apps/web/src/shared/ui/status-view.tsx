import type { ComponentType, ReactNode } from 'react';
import type { IllustrationProps } from './illustrations/frame';
import styles from './status-view.module.css';

export interface StatusViewProps {
  illustration: ComponentType<IllustrationProps>;
  /** A short pill above the title ("Coming soon"). */
  badge?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons under the text, stacked full width. */
  actions?: ReactNode;
  /** Smaller type and illustration, for a section inside a page. */
  compact?: boolean;
  testId?: string;
  /** `alert` for errors a screen reader should announce. */
  role?: 'alert' | 'status';
}

/** Illustration, title, text and actions, centred: the shape of every empty and error state. */
export function StatusView({
  illustration: Illustration,
  badge,
  title,
  description,
  actions,
  compact,
  testId,
  role,
}: StatusViewProps) {
  return (
    <section className={`${styles.view} ${compact ? styles.compact : ''}`} data-testid={testId} role={role}>
      <Illustration size={compact ? 120 : 160} />
      {badge && <span className={styles.badge}>{badge}</span>}
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
