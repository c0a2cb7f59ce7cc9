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
import { CloseIcon } from '@/shared/ui/icons';
import { PagedList } from '@/shared/ui/paged-list';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useCouponApplicableStores } from '../api/coupon-applicable-stores';
import styles from './applicable-stores-popup.module.css';

export interface ApplicableStoresPopupProps {
  open: boolean;
  onClose: () => void;
  templateId: string;
}

/** The stores a coupon works at, nearest first, in a bottom sheet; a store opens its page. */
export function ApplicableStoresPopup({ open, onClose, templateId }: ApplicableStoresPopupProps) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <StoreList templateId={templateId} onClose={onClose} />
    </Popup>
  );
}

function StoreList({ templateId, onClose }: { templateId: string; onClose: () => void }) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const titleId = useId();
  const position = useListPosition();
  const query = useCouponApplicableStores(templateId, position, true);
  const stores = query.data?.pages.flatMap((page) => page.storeList) ?? [];

  return (
    <section aria-labelledby={titleId} data-testid="applicable-stores">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('stores.title')}
        </h2>
        <button
          type="button"
          className={`${iconButtonStyles.iconButton} ${styles.close}`}
          aria-label={t('stores.close')}
          onClick={onClose}
          data-testid="applicable-stores-close"
        >
          <CloseIcon />
        </button>
      </div>
      <PagedList
        query={query}
        rowCount={stores.length}
        skeleton={<ListSkeleton rows={3} />}
        empty={<EmptyState compact title={t('stores.empty')} />}
        compact
        loaderTestId="applicable-stores-foot"
      >
        <ul className={styles.list}>
          {stores.map((store) => (
            <li key={store.storeId}>
              <Link
                to={paths.merchant.getHref({ storeId: store.storeId })}
                className={styles.store}
                data-testid="applicable-store"
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
