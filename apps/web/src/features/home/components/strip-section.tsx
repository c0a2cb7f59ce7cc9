import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/shared/ui/icons';
import styles from './home.module.css';

export interface StripSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The "see all" page. */
  seeAllHref: string;
  seeAllLabel: string;
  testId: string;
  /** Shown under the title, such as a countdown. */
  subtitle?: ReactNode;
  /** The strip's `<li>` items. */
  children: ReactNode;
}

/**
 * A home card holding a sideways-scrolled strip (flash sale, brands, malls): the title row
 * with anything under the title and "see all", then the items.
 */
export function StripSection({
  id,
  title,
  seeAllHref,
  seeAllLabel,
  testId,
  subtitle,
  children,
}: StripSectionProps) {
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <div className={styles.sectionHeader}>
        <div className={styles.headingGroup}>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          {subtitle}
        </div>
        <Link to={seeAllHref} className={styles.seeAll} aria-describedby={id}>
          {seeAllLabel}
          <ChevronRightIcon aria-hidden="true" />
        </Link>
      </div>
      <ul className={styles.strip}>{children}</ul>
    </section>
  );
}
