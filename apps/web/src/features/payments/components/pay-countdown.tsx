import { useTranslation } from 'react-i18next';
import { countdownParts } from '@/shared/ui/countdown';
import { useCountdown } from '@/shared/ui/use-countdown';
import styles from './pay.module.css';

export interface PayCountdownProps {
  /** Epoch ms the count reaches zero. */
  deadline: number;
  /** The translated words before the clock ("Complete payment within"). */
  label: string;
  /** Called once when the count reaches zero. */
  onEnd?: () => void;
  testId: string;
}

/** Hours, minutes and seconds left to pay; screen readers hear the time once, not every second. */
export function PayCountdown({ deadline, label, onEnd, testId }: PayCountdownProps) {
  const { t } = useTranslation('pay');
  const [hours, minutes, seconds] = countdownParts(useCountdown(deadline, onEnd));
  return (
    <p className={styles.countdown} data-testid={testId}>
      <span>{label}</span>
      <span
        className={styles.clock}
        role="timer"
        aria-label={t('timer.label', { hours, minutes, seconds })}
        data-testid={`${testId}-clock`}
      >
        {hours}:{minutes}:{seconds}
      </span>
    </p>
  );
}
