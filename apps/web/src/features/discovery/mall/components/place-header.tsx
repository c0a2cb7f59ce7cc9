import { ShopbagOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { CardImage } from '@/shared/product/card-image';
import styles from './mall.module.css';

export interface PlaceHeaderProps {
  coverUrl: string | null | undefined;
  logoUrl: string | null | undefined;
  name: string;
  storeCount: number;
  testId: string;
  nameTestId: string;
  /** What the place adds under its name: a description, or address, hours and floors. */
  children?: ReactNode;
}

/** The head of a mall or brand page: cover, logo, name and how many stores it has. */
export function PlaceHeader({
  coverUrl,
  logoUrl,
  name,
  storeCount,
  testId,
  nameTestId,
  children,
}: PlaceHeaderProps) {
  const { t } = useTranslation('browse');
  return (
    <header className={styles.header} data-testid={testId}>
      <CardImage url={coverUrl} width="banner" className={styles.cover} fallback={<ShopbagOutline />} />
      <div className={styles.headerCard}>
        <div className={styles.titleRow}>
          <CardImage url={logoUrl} width="logo" className={styles.headerLogo} fallback={<ShopbagOutline />} />
          <div>
            <h2 className={styles.headerName} data-testid={nameTestId}>
              {name}
            </h2>
            <p className={styles.mallMeta}>{t('common.storeCount', { count: storeCount })}</p>
          </div>
        </div>
        {children}
      </div>
    </header>
  );
}

/** The place header's shape while the place loads. */
export function PlaceHeaderSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true" aria-label={t('states.loading')} role="status">
      <SkeletonBlock height={180} radius={0} />
    </div>
  );
}
