import { formatRupiah } from '@lahap/contract/format';
import { useTranslation } from 'react-i18next';
import styles from './product.module.css';

export interface PriceProps {
  /** Whole rupiah. */
  amount: number;
  /** Struck through beside the price when given. */
  originalAmount?: number | null;
  size?: 'sm' | 'md' | 'lg';
}

/** A rupiah price ("Rp 25.000"), with the original price struck through when it is higher. */
export function Price({ amount, originalAmount, size = 'md' }: PriceProps) {
  const { t } = useTranslation('discovery');
  return (
    <span className={`${styles.price} ${styles[`price-${size}`]}`}>
      <span className={styles.priceNow}>{formatRupiah(amount)}</span>
      {originalAmount != null && originalAmount > amount && (
        <del
          className={styles.priceWas}
          aria-label={t('cards.originalPrice', { price: formatRupiah(originalAmount) })}
        >
          {formatRupiah(originalAmount)}
        </del>
      )}
    </span>
  );
}
