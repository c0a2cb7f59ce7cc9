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
 * Group coupon detail preview (/platform/groupCouponDetailPreview, outside the shared layout):
 * the voucher's page as a merchant checks it, with a notice that it is a preview and no way to
 * buy.
 */
export default function GroupCouponDetailPreviewPage() {
  const { t } = useTranslation(['screens', 'purchase']);
  const [searchParams] = useSearchParams();
  const product = useMemo(() => readProductQuery(searchParams), [searchParams]);
  useDocumentTitle(t('screens:groupCouponDetailPreview'));

  return (
    <main className={styles.page} data-testid="group-coupon-preview-page">
      <NavBar title={t('screens:groupCouponDetailPreview')} />
      <p className={styles.previewNotice} role="note" data-testid="preview-notice">
        <span className={styles.previewBadge}>{t('purchase:detail.previewBadge')}</span>
        <span>{t('purchase:detail.previewNotice')}</span>
      </p>
      {product ? (
        <GroupCouponDetail key={productKey(product)} product={product} preview />
      ) : (
        <MissingProduct screen="groupCouponDetailPreview" testId="group-coupon-parameter-error" />
      )}
    </main>
  );
}
