import { formatRupiah } from '@lahap/contract/format';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';

export interface CartBarProps {
  /** Dishes in the cart, not yet sent. */
  count: number;
  /** Rupiah of those. */
  amount: number;
  /** Rupiah of everything the table has ordered, sent or not. */
  tableTotal: number;
  onOpen: () => void;
  /** A line above the bar (the live view is down and the cart is polled). */
  note?: string | null;
}

/** The bar at the foot of the menu: what is in the cart, opening the cart sheet. */
export function CartBar({ count, amount, tableTotal, onOpen, note }: CartBarProps) {
  const { t } = useTranslation('ordering');
  return (
    <div className={styles.bar}>
      {note && (
        <p className={styles.live} role="status" data-testid="ordering-polling">
          {note}
        </p>
      )}
      <button type="button" className={styles.barButton} onClick={onOpen} data-testid="ordering-cart-bar">
        <span className={styles.count} aria-hidden="true" data-testid="ordering-cart-count">
          {count}
        </span>
        {/* Read instead of the badge; the visible words stay part of the button's name. */}
        <span className="lahap-visually-hidden">{t('cart.barItems', { count })}</span>
        <span className={styles.amounts}>
          <span className={styles.amount}>{count === 0 ? t('cart.emptyTitle') : formatRupiah(amount)}</span>
          {tableTotal > amount && (
            <span className={styles.subAmount}>
              {t('cart.tableTotal', { amount: formatRupiah(tableTotal) })}
            </span>
          )}
        </span>
        <span className={styles.barAction}>{t('cart.open')}</span>
      </button>
    </div>
  );
}

/** In the bar's place when the table's cart could not be loaded: why, and a retry. */
export function CartProblem({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('ordering');
  return (
    <div className={styles.bar} role="alert" data-testid="ordering-cart-problem">
      <p className={styles.live}>{text}</p>
      <button type="button" className={styles.barButton} onClick={onRetry}>
        <span className={styles.amounts}>
          <span className={styles.amount}>{t('cart.loadFailed')}</span>
        </span>
        <span className={styles.barAction}>{t('actions.retry', { ns: 'common' })}</span>
      </button>
    </div>
  );
}
