import styles from './sheet.module.css';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The buttons' names for a screen reader ("Kurangi Nasi Goreng"). */
  decreaseLabel: string;
  increaseLabel: string;
  /** The value's name ("Jumlah"), read with it. */
  valueLabel: string;
  disabled?: boolean;
  testId?: string;
}

/** − value +, kept within min..max. */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  valueLabel,
  disabled = false,
  testId,
}: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={valueLabel} data-testid={testId}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
        data-testid={testId && `${testId}-minus`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.stepValue} aria-live="polite" data-testid={testId && `${testId}-value`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        data-testid={testId && `${testId}-plus`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
