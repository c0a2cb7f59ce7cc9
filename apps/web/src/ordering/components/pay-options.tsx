import type { BillData } from '@lahap/contract/ordering/schemas';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_CHOICES, choiceBlock, type PayChoice } from '../model/bill-split';
import styles from './cart.module.css';

/**
 * The ways to pay a share of the bill: all that remains, an even part, my items, a friend's. A
 * way the table has ruled out (an even split beside items is 1007011) is off, with the reason
 * written under the buttons before anyone taps.
 */
export function PayOptions({ bill, onChoose }: { bill: BillData; onChoose: (choice: PayChoice) => void }) {
  const { t } = useTranslation('ordering');
  const noteId = useId();
  const blocks = PAY_CHOICES.map((choice) => ({ choice, block: choiceBlock(bill, choice) }));
  const reason = blocks.find(({ block }) => block !== null)?.block ?? null;
  return (
    <section aria-labelledby="ordering-pay-title" className={styles.group} data-testid="ordering-pay-options">
      <h3 id="ordering-pay-title" className={styles.groupTitle}>
        {t('bill.payTitle')}
      </h3>
      <div className={styles.pay}>
        {blocks.map(({ choice, block }) => (
          <Button
            key={choice}
            shape="rounded"
            disabled={block !== null}
            aria-describedby={block !== null ? noteId : undefined}
            onClick={() => onChoose(choice)}
            data-testid={`ordering-pay-${choice}`}
          >
            {t(`bill.pay.${choice}`)}
          </Button>
        ))}
      </div>
      {reason && (
        <p id={noteId} className={styles.payNote} data-testid="ordering-pay-note">
          {t(`paySheet.blocked.${reason}`)}
        </p>
      )}
    </section>
  );
}
