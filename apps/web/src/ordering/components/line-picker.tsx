import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { BillShare, CartLine } from '@lahap/contract/ordering/schemas';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { lineAmount } from '../model/cart-view';
import styles from './pay.module.css';

export interface LinePickerProps {
  legend: string;
  lines: { line: CartLine; heldBy: BillShare | null }[];
  picked: ReadonlySet<string>;
  onToggle: (lineId: string, picked: boolean) => void;
  /** This phone's participant, to say "you" of a share it holds. */
  me: string;
}

/**
 * Sent lines to tick for an ITEMS share. A line a live share already holds stays listed, greyed
 * out with who pays it, so the guest sees why it cannot be picked instead of meeting 1004010.
 */
export function LinePicker({ legend, lines, picked, onToggle, me }: LinePickerProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const holder = (share: BillShare) => {
    if (share.participantId === me) return t('paySheet.heldByYou');
    if (share.participantId === null) return t('paySheet.heldByCounter');
    return t('paySheet.heldBy', { name: share.displayName });
  };
  return (
    <fieldset className={styles.fieldset} data-testid="ordering-pay-lines">
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.stack}>
        {lines.map(({ line, heldBy }) => (
          <li key={line.lineId}>
            <label className={styles.option} data-testid={`ordering-pay-line-${line.lineId}`}>
              <input
                type="checkbox"
                checked={heldBy === null && picked.has(line.lineId)}
                disabled={heldBy !== null}
                onChange={(event) => onToggle(line.lineId, event.target.checked)}
              />
              <span className={styles.optionText}>
                <span>
                  {pickText(line.name, locale)} ×{line.quantity}
                </span>
                {heldBy && <span className={styles.optionMeta}>{holder(heldBy)}</span>}
              </span>
              <span className={styles.optionAmount}>{formatRupiah(lineAmount(line))}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
