import type { OrderDetailData } from '@lahap/contract/commerce/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { formatRupiah } from '@lahap/contract/format';
import type { RefundData } from '@lahap/contract/orders/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import actionBar from '@/shared/ui/action-bar.module.css';
import { ButtonLink } from '@/shared/ui/button-link';
import pageStyles from '@/shared/ui/card-page.module.css';
import { loadDialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { showToast } from '@/shared/ui/toast';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { cancelOrder } from '../api/order-actions';
import { ORDERS_KEY, useOrderDetail } from '../api/order-detail';
import { useVouchers } from '../api/vouchers';
import { MissingOrderId } from '../components/missing-order-id';
import { OrderDetailSkeleton, OrderDetailView } from '../components/order-detail-view';
import { RefundSheet } from '../components/refund-sheet';
import { VoucherSection } from '../components/voucher-section';
import { cashierHref } from '../model/cashier-href';
import { isUnpaid } from '../model/order-status';
import { useFailureText } from '../model/use-failure-text';
import styles from './order-detail-page.module.css';

/** An order id as the contract takes it: 1 to 19 decimal digits. */
const ORDER_ID = /^\d{1,19}$/;

/**
 * Order detail (`/platform/groupCouponOrderDetail?orderId&key`, spec §2): where payment lands
 * (back, failure, "Use now"). The owner sees the order's status, what was bought and where it is
 * used, its vouchers with their rotating codes, the price and where the money went. An unpaid
 * order can be paid or cancelled; a paid one with unused vouchers can ask for money back.
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

/** Whether the order was ever paid: its vouchers exist. */
function isPaid(order: OrderDetailData): boolean {
  return !isUnpaid(order.status) && order.status !== 'CANCEL';
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
      <OrderDetailView
        order={order}
        onDeadline={reload}
        vouchers={isPaid(order) && <VoucherSection order={order} />}
      />
      <OrderActions order={order} />
    </>
  );
}

/** The bar: Pay now and Cancel for an unpaid order, a refund for a paid one with unused vouchers. */
function OrderActions({ order }: { order: OrderDetailData }) {
  const { t } = useTranslation(['orders', 'common']);
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [cancelling, setCancelling] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const unpaid = isUnpaid(order.status);
  const refundable = isPaid(order) && order.refundableAmount > 0;
  // The same query as the vouchers' section: one request serves both.
  const vouchers = useVouchers(order.orderId, refundable);

  /** Everything the order's change touches: itself, its vouchers, the orders tab's lists. */
  const refresh = () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });

  const cancel = async () => {
    const Dialog = await loadDialog();
    const confirmed = await Dialog.confirm({
      title: t('detail.cancelConfirmTitle'),
      content: t('detail.cancelConfirm'),
      confirmText: t('detail.cancelConfirmOk'),
      cancelText: t('detail.cancelConfirmKeep'),
    });
    if (!confirmed) return;
    setCancelling(true);
    try {
      await cancelOrder(order.orderId);
      showToast(t('detail.cancelled'));
      await refresh();
    } catch (error) {
      showToast(failureText(error));
    } finally {
      setCancelling(false);
    }
  };

  const refunded = (result: RefundData) => {
    setRefundOpen(false);
    const amount = formatRupiah(result.amount);
    showToast(t(result.status === 'DONE' ? 'refund.done' : 'refund.pending', { amount }));
    void refresh();
  };

  if (unpaid) {
    return (
      <div className={`${actionBar.bar} ${styles.actions}`}>
        <Button
          shape="rounded"
          className={styles.barButton}
          onClick={() => void cancel()}
          loading={cancelling}
          data-testid="order-cancel"
        >
          {t('detail.cancel')}
        </Button>
        <ButtonLink to={cashierHref(order.orderId)} testId="order-pay-now">
          {t('detail.payNow')}
        </ButtonLink>
      </div>
    );
  }
  if (!refundable) return null;
  return (
    <div className={actionBar.bar}>
      <Button
        shape="rounded"
        className={styles.barButton}
        onClick={() => setRefundOpen(true)}
        disabled={!vouchers.data}
        data-testid="order-refund"
      >
        {t('refund.open')}
      </Button>
      <RefundSheet
        open={refundOpen}
        orderId={order.orderId}
        vouchers={vouchers.data?.voucherList ?? []}
        onClose={() => setRefundOpen(false)}
        onRefunded={refunded}
      />
    </div>
  );
}
