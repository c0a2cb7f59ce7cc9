import { ERROR_CODES } from '@lahap/contract/errors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { useCouponDetail } from '@/shared/coupons/coupon-api';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { ButtonLink } from '@/shared/ui/button-link';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { CouponIllustration } from '@/shared/ui/illustrations/coupon-illustration';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { CouponDetailSkeleton, CouponDetailView } from './coupon-detail-view';

/**
 * A coupon in the customer's wallet (or history), by its id. Only its owner may see it, so a
 * guest is asked to log in first; a red envelope that can still be used offers "Use", which
 * shows what it can buy.
 */
export function ClaimedCouponDetail({ couponId }: { couponId: string }) {
  const { t } = useTranslation('coupons');
  const loggedIn = useSessionStore(selectIsLoggedIn);
  if (!loggedIn) {
    return (
      <LoginPromptCard
        title={t('detail.loginTitle')}
        description={t('detail.loginDescription')}
        onLogin={() => void requireLogin('coupon')}
      />
    );
  }
  return <ClaimedCoupon couponId={couponId} />;
}

function ClaimedCoupon({ couponId }: { couponId: string }) {
  const { t } = useTranslation('coupons');
  const query = useCouponDetail({ couponId });
  const { refetch } = query;
  const onExpire = useCallback(() => void refetch(), [refetch]);

  if (query.isPending) return <CouponDetailSkeleton />;
  if (query.isError) return <CouponLoadError error={query.error} onRetry={onExpire} />;
  const { coupon } = query.data;
  const usableEnvelope = coupon?.business === 'LOCAL_LIFE' && coupon.status === 'valid';
  return (
    <CouponDetailView
      data={query.data}
      receivedAt={query.dataUpdatedAt}
      onExpire={onExpire}
      footer={
        usableEnvelope && (
          <ButtonLink to={paths.redEnvelopeProducts.getHref({ couponId })} testId="coupon-detail-use">
            {t('detail.useEnvelope')}
          </ButtonLink>
        )
      }
    />
  );
}

/** No such coupon (1003007) says so and leads to the wallet; anything else offers a retry. */
export function CouponLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('coupons');
  if (isApiRequestError(error) && error.code === ERROR_CODES.COUPON_NOT_FOUND) {
    return (
      <EmptyState
        illustration={CouponIllustration}
        title={t('detail.notFoundTitle')}
        description={error.message || t('detail.notFoundDescription')}
        action={<ButtonLink to={paths.myCouponList.getHref()}>{t('detail.toWallet')}</ButtonLink>}
      />
    );
  }
  return <ErrorState onRetry={onRetry} />;
}
