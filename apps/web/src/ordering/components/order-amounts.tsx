import { formatRupiah } from '@lahap/contract/format';
import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';

/**
 * What an order comes to: the dishes, the delivery fee (delivery only; "worked out from your
 * position" until there is one), and the total to pay.
 */
export function OrderAmounts({
  itemsTotal,
  deliveryFee,
  delivery,
}: {
  itemsTotal: number;
  /** Null while a delivery has no position yet. */
  deliveryFee: number | null;
  delivery: boolean;
}) {
  const { t } = useTranslation('ordering');
  return (
    <dl className={styles.amounts} data-testid="ordering-order-amounts">
      <div className={styles.amountRow}>
        <dt>{t('checkout.itemsTotal')}</dt>
        <dd>{formatRupiah(itemsTotal)}</dd>
      </div>
      {delivery && (
        <div className={styles.amountRow}>
          <dt>{t('checkout.deliveryFee')}</dt>
          <dd data-testid="ordering-delivery-fee">
            {deliveryFee === null ? t('checkout.feePending') : formatRupiah(deliveryFee)}
          </dd>
        </div>
      )}
      <div className={`${styles.amountRow} ${styles.payable}`}>
        <dt>{t('checkout.payable')}</dt>
        <dd data-testid="ordering-payable">{formatRupiah(itemsTotal + (deliveryFee ?? 0))}</dd>
      </div>
    </dl>
  );
}
