import { useTranslation } from 'react-i18next';
import { countdownParts } from '@/shared/ui/countdown';
import type { FlashClock } from '../model/use-flash-clock';
import styles from './flash-countdown.module.css';

/**
 * The flash-sale strip: "Flash Sale ends in 01:23:45" while it runs, "starts in" before, and a
 * plain line once it is over. Screen readers hear the time as words, and not every second.
 */
export function FlashCountdown({ clock }: { clock: FlashClock }) {
  const { t } = useTranslation('purchase');
  if (clock.phase === 'ended') {
    return (
      <p className={styles.strip} data-phase="ended" data-testid="flash-countdown">
        {t('flash.ended')}
      </p>
    );
  }
  const [hours, minutes, seconds] = countdownParts(clock.remaining);
  return (
    <p className={styles.strip} data-phase={clock.phase} data-testid="flash-countdown">
      <span>{clock.phase === 'live' ? t('flash.endsIn') : t('flash.startsIn')}</span>
      <span
        className={styles.clock}
        role="timer"
        aria-live="off"
        aria-label={t('flash.timerLabel', { hours, minutes, seconds })}
        data-testid="flash-countdown-clock"
      >
        <span className={styles.digits}>{hours}</span>:<span className={styles.digits}>{minutes}</span>:
        <span className={styles.digits}>{seconds}</span>
      </span>
    </p>
  );
}
