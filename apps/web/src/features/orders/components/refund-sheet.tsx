import { REFUND_NOTE_MAX_LENGTH } from '@lahap/contract/constants';
import { REFUND_REASON_CODES, type RefundReasonCode } from '@lahap/contract/enums';
import { formatRupiah } from '@lahap/contract/format';
import type { RefundData, Voucher } from '@lahap/contract/orders/schemas';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import { CloseIcon } from '@/shared/ui/icons';
import { refundVouchers } from '../api/order-actions';
import { refundableVouchers, refundRequest, refundTotal } from '../model/refund';
import styles from './sheets.module.css';

export interface RefundSheetProps {
  open: boolean;
  orderId: string;
  /** The order's vouchers; the refundable ones are offered, all chosen to begin with. */
  vouchers: readonly Voucher[];
  onClose: () => void;
  /** The refund was accepted (done, or on its way). */
  onRefunded: (result: RefundData) => void;
}

/**
 * Asking for money back: which unused vouchers (all chosen at first), why, and an optional
 * note; the total follows the vouchers chosen. A refusal says why in the server's words.
 */
export function RefundSheet({ open, onClose, ...form }: RefundSheetProps) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetStyles.sheet}
      destroyOnClose
    >
      <RefundForm onClose={onClose} {...form} />
    </Popup>
  );
}

function RefundForm({ orderId, vouchers, onClose, onRefunded }: Omit<RefundSheetProps, 'open'>) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const noteId = useId();
  const failureText = useFailureText();
  const offered = refundableVouchers(vouchers);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(offered.map((v) => v.voucherId)));
  const [reason, setReason] = useState<RefundReasonCode | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const total = refundTotal(offered, chosen);
  const ready = chosen.size > 0 && reason !== null && !sending;

  const toggle = (voucherId: string) => {
    const next = new Set(chosen);
    if (next.has(voucherId)) next.delete(voucherId);
    else next.add(voucherId);
    setChosen(next);
  };

  const submit = async () => {
    if (!ready || reason === null) return;
    setSending(true);
    setError(null);
    try {
      onRefunded(await refundVouchers(refundRequest(orderId, offered, chosen, reason, note)));
    } catch (failure) {
      setError(failureText(failure));
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={titleId} data-testid="refund-sheet">
      <div className={sheetStyles.header}>
        <h2 id={titleId} className={sheetStyles.title}>
          {t('refund.title')}
        </h2>
        <button
          type="button"
          className={`${iconButtonStyles.iconButton} ${sheetStyles.close}`}
          aria-label={t('refund.close')}
          onClick={onClose}
          data-testid="refund-close"
        >
          <CloseIcon />
        </button>
      </div>
      <form
        className={styles.content}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('refund.vouchers')}</legend>
          {offered.map((voucher) => (
            <label key={voucher.voucherId} className={styles.choice}>
              <input
                type="checkbox"
                checked={chosen.has(voucher.voucherId)}
                onChange={() => toggle(voucher.voucherId)}
                data-testid={`refund-voucher-${String(voucher.unitNo)}`}
              />
              <span className={styles.choiceText}>{t('voucher.name', { number: voucher.unitNo })}</span>
              <span className={styles.choiceAmount}>{formatRupiah(voucher.amount)}</span>
            </label>
          ))}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('refund.reason')}</legend>
          {REFUND_REASON_CODES.map((code) => (
            <label key={code} className={styles.choice}>
              <input
                type="radio"
                name="refund-reason"
                value={code}
                checked={reason === code}
                onChange={() => setReason(code)}
                data-testid={`refund-reason-${code}`}
              />
              <span className={styles.choiceText}>{t(`refund.reasons.${code}`)}</span>
            </label>
          ))}
        </fieldset>

        <div className={styles.field}>
          <label htmlFor={noteId} className={styles.legend}>
            {t('refund.note')}
          </label>
          <textarea
            id={noteId}
            className={styles.textarea}
            value={note}
            maxLength={REFUND_NOTE_MAX_LENGTH}
            rows={3}
            placeholder={t('refund.notePlaceholder')}
            onChange={(event) => setNote(event.target.value.slice(0, REFUND_NOTE_MAX_LENGTH))}
            aria-describedby={`${noteId}-count`}
            data-testid="refund-note"
          />
          <span id={`${noteId}-count`} className={styles.counter} data-testid="refund-note-count">
            {t('refund.noteCount', { used: note.length, max: REFUND_NOTE_MAX_LENGTH })}
          </span>
        </div>

        <p className={styles.total} data-testid="refund-total">
          <span>{t('refund.total')}</span>
          <strong>{formatRupiah(total)}</strong>
        </p>
        {error && (
          <p className={styles.error} role="alert" data-testid="refund-error">
            {error}
          </p>
        )}
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          disabled={!ready}
          loading={sending}
          data-testid="refund-submit"
        >
          {t('refund.submit', { amount: formatRupiah(total) })}
        </Button>
      </form>
    </section>
  );
}
