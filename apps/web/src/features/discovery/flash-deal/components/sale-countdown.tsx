import { useTranslation } from 'react-i18next';
import { countdownParts } from '@/shared/ui/countdown';
import { useCountdown } from '@/shared/ui/use-countdown';
import styles from './flash-deal.module.css';

export interface SaleCountdownProps {
  /** Epoch milliseconds the sale ends at (or starts at, when not started). */
  endsAt: number;
  started: boolean;
  /** Called once when the countdown reaches zero; keep it stable (useCallback). */
  onDone?: () => void;
}

/** "Ends in 01:23:45" (or "Starts in"), ticking every second. */
export function SaleCountdown({ endsAt, started, onDone }: SaleCountdownProps) {
  const { t } = useTranslation('browse');
  const [h, m, s] = countdownParts(useCountdown(endsAt, onDone));
  return (
    <div className={styles.countdown} role="timer" aria-live="off" data-testid="flash-countdown">
      <span>{started ? t('flashDeal.endsIn') : t('flashDeal.startsIn')}</span>
      <span className={styles.clock}>
        <b>{h}</b>:<b>{m}</b>:<b>{s}</b>
      </span>
    </div>
  );
}
