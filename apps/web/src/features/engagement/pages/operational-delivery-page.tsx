import { ORDER_FOOD_TYPE } from '@lahap/contract/enums';
import { pickText } from '@lahap/contract/locale';
import type { DeliveryStore } from '@lahap/contract/nearby/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuQrUrl } from '@/shared/config/ordering-host';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { useListPosition } from '@/shared/location/list-position';
import { StoreCard } from '@/shared/stores/store-card';
import { StoreListSkeleton } from '@/shared/stores/store-card-skeleton';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PagedList, useShownPages } from '@/shared/ui/paged-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { DELIVERY_STORES_KEY, useDeliveryStores } from '../api/delivery-stores';
import styles from './operational-delivery-page.module.css';

/**
 * Operational delivery (/platform/operationalDelivery): the stores that deliver to the customer,
 * nearest first, each opening the ordering site's delivery flow with its delivery QR.
 */
export default function OperationalDeliveryPage() {
  const { t } = useTranslation('nearby');
  const queryClient = useQueryClient();
  const position = useListPosition();
  const query = useShownPages(useDeliveryStores(position));
  const stores = query.data?.pages.flatMap((page) => page.storeList) ?? [];
  const total = query.data?.pages[0]?.total;
  useDocumentTitle(t('delivery.title'));

  return (
    <main className={styles.page} data-testid="operational-delivery-page">
      <NavBar title={t('delivery.title')} />
      <PullToRefresh onRefresh={() => queryClient.resetQueries({ queryKey: DELIVERY_STORES_KEY })}>
        <div className={styles.body}>
          <p className={styles.intro}>{t('delivery.intro')}</p>
          <Link to={paths.hotProducts.getHref()} className={styles.hotLink} data-testid="hot-products-link">
            {t('delivery.hotLink')}
          </Link>
          {total !== undefined && stores.length > 0 && (
            <p className={styles.count} data-testid="delivery-count">
              {t('delivery.count', { count: total })}
            </p>
          )}
          <PagedList
            query={query}
            rowCount={stores.length}
            skeleton={<StoreListSkeleton rows={3} />}
            empty={
              <EmptyState title={t('delivery.emptyTitle')} description={t('delivery.emptyDescription')} />
            }
            loaderTestId="delivery-foot"
          >
            <ul className={styles.list} data-testid="delivery-list">
              {stores.map((store) => (
                <DeliveryStoreItem key={store.storeId} store={store} />
              ))}
            </ul>
          </PagedList>
        </div>
      </PullToRefresh>
    </main>
  );
}

function DeliveryStoreItem({ store }: { store: DeliveryStore }) {
  const { t } = useTranslation('nearby');
  const locale = useAppLocale();
  const name = pickText(store.storeName, locale);
  const km = Math.round(store.deliveryRadiusMeters / 100) / 10;
  return (
    <li className={styles.item} data-testid="delivery-store" data-store-id={store.storeId}>
      <StoreCard store={store} list="delivery" />
      <div className={styles.deliveryRow}>
        <span>{t('delivery.radius', { km: km.toLocaleString(locale) })}</span>
        {/* The ordering site is another app: a full page load, so the order continues there. */}
        <a
          className={styles.order}
          href={menuQrUrl(store.deliveryQrCodeId, ORDER_FOOD_TYPE.delivery)}
          aria-label={t('delivery.orderLabel', { name })}
          data-testid="delivery-order"
        >
          {t('delivery.order')}
        </a>
      </div>
    </li>
  );
}
