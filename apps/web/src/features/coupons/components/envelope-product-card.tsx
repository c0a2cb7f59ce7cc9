import type { ProductCard } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { Price } from '@/shared/product/price';
import { displayPrice, productMask, struckPrice } from '@/shared/product/product-display';
import { ProductImage } from '@/shared/product/product-image';
import { PromotionTag } from '@/shared/product/promotion-tag';
import voucherCard from '@/shared/product/voucher-card.module.css';
import cardLink from '@/shared/ui/card-link.module.css';
import styles from './envelope-product-card.module.css';

export interface EnvelopeProductCardProps {
  product: ProductCard;
  /**
   * The customer's red envelope the list is for, which the order then carries; an envelope not
   * claimed yet (`templateId`) has none.
   */
  redEnvelopeId?: string;
}

/**
 * A dine-out voucher a red envelope can buy: image with its badges, name, store, price and "Buy
 * Now". The card opens the voucher's page; Buy Now goes to confirm order with the envelope when
 * the voucher can be bought (spec §4: not sold out and purchaseCode 0), else to its page, where
 * the mask says why not. Confirm order asks a guest to log in.
 */
export function EnvelopeProductCard({ product, redEnvelopeId }: EnvelopeProductCardProps) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const name = pickText(product.productName, locale);
  const storeName = pickText(product.storeInfo?.storeName, locale);
  const purchasable = productMask(product) === null;
  const flash = { isFlashSale: product.isFlashSale || undefined, pageId: product.pageId ?? undefined };
  const detailHref = paths.groupCouponDetail.getHref({
    skuId: product.skuId,
    ...flash,
    redEnvelopeId,
  });
  const buyHref = purchasable
    ? paths.confirmOrder.getHref({
        skuId: product.skuId,
        isFlashSale: flash.isFlashSale,
        pageId: product.isFlashSale ? flash.pageId : undefined,
        redEnvelopeId,
      })
    : detailHref;
  const ids = { voucher_id: product.skuId, store_id: product.storeInfo?.storeId };
  const opened = () => track('voucher_click', ids);
  const bought = () =>
    purchasable ? track('buy_click', { ...ids, price: displayPrice(product) }) : opened();

  return (
    <article className={voucherCard.card} data-testid="envelope-product" data-sku-id={product.skuId}>
      <ProductImage product={product} width="thumbnail" className={voucherCard.image} />
      <span className={voucherCard.body}>
        <Link
          to={detailHref}
          className={`${voucherCard.name} ${cardLink.cover}`}
          onClick={opened}
          data-testid="envelope-product-open"
        >
          {name}
        </Link>
        {storeName && <span className={styles.store}>{storeName}</span>}
        <PromotionTag product={product} />
        <span className={voucherCard.foot}>
          <Price amount={displayPrice(product)} originalAmount={struckPrice(product)} />
          <Link
            to={buyHref}
            className={`${voucherCard.buyNow} ${purchasable ? '' : voucherCard.buyNowMuted}`}
            aria-label={t('products.buyNowLabel', { name })}
            onClick={bought}
            data-testid="envelope-product-buy"
          >
            {t('products.buyNow')}
          </Link>
        </span>
      </span>
    </article>
  );
}
