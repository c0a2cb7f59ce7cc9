import { progressDrawnPercent } from '@lahap/contract/format';
import styles from './sold-progress.module.css';

export interface SoldProgressProps {
  /** How much of the stock has gone, 0–100. */
  percent: number;
  /** What a screen reader hears, e.g. "60% sold". */
  label: string;
  /** Written inside a taller bar; without it the bar is a slim line. */
  text?: string;
}

/** A flash-sale item's progress bar: how much has sold, never drawn too thin to see (spec §9). */
export function SoldProgress({ percent, label, text }: SoldProgressProps) {
  return (
    <span
      className={text === undefined ? styles.bar : `${styles.bar} ${styles.labelled}`}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
    >
      <span className={styles.fill} style={{ width: `${String(progressDrawnPercent(percent))}%` }} />
      {text !== undefined && <span className={styles.text}>{text}</span>}
    </span>
  );
}
