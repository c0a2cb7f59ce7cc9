import type { ProductCard as ProductCardData } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { CouponOutline } from 'antd-mobile-icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useAppLocale } from '../../../shared/i18n/use-app-locale';
import { CardImage } from '../../../shared/product/card-image';
import styles from './cards.module.css';
import { Price } from '../../../shared/product/price';
import {
  displayDiscount,
  displayPrice,
  productMask,
  showsLowStock,
  struckPrice,
} from '../../../shared/product/product-display';

export interface ProductCardProps {
  product: ProductCardData;
  /** `grid`: image on top, for two-column grids; `row`: image at the side, for lists. */
  layout: 'grid' | 'row';
  /** Replaces the default navigation to the coupon page when given. */
  onOpen?: (product: ProductCardData) => void;
}

/** Where a product card leads: its group-coupon page, keeping the flash-sale context. */
export function productHref(product: ProductCardData): string {
  return paths.groupCouponDetail.getHref({
    skuId: product.skuId,
    isFlashSale: product.isFlashSale || undefined,
    pageId: product.pageId ?? undefined,
  });
}

/**
 * A group coupon or flash-sale item (spec §3 "Product / asset card"): image with a sold-out or
 * limit mask, discount and low-stock badges, name, promotion tag and prices.
 */
export function ProductCard({ product, layout, onOpen }: ProductCardProps) {
  const { t } = useTranslation('discovery');
  const locale = useAppLocale();
  const mask = productMask(product);
  const discount = displayDiscount(product);
  const promotionTag = pickText(product.promotionInfo?.promotionActivityTagName, locale);
  const storeName = pickText(product.storeInfo?.storeName, locale);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
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
      <span className={styles.productImageBox}>
        <CardImage
          url={product.imageUrl}
          width={layout === 'grid' ? 'thumbnailLarge' : 'thumbnail'}
          className={styles.productImage}
          fallback={<CouponOutline />}
        />
        {discount > 0 && (
          <span className={styles.discountBadge}>{t('cards.discount', { ratio: discount })}</span>
        )}
        {mask ? (
          <span className={styles.mask} data-testid="product-mask">
            <span>{t(`cards.mask.${mask}`)}</span>
          </span>
        ) : (
          showsLowStock(product.remainingStock) && (
            <span className={styles.stockBadge}>
              {t('cards.stockLeft', { count: product.remainingStock })}
            </span>
          )
        )}
      </span>
      <span className={styles.productBody}>
        <span className={styles.productName}>{pickText(product.productName, locale)}</span>
        {storeName && <span className={`${styles.productStore} ${styles.ellipsis}`}>{storeName}</span>}
        {promotionTag && <span className={styles.promotionTag}>{promotionTag}</span>}
        <Price amount={displayPrice(product)} originalAmount={struckPrice(product)} />
      </span>
    </Link>
  );
}
