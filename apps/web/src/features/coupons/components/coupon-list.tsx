import { COUPON_LIST_SCROLL_THRESHOLD } from '@lahap/contract/constants';
import type { CouponListFilter } from '@lahap/contract/coupons/schemas';
import type { BusinessLine } from '@lahap/contract/enums';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { myCouponsKey, useMyCoupons } from '@/shared/coupons/coupon-api';
import { ErrorState } from '@/shared/ui/error-state';
import { InfiniteLoader } from '@/shared/ui/infinite-loader';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useGuardedNextPage } from '@/shared/coupons/page-load-guard';
import { CouponCard } from '@/shared/coupons/wallet-coupon-card';
import styles from './coupon-list.module.css';

export interface CouponListProps {
  business: BusinessLine;
  filter: CouponListFilter;
  /** What an empty list shows. */
  empty: ReactNode;
}

/**
 * One kind of the customer's coupons, 20 a page (spec §9): placeholders for the first page, an
 * error with retry, the empty view, then the cards. The next page starts 500 px before the end
 * and never within a second of the last one arriving; pulling down loads the list afresh.
 */
export function CouponList({ business, filter, empty }: CouponListProps) {
  const queryClient = useQueryClient();
  const query = useMyCoupons(business, filter);
  const coupons = query.data?.pages.flatMap((page) => page.couponList) ?? [];
  const pageCount = query.data?.pages.length ?? 0;
  const { loadMore, waiting } = useGuardedNextPage(query.fetchNextPage, pageCount);

  let content: ReactNode;
  if (query.isPending) content = <ListSkeleton rows={4} />;
  else if (query.isError && coupons.length === 0) {
    content = <ErrorState onRetry={() => void query.refetch()} />;
  } else if (coupons.length === 0) content = empty;
  else {
    content = (
      <>
        <ul className={styles.list} data-testid="coupon-list" data-business={business}>
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} />
            </li>
          ))}
        </ul>
        <InfiniteLoader
          hasMore={query.hasNextPage && !query.isFetchNextPageError}
          loading={query.isFetchingNextPage || waiting}
          onLoadMore={loadMore}
          threshold={COUPON_LIST_SCROLL_THRESHOLD}
          pageCount={pageCount}
          failed={query.isFetchNextPageError}
          testId="coupon-list-foot"
        />
      </>
    );
  }

  return (
    <PullToRefresh onRefresh={() => queryClient.resetQueries({ queryKey: myCouponsKey(business, filter) })}>
      <div className={styles.body}>{content}</div>
    </PullToRefresh>
  );
}
