import type { OrderDetailData } from '@lahap/contract/payments/schemas';
import { formatRupiah } from '@lahap/contract/format';
import type { RefundData } from '@lahap/contract/orders/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import actionBar from '@/shared/ui/action-bar.module.css';
import { ButtonLink } from '@/shared/ui/button-link';
import { loadDialog } from '@/shared/ui/dialog';
import { showToast } from '@/shared/ui/toast';
import { cancelOrder } from '../api/order-actions';
import { ORDERS_KEY, useOrderDetail } from '../api/order-detail';
import { useVouchers } from '../api/vouchers';
import { OrderDetailSkeleton, OrderDetailView } from '../components/order-detail-view';
import { OrderLoadError, OrderScreen } from '../components/order-screen';
import { RefundSheet } from '../components/refund-sheet';
import { VoucherSection } from '../components/voucher-section';
import { cashierHref } from '../model/cashier-href';
import { isUnpaid } from '../model/order-status';
import styles from './order-detail-page.module.css';

/**
 * Order detail (`/platform/groupCouponOrderDetail?orderId&key`, spec §2): where payment lands
 * (back, failure, "Use now"). The owner sees the order's status, what was bought and where it is
 * used, its vouchers with their rotating codes, the price and where the money went. An unpaid
 * order can be paid or cancelled; a paid one with unused vouchers can ask for money back.
 */
export default function OrderDetailPage() {
  return (
    <OrderScreen screen="groupCouponOrderDetail" testId="order-detail-page">
      {(orderId) => <OrderDetail key={orderId} orderId={orderId} />}
    </OrderScreen>
  );
}

/** Whether the order was ever paid: its vouchers exist. */
function isPaid(order: OrderDetailData): boolean {
  return !isUnpaid(order.status) && order.status !== 'CANCEL';
}

function OrderDetail({ orderId }: { orderId: string }) {
  const query = useOrderDetail(orderId);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  if (query.isPending) return <OrderDetailSkeleton />;
  if (query.isError) return <OrderLoadError error={query.error} onRetry={reload} />;

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
