import { COUPON_LIST_SCROLL_THRESHOLD, INFINITE_SCROLL_THRESHOLD } from '@lahap/contract/constants';
import type { VoucherOrderTab } from '@lahap/contract/enums';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { myCouponsKey, useMyCoupons } from '@/shared/coupons/coupon-api';
import { useGuardedNextPage } from '@/shared/coupons/page-load-guard';
import { CouponCard } from '@/shared/coupons/wallet-coupon-card';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';
import { InfiniteLoader, infiniteLoaderProps } from '@/shared/ui/infinite-loader';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { myOrdersKey, useMyOrders } from '../api/my-orders';
import { OrderCard } from './order-card';
import styles from './order-tab-panel.module.css';

/** The store coupons the useable sub-tab goes on with: the customer's valid SaaS coupons. */
const STORE_COUPONS = { business: 'SAAS', filter: 'valid' } as const;

export interface OrderTabPanelProps {
  tab: VoucherOrderTab;
  /** The sub-tab shown; a hidden one keeps its list but loads no further page. */
  active: boolean;
}

/**
 * One sub-tab of the orders tab (spec §2 "Orders tab"), with its own list and paging: order
 * cards 10 a page, the next page 250 px before the end. The useable sub-tab, once its orders have
 * run out, goes on with the customer's valid store coupons (SaaS coupon cards, 20 a page, 500 px
 * ahead, a second apart at the soonest). Placeholders first, an error with retry, an empty view
 * when there is nothing at all; pulling down loads it afresh.
 */
export function OrderTabPanel({ tab, active }: OrderTabPanelProps) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const orders = useMyOrders(tab, true);
  const cards = orders.data?.pages.flatMap((page) => page.orderList) ?? [];
  const ordersDone = orders.isSuccess && !orders.hasNextPage;
  const withCoupons = tab === 'useable';
  const coupons = useMyCoupons(STORE_COUPONS.business, STORE_COUPONS.filter, withCoupons && ordersDone);
  const couponCount = coupons.data?.pages.reduce((sum, page) => sum + page.couponList.length, 0) ?? 0;
  const couponsEmpty = coupons.isSuccess && couponCount === 0;

  const refresh = () =>
    Promise.all([
      queryClient.resetQueries({ queryKey: myOrdersKey(tab) }),
      withCoupons &&
        queryClient.resetQueries({ queryKey: myCouponsKey(STORE_COUPONS.business, STORE_COUPONS.filter) }),
    ]);

  let content: ReactNode;
  if (orders.isPending) content = <ListSkeleton rows={3} />;
  else if (orders.isError && cards.length === 0) {
    content = <ErrorState onRetry={() => void orders.refetch()} />;
  } else if (ordersDone && cards.length === 0 && (!withCoupons || couponsEmpty)) {
    content = (
      <EmptyState
        illustration={EmptyPlateIllustration}
        title={t(`list.empty.${tab}.title`)}
        description={t(`list.empty.${tab}.description`)}
      />
    );
  } else {
    const loader = infiniteLoaderProps(orders);
    content = (
      <>
        {cards.length > 0 && (
          <ul className={styles.list} data-testid={`order-list-${tab}`}>
            {cards.map((order, index) => (
              <li key={order.orderId || `missing-${String(index)}`}>
                <OrderCard order={order} tab={tab} />
              </li>
            ))}
          </ul>
        )}
        {withCoupons && ordersDone ? (
          <StoreCoupons query={coupons} active={active} afterOrders={cards.length > 0} />
        ) : (
          <InfiniteLoader
            {...loader}
            hasMore={loader.hasMore && active}
            threshold={INFINITE_SCROLL_THRESHOLD}
            testId={`order-list-${tab}-foot`}
          />
        )}
      </>
    );
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.body}>{content}</div>
    </PullToRefresh>
  );
}

type CouponQuery = ReturnType<typeof useMyCoupons>;

/** The useable sub-tab's store coupons, after its order cards. */
function StoreCoupons({
  query,
  active,
  afterOrders,
}: {
  query: CouponQuery;
  active: boolean;
  afterOrders: boolean;
}) {
  const { t } = useTranslation('orders');
  const coupons = query.data?.pages.flatMap((page) => page.couponList) ?? [];
  const pageCount = query.data?.pages.length ?? 0;
  const { loadMore, waiting } = useGuardedNextPage(query.fetchNextPage, pageCount);

  if (query.isPending) return <ListSkeleton rows={afterOrders ? 1 : 3} />;
  if (query.isError && coupons.length === 0) {
    return <ErrorState compact onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      {coupons.length > 0 && (
        <section className={styles.coupons} aria-labelledby="order-store-coupons-title">
          <h2 id="order-store-coupons-title" className={styles.sectionTitle}>
            {t('list.storeCoupons')}
          </h2>
          <ul className={styles.list} data-testid="order-store-coupons">
            {coupons.map((coupon) => (
              <li key={coupon.id}>
                <CouponCard coupon={coupon} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <InfiniteLoader
        hasMore={query.hasNextPage && !query.isFetchNextPageError && active}
        loading={query.isFetchingNextPage || waiting}
        onLoadMore={loadMore}
        threshold={COUPON_LIST_SCROLL_THRESHOLD}
        pageCount={pageCount}
        failed={query.isFetchNextPageError}
        testId="order-store-coupons-foot"
      />
    </>
  );
}
