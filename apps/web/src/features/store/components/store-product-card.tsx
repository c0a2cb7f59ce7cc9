import type { ProductCard } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { CouponOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useAppLocale } from '../../../shared/i18n/use-app-locale';
import { CardImage } from '../../../shared/product/card-image';
import { Price } from '../../../shared/product/price';
import {
  displayDiscount,
  displayPrice,
  productMask,
  showsLowStock,
  struckPrice,
} from '../../../shared/product/product-display';
import styles from './coupon-section.module.css';

/** Spec §4: a product is purchasable only when not sold out and its purchaseCode is 0. */
export function isPurchasable(product: Pick<ProductCard, 'isSoldOut' | 'purchaseCode'>): boolean {
  return !product.isSoldOut && product.purchaseCode === 0;
}

/** The group-coupon page of a product, keeping the flash-sale context. */
function detailHref(product: ProductCard): string {
  return paths.groupCouponDetail.getHref({
    skuId: product.skuId,
    isFlashSale: product.isFlashSale || undefined,
    pageId: product.pageId ?? undefined,
  });
}

/**
 * A dine-out voucher on the store page (spec §2 "Product card"): image with a sold-out or
 * purchase-limit mask, discount and low-stock badges, name, promotion label, prices and "Buy
 * Now". The card opens the voucher's page; Buy Now goes to confirm order when it can be bought,
 * else to the voucher's page too.
 */
export function StoreProductCard({ product }: { product: ProductCard }) {
  const { t } = useTranslation(['store', 'discovery']);
  const locale = useAppLocale();
  const mask = productMask(product);
  const discount = displayDiscount(product);
  const promotionTag = pickText(product.promotionInfo?.promotionActivityTagName, locale);
  const name = pickText(product.productName, locale);
  const buyHref = isPurchasable(product)
    ? paths.confirmOrder.getHref({ skuId: product.skuId })
    : detailHref(product);

  return (
    <article className={styles.productCard} data-testid="store-product-card" data-sku-id={product.skuId}>
      <span className={styles.productImageBox}>
        <CardImage
          url={product.imageUrl}
          width="thumbnail"
          className={styles.productImage}
          fallback={<CouponOutline />}
        />
        {discount > 0 && (
          <span className={styles.discountBadge} data-testid="product-discount">
            {t('discovery:cards.discount', { ratio: discount })}
          </span>
        )}
        {mask ? (
          <span className={styles.mask} data-testid="product-mask">
            <span>{t(`discovery:cards.mask.${mask}`)}</span>
          </span>
        ) : (
          showsLowStock(product.remainingStock) && (
            <span className={styles.stockBadge} data-testid="product-stock">
              {t('discovery:cards.stockLeft', { count: product.remainingStock })}
            </span>
          )
        )}
      </span>
      <span className={styles.productBody}>
        <Link to={detailHref(product)} className={styles.productName} data-testid="store-product-open">
          {name}
        </Link>
        {promotionTag && (
          <span className={styles.promotionTag} data-testid="product-promotion">
            {promotionTag}
          </span>
        )}
        <span className={styles.productFoot}>
          <Price amount={displayPrice(product)} originalAmount={struckPrice(product)} />
          <Link
            to={buyHref}
            className={`${styles.buyNow} ${isPurchasable(product) ? '' : styles.buyNowMuted}`}
            aria-label={t('coupons.buyNowLabel', { name })}
            data-testid="store-product-buy"
          >
            {t('coupons.buyNow')}
          </Link>
        </span>
      </span>
    </article>
  );
}
