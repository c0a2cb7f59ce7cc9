import { errorMessage } from '@lahap/contract/error-messages';
import { ERROR_CODES } from '@lahap/contract/errors';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { CartData, CartLine } from '@lahap/contract/ordering/schemas';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import { loadDialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { showToast } from '@/shared/ui/toast';
import { canEditLine, cartViewOf } from '../model/cart-view';
import { useSendRound, useUpdateLine, type TableContext } from '../model/use-table-calls';
import { CartLineRow } from './cart-line-row';
import { RoundChip, RoundSteps } from './round-steps';
import { SheetHeader } from './sheet-header';
import { TableMates } from './table-mates';
import styles from './cart.module.css';
import sheet from './sheet.module.css';

export interface CartSheetProps {
  open: boolean;
  onClose: () => void;
  cart: CartData;
  context: TableContext;
  onOpenBill: () => void;
}

/**
 * The table's one cart, live: who sits here, what is in the cart (each line its owner's; only my
 * own can be changed), what went to the kitchen by round and how far each has got, and the button
 * that sends the cart to the kitchen.
 */
export function CartSheet({ open, onClose, cart, context, onOpenBill }: CartSheetProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const titleId = useId();
  const view = cartViewOf(cart);
  const update = useUpdateLine(context);
  const send = useSendRound(context);

  const ownerOf = (line: CartLine) => {
    if (line.participantId === cart.participantId) return t('cart.you');
    if (line.participantId === null) return t('cart.byStaff');
    return t('cart.byMate', { name: line.displayName });
  };

  const confirmSend = async () => {
    const Dialog = await loadDialog();
    const confirmed = await Dialog.confirm({
      title: t('cart.sendConfirmTitle'),
      // antd-mobile's dialog names itself only by this, not by its title.
      'aria-label': t('cart.sendConfirmTitle'),
      content: (
        <div data-testid="ordering-send-confirm">
          <ul className={styles.lines}>
            {view.unsent.map((line) => (
              <li key={line.lineId} className={styles.summaryRow}>
                <span>
                  {pickText(line.name, locale)} ×{line.quantity}
                </span>
                <span>{formatRupiah(line.quantity * line.unitPrice)}</span>
              </li>
            ))}
          </ul>
          <p className={sheet.lead}>{t('cart.sendConfirmNote')}</p>
        </div>
      ),
      confirmText: t('cart.sendConfirm'),
      cancelText: t('actions.cancel', { ns: 'common' }),
    });
    if (!confirmed) return;
    send.mutate(undefined, {
      onSuccess: (round) => showToast(t('cart.sent', { round: round.roundNo })),
    });
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={sheetStyles.sheet}>
      <section aria-labelledby={titleId} data-testid="ordering-cart-sheet">
        <SheetHeader titleId={titleId} title={t('cart.title')} onClose={onClose} />
        <div className={sheet.body}>
          <TableMates participants={cart.participants} me={cart.participantId} />
          {cart.locked && (
            <p className={styles.payNote} role="status" data-testid="ordering-locked">
              {errorMessage(ERROR_CODES.TABLE_MATE_PAID, locale)}
            </p>
          )}

          <section aria-labelledby="ordering-in-cart" className={styles.group}>
            <h3 id="ordering-in-cart" className={styles.groupTitle}>
              {t('cart.inCart')}
            </h3>
            {view.unsent.length === 0 && view.rounds.length > 0 && (
              <p className={styles.nothingNew} data-testid="ordering-nothing-new">
                {t('cart.nothingNew')}
              </p>
            )}
            {view.unsent.length === 0 && view.rounds.length === 0 && (
              <EmptyState compact title={t('cart.emptyTitle')} description={t('cart.emptyDescription')} />
            )}
            {view.unsent.length > 0 && (
              <ul className={styles.lines} data-testid="ordering-unsent">
                {view.unsent.map((line) => (
                  <CartLineRow
                    key={line.lineId}
                    line={line}
                    owner={ownerOf(line)}
                    busy={update.isPending}
                    onQuantity={
                      canEditLine(line, cart)
                        ? (quantity) => update.mutate({ lineId: line.lineId, quantity })
                        : undefined
                    }
                  />
                ))}
              </ul>
            )}
          </section>

          {view.rounds.length > 0 && (
            <section aria-labelledby="ordering-sent" className={styles.group} data-testid="ordering-rounds">
              <h3 id="ordering-sent" className={styles.groupTitle}>
                {t('cart.sentTitle')}
              </h3>
              {view.rounds.map((round) => (
                <article
                  key={round.roundNo}
                  className={styles.round}
                  data-testid={`ordering-round-${round.roundNo}`}
                >
                  <div className={styles.roundHead}>
                    <h4 className={styles.groupTitle}>{t('cart.round', { round: round.roundNo })}</h4>
                    <RoundChip status={round.status} />
                  </div>
                  <RoundSteps status={round.status} />
                  <ul className={styles.lines}>
                    {round.lines.map((line) => (
                      <CartLineRow key={line.lineId} line={line} owner={ownerOf(line)} />
                    ))}
                  </ul>
                </article>
              ))}
            </section>
          )}

          <div className={styles.footer}>
            <div className={styles.total}>
              <span>{t('cart.total')}</span>
              <span data-testid="ordering-cart-total">{formatRupiah(cart.total)}</span>
            </div>
            <Button
              color="primary"
              shape="rounded"
              block
              disabled={view.unsent.length === 0 || cart.locked}
              loading={send.isPending}
              onClick={() => void confirmSend()}
              data-testid="ordering-send"
            >
              {t('cart.send')}
            </Button>
            {(view.rounds.length > 0 || cart.billStatus !== 'OPEN') && (
              <Button shape="rounded" block onClick={onOpenBill} data-testid="ordering-open-bill">
                {t('cart.viewBill')}
              </Button>
            )}
          </div>
        </div>
      </section>
    </Popup>
  );
}
