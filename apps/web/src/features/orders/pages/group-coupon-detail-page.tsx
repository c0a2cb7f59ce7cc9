import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { GroupCouponDetail } from '../purchase/components/group-coupon-detail';
import { MissingProduct } from '../purchase/components/missing-product';
import { productKey, readProductQuery } from '../purchase/model/purchase-query';
import styles from './purchase-pages.module.css';

/**
 * Group coupon detail (/platform/groupCouponDetail?skuId&isFlashSale&detailId&pageId): a
 * dine-out voucher's pictures, price, stock, limits, rules and stores, with "Buy now" to confirm
 * order. Without a skuId (or a flash sale without its page), the page load error (spec §5).
 */
export default function GroupCouponDetailPage() {
  const { t } = useTranslation('screens');
  const [searchParams] = useSearchParams();
  const product = useMemo(() => readProductQuery(searchParams), [searchParams]);
  useDocumentTitle(t('groupCouponDetail'));

  return (
    <main className={styles.page} data-testid="group-coupon-detail-page">
      <NavBar title={t('groupCouponDetail')} />
      {product ? (
        <GroupCouponDetail key={productKey(product)} product={product} />
      ) : (
        <MissingProduct screen="groupCouponDetail" testId="group-coupon-parameter-error" />
      )}
    </main>
  );
}
