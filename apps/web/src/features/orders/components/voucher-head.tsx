import type { VoucherStatus } from '@lahap/contract/enums';
import { useTranslation } from 'react-i18next';
import styles from './vouchers.module.css';

/** A voucher card's first line: its name ("Voucher 2") and its state as a badge. */
export function VoucherHead({
  name,
  status,
  testId,
}: {
  name: string;
  status: VoucherStatus;
  testId: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.voucherHead}>
      <h3 className={styles.voucherName}>{name}</h3>
      <span className={styles.badge} data-status={status} data-testid={testId}>
        {t(`voucher.status.${status}`)}
      </span>
    </div>
  );
}
