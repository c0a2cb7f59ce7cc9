import type { FoodOrder } from '@lahap/contract/ordering/food-order-schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { StatusView } from '@/shared/ui/status-view';
import { useKitchenFoodOrders } from '../api/kitchen-food-orders';
import { FoodOrderCard } from '../components/food-order-card';
import { KitchenFrame } from '../components/kitchen-frame';
import { KitchenLoadFailed } from '../components/kitchen-load-failed';
import { RoundsSkeleton } from '../components/kitchen-skeleton';
import { UpdatedAgo } from '../components/updated-ago';
import { FOOD_QUEUE_STATUSES, groupFoodOrders, type FoodQueueStatus } from '../model/kitchen-food-orders';
import { useStaffSession } from '../model/staff-session';
import styles from './kitchen-page.module.css';

function OrderGroup({ status, orders }: { status: FoodQueueStatus; orders: FoodOrder[] }) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={`kitchen-food-group-${status}`}>
      <h2 id={headingId} className={styles.groupTitle}>
        {t(`kitchen.food.group.${status}`)}
        <span className={styles.count}>{orders.length}</span>
      </h2>
      <div className={styles.rounds}>
        {orders.map((order) => (
          <FoodOrderCard key={order.orderId} order={order} />
        ))}
      </div>
    </section>
  );
}

/**
 * The pickup and delivery orders tab (`/staff/kitchen/orders`): the store's paid orders still to
 * hand over, grouped new, in preparation, ready and on their way, each with one button for its
 * next step. Polled while visible, and pulled to refresh.
 */
export function KitchenOrdersPage() {
  const { t } = useTranslation(['staff', 'common']);
  const storeId = useStaffSession((state) => state.session?.staff.storeId ?? '');
  const orders = useKitchenFoodOrders(storeId);
  const groups = orders.data ? groupFoodOrders(orders.data.orderList) : null;
  const empty = groups !== null && FOOD_QUEUE_STATUSES.every((status) => groups[status].length === 0);

  return (
    <KitchenFrame testId="kitchen-food-orders">
      <PullToRefresh onRefresh={() => orders.refetch()}>
        <div className={styles.column}>
          <UpdatedAgo at={orders.dataUpdatedAt} failed={orders.isRefetchError} />
          {orders.isPending ? (
            <RoundsSkeleton />
          ) : !groups ? (
            <KitchenLoadFailed testId="kitchen-food-failed" onRetry={() => void orders.refetch()} />
          ) : empty ? (
            <StatusView
              illustration={EmptyPlateIllustration}
              compact
              title={t('kitchen.food.empty')}
              description={t('kitchen.food.emptyBody')}
              role="status"
              testId="kitchen-food-empty"
            />
          ) : (
            FOOD_QUEUE_STATUSES.map(
              (status) =>
                groups[status].length > 0 && (
                  <OrderGroup key={status} status={status} orders={groups[status]} />
                ),
            )
          )}
        </div>
      </PullToRefresh>
    </KitchenFrame>
  );
}
