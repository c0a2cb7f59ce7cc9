import { ERROR_CODES } from '@lahap/contract/errors';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { LotteryDetailData, LotteryDrawData } from '@lahap/contract/lottery/schemas';
import Button from 'antd-mobile/es/components/button';
import { FileOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { CardSkeleton } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { LOTTERY_KEY, drawOnce, useLotteryDetail } from './lottery-api';
import { DrawResultSheet } from './draw-result-sheet';
import styles from './lottery.module.css';

/** Odds in basis points as a percentage, without trailing zeros. */
export function oddsPercent(oddsBp: number): string {
  return String(Number((oddsBp / 100).toFixed(2)));
}

/** A hex commitment shortened for the eye: its first and last eight digits. */
export function shortHex(hex: string): string {
  return hex.length > 20 ? `${hex.slice(0, 8)}…${hex.slice(-8)}` : hex;
}

/**
 * The lucky draw at the top of /platform/winningRecords: the running activity's prizes with
 * their odds, my chances and how to earn them, the round's commitment, and the Draw button.
 */
export function LotteryPanel() {
  const { t } = useTranslation('lottery');
  const query = useLotteryDetail();
  if (query.isPending) {
    return (
      <div className={styles.panel} data-testid="lottery-panel-loading">
        <CardSkeleton />
      </div>
    );
  }
  if (query.isError) {
    if (isApiRequestError(query.error) && query.error.code === ERROR_CODES.LOTTERY_ACTIVITY_NOT_FOUND) {
      return (
        <EmptyState
          compact
          title={t('panel.noActivityTitle')}
          description={t('panel.noActivityDescription')}
        />
      );
    }
    return <ErrorState compact onRetry={() => void query.refetch()} />;
  }
  return <ActivityPanel detail={query.data} />;
}

function ActivityPanel({ detail }: { detail: LotteryDetailData }) {
  const { t } = useTranslation('lottery');
  const locale = useAppLocale();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [drawing, setDrawing] = useState(false);
  const [result, setResult] = useState<LotteryDrawData | null>(null);
  const available = detail.chances.available;

  const draw = async () => {
    setDrawing(true);
    try {
      setResult(await drawOnce(detail.activityId));
    } catch (error) {
      showToast(failureText(error));
    } finally {
      setDrawing(false);
      void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
    }
  };

  const copyCommitment = () => {
    navigator.clipboard
      .writeText(detail.period.commitment)
      .then(() => showToast(t('panel.copied')))
      .catch(() => showToast(t('panel.copyFailed')));
  };

  return (
    <section className={styles.panel} aria-labelledby="lottery-title" data-testid="lottery-panel">
      <h2 id="lottery-title" className={styles.title}>
        {pickText(detail.title, locale)}
      </h2>
      <p className={styles.subtle} data-testid="lottery-round">
        {detail.ended
          ? t('panel.ended')
          : t('panel.roundEnds', {
              round: detail.period.index + 1,
              time: formatDateTime(detail.period.endsAt, locale),
            })}
      </p>

      <h3 className={styles.sectionTitle}>{t('panel.prizesTitle')}</h3>
      <ul className={styles.prizes} data-testid="lottery-prizes">
        {detail.prizes.map((prize) => (
          <li key={prize.prizeId} className={styles.prize}>
            <span className={styles.prizeName}>
              {pickText(prize.name, locale)}
              <small className={styles.subtle}>
                {t('panel.minimumSpend', { amount: formatRupiah(prize.minimumSpend) })} ·{' '}
                {prize.remaining > 0 ? t('panel.left', { count: prize.remaining }) : t('panel.soldOut')}
              </small>
            </span>
            <span className={styles.odds}>{t('panel.odds', { percent: oddsPercent(prize.oddsBp) })}</span>
          </li>
        ))}
        <li className={styles.prize}>
          <span className={styles.prizeName}>{t('panel.thanks')}</span>
          <span className={styles.odds}>
            {t('panel.odds', { percent: oddsPercent(detail.thanksOddsBp) })}
          </span>
        </li>
      </ul>

      <div className={styles.chances} aria-label={t('panel.chancesLabel')}>
        <strong data-testid="lottery-chances" data-count={available}>
          {t('panel.chances', { count: available })}
        </strong>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          block
          loading={drawing}
          loadingText={t('panel.drawing')}
          disabled={available === 0 || detail.ended}
          onClick={() => void draw()}
          data-testid="lottery-draw"
        >
          {available === 0 ? t('panel.noChance') : t('panel.draw')}
        </Button>
      </div>

      <h3 className={styles.sectionTitle}>{t('panel.earnTitle')}</h3>
      <ul className={styles.earnWays} data-testid="lottery-earn-ways">
        {detail.earnWays.map((way) => (
          <li key={way.source}>{t(`panel.earn.${way.source}`, { count: way.chances })}</li>
        ))}
      </ul>

      <h3 className={styles.sectionTitle}>{t('panel.commitment')}</h3>
      <p className={styles.subtle}>{t('panel.commitmentHint')}</p>
      <button
        type="button"
        className={styles.commitment}
        onClick={copyCommitment}
        title={detail.period.commitment}
        data-testid="lottery-commitment"
        data-commitment={detail.period.commitment}
      >
        <code>{shortHex(detail.period.commitment)}</code>
        <span className="lahap-visually-hidden">{t('panel.copyCommitment')}</span>
        <FileOutline aria-hidden />
      </button>

      <details className={styles.rules}>
        <summary>{t('panel.rulesTitle', { algorithm: detail.rules.algorithm })}</summary>
        <ol className={styles.rulesText}>
          {pickText(detail.rules.text, locale)
            .split('\n')
            .map((line) => (
              <li key={line}>{line}</li>
            ))}
        </ol>
      </details>

      <DrawResultSheet result={result} revealAt={detail.period.endsAt} onClose={() => setResult(null)} />
    </section>
  );
}
