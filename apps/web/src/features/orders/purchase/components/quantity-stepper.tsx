import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './confirm-order.module.css';

export interface QuantityStepperProps {
  value: number;
  /** The most the customer may choose now (the settlement's `maxQuantity`); at least 1. */
  max: number;
  onChange: (value: number) => void;
}

/** "− n +" within 1..max; each button says what it does, the number is read out as it changes. */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('purchase');
  const labelId = useId();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={labelId} data-testid="quantity-stepper">
      <span id={labelId} className={styles.stepperLabel}>
        {t('confirm.quantity')}
      </span>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('confirm.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
        data-testid="quantity-decrease"
      >
        −
      </button>
      <output className={styles.stepValue} aria-live="polite" data-testid="quantity-value">
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('confirm.increase')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        data-testid="quantity-increase"
      >
        +
      </button>
    </div>
  );
}
