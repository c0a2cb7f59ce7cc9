import { QRIS_MAX_AMOUNT } from '@lahap/contract/constants';
import { formatRupiah } from '@lahap/contract/format';
import { SHARE_PAY_METHODS } from '@lahap/contract/ordering/states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pay.module.css';

/** The counter first: the one way that takes a table's share today. */
const METHODS = ['COUNTER', ...SHARE_PAY_METHODS.filter((method) => method !== 'COUNTER')] as const;

/**
 * The ways to pay a share. Only the counter takes a table's share today (the server answers
 * 1004013 for QRIS and the e-wallets), so they are listed off with the reason beside them, read
 * before any tap; an amount over QRIS's cap says so too, as it would be refused (1004012) even
 * once QRIS is on.
 */
export function PayMethods({ amount }: { amount: number | null }) {
  const { t } = useTranslation('ordering');
  const soonId = useId();
  const limitId = useId();
  const overLimit = amount !== null && amount > QRIS_MAX_AMOUNT;
  return (
    <fieldset className={styles.fieldset} data-testid="ordering-pay-methods">
      <legend className={styles.legend}>{t('paySheet.method')}</legend>
      <div className={styles.options}>
        {METHODS.map((method) => {
          const on = method === 'COUNTER';
          const described = on ? undefined : method === 'QRIS' && overLimit ? `${soonId} ${limitId}` : soonId;
          return (
            <label key={method} className={styles.option}>
              <input
                type="radio"
                name="ordering-pay-method"
                value={method}
                checked={on}
                disabled={!on}
                readOnly
                aria-describedby={described}
                data-testid={`ordering-method-${method}`}
              />
              <span className={styles.optionText}>{t(`method.${method}`)}</span>
            </label>
          );
        })}
      </div>
      <p id={soonId} className={styles.note} data-testid="ordering-method-soon">
        {t('paySheet.methodSoon')}
      </p>
      {overLimit && (
        <p id={limitId} className={styles.note} data-testid="ordering-qris-limit">
          {t('paySheet.qrisLimit', { limit: formatRupiah(QRIS_MAX_AMOUNT) })}
        </p>
      )}
    </fieldset>
  );
}
