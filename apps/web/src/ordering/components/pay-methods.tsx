import { QRIS_MAX_AMOUNT } from '@lahap/contract/constants';
import { formatRupiah } from '@lahap/contract/format';
import { SHARE_PAY_METHODS, type SharePayMethod } from '@lahap/contract/ordering/states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { methodOpen, overQrisCap } from '../model/share-method';
import styles from './pay.module.css';

export interface PayMethodsProps {
  /** The method that would be sent (never one that is off). */
  value: SharePayMethod;
  onChange: (method: SharePayMethod) => void;
  /** The share's rupiah; QRIS is off above its cap. */
  amount: number | null;
  /** The methods offered, in order: all of them by default (QRIS first, the counter last). */
  methods?: readonly SharePayMethod[];
  disabled?: boolean;
  /** Names the radio group apart from another on the same page. */
  name?: string;
}

/**
 * The ways to pay a share: QRIS, the e-wallets, the counter. Above QRIS's cap QRIS is off
 * (the server would answer 1004012), with the cap named before any tap and the counter offered.
 */
export function PayMethods({
  value,
  onChange,
  amount,
  methods = SHARE_PAY_METHODS,
  disabled = false,
  name = 'ordering-pay-method',
}: PayMethodsProps) {
  const { t } = useTranslation('ordering');
  const limitId = useId();
  const overLimit = methods.includes('QRIS') && overQrisCap(amount);
  return (
    <fieldset className={styles.fieldset} data-testid="ordering-pay-methods">
      <legend className={styles.legend}>{t('paySheet.method')}</legend>
      <div className={styles.options}>
        {methods.map((method) => {
          const open = methodOpen(method, amount);
          return (
            <label key={method} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={method}
                checked={value === method}
                disabled={disabled || !open}
                onChange={() => onChange(method)}
                aria-describedby={open ? undefined : limitId}
                data-testid={`ordering-method-${method}`}
              />
              <span className={styles.optionText}>{t(`method.${method}`)}</span>
            </label>
          );
        })}
      </div>
      {overLimit && (
        <p id={limitId} className={styles.note} data-testid="ordering-qris-limit">
          {t('paySheet.qrisLimit', { limit: formatRupiah(QRIS_MAX_AMOUNT) })}
        </p>
      )}
    </fieldset>
  );
}
