import type { ProductCard } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { Price } from '@/shared/product/price';
import { displayPrice, struckPrice } from '@/shared/product/product-display';
import { productHref } from '@/shared/product/product-href';
import { ProductImage } from '@/shared/product/product-image';
import { PromotionTag } from '@/shared/product/promotion-tag';
import voucherCard from '@/shared/product/voucher-card.module.css';
import cardLink from '@/shared/ui/card-link.module.css';

/** Spec §4: a product is purchasable only when not sold out and its purchaseCode is 0. */
export function isPurchasable(product: Pick<ProductCard, 'isSoldOut' | 'purchaseCode'>): boolean {
  return !product.isSoldOut && product.purchaseCode === 0;
}

/**
 * A dine-out voucher on the store page (spec §2 "Product card"): image with a sold-out or
 * purchase-limit mask, discount and low-stock badges, name, promotion label, prices and "Buy
 * Now". The card opens the voucher's page; Buy Now goes to confirm order when it can be bought
 * (spec §2 "The button goes to confirm order or detail"), else to the voucher's page too, where
 * the mask says why not. Confirm order asks a guest to log in.
 */
export function StoreProductCard({ product, storeId }: { product: ProductCard; storeId?: string }) {
  const { t } = useTranslation(['store', 'discovery']);
  const locale = useAppLocale();
  const name = pickText(product.productName, locale);
  // A flash-sale item is bought at its flash price, in its sale's page.
  const buyHref = isPurchasable(product)
    ? paths.confirmOrder.getHref({
        skuId: product.skuId,
        isFlashSale: product.isFlashSale || undefined,
        pageId: product.isFlashSale ? (product.pageId ?? undefined) : undefined,
      })
    : productHref(product);

  const ids = { voucher_id: product.skuId, store_id: storeId ?? product.storeInfo?.storeId };
  const opened = () => track('voucher_click', ids);
  // Buy Now skips the voucher's page when the voucher can be bought: the tap is the Buy.
  const bought = () =>
    isPurchasable(product) ? track('buy_click', { ...ids, price: displayPrice(product) }) : opened();

  return (
    <article className={voucherCard.card} data-testid="store-product-card" data-sku-id={product.skuId}>
      <ProductImage product={product} width="thumbnail" className={voucherCard.image} />
      <span className={voucherCard.body}>
        <Link
          to={productHref(product)}
          className={`${voucherCard.name} ${cardLink.cover}`}
          onClick={opened}
          data-testid="store-product-open"
        >
          {name}
        </Link>
        <PromotionTag product={product} />
        <span className={voucherCard.foot}>
          <Price amount={displayPrice(product)} originalAmount={struckPrice(product)} />
          <Link
            to={buyHref}
            className={`${voucherCard.buyNow} ${isPurchasable(product) ? '' : voucherCard.buyNowMuted}`}
            aria-label={t('coupons.buyNowLabel', { name })}
            onClick={bought}
            data-testid="store-product-buy"
          >
            {t('coupons.buyNow')}
          </Link>
        </span>
      </span>
    </article>
  );
}
