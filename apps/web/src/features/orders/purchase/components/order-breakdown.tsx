import type { SettlementData } from '@lahap/contract/orders/purchase-schemas';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import sectionCard from '@/shared/ui/section-card.module.css';
import styles from './confirm-order.module.css';

/**
 * The price as the settlement answered it, line for line: the original amount, each discount in
 * the order applied with where it came from, and what the customer pays. Nothing is added up
 * here; the server is the only one that computes money. While the order is priced again the
 * last answer stays, marked busy.
 */
export function OrderBreakdown({ settlement, updating }: { settlement: SettlementData; updating: boolean }) {
  const { t } = useTranslation('purchase');
  const locale = useAppLocale();
  const titleId = useId();
  return (
    <section
      className={sectionCard.card}
      aria-labelledby={titleId}
      aria-busy={updating}
      data-updating={updating}
      data-testid="order-breakdown"
    >
      <h2 id={titleId} className={sectionCard.sectionTitle}>
        {t('confirm.breakdownTitle')}
      </h2>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t('confirm.originalAmount', { count: settlement.quantity })}</dt>
          <dd data-testid="breakdown-original">{formatRupiah(settlement.originalAmount)}</dd>
        </div>
        {settlement.discounts.map((discount, index) => (
          <div
            className={styles.line}
            key={`${discount.source}-${String(index)}`}
            data-testid="breakdown-discount"
          >
            <dt>
              {t('confirm.discountLabel', {
                source: t(`confirm.discountSource.${discount.source}`),
                name: pickText(discount.name, locale),
              })}
            </dt>
            <dd className={styles.minus}>
              {t('confirm.discountAmount', { amount: formatRupiah(discount.amount) })}
            </dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{t('confirm.payable')}</dt>
          <dd data-testid="breakdown-payable">{formatRupiah(settlement.payableAmount)}</dd>
        </div>
      </dl>
      {updating && (
        <p className={styles.updating} role="status" data-testid="breakdown-updating">
          {t('confirm.updating')}
        </p>
      )}
    </section>
  );
}
