import { CASHIER_PARTNER_CODE } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { requireLogin } from '@/shared/auth/login-gate';
import { getChannelId } from '@/shared/channel/channel';
import { paths } from '@/shared/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import actionBar from '@/shared/ui/action-bar.module.css';
import { ButtonLink } from '@/shared/ui/button-link';
import pageStyles from '@/shared/ui/card-page.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useOrderDetail } from '../api/order-detail';
import { MissingOrderId } from '../components/missing-order-id';
import { OrderDetailSkeleton, OrderDetailView } from '../components/order-detail-view';
import { isUnpaid } from '../model/order-status';

/** An order id as the contract takes it: 1 to 19 decimal digits. */
const ORDER_ID = /^\d{1,19}$/;

/**
 * Order detail (`/platform/groupCouponOrderDetail?orderId&key`, spec §2): where payment lands
 * (back, failure, "Use now"). The owner sees the order's state, what was bought and for how
 * much; an unpaid order offers Pay now, which opens the cashier.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation(['screens', 'orders']);
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('orderId')?.trim() ?? '';
  const orderId = ORDER_ID.test(raw) ? raw : '';
  const loggedIn = useSessionStore(selectIsLoggedIn);
  useDocumentTitle(t('groupCouponOrderDetail'));

  let body;
  if (!orderId) body = <MissingOrderId screen="groupCouponOrderDetail" />;
  else if (!loggedIn) {
    body = (
      <LoginPromptCard
        title={t('orders:detail.loginTitle')}
        description={t('orders:detail.loginDescription')}
        onLogin={() => void requireLogin('order')}
      />
    );
  } else body = <OrderDetail key={orderId} orderId={orderId} />;

  return (
    <main className={pageStyles.page} data-testid="order-detail-page">
      <NavBar title={t('groupCouponOrderDetail')} />
      {body}
    </main>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const query = useOrderDetail(orderId);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  if (query.isPending) return <OrderDetailSkeleton />;
  if (query.isError) {
    if (isApiRequestError(query.error) && query.error.code === ERROR_CODES.ORDER_NOT_FOUND) {
      return (
        <EmptyState
          illustration={LostIllustration}
          title={t('detail.notFoundTitle')}
          description={t('detail.notFoundDescription')}
          action={<ButtonLink to={paths.orderTab.getHref()}>{t('detail.toOrders')}</ButtonLink>}
        />
      );
    }
    return <ErrorState onRetry={reload} />;
  }

  const order = query.data;
  return (
    <>
      <OrderDetailView order={order} onDeadline={reload} />
      {isUnpaid(order.status) && (
        <div className={actionBar.bar}>
          <ButtonLink
            to={paths.payPage.getHref('cashier', {
              orderId: order.orderId,
              partnerCode: CASHIER_PARTNER_CODE,
              channel_id: getChannelId() || undefined,
            })}
            testId="order-pay-now"
          >
            {t('detail.payNow')}
          </ButtonLink>
        </div>
      )}
    </>
  );
}
