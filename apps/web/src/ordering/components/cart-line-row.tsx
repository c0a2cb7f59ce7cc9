import { CART_LINE_MAX_QUANTITY } from '@lahap/contract/constants';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { CartLine } from '@lahap/contract/ordering/schemas';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { lineAmount } from '../model/cart-view';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

export interface CartLineRowProps {
  line: CartLine;
  /** Whose it is, as the table sees it: "you", a table mate's name, or the staff. */
  owner: string;
  /** Given for my own unsent lines only: the stepper changes it, 0 removes it. */
  onQuantity?: (quantity: number) => void;
  busy?: boolean;
}

/** One line of the cart: dish, note, owner, amount; a stepper on my own unsent lines. */
export function CartLineRow({ line, owner, onQuantity, busy = false }: CartLineRowProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const name = pickText(line.name, locale);
  return (
    <li className={styles.line} data-testid={`ordering-line-${line.lineId}`}>
      <div className={styles.lineBody}>
        <span className={styles.lineName}>{name}</span>
        {line.note && <span className={styles.lineMeta}>{t('cart.note', { note: line.note })}</span>}
        <span className={styles.lineMeta} data-testid="ordering-line-owner">
          {owner}
        </span>
      </div>
      {onQuantity ? (
        <QuantityStepper
          value={line.quantity}
          min={0}
          max={CART_LINE_MAX_QUANTITY}
          onChange={onQuantity}
          disabled={busy}
          valueLabel={t('cart.quantityOf', { dish: name })}
          decreaseLabel={
            line.quantity === 1 ? t('cart.remove', { dish: name }) : t('cart.decrease', { dish: name })
          }
          increaseLabel={t('cart.increase', { dish: name })}
          testId="ordering-line-stepper"
        />
      ) : (
        <span className={styles.quantity}>×{line.quantity}</span>
      )}
      <span className={styles.lineAmount}>{formatRupiah(lineAmount(line))}</span>
    </li>
  );
}
