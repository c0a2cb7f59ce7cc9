import { pickText } from '@lahap/contract/locale';
import type { LotteryVerifyData } from '@lahap/contract/lottery/schemas';
import Popup from 'antd-mobile/es/components/popup';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import { CloseIcon } from '@/shared/ui/icons';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useDrawVerification } from './lottery-api';
import { verifyDraw } from './verify-draw';
import styles from './lottery.module.css';

export interface VerifySheetProps {
  /** The draw to check; null while the sheet is closed. */
  drawId: string | null;
  onClose: () => void;
}

/** A draw's check: recomputed in this browser from the revealed seed, or when it can be. */
export function VerifySheet({ drawId, onClose }: VerifySheetProps) {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  return (
    <Popup
      visible={drawId !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetStyles.sheet}
    >
      {drawId !== null && (
        <section role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="lottery-verify">
          <div className={sheetStyles.header}>
            <h2 id={titleId} className={sheetStyles.title}>
              {t('verify.title')}
            </h2>
            <button
              type="button"
              className={`${iconButtonStyles.iconButton} ${sheetStyles.close}`}
              aria-label={t('verify.close')}
              onClick={onClose}
              data-testid="lottery-verify-close"
            >
              <CloseIcon />
            </button>
          </div>
          <VerifyBody drawId={drawId} />
        </section>
      )}
    </Popup>
  );
}

function VerifyBody({ drawId }: { drawId: string }) {
  const query = useDrawVerification(drawId);
  if (query.isPending) return <ListSkeleton rows={2} />;
  if (query.isError) return <ErrorState compact onRetry={() => void query.refetch()} />;
  return <Verdict answer={query.data} />;
}

function Verdict({ answer }: { answer: LotteryVerifyData }) {
  const { t } = useTranslation('lottery');
  const locale = useAppLocale();
  const verdict = useQuery({
    queryKey: ['lottery-check', answer],
    queryFn: () => verifyDraw(answer),
    staleTime: Infinity,
    gcTime: 0,
  });
  const outcome = answer.prize ? pickText(answer.prize.name, locale) : t('records.thanks');
  let head;
  if (!verdict.data) {
    head = (
      <p role="status" className={styles.subtle}>
        {t('verify.checking')}
      </p>
    );
  } else if (verdict.data.state === 'pending') {
    head = (
      <div
        className={`${styles.verdict} ${styles.pending}`}
        role="status"
        data-testid="lottery-verdict"
        data-state="pending"
      >
        <strong>{t('verify.pending')}</strong>
        <p>{t('verify.pendingDescription', { time: formatDateTime(verdict.data.revealAt, locale) })}</p>
      </div>
    );
  } else {
    const { check, state } = verdict.data;
    head = (
      <div
        className={`${styles.verdict} ${state === 'verified' ? styles.verified : styles.mismatch}`}
        role="status"
        data-testid="lottery-verdict"
        data-state={state}
      >
        <strong>{state === 'verified' ? t('verify.verified') : t('verify.mismatch')}</strong>
        <p>{state === 'verified' ? t('verify.verifiedDescription') : t('verify.mismatchDescription')}</p>
        <ul className={styles.steps}>
          {(['commitment', 'number', 'rolledPrize', 'outcome'] as const).map((step) => (
            <li key={step} data-ok={check[step]}>
              <span aria-hidden>{check[step] ? '✓' : '✗'}</span> {t(`verify.steps.${step}`)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const fields: [string, string][] = [
    [t('verify.fields.algorithm'), answer.algorithm],
    [t('verify.fields.drawId'), answer.drawId],
    [t('verify.fields.ordinal'), String(answer.ordinal)],
    [t('verify.fields.clientSeed'), answer.clientSeed],
    [t('verify.fields.commitment'), answer.commitment],
    ...(answer.seed ? [[t('verify.fields.seed'), answer.seed] as [string, string]] : []),
    [t('verify.fields.number'), String(answer.number)],
    [t('verify.fields.outcome'), outcome],
  ];
  return (
    <div className={styles.verifyBody}>
      {head}
      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
