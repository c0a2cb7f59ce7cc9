import { formatDate } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import { voucherStatusAt } from '@lahap/contract/orders/lifecycle';
import type { Voucher } from '@lahap/contract/orders/schemas';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { RotatingRedeemCode } from '@/shared/redeem-code/rotating-redeem-code';
import { formatDateTime } from '../model/format-time';
import { VoucherHead } from './voucher-head';
import styles from './vouchers.module.css';

export interface VoucherItemProps {
  voucher: Voucher;
  /** The voucher list answer's clock and when it arrived: the code turns on the server's time. */
  serverTime: string;
  receivedAt: number;
  /** The moment the page reads states at (a live voucher past its end shows as expired). */
  now: number;
  /** Opens the redemption at a point for this voucher (a physical one, VALID). */
  onRedeemAtPoint: (voucher: Voucher) => void;
}

/**
 * One voucher of a paid order: its state and, while it can be used at a counter, the rotating
 * QR with its digits and a countdown; a used one says when and where, a refunded or expired one
 * when. A physical voucher is redeemed by the customer at a point instead.
 */
export function VoucherItem({ voucher, serverTime, receivedAt, now, onRedeemAtPoint }: VoucherItemProps) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const status = voucherStatusAt(
    { status: voucher.status, effectiveEnd: Date.parse(voucher.effectiveEndTime) },
    now,
  );
  const name = t('voucher.name', { number: voucher.unitNo });
  const notYet = status === 'VALID' && now < Date.parse(voucher.effectiveStartTime);
  const lastDay = formatDate(Date.parse(voucher.effectiveEndTime) - 1, locale);
  const partner = voucher.thirdCodeType === 'CODE' || voucher.thirdCodeType === 'CODE_LINK';

  let body = null;
  switch (status) {
    case 'VALID':
      body = (
        <>
          {notYet ? (
            <p className={styles.note}>
              {t('voucher.startsOn', { date: formatDate(Date.parse(voucher.effectiveStartTime), locale) })}
            </p>
          ) : (
            voucher.codeSeed && (
              <>
                <p className={styles.note}>
                  {voucher.thirdCodeType === 'PAPER_VOUCHER' ? t('voucher.paperHint') : t('voucher.codeHint')}
                </p>
                <RotatingRedeemCode
                  seed={voucher.codeSeed}
                  serverTime={serverTime}
                  receivedAt={receivedAt}
                  qrLabel={(code) => t('voucher.qrLabel', { name, code })}
                  testId={`voucher-code-${String(voucher.unitNo)}`}
                />
              </>
            )
          )}
          {partner && <p className={styles.note}>{t('voucher.partnerReady')}</p>}
          <p className={styles.meta}>{t('voucher.validUntil', { date: lastDay })}</p>
          {voucher.redeemableAtPoint && !notYet && (
            <button
              type="button"
              className={styles.action}
              onClick={() => onRedeemAtPoint(voucher)}
              aria-label={t('voucher.redeemAtPointLabel', { name })}
              data-testid={`voucher-redeem-point-${String(voucher.unitNo)}`}
            >
              {t('voucher.redeemAtPoint')}
            </button>
          )}
        </>
      );
      break;
    case 'NOT_DELIVERY':
      body = <p className={styles.note}>{t('voucher.onItsWay')}</p>;
      break;
    case 'USED': {
      const place = pickText(voucher.usedPlaceName, locale);
      const time = voucher.usedTime ? formatDateTime(voucher.usedTime, locale) : '';
      body = (
        <p className={styles.note} data-testid="voucher-used">
          {place ? t('voucher.usedAt', { time, place }) : t('voucher.usedOn', { time })}
        </p>
      );
      break;
    }
    case 'REFUND':
      body = (
        <p className={styles.note} data-testid="voucher-refunded">
          {voucher.refundTime
            ? t('voucher.refundedOn', { time: formatDateTime(voucher.refundTime, locale) })
            : t('voucher.status.REFUND')}
        </p>
      );
      break;
    case 'EXPIRED':
      body = (
        <p className={styles.note} data-testid="voucher-expired">
          {t('voucher.expiredOn', { date: lastDay })}
        </p>
      );
      break;
  }

  return (
    <li className={styles.voucher} data-status={status} data-testid={`voucher-${String(voucher.unitNo)}`}>
      <VoucherHead name={name} status={status} testId="voucher-status" />
      {body}
    </li>
  );
}
