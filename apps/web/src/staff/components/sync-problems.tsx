import { ERROR_CODES } from '@lahap/contract/errors';
import { pickText } from '@lahap/contract/locale';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { AlertIcon } from '@/shared/ui/icons';
import type { SyncProblem } from '../model/offline-queue';
import styles from './sync-problems.module.css';

/**
 * The console's words for the refusals a sync reports. (The contract's message table would say
 * the same, but importing it puts every message of the API into the bundle both apps load first.)
 */
const REFUSAL_KEYS = {
  [ERROR_CODES.REDEEM_CODE_INVALID]: 'problems.reasons.codeInvalid',
  [ERROR_CODES.REDEEM_CODE_EXPIRED]: 'problems.reasons.codeExpired',
  [ERROR_CODES.REDEEM_WRONG_STORE]: 'problems.reasons.wrongStore',
  [ERROR_CODES.REDEEM_ALREADY_USED]: 'problems.reasons.alreadyUsed',
  [ERROR_CODES.REDEEM_NOT_VALID]: 'problems.reasons.notValid',
  [ERROR_CODES.REDEEM_SYNC_OUT_OF_RANGE]: 'problems.reasons.outOfRange',
} as const;

function refusalKey(code: string | null) {
  return (code && REFUSAL_KEYS[code as keyof typeof REFUSAL_KEYS]) || 'problems.refused';
}

/** What went wrong with one offline confirmation, in the console's words. */
function ProblemText({ problem }: { problem: SyncProblem }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  if (problem.outcome === 'DOUBLE_SPEND') {
    const first = problem.redemption;
    return (
      <>
        {first
          ? t('problems.doubleSpendAt', {
              time: formatDateTime(first.redeemedTime, locale),
              staff: first.staffName ?? t('problems.someoneElse'),
            })
          : t('problems.doubleSpend')}
      </>
    );
  }
  return <>{t(refusalKey(problem.errorCode))}</>;
}

export interface SyncProblemsProps {
  problems: readonly SyncProblem[];
  /** Shown with a "got it" button that marks them seen (the counter); absent: a plain list. */
  onDismiss?: () => void;
  testId?: string;
}

/**
 * Offline confirmations the server did not accept at sync: a double spend (the voucher had been
 * redeemed elsewhere first: this confirmation does not count, and the customer may owe the store)
 * or a refusal with its reason. Shown prominently until staff have read them.
 */
export function SyncProblems({ problems, onDismiss, testId = 'sync-problems' }: SyncProblemsProps) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  if (problems.length === 0) return null;
  const doubleSpends = problems.filter((problem) => problem.outcome === 'DOUBLE_SPEND').length;

  return (
    <section className={styles.card} role="alert" data-testid={testId}>
      <h2 className={styles.title}>
        <AlertIcon />
        {doubleSpends > 0
          ? t('problems.titleDoubleSpend', { count: doubleSpends })
          : t('problems.title', { count: problems.length })}
      </h2>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem.clientId} className={styles.item} data-outcome={problem.outcome}>
            <span className={styles.tag}>
              {problem.outcome === 'DOUBLE_SPEND' ? t('problems.doubleSpendTag') : t('problems.refusedTag')}
            </span>
            <strong className={styles.name}>{pickText(problem.itemName, locale)}</strong>
            <span className={styles.text}>
              <ProblemText problem={problem} />
            </span>
            <span className={styles.meta}>
              {t('problems.confirmedOffline', {
                time: formatDateTime(problem.confirmedAt, locale),
                staff: problem.staffName,
              })}
            </span>
          </li>
        ))}
      </ul>
      {onDismiss && (
        <Button block shape="rounded" onClick={onDismiss} data-testid={`${testId}-dismiss`}>
          {t('problems.dismiss')}
        </Button>
      )}
    </section>
  );
}
