import { formatRupiah } from '@lahap/contract/format';
import type { BillData, BillShare, CartLine } from '@lahap/contract/ordering/schemas';
import { evenPartAmount } from '@lahap/contract/ordering/states';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { liveShares, type PayChoice } from '../model/bill-split';
import { useBill, useNewBill, type TableContext } from '../model/use-table-calls';
import { CartLineRow } from './cart-line-row';
import { isCharged } from '../model/share-method';
import { ChargeCard } from './charge-card';
import { CounterCard } from './counter-card';
import { PayOptions } from './pay-options';
import { PaySheet } from './pay-sheet';
import { SheetHeader } from './sheet-header';
import styles from './cart.module.css';
import payStyles from './pay.module.css';
import sheet from './sheet.module.css';

export interface BillSheetProps {
  open: boolean;
  onClose: () => void;
  context: TableContext;
  /** This phone's participant, to mark "you" among the shares and lines. */
  me: string;
  /** The table's name, for the cashier to find the bill by. */
  tableName: string;
  /** People at the table: how many parts an even split offers first. */
  people: number;
  /** Whether the table's stream is up; while it is not, the bill is polled like the cart. */
  live: boolean;
}

/**
 * The table's bill: what was sent, the shares paid or being paid, what remains and the ways to
 * pay a share; the card of each share this phone reserved (its QRIS code or e-wallet, or what to
 * show at the counter); a receipt once paid.
 */
export function BillSheet({ open, onClose, live, ...body }: BillSheetProps) {
  const { t } = useTranslation('ordering');
  const titleId = useId();
  const bill = useBill(body.context.seat, open, live);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={sheetStyles.sheet}>
      <section aria-labelledby={titleId} data-testid="ordering-bill-sheet">
        <SheetHeader
          titleId={titleId}
          title={bill.data ? t('bill.title', { bill: bill.data.billNo }) : t('bill.titleLoading')}
          onClose={onClose}
        />
        <div className={sheet.body}>
          {bill.isPending ? (
            <ListSkeleton rows={2} />
          ) : bill.isError ? (
            <ErrorState compact onRetry={() => void bill.refetch()} />
          ) : (
            <BillBody bill={bill.data} {...body} />
          )}
        </div>
      </section>
    </Popup>
  );
}

type BillBodyProps = Omit<BillSheetProps, 'open' | 'onClose' | 'live'> & { bill: BillData };

