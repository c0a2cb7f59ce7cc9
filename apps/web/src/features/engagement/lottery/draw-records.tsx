import { pickText } from '@lahap/contract/locale';
import type { WinningRecord } from '@lahap/contract/lottery/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { EmptyState } from '@/shared/ui/empty-state';
import { PagedList } from '@/shared/ui/paged-list';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useWinningRecords } from './lottery-api';
import styles from './lottery.module.css';

/** The address of a draw's check: this page with the check open. */
export function checkHref(drawId: string): string {
  return `${paths.winningRecords.getHref()}?drawId=${encodeURIComponent(drawId)}`;
}

/** My draws, newest first, 10 a page, each with the way to its check. */
export function DrawRecords() {
  const { t } = useTranslation('lottery');
  const query = useWinningRecords();
  const records = query.data?.pages.flatMap((page) => page.records) ?? [];
  return (
    <section aria-labelledby="lottery-records-title" className={styles.records}>
      <h2 id="lottery-records-title" className={styles.title}>
        {t('records.title')}
      </h2>
      <PagedList
        query={query}
        rowCount={records.length}
        skeleton={<ListSkeleton rows={3} />}
        empty={
          <EmptyState compact title={t('records.emptyTitle')} description={t('records.emptyDescription')} />
        }
        compact
        loaderTestId="lottery-records-foot"
      >
        <ul className={styles.recordList} data-testid="lottery-records">
          {records.map((record) => (
            <RecordRow key={record.drawId} record={record} />
          ))}
        </ul>
      </PagedList>
    </section>
  );
}

function RecordRow({ record }: { record: WinningRecord }) {
  const { t } = useTranslation('lottery');
  const locale = useAppLocale();
  const outcome = record.prize
    ? pickText(record.prize.name, locale)
    : record.stockOut
      ? `${t('records.thanks')} · ${t('records.stockOut')}`
      : t('records.thanks');
  return (
    <li
      className={styles.record}
      data-testid="lottery-record"
      data-draw-id={record.drawId}
      data-revealed={record.revealed}
    >
      <div className={styles.recordText}>
        <strong className={record.prize ? styles.won : undefined}>{outcome}</strong>
        <small className={styles.subtle}>{formatDateTime(record.drawnAt, locale)}</small>
        <small className={styles.subtle}>{t('records.ordinal', { ordinal: record.ordinal })}</small>
      </div>
      <Link to={checkHref(record.drawId)} className={styles.checkLink} data-testid="lottery-record-check">
        {record.revealed
          ? t('records.check')
          : t('records.checkAfter', { time: formatDateTime(record.revealAt, locale) })}
        <span className="lahap-visually-hidden"> {t('records.checkLabel', { drawId: record.drawId })}</span>
      </Link>
    </li>
  );
}
