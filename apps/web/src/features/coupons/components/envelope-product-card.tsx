import type { ProductCard } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { Price } from '@/shared/product/price';
import { displayPrice, struckPrice } from '@/shared/product/product-display';
import { productHref } from '@/shared/product/product-href';
import { ProductImage } from '@/shared/product/product-image';
import { PromotionTag } from '@/shared/product/promotion-tag';
import styles from './envelope-product-card.module.css';

/**
 * A dine-out voucher a red envelope can buy: image with its badges, name, store and price.
 * Buying is not built yet, so where Buy would be the card says it is coming soon, before the
 * tap rather than after; the card still opens the voucher's page.
 */
export function EnvelopeProductCard({ product }: { product: ProductCard }) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const soonId = useId();
  const storeName = pickText(product.storeInfo?.storeName, locale);

  return (
    <article className={styles.card} data-testid="envelope-product" data-sku-id={product.skuId}>
      <ProductImage product={product} width="thumbnail" className={styles.image} />
      <span className={styles.body}>
        <Link
          to={productHref(product)}
          className={styles.name}
          aria-describedby={soonId}
          data-testid="envelope-product-open"
        >
          {pickText(product.productName, locale)}
        </Link>
        {storeName && <span className={styles.store}>{storeName}</span>}
        <PromotionTag product={product} />
        <span className={styles.foot}>
          <Price amount={displayPrice(product)} originalAmount={struckPrice(product)} />
          <span id={soonId} className={styles.soon} data-testid="envelope-product-soon">
            {t('products.comingSoon')}
          </span>
        </span>
      </span>
    </article>
  );
}
