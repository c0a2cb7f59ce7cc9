import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListPosition } from '@/shared/location/list-position';
import { EmptyState } from '@/shared/ui/empty-state';
import { CouponIllustration } from '@/shared/ui/illustrations/coupon-illustration';
import { NavBar } from '@/shared/ui/nav-bar';
import { PagedList, useShownPages } from '@/shared/ui/paged-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { HOT_PRODUCTS_KEY, useHotProducts } from '../api/hot-products';
import { ProductCard } from '../components/product-card';
import { ProductListSkeleton } from '../components/skeletons';
import styles from './hot-products-page.module.css';

/**
 * Hot products (/platform/hotProducts): the on-sale dine-out vouchers bought most near the
 * customer, ranked, with what each has sold.
 */
export default function HotProductsPage() {
  const { t } = useTranslation('nearby');
  const queryClient = useQueryClient();
  const position = useListPosition();
  const query = useShownPages(useHotProducts(position));
  const products = query.data?.pages.flatMap((page) => page.productList) ?? [];
  useDocumentTitle(t('hot.title'));

  return (
    <main className={styles.page} data-testid="hot-products-page">
      <NavBar title={t('hot.title')} />
      <PullToRefresh onRefresh={() => queryClient.resetQueries({ queryKey: HOT_PRODUCTS_KEY })}>
        <div className={styles.body}>
          <p className={styles.intro}>{t('hot.intro')}</p>
          <PagedList
            query={query}
            rowCount={products.length}
            skeleton={<ProductListSkeleton rows={4} layout="row" />}
            empty={
              <EmptyState
                illustration={CouponIllustration}
                title={t('hot.emptyTitle')}
                description={t('hot.emptyDescription')}
              />
            }
            loaderTestId="hot-foot"
          >
            <ol className={styles.list} data-testid="hot-list">
              {products.map((product, index) => (
                <li key={product.skuId} className={styles.item} data-testid="hot-product">
                  <span className={styles.rank} aria-label={t('hot.rank', { rank: index + 1 })}>
                    {index + 1}
                  </span>
                  <ProductCard product={product} layout="row" />
                  <span className={styles.sold}>{t('hot.sold', { count: product.unitsSold })}</span>
                </li>
              ))}
            </ol>
          </PagedList>
        </div>
      </PullToRefresh>
    </main>
  );
}
