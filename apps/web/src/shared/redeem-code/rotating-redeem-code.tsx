import { REDEEM_CODE_PERIOD_S } from '@lahap/contract/constants';
import type { RedeemCodeSeed } from '@lahap/contract/redemption/schemas';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../ui/qr-code';
import styles from './rotating-redeem-code.module.css';
import { useRotatingRedeemCode } from './use-rotating-redeem-code';

/**
 * The signed code is about 250 characters (its key, certificate and signature): a QR of some 65
 * modules a side, each about 3.5 px here, which a counter's camera reads off a phone's screen.
 */
const QR_SIZE_PX = 232;

export interface RotatingRedeemCodeProps {
  seed: RedeemCodeSeed;
  /** The answer's `serverTime`. */
  serverTime: string;
  /** When that answer arrived (react-query's `dataUpdatedAt`). */
  receivedAt?: number;
  /** The QR's text for screen readers, given the grouped digits. */
  qrLabel: (code: string) => string;
  /** The parts' test ids take it as a prefix: `-qr`, `-text`, `-timer`. */
  testId: string;
}

/**
 * A voucher's or a store coupon's counter code (ADR 017): the QR a counter scans (checked offline
 * too) and the digits in groups of four to type (checked online only), with a small countdown to
 * the next code. It is computed on the phone, so it keeps turning offline; a screenshot stops
 * working within a minute.
 */
export function RotatingRedeemCode({
  seed,
  serverTime,
  receivedAt,
  qrLabel,
  testId,
}: RotatingRedeemCodeProps) {
  const { t } = useTranslation();
  const code = useRotatingRedeemCode(seed, serverTime, receivedAt);
  if (!code) return null;
  return (
    <div className={styles.code}>
      <QrCode text={code.qrText} size={QR_SIZE_PX} label={qrLabel(code.grouped)} testId={`${testId}-qr`} />
      <p className={styles.digits} data-testid={`${testId}-text`}>
        {code.grouped}
      </p>
      <p className={styles.timer} data-testid={`${testId}-timer`}>
        <span className={styles.track} aria-hidden="true">
          <span
            className={styles.bar}
            style={{ width: `${String((code.secondsLeft / REDEEM_CODE_PERIOD_S) * 100)}%` }}
          />
        </span>
        {t('redeemCode.changesIn', { count: code.secondsLeft })}
      </p>
      <p className={styles.hint}>{t('redeemCode.hint', { seconds: REDEEM_CODE_PERIOD_S })}</p>
    </div>
  );
}
