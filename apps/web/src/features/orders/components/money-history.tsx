import type { MoneyMovement } from '@lahap/contract/payments/schemas';
import { formatRupiah } from '@lahap/contract/format';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import pageStyles from '@/shared/ui/card-page.module.css';
import { formatDateTime } from '../model/format-time';
import styles from '../pages/order-detail-page.module.css';

/**
 * Where the order's money went, oldest first: the charge that paid it ("paid with GoPay"), and
 * every refund with its reason, a refund the provider has not confirmed yet on its way.
 */
export function MoneyHistory({ history }: { history: readonly MoneyMovement[] }) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  return (
    <section className={pageStyles.card} aria-labelledby="order-history-title" data-testid="order-history">
      <h2 id="order-history-title" className={pageStyles.sectionTitle}>
        {t('history.title')}
      </h2>
      <ol className={styles.history}>
        {history.map((movement, index) => {
          const method = movement.payMethod ? t(`detail.payMethods.${movement.payMethod}`) : null;
          const charge = movement.kind === 'CHARGE';
          const pending = !charge && movement.status === 'PENDING';
          let title: string;
          if (charge) title = method ? t('history.paidWith', { method }) : t('history.paid');
          else title = method ? t('history.refundedTo', { method }) : t('history.refunded');
          const reason = !charge && movement.reason ? t(`history.reason.${movement.reason}`) : null;
          return (
            <li
              key={`${movement.kind}-${movement.time}-${String(index)}`}
              className={styles.movement}
              data-kind={movement.kind}
              data-status={movement.status}
              data-testid="order-history-item"
            >
              <span className={styles.movementText}>
                <span className={styles.movementTitle}>{reason ? `${title} — ${reason}` : title}</span>
                <span className={pageStyles.muted}>
                  {pending
                    ? t('history.onItsWay', { time: formatDateTime(movement.time, locale) })
                    : formatDateTime(movement.time, locale)}
                </span>
              </span>
              <span className={styles.movementAmount} data-testid="order-history-amount">
                {charge ? formatRupiah(movement.amount) : `+${formatRupiah(movement.amount)}`}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
