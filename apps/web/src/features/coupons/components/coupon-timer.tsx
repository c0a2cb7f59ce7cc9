import { useTranslation } from 'react-i18next';
import { countdownParts } from '@/shared/ui/countdown';
import { useCountdown } from '@/shared/ui/use-countdown';
import styles from './coupon-detail.module.css';

/** A coupon ending within this long shows a countdown rather than only its end date. */
export const COUPON_TIMER_WINDOW_MS = 24 * 3_600_000;

export interface CouponTimerProps {
  /** Epoch ms the coupon stops working. */
  endsAt: number;
  /** Called once when the count reaches zero. */
  onTimeout: () => void;
}

/**
 * Spec §4 "Coupon timer" for a coupon ending within a day: hours, minutes and seconds down to
 * zero, then `onTimeout`. Further off it shows nothing, the end date says enough. Screen
 * readers hear the time once, not every second.
 */
export function CouponTimer({ endsAt, onTimeout }: CouponTimerProps) {
  const { t } = useTranslation('coupons');
  const remaining = useCountdown(endsAt, onTimeout);
  if (remaining > COUPON_TIMER_WINDOW_MS) return null;
  const [hours, minutes, seconds] = countdownParts(remaining);
  return (
    <p className={styles.timer} data-testid="coupon-timer">
      <span>{t('detail.endsIn')}</span>
      <span
        className={styles.clock}
        role="timer"
        aria-label={t('detail.timerLabel', { hours, minutes, seconds })}
        data-testid="coupon-timer-clock"
      >
        <span className={styles.digits}>{hours}</span>:<span className={styles.digits}>{minutes}</span>:
        <span className={styles.digits}>{seconds}</span>
      </span>
    </p>
  );
}