function BillBody({ bill, context, me, tableName, people }: BillBodyProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const newBill = useNewBill(context);
  const [paying, setPaying] = useState<PayChoice | null>(null);
  const myShares = liveShares(bill).filter((share) => share.participantId === me);
  const ownerOf = (line: CartLine) => {
    if (line.participantId === me) return t('cart.you');
    if (line.participantId === null) return t('cart.byStaff');
    return t('cart.byMate', { name: line.displayName });
  };
  const paid = bill.status === 'PAID';

  if (bill.lines.length === 0) {
    return <EmptyState compact title={t('bill.emptyTitle')} description={t('bill.emptyDescription')} />;
  }
  const shares = bill.shares.length > 0 && (
    <ul className={styles.lines} data-testid="ordering-shares">
      {bill.shares.map((share) => (
        <ShareRow key={share.shareId} share={share} me={me} evenParts={bill.evenParts} locale={locale} />
      ))}
    </ul>
  );
  return (
    <>
      {myShares.map(({ payMethod, ...share }) =>
        isCharged(payMethod) ? (
          <ChargeCard
            key={share.shareId}
            share={{ ...share, payMethod }}
            billId={bill.billId}
            context={context}
          />
        ) : (
          <CounterCard key={share.shareId} share={{ ...share, payMethod }} tableName={tableName} />
        ),
      )}
      {paid && (
        <div className={styles.receipt} data-testid="ordering-receipt">
          <h3 className={styles.receiptTitle}>{t('bill.paidTitle')}</h3>
          <p className={sheet.lead}>{t('bill.paidDescription')}</p>
          <div className={payStyles.receiptShares}>{shares}</div>
        </div>
      )}
      <div className={styles.roundHead}>
        <h3 className={styles.groupTitle}>{t('bill.lines')}</h3>
        <span className={styles.chip} data-status={bill.status} data-testid="ordering-bill-status">
          {t(`bill.status.${bill.status}`)}
        </span>
      </div>
      <ul className={styles.lines}>
        {bill.lines.map((line) => (
          <CartLineRow key={line.lineId} line={line} owner={ownerOf(line)} />
        ))}
      </ul>
      <dl className={styles.summary}>
        <div className={`${styles.summaryRow} ${styles.total}`}>
          <dt>{t('bill.total')}</dt>
          <dd data-testid="ordering-bill-total">{formatRupiah(bill.total)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('bill.paid')}</dt>
          <dd>{formatRupiah(bill.paidAmount)}</dd>
        </div>
        {!paid && (
          <div className={styles.summaryRow}>
            <dt>{t('bill.remaining')}</dt>
            <dd data-testid="ordering-bill-remaining">{formatRupiah(bill.remainingAmount)}</dd>
          </div>
        )}
        {bill.evenParts !== null && (
          <div className={styles.summaryRow}>
            <dt>{t('bill.evenParts', { parts: bill.evenParts })}</dt>
            <dd>{formatRupiah(evenPartAmount(bill.total, bill.evenParts, 1))}</dd>
          </div>
        )}
      </dl>
      {!paid && shares && (
        <section aria-labelledby="ordering-shares" className={styles.group}>
          <h3 id="ordering-shares" className={styles.groupTitle}>
            {t('bill.shares')}
          </h3>
          {shares}
        </section>
      )}
      {paid ? (
        <Button
          color="primary"
          shape="rounded"
          block
          loading={newBill.isPending}
          onClick={() => newBill.mutate(undefined, { onSuccess: () => showToast(t('bill.newStarted')) })}
          data-testid="ordering-new-bill"
        >
          {t('bill.newOrder')}
        </Button>
      ) : bill.remainingAmount === 0 ? (
        <p className={styles.payNote} role="note" data-testid="ordering-all-reserved">
          {t('bill.allReserved')}
        </p>
      ) : (
        <PayOptions bill={bill} onChoose={setPaying} />
      )}
      <PaySheet
        choice={paid ? null : paying}
        onClose={() => setPaying(null)}
        bill={bill}
        context={context}
        me={me}
        people={people}
      />
    </>
  );
}

function ShareRow({
  share,
  me,
  evenParts,
  locale,
}: {
  share: BillShare;
  me: string;
  evenParts: number | null;
  locale: Parameters<typeof formatDateTime>[1];
}) {
  const { t } = useTranslation('ordering');
  const who =
    share.participantId === null
      ? t('bill.counter')
      : share.participantId === me
        ? t('cart.you')
        : share.displayName;
  const how =
    share.mode === 'EVEN' && share.evenIndex !== null && evenParts !== null
      ? t('bill.evenPart', { index: share.evenIndex, parts: evenParts })
      : t(`bill.mode.${share.mode}`);
  // Who paid, how (the split and the method) and when: the receipt's record of each share.
  return (
    <li className={styles.line} data-testid="ordering-share">
      <div className={styles.lineBody}>
        <span className={styles.lineName}>{who}</span>
        <span className={styles.lineMeta}>
          {how} · {t(`method.${share.payMethod}`)}
        </span>
        {share.paidTime && (
          <span className={styles.lineMeta} data-testid="ordering-share-time">
            {formatDateTime(share.paidTime, locale)}
          </span>
        )}
      </div>
      <span className={styles.chip} data-status={share.status}>
        {t(`bill.shareStatus.${share.status}`)}
      </span>
      <span className={styles.lineAmount}>{formatRupiah(share.amount)}</span>
    </li>
  );
}
