import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { BatchClaim } from '../components/batch-claim';
import { ClaimedCouponDetail } from '../components/claimed-coupon-detail';
import { PageLoadError } from '../components/page-load-error';
import { TokenClaim } from '../components/token-claim';
import styles from './coupon-pages.module.css';

/**
 * Coupon detail (/platform/couponDetail): `couponId` a coupon of the customer's, else
 * `detailId` a batch to claim, else `token` a single-use claim link; with none of them, the
 * page load error (spec §5).
 */
export default function CouponDetailPage() {
  const { t } = useTranslation('screens');
  const [searchParams] = useSearchParams();
  const couponId = searchParams.get('couponId');
  const detailId = searchParams.get('detailId');
  const token = searchParams.get('token');
  useDocumentTitle(t('couponDetail'));

  let body;
  // Keyed by id: a claim replaces the address, and the new coupon starts with a fresh page.
  if (couponId) body = <ClaimedCouponDetail key={couponId} couponId={couponId} />;
  else if (detailId) body = <BatchClaim key={detailId} detailId={detailId} />;
  else if (token) body = <TokenClaim key={token} token={token} />;
  else body = <PageLoadError screen="couponDetail" expected="couponId, detailId or token" />;

  return (
    <main className={styles.page} data-testid="coupon-detail-page">
      <NavBar title={t('couponDetail')} />
      {body}
    </main>
  );
}
