import { useTranslation } from 'react-i18next';
import { QrCode } from '@/shared/ui/qr-code';
import { groupCounterCode } from '../model/counter-code';
import styles from './coupon-detail.module.css';

const QR_SIZE_PX = 184;

/**
 * A claimed store coupon's counter code (docs/api.md "Coupons"): a QR code for the cashier's
 * scanner and the digits in groups of four for typing.
 */
export function CounterCode({ code }: { code: string }) {
  const { t } = useTranslation('coupons');
  const grouped = groupCounterCode(code);

  return (
    <section className={styles.code} aria-labelledby="coupon-code-title" data-testid="counter-code">
      <h2 id="coupon-code-title" className={styles.sectionTitle}>
        {t('detail.codeTitle')}
      </h2>
      <p className={styles.codeHint}>{t('detail.codeHint')}</p>
      <QrCode
        text={code}
        size={QR_SIZE_PX}
        label={t('detail.qrLabel', { code: grouped })}
        testId="counter-code-qr"
      />
      <p className={styles.codeText} data-testid="counter-code-text">
        {grouped}
      </p>
    </section>
  );
}
