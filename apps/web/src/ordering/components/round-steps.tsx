import { ROUND_STATUSES, type RoundStatus } from '@lahap/contract/ordering/states';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';

/** A round's step as a chip: Sent, Accepted, Ready or Served. */
export function RoundChip({ status }: { status: RoundStatus }) {
  const { t } = useTranslation('ordering');
  return (
    <span className={styles.chip} data-status={status} data-testid="ordering-round-status">
      {t(`status.${status}`)}
    </span>
  );
}

/** The four steps Sent → Accepted → Ready → Served, those reached filled. */
export function RoundSteps({ status }: { status: RoundStatus }) {
  const { t } = useTranslation('ordering');
  const reached = ROUND_STATUSES.indexOf(status);
  return (
    <ol
      className={styles.steps}
      aria-label={t('status.progress', { step: reached + 1, steps: ROUND_STATUSES.length })}
    >
      {ROUND_STATUSES.map((step, index) => (
        <li key={step} className={styles.step} data-done={index <= reached}>
          <span className="lahap-visually-hidden">{t(`status.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
