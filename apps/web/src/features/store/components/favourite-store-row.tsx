import { pickText } from '@lahap/contract/locale';
import type { FavouriteStore } from '@lahap/contract/store/schemas';
import { HeartFill, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { HalalBadge } from '@/shared/ui/halal-badge';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CardImage } from '@/shared/product/card-image';
import { DistanceText } from '@/shared/ui/distance-text';
import styles from './favourite-store-row.module.css';

export interface FavouriteStoreRowProps {
  store: FavouriteStore;
  onRemove: (store: FavouriteStore) => void;
  removing: boolean;
}

/**
 * A saved store in My Favourites: logo, name, cuisine, price per person, open or closed and
 * distance, opening the store; the heart removes it from the favourites.
 */
export function FavouriteStoreRow({ store, onRemove, removing }: FavouriteStoreRowProps) {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  const name = pickText(store.storeName, locale);
  const cuisine = pickText(store.businessCategoryName, locale);
  const pricePerCapita = pickText(store.pricePerCapita, locale);

  return (
    <li
      className={`${styles.row} ${store.isAvailable ? '' : styles.unavailable}`}
      data-testid="favourite-store"
      data-store-id={store.storeId}
    >
      <Link to={paths.merchant.getHref({ storeId: store.storeId })} className={styles.link}>
        <CardImage url={store.storeLogo} width="logo" className={styles.logo} fallback={<ShopbagOutline />} />
        <span className={styles.text}>
          <span className={styles.name}>
            <span className={styles.ellipsis}>{name}</span>
            {store.halalRestaurant === '1' && <HalalBadge />}
          </span>
          <span className={styles.meta}>
            {cuisine && <span className={styles.ellipsis}>{cuisine}</span>}
            <DistanceText metres={store.distance} className={styles.nowrap} />
          </span>
          <span className={styles.meta}>
            {store.isAvailable ? (
              <span className={`${styles.nowrap} ${store.isOpen ? styles.open : styles.closed}`}>
                {store.isOpen ? t('hours.open') : t('hours.closed')}
              </span>
            ) : (
              <span className={`${styles.nowrap} ${styles.closed}`}>{t('favourites.unavailable')}</span>
            )}
            {pricePerCapita && <span className={styles.ellipsis}>{pricePerCapita}</span>}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('favourites.removeLabel', { name })}
        disabled={removing}
        onClick={() => onRemove(store)}
        data-testid="favourite-remove"
      >
        <HeartFill />
      </button>
    </li>
  );
}
