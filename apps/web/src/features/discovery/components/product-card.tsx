import type { ProductCard as ProductCardData } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import styles from './cards.module.css';
import { Price } from '@/shared/product/price';
import { displayPrice, struckPrice } from '@/shared/product/product-display';
import { productHref } from '@/shared/product/product-href';
import { ProductImage } from '@/shared/product/product-image';
import { PromotionTag } from '@/shared/product/promotion-tag';

export interface ProductCardProps {
  product: ProductCardData;
  /** `grid`: image on top, for two-column grids; `row`: image at the side, for lists. */
  layout: 'grid' | 'row';
  /** Replaces the default navigation to the coupon page when given. */
  onOpen?: (product: ProductCardData) => void;
}

/**
 * A group coupon or flash-sale item (spec §3 "Product / asset card"): image with a sold-out or
 * limit mask, discount and low-stock badges, name, promotion tag and prices.
 */
export function ProductCard({ product, layout, onOpen }: ProductCardProps) {
  const locale = useAppLocale();
  const storeName = pickText(product.storeInfo?.storeName, locale);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    track('voucher_click', { voucher_id: product.skuId, store_id: product.storeInfo?.storeId });
    if (!onOpen) return;
    event.preventDefault();
    onOpen(product);
  };

  return (
    <Link
      to={productHref(product)}
      onClick={handleClick}
      className={`${styles.productCard} ${layout === 'grid' ? styles.productGrid : styles.productRow}`}
      data-testid="product-card"
      data-sku-id={product.skuId}
    >
      <ProductImage
        product={product}
        width={layout === 'grid' ? 'thumbnailLarge' : 'thumbnail'}
        className={styles.productImageBox}
      />
      <span className={styles.productBody}>
        <span className={styles.productName}>{pickText(product.productName, locale)}</span>
        {storeName && <span className={`${styles.productStore} ${styles.ellipsis}`}>{storeName}</span>}
        <PromotionTag product={product} />
        <Price amount={displayPrice(product)} originalAmount={struckPrice(product)} />
      </span>
    </Link>
  );
}
