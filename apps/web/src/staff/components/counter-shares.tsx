import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDialog } from '@/shared/ui/dialog';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import type { ShareSettlement } from '../api/share-settle';
import { guestName, type WaitingShare } from '../model/counter-shares';
import { useSettleShare } from '../model/use-kitchen-actions';
import styles from './counter-shares.module.css';

function ShareRow({ share, showTable }: { share: WaitingShare; showTable: boolean }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const settle = useSettleShare();
  const name = guestName(share, t('kitchen.counter.guest'));
  const amount = formatRupiah(share.amount);
  const table = pickText(share.tableName, locale);

  const decide = async (status: ShareSettlement) => {
    // Both are asked first: PAID cannot be taken back, and RELEASED sends the guest to pay again.
    const Dialog = await loadDialog();
    const title =
      status === 'PAID'
        ? t('kitchen.counter.paidTitle', { name, amount })
        : t('kitchen.counter.releaseTitle', { name });
    const confirmed = await Dialog.confirm(
      status === 'PAID'
        ? {
            title,
            // antd-mobile's dialog names itself only by this, not by its title.
            'aria-label': title,
            content: t('kitchen.counter.paidBody'),
            confirmText: t('kitchen.counter.paidConfirm'),
            cancelText: t('kitchen.counter.back'),
          }
        : {
            title,
            'aria-label': title,
            content: t('kitchen.counter.releaseBody', { amount }),
            confirmText: t('kitchen.counter.releaseConfirm'),
            cancelText: t('kitchen.counter.back'),
          },
    );
    if (confirmed) settle.mutate({ share, status });
  };

  return (
    <li className={styles.share} data-testid="counter-share" data-share-id={share.shareId}>
      <div className={styles.who}>
        <strong className={styles.name} data-testid="counter-share-name">
          {name}
        </strong>
        {showTable && (
          <span className={styles.table} data-testid="counter-share-table">
            {table}
          </span>
        )}
      </div>
      <strong className={styles.amount} data-testid="counter-share-amount">
        {amount}
      </strong>
      <div className={styles.actions}>
        <Button
          color="success"
          disabled={settle.isPending}
          loading={settle.isPending && settle.variables.status === 'PAID'}
          onClick={() => void decide('PAID')}
          aria-label={t('kitchen.counter.paidLabel', { name, amount, table })}
          data-testid="counter-share-paid"
        >
          {t('kitchen.counter.paid')}
        </Button>
        <Button
          fill="outline"
          disabled={settle.isPending}
          loading={settle.isPending && settle.variables.status === 'RELEASED'}
          onClick={() => void decide('RELEASED')}
          aria-label={t('kitchen.counter.releaseLabel', { name, amount, table })}
          data-testid="counter-share-release"
        >
          {t('kitchen.counter.release')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The shares guests chose to pay at the counter, each with who pays and how much, and the
 * staff's two answers: paid (the main one) or cancelled, each after a confirm. `showTable` names
 * each share's table (the orders tab lists every table's).
 */
export function CounterShares({ shares, showTable }: { shares: WaitingShare[]; showTable: boolean }) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const total = shares.reduce((sum, share) => sum + share.amount, 0);
  return (
    <section className={styles.box} aria-labelledby={headingId} data-testid="counter-shares">
      <h2 id={headingId} className={styles.title}>
        {t('kitchen.counter.title')}
        <span className={styles.total} data-testid="counter-shares-total">
          {t('kitchen.counter.total', { count: shares.length, amount: formatRupiah(total) })}
        </span>
      </h2>
      <p className={styles.hint}>{t('kitchen.counter.hint')}</p>
      <ul className={styles.list}>
        {shares.map((share) => (
          <ShareRow key={share.shareId} share={share} showTable={showTable} />
        ))}
      </ul>
    </section>
  );
}
