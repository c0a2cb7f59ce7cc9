import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../shared/ui/icons';
import styles from './home.module.css';

export interface SectionHeaderProps {
  id: string;
  title: string;
  /** The "see all" page, when the section has one. */
  seeAllHref?: string;
  seeAllLabel?: string;
  children?: ReactNode;
}

/** A home section's title row: title with anything under it (a countdown), and "see all". */
export function SectionHeader({ id, title, seeAllHref, seeAllLabel, children }: SectionHeaderProps) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.sectionHeader}>
      <div className={styles.headingGroup}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
      {seeAllHref && (
        <Link to={seeAllHref} className={styles.seeAll} aria-describedby={id}>
          {seeAllLabel ?? t('brands.seeAll')}
          <ChevronRightIcon aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
