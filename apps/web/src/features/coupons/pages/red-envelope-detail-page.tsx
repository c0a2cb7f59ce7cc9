import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { ClaimedCouponDetail } from '../components/claimed-coupon-detail';
import { PageLoadError } from '../components/page-load-error';
import styles from './coupon-pages.module.css';

/**
 * Red envelope detail (/platform/redEnvelopeDetail?couponId=): one of the customer's red
 * envelopes — amount, least order, validity, rules — and the dine-out vouchers it can buy.
 */
export default function RedEnvelopeDetailPage() {
  const { t } = useTranslation('screens');
  const [searchParams] = useSearchParams();
  const couponId = searchParams.get('couponId');
  useDocumentTitle(t('redEnvelopeDetail'));
  return (
    <main className={styles.page} data-testid="red-envelope-detail-page">
      <NavBar title={t('redEnvelopeDetail')} />
      {couponId ? (
        <ClaimedCouponDetail key={couponId} couponId={couponId} />
      ) : (
        <PageLoadError screen="redEnvelopeDetail" expected="couponId" />
      )}
    </main>
  );
}
