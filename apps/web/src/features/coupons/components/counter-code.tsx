import type { RedeemCodeSeed } from '@lahap/contract/redemption/schemas';
import { useTranslation } from 'react-i18next';
import { RotatingRedeemCode } from '@/shared/redeem-code/rotating-redeem-code';
import styles from './coupon-detail.module.css';

export interface CounterCodeProps {
  seed: RedeemCodeSeed;
  /** The detail answer's clock, and when it arrived. */
  serverTime: string;
  receivedAt?: number;
}

/**
 * A claimed store coupon's counter code (ADR 017): the rotating QR for the cashier's scanner and
 * its digits in groups of four for typing, computed on the phone so it turns offline too.
 */
export function CounterCode({ seed, serverTime, receivedAt }: CounterCodeProps) {
  const { t } = useTranslation('coupons');
  return (
    <section className={styles.code} aria-labelledby="coupon-code-title" data-testid="counter-code">
      <h2 id="coupon-code-title" className={styles.sectionTitle}>
        {t('detail.codeTitle')}
      </h2>
      <p className={styles.codeHint}>{t('detail.codeHint')}</p>
      <RotatingRedeemCode
        seed={seed}
        serverTime={serverTime}
        receivedAt={receivedAt}
        qrLabel={(code) => t('detail.qrLabel', { code })}
        testId="counter-code"
      />
    </section>
  );
}
