import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './kitchen-frame.module.css';

/** Below this the line says "just now": a poll every four seconds makes the count flicker. */
const JUST_NOW_S = 5;

/**
 * "Updated x s ago" under a polled list, counting on every second. Not announced: a screen
 * reader would hear it every second.
 */
export function UpdatedAgo({ at, failed }: { at: number; failed: boolean }) {
  const { t } = useTranslation('staff');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  if (at === 0) return null;
  const seconds = Math.max(0, Math.floor((now - at) / 1_000));
  const text =
    seconds < JUST_NOW_S
      ? t('kitchen.updatedNow')
      : seconds < 60
        ? t('kitchen.updatedAgo', { count: seconds })
        : t('kitchen.updatedMinutes', { count: Math.floor(seconds / 60) });
  return (
    <p className={styles.updated} data-testid="kitchen-updated">
      {text}
      {failed && (
        <span className={styles.updatedFailed} role="alert">
          {' '}
          {t('kitchen.refreshFailed')}
        </span>
      )}
    </p>
  );
}
