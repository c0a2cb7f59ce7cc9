import type { ProductCard } from '@lahap/contract/discovery/schemas';
import type { ImageWidthName } from '@lahap/contract/media/image-src';
import { CouponOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { CardImage } from './card-image';
import { displayDiscount, productMask, showsLowStock } from './product-display';
import styles from './product-image.module.css';

export interface ProductImageProps {
  product: ProductCard;
  width: ImageWidthName;
  /** Sizes the box; the card decides how large its image is. */
  className?: string;
}

/**
 * A product's image as every product card shows it (spec §3 "Product / asset card"): the
 * discount badge, and the sold-out or purchase-limit mask, else the low-stock badge for 1–10 left.
 */
export function ProductImage({ product, width, className }: ProductImageProps) {
  const { t } = useTranslation('discovery');
  const mask = productMask(product);
  const discount = displayDiscount(product);
  return (
    <span className={`${styles.box} ${className ?? ''}`}>
      <CardImage url={product.imageUrl} width={width} className={styles.image} fallback={<CouponOutline />} />
      {discount > 0 && (
        <span className={styles.discount} data-testid="product-discount">
          {t('cards.discount', { ratio: discount })}
        </span>
      )}
      {mask ? (
        <span className={styles.mask} data-testid="product-mask">
          <span>{t(`cards.mask.${mask}`)}</span>
        </span>
      ) : (
        showsLowStock(product.remainingStock) && (
          <span className={styles.stock} data-testid="product-stock">
            {t('cards.stockLeft', { count: product.remainingStock })}
          </span>
        )
      )}
    </span>
  );
}
