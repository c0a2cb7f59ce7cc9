import { formatRupiah } from '@lahap/contract/format';
import type { BillShare } from '@lahap/contract/ordering/schemas';
import type { ShareStatus } from '@lahap/contract/ordering/states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pay.module.css';

export interface CounterCardProps {
  share: BillShare;
  tableName: string;
}

/**
 * A share this phone reserved to pay at the counter: what to show the cashier (the amount, the
 * share's number and the table), and whether the staff have marked it paid yet. The status is
 * a live region: it turns to paid when the table's stream makes the bill refetch.
 */
export function CounterCard({ share, tableName }: CounterCardProps) {
  const { t } = useTranslation('ordering');
  const titleId = useId();
  const paid = share.status === 'PAID';
  return (
    <section
      aria-labelledby={titleId}
      className={styles.counterCard}
      data-status={share.status}
      data-testid="ordering-counter-card"
    >
      <h3 id={titleId} className={styles.counterTitle}>
        {t('counterCard.title')}
      </h3>
      <p className={styles.counterAmount} data-testid="ordering-counter-amount">
        {formatRupiah(share.amount)}
      </p>
      {!paid && <p className={styles.counterShow}>{t('counterCard.show')}</p>}
      <p className={styles.counterNumber} data-testid="ordering-counter-number">
        {t('counterCard.share', { share: share.shareId, table: tableName })}
      </p>
      <ShareStatusLine
        status={share.status}
        text={t(paid ? 'counterCard.paid' : 'counterCard.waiting')}
        testId="ordering-counter-status"
      />
    </section>
  );
}

/** A share card's status: a live region, so the change to paid is heard when the bill refetches. */
export function ShareStatusLine({
  status,
  text,
  testId,
}: {
  status: ShareStatus;
  text: string;
  testId: string;
}) {
  return (
    <p className={styles.status} role="status" data-testid={testId}>
      <span className={styles.statusChip} data-status={status}>
        {text}
      </span>
    </p>
  );
}
