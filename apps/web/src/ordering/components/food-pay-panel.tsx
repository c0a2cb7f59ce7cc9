import { PAY_METHODS } from '@lahap/contract/enums';
import { formatRupiah } from '@lahap/contract/format';
import type { FoodOrder, FoodOrderCharge } from '@lahap/contract/ordering/food-order-schemas';
import type { SharePayMethod } from '@lahap/contract/ordering/states';
import { sandboxPayPagePath } from '@lahap/contract/payments/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getClientConfig } from '@/shared/config/client-config';
import { PayMethodBadge } from '@/shared/payments/pay-method-badge';
import { QrisCode } from '@/shared/payments/qris-code';
import buttons from '@/shared/ui/button.module.css';
import { Spinner } from '@/shared/ui/spinner';
import { payFoodOrder } from '../api/food-order';
import { useFoodOrderFailureText } from '../model/food-order-refusal';
import { foodMethodFor } from '../model/food-pay-method';
import { openWallet } from '../model/open-wallet';
import { orderingKeys } from '../model/query-keys';
import { storeClock } from '../model/pickup-times';
import { PayMethods } from './pay-methods';
import styles from './checkout.module.css';

/** The charge under way: the QRIS code, or the way into the e-wallet; the page polls for the payment. */
function ChargeView({ charge, amount }: { charge: FoodOrderCharge; amount: number }) {
  const { t } = useTranslation('ordering');
  const method = t(`method.${charge.payMethod}`);
  const money = formatRupiah(amount);
  return (
    <div className={styles.payCode} data-testid="ordering-charge" data-payment-id={charge.paymentId}>
      {charge.payMethod === 'QRIS' && charge.qrisPayload ? (
        <>
          <QrisCode payload={charge.qrisPayload} label={t('chargeCard.qrLabel', { amount: money })} />
          <p className={styles.hint}>{t('chargeCard.qrisHint')}</p>
        </>
      ) : (
        charge.redirectUrl && (
          <>
            {/* Same tab: the e-wallet (or the sandbox bank) sends the customer back to this page. */}
            <a
              href={charge.redirectUrl}
              className={`${buttons.button} ${buttons.primary}`}
              data-testid="ordering-open-wallet"
            >
              {t('chargeCard.openWallet', { method })}
            </a>
          </>
        )
      )}
      <p className={styles.waiting} role="status">
        <Spinner />
        {t('chargeCard.waiting')}
      </p>
    </div>
  );
}

/**
 * Paying an unpaid order: its open charge (QRIS code or e-wallet link, until when), or the
 * methods and a button to open one; another method replaces the open charge. In the demo the
 * sandbox bank plays the customer's bank.
 */
export function FoodPayPanel({ order }: { order: FoodOrder }) {
  const { t } = useTranslation('ordering');
  const titleId = useId();
  const queryClient = useQueryClient();
  const failureText = useFoodOrderFailureText();
  const [choosing, setChoosing] = useState(order.charge === null);
  const [method, setMethod] = useState<SharePayMethod>(order.charge?.payMethod ?? 'QRIS');
  const payMethod = foodMethodFor(method, order.payable);
  const pay = useMutation({
    mutationFn: () => payFoodOrder(order.orderId, payMethod),
    onSuccess: (paid) => {
      queryClient.setQueryData<FoodOrder>(orderingKeys.foodOrder(order.orderId), (data) =>
        data ? { ...data, charge: paid.charge } : data,
      );
      setChoosing(false);
      if (paid.charge.redirectUrl) openWallet(paid.charge.redirectUrl);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderingKeys.foodOrder(order.orderId) }),
  });
  const charge = choosing ? null : order.charge;
  const demo = getClientConfig().demo === true;

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="ordering-pay-panel">
      <h2 id={titleId} className={styles.cardTitle}>
        {charge ? (
          <>
            <PayMethodBadge method={charge.payMethod} />{' '}
            {t('order.payWith', { method: t(`method.${charge.payMethod}`) })}
          </>
        ) : (
          t('order.pay')
        )}
      </h2>
      {order.payBefore && (
        <p className={styles.hint} data-testid="ordering-pay-before">
          {t('order.payBefore', { time: storeClock(Date.parse(order.payBefore)) })}
        </p>
      )}
      {charge ? (
        <>
          <ChargeView charge={charge} amount={order.payable} />
          {demo && (
            <a
              className={styles.link}
              href={sandboxPayPagePath(charge.paymentId)}
              data-testid="ordering-sandbox-link"
            >
              {t('chargeCard.demoLink')}
            </a>
          )}
          <Button
            shape="rounded"
            block
            onClick={() => setChoosing(true)}
            data-testid="ordering-change-method"
          >
            {t('chargeCard.change')}
          </Button>
        </>
      ) : (
        <>
          <PayMethods
            amount={order.payable}
            value={payMethod}
            onChange={setMethod}
            methods={PAY_METHODS}
            name="ordering-food-method"
          />
          {pay.isError && (
            <p className={styles.warning} role="alert" data-testid="ordering-pay-error">
              {failureText(pay.error)}
            </p>
          )}
          <Button
            color="primary"
            shape="rounded"
            block
            size="large"
            loading={pay.isPending}
            onClick={() => pay.mutate()}
            data-testid="ordering-pay"
          >
            {t('order.payWith', { method: t(`method.${payMethod}`) })} · {formatRupiah(order.payable)}
          </Button>
        </>
      )}
    </section>
  );
}
