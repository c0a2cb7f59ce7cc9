import { SPLIT_MODES } from '@lahap/contract/ordering/states';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';

/** The ways the bill will be paid: the whole rest, an even part, my items, a friend's. */
const PAY_OPTIONS = [...SPLIT_MODES, 'FRIEND'] as const;

/**
 * The ways to pay, shown so the table knows what is coming, but off: paying in the app is not
 * built yet, and the line above them says so before anyone taps (pay at the counter for now).
 */
export function PayOptions() {
  const { t } = useTranslation('ordering');
  const noteId = useId();
  return (
    <section aria-labelledby="ordering-pay-title" className={styles.group} data-testid="ordering-pay-options">
      <h3 id="ordering-pay-title" className={styles.groupTitle}>
        {t('bill.payTitle')}
      </h3>
      <p id={noteId} className={styles.payNote} data-testid="ordering-pay-note">
        {t('bill.payAtCounter')}
      </p>
      <div className={styles.pay}>
        {PAY_OPTIONS.map((option) => (
          <Button
            key={option}
            shape="rounded"
            disabled
            aria-describedby={noteId}
            data-testid={`ordering-pay-${option}`}
          >
            {t(`bill.pay.${option}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
