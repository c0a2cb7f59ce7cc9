import type { PayMethod } from '@lahap/contract/enums';
import styles from './pay-method-badge.module.css';

/**
 * Each method's wordmark as its owner writes it: a logo, not a text to translate. The name
 * beside the mark is what assistive tech reads; the mark itself is hidden from it.
 */
const MARKS: Readonly<Record<PayMethod, string>> = {
  QRIS: 'QRIS',
  GOPAY: 'gopay',
  OVO: 'OVO',
  DANA: 'DANA',
  SHOPEEPAY: 'S.Pay',
};

/** A drawn badge in the method's own colours, so it is recognised without an image. */
export function PayMethodBadge({ method }: { method: PayMethod }) {
  return (
    <span className={styles.badge} data-method={method} aria-hidden="true">
      {MARKS[method]}
    </span>
  );
}
