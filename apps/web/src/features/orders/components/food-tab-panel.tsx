import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';
import { PagedList, useShownPages } from '@/shared/ui/paged-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { MY_FOOD_ORDERS_KEY, useMyFoodOrders } from '../api/my-food-orders';
import { FoodOrderCard } from './food-order-card';
import styles from './order-tab-panel.module.css';

/**
 * The orders tab's food sub-tab: the customer's table bills, pickups and deliveries, 10 a page,
 * the next page 250 px before the end (only while the sub-tab shows). Placeholders first, an error
 * with retry, an empty view; pulling down loads it afresh.
 */
export function FoodTabPanel({ active }: { active: boolean }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const orders = useShownPages(useMyFoodOrders());
  const cards = orders.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <PullToRefresh onRefresh={() => queryClient.resetQueries({ queryKey: MY_FOOD_ORDERS_KEY })}>
      <div className={styles.body}>
        <PagedList
          query={{ ...orders, hasNextPage: orders.hasNextPage && active }}
          rowCount={cards.length}
          skeleton={<ListSkeleton rows={3} />}
          empty={
            <EmptyState
              illustration={EmptyPlateIllustration}
              title={t('list.empty.food.title')}
              description={t('list.empty.food.description')}
            />
          }
          loaderTestId="order-list-food-foot"
        >
          <ul className={styles.list} data-testid="order-list-food">
            {cards.map((card) => (
              <li key={`${card.kind}-${card.id}`}>
                <FoodOrderCard card={card} />
              </li>
            ))}
          </ul>
        </PagedList>
      </div>
    </PullToRefresh>
  );
}
