import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from '../model/countdown-parts';
import styles from './flash-deal.module.css';

export interface SaleCountdownProps {
  /** Epoch milliseconds the sale ends at (or starts at, when not started). */
  endsAt: number;
  started: boolean;
  /** Called when the countdown reaches zero; keep it stable (useCallback). */
  onDone: () => void;
}

/** "Ends in 01:23:45" (or "Starts in"), ticking every second. */
export function SaleCountdown({ endsAt, started, onDone }: SaleCountdownProps) {
  const { t } = useTranslation('browse');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = endsAt - now;
  const finished = left <= 0;
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const [h, m, s] = countdownParts(left);
  return (
    <div className={styles.countdown} role="timer" aria-live="off" data-testid="flash-countdown">
      <span>{started ? t('flashDeal.endsIn') : t('flashDeal.startsIn')}</span>
      <span className={styles.clock}>
        <b>{h}</b>:<b>{m}</b>:<b>{s}</b>
      </span>
    </div>
  );
}
