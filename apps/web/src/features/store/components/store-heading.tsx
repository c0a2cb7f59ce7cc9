import { pickText } from '@lahap/contract/locale';
import type { StoreDetailData } from '@lahap/contract/store/schemas';
import { ShopbagOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CardImage } from '@/shared/product/card-image';
import { HalalBadge } from '@/shared/ui/halal-badge';
import styles from './store-heading.module.css';

export interface StoreHeadingProps {
  store: Pick<StoreDetailData, 'storeLogo' | 'storeName' | 'halalRestaurant'>;
  /** Test ids are `${testIdPrefix}-name` and `${testIdPrefix}-halal`. */
  testIdPrefix: string;
  /** The heading's id, for a section it labels. */
  headingId?: string;
  /** The store detail page shows a larger logo than the store home's info card. */
  logoSize?: 'md' | 'lg';
  /** Lines under the name (categories, price per person). */
  children?: ReactNode;
}

/** A store's logo, name and halal mark (spec §2 "Store card and store detail content"). */
export function StoreHeading({
  store,
  testIdPrefix,
  headingId,
  logoSize = 'md',
  children,
}: StoreHeadingProps) {
  const locale = useAppLocale();
  return (
    <div className={styles.heading}>
      <CardImage
        url={store.storeLogo}
        width="logo"
        className={`${styles.logo} ${logoSize === 'lg' ? styles.logoLarge : ''}`}
        fallback={<ShopbagOutline />}
      />
      <div className={styles.text}>
        <h2 id={headingId} className={styles.name} data-testid={`${testIdPrefix}-name`}>
          {pickText(store.storeName, locale)}
          {store.halalRestaurant === '1' && <HalalBadge testId={`${testIdPrefix}-halal`} />}
        </h2>
        {children}
      </div>
    </div>
  );
}
