import { QRIS_MAX_AMOUNT } from '@lahap/contract/constants';
import { PAY_METHODS, type PayMethod } from '@lahap/contract/enums';
import { formatRupiah } from '@lahap/contract/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PayMethodBadge } from '@/shared/payments/pay-method-badge';
import styles from './pay.module.css';

/** Whether a method takes this amount: QRIS has its cap (1004012); the e-wallets take any. */
export const methodTakes = (method: PayMethod, amount: number) =>
  method !== 'QRIS' || amount <= QRIS_MAX_AMOUNT;

/**
 * How a pickup or delivery order is paid: QRIS or an e-wallet, each with its mark. QRIS is off,
 * with the reason read beside it, for an amount over its cap.
 */
export function FoodPayMethods({
  amount,
  value,
  onChange,
}: {
  amount: number;
  value: PayMethod;
  onChange: (method: PayMethod) => void;
}) {
  const { t } = useTranslation('ordering');
  const limitId = useId();
  const name = useId();
  const overLimit = !methodTakes('QRIS', amount);
  return (
    <fieldset className={styles.fieldset} data-testid="ordering-food-pay-methods">
      <legend className={styles.legend}>{t('checkout.method')}</legend>
      <div className={styles.options}>
        {PAY_METHODS.map((method) => (
          <label key={method} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              disabled={!methodTakes(method, amount)}
              aria-describedby={method === 'QRIS' && overLimit ? limitId : undefined}
              onChange={() => onChange(method)}
              data-testid={`ordering-food-method-${method}`}
            />
            <PayMethodBadge method={method} />
            <span className={styles.optionText}>{t(`method.${method}`)}</span>
          </label>
        ))}
      </div>
      {overLimit && (
        <p id={limitId} className={styles.note} data-testid="ordering-food-qris-limit">
          {t('paySheet.qrisLimit', { limit: formatRupiah(QRIS_MAX_AMOUNT) })}
        </p>
      )}
    </fieldset>
  );
}
