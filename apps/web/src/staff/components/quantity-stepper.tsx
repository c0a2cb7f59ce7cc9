import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './quantity-stepper.module.css';

/**
 * A quantity with a button either side, big enough for a busy hand. The console's own rather
 * than antd-mobile's Stepper, whose number field has no name a screen reader could say.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  testId,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation('staff');
  const labelId = useId();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={labelId} data-testid={testId}>
      <span id={labelId} className={styles.label}>
        {t('kitchen.fix.quantity')}
      </span>
      <button
        type="button"
        className={styles.button}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
        aria-label={t('kitchen.fix.less')}
        data-testid={testId && `${testId}-less`}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite" data-testid={testId && `${testId}-value`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        aria-label={t('kitchen.fix.more')}
        data-testid={testId && `${testId}-more`}
      >
        +
      </button>
    </div>
  );
}
