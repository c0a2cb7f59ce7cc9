import { SEARCH_TEXT_MAX_LENGTH } from '@lahap/contract/constants';
import { pickText } from '@lahap/contract/locale';
import Popup from 'antd-mobile/es/components/popup';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { useListPosition } from '@/shared/location/list-position';
import { CardImage } from '@/shared/product/card-image';
import { DistanceText } from '@/shared/ui/distance-text';
import { EmptyState } from '@/shared/ui/empty-state';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';
import { PagedList } from '@/shared/ui/paged-list';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useSearchText } from '@/shared/ui/use-search-text';
import { useProductApplicableStores } from '../api/product-applicable-stores';
import styles from './product-stores-popup.module.css';

export interface ProductStoresPopupProps {
  open: boolean;
  onClose: () => void;
  productId: string;
}

/**
 * The applicable-stores popup of a dine-out voucher (spec §2): a searchable paged list of the
 * stores it is redeemed at, nearest first, in a bottom sheet; a store opens its page. The list
 * starts over when the search text settles or the customer's position arrives (spec §4).
 */
export function ProductStoresPopup({ open, onClose, productId }: ProductStoresPopupProps) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <StoreList productId={productId} onClose={onClose} />
    </Popup>
  );
}

function StoreList({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { t } = useTranslation('commerce');
  const locale = useAppLocale();
  const titleId = useId();
  const position = useListPosition();
  const search = useSearchText();
  const query = useProductApplicableStores(productId, search.query, position, true);
  const stores = query.data?.pages.flatMap((page) => page.storeList) ?? [];

  return (
    <section aria-labelledby={titleId} data-testid="product-stores">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('stores.title')}
        </h2>
        <button
          type="button"
          className={`${iconButtonStyles.iconButton} ${styles.close}`}
          aria-label={t('stores.close')}
          onClick={onClose}
          data-testid="product-stores-close"
        >
          <CloseIcon />
        </button>
        <form
          role="search"
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            search.submit();
          }}
        >
          <SearchIcon />
          <input
            type="search"
            className={styles.searchInput}
            value={search.input}
            onChange={(event) => search.setInput(event.target.value)}
            placeholder={t('stores.search')}
            aria-label={t('stores.search')}
            maxLength={SEARCH_TEXT_MAX_LENGTH * 4}
            enterKeyHint="search"
            data-testid="product-stores-search"
          />
        </form>
      </div>
      <PagedList
        query={query}
        rowCount={stores.length}
        skeleton={<ListSkeleton rows={3} />}
        empty={<EmptyState compact title={search.query ? t('stores.noMatch') : t('stores.empty')} />}
        compact
        loaderTestId="product-stores-foot"
      >
        <ul className={styles.list}>
          {stores.map((store) => (
            <li key={store.storeId}>
              <Link
                to={paths.merchant.getHref({ storeId: store.storeId })}
                className={styles.store}
                data-testid="product-store"
              >
                <CardImage
                  url={store.storeLogo}
                  width="logo"
                  className={styles.logo}
                  fallback={<ShopbagOutline />}
                />
                <span className={styles.text}>
                  <span className={styles.name}>{pickText(store.storeName, locale)}</span>
                  <span className={styles.address}>{pickText(store.storeAddress, locale)}</span>
                </span>
                <DistanceText metres={store.distance} className={styles.distance} />
              </Link>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
